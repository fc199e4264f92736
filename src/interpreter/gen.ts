/**
 * The code generator's core: IR → JavaScript source, one JS function per MLIR function, one
 * local per SSA value (docs/interpreter.md, "Compile to JS"). Ops are emitted by per-dialect
 * tables (src/interpreter/dialects/*.ts); this file gives them names, constants, op ids for
 * error locations, and region emission: single-block regions inline, multi-block (CFG) regions
 * as a labeled `for (;;) switch (block)` state machine with block arguments as variables.
 */
import { SymbolRefAttr } from '../ir/attributes.js';
import type { Block } from '../ir/block.js';
import { lookupNearestSymbolFrom } from '../ir/symbols.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';
import { InterpreterError } from './errors.js';
import { str } from './exprs.js';
import { UnsupportedType } from './values.js';

/** Emits the JS of one op kind into `g`. */
export type Emitter = (op: Operation, g: FunctionGen) => void;
/** One implementation table per dialect: op name → emitter. */
export type EmitTable = Readonly<Record<string, Emitter>>;

export interface CompileOptions {
  /** Count executed ops per op (for --print-stats); costs a counter per op. */
  readonly stats?: boolean;
  /** Specialized loops for named ops (matmul...); off to test them against the generic path. */
  readonly fastPaths?: boolean;
  /** Record memory accesses of GPU threads and report data races. */
  readonly checkRaces?: boolean;
  /** SPMD ranks: host functions become generators and collectives rendezvous across ranks. */
  readonly spmd?: boolean;
}

/** What the generated code of one module shares: constants, the ops errors point at, functions. */
export class ModuleGen {
  readonly consts: unknown[] = [];
  readonly ops: Operation[] = [];
  private readonly opIds = new Map<Operation, number>();
  private readonly constIds = new Map<unknown, number>();
  /** The JS function of each function-like op (func.func, comco.func, gpu.func). */
  readonly functions = new Map<Operation, FunctionInfo>();
  /** The JS name of each memref.global's buffer. */
  readonly globals = new Map<Operation, string>();
  /** Extra top-level declarations (globals, helpers). */
  readonly prelude: string[] = [];

  constructor(readonly table: ReadonlyMap<string, Emitter>, readonly options: CompileOptions) {}

  /** `$K[i]`: a value the generated code reads (types, dense constants, helpers). */
  konst(x: unknown): string {
    let i = this.constIds.get(x);
    if (i === undefined) {
      i = this.consts.length;
      this.consts.push(x);
      this.constIds.set(x, i);
    }
    return `$K[${i}]`;
  }

  /** Whether code in `op`'s regions synchronizes threads (directly or through a call). */
  needsGenerator(op: Operation): boolean {
    let found = false;
    op.walk((o) => {
      if (o === op) return undefined;
      if (THREAD_SYNC_OPS.has(o.name)) found = true;
      else if (o.name === 'func.call') {
        const ref = o.getAttr('callee');
        const f = ref instanceof SymbolRefAttr ? lookupNearestSymbolFrom(o, ref) : undefined;
        if (f && this.functions.get(f)?.generator) found = true;
      }
      return found ? 'interrupt' : undefined;
    });
    return found;
  }

  opId(op: Operation): number {
    let i = this.opIds.get(op);
    if (i === undefined) {
      i = this.ops.length;
      this.ops.push(op);
      this.opIds.set(op, i);
    }
    return i;
  }
}

export interface FunctionInfo {
  readonly jsName: string;
  readonly op: Operation;
  /** False for external declarations (calling them is an error). */
  readonly hasBody: boolean;
  /** Compiled as a generator (its callers use `yield*`). */
  generator: boolean;
  /** Device code (in a gpu.module): takes the thread object `$t` first. */
  readonly device: boolean;
}

/** Ops that wait for the other threads of a block or warp: a kernel holding one is a generator. */
export const THREAD_SYNC_OPS: ReadonlySet<string> = new Set(['gpu.barrier', 'gpu.all_reduce', 'gpu.subgroup_reduce', 'gpu.shuffle', 'gpu.rotate']);

interface Dispatch {
  readonly label: string;
  readonly blockVar: string;
  readonly index: ReadonlyMap<Block, number>;
}

/** Terminators that leave their block themselves (branches jump, ub.unreachable fails) rather
 * than hand their operands to the parent op. */
const emitsItself = (term: Operation): boolean => term.numSuccessors > 0 || term.name === 'ub.unreachable';

export class FunctionGen {
  private readonly out: string[] = [];
  private depth: number;
  private readonly names = new Map<Value, string>();
  private readonly declared = new Set<Value>();
  private n = 0;
  private readonly dispatch: Dispatch[] = [];
  /** The loop variables of the linalg loop nest being emitted (for linalg.index). */
  loopDims: string[] | undefined;
  /** True while emitting a generator (GPU kernel, SPMD rank): rendezvous ops `yield`. */
  generator = false;
  /** True while emitting device code: ids come from the thread object `$t`. */
  inKernel = false;

  constructor(readonly mod: ModuleGen, depth = 1) { this.depth = depth; }

  get options(): CompileOptions { return this.mod.options; }

  line(s: string): void { this.out.push('  '.repeat(this.depth) + s); }

  /** `head {`, the body one level deeper, then `tail`. */
  block(head: string, body: () => void, tail = '}'): void {
    this.line(`${head} {`);
    this.depth++;
    try { body(); } finally { this.depth--; }
    this.line(tail);
  }

  /** Emits `body` one level deeper. */
  indent(body: () => void): void {
    this.depth++;
    try { body(); } finally { this.depth--; }
  }

  /** A fresh JS identifier. */
  fresh(base = 't'): string { return `${base}${this.n++}`; }

  /** The JS name holding `v`. */
  name(v: Value): string {
    const n = this.names.get(v);
    if (n === undefined) throw new Error(`interpreter: value used before its definition (${v.type.key})`);
    return n;
  }

  names_(vs: readonly Value[]): string[] { return vs.map((v) => this.name(v)); }

  /** Makes `v` read the JS variable `jsName` (which must not change while `v` is live). */
  bind(v: Value, jsName: string): void { this.names.set(v, jsName); }

  private nameFor(v: Value): string {
    let n = this.names.get(v);
    if (n === undefined) { n = this.fresh('v'); this.names.set(v, n); }
    return n;
  }

  /** Defines `v` as `expr` (a `const`, or an assignment when `v` was declared ahead). */
  def(v: Value, expr: string): string {
    const n = this.nameFor(v);
    this.line(this.declared.has(v) ? `${n} = ${expr};` : `const ${n} = ${expr};`);
    return n;
  }

  /** Declares `values` with `let` ahead of their definitions (results of region ops, CFG values). */
  declare(values: readonly Value[]): string[] {
    const out = values.map((v) => this.nameFor(v));
    const fresh = values.filter((v) => !this.declared.has(v));
    for (const v of fresh) this.declared.add(v);
    if (fresh.length) this.line(`let ${fresh.map((v) => this.names.get(v)!).join(', ')};`);
    return out;
  }

  konst(x: unknown): string { return this.mod.konst(x); }
  id(op: Operation): number { return this.mod.opId(op); }

  /** An expression that throws an error at `op` with a fixed message. */
  fail(op: Operation, message: string): string { return `$fail(${this.id(op)}, ${str(message)})`; }

  emitOp(op: Operation): void {
    const id = this.id(op);
    if (this.options.stats) this.line(`$C[${id}]++;`);
    const emit = this.mod.table.get(op.name);
    const mark = this.out.length;
    const depth = this.depth;
    try {
      if (!emit) throw new InterpreterError(op, 'is not supported by the interpreter');
      emit(op, this);
    } catch (e) {
      if (!(e instanceof InterpreterError || e instanceof UnsupportedType)) throw e;
      // Unsupported constructs fail when (and only if) they are executed.
      this.out.length = mark;
      this.depth = depth;
      this.line(`${this.fail(op, e.message)};`);
      for (const r of op.results) this.def(r, 'undefined');
    }
  }

  /** The ops of `block` except its terminator. */
  emitOps(block: Block): void {
    const term = block.terminator;
    for (let op = block.first; op; op = op.next) if (op !== term) this.emitOp(op);
  }

  /**
   * Emits `region` with its entry arguments bound to `args` (JS names). Each non-branch
   * terminator is handed to `exit`, which moves its operands where the parent op wants them; in
   * a multi-block region control then leaves the state machine.
   */
  emitRegion(region: Region, args: readonly string[], exit: (term: Operation) => void): void {
    const blocks = region.blocks;
    if (blocks.length === 0) return;
    if (blocks.length === 1) {
      const b = blocks[0]!;
      b.args.forEach((a, i) => this.bind(a, args[i]!));
      this.emitOps(b);
      const term = b.last;
      // A region without a terminator (NoTerminator) has nothing to hand over.
      if (term && term === b.terminator) {
        if (emitsItself(term)) this.emitOp(term); else exit(term);
      }
      return;
    }
    const values: Value[] = [];
    for (const b of blocks) {
      values.push(...b.args);
      for (let op = b.first; op; op = op.next) values.push(...op.results);
    }
    this.declare(values);
    blocks[0]!.args.forEach((a, i) => this.line(`${this.name(a)} = ${args[i]};`));
    const label = this.fresh('L');
    const blockVar = this.fresh('b');
    const d: Dispatch = { label, blockVar, index: new Map(blocks.map((b, i) => [b, i])) };
    this.dispatch.push(d);
    this.line(`let ${blockVar} = 0;`);
    this.block(`${label}: for (;;)`, () => {
      this.block(`switch (${blockVar})`, () => {
        blocks.forEach((b, i) => {
          this.block(`case ${i}:`, () => {
            this.emitOps(b);
            const term = b.terminator;
            if (!term) { this.line(`break ${label};`); return; }
            if (emitsItself(term)) { this.emitOp(term); return; }
            exit(term);
            this.line(`break ${label};`);
          });
        });
        this.line(`default: throw new Error('interpreter: bad block ' + ${blockVar});`);
      });
    });
    this.dispatch.pop();
  }

  /** A CFG edge: passes `operands` to `dest`'s arguments and jumps there. */
  branch(dest: Block, operands: readonly string[]): void {
    const d = this.dispatch[this.dispatch.length - 1];
    const target = d?.index.get(dest);
    if (!d || target === undefined) throw new Error('interpreter: branch outside of its region');
    this.assignParallel(dest.args.map((a) => this.name(a)), operands);
    this.line(`${d.blockVar} = ${target}; continue ${d.label};`);
  }

  /** `targets[i] = sources[i]` for all i at once (a source may be another target). */
  assignParallel(targets: readonly string[], sources: readonly string[]): void {
    const pairs = targets.map((t, i) => [t, sources[i]!] as const).filter(([t, s]) => t !== s);
    if (pairs.length === 0) return;
    if (pairs.length === 1) { this.line(`${pairs[0]![0]} = ${pairs[0]![1]};`); return; }
    const temps = pairs.map(([, s]) => { const t = this.fresh('p'); this.line(`const ${t} = ${s};`); return t; });
    pairs.forEach(([t], i) => this.line(`${t} = ${temps[i]};`));
  }

  code(): string { return this.out.join('\n'); }
}
