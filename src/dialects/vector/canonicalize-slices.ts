/**
 * Canonicalization patterns of the strided slice ops, as upstream's: slices of masks are masks,
 * slices of broadcasts are broadcasts, contiguous slices become extract + shape_cast, and
 * inserts that change nothing or insert constants into constants fold away.
 */
import { DenseElementsAttr, IntegerAttr } from '../../ir/attributes.js';
import { VectorType, index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { constantOf } from '../../rewrite/fold.js';
import { SubIOp } from '../arith/index.js';
import { broadcast, constant, constantMask, createMask, extract, shapeCast } from './build.js';
import { replaceWith, scalarSplatSource } from './canonicalize-shape.js';
import { i64Array, intsOf, linearize, numsOf, stridesOf } from './constraints.js';
import { BroadcastOp } from './shape-ops.js';
import { ExtractStridedSliceOp, InsertStridedSliceOp } from './slices.js';

const vt = (v: Value): VectorType => v.type as VectorType;
const unitStrides = (a: import('../../ir/attributes.js').Attribute): boolean => intsOf(a).every((s) => s === 1);

/** extract_strided_slice(create_mask) -> create_mask of sizes less the offsets. */
const sliceCreateMask = pattern('StridedSliceCreateMaskFolder', ExtractStridedSliceOp, (op, rw) => {
  const cm = op.vector.definingOp;
  if (cm?.name !== 'vector.create_mask' || !unitStrides(op.strides)) return false;
  const sizes = cm.operands, offsets = intsOf(op.offsets);
  rw.setInsertionPoint(op);
  const sliced = offsets.map((o, i) => {
    const c = constant(rw, IntegerAttr.get(index, o), op.loc);
    return SubIOp.build(rw, { lhs: sizes[i]!, rhs: c }, op.loc).result;
  });
  rw.replaceOp(op, [createMask(rw, [...sliced, ...sizes.slice(sliced.length)], op.result.type, op.loc)]);
  return true;
});

/** extract_strided_slice(constant_mask) -> constant_mask of the intersected box. */
const sliceConstantMask = pattern('StridedSliceConstantMaskFolder', ExtractStridedSliceOp, (op, rw) => {
  const cm = op.vector.definingOp;
  if (cm?.name !== 'vector.constant_mask' || !unitStrides(op.strides)) return false;
  const mask = numsOf(cm.getAttr('mask_dim_sizes'));
  const offsets = intsOf(op.offsets), sizes = intsOf(op.sizes);
  let out = offsets.slice(0, Math.min(mask.length, sizes.length)).map((o, i) => Math.max(0, Math.min(o + sizes[i]!, mask[i]!) - o));
  out = [...out, ...mask.slice(out.length)];
  if (out.includes(0)) out = mask.map(() => 0);
  return replaceWith(rw, op, () => constantMask(rw, out, op.result.type, op.loc));
});

/** extract_strided_slice(broadcast(x)) -> broadcast(x), slicing x first when needed. */
const sliceBroadcast = pattern('StridedSliceBroadcast', ExtractStridedSliceOp, (op, rw) => {
  const b = op.vector.definingOp;
  if (!BroadcastOp.is(b)) return false;
  const src = b.source.type;
  const srcRank = src instanceof VectorType ? src.rank : 0;
  const dst = vt(op.result);
  const diff = dst.rank - srcRank;
  const needsSlice = src instanceof VectorType && src.shape.some((d, i) => d !== 1 && d !== dst.shape[i + diff]);
  rw.setInsertionPoint(op);
  let source = b.source;
  if (needsSlice && src instanceof VectorType) {
    const offsets = intsOf(op.offsets).slice(diff), sizes = intsOf(op.sizes).slice(diff), strides = intsOf(op.strides).slice(diff);
    src.shape.forEach((d, i) => { if (d === 1 && i < offsets.length) { offsets[i] = 0; sizes[i] = 1; } });
    const type = VectorType.get([...sizes, ...src.shape.slice(sizes.length)], src.elementType, src.scalableDims);
    source = ExtractStridedSliceOp.build(rw, {
      vector: source, offsets: i64Array(offsets), sizes: i64Array(sizes), strides: i64Array(strides), resultTypes: [type],
    }, op.loc).result;
  }
  rw.replaceOp(op, [broadcast(rw, source, dst, op.loc)]);
  return true;
});

/** extract_strided_slice(splat(v)) -> splat(v). */
const sliceSplat = pattern('StridedSliceSplat', ExtractStridedSliceOp, (op, rw) => {
  const s = scalarSplatSource(op.vector);
  return s ? replaceWith(rw, op, () => broadcast(rw, s, op.result.type, op.loc)) : false;
});

/** A contiguous slice of unit leading dims -> extract + shape_cast. */
const contiguousSlice = pattern('ContiguousExtractStridedSliceToExtract', ExtractStridedSliceOp, (op, rw) => {
  if (!unitStrides(op.strides)) return false;
  const src = vt(op.vector);
  if (src.isScalable || src.rank === 0) return false;
  const sizes = intsOf(op.sizes);
  let n = sizes.length;
  for (; n > 0; n--) if (sizes[n - 1] !== src.shape[n - 1]) break;
  if (n === 0) return false;
  if (n === src.rank && sizes.length === src.rank) return false;
  for (let i = 0; i < n; i++) if (sizes[i] !== 1) return false;
  while (n < sizes.length - 1 && sizes[n] === 1) n++;
  rw.setInsertionPoint(op);
  const ex = extract(rw, op.vector, intsOf(op.offsets).slice(0, n), op.loc);
  rw.replaceOp(op, [shapeCast(rw, ex, op.result.type, op.loc)]);
  return true;
});

/** insert_strided_slice(splat(v), splat(v)) -> the destination. */
const insertSliceSplat = pattern('FoldInsertStridedSliceSplat', InsertStridedSliceOp, (op, rw) => {
  const s = scalarSplatSource(op.valueToStore);
  if (!s || scalarSplatSource(op.dest) !== s) return false;
  rw.replaceOp(op, [op.dest]);
  return true;
});

/** insert_strided_slice(extract_strided_slice(d), d) at the same place -> d. */
const insertSliceOfExtract = pattern('FoldInsertStridedSliceOfExtract', InsertStridedSliceOp, (op, rw) => {
  const ex = op.valueToStore.definingOp;
  if (!ExtractStridedSliceOp.is(ex) || ex.vector !== op.dest) return false;
  if (ex.strides.key !== op.strides.key || ex.offsets.key !== op.offsets.key) return false;
  rw.replaceOp(op, [op.dest]);
  return true;
});

/** insert_strided_slice of a constant into a constant -> a constant (up to 256 elements or one use). */
const insertSliceConstant = pattern('InsertStridedSliceConstantFolder', InsertStridedSliceOp, (op, rw) => {
  const dstC = constantOf(op.dest), srcC = constantOf(op.valueToStore);
  if (!(dstC instanceof DenseElementsAttr) || !(srcC instanceof DenseElementsAttr)) return false;
  const destTy = vt(op.dest);
  if (destTy.isScalable || (destTy.numElements > 256 && !op.dest.hasOneUse) || !unitStrides(op.strides)) return false;
  const slice = vt(op.valueToStore);
  const rankDiff = destTy.rank - slice.rank;
  const offsets = intsOf(op.offsets);
  const strides = stridesOf(destTy.shape);
  const values = dstC.elements(), inserted = srcC.elements();
  const pos = [...offsets];
  let k = 0;
  for (;;) {
    values[linearize(pos, strides)] = inserted[k++]!;
    let d = slice.rank - 1;
    for (; d >= 0; d--) {
      pos[d + rankDiff]!++;
      if (pos[d + rankDiff]! < slice.shape[d]! + offsets[d + rankDiff]!) break;
      pos[d + rankDiff] = offsets[d + rankDiff]!;
    }
    if (d < 0) break;
  }
  return replaceWith(rw, op, () => constant(rw, DenseElementsAttr.fromElements(destTy, values), op.loc));
});

export const slicePatterns: readonly RewritePattern[] = [
  sliceCreateMask, sliceConstantMask, sliceBroadcast, sliceSplat, contiguousSlice,
  insertSliceSplat, insertSliceOfExtract, insertSliceConstant,
];
