/**
 * The state of one generated function: the text emitted so far, the SSA values each point can see
 * (one frame per enclosing region, cut at isolated-from-above ops), and helpers that find or make
 * operands of a wanted type. Everything is text: the generator never goes through comco's IR, so
 * the parser and printer under test cannot mask their own bugs.
 */
import type { GenRandom } from './random.js';
import { type GenType, typeText } from './types.js';

export interface Value {
  readonly name: string;
  readonly type: GenType;
  /** The value, when it is a known integer/index constant (for in-bounds indices and sizes). */
  readonly known?: bigint;
}

/** A function's signature, known before any body is generated, so calls may go anywhere. */
export interface FuncSig {
  readonly name: string;
  readonly args: readonly GenType[];
  readonly results: readonly GenType[];
  /** Declarations have no body (private externals). */
  readonly external: boolean;
}

/** A memref.global of the module. */
export interface GlobalSym { readonly name: string; readonly type: GenType; readonly constant: boolean; }

/** What every function of a program shares. */
export interface ModuleState {
  readonly funcs: FuncSig[];
  readonly globals: GlobalSym[];
  /** Extra top-level ops (globals), emitted before the functions. */
  readonly prelude: string[];
  /** Blobs of `dense_resource` constants (key as written, hex, data bytes), printed in the file
   * metadata dictionary after the functions. */
  readonly resources: { readonly key: string; readonly hex: string; readonly bytes: number }[];
}

export class Body {
  readonly lines: string[] = [];
  private frames: Value[][] = [[]];
  private counter = 0;
  private blockCounter = 0;
  depth = 0;
  private indent = 1;

  constructor(readonly r: GenRandom) {}

  freshName(): string { return `%v${this.counter++}`; }
  freshBlock(): string { return `^bb${++this.blockCounter}`; }

  emit(line: string): void { this.lines.push(`${'  '.repeat(this.indent)}${line}`); }

  /** Makes `type` visible under a fresh name (the caller emits the defining text). */
  define(type: GenType, known?: bigint): Value {
    const v: Value = { name: this.freshName(), type, ...(known !== undefined ? { known } : {}) };
    this.frames[this.frames.length - 1]!.push(v);
    return v;
  }
  /** Several results of one op: `%v3:2` defines %v3#0 and %v3#1. */
  defineMany(types: readonly GenType[]): { head: string; values: Value[] } {
    if (types.length === 0) return { head: '', values: [] };
    if (types.length === 1) { const v = this.define(types[0]!); return { head: `${v.name} = `, values: [v] }; }
    const base = this.freshName();
    const values = types.map((type, i) => ({ name: `${base}#${i}`, type }));
    this.frames[this.frames.length - 1]!.push(...values);
    return { head: `${base}:${types.length} = `, values };
  }
  /**
   * Names the results of a region op before its regions are written, and makes them visible only
   * when `commit` is called after them (a region must not use its own op's results).
   */
  pending(types: readonly GenType[]): { head: string; commit: () => Value[] } {
    if (types.length === 0) return { head: '', commit: () => [] };
    const base = this.freshName();
    const values = types.length === 1 ? [{ name: base, type: types[0]! }] : types.map((type, i) => ({ name: `${base}#${i}`, type }));
    const head = types.length === 1 ? `${base} = ` : `${base}:${types.length} = `;
    return { head, commit: () => { this.frames[this.frames.length - 1]!.push(...values); return values; } };
  }
  /** Adds values defined by someone else (block arguments). */
  bind(values: readonly Value[]): void { this.frames[this.frames.length - 1]!.push(...values); }
  argument(type: GenType, prefix = '%a'): Value { return { name: `${prefix}${this.counter++}`, type }; }

  visible(): Value[] { return this.frames.flat(); }
  ofType(t: GenType): Value[] {
    const text = typeText(t);
    return this.visible().filter((v) => typeText(v.type) === text);
  }
  /** Values defined in the innermost frame (a region's own values). */
  local(): Value[] { return [...this.frames[this.frames.length - 1]!]; }

  /** Runs `fn` one region deeper: its values are dropped after. */
  nested<T>(fn: () => T): T {
    this.frames.push([]);
    this.indent++;
    this.depth++;
    try { return fn(); } finally { this.frames.pop(); this.indent--; this.depth--; }
  }
  /** Runs `fn` in an isolated region (nothing from outside is visible). */
  isolated<T>(fn: () => T): T {
    const saved = this.frames;
    this.frames = [[]];
    this.indent++;
    this.depth++;
    try { return fn(); } finally { this.frames = saved; this.indent--; this.depth--; }
  }
  /** A block label line at the current region's indentation. */
  label(text: string): void { this.lines.push(`${'  '.repeat(this.indent - 1)}${text}`); }
  /** Starts a fresh block in the same region: values of earlier non-entry blocks are no longer visible. */
  resetFrame(keep: readonly Value[]): void { this.frames[this.frames.length - 1] = [...keep]; }
}

export function argList(vs: readonly Value[]): string { return vs.map((v) => v.name).join(', '); }
export function typeList(ts: readonly GenType[]): string { return ts.map(typeText).join(', '); }
export function valueTypes(vs: readonly Value[]): string { return typeList(vs.map((v) => v.type)); }
