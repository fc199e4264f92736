/**
 * Types of generated values, as data: the generator must reason about element kinds, shapes and
 * dynamic dimensions to build only valid ops, and prints them itself (never through comco's
 * printer, which is what is under test).
 */
import type { GenRandom } from './random.js';

export type IntKind = 'i1' | 'i8' | 'i16' | 'i32' | 'i64';
export type FloatKind = 'f16' | 'bf16' | 'f32' | 'f64';
/** A complex number of float parts: only the complex group makes these. */
export type ComplexKind = `complex<${FloatKind}>`;
export type ScalarKind = IntKind | FloatKind | 'index' | ComplexKind;

/** A dynamic dimension. */
export const DYN = -1;

export type GenType =
  | { readonly k: 'scalar'; readonly s: ScalarKind }
  | { readonly k: 'vector'; readonly shape: readonly number[]; readonly elem: ScalarKind; readonly scalable?: boolean }
  | { readonly k: 'tensor'; readonly shape: readonly number[]; readonly elem: ScalarKind }
  | { readonly k: 'memref'; readonly shape: readonly number[]; readonly elem: ScalarKind; readonly layout?: Strided };

/** A `strided<[...], offset: ...>` layout (DYN entries are `?`). */
export interface Strided { readonly strides: readonly number[]; readonly offset: number; }

export type ShapedType = Extract<GenType, { shape: readonly number[] }>;
export type ScalarType = Extract<GenType, { k: 'scalar' }>;

export const INT_KINDS: readonly IntKind[] = ['i1', 'i8', 'i16', 'i32', 'i64'];
export const FLOAT_KINDS: readonly FloatKind[] = ['f16', 'bf16', 'f32', 'f64'];

export const scalar = (s: ScalarKind): ScalarType => ({ k: 'scalar', s });
export const INDEX = scalar('index');
export const I1 = scalar('i1');

export function isIntKind(s: ScalarKind): s is IntKind { return s[0] === 'i' && s !== 'index'; }
export function isComplexKind(s: ScalarKind): s is ComplexKind { return s[0] === 'c'; }
/** The part kind of a complex kind. */
export function partOf(s: ComplexKind): FloatKind { return s.slice(8, -1) as FloatKind; }
export function isFloatKind(s: ScalarKind): s is FloatKind { return s[0] === 'f' || s === 'bf16'; }
/** Integer-like: what arith's integer ops accept (signless integers and index). */
export function isIntLike(s: ScalarKind): boolean { return isIntKind(s) || s === 'index'; }

/** Bit width of an element kind (index as upstream's default 64). */
export function bitWidth(s: ScalarKind): number {
  if (s === 'index') return 64;
  if (s === 'bf16') return 16;
  if (isComplexKind(s)) return 2 * bitWidth(partOf(s));
  return Number(s.slice(1));
}

/** The element kind of a scalar or shaped type. */
export function elemOf(t: GenType): ScalarKind { return t.k === 'scalar' ? t.s : t.elem; }

/** The same container with another element kind (for casts and comparisons). */
export function withElem(t: GenType, elem: ScalarKind): GenType {
  return t.k === 'scalar' ? scalar(elem) : { ...t, elem };
}

export function dimText(d: number): string { return d === DYN ? '?' : String(d); }

export function typeText(t: GenType): string {
  switch (t.k) {
    case 'scalar': return t.s;
    case 'vector': {
      const dims = t.shape.map((d, i) => (t.scalable && i === t.shape.length - 1 ? `[${d}]` : String(d)));
      return `vector<${[...dims, t.elem].join('x')}>`;
    }
    case 'tensor': return `tensor<${[...t.shape.map(dimText), t.elem].join('x')}>`;
    case 'memref': return `memref<${[...t.shape.map(dimText), t.elem].join('x')}${t.layout ? `, ${stridedText(t.layout)}` : ''}>`;
  }
}

export function stridedText(l: Strided): string {
  return `strided<[${l.strides.map(dimText).join(', ')}]${l.offset === 0 ? '' : `, offset: ${dimText(l.offset)}`}>`;
}

/** Row-major strides of a shape: dynamic left of a dynamic dim. */
export function identityStrides(shape: readonly number[]): number[] {
  const out: number[] = new Array<number>(shape.length);
  let acc = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    out[i] = acc;
    acc = acc === DYN || shape[i] === DYN ? DYN : acc * shape[i]!;
  }
  return out;
}

/** The layout of a memref type, identity layouts spelled out. */
export function layoutOf(t: Extract<GenType, { k: 'memref' }>): Strided {
  return t.layout ?? { strides: identityStrides(t.shape), offset: 0 };
}

/** Upstream's saturated arithmetic on static-or-dynamic values (a product with 0 is 0). */
export function satMul(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return a === DYN || b === DYN ? DYN : a * b;
}
export function satAdd(a: number, b: number): number { return a === DYN || b === DYN ? DYN : a + b; }

export function sameType(a: GenType, b: GenType): boolean { return typeText(a) === typeText(b); }

export function isShaped(t: GenType): t is ShapedType { return t.k !== 'scalar'; }
export function numDynamic(t: ShapedType): number { return t.shape.filter((d) => d === DYN).length; }
export function isStatic(t: GenType): boolean { return t.k === 'scalar' || t.shape.every((d) => d !== DYN); }
export function numElements(shape: readonly number[]): number { return shape.reduce((a, b) => a * b, 1); }

/** Random small static shape of `rank` dims (1..maxDim each). */
export function randomShape(r: GenRandom, rank: number, maxDim = 4): number[] {
  return Array.from({ length: rank }, () => r.between(1, maxDim));
}

/** Marks some dims of a static shape dynamic. */
export function randomDynamic(r: GenRandom, shape: readonly number[], p = 0.3): number[] {
  return shape.map((d) => (r.chance(p) ? DYN : d));
}

export function randomIntKind(r: GenRandom, withI1 = true): IntKind {
  return r.pick(withI1 ? INT_KINDS : INT_KINDS.slice(1));
}
export function randomFloatKind(r: GenRandom): FloatKind { return r.pick(FLOAT_KINDS); }
export function randomScalarKind(r: GenRandom): ScalarKind {
  return r.weighted<ScalarKind>([[5, randomIntKind(r)], [1, 'index'], [4, randomFloatKind(r)]]);
}

/** A random type to compute on elementwise: mostly scalars, some vectors and tensors. */
export function randomElementwiseType(r: GenRandom, elem: ScalarKind, opts: { tensors?: boolean; vectors?: boolean } = {}): GenType {
  const choice = r.weighted<'s' | 'v' | 't'>([[6, 's'], [opts.vectors === false ? 0 : 2, 'v'], [opts.tensors === false ? 0 : 1, 't']]);
  if (choice === 's') return scalar(elem);
  if (choice === 'v') {
    const scalable = r.chance(0.15);
    return { k: 'vector', shape: randomShape(r, r.between(1, 2)), elem, ...(scalable ? { scalable } : {}) };
  }
  return { k: 'tensor', shape: randomDynamic(r, randomShape(r, r.between(1, 2))), elem };
}
