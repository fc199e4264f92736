/**
 * Canonicalization patterns of broadcast, shape_cast and transpose, as upstream's: chains
 * collapse, splats and masks are rebuilt at the new shape, and transposes that only move unit
 * dims become shape_casts or broadcasts.
 */
import type { Operation } from '../../ir/operation.js';
import { VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { broadcast, constantMask, createMask, shapeCast, transpose } from './build.js';
import { numsOf, delinearize, linearize, stridesOf } from './constraints.js';
import { FromElementsOp } from './elements.js';
import { constIndex } from './transfer-fold.js';
import { BroadcastOp, ShapeCastOp, TransposeOp } from './shape-ops.js';
import { isBroadcastableTo, isOrderPreserving } from './shape-util.js';

const vt = (v: Value): VectorType => v.type as VectorType;

/** Replaces `op` by what `make` builds before it. */
export function replaceWith(rw: PatternRewriter, op: Operation, make: () => Value): true {
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [make()]);
  return true;
}

/** The scalar a value is a broadcast of (upstream's getScalarSplatSource). */
export function scalarSplatSource(v: Value): Value | undefined {
  const d = v.definingOp;
  if (!BroadcastOp.is(d) || d.source.type instanceof VectorType) return undefined;
  return d.source;
}

/** broadcast(broadcast(x)) -> broadcast(x). */
export const broadcastFolder = pattern('BroadcastFolder', BroadcastOp, (op, rw) => {
  const inner = op.source.definingOp;
  if (!BroadcastOp.is(inner)) return false;
  return replaceWith(rw, op, () => broadcast(rw, inner.source, op.vector.type, op.loc));
});

/** The type without its trailing non-scalable unit dims (keeping at least one dim). */
function trimTrailingOneDims(t: VectorType): VectorType {
  let n = t.rank;
  while (n > 0 && t.shape[n - 1] === 1 && !t.scalableDims[n - 1]) n--;
  if (n === 0) return VectorType.get(t.shape.slice(-1), t.elementType, t.scalableDims.slice(-1));
  return VectorType.get(t.shape.slice(0, n), t.elementType, t.scalableDims.slice(0, n));
}

/** shape_cast(create_mask/constant_mask) dropping trailing unit dims whose size is 1. */
const shapeCastMask = pattern('ShapeCastCreateMaskFolderTrailingOneDim', ShapeCastOp, (op, rw) => {
  const src = op.source.definingOp;
  const isCreate = src?.name === 'vector.create_mask', isConst = src?.name === 'vector.constant_mask';
  if (!src || (!isCreate && !isConst)) return false;
  const resT = vt(op.result), srcT = vt(op.source);
  if (trimTrailingOneDims(srcT) !== resT) return false;
  const drop = srcT.rank - resT.rank;
  if (!drop) return false;
  if (isCreate) {
    const ops = src.operands;
    if (ops.slice(ops.length - drop).some((v) => constIndex(v) !== 1)) return false;
    return replaceWith(rw, op, () => createMask(rw, ops.slice(0, ops.length - drop), resT, op.loc));
  }
  const sizes = numsOf(src.getAttr('mask_dim_sizes'));
  if (sizes.slice(sizes.length - drop).some((s) => s !== 1)) return false;
  return replaceWith(rw, op, () => constantMask(rw, sizes.slice(0, sizes.length - drop), resT, op.loc));
});

/** shape_cast(broadcast(x)) -> shape_cast(x) (same element count) or broadcast(x). */
const shapeCastBroadcast = pattern('ShapeCastBroadcastFolder', ShapeCastOp, (op, rw) => {
  const b = op.source.definingOp;
  if (!BroadcastOp.is(b)) return false;
  const src = b.source.type, dst = vt(op.result);
  if (src instanceof VectorType && src.numElements === dst.numElements) {
    return replaceWith(rw, op, () => shapeCast(rw, b.source, dst, op.loc));
  }
  if (!(src instanceof VectorType) || isBroadcastableTo(src, dst).kind === 'ok') {
    return replaceWith(rw, op, () => broadcast(rw, b.source, dst, op.loc));
  }
  return false;
});

/** transpose(create_mask/constant_mask) -> the mask of the transposed shape. */
const transposeMask = pattern('FoldTransposeCreateMask', TransposeOp, (op, rw) => {
  const src = op.vector.definingOp;
  const perm = numsOf(op.permutation);
  if (src?.name === 'vector.create_mask') {
    const ops = src.operands;
    return replaceWith(rw, op, () => createMask(rw, perm.map((p) => ops[p]!), op.result.type, op.loc));
  }
  if (src?.name === 'vector.constant_mask') {
    const sizes = numsOf(src.getAttr('mask_dim_sizes'));
    return replaceWith(rw, op, () => constantMask(rw, perm.map((p) => sizes[p]!), op.result.type, op.loc));
  }
  return false;
});

/** transpose(shape_cast(x)) -> shape_cast(x) when the transpose only moves unit dims. */
const transposeShapeCast = pattern('FoldTransposeShapeCast', TransposeOp, (op, rw) => {
  const sc = op.vector.definingOp;
  if (!ShapeCastOp.is(sc) || !isOrderPreserving(op)) return false;
  return replaceWith(rw, op, () => shapeCast(rw, sc.source, op.result.type, op.loc));
});

/** transpose(transpose(x)) -> one transpose. */
const transposeFolder = pattern('TransposeFolder', TransposeOp, (op, rw) => {
  const inner = op.vector.definingOp;
  if (!TransposeOp.is(inner)) return false;
  const p1 = numsOf(inner.permutation), p2 = numsOf(op.permutation);
  return replaceWith(rw, op, () => transpose(rw, inner.vector, p2.map((i) => p1[i]!), op.result.type, op.loc));
});

/** transpose(broadcast(scalar)) -> broadcast(scalar). */
const transposeSplat = pattern('FoldTransposeSplat', TransposeOp, (op, rw) => {
  const s = scalarSplatSource(op.vector);
  return s ? replaceWith(rw, op, () => broadcast(rw, s, op.result.type, op.loc)) : false;
});

/** transpose(from_elements) -> from_elements with the elements permuted. */
const transposeFromElements = pattern('FoldTransposeFromElements', TransposeOp, (op, rw) => {
  const fe = op.vector.definingOp;
  if (!FromElementsOp.is(fe)) return false;
  const src = vt(fe.dest), dst = vt(op.result);
  const perm = numsOf(op.permutation);
  const inv = new Array<number>(perm.length);
  perm.forEach((p, i) => { inv[p] = i; });
  const ss = stridesOf(src.shape), ds = stridesOf(dst.shape);
  const elements = Array.from({ length: dst.numElements }, (_, lin) => {
    const d = delinearize(lin, ds);
    return fe.elements[linearize(inv.map((j) => d[j]!), ss)]!;
  });
  return replaceWith(rw, op, () => FromElementsOp.build(rw, { elements, resultTypes: [dst] }, op.loc).dest);
});

/** transpose(broadcast(x)) -> broadcast(x) when the transpose stays within groups of unit dims. */
const transposeBroadcast = pattern('FoldTransposeBroadcast', TransposeOp, (op, rw) => {
  const b = op.vector.definingOp;
  if (!BroadcastOp.is(b)) return false;
  const input = b.source.type;
  if (!(input instanceof VectorType)) return replaceWith(rw, op, () => broadcast(rw, b.source, op.result.type, op.loc));
  const perm = numsOf(op.permutation);
  const inShape = input.shape;
  const delta = vt(op.result).rank - input.rank;
  let low = 0;
  for (let i = 0; i < input.rank; i++) {
    const groupEnd = inShape[i] !== 1 || (i !== 0 && inShape[i - 1] !== 1);
    if (!groupEnd) continue;
    const high = i + delta;
    for (let k = low; k < high; k++) if (perm[k]! < low || perm[k]! >= high) return false;
    low = high;
  }
  return replaceWith(rw, op, () => broadcast(rw, b.source, op.result.type, op.loc));
});

export const shapePatterns: readonly RewritePattern[] = [
  broadcastFolder, shapeCastMask, shapeCastBroadcast,
  transposeMask, transposeShapeCast, transposeFolder, transposeSplat, transposeFromElements, transposeBroadcast,
];
