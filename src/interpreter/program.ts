/**
 * A module compiled to JavaScript: every function-like op becomes a JS function in one
 * generated module (so calls and recursion are plain JS calls), built once with `new Function`
 * and instantiated per run (fresh memref.global buffers each time).
 */
import { ElementsAttr, StringAttr, TypeAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import { symbolName } from '../ir/symbols.js';
import { FunctionType, MemRefType, RankedTensorType } from '../ir/types.js';
import { InterpreterError } from './errors.js';
import { type CompileOptions, type Emitter, FunctionGen, ModuleGen } from './gen.js';
import { constantValue } from './dialects/arith-cast.js';
import { allTables } from './dialects/index.js';
import { Fault } from './runtime/core.js';
import { runtime } from './runtime/index.js';
import { RaceChecker } from './runtime/gpu-races.js';
import { fromTensor } from './runtime/memref.js';
import { cformat } from './runtime/printf.js';
import { runRanks } from './runtime/spmd.js';
import { type RuntimeValue, Tensor, allocMemRef, newBufferInfo } from './values.js';

const FUNCTION_OPS = new Set(['func.func', 'comco.func', 'gpu.func']);

export interface RunOptions {
  /** Where gpu.printf output goes (default: process.stdout). */
  readonly print?: (text: string) => void;
}

export interface FunctionEntry {
  readonly name: string;
  readonly op: Operation;
  readonly type: FunctionType;
}

/** A memref.global's buffer, made when the program is instantiated. */
interface GlobalDesc { readonly type: MemRefType; readonly init: Tensor | undefined; readonly constant: boolean }

function makeGlobal(d: GlobalDesc): RuntimeValue {
  if (d.init) return fromTensor(d.init, newBufferInfo(d.constant));
  return allocMemRef(d.type.elementType, d.type.shape);
}

export class Program {
  private readonly factory: (rt: unknown, k: unknown[], c: Float64Array) => Record<string, (...a: unknown[]) => unknown>;
  readonly counters: Float64Array;

  constructor(
    readonly source: string,
    private readonly mod: ModuleGen,
    readonly functions: ReadonlyMap<string, FunctionEntry>,
    private readonly jsNames: ReadonlyMap<string, string>,
    private readonly checkRaces: boolean,
  ) {
    this.factory = new Function('$rt', '$K', '$C', source) as typeof this.factory;
    this.counters = new Float64Array(mod.ops.length);
  }

  /**
   * Runs function `name` (a top-level symbol) on runtime values; returns its results. Text that
   * the program prints (gpu.printf) goes to `print`.
   */
  run(name: string, args: readonly RuntimeValue[], opts: RunOptions = {}): RuntimeValue[] {
    const entry = this.functions.get(name);
    const js = this.jsNames.get(name);
    if (!entry || !js) throw new InterpreterError(undefined, `no function named '@${name}'`);
    const fns = this.instantiate(opts);
    return this.guard(entry, () => this.unpack(entry, fns[js]!(...args)));
  }

  /**
   * Runs function `name` as `argsPerRank.length` SPMD ranks (compiled with `spmd`), each with its
   * own arguments and buffers; comco's collectives combine across the ranks.
   */
  runRanks(name: string, argsPerRank: readonly (readonly RuntimeValue[])[], opts: RunOptions = {}): RuntimeValue[][] {
    const entry = this.functions.get(name);
    const js = this.jsNames.get(name);
    if (!entry || !js) throw new InterpreterError(undefined, `no function named '@${name}'`);
    const gens = argsPerRank.map((args) => this.instantiate(opts)[js]!(...args) as Generator<unknown, unknown, unknown>);
    return this.guard(entry, () => runRanks(gens).map((r) => this.unpack(entry, r)));
  }

  private instantiate(opts: RunOptions): Record<string, (...a: unknown[]) => unknown> {
    const print = opts.print ?? ((s: string) => { process.stdout.write(s); });
    const instance = {
      ...runtime,
      makeGlobal,
      races: this.checkRaces ? new RaceChecker() : undefined,
      printf: (fmt: string, values: readonly (number | bigint)[]) => print(cformat(fmt, values)),
    };
    return this.factory(instance, this.mod.consts, this.counters);
  }

  private unpack(entry: FunctionEntry, r: unknown): RuntimeValue[] {
    const n = entry.type.results.length;
    return n === 0 ? [] : n === 1 ? [r as RuntimeValue] : (r as RuntimeValue[]);
  }

  /** Runs `fn`, turning faults of generated code into errors at their ops. */
  private guard<T>(entry: FunctionEntry, fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      if (e instanceof Fault) throw new InterpreterError(this.mod.ops[e.opId], this.resolveOpRefs(e.message));
      if (e instanceof RangeError && /call stack/i.test(e.message)) {
        throw new InterpreterError(entry.op, 'stack overflow: the recursion is too deep for the interpreter');
      }
      throw e;
    }
  }

  /** `{{op:N}}` in runtime messages: the op's name and location. */
  private resolveOpRefs(message: string): string {
    return message.replace(/\{\{op:(\d+)\}\}/g, (_m, n: string) => {
      const op = this.mod.ops[Number(n)];
      const p = op?.loc.filePos;
      return op ? `'${op.name}'${p ? ` (${p.file}:${p.line}:${p.col})` : ''}` : 'an op';
    });
  }

  /** Executed op counts by op name (when compiled with `stats`). */
  opCounts(): Map<string, number> {
    const out = new Map<string, number>();
    this.mod.ops.forEach((op, i) => {
      const n = this.counters[i]!;
      if (n) out.set(op.name, (out.get(op.name) ?? 0) + n);
    });
    return out;
  }
}

const jsIdent = (s: string): string => s.replace(/[^A-Za-z0-9_$]/g, '_');

/** Compiles every function of `module` (and the buffers of its memref.globals). */
export function compileModule(module: Operation, options: CompileOptions = {}, extraTables: readonly Readonly<Record<string, Emitter>>[] = []): Program {
  const table = new Map<string, Emitter>();
  for (const t of [...allTables, ...extraTables]) for (const [k, v] of Object.entries(t)) table.set(k, v);
  const mod = new ModuleGen(table, options);
  const functions = new Map<string, FunctionEntry>();
  const jsNames = new Map<string, string>();
  const fnOps: Operation[] = [];
  module.walkPre((op) => {
    if (FUNCTION_OPS.has(op.name)) {
      const name = symbolName(op) ?? `anon${fnOps.length}`;
      const jsName = `F${fnOps.length}_${jsIdent(name)}`;
      const body = op.regions[0]!;
      const device = op.name === 'gpu.func' || op.parentOfKind('gpu.module') !== null;
      mod.functions.set(op, { jsName, op, hasBody: !body.isEmpty, generator: false, device });
      fnOps.push(op);
      const ft = (op.getAttr('function_type') as TypeAttr).value as FunctionType;
      if (op.parentOp === module && !functions.has(name)) {
        functions.set(name, { name, op, type: ft });
        jsNames.set(name, jsName);
      }
      return 'skip';
    }
    if (op.name === 'memref.global') {
      const js = `G${mod.globals.size}_${jsIdent(symbolName(op) ?? '')}`;
      mod.globals.set(op, js);
      const type = (op.getAttr('type') as TypeAttr).value as MemRefType;
      const init = op.getAttr('initial_value');
      const tensorType = RankedTensorType.get(type.shape, type.elementType);
      const desc: GlobalDesc = {
        type,
        init: init instanceof ElementsAttr ? (constantValue(init, tensorType) as Tensor) : undefined,
        constant: op.hasAttr('constant'),
      };
      mod.prelude.push(`const ${js} = $rt.makeGlobal(${mod.konst(desc)});`);
    }
    return undefined;
  });
  markGenerators(mod, fnOps);
  const parts: string[] = [];
  for (const op of fnOps) {
    const info = mod.functions.get(op)!;
    if (!info.hasBody) continue;
    const g = new FunctionGen(mod);
    g.inKernel = info.device;
    g.generator = info.generator;
    const args = op.regions[0]!.front.args.map((_, i) => `a${i}`);
    const params = info.device ? ['$t', ...args] : args;
    g.emitRegion(op.regions[0]!, args, (ret) => {
      const vals = g.names_(ret.operands);
      g.line(vals.length === 0 ? 'return;' : vals.length === 1 ? `return ${vals[0]};` : `return [${vals.join(', ')}];`);
    });
    parts.push(`function${info.generator ? '*' : ''} ${info.jsName}(${params.join(', ')}) {\n${g.code()}\n}`);
  }
  const exports = [...mod.functions.values()].filter((f) => f.hasBody).map((f) => f.jsName);
  const source = [
    '"use strict";',
    'const $fail = $rt.fail, $ix = $rt.ix, $fround = Math.fround, $f16 = $rt.f16, $bf16 = $rt.bf16;',
    ...mod.prelude,
    ...parts,
    `return { ${exports.join(', ')} };`,
  ].join('\n');
  return new Program(source, mod, functions, jsNames, options.checkRaces === true);
}

/** Device functions that synchronize threads (directly or through calls) become generators. */
function markGenerators(mod: ModuleGen, fnOps: readonly Operation[]): void {
  if (mod.options.spmd) for (const op of fnOps) { const f = mod.functions.get(op)!; if (!f.device) f.generator = true; }
  const device = fnOps.filter((op) => mod.functions.get(op)!.device);
  for (let changed = true; changed;) {
    changed = false;
    for (const op of device) {
      const info = mod.functions.get(op)!;
      if (!info.generator && mod.needsGenerator(op)) { info.generator = true; changed = true; }
    }
  }
}

/** The `sym_name` of a function op, for messages. */
export const functionName = (op: Operation): string => (op.getAttr('sym_name') as StringAttr | undefined)?.value ?? '?';
