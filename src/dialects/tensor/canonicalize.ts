/**
 * The tensor dialect's canonicalization patterns, as upstream's (the folders are on the ops):
 * chains of casts, dim/extract through a cast, constant sizes of tensor.empty and expand_shape
 * made static, and constant offsets/sizes/strides of slices moved into their static lists (with a cast back to the
 * old, less static type).
 */
import { IntegerAttr } from '../../ir/attributes.js';
import { DYNAMIC, RankedTensorType, ShapedType, type Type, elementTypeOf, index, isDynamic } from '../../ir/types.js';
import { computeRankReductionMask } from '../memref/layout.js';
import { OpResult, type Value } from '../../ir/value.js';
import type { Operation } from '../../ir/operation.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { constantIntOf } from '../../rewrite/fold.js';
import { wouldOpBeTriviallyDead } from '../../rewrite/effects.js';
import { IRMapping } from '../../ir/mapping.js';
import { Region } from '../../ir/region.js';
import { BitcastOp, CastOp, ConcatOp, DimOp, EmptyOp, ExtractOp, FromElementsOp, InsertOp, ReshapeOp, SplatOp, inferConcatType } from './ops.js';
import type { OpOf } from '../../irdl/spec.js';
import { foldCastProducers } from './cast-producer.js';
import { padPatterns } from './canonicalize-pad.js';
import { extractSliceCastPatterns, insertSliceCastPatterns } from './canonicalize-slice-casts.js';
import { GenerateOp } from './region-ops.js';
import { CollapseShapeOp, ExpandShapeOp, collapsedType } from './reshape-ops.js';
import { reassociationAttr, reassociationIndices } from './constraints.js';
import { type ReshapeBuilders, composeCollapseOfExpand, composeExpandOfCollapse, composedReshape } from '../utils/reshape.js';
import { ConstantOp, IndexCastOp, MulIOp } from '../arith/index.js';
import { dimsAttr, preservesStaticInformation, staticDims } from './shape.js';
import { ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp, type SliceParts } from './slice-ops.js';
import { type InsertLike, castForInsert, replaceInsert } from './insert-like.js';

/** Upstream's joinShapes: the most static shape both types allow, or undefined when they clash. */
function joinShapes(a: Type, b: Type): Type | undefined {
  if (!(a instanceof ShapedType) || !a.hasRank) return b;
  if (!(b instanceof ShapedType) || !b.hasRank) return a;
  if (a.rank !== b.rank) return undefined;
  const shape: number[] = [];
  for (let i = 0; i < a.rank; i++) {
    const x = a.dim(i), y = b.dim(i);
    if (isDynamic(x)) shape.push(y);
    else if (isDynamic(y) || x === y) shape.push(x);
    else return undefined;
  }
  return RankedTensorType.get(shape, a.elementType);
}

/** cast(cast(x)) → cast(x) when dropping the middle type drops no runtime check. */
const chainedCast = pattern('ChainedTensorCast', CastOp, (op, rw) => {
  const inner = op.source.definingOp;
  if (!CastOp.is(inner)) return false;
  const src = inner.source.type, mid = inner.dest.type, res = op.dest.type;
  const srcMid = joinShapes(src, mid);
  const first = srcMid && joinShapes(srcMid, res);
  if (!first || first !== joinShapes(src, res)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [CastOp.build(rw, { source: inner.source, resultTypes: [res] }, op.loc).dest]);
  return true;
});

/** dim(cast(x), i) → dim(x, i). */
const dimOfCast = pattern('DimOfCastOp', DimOp, (op, rw) => {
  const cast = op.source.definingOp;
  if (!CastOp.is(cast)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [DimOp.build(rw, { source: cast.source, index: op.index, resultTypes: [index] }, op.loc).result]);
  return true;
});

/** dim(r, i) of a destination-style op's result r → dim of the init tied to r, which has r's
 * shape (tensor.insert, insert_slice, linalg ops, scf.forall: any op with the dpsInits hook). */
const dimOfDestStyle = pattern('DimOfDestStyleOp', DimOp, (op, rw) => {
  const r = op.source;
  if (!(r instanceof OpResult)) return false;
  const init = r.owner.info.dpsInits?.(r.owner)[r.index];
  if (!init) return false;
  rw.modifyOpInPlace(op, () => op.setOperand(0, init));
  return true;
});

/** dim(reshape(x, shape), i) → shape[i] (an index_cast when the shape holds integers); tensors
 * do not change, so the extract goes right after the dim (DimOfReshapeOp). */
const dimOfReshape = pattern('DimOfReshapeOp', DimOp, (op, rw) => {
  const reshape = op.source.definingOp;
  if (!ReshapeOp.is(reshape)) return false;
  rw.setInsertionPointAfter(op);
  let v: Value = ExtractOp.build(rw, { tensor: reshape.shape, indices: [op.index], resultTypes: [(reshape.shape.type as RankedTensorType).elementType] }, op.loc).result;
  if (v.type !== index) v = IndexCastOp.build(rw, { in: v, resultTypes: [index] }, op.loc).out;
  rw.replaceOp(op, [v]);
  return true;
});

/** collapse_shape(cast(x)) where the cast forgets sizes → collapse_shape(x), cast back when the
 * collapsed type gains sizes (FoldCollapseOfCastOp). */
const collapseOfCast = pattern('FoldCollapseOfCastOp', CollapseShapeOp, (op, rw) => {
  const cast = op.src.definingOp;
  if (!CastOp.is(cast) || !preservesStaticInformation(cast.dest.type, cast.source.type)) return false;
  const type = collapsedType(cast.source.type as RankedTensorType, reassociationIndices(op.reassociation));
  if (type === op.result.type) {
    rw.modifyOpInPlace(op, () => op.setOperand(0, cast.source));
    return true;
  }
  rw.setInsertionPoint(op);
  const collapsed = CollapseShapeOp.build(rw, { src: cast.source, reassociation: op.reassociation, resultTypes: [type] }, op.loc);
  rw.replaceOp(op, [CastOp.build(rw, { source: collapsed.result, resultTypes: [op.result.type] }, op.loc).dest]);
  return true;
});

/**
 * expand_shape(cast(x)) where the cast forgets sizes: constant output sizes become static, unless
 * the input dim they expand is dynamic in x (an expansion of a dynamic dim needs a dynamic
 * output dim). A cast of x to the implied input type feeds the new expand, and a cast back to
 * the old result type follows it, to be propagated further (ConvertToStaticExpandShape).
 */
const staticExpandShape = pattern('ConvertToStaticExpandShape', ExpandShapeOp, (op, rw) => {
  const cast = op.src.definingOp;
  if (!CastOp.is(cast) || !preservesStaticInformation(cast.dest.type, cast.source.type)) return false;
  const castShape = (cast.source.type as RankedTensorType).shape;
  const groups = reassociationIndices(op.reassociation);
  const result = op.result.type as RankedTensorType;
  const shape = [...result.shape];
  const dynamic: Value[] = [];
  let k = 0;
  groups.forEach((group, inDim) => {
    for (const outDim of group) {
      if (!isDynamic(shape[outDim]!)) continue;
      const v = op.output_shape[k++]!;
      const c = isDynamic(castShape[inDim]!) ? undefined : constantIntOf(v);
      if (c === undefined) dynamic.push(v); else shape[outDim] = c;
    }
  });
  if (dynamic.length === op.output_shape.length) return false;
  const inputShape = groups.map((group) => group.reduce((n, d) => (isDynamic(n) || isDynamic(shape[d]!) ? DYNAMIC : n * shape[d]!), 1));
  const element = (op.src.type as RankedTensorType).elementType;
  rw.setInsertionPoint(op);
  const input = CastOp.build(rw, { source: op.src, resultTypes: [RankedTensorType.get(inputShape, element)] }, op.loc);
  const expand = ExpandShapeOp.build(rw, {
    src: input.dest, output_shape: dynamic, reassociation: op.reassociation, static_output_shape: dimsAttr(shape),
    resultTypes: [RankedTensorType.get(shape, element)],
  }, op.loc);
  rw.replaceOp(op, [CastOp.build(rw, { source: expand.result, resultTypes: [result] }, op.loc).dest]);
  return true;
});

/** Two reshapes of one kind in a row are one reshape of the first one's source; an expand keeps the
 * outer one's output shape (ComposeReassociativeReshapeOps). */
function composeReshapes(op: Operation, rw: PatternRewriter): boolean {
  const c = composedReshape(op, (o) => reassociationIndices(o.getAttr('reassociation')));
  if (!c) return false;
  rw.setInsertionPoint(op);
  const reassociation = reassociationAttr(c.groups), resultTypes = [op.getResult(0).type];
  const n = ExpandShapeOp.is(op)
    ? ExpandShapeOp.build(rw, { src: c.source, output_shape: op.output_shape, reassociation, static_output_shape: op.static_output_shape, resultTypes }, op.loc)
    : CollapseShapeOp.build(rw, { src: c.source, reassociation, resultTypes }, op.loc);
  rw.replaceOp(op, [n.getResult(0)]);
  return true;
}
const composeCollapses = pattern('ComposeReassociativeReshapeOps', CollapseShapeOp, composeReshapes);
const composeExpands = pattern('ComposeReassociativeReshapeOps', ExpandShapeOp, composeReshapes);

/** What the shared collapse/expand compositions build in the tensor dialect. */
const tensorReshapes: ReshapeBuilders = {
  groups: (op) => reassociationIndices(op.getAttr('reassociation')),
  staticSizes: (op) => staticDims(op.getAttr('static_output_shape')),
  plain: () => true,
  collapse: (rw, src, groups, type, loc) => CollapseShapeOp.build(rw, { src, reassociation: reassociationAttr(groups), resultTypes: [type] }, loc).result,
  expand: (rw, src, groups, type, statics, dynamics, loc) => ExpandShapeOp.build(rw, {
    src, output_shape: [...dynamics], reassociation: reassociationAttr(groups), static_output_shape: dimsAttr(statics), resultTypes: [type],
  }, loc).result,
  cast: (rw, source, type, loc) => CastOp.build(rw, { source, resultTypes: [type] }, loc).dest,
  mulIndex: (rw, lhs, rhs, loc) => MulIOp.build(rw, { lhs, rhs, resultTypes: [index] }, loc).result,
  constIndex: (rw, n, loc) => ConstantOp.build(rw, { value: IntegerAttr.index(n), resultTypes: [index] }, loc).result,
};
const collapseOfExpand = pattern('ComposeCollapseOfExpandOp', CollapseShapeOp, (op, rw) => composeCollapseOfExpand(op, ExpandShapeOp.is(op.src.definingOp), tensorReshapes, rw));
const expandOfCollapse = pattern('ComposeExpandOfCollapseOp', ExpandShapeOp, (op, rw) => composeExpandOfCollapse(op, CollapseShapeOp.is(op.src.definingOp), tensorReshapes, rw));

const isStatic = (t: Type): boolean => t instanceof RankedTensorType && !t.shape.some(isDynamic);

/** A reshape of a statically shaped tensor.splat is a splat of the reshaped type
 * (FoldReshapeWithSplat). */
function reshapeOfSplat(op: Operation, rw: PatternRewriter): boolean {
  const splat = op.getOperand(0).definingOp;
  if (!SplatOp.is(splat) || !isStatic(splat.aggregate.type)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [SplatOp.build(rw, { input: splat.input, dynamicSizes: [], resultTypes: [op.getResult(0).type] }, op.loc).aggregate]);
  return true;
}

/** A reshape of tensor.from_elements to a static shape is a from_elements of that shape
 * (FoldReshapeWithFromElements). */
function reshapeOfFromElements(op: Operation, rw: PatternRewriter): boolean {
  const from = op.getOperand(0).definingOp;
  if (!FromElementsOp.is(from) || !isStatic(op.getResult(0).type)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [FromElementsOp.build(rw, { elements: [...from.elements], resultTypes: [op.getResult(0).type] }, op.loc).result]);
  return true;
}
const collapseOfSplat = pattern('FoldReshapeWithSplat', CollapseShapeOp, reshapeOfSplat);
const expandOfSplat = pattern('FoldReshapeWithSplat', ExpandShapeOp, reshapeOfSplat);
const collapseOfFromElements = pattern('FoldReshapeWithFromElements', CollapseShapeOp, reshapeOfFromElements);
const expandOfFromElements = pattern('FoldReshapeWithFromElements', ExpandShapeOp, reshapeOfFromElements);

/** extract(cast(x)) → extract(x) for a ranked x. */
const extractFromCast = pattern('ExtractFromTensorCast', ExtractOp, (op, rw) => {
  const cast = op.tensor.definingOp;
  if (!CastOp.is(cast) || !(cast.source.type instanceof RankedTensorType)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [ExtractOp.build(rw, { tensor: cast.source, indices: op.indices, resultTypes: [op.result.type] }, op.loc).result]);
  return true;
});


/** extract(index_cast(t)) → index_cast(extract(t)) (ExtractElementFromIndexCast). */
const extractFromIndexCast = pattern('ExtractElementFromIndexCast', ExtractOp, (op, rw) => {
  const cast = op.tensor.definingOp;
  if (!IndexCastOp.is(cast)) return false;
  const element = ExtractOp.build(rw, { tensor: cast.in, indices: op.indices, resultTypes: [elementTypeOf(cast.in.type)] }, op.loc).result;
  rw.replaceOp(op, [IndexCastOp.build(rw, { in: element, resultTypes: [op.result.type] }, op.loc).out]);
  return true;
});

/** A cast that makes an extract_slice's sizes more static → the slice with those sizes (TensorCastExtractSlice). */
const castOfExtractSlice = pattern('TensorCastExtractSlice', CastOp, (op, rw) => {
  const slice = op.source.definingOp;
  const res = op.dest.type;
  if (!ExtractSliceOp.is(slice) || !(res instanceof RankedTensorType) || !preservesStaticInformation(op.source.type, res)) return false;
  const src = op.source.type as RankedTensorType;
  if (res.shape.length === src.shape.length && res.shape.every((d, i) => d === src.shape[i])) return false;
  const statics = staticDims(slice.static_sizes);
  const mask = computeRankReductionMask(statics, src.shape);
  const sizes = [...statics];
  const dyn: (Value | undefined)[] = [];
  let k = 0;
  statics.forEach((d, i) => { dyn[i] = isDynamic(d) ? slice.sizes[k++] : undefined; });
  let r = 0;
  for (let i = 0; i < statics.length; i++) {
    if (mask?.has(i)) continue;
    const d = res.shape[r++]!;
    if (isDynamic(d)) continue;
    sizes[i] = d;
    dyn[i] = undefined;
  }
  rw.replaceOp(op, [ExtractSliceOp.build(rw, {
    source: slice.source, offsets: slice.offsets, sizes: dyn.filter((v): v is Value => v !== undefined), strides: slice.strides,
    static_offsets: slice.static_offsets, static_sizes: dimsAttr(sizes), static_strides: slice.static_strides, resultTypes: [res],
  }, op.loc).result]);
  return true;
});

/** cast(empty(sizes)) that makes sizes static → an empty tensor of the cast's type (FoldEmptyTensorWithCastOp). */
const emptyWithCast = pattern('FoldEmptyTensorWithCastOp', CastOp, (op, rw) => {
  const empty = op.source.definingOp;
  const res = op.dest.type;
  if (!EmptyOp.is(empty) || !(res instanceof RankedTensorType) || !preservesStaticInformation(op.source.type, res)) return false;
  const src = empty.result.type as RankedTensorType;
  const sizes: Value[] = [];
  let k = 0;
  for (let i = 0; i < src.rank; i++) {
    const have = src.shape[i]!, want = res.shape[i]!;
    if (!isDynamic(have)) { if (have !== want) return false; continue; }
    const v = empty.dynamicSizes[k++]!;
    if (isDynamic(want)) sizes.push(v);
  }
  rw.replaceOp(op, [EmptyOp.build(rw, { dynamicSizes: sizes, resultTypes: [res] }, op.loc).result]);
  return true;
});

/** Upstream's foldDynamicToStaticDimSizes: constant non-negative sizes made static; undefined
 * when none is. */
function foldStaticSizes(t: RankedTensorType, dynamicSizes: readonly Value[]): { type: RankedTensorType; sizes: Value[] } | undefined {
  const sizes: Value[] = [];
  let k = 0;
  const shape = t.shape.map((d) => {
    if (!isDynamic(d)) return d;
    const v = dynamicSizes[k++]!;
    const c = constantIntOf(v);
    if (c !== undefined && c >= 0) return c;
    sizes.push(v);
    return DYNAMIC;
  });
  return sizes.length === dynamicSizes.length ? undefined : { type: RankedTensorType.get(shape, t.elementType, t.encoding), sizes };
}

/** tensor.empty with constant dynamic sizes → a more static tensor.empty and a cast back. */
const emptyStaticDims = pattern('ReplaceEmptyTensorStaticShapeDims', EmptyOp, (op, rw) => {
  const t = op.result.type as RankedTensorType;
  const folded = foldStaticSizes(t, op.dynamicSizes);
  if (!folded) return false;
  rw.setInsertionPoint(op);
  const empty = EmptyOp.build(rw, { dynamicSizes: folded.sizes, resultTypes: [folded.type] }, op.loc);
  rw.replaceOp(op, [CastOp.build(rw, { source: empty.result, resultTypes: [t] }, op.loc).dest]);
  return true;
});

/** A list of mixed static/dynamic entries, with constant operands folded into the static part. */
interface Mixed { statics: number[]; dynamics: Value[]; folded: boolean }

function foldList(statics: readonly number[], dynamics: readonly Value[], ok: (c: number) => boolean): Mixed {
  const out: Mixed = { statics: [], dynamics: [], folded: false };
  let k = 0;
  for (const s of statics) {
    if (!isDynamic(s)) { out.statics.push(s); continue; }
    const v = dynamics[k++]!;
    const c = constantIntOf(v);
    if (c !== undefined && ok(c)) { out.statics.push(c); out.folded = true; } else { out.statics.push(DYNAMIC); out.dynamics.push(v); }
  }
  return out;
}

/** Folds the constant operands of a slice, one list at a time as upstream (offsets, then sizes,
 * then strides); undefined when none folds. */
function foldSliceLists(op: SliceParts): [Mixed, Mixed, Mixed] | undefined {
  const keep = (s: readonly number[], d: readonly Value[]): Mixed => ({ statics: [...s], dynamics: [...d], folded: false });
  const offs = staticDims(op.static_offsets), sizes = staticDims(op.static_sizes), strides = staticDims(op.static_strides);
  const o = foldList(offs, op.offsets, (c) => c >= 0);
  if (o.folded) return [o, keep(sizes, op.sizes), keep(strides, op.strides)];
  const s = foldList(sizes, op.sizes, (c) => c >= 0);
  if (s.folded) return [keep(offs, op.offsets), s, keep(strides, op.strides)];
  const t = foldList(strides, op.strides, (c) => c !== 0);
  if (t.folded) return [keep(offs, op.offsets), keep(sizes, op.sizes), t];
  return undefined;
}

/** inferCanonicalRankReducedResultType: the sizes' type, dropping its first unit dims down to `rank`. */
function canonicalSliceType(source: RankedTensorType, sizes: readonly number[], rank: number): RankedTensorType {
  let drop = sizes.length - rank;
  // Without rank reduction the source's encoding stays (inferResultType); a reduced type has none.
  if (drop <= 0) return RankedTensorType.get(sizes, source.elementType, source.encoding);
  const shape = sizes.filter((d) => !(drop > 0 && d === 1 && drop-- > 0));
  return RankedTensorType.get(shape, source.elementType);
}

function sliceArgs(lists: [Mixed, Mixed, Mixed]) {
  const [o, s, t] = lists;
  return {
    offsets: o.dynamics, sizes: s.dynamics, strides: t.dynamics,
    static_offsets: dimsAttr(o.statics), static_sizes: dimsAttr(s.statics), static_strides: dimsAttr(t.statics),
  };
}

/** verifyInBoundsSlice as a predicate: the folded op would verify. */
function inBounds(shape: readonly number[], [o, s, t]: [Mixed, Mixed, Mixed]): boolean {
  return shape.every((d, i) => {
    const off = o.statics[i]!, size = s.statics[i]!, stride = t.statics[i]!;
    if (isDynamic(d) || isDynamic(off)) return true;
    if (off >= d) return false;
    return isDynamic(size) || isDynamic(stride) || off + (size - 1) * stride < d;
  });
}

const extractSliceConstants = pattern('ExtractSliceOpConstantArgumentFolder', ExtractSliceOp, (op, rw) => {
  const lists = foldSliceLists(op);
  if (!lists || !inBounds((op.source.type as RankedTensorType).shape, lists)) return false;
  const old = op.result.type as RankedTensorType;
  const type = canonicalSliceType(op.source.type as RankedTensorType, lists[1].statics, old.rank);
  rw.setInsertionPoint(op);
  const slice = ExtractSliceOp.build(rw, { source: op.source, ...sliceArgs(lists), resultTypes: [type] }, op.loc);
  const value = type === old ? slice.result : CastOp.build(rw, { source: slice.result, resultTypes: [old] }, op.loc).dest;
  rw.replaceOp(op, [value]);
  return true;
});

/** Constant index operands of insert_slice and parallel_insert_slice become static entries. */
function insertSliceConstants(op: InsertLike, rw: PatternRewriter): boolean {
  const lists = foldSliceLists(op);
  if (!lists) return false;
  const dest = op.dest.type as RankedTensorType, src = op.source.type as RankedTensorType;
  if (!inBounds(dest.shape, lists)) return false;
  const type = canonicalSliceType(dest, lists[1].statics, src.rank);
  const source = type === src ? op.source : castForInsert(rw, op, op.source, type);
  replaceInsert(rw, op, { source, dest: op.dest, ...sliceArgs(lists) });
  return true;
}

/** bitcast(bitcast(x)) → bitcast(x). */
const chainedBitcast = pattern('ChainedTensorBitcast', BitcastOp, (op, rw) => {
  const inner = op.source.definingOp;
  if (!BitcastOp.is(inner)) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [BitcastOp.build(rw, { source: inner.source, resultTypes: [op.dest.type] }, op.loc).dest]);
  return true;
});

/** extract(generate) → the generate's body computed at the extracted indices. */
const extractFromGenerate = pattern('ExtractFromTensorGenerate', ExtractOp, (op, rw) => {
  const gen = op.tensor.definingOp;
  if (!GenerateOp.is(gen) || !wouldOpBeTriviallyDead(gen)) return false;
  const body = gen.body.front;
  const mapping = new IRMapping();
  body.args.forEach((a, i) => mapping.map(a, op.indices[i]!));
  rw.setInsertionPoint(op);
  for (let o = body.first; o && o !== body.last; o = o.next) rw.insert(o.clone(mapping));
  rw.replaceOp(op, [mapping.lookupOrDefault(body.last!.getOperand(0))]);
  return true;
});

/** tensor.generate with constant dynamic extents → a more static generate and a cast back. */
const staticGenerate = pattern('StaticTensorGenerate', GenerateOp, (op, rw) => {
  const t = op.result.type as RankedTensorType;
  const folded = foldStaticSizes(t, op.dynamicExtents);
  if (!folded) return false;
  rw.setInsertionPoint(op);
  const body = new Region();
  body.takeBody(op.body);
  const gen = GenerateOp.build(rw, { dynamicExtents: folded.sizes, resultTypes: [folded.type], regions: [body] }, op.loc);
  rw.replaceOp(op, [CastOp.build(rw, { source: gen.result, resultTypes: [t] }, op.loc).dest]);
  return true;
});

/** tensor.insert into cast(x) inserts into x (FoldTensorCastProducerOp; dest is operand 1). */
const insertCastProducer = pattern('FoldTensorCastProducerOp', InsertOp, (op, rw) => foldCastProducers(op, [1], rw));

const concatInputs = (op: OpOf<typeof ConcatOp.spec>): RankedTensorType[] => op.inputs.map((v) => v.type as RankedTensorType);

/** A concat of one input is a cast (SingleInputConcatOp). */
const concatSingle = pattern('SingleInputConcatOp', ConcatOp, (op, rw) => {
  if (op.inputs.length !== 1) return false;
  rw.replaceOp(op, [CastOp.build(rw, { source: op.inputs[0]!, resultTypes: [op.result.type] }, op.loc).dest]);
  return true;
});

/** Inputs less static than the other inputs say they are get a cast to that type (InferConcatOperandTypes). */
const concatOperandTypes = pattern('InferConcatOperandTypes', ConcatOp, (op, rw) => {
  const dim = op.dim.num;
  const inferred = inferConcatType(dim, concatInputs(op));
  let matched = false;
  op.inputs.forEach((v, i) => {
    const t = v.type as RankedTensorType;
    const shape = [...inferred.shape];
    shape[dim] = t.shape[dim]!;
    const want = RankedTensorType.get(shape, inferred.elementType);
    if (preservesStaticInformation(want, t)) return;
    matched = true;
    const cast = CastOp.build(rw, { source: v, resultTypes: [want] }, op.loc).dest;
    rw.modifyOpInPlace(op, () => op.setOperand(i, cast));
  });
  return matched;
});

/** A result type less static than the inputs say becomes that type, cast back (InferConcatResultType). */
const concatResultType = pattern('InferConcatResultType', ConcatOp, (op, rw) => {
  const inferred = inferConcatType(op.dim.num, concatInputs(op));
  if (preservesStaticInformation(inferred, op.result.type)) return false;
  const cat = ConcatOp.build(rw, { inputs: op.inputs, dim: op.dim, resultTypes: [inferred] }, op.loc).result;
  rw.replaceOp(op, [CastOp.build(rw, { source: cat, resultTypes: [op.result.type] }, op.loc).dest]);
  return true;
});

export const tensorPatterns: readonly RewritePattern[] = [
  insertCastProducer, chainedCast, castOfExtractSlice, emptyWithCast, dimOfCast, dimOfDestStyle, dimOfReshape, extractFromCast, extractFromIndexCast, emptyStaticDims, extractSliceConstants, ...extractSliceCastPatterns,
  pattern('InsertSliceOpConstantArgumentFolder', InsertSliceOp, insertSliceConstants), ...insertSliceCastPatterns(InsertSliceOp),
  pattern('InsertSliceOpConstantArgumentFolder', ParallelInsertSliceOp, insertSliceConstants), ...insertSliceCastPatterns(ParallelInsertSliceOp),
  concatSingle, concatOperandTypes, concatResultType,
  chainedBitcast, extractFromGenerate, staticGenerate, ...padPatterns, composeCollapses, collapseOfExpand, collapseOfSplat, collapseOfFromElements, collapseOfCast,
  composeExpands, expandOfCollapse, staticExpandShape, expandOfSplat, expandOfFromElements,
];
