/**
 * Shape helpers shared by the tensor (and linalg, memref) ops: the two spellings of a dynamic size
 * (DYNAMIC in types, ShapedType::kDynamic = -2^63 in i64 attributes), cast compatibility, and the
 * rank-reduction rules that extract_slice/insert_slice verify against (upstream's
 * isRankReducedType and computeRankReductionMask).
 */
import { DenseArrayAttr, type Attribute } from '../../ir/attributes.js';
import {
  DYNAMIC, RankedTensorType, ShapedType, type Type, UnrankedTensorType, isDynamic,
} from '../../ir/types.js';
import { K_DYNAMIC, staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';

/** The entries of a static index array (`static_sizes`...) as shape numbers: kDynamic → DYNAMIC. */
export function staticDims(a: Attribute | undefined): number[] {
  if (!(a instanceof DenseArrayAttr)) return [];
  return a.values.map((v) => (BigInt(v) === K_DYNAMIC ? DYNAMIC : Number(v)));
}

/** Shape numbers as a static index array attribute (DYNAMIC → kDynamic). */
export function dimsAttr(dims: readonly number[]): DenseArrayAttr {
  return staticIndexArray(dims.map((d) => (isDynamic(d) ? K_DYNAMIC : BigInt(d))));
}

/** `4x?x8` as MLIR prints a shape in messages. */
export function shapeText(shape: readonly number[]): string {
  return shape.map((d) => (isDynamic(d) ? '?' : String(d))).join('x');
}

/** Two shapes that may describe the same tensor (unranked is compatible with all). */
export function compatibleShapes(a: Type, b: Type): boolean {
  if (!(a instanceof ShapedType) || !(b instanceof ShapedType)) return false;
  if (!a.hasRank || !b.hasRank) return true;
  return compatibleDims(a.shape!, b.shape!);
}

/** verifyCompatibleShape of two ranked shapes: same rank, each pair of sizes equal or one dynamic. */
export function compatibleDims(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((d, i) => isDynamic(d) || isDynamic(b[i]!) || d === b[i]);
}

/** tensor.cast's rule: same element type, compatible shapes. */
export function areCastCompatible(a: Type, b: Type): boolean {
  const isTensor = (t: Type) => t instanceof RankedTensorType || t instanceof UnrankedTensorType;
  if (!isTensor(a) || !isTensor(b)) return false;
  const at = a as ShapedType, bt = b as ShapedType;
  return at.elementType === bt.elementType && compatibleShapes(a, b);
}

/** True when `target` keeps every static size of `source` (same rank and element type). */
export function preservesStaticInformation(source: Type, target: Type): boolean {
  if (!(source instanceof RankedTensorType) || !(target instanceof RankedTensorType)) return false;
  if (source.elementType !== target.elementType || source.rank !== target.rank) return false;
  return source.shape.every((d, i) => isDynamic(d) || !isDynamic(target.shape[i]!));
}

/**
 * The dimensions of `original` dropped to get `reduced` (unit dims matched greedily from the
 * left), or undefined when `reduced` is not a rank-reduction of `original`.
 */
export function rankReductionMask(original: readonly number[], reduced: readonly number[]): Set<number> | undefined {
  const mask = new Set<number>();
  let r = 0;
  for (let o = 0; o < original.length; o++) {
    const od = original[o]!;
    if (r < reduced.length && (reduced[r] === od)) { r++; continue; }
    if (od !== 1) return undefined;
    mask.add(o);
  }
  return r === reduced.length ? mask : undefined;
}

export type SliceCheck = 'ok' | 'rank' | 'size' | 'elem';

/** Upstream's isRankReducedType for ranked tensors: `actual` equals `expected` up to dropped unit
 * dims. */
export function sliceCheck(expected: RankedTensorType, actual: RankedTensorType): SliceCheck {
  if (actual.rank > expected.rank) return 'rank';
  if (!rankReductionMask(expected.shape, actual.shape)) return 'size';
  if (expected.elementType !== actual.elementType) return 'elem';
  return 'ok';
}

/** The ranked tensor type `shape x elementType` keeping `like`'s encoding. */
export function tensorLike(like: RankedTensorType, shape: readonly number[], elementType: Type = like.elementType): RankedTensorType {
  return RankedTensorType.get(shape, elementType, like.encoding);
}
