/**
 * The generator's working context: randomness, the function body being written, the module's
 * shared symbols, which ops the context registers, and how to find or make an operand of any
 * type. Op generators (one file per dialect) only ever ask this for operands, so every value they
 * use is defined before the use and visible at it.
 */
import { type Body, type ModuleState, type Value } from './builder.js';
import { floatLiteral, intLiteral, scalarLiteral } from './constants.js';
import type { GenRandom } from './random.js';
import {
  DYN, type GenType, INDEX, type ScalarKind, elemOf, isComplexKind, isFloatKind, isStatic, partOf, numElements, scalar, typeText,
} from './types.js';

/** One way to add an op (or a few) at the current point. */
export interface OpGen {
  /** The op it makes; it is used only when the context registers every op in `needs` (default: [op]). */
  readonly op: string;
  readonly weight: number;
  readonly needs?: readonly string[];
  /** Writes the op; may give up (return false) when the point offers nothing to work on. */
  readonly gen: (g: Gen) => boolean | void;
}

export interface GenLimits {
  /** Ops per function (roughly; nested regions share it). */
  readonly ops: number;
  /** How deep regions may nest. */
  readonly depth: number;
}

export class Gen {
  budget: number;
  constructor(
    readonly r: GenRandom,
    readonly b: Body,
    readonly mod: ModuleState,
    readonly has: (op: string) => boolean,
    readonly limits: GenLimits,
    /** The group's op generators, for the bodies of region ops. */
    readonly ops: readonly OpGen[] = [],
  ) { this.budget = limits.ops; }

  /** Whether another region level fits under the depth limit. */
  canNest(): boolean { return this.b.depth < this.limits.depth; }

  /**
   * Writes a region's block one level deeper: `args` are its block arguments (visible inside),
   * a few ops of the group follow, then `end` writes the terminator.
   */
  block(args: readonly Value[], end: () => void, opts: { label?: string; ops?: readonly OpGen[] } = {}): void {
    const ops = opts.ops ?? this.ops;
    this.b.nested(() => {
      if (opts.label !== undefined) this.b.label(opts.label);
      this.b.bind(args);
      this.fill(ops, this.r.between(0, Math.max(1, Math.floor(this.limits.ops / 4))));
      end();
    });
  }

  /** Whether every op of `names` is registered. */
  hasAll(names: readonly string[]): boolean { return names.every((n) => this.has(n)); }
  available(gens: readonly OpGen[]): OpGen[] { return gens.filter((o) => this.hasAll(o.needs ?? [o.op])); }

  /** Adds about `n` ops from `gens` at the current point. */
  fill(gens: readonly OpGen[], n: number): void {
    const avail = this.available(gens);
    if (!avail.length) return;
    let tries = 0;
    for (let made = 0; made < n && this.budget > 0 && tries < n * 4; tries++) {
      const o = this.r.weighted(avail.map((x) => [x.weight, x] as const));
      if (o.gen(this) !== false) { made++; this.budget--; }
    }
  }

  /** An operand of type `t`: mostly a visible value, else a freshly made one. */
  use(t: GenType, pFresh = 0.25): Value {
    const vs = this.b.ofType(t);
    if (vs.length && !this.r.chance(pFresh)) return this.r.pick(vs);
    return this.make(t);
  }
  /** `n` operands of type `t`. */
  uses(t: GenType, n: number): Value[] { return Array.from({ length: n }, () => this.use(t)); }

  /** A visible value matching `pred`, if any. */
  find(pred: (v: Value) => boolean): Value | undefined {
    const vs = this.b.visible().filter(pred);
    return vs.length ? this.r.pick(vs) : undefined;
  }

  /** Makes a new value of type `t` from nothing (constants, empty tensors, allocations). */
  make(t: GenType): Value {
    if (t.k === 'scalar') return this.constant(t.s);
    if (t.k === 'vector') return this.denseConstant(t);
    if (t.k === 'tensor') {
      if (isStatic(t) && (this.r.chance(0.6) || !this.has('tensor.empty'))) return this.denseConstant(t);
      if (this.has('tensor.empty')) {
        const dyn = t.shape.filter((d) => d === DYN).map(() => this.dimSize());
        const v = this.b.define(t);
        this.b.emit(`${v.name} = tensor.empty(${dyn.map((d) => d.name).join(', ')}) : ${typeText(t)}`);
        return v;
      }
      return this.denseConstant({ ...t, shape: t.shape.map((d) => (d === DYN ? 2 : d)) });
    }
    if (t.layout) return this.reinterpret(t);
    const dyn = t.shape.filter((d) => d === DYN).map(() => this.dimSize());
    const v = this.b.define(t);
    const align = this.r.chance(0.15) ? ` {alignment = ${this.r.pick([8, 16, 64])} : i64}` : '';
    this.b.emit(`${v.name} = memref.${this.r.pick(['alloc', 'alloca'])}(${dyn.map((d) => d.name).join(', ')})${align} : ${typeText(t)}`);
    return v;
  }

  /**
   * A memref with a strided layout: a flat allocation reinterpreted. Either with static values,
   * cast to the wanted type where that has dynamic entries, or straight to the wanted type with
   * constant index values for its dynamic entries (which canonicalization makes static, with a
   * cast back: ReinterpretCastOpConstantFolder).
   */
  private reinterpret(t: Extract<GenType, { k: 'memref' }>): Value {
    const layout = t.layout!;
    const flat = this.make({ k: 'memref', shape: [64], elem: t.elem });
    const head = `memref.reinterpret_cast ${flat.name} to offset:`;
    if (this.r.chance(0.3)) {
      const entry = (x: number, lo: number, hi: number): string => (x === DYN ? this.indexConst(this.r.between(lo, hi)).name : String(x));
      const offset = entry(layout.offset, 0, 4);
      const sizes = t.shape.map((d) => entry(d, 1, 4));
      const strides = layout.strides.map((x) => entry(x, 1, 4));
      const v = this.b.define(t);
      this.b.emit(`${v.name} = ${head} [${offset}], sizes: [${sizes.join(', ')}], strides: [${strides.join(', ')}] : ${typeText(flat.type)} to ${typeText(t)}`);
      return v;
    }
    const pick = (x: number, lo: number, hi: number): number => (x === DYN ? this.r.between(lo, hi) : x);
    const st: Extract<GenType, { k: 'memref' }> = {
      k: 'memref', shape: t.shape.map((d) => pick(d, 1, 4)), elem: t.elem,
      layout: { strides: layout.strides.map((s) => pick(s, 1, 4)), offset: pick(layout.offset, 0, 4) },
    };
    const v = this.b.define(st);
    this.b.emit(`${v.name} = ${head} [${st.layout!.offset}], sizes: [${st.shape.join(', ')}], strides: [${st.layout!.strides.join(', ')}] : ${typeText(flat.type)} to ${typeText(st)}`);
    if (typeText(st) === typeText(t)) return v;
    const c = this.b.define(t);
    this.b.emit(`${c.name} = memref.cast ${v.name} : ${typeText(st)} to ${typeText(t)}`);
    return c;
  }

  /** A scalar constant of `kind`. */
  constant(kind: ScalarKind): Value {
    if (isComplexKind(kind)) {
      const part = partOf(kind);
      const v = this.b.define(scalar(kind));
      this.b.emit(`${v.name} = complex.constant [${floatLiteral(this.r, part)} : ${part}, ${floatLiteral(this.r, part)} : ${part}] : ${kind}`);
      return v;
    }
    if (isFloatKind(kind)) {
      const v = this.b.define(scalar(kind));
      this.b.emit(`${v.name} = arith.constant ${floatLiteral(this.r, kind)} : ${kind}`);
      return v;
    }
    const lit = intLiteral(this.r, kind);
    const v = this.b.define(scalar(kind), lit.value);
    this.b.emit(kind === 'i1' ? `${v.name} = arith.constant ${lit.text}` : `${v.name} = arith.constant ${lit.text} : ${kind}`);
    return v;
  }

  /** An index constant of the given value (reusing a visible one). */
  indexConst(n: number): Value {
    const known = this.b.ofType(INDEX).filter((v) => v.known === BigInt(n));
    if (known.length && this.r.chance(0.8)) return this.r.pick(known);
    const v = this.b.define(INDEX, BigInt(n));
    this.b.emit(`${v.name} = arith.constant ${n} : index`);
    return v;
  }

  /**
   * An index usable as a dynamic size: a small positive constant. (Computed sizes could fold to
   * zero or less, and a size the program cannot vouch for makes its accesses undefined.)
   */
  dimSize(): Value { return this.indexConst(this.r.between(1, 4)); }

  /** An index in [0, bound) (0 for a dynamic bound: generated sizes are at least 1). */
  indexBelow(bound: number): Value { return this.indexConst(bound === DYN ? 0 : this.r.int(bound)); }

  /** A dense constant of a static vector or tensor type (splat or element list). */
  denseConstant(t: GenType): Value {
    if (t.k === 'scalar' || t.k === 'memref') throw new Error('denseConstant of a non-dense type');
    const elem = elemOf(t);
    if (t.k === 'tensor' && this.r.chance(0.1)) return this.resourceConstant(t, elem);
    const splat = (t.k === 'vector' && t.scalable) || this.r.chance(0.5) || numElements(t.shape) > 16;
    const lit = (): string => scalarLiteral(this.r, elem);
    const body = splat ? lit() : nested(t.shape, lit);
    const v = this.b.define(t);
    this.b.emit(`${v.name} = arith.constant dense<${body}> : ${typeText(t)}`);
    return v;
  }

  /** `dense_resource<key>` of random bytes (a key of the same size is sometimes shared). */
  private resourceConstant(t: Extract<GenType, { k: 'tensor' }>, elem: ScalarKind): Value {
    const bytes = numElements(t.shape) * RESOURCE_BYTES[elem];
    const same = this.mod.resources.filter((b) => b.bytes === bytes);
    let blob = same.length && this.r.chance(0.3) ? this.r.pick(same) : undefined;
    if (!blob) {
      const n = this.mod.resources.length;
      const hexByte = (b: number) => b.toString(16).padStart(2, '0');
      const align = this.r.pick([1, 2, 4, 8, 16, 64]);
      let hex = `0x${hexByte(align)}000000`;
      for (let i = 0; i < bytes; i++) hex += hexByte(this.r.int(256));
      blob = { key: this.r.chance(0.2) ? `"blob ${n}"` : `r${n}`, hex: this.r.chance(0.5) ? hex : hex.toUpperCase().replace('0X', '0x'), bytes };
      this.mod.resources.push(blob);
    }
    const v = this.b.define(t);
    this.b.emit(`${v.name} = arith.constant dense_resource<${blob.key}> : ${typeText(t)}`);
    return v;
  }

  /** A literal of element kind `elem` for attributes. */
  literal(elem: ScalarKind): string {
    return isFloatKind(elem) ? floatLiteral(this.r, elem) : intLiteral(this.r, elem).text;
  }
}

/** Bytes per element in a resource blob (i1 takes one). */
const RESOURCE_BYTES: Record<ScalarKind, number> = {
  i1: 1, i8: 1, i16: 2, i32: 4, i64: 8, index: 8, f16: 2, bf16: 2, f32: 4, f64: 8,
  'complex<f16>': 4, 'complex<bf16>': 4, 'complex<f32>': 8, 'complex<f64>': 16,
};

/** Nested `[...]` lists of the given static shape. */
export function nested(shape: readonly number[], leaf: () => string): string {
  if (!shape.length) return leaf();
  const [d, ...rest] = shape;
  return `[${Array.from({ length: d! }, () => nested(rest, leaf)).join(', ')}]`;
}
