/**
 * A module compiled to JavaScript: every function-like op becomes a JS function in one
 * generated module (so calls and recursion are plain JS calls), built once with `new Function`
 * and instantiated per run (fresh memref.global buffers each time).
 */
import { DenseElementsAttr, StringAttr, TypeAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import { symbolName } from '../ir/symbols.js';
import { FunctionType, MemRefType, RankedTensorType } from '../ir/types.js';
import { InterpreterError } from './errors.js';
import { type CompileOptions, type Emitter, FunctionGen, ModuleGen } from './gen.js';
import { constantValue } from './dialects/arith-cast.js';
import { allTables } from './dialects/index.js';
import { Fault } from './runtime/core.js';
import { runtime } from './runtime/index.js';
import { fromTensor } from './runtime/memref.js';
import { type RuntimeValue, Tensor, allocMemRef, newBufferInfo } from './values.js';

const FUNCTION_OPS = new Set(['func.func', 'comco.func']);

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
  ) {
    this.factory = new Function('$rt', '$K', '$C', source) as typeof this.factory;
    this.counters = new Float64Array(mod.ops.length);
  }

  /** Runs function `name` (a top-level symbol) on runtime values; returns its results. */
  run(name: string, args: readonly RuntimeValue[]): RuntimeValue[] {
    const entry = this.functions.get(name);
    const js = this.jsNames.get(name);
    if (!entry || !js) throw new InterpreterError(undefined, `no function named '@${name}'`);
    const fns = this.factory({ ...runtime, makeGlobal }, this.mod.consts, this.counters);
    try {
      const r = fns[js]!(...args);
      const n = entry.type.results.length;
      return n === 0 ? [] : n === 1 ? [r as RuntimeValue] : (r as RuntimeValue[]);
    } catch (e) {
      if (e instanceof Fault) throw new InterpreterError(this.mod.ops[e.opId], e.message);
      if (e instanceof RangeError && /call stack/i.test(e.message)) {
        throw new InterpreterError(entry.op, 'stack overflow: the recursion is too deep for the interpreter');
      }
      throw e;
    }
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
      mod.functions.set(op, { jsName, op, hasBody: !body.isEmpty, generator: false });
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
        init: init instanceof DenseElementsAttr ? (constantValue(init, tensorType) as Tensor) : undefined,
        constant: op.hasAttr('constant'),
      };
      mod.prelude.push(`const ${js} = $rt.makeGlobal(${mod.konst(desc)});`);
    }
    return undefined;
  });
  const parts: string[] = [];
  for (const op of fnOps) {
    const info = mod.functions.get(op)!;
    if (!info.hasBody) continue;
    const g = new FunctionGen(mod);
    const params = op.regions[0]!.front.args.map((_, i) => `a${i}`);
    g.emitRegion(op.regions[0]!, params, (ret) => {
      const vals = g.names_(ret.operands);
      g.line(vals.length === 0 ? 'return;' : vals.length === 1 ? `return ${vals[0]};` : `return [${vals.join(', ')}];`);
    });
    parts.push(`function ${info.jsName}(${params.join(', ')}) {\n${g.code()}\n}`);
  }
  const exports = [...mod.functions.values()].filter((f) => f.hasBody).map((f) => f.jsName);
  const source = [
    '"use strict";',
    'const $fail = $rt.fail, $ix = $rt.ix, $fround = Math.fround, $f16 = $rt.f16, $bf16 = $rt.bf16;',
    ...mod.prelude,
    ...parts,
    `return { ${exports.join(', ')} };`,
  ].join('\n');
  return new Program(source, mod, functions, jsNames);
}

/** The `sym_name` of a function op, for messages. */
export const functionName = (op: Operation): string => (op.getAttr('sym_name') as StringAttr | undefined)?.value ?? '?';
