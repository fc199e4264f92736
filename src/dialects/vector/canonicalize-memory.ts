/**
 * Canonicalization patterns of vector's memory ops, masks, reductions, contractions and steps,
 * as upstream's: masked ops with known masks become plain ops (or nothing), transfers through a
 * write on a tensor become broadcast + transpose, create_mask of constants becomes constant_mask,
 * single-element reductions become extracts, and contractions absorb an add of their result.
 */
import { DenseElementsAttr, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { IRMapping } from '../../ir/mapping.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType, RankedTensorType, VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { constantIntOf, constantOf } from '../../rewrite/fold.js';
import { AddFOp, AddIOp, CmpIOp, CmpIPredicate, SelectOp } from '../arith/index.js';
import { broadcast, constant, constantMask, extract, makeArithReduction, shapeCast, transpose } from './build.js';
import { replaceWith } from './canonicalize-shape.js';
import { boolArray, boolsOf, numsOf } from './constraints.js';
import { ContractionOp } from './contract.js';
import { MultiDimReductionOp, ReductionOp } from './compute.js';
import { maskFormat } from './mask-format.js';
import { CreateMaskOp, StepOp } from './masks.js';
import {
  CompressStoreOp, ExpandLoadOp, GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp, StoreOp,
} from './memory.js';
import { constIndex, disjointTransferIndices } from './transfer-fold.js';
import { type TransferOp, TransferReadOp, TransferWriteOp } from './transfer.js';
import { foldCastProducers } from '../tensor/cast-producer.js';
import { ExtractSliceOp, InsertSliceOp } from '../tensor/slice-ops.js';
import { mixedValues } from '../memref/slicing.js';
import { AffineDimExpr } from '../../ir/affine/expr.js';

const vt = (v: Value): VectorType => v.type as VectorType;
/**
 * Upstream's load/store builders take `bool nontemporal = false` and always set the property, so
 * the loads and stores its patterns create print `nontemporal = false` in generic form (where a
 * parsed op without it prints nothing); ours set it too.
 */
const NOT_NONTEMPORAL = IntegerAttr.bool(false);
const load = (rw: Parameters<typeof replaceWith>[0], op: Operation & { base: Value; indices: Value[] }, type: VectorType) =>
  LoadOp.build(rw, { base: op.base, indices: op.indices, nontemporal: NOT_NONTEMPORAL, resultTypes: [type] }, op.loc).result;
const store = (rw: Parameters<typeof replaceWith>[0], op: Operation & { valueToStore: Value; base: Value; indices: Value[] }): void => {
  rw.setInsertionPoint(op);
  StoreOp.build(rw, { valueToStore: op.valueToStore, base: op.base, indices: op.indices, nontemporal: NOT_NONTEMPORAL }, op.loc);
};

const maskedLoadFolder = pattern('MaskedLoadFolder', MaskedLoadOp, (op, rw) => {
  const f = maskFormat(op.mask);
  if (f === 'allTrue') return replaceWith(rw, op, () => load(rw, op, vt(op.result)));
  if (f === 'allFalse') { rw.replaceOp(op, [op.pass_thru]); return true; }
  return false;
});
const maskedStoreFolder = pattern('MaskedStoreFolder', MaskedStoreOp, (op, rw) => {
  const f = maskFormat(op.mask);
  if (f === 'allTrue') {
    store(rw, op);
    rw.eraseOp(op);
    return true;
  }
  if (f === 'allFalse') { rw.eraseOp(op); return true; }
  return false;
});
const gatherFolder = pattern('GatherFolder', GatherOp, (op, rw) => {
  if (maskFormat(op.mask) !== 'allFalse') return false;
  rw.replaceOp(op, [op.pass_thru]);
  return true;
});

/** The index vector is [0, 1, 2, ...] (a constant or vector.step), 1-D and fixed. */
function isZeroBasedContiguous(v: Value): boolean {
  const t = v.type;
  if (!(t instanceof VectorType) || t.rank !== 1 || t.isScalable) return false;
  if (StepOp.is(v.definingOp)) return true;
  const c = constantOf(v);
  if (!(c instanceof DenseElementsAttr)) return false;
  return c.all().every((x, i) => BigInt(x) === BigInt(i));
}
const contiguousGather = pattern('FoldContiguousGather', GatherOp, (op, rw) => {
  if (!(op.base.type instanceof MemRefType) || !isZeroBasedContiguous(op.indices)) return false;
  return replaceWith(rw, op, () => MaskedLoadOp.build(rw, {
    base: op.base, indices: op.offsets, mask: op.mask, pass_thru: op.pass_thru, resultTypes: [op.result.type],
  }, op.loc).result);
});
const scatterFolder = pattern('ScatterFolder', ScatterOp, (op, rw) => {
  if (maskFormat(op.mask) !== 'allFalse' || op.numResults) return false;
  rw.eraseOp(op);
  return true;
});
const contiguousScatter = pattern('FoldContiguousScatter', ScatterOp, (op, rw) => {
  if (!isZeroBasedContiguous(op.indices) || op.numResults) return false;
  rw.setInsertionPoint(op);
  MaskedStoreOp.build(rw, { base: op.base, indices: op.offsets, mask: op.mask, valueToStore: op.valueToStore }, op.loc);
  rw.eraseOp(op);
  return true;
});
const expandLoadFolder = pattern('ExpandLoadFolder', ExpandLoadOp, (op, rw) => {
  const f = maskFormat(op.mask);
  if (f === 'allTrue') return replaceWith(rw, op, () => load(rw, op, vt(op.result)));
  if (f === 'allFalse') { rw.replaceOp(op, [op.pass_thru]); return true; }
  return false;
});
const compressStoreFolder = pattern('CompressStoreFolder', CompressStoreOp, (op, rw) => {
  const f = maskFormat(op.mask);
  if (f === 'allTrue') {
    store(rw, op);
    rw.eraseOp(op);
    return true;
  }
  if (f === 'allFalse') { rw.eraseOp(op); return true; }
  return false;
});

/** create_mask of constant sizes (or multiples of vscale covering the dim) -> constant_mask. */
const createMaskFolder = pattern('CreateMaskFolder', CreateMaskOp, (op, rw) => {
  const t = vt(op.result);
  const shape = t.rank === 0 ? [1] : t.shape, scalable = t.rank === 0 ? [false] : t.scalableDims;
  const dims: number[] = [];
  for (const [i, v] of op.operands.entries()) {
    const c = constIndex(v);
    if (c !== undefined) {
      if (scalable[i] && c >= 0) return false;
      dims.push(c);
      continue;
    }
    const m = vscaleMultiplier(v);
    if (m === undefined || m < shape[i]!) return false;
    dims.push(m);
  }
  let sizes = dims.map((d, i) => Math.min(Math.max(d, 0), shape[i]!));
  if (sizes.includes(0)) sizes = sizes.map(() => 0);
  return replaceWith(rw, op, () => constantMask(rw, sizes, t, op.loc));
});

function vscaleMultiplier(v: Value): number | undefined {
  const d = v.definingOp;
  if (d?.name === 'vector.vscale') return 1;
  if (d?.name !== 'arith.muli') return undefined;
  const [l, r] = d.operands;
  if (l!.definingOp?.name === 'vector.vscale') return constIndex(r!);
  if (r!.definingOp?.name === 'vector.vscale') return constIndex(l!);
  return undefined;
}

/** The vector.mask around a masked op, which a rewrite of the op replaces as a whole. */
const maskingOp = (op: Operation): Operation | undefined => (op.parentOp?.name === 'vector.mask' ? op.parentOp : undefined);

/** `v` where `mask` is set, `passthru` elsewhere (upstream's selectPassthru). */
const selectPassthru = (rw: PatternRewriter, mask: Value | undefined, v: Value, passthru: Value): Value =>
  (mask ? SelectOp.build(rw, { condition: mask, true_value: v, false_value: passthru }, v.loc).result : v);

/** A reduction of one element -> extract (+ the accumulator, where the mask, if any, is set). */
const elideSingleElementReduction = pattern('ElideSingleElementReduction', ReductionOp, (op, rw) => {
  const t = vt(op.vector);
  if (t.rank !== 0 && t.shape[0] !== 1) return false;
  const masking = maskingOp(op);
  rw.setInsertionPoint(masking ?? op);
  const mask = masking ? extract(rw, masking.getOperand(0), undefined, op.loc) : undefined;
  let result = extract(rw, op.vector, undefined, op.loc);
  if (op.acc) result = selectPassthru(rw, mask, makeArithReduction(rw, op.loc, op.kind, result, op.acc, op.fastmath), op.acc);
  rw.replaceOp(masking ?? op, [result]);
  return true;
});

/** A multi_reduction over unit dims only -> shape_cast or extract, combined with the accumulator
 * where the mask, if any, is set (elsewhere the source element: upstream passes it as makeArithReduction's
 * accumulator, which is what selectPassthru keeps). */
const elideUnitDims = pattern('ElideUnitDimsInMultiDimReduction', MultiDimReductionOp, (op, rw) => {
  const shape = vt(op.source).shape, dims = numsOf(op.reduction_dims);
  if (dims.some((d) => shape[d] !== 1)) return false;
  const masking = maskingOp(op);
  rw.setInsertionPoint(masking ?? op);
  const dest = op.dest.type;
  let mask = masking?.getOperand(0);
  if (mask) mask = dest instanceof VectorType ? shapeCast(rw, mask, VectorType.get(dest.shape, vt(mask).elementType, dest.scalableDims), op.loc) : extract(rw, mask, undefined, op.loc);
  const cast = dest instanceof VectorType ? shapeCast(rw, op.source, dest, op.loc) : extract(rw, op.source, undefined, op.loc);
  rw.replaceOp(masking ?? op, [selectPassthru(rw, mask, makeArithReduction(rw, op.loc, op.kind, op.acc, cast), cast)]);
  return true;
});

/** add(contract(a, b, zero), x) -> contract(a, b, x). */
type AddLike = Operation & { readonly lhs: Value; readonly rhs: Value };
function contractAdd(name: string, def: { readonly name: string; is(op: Operation | null | undefined): op is AddLike }): RewritePattern {
  return pattern(name, def, (op, rw) => {
    const absorb = (maybe: Value, other: Value): boolean => {
      const c = maybe.definingOp;
      if (!ContractionOp.is(c)) return false;
      const z = c.acc.definingOp?.name === 'arith.constant' ? constantOf(c.acc) : undefined;
      if (!z || !isZeroOf(z, c.acc.type)) return false;
      const mapping = new IRMapping();
      mapping.map(c.acc, other);
      rw.setInsertionPoint(op);
      const clone = rw.insert(c.clone(mapping));
      rw.replaceOp(op, [clone.getResult(0)]);
      return true;
    };
    return absorb(op.lhs, op.rhs) || absorb(op.rhs, op.lhs);
  });
}

/** The attribute is getZeroAttr(type): 0, +0.0, or a splat of them. */
function isZeroOf(a: import('../../ir/attributes.js').Attribute, t: import('../../ir/types.js').Type): boolean {
  if (a instanceof IntegerAttr) return a.type === t && a.value === 0n;
  if (a instanceof FloatAttr) return a.type === t && Object.is(a.value, 0);
  if (a instanceof DenseElementsAttr) return a.type === t && a.isSplat && Object.is(Number(a.values[0]), 0) && !(t as VectorType).elementType.key.startsWith('complex');
  return false;
}

/** cmpi(step, constant) with the same answer at every index -> a constant. */
const stepCompare = pattern('StepCompareFolder', StepOp, (op, rw) => {
  const n = vt(op.result).numElements;
  for (const use of op.result.uses) {
    const cmp = use.owner;
    if (!CmpIOp.is(cmp) || use.index !== 0) continue;
    const c = constantOf(cmp.rhs);
    const k = c instanceof IntegerAttr ? Number(c.value)
      : c instanceof DenseElementsAttr && c.isSplat ? Number(c.values[0]) : undefined;
    if (k === undefined) continue;
    const pred = CmpIPredicate.name(cmp.predicate);
    let splat: boolean | undefined;
    if ((pred === 'ult' || pred === 'uge') && n <= k) splat = pred === 'ult';
    else if ((pred === 'ule' || pred === 'ugt') && n - 1 <= k) splat = pred === 'ule';
    else if ((pred === 'eq' || pred === 'ne') && n <= k) splat = pred === 'ne';
    const type = cmp.result.type;
    if (splat === undefined || !(type instanceof VectorType)) continue;
    rw.setInsertionPointAfter(cmp);
    rw.replaceOp(cmp, [constant(rw, DenseElementsAttr.splat(type, splat ? 1 : 0), cmp.loc)]);
    return true;
  }
  return false;
});

/** The inverse of a projected permutation, unused dims mapped to 0 (inverseWithUnusedDims). */
function readAfterWritePermutation(read: TransferOp, write: TransferOp): { perm: number[]; type: VectorType } | undefined {
  const readMap = read.permutation_map.map, writeMap = write.permutation_map.map;
  const inv: (number | undefined)[] = new Array(writeMap.numDims).fill(undefined);
  writeMap.results.forEach((e, i) => { if (e.kind === 'dim') inv[e.position] = i; });
  // composed: for each read result, the write vector dim it reads (or a broadcast).
  const composed = readMap.results.map((e) => (e.kind === 'dim' ? inv[e.position] : undefined));
  const used = new Set(composed.filter((x): x is number => x !== undefined));
  if (used.size !== writeMap.numResults) return undefined;
  const bcast = composed.map((c, i) => (c === undefined ? i : -1)).filter((i) => i >= 0);
  const invPerm = [...bcast, ...new Array<number>(composed.length - bcast.length).fill(0)];
  composed.forEach((c, i) => { if (c !== undefined) invPerm[c + bcast.length] = i; });
  const readT = vt(read.getResult(0));
  const perm = new Array<number>(invPerm.length);
  invPerm.forEach((p, i) => { perm[p] = i; });
  const type = VectorType.get(invPerm.map((p) => readT.shape[p]!), readT.elementType, invPerm.map((p) => readT.scalableDims[p]!));
  return { perm, type };
}

/** transfer_read of what a transfer_write just wrote to a tensor -> broadcast + transpose. */
const readAfterWriteToBroadcast = pattern('TransferReadAfterWriteToBroadcast', TransferReadOp, (op, rw) => {
  const w = op.base.definingOp;
  if (!TransferWriteOp.is(w)) return false;
  if (!(op.base.type instanceof RankedTensorType) || !(w.base.type instanceof RankedTensorType)) return false;
  if (op.mask || w.mask) return false;
  if (op.indices.length !== w.indices.length || op.indices.some((v, i) => v !== w.indices[i])) return false;
  if (boolsOf(op.in_bounds).some((b) => !b) || boolsOf(w.in_bounds).some((b) => !b)) return false;
  if (chunk(op).join() !== chunk(w).join()) return false;
  const r = readAfterWritePermutation(op, w);
  if (!r) return false;
  rw.setInsertionPoint(op);
  const b = broadcast(rw, w.valueToStore, r.type, op.loc);
  rw.replaceOp(op, [transpose(rw, b, r.perm, op.vector.type, op.loc)]);
  return true;
});

/** getTransferChunkAccessed: the size accessed along each source dim (1 for the others). */
function chunk(op: TransferOp): number[] {
  const shaped = op.base.type as RankedTensorType;
  const v = (op.numResults && op.name === 'vector.transfer_read' ? op.getResult(0).type : op.getOperand(0).type) as VectorType;
  const sizes = new Array<number>(shaped.rank).fill(1);
  op.permutation_map.map.results.forEach((e, i) => { if (e.kind === 'dim') sizes[e.position] = Math.max(sizes[e.position]!, v.shape[i]!); });
  return sizes;
}

/** A write that a later write to the same place overwrites is skipped (FoldWaw). */
const foldWaw = pattern('FoldWaw', TransferWriteOp, (op, rw) => {
  if (!(op.base.type instanceof RankedTensorType)) return false;
  let toModify: TransferOp = op;
  for (let d = op.base.definingOp; TransferWriteOp.is(d); d = d.base.definingOp) {
    const same = d.indices.length === op.indices.length && d.indices.every((v, i) => v === op.indices[i])
      && d.mask === op.mask && d.valueToStore.type === op.valueToStore.type && d.permutation_map.map.equals(op.permutation_map.map);
    if (same) {
      const target = toModify, src = d.base;
      rw.modifyOpInPlace(target, () => target.setOperand(1, src));
      return true;
    }
    if (!disjointTransferIndices(d, op) || !d.getResult(0).hasOneUse) return false;
    toModify = d;
  }
  return false;
});

/** transfer_write into cast(x) writes into x (the tensor dialect's FoldTensorCastProducerOp; the
 * base is operand 1). */
/** A mixed offset/size/stride list: static entries, dynamic ones as their constant when known. */
function mixedList(statics: import('../../ir/attributes.js').DenseArrayAttr, dynamics: readonly Value[]): (number | Value)[] {
  return mixedValues(statics, dynamics).map((m) => (typeof m === 'number' ? m : constantIntOf(m) ?? m));
}

/**
 * insert_slice(extract_slice(transfer_write(v, t)[0..]), dest) with the write covering all of `t`
 * writes into a slice of `dest` instead (SwapExtractSliceOfTransferWrite, so the three ops work
 * on one slice): extract_slice(dest) first, the write into it (in_bounds recomputed from false),
 * then the insert.
 */
const swapExtractSliceOfWrite = pattern('SwapExtractSliceOfTransferWrite', InsertSliceOp, (op, rw) => {
  const unit = (s: (number | Value)[]) => s.every((x) => x === 1);
  if (!unit(mixedList(op.static_strides, op.strides))) return false;
  const extract = op.source.definingOp;
  if (!ExtractSliceOp.is(extract) || !unit(mixedList(extract.static_strides, extract.strides)) || !extract.result.hasOneUse) return false;
  const write = extract.source.definingOp;
  if (!TransferWriteOp.is(write) || !write.result?.hasOneUse) return false;
  const written = write.base.type as RankedTensorType;
  if ((op.source.type as RankedTensorType).rank !== written.rank) return false;
  if (!mixedList(extract.static_offsets, extract.offsets).every((x) => x === 0)) return false;
  if (!write.indices.every((v) => constantIntOf(v) === 0)) return false;
  const sizes = mixedList(op.static_sizes, op.sizes), extractSizes = mixedList(extract.static_sizes, extract.sizes);
  if (sizes.length !== extractSizes.length || sizes.some((s, i) => s !== extractSizes[i])) return false;
  // The write must cover the whole tensor.
  const vshape = vt(write.valueToStore).shape;
  const covered = write.permutation_map.map.results.map((e) => (e instanceof AffineDimExpr ? written.shape[e.position]! : -1));
  if (write.mask || covered.length !== vshape.length || covered.some((d, i) => d !== vshape[i])) return false;
  rw.setInsertionPoint(op);
  const slice = ExtractSliceOp.build(rw, {
    source: op.dest, offsets: op.offsets, sizes: op.sizes, strides: op.strides,
    static_offsets: op.static_offsets, static_sizes: op.static_sizes, static_strides: op.static_strides,
    resultTypes: [op.source.type],
  }, extract.loc);
  const w = TransferWriteOp.build(rw, {
    valueToStore: write.valueToStore, base: slice.result, indices: write.indices,
    permutation_map: write.permutation_map, in_bounds: boolArray(vshape.map(() => false)), resultTypes: [op.source.type],
  }, write.loc);
  rw.modifyOpInPlace(op, () => op.setOperand(0, w.result!));
  return true;
});

const writeCastProducer = pattern('FoldTensorCastProducerOp', TransferWriteOp, (op, rw) => (op.numResults ? foldCastProducers(op, [1], rw) : false));

export const memoryPatterns: readonly RewritePattern[] = [
  writeCastProducer,
  maskedLoadFolder, maskedStoreFolder, gatherFolder, contiguousGather, scatterFolder, contiguousScatter, expandLoadFolder,
  compressStoreFolder, createMaskFolder, elideSingleElementReduction, elideUnitDims,
  contractAdd('CanonicalizeContractAdd<arith::AddIOp>', AddIOp), contractAdd('CanonicalizeContractAdd<arith::AddFOp>', AddFOp),
  stepCompare, readAfterWriteToBroadcast, foldWaw, swapExtractSliceOfWrite,
];
