/**
 * Slices through tensor.cast, as upstream's ExtractSliceOpCastFolder, InsertSliceOpCastFolder and
 * InsertSliceOpSourceCastInserter: a cast that only forgets static sizes folds into the slice that
 * consumes it (with a cast back where the result type would change), and an insert_slice whose
 * constant sizes say more than its source type gets a cast of the source to the more static type,
 * which other patterns (loops' cast folders) then use. Slices with a constant index operand are
 * left to the constant-argument folders first, as upstream.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import { RankedTensorType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { constantOf } from '../../rewrite/fold.js';
import { foldableCastSource } from './cast-producer.js';
import { areCastCompatible, preservesStaticInformation, dimsAttr, sliceCheck, staticDims } from './shape.js';
import { ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp, inferSliceType } from './slice-ops.js';
import { type InsertLike, castForInsert, replaceInsert } from './insert-like.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';

const isConstIndex = (v: Value): boolean => constantOf(v) instanceof IntegerAttr;

/** verifyInBoundsSlice as a predicate over static lists. */
function inBounds(shape: readonly number[], offs: readonly number[], sizes: readonly number[], strides: readonly number[]): boolean {
  return shape.every((d, i) => {
    const o = offs[i]!, s = sizes[i]!, st = strides[i]!;
    if (isDynamic(d) || isDynamic(o)) return true;
    if (o >= d) return false;
    return isDynamic(s) || isDynamic(st) || o + (s - 1) * st < d;
  });
}

/** extract_slice(cast(x)) → extract_slice(x), same result type. */
const extractSliceCast = pattern('ExtractSliceOpCastFolder', ExtractSliceOp, (op, rw) => {
  if (op.operands.some(isConstIndex)) return false;
  const src = foldableCastSource(op.source);
  if (!src) return false;
  const shape = (src.type as RankedTensorType).shape;
  if (!inBounds(shape, staticDims(op.static_offsets), staticDims(op.static_sizes), staticDims(op.static_strides))) return false;
  rw.setInsertionPoint(op);
  const slice = ExtractSliceOp.build(rw, {
    source: src, offsets: op.offsets, sizes: op.sizes, strides: op.strides,
    static_offsets: op.static_offsets, static_sizes: op.static_sizes, static_strides: op.static_strides,
    resultTypes: [op.result.type],
  }, op.loc);
  rw.replaceOp(op, [slice.result]);
  return true;
});

/**
 * computeRankReductionMask with matchDynamic: the dims of `sizes` that `reduced` drops (unit
 * dims, from the left; a dynamic size on either side matches anything but a unit size), or
 * undefined when `reduced` is no rank reduction of `sizes`.
 */
function reductionMask(sizes: readonly number[], reduced: readonly number[]): Set<number> | undefined {
  const mask = new Set<number>();
  let r = 0;
  for (let i = 0; i < sizes.length; i++) {
    const s = sizes[i]!;
    if (r < reduced.length && s !== 1 && (isDynamic(reduced[r]!) || isDynamic(s))) { r++; continue; }
    if (r < reduced.length && s === reduced[r]) { r++; continue; }
    if (s !== 1) return undefined;
    mask.add(i);
  }
  return r === reduced.length ? mask : undefined;
}

/**
 * insert_slice(cast(a) into cast(b)) → cast(insert_slice(a into b)). Sizes kept are the static
 * sizes of `a` as upstream reads them: its walk over `a`'s dims advances only past static ones,
 * so a dynamic dim of `a` stops the replacement there (and the result must still verify).
 */
function insertSliceCast(op: InsertLike, rw: PatternRewriter): boolean {
  if (op.operands.some(isConstIndex)) return false;
  const srcCast = foldableCastSource(op.source), dstCast = foldableCastSource(op.dest);
  if (!srcCast && !dstCast) return false;
  const src = srcCast ?? op.source, dst = dstCast ?? op.dest;
  const srcType = src.type, dstType = dst.type;
  if (!(srcType instanceof RankedTensorType) || !(dstType instanceof RankedTensorType)) return false;
  const statics = staticDims(op.static_sizes);
  const mask = reductionMask(statics, srcType.shape);
  if (!mask) return false;
  const sizes = [...statics];
  const dynAt: (Value | undefined)[] = [];
  let k = 0;
  statics.forEach((s, i) => { dynAt[i] = isDynamic(s) ? op.sizes[k++] : undefined; });
  let r = 0;
  for (let i = 0; i < statics.length; i++) {
    if (mask.has(i) || isDynamic(srcType.shape[r]!)) continue;
    sizes[i] = srcType.shape[r++]!;
    dynAt[i] = undefined;
  }
  const dynSizes = dynAt.filter((v): v is Value => v !== undefined);
  const offs = staticDims(op.static_offsets), strides = staticDims(op.static_strides);
  if (sliceCheck(inferSliceType(dstType, sizes), srcType) !== 'ok' || !inBounds(dstType.shape, offs, sizes, strides)) return false;
  replaceInsert(rw, op, {
    source: src, dest: dst, offsets: op.offsets, sizes: dynSizes, strides: op.strides,
    static_offsets: op.static_offsets, static_sizes: dimsAttr(sizes), static_strides: op.static_strides,
  });
  return true;
}

/** insert_slice of a source less static than the slice's constant sizes → cast the source first. */
function insertSliceSourceCast(op: InsertLike, rw: PatternRewriter): boolean {
  const srcType = op.source.type as RankedTensorType, dstType = op.dest.type as RankedTensorType;
  if (srcType.rank !== dstType.rank) return false;
  const shape = [...srcType.shape];
  const statics = staticDims(op.static_sizes);
  let k = 0;
  let negative = false;
  statics.forEach((s, i) => {
    if (!isDynamic(s)) { shape[i] = s; return; }
    const c = constantOf(op.sizes[k++]!);
    if (c instanceof IntegerAttr && c.exactNum !== undefined) { shape[i] = c.exactNum; negative ||= c.exactNum < 0; }
  });
  // A negative constant size is invalid IR that the pattern leaves alone, as upstream.
  if (negative) return false;
  const newType = RankedTensorType.get(shape, srcType.elementType, srcType.encoding);
  if (newType === srcType || !preservesStaticInformation(srcType, newType) || !areCastCompatible(srcType, newType)) return false;
  const cast = castForInsert(rw, op, op.source, newType);
  replaceInsert(rw, op, {
    source: cast, dest: op.dest, offsets: op.offsets, sizes: op.sizes, strides: op.strides,
    static_offsets: op.static_offsets, static_sizes: op.static_sizes, static_strides: op.static_strides,
  });
  return true;
}

export const extractSliceCastPatterns: readonly RewritePattern[] = [extractSliceCast];
/** The two patterns for insert_slice or parallel_insert_slice (in that order). */
export function insertSliceCastPatterns(def: typeof InsertSliceOp | typeof ParallelInsertSliceOp): RewritePattern[] {
  return [pattern('InsertSliceOpCastFolder', def, insertSliceCast), pattern('InsertSliceOpSourceCastInserter', def, insertSliceSourceCast)];
}
