/**
 * `fold-memref-alias-ops`: upstream's pass of that name. An access through a view becomes an
 * access of the view's source, its subscripts rewritten:
 * - through memref.subview, `offset + i * stride` per source dimension (composed and folded as
 *   upstream's makeComposedFoldedAffineApply; a dimension the subview drops reads at its offset);
 *   transfers take their permutation map onto the source's rank, and fold only when in bounds
 *   through a subview of unit strides;
 * - through memref.expand_shape, affine.linearize_index over each expanded group (`disjoint` for
 *   memref.load/store, whose subscripts are in bounds);
 * - through memref.collapse_shape, affine.delinearize_index of each collapsed one by the source
 *   sizes (from memref.extract_strided_metadata, constants where the type knows them).
 * The accesses: memref.load/store, vector.load/store, vector.maskedload/maskedstore,
 * vector.transfer_read/write (subviews; reads through expand_shape too) and the
 * gpu.subgroup_mma load/store (subviews). A subview of a subview of unit strides becomes one.
 */
import { AffineMapAttr, DenseArrayAttr, IntegerAttr, UnitAttr } from '../../ir/attributes.js';
import { AffineMap, getAffineSymbolExpr } from '../../ir/affine/index.js';
import type { Builder } from '../../ir/builder.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import { type MemRefType, index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { definePass } from '../../passes/pass.js';
import { applyPatternsGreedily } from '../../rewrite/greedy.js';
import type { RewritePattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { ConstantOp } from '../../dialects/arith/index.js';
import { DelinearizeIndexOp, LinearizeIndexOp } from '../../dialects/affine/index.js';
import { type IndexFoldResult, makeComposedFoldedAffineApply } from '../../dialects/affine/build.js';
import { LoadOp, StoreOp } from '../../dialects/memref/access.js';
import { DYNAMIC, fromStatic, memRefRankReductionMask, toStatic } from '../../dialects/memref/layout.js';
import { staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';
import { reassociationGroups } from '../../dialects/memref/reshape.js';
import { mixedValues } from '../../dialects/memref/slicing.js';
import { ExtractStridedMetadataOp, SubViewOp, metadataSizes, stridedMetadataTypes } from '../../dialects/memref/view.js';
import {
  LoadOp as VectorLoadOp, MaskedLoadOp, MaskedStoreOp, StoreOp as VectorStoreOp, TransferReadOp, TransferWriteOp,
} from '../../dialects/vector/index.js';
import { boolsOf } from '../../dialects/vector/constraints.js';
import { SubgroupMmaLoadMatrixOp, SubgroupMmaStoreMatrixOp } from '../../dialects/gpu/mma.js';
import type { ArrayAttr } from '../../ir/attributes.js';

type SubView = ReturnType<typeof SubViewOp.build>;

const asValue = (b: Builder, loc: Location, x: IndexFoldResult): Value =>
  (typeof x === 'number' ? ConstantOp.build(b, { value: IntegerAttr.index(x) }, loc).result : x);

/** A mixed list's static entries (kDynamic where a value stands) and its values. */
const staticsOf = (xs: readonly IndexFoldResult[]): DenseArrayAttr => staticIndexArray(toStatic(xs.map((x) => (typeof x === 'number' ? x : DYNAMIC))));
const dynamicsOf = (xs: readonly IndexFoldResult[]): Value[] => xs.filter((x): x is Value => typeof x !== 'number');

/** `offset + index * stride`. */
const OFFSET_INDEX_STRIDE = AffineMap.get(0, 3, [getAffineSymbolExpr(0).add(getAffineSymbolExpr(1).mul(getAffineSymbolExpr(2)))]);

/** The source dimensions a subview drops (upstream's SubViewOp::getDroppedDims). */
function droppedDims(view: SubView): Set<number> {
  return memRefRankReductionMask(view.source.type as MemRefType, view.result.type as MemRefType, fromStatic(view.static_sizes.values)) ?? new Set();
}

/** Upstream's resolveIndicesIntoOpWithOffsetsAndStrides: the source subscripts of an access
 * through `view` at `indices` (a dropped dimension at index 0), folded where constant; `each`
 * turns each into what the caller keeps, in order (a constant op is made right after the
 * subscripts before it, as upstream's). */
function resolveIndices<T>(b: Builder, loc: Location, view: SubView, indices: readonly IndexFoldResult[], each: (x: IndexFoldResult) => T): T[] {
  const offsets = mixedValues(view.static_offsets, view.offsets);
  const strides = mixedValues(view.static_strides, view.strides);
  const dropped = droppedDims(view);
  let k = 0;
  return offsets.map((offset, d) => {
    const i = dropped.has(d) ? 0 : indices[k++]!;
    return each(makeComposedFoldedAffineApply(b, loc, OFFSET_INDEX_STRIDE, [offset, i, strides[d]!]));
  });
}

const subviewIndices = (b: Builder, loc: Location, view: SubView, indices: readonly Value[]): Value[] =>
  resolveIndices(b, loc, view, indices, (x) => asValue(b, loc, x));

/** Upstream's resolveSourceIndicesExpandShape: each expanded group linearized by the result sizes. */
function expandIndices(b: Builder, loc: Location, view: Operation, indices: readonly Value[], disjoint: boolean): Value[] {
  const [, ...outputShape] = view.operands;
  const sizes = mixedValues(view.getAttr('static_output_shape') as DenseArrayAttr, outputShape);
  return reassociationGroups(view.getAttr('reassociation') as ArrayAttr).map((g) => {
    if (g.length === 1) return indices[g[0]!]!;
    const basis = g.map((d) => sizes[d]!);
    return LinearizeIndexOp.build(b, {
      multi_index: g.map((d) => indices[d]!), dynamic_basis: dynamicsOf(basis),
      static_basis: staticsOf(basis),
      ...(disjoint ? { disjoint: UnitAttr.instance } : {}), resultTypes: [index],
    }, loc).results[0]!;
  });
}

/** Upstream's resolveSourceIndicesCollapseShape: each collapsed index delinearized by the source
 * sizes; a collapse to rank 0 reads the source at zeros. */
function collapseIndices(b: Builder, loc: Location, view: Operation, indices: readonly Value[]): Value[] {
  const src = view.operands[0]!;
  const groups = reassociationGroups(view.getAttr('reassociation') as ArrayAttr);
  const srcType = src.type as MemRefType;
  const metadata = ExtractStridedMetadataOp.build(b, { source: src, resultTypes: stridedMetadataTypes(srcType) }, loc);
  const sizes: IndexFoldResult[] = srcType.shape.map((d, i) => (d < 0 ? metadataSizes(metadata)[i]! : d));
  const out: Value[] = [];
  groups.forEach((g, k) => {
    if (g.length === 1) { out.push(indices[k]!); return; }
    const basis = g.map((d) => sizes[d]!);
    out.push(...DelinearizeIndexOp.build(b, {
      linear_index: indices[k]!, dynamic_basis: dynamicsOf(basis),
      static_basis: staticsOf(basis),
      resultTypes: g.map(() => index),
    }, loc).results);
  });
  if (!groups.length) for (let i = 0; i < srcType.rank; i++) out.push(asValue(b, loc, 0));
  return out;
}

/** upstream's expandDimsToRank: a transfer's map over the subview, as a map over its source. */
function expandDimsToRank(map: AffineMap, rank: number, dropped: ReadonlySet<number>): AffineMap {
  return map.compose(AffineMap.identity(rank).dropResults(dropped));
}

type Via = 'subview' | 'expand' | 'collapse';

/**
 * How an access is rebuilt on its view's source: the memref operand's position and the subscripts
 * of the access, and a builder taking the source, the new subscripts and the view (undefined when
 * the access does not fold through that kind of view). The attributes kept are upstream's.
 */
interface Access {
  readonly memref: (op: Operation) => Value;
  readonly indices: (op: Operation) => readonly Value[];
  readonly vias: readonly Via[];
  /** Whether the access may fold through `view` at all (transfers: in bounds, unit strides). */
  readonly precondition?: (op: Operation, via: Via, view: Operation) => boolean;
  readonly rebuild: (rw: PatternRewriter, op: Operation, src: Value, idx: Value[], via: Via, view: Operation) => Operation;
}

/** The access's nontemporal flag, where upstream's rebuilt op keeps it. */
const nontemporal = (op: Operation, keep: boolean): { nontemporal?: IntegerAttr } => {
  const a = op.getAttr('nontemporal');
  return keep && a instanceof IntegerAttr ? { nontemporal: a } : {};
};
const ALL: readonly Via[] = ['subview', 'expand', 'collapse'];

const transferPrecondition = (op: Operation, via: Via, view: Operation): boolean => {
  if (via === 'expand') {
    // A minor identity map only, over a source of at least the vector's rank.
    const map = (op.getAttr('permutation_map') as AffineMapAttr).map;
    return map.isMinorIdentity() && (view.getOperand(0).type as MemRefType).rank >= (op.getResult(0).type as MemRefType).rank;
  }
  if (boolsOf(op.getAttr('in_bounds') as ArrayAttr).some((b) => !b)) return false;
  const strides = fromStatic((view.getAttr('static_strides') as DenseArrayAttr).values);
  return strides.every((s) => s === 1);
};

const ACCESSES = new Map<string, Access>([
  ['memref.load', {
    memref: (op) => op.getOperand(0), indices: (op) => op.operands.slice(1), vias: ALL,
    rebuild: (rw, op, src, idx) => LoadOp.build(rw, { memref: src, indices: idx, ...nontemporal(op, true) }, op.loc),
  }],
  ['memref.store', {
    memref: (op) => op.getOperand(1), indices: (op) => op.operands.slice(2), vias: ALL,
    rebuild: (rw, op, src, idx) => StoreOp.build(rw, { value: op.getOperand(0), memref: src, indices: idx, ...nontemporal(op, true) }, op.loc),
  }],
  ['vector.load', {
    memref: (op) => op.getOperand(0), indices: (op) => op.operands.slice(1), vias: ALL,
    rebuild: (rw, op, src, idx, via) => VectorLoadOp.build(rw, { base: src, indices: idx, ...nontemporal(op, via !== 'subview'), resultTypes: [op.getResult(0).type] }, op.loc),
  }],
  ['vector.store', {
    memref: (op) => op.getOperand(1), indices: (op) => op.operands.slice(2), vias: ALL,
    rebuild: (rw, op, src, idx, via) => VectorStoreOp.build(rw, { valueToStore: op.getOperand(0), base: src, indices: idx, ...nontemporal(op, via !== 'subview') }, op.loc),
  }],
  ['vector.maskedload', {
    memref: (op) => op.getOperand(0), indices: (op) => op.operands.slice(1, -2), vias: ALL,
    rebuild: (rw, op, src, idx) => MaskedLoadOp.build(rw, {
      base: src, indices: idx, mask: op.getOperand(op.numOperands - 2), pass_thru: op.getOperand(op.numOperands - 1), resultTypes: [op.getResult(0).type],
    }, op.loc),
  }],
  ['vector.maskedstore', {
    memref: (op) => op.getOperand(0), indices: (op) => op.operands.slice(1, -2), vias: ALL,
    rebuild: (rw, op, src, idx) => MaskedStoreOp.build(rw, {
      base: src, indices: idx, mask: op.getOperand(op.numOperands - 2), valueToStore: op.getOperand(op.numOperands - 1),
    }, op.loc),
  }],
  ['vector.transfer_read', {
    memref: (op) => (op as ReturnType<typeof TransferReadOp.build>).base,
    indices: (op) => (op as ReturnType<typeof TransferReadOp.build>).indices,
    vias: ['subview', 'expand'], precondition: transferPrecondition,
    rebuild(rw, op, src, idx, via, view) {
      const read = op as ReturnType<typeof TransferReadOp.build>;
      const map = via === 'subview'
        ? expandDimsToRank(read.permutation_map.map, (src.type as MemRefType).rank, droppedDims(view as SubView))
        : AffineMap.minorIdentity(idx.length, (read.vector.type as MemRefType).rank);
      return TransferReadOp.build(rw, {
        base: src, indices: idx, padding: read.padding, ...(read.mask ? { mask: read.mask } : {}),
        permutation_map: AffineMapAttr.get(map), in_bounds: read.in_bounds, resultTypes: [read.vector.type],
      }, op.loc);
    },
  }],
  ['vector.transfer_write', {
    memref: (op) => (op as ReturnType<typeof TransferWriteOp.build>).base,
    indices: (op) => (op as ReturnType<typeof TransferWriteOp.build>).indices,
    vias: ['subview'], precondition: transferPrecondition,
    rebuild(rw, op, src, idx, _via, view) {
      const write = op as ReturnType<typeof TransferWriteOp.build>;
      const map = expandDimsToRank(write.permutation_map.map, (src.type as MemRefType).rank, droppedDims(view as SubView));
      return TransferWriteOp.build(rw, {
        valueToStore: write.valueToStore, base: src, indices: idx, ...(write.mask ? { mask: write.mask } : {}),
        permutation_map: AffineMapAttr.get(map), in_bounds: write.in_bounds, resultTypes: [],
      }, op.loc);
    },
  }],
  ['gpu.subgroup_mma_load_matrix', {
    memref: (op) => op.getOperand(0), indices: (op) => op.operands.slice(1), vias: ['subview'],
    rebuild: (rw, op, src, idx) => SubgroupMmaLoadMatrixOp.build(rw, {
      srcMemref: src, indices: idx, leadDimension: op.getAttr('leadDimension') as IntegerAttr, ...transposeOf(op), resultTypes: [op.getResult(0).type],
    }, op.loc),
  }],
  ['gpu.subgroup_mma_store_matrix', {
    memref: (op) => op.getOperand(1), indices: (op) => op.operands.slice(2), vias: ['subview'],
    rebuild: (rw, op, src, idx) => SubgroupMmaStoreMatrixOp.build(rw, {
      src: op.getOperand(0), dstMemref: src, indices: idx, leadDimension: op.getAttr('leadDimension') as IntegerAttr, ...transposeOf(op),
    }, op.loc),
  }],
]);

function transposeOf(op: Operation): { transpose?: UnitAttr } {
  return op.hasAttr('transpose') ? { transpose: UnitAttr.instance } : {};
}

const VIA: Readonly<Record<string, Via>> = { 'memref.subview': 'subview', 'memref.expand_shape': 'expand', 'memref.collapse_shape': 'collapse' };

/** One pattern per access kind: the access of a view becomes an access of its source. */
const accessPatterns: RewritePattern[] = [...ACCESSES].map(([name, a]) => ({
  name: `FoldMemRefAlias(${name})`,
  root: name,
  matchAndRewrite(op, rw) {
    const view = a.memref(op).definingOp;
    const via = view ? VIA[view.name] : undefined;
    if (!view || !via || !a.vias.includes(via)) return false;
    if (a.precondition && !a.precondition(op, via, view)) return false;
    rw.setInsertionPoint(op);
    const indices = a.indices(op);
    const disjoint = name === 'memref.load' || name === 'memref.store';
    const idx = via === 'subview' ? subviewIndices(rw, op.loc, view as SubView, indices)
      : via === 'expand' ? expandIndices(rw, op.loc, view, indices, disjoint)
        : collapseIndices(rw, op.loc, view, indices);
    rw.replaceOp(op, a.rebuild(rw, op, view.operands[0]!, idx, via, view).results);
    return true;
  },
}));

/** subview(subview(x)) of unit strides: one subview of x (upstream's SubViewOfSubViewFolder). */
const subviewOfSubview: RewritePattern = {
  name: 'SubViewOfSubViewFolder',
  root: 'memref.subview',
  matchAndRewrite(op, rw) {
    const outer = op as SubView;
    const inner = outer.source.definingOp;
    if (!inner || !SubViewOp.is(inner)) return false;
    const unit = (v: SubView) => fromStatic(v.static_strides.values).every((s) => s === 1);
    if (!unit(outer) || !unit(inner)) return false;
    const dropped = droppedDims(inner);
    // Sizes: the inner's for the dimensions it drops, the outer's for the others.
    const innerSizes = mixedValues(inner.static_sizes, inner.sizes), outerSizes = mixedValues(outer.static_sizes, outer.sizes);
    let k = 0;
    const sizes = innerSizes.map((s, d) => (dropped.has(d) ? s : outerSizes[k++]!));
    rw.setInsertionPoint(op);
    const offsets = resolveIndices(rw, op.loc, inner, mixedValues(outer.static_offsets, outer.offsets), (x) => x);
    const strides = mixedValues(inner.static_strides, inner.strides);
    const split = (xs: readonly IndexFoldResult[]) => ({ statics: staticsOf(xs), dynamics: dynamicsOf(xs) });
    const o = split(offsets), s = split(sizes), t = split(strides);
    const folded = SubViewOp.build(rw, {
      source: inner.source, offsets: o.dynamics, sizes: s.dynamics, strides: t.dynamics,
      static_offsets: o.statics, static_sizes: s.statics, static_strides: t.statics, resultTypes: [outer.result.type],
    }, op.loc);
    rw.replaceOp(op, [folded.result]);
    return true;
  },
};

export const foldMemRefAliasPatterns: readonly RewritePattern[] = [...accessPatterns, subviewOfSubview];

export const FoldMemRefAliasOpsPass = definePass({
  argument: 'fold-memref-alias-ops',
  name: 'FoldMemRefAliasOpsPass',
  summary: 'Fold memref alias ops into consumer load/store ops',
  description: 'Rewrites loads and stores (memref, vector, transfers, gpu MMA) through memref.subview, expand_shape and collapse_shape into accesses of the source buffer.',
  options: {},
  run(op, _o, ctx) {
    applyPatternsGreedily(op, foldMemRefAliasPatterns, ctx.context, { topDown: true });
  },
});
