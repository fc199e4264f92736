/**
 * Strided layout arithmetic, as upstream's BuiltinTypes/TypeUtilities: the strides and offset a
 * memref type implies, the "saturated" arithmetic in which a dynamic entry absorbs everything
 * (except a multiplication by a static 0), and the rank-reduction checks that subview and
 * friends verify their result types with.
 */
import { type AffineExpr } from '../../ir/affine/index.js';
import { AffineMapAttr, type Attribute, StridedLayoutAttr } from '../../ir/attributes.js';
import { DYNAMIC, MemRefType, isDynamic } from '../../ir/types.js';
import { K_DYNAMIC } from '../../irdl/directives/dynamic-index-list.js';

export { DYNAMIC, isDynamic };

export interface StridesAndOffset { readonly strides: number[]; readonly offset: number; }

/** `a + b` where a dynamic operand makes the result dynamic. */
export function satAdd(a: number, b: number): number {
  return isDynamic(a) || isDynamic(b) ? DYNAMIC : a + b;
}

/** `a * b` where a dynamic operand makes the result dynamic, unless the other one is a static 0. */
export function satMul(a: number, b: number): number {
  if ((!isDynamic(a) && a === 0) || (!isDynamic(b) && b === 0)) return 0;
  return isDynamic(a) || isDynamic(b) ? DYNAMIC : a * b;
}

/** The row-major strides of `shape` (a dynamic size makes every stride to its left dynamic). */
export function canonicalStrides(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  let running = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    strides[i] = running;
    running = satMul(running, shape[i]!);
  }
  return strides;
}

/**
 * Upstream's `getLayout().isIdentity()`: no layout, an identity affine map, or a strided layout
 * whose affine map is the identity (only `strided<[1]>` on a 1-D memref).
 */
export function hasIdentityLayout(t: MemRefType): boolean {
  const l = t.layout;
  if (l === undefined) return true;
  if (l instanceof AffineMapAttr) return l.map.isIdentity();
  if (l instanceof StridedLayoutAttr) return l.offset === 0 && l.strides.length === 1 && l.strides[0] === 1;
  return false;
}

/** The number of symbols of the layout's affine map (one per dynamic offset or stride). */
export function layoutNumSymbols(t: MemRefType): number {
  const l = t.layout;
  if (hasIdentityLayout(t)) return 0;
  if (l instanceof AffineMapAttr) return l.map.numSymbols;
  if (l instanceof StridedLayoutAttr) return (isDynamic(l.offset) ? 1 : 0) + l.strides.filter(isDynamic).length;
  return 0;
}

/**
 * Splits `d0 * 16 + d1 * s0 + s1 + 4` into per-dim strides and an offset. Only sums of
 * `dim * constant`, `dim * symbol`, dims, symbols and constants are strided; anything else
 * (mod, floordiv, products of dims) is not.
 */
function collectTerms(e: AffineExpr, strides: number[], acc: { offset: number }): boolean {
  switch (e.kind) {
    case 'add': return collectTerms(e.lhs, strides, acc) && collectTerms(e.rhs, strides, acc);
    case 'dim': strides[e.position] = satAdd(strides[e.position]!, 1); return true;
    case 'symbol': acc.offset = DYNAMIC; return true;
    case 'constant': acc.offset = satAdd(acc.offset, e.value); return true;
    case 'mul': {
      const dim = e.lhs.kind === 'dim' ? e.lhs : e.rhs.kind === 'dim' ? e.rhs : undefined;
      const other = dim === e.lhs ? e.rhs : e.lhs;
      if (!dim) {
        // A product of symbols and constants only contributes to the (dynamic) offset.
        if (!e.isSymbolicOrConstant()) return false;
        acc.offset = DYNAMIC;
        return true;
      }
      if (other.kind === 'constant') { strides[dim.position] = satAdd(strides[dim.position]!, other.value); return true; }
      if (other.isSymbolicOrConstant()) { strides[dim.position] = DYNAMIC; return true; }
      return false;
    }
    default: return false;
  }
}

/** The strides and offset of a memref type, or undefined when its layout is not strided. */
export function getStridesAndOffset(t: MemRefType): StridesAndOffset | undefined {
  const l = t.layout;
  if (l instanceof StridedLayoutAttr) return { strides: [...l.strides], offset: l.offset };
  if (hasIdentityLayout(t)) return { strides: canonicalStrides(t.shape), offset: 0 };
  if (!(l instanceof AffineMapAttr)) return undefined;
  const m = l.map;
  if (m.numResults !== 1 || m.numDims !== t.rank) return undefined;
  const strides = new Array<number>(t.rank).fill(0);
  const acc = { offset: 0 };
  return collectTerms(m.results[0]!, strides, acc) ? { strides, offset: acc.offset } : undefined;
}

export const isStrided = (t: MemRefType): boolean => getStridesAndOffset(t) !== undefined;

/** A memref type with a strided layout attribute. */
export function stridedMemRef(shape: readonly number[], elementType: MemRefType['elementType'], offset: number, strides: readonly number[], memorySpace: Attribute | undefined): MemRefType {
  return MemRefType.get(shape, elementType, StridedLayoutAttr.get(offset, strides), memorySpace);
}

/** i64 attribute entries (kDynamic = -2^63) as type-level numbers (DYNAMIC). */
export function fromStatic(values: readonly (number | bigint)[]): number[] {
  return values.map((v) => (BigInt(v) === K_DYNAMIC ? DYNAMIC : Number(v)));
}
/** Type-level numbers as i64 attribute entries. */
export function toStatic(values: readonly number[]): bigint[] {
  return values.map((v) => (isDynamic(v) ? K_DYNAMIC : BigInt(v)));
}

/**
 * Which dims of `original` are dropped to get `reduced` (greedy, as upstream's
 * computeRankReductionMask): undefined when `reduced` is not `original` minus some unit dims.
 */
export function computeRankReductionMask(original: readonly number[], reduced: readonly number[]): Set<number> | undefined {
  const unused = new Set<number>();
  let r = 0;
  for (let i = 0; i < original.length; i++) {
    if (r < reduced.length && original[i] === reduced[r]) { r++; continue; }
    unused.add(i);
    if (original[i] !== 1) return undefined;
  }
  return r === reduced.length ? unused : undefined;
}

export type SliceVerification = 'ok' | 'rankTooLarge' | 'sizeMismatch' | 'elemTypeMismatch';

/** Upstream's isRankReducedType on shapes and element types. */
export function isRankReducedType(original: MemRefType, candidate: MemRefType): SliceVerification {
  if (original === candidate) return 'ok';
  if (candidate.rank > original.rank) return 'rankTooLarge';
  if (!computeRankReductionMask(original.shape, candidate.shape)) return 'sizeMismatch';
  if (original.elementType !== candidate.elementType) return 'elemTypeMismatch';
  return 'ok';
}

/**
 * The dims of `original` that `reduced` drops, told apart by strides when several unit dims
 * could be dropped (upstream's computeMemRefRankReductionMask). `sizes` are the static sizes of
 * the slice (DYNAMIC where unknown).
 */
export function memRefRankReductionMask(original: MemRefType, reduced: MemRefType, sizes: readonly number[]): Set<number> | undefined {
  const unused = new Set<number>();
  if (original.rank === reduced.rank) return unused;
  sizes.forEach((s, i) => { if (s === 1) unused.add(i); });
  if (unused.size + reduced.rank === original.rank) return unused;
  const o = getStridesAndOffset(original);
  const c = getStridesAndOffset(reduced);
  if (!o || !c) return undefined;
  const dropped = dropUnitDimsByStride(o.strides, c.strides, unused);
  return dropped && dropped.size + reduced.rank === original.rank ? dropped : undefined;
}

/**
 * The stride-count step of computeMemRefRankReductionMask: of the `unit` dims, in order, those
 * whose stride occurs more often in `strides` than in `reducedStrides` are dropped (one per extra
 * occurrence); undefined where `reducedStrides` has a stride more often than `strides`.
 */
export function dropUnitDimsByStride(strides: readonly number[], reducedStrides: readonly number[], unit: ReadonlySet<number>): Set<number> | undefined {
  const count = (xs: readonly number[]) => {
    const m = new Map<number, number>();
    for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
    return m;
  };
  const unaccounted = count(strides);
  const candidate = count(reducedStrides);
  const dropped = new Set<number>();
  for (let dim = 0; dim < strides.length; dim++) {
    if (!unit.has(dim)) continue;
    const s = strides[dim]!;
    const have = unaccounted.get(s) ?? 0;
    const want = candidate.get(s) ?? 0;
    if (have > want) { unaccounted.set(s, have - 1); dropped.add(dim); continue; }
    if (have < want) return undefined;
  }
  return dropped;
}

/** Upstream's verifyInBoundsSlice: the message of the first static out-of-bounds entry. */
export function inBoundsSliceError(shape: readonly number[], offsets: readonly number[], sizes: readonly number[], strides: readonly number[]): string | undefined {
  for (let i = 0; i < shape.length; i++) {
    const dim = shape[i]!;
    const off = offsets[i]!;
    if (isDynamic(dim) || isDynamic(off)) continue;
    if (off >= dim) return `offset ${i} is out-of-bounds: ${off} >= ${dim}`;
    const size = sizes[i]!;
    const stride = strides[i]!;
    if (isDynamic(size) || isDynamic(stride)) continue;
    const last = off + (size - 1) * stride;
    if (last >= dim) return `slice along dimension ${i} runs out-of-bounds: ${last} >= ${dim}`;
  }
  return undefined;
}
