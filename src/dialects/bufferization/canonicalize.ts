/**
 * The bufferization dialect's canonicalization patterns, as upstream's: dims and loads seen
 * through the tensor/buffer casts, to_buffer of a tensor.cast or of a to_tensor of another buffer
 * type made a memref.cast, constant sizes of alloc_tensor made static, unused clones erased.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import { MemRefType, RankedTensorType, type Type, UnrankedMemRefType, index, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { constantOf } from '../../rewrite/fold.js';
import { ownEffects } from '../../rewrite/effects.js';
import type { Operation } from '../../ir/operation.js';
import { LoadOp as MemRefLoadOp } from '../memref/access.js';
import { AllocOp } from '../memref/alloc.js';
import { CastOp as MemRefCastOp, CopyOp, DimOp as MemRefDimOp, castCompatible } from '../memref/cast.js';
import { ConstantOp } from '../arith/ops-constant.js';
import { getStridesAndOffset } from '../memref/layout.js';
import { CastOp as TensorCastOp, DimOp as TensorDimOp, ExtractOp as TensorExtractOp } from '../tensor/ops.js';
import { foldCastProducers } from '../tensor/cast-producer.js';
import { AllocTensorOp, CloneOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp } from './ops.js';

/** dim(to_tensor(m), i) -> memref.dim(m, i). */
const dimOfToTensor = pattern('DimOfToTensorFolder', TensorDimOp, (op, rw) => {
  const tt = op.source.definingOp;
  if (!ToTensorOp.is(tt)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [MemRefDimOp.build(rw, { source: tt.buffer, index: op.index, resultTypes: [index] }, op.loc).result]);
  return true;
});

/** memref.dim(to_buffer(t), i) -> tensor.dim(t, i). */
const dimOfToBuffer = pattern('DimOfCastOp', MemRefDimOp, (op, rw) => {
  const tb = op.source.definingOp;
  if (!ToBufferOp.is(tb)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [TensorDimOp.build(rw, { source: tb.tensor, index: op.index, resultTypes: [index] }, op.loc).result]);
  return true;
});

/** memref.load(to_buffer(t)) -> tensor.extract(t). */
const loadOfToBuffer = pattern('LoadOfToBuffer', MemRefLoadOp, (op, rw) => {
  const tb = op.memref.definingOp;
  if (!ToBufferOp.is(tb)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [TensorExtractOp.build(rw, { tensor: tb.tensor, indices: op.indices, resultTypes: [op.result.type] }, op.loc).result]);
  return true;
});

/** to_buffer(tensor.cast(t)) -> memref.cast(to_buffer(t)). */
const toBufferOfCast = pattern('ToBufferOfCast', ToBufferOp, (op, rw) => {
  const cast = op.tensor.definingOp;
  if (!TensorCastOp.is(cast)) return false;
  const src = cast.source.type, out = op.memref.type;
  if (!(src instanceof RankedTensorType) || !(out instanceof MemRefType || out instanceof UnrankedMemRefType)) return false;
  // BaseMemRefType::cloneWith: an unranked memref becomes ranked with the identity layout.
  const type = MemRefType.get(src.shape, src.elementType, out instanceof MemRefType ? out.layout : undefined, out.memorySpace);
  rw.setInsertionPoint(op);
  const m = ToBufferOp.build(rw, {
    tensor: cast.source, ...(op.read_only ? { read_only: op.read_only } : {}), resultTypes: [type],
  }, op.loc).memref;
  rw.replaceOp(op, [MemRefCastOp.build(rw, { source: m, resultTypes: [out] }, op.loc).dest]);
  return true;
});

/** A cast that is valid and can never fail at runtime (castOrReallocMemRefValue without the
 * realloc: memref.cast's own rule, then no dynamic offset or stride made static). */
function guaranteedCastCompatible(src: MemRefType, dst: MemRefType): boolean {
  if (!castCompatible(src, dst)) return false;
  const s = getStridesAndOffset(src), d = getStridesAndOffset(dst);
  if (!s || !d) return false;
  const dynToStatic = (a: number, b: number) => isDynamic(a) && !isDynamic(b);
  if (dynToStatic(s.offset, d.offset)) return false;
  if (s.strides.some((x, i) => dynToStatic(x, d.strides[i]!))) return false;
  return src.shape.every((x, i) => isDynamic(x) || isDynamic(dst.shape[i]!) || x === dst.shape[i]);
}

/** to_buffer(to_tensor(m)) of another buffer type -> memref.cast(m) when the cast is safe. */
const toBufferToTensor = pattern('ToBufferToTensorFolding', ToBufferOp, (op, rw) => {
  const tt = op.tensor.definingOp;
  if (!ToTensorOp.is(tt)) return false;
  const src: Type = tt.buffer.type, dst: Type = op.memref.type;
  if (src === dst) { rw.replaceOp(op, [tt.buffer]); return true; }
  rw.setInsertionPoint(op);
  if (src instanceof MemRefType && dst instanceof MemRefType) {
    if (src.elementType !== dst.elementType || src.rank !== dst.rank) return false;
    if (!guaranteedCastCompatible(src, dst)) {
      // A copy into a new buffer of the wanted type (castOrReallocMemRefValue's realloc).
      const sizes: Value[] = [];
      dst.shape.forEach((d, i) => {
        if (!isDynamic(d)) return;
        const c = ConstantOp.build(rw, { value: IntegerAttr.get(index, i) }, op.loc).result;
        sizes.push(MemRefDimOp.build(rw, { source: tt.buffer, index: c, resultTypes: [index] }, op.loc).result);
      });
      const alloc = AllocOp.build(rw, { dynamicSizes: sizes, symbolOperands: [], resultTypes: [dst] }, op.loc).memref;
      CopyOp.build(rw, { source: tt.buffer, target: alloc }, op.loc);
      rw.replaceOp(op, [alloc]);
      return true;
    }
  } else if (src instanceof UnrankedMemRefType && dst instanceof MemRefType) return false;
  rw.replaceOp(op, [MemRefCastOp.build(rw, { source: tt.buffer, resultTypes: [dst] }, op.loc).dest]);
  return true;
});

/** Constant sizes of alloc_tensor become static dims (with a tensor.cast back). */
const replaceStaticShapeDims = pattern('ReplaceStaticShapeDims', AllocTensorOp, (op, rw) => {
  const t = op.result.type;
  if (op.copy || !(t instanceof RankedTensorType)) return false;
  const sizes: Value[] = [];
  let k = 0;
  const shape = t.shape.map((d) => {
    if (!isDynamic(d)) return d;
    const v = op.dynamic_sizes[k++]!;
    const c = constantOf(v);
    if (c instanceof IntegerAttr && c.value >= 0n && c.exactNum !== undefined) return c.exactNum;
    sizes.push(v);
    return d;
  });
  const type = RankedTensorType.get(shape, t.elementType, t.encoding);
  if (type === t) return false;
  rw.setInsertionPoint(op);
  const alloc = AllocTensorOp.build(rw, { dynamic_sizes: sizes, resultTypes: [type] }, op.loc).result;
  rw.replaceOp(op, [TensorCastOp.build(rw, { source: alloc, resultTypes: [t] }, op.loc).dest]);
  return true;
});

/** tensor.dim of a dynamic dim of alloc_tensor -> its size operand. */
const dimOfAllocTensor = pattern('FoldDimOfAllocTensorOp', TensorDimOp, (op, rw) => {
  const a = op.source.definingOp;
  const c = constantOf(op.index);
  if (!AllocTensorOp.is(a) || !(c instanceof IntegerAttr)) return false;
  const t = a.result.type as RankedTensorType;
  const i = Number(c.value);
  if (i < 0 || i >= t.rank || !isDynamic(t.shape[i]!)) return false;
  rw.setInsertionPoint(op);
  // As upstream's AllocTensorOp::getDynamicSize: a dim of the copy with an index constant of its
  // own (which the folder then hoists: the order of the function's constants shows it).
  const dimOfCopy = (copy: Value): Value => {
    const k = ConstantOp.build(rw, { value: IntegerAttr.index(i) }, a.loc).result;
    return TensorDimOp.build(rw, { source: copy, index: k, resultTypes: [index] }, a.loc).result;
  };
  const size = a.copy ? dimOfCopy(a.copy) : a.dynamic_sizes[t.shape.slice(0, i).filter(isDynamic).length]!;
  rw.replaceOp(op, [size]);
  return true;
});

/** The one op that frees `v` (memref.findDealloc): null when none does, undefined when several do. */
function findDealloc(v: Value): Operation | null | undefined {
  let found: Operation | null = null;
  for (const user of v.users) {
    if (!ownEffects(user)?.includes('free')) continue;
    if (found && found !== user) return undefined;
    found = user;
  }
  return found;
}

/** Through view-like ops (casts, subviews, reshapes...) to the buffer a value views. */
function viewedBuffer(v: Value): Value {
  let x = v;
  for (let def = x.definingOp; def && VIEW_LIKE.has(def.name) && def.results[0] === x; def = x.definingOp) x = def.getOperand(0);
  return x;
}
const VIEW_LIKE = new Set([
  'memref.cast', 'memref.subview', 'memref.reinterpret_cast', 'memref.expand_shape', 'memref.collapse_shape',
  'memref.view', 'memref.memory_space_cast', 'memref.transpose', 'memref.reshape',
]);

/**
 * An unused clone is erased. A clone of a buffer that is freed in the clone's block (the clone, or
 * the buffer it views, and only one of them there) is the buffer itself: the clone goes (a
 * memref.cast when its type differs), and so does that dealloc, when nothing in between frees
 * memory (SimplifyClones).
 */
const simplifyClones = pattern('SimplifyClones', CloneOp, (op, rw) => {
  if (!op.output.hasUses) { rw.eraseOp(op); return true; }
  let source: Value = op.input;
  if (source.type !== op.output.type && !castCompatible(source.type, op.output.type)) return false;
  const cloneDealloc = findDealloc(op.output);
  if (cloneDealloc === undefined) return false;
  const sourceDealloc = findDealloc(viewedBuffer(source));
  if (sourceDealloc === undefined) return false;
  if (cloneDealloc && sourceDealloc && cloneDealloc.parentBlock === sourceDealloc.parentBlock) return false;
  const block = op.parentBlock;
  const redundant = cloneDealloc?.parentBlock === block ? cloneDealloc : sourceDealloc?.parentBlock === block ? sourceDealloc : null;
  // Only a plain dealloc can go (a realloc frees its source but makes a buffer).
  if (!redundant || redundant.name !== 'memref.dealloc') return false;
  for (let pos = op.next; pos !== redundant; pos = pos.next) {
    if (!pos) return false;
    if (ownEffects(pos)?.includes('free')) return false;
  }
  if (source.type !== op.output.type) source = MemRefCastOp.build(rw, { source, resultTypes: [op.output.type] }, op.loc).dest;
  rw.replaceOp(op, [source]);
  rw.eraseOp(redundant);
  return true;
});

/** materialize_in_destination of or into cast(x) uses x (the tensor dialect's
 * FoldTensorCastProducerOp; dest is operand 1, the init when it is a tensor), into a memref too. */
const materializeCastProducer = pattern('FoldTensorCastProducerOp', MaterializeInDestinationOp, (op, rw) => foldCastProducers(op, op.numResults ? [1] : [], rw));

export const bufferizationPatterns: readonly RewritePattern[] = [
  materializeCastProducer, dimOfToTensor, dimOfToBuffer, loadOfToBuffer, toBufferOfCast, toBufferToTensor, dimOfAllocTensor, replaceStaticShapeDims,
  simplifyClones,
];
