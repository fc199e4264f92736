/**
 * memref canonicalization patterns, as upstream's: allocations (and reallocations) only stored to
 * and freed are dead, constant sizes move into the allocated type, copies onto themselves or of
 * nothing go, alloca_scopes that need no scope are inlined, and strided metadata the type knows
 * becomes constants.
 */
import { type ArrayAttr, DenseArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { OpResult, Value } from '../../ir/value.js';
import { DYNAMIC, MemRefType, i64, index, isDynamic } from '../../ir/types.js';
import { ownEffects } from '../../rewrite/effects.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { ConstantOp, IndexCastOp, MulIOp } from '../arith/index.js';
import type { OpOf } from '../../irdl/spec.js';
import { AllocOp, AllocaOp, AllocaScopeOp, DeallocOp, ReallocOp } from './alloc.js';
import { LoadOp, StoreOp } from './access.js';
import { CastOp, CopyOp, DimOp, castCompatible } from './cast.js';
import { subviewPatterns } from './canonicalize-subview.js';
import { viewPatterns } from './canonicalize-view.js';
import { canFoldIntoConsumer } from './fold.js';
import { fromStatic, getStridesAndOffset, hasIdentityLayout, toStatic } from './layout.js';
import { CollapseShapeOp, ExpandShapeOp, ReshapeOp, computeCollapsedType, reassociationAttr, reassociationGroups } from './reshape.js';
import { type ReshapeBuilders, composeCollapseOfExpand, composeExpandOfCollapse, composedReshape } from '../utils/reshape.js';
import { ExtractStridedMetadataOp, ReinterpretCastOp, metadataSizes, metadataStrides } from './view.js';

type AllocLike = Operation & { readonly dynamicSizes: Value[]; readonly symbolOperands: Value[]; readonly memref: OpResult };

/** An allocation whose only users store into it or free it is dead (SimplifyDeadAlloc). */
function deadAlloc(op: Operation, rw: PatternRewriter): boolean {
  const memref = op.results[0]!;
  const users = memref.users;
  const ok = users.every((u) => (StoreOp.is(u) ? u.value !== memref : DeallocOp.is(u)));
  if (!ok) return false;
  for (const u of [...new Set(users)]) rw.eraseOp(u);
  rw.eraseOp(op);
  return true;
}

/** Constant non-negative dynamic sizes become static, with a cast back (SimplifyAllocConst). */
function allocConst(op: AllocLike, rw: PatternRewriter, build: typeof AllocOp | typeof AllocaOp): boolean {
  const consts = op.dynamicSizes.map((v) => {
    const c = constantOf(v);
    return c instanceof IntegerAttr && c.value >= 0n ? c.exactNum : undefined;
  });
  if (consts.every((c) => c === undefined)) return false;
  const t = op.memref.type as MemRefType;
  let k = 0;
  const kept: typeof op.dynamicSizes = [];
  const shape = t.shape.map((d) => {
    if (!isDynamic(d)) return d;
    const c = consts[k];
    const v = op.dynamicSizes[k++]!;
    if (c !== undefined) return c;
    kept.push(v);
    return d;
  });
  rw.setInsertionPoint(op);
  const alignment = op.getAttr('alignment');
  const n = build.build(rw, {
    dynamicSizes: kept, symbolOperands: op.symbolOperands,
    ...(alignment instanceof IntegerAttr ? { alignment } : {}),
    resultTypes: [MemRefType.get(shape, t.elementType, t.layout, t.memorySpace)],
  });
  const cast = CastOp.build(rw, { source: n.memref, resultTypes: [t] });
  rw.replaceOp(op, [cast.dest]);
  return true;
}

const isEmptyMemRef = (t: import('../../ir/types.js').Type) => t instanceof MemRefType && t.shape.includes(0);

/** Could this op (not its nested ops) allocate on the stack? (isOpItselfPotentialAutomaticAllocation) */
function potentialStackAllocation(op: Operation): boolean {
  if (op.hasTrait('RecursiveMemoryEffects')) return false;
  return ownEffects(op) === undefined || AllocaOp.is(op);
}

/** The op is followed only by its block's terminator, in a single-block region (an op of an
 * unregistered dialect may be that terminator, as upstream's mightHaveTrait). */
function lastBeforeTerminator(op: Operation): boolean {
  const b = op.parentBlock!;
  const last = b.last;
  return last !== null && (last.hasTrait('Terminator') || !last.isRegistered) && op.next === last && op.parentRegion!.blocks.length === 1;
}

const scopeInliner = pattern('AllocaScopeInliner', AllocaScopeOp, (op, rw) => {
  let potential = false;
  op.walkPre((inner) => {
    if (inner === op) return undefined;
    if (potentialStackAllocation(inner)) { potential = true; return 'interrupt'; }
    return inner.hasTrait('AutomaticAllocationScope') ? 'skip' : undefined;
  });
  if (potential && (!op.parentOp!.hasTrait('AutomaticAllocationScope') || !lastBeforeTerminator(op))) return false;
  const block = op.bodyRegion.front;
  const term = block.last!;
  const results = term.operands;
  rw.inlineBlockBefore(block, op);
  rw.replaceOp(op, results);
  rw.eraseOp(term);
  return true;
});

/**
 * Allocas in a scope nested (through ops that are each last in their one-block region) in an op
 * without an allocation scope move to just before the outermost such op, when their operands are
 * defined outside it (AllocaScopeHoister): they then live in the enclosing allocation scope.
 */
const scopeHoister = pattern('AllocaScopeHoister', AllocaScopeOp, (op, rw) => {
  let top = op.parentOp;
  if (!top || top.hasTrait('AutomaticAllocationScope') || !op.parentWhere((p) => p.hasTrait('AutomaticAllocationScope'))) return false;
  if (!lastBeforeTerminator(op) || !lastBeforeTerminator(top)) return false;
  while (!top.parentOp!.hasTrait('AutomaticAllocationScope')) {
    top = top.parentOp!;
    if (!lastBeforeTerminator(top)) return false;
  }
  const containing = top.regions.find((r) => r.isAncestor(op.parentRegion));
  if (!containing) return false;
  const hoist: Operation[] = [];
  op.walk((inner) => {
    if (!AllocaOp.is(inner)) return;
    if (inner.operands.some((v) => { const r = v.parentBlock?.parentRegion ?? null; return r !== null && containing.isAncestor(r); })) return;
    hoist.push(inner);
  });
  if (!hoist.length) return false;
  rw.setInsertionPoint(top);
  for (const a of hoist) rw.replaceOp(a, rw.clone(a).results);
  return true;
});

/**
 * Offsets, sizes and strides the source type knows statically are used as constants (upstream
 * does this in ExtractStridedMetadataOp::fold); the op is then often dead.
 */
const metadataConstants = pattern('ExtractStridedMetadataOpConstantFolder', ExtractStridedMetadataOp, (op, rw) => {
  const t = op.source.type;
  const layout = t instanceof MemRefType ? getStridesAndOffset(t) : undefined;
  if (!(t instanceof MemRefType) || !layout) return false;
  const pairs: [OpResult, number][] = [
    [op.offset, layout.offset],
    ...metadataSizes(op).map((r, i) => [r, t.shape[i]!] as [typeof r, number]),
    ...metadataStrides(op).map((r, i) => [r, layout.strides[i]!] as [typeof r, number]),
  ];
  let changed = false;
  rw.setInsertionPoint(op);
  for (const [result, value] of pairs) {
    // An unused result gets no constant: the driver would loop making them.
    if (!result.hasUses || isDynamic(value)) continue;
    const c = ConstantOp.build(rw, { value: IntegerAttr.index(value), resultTypes: [result.type] }).result;
    rw.replaceAllUsesWith(result, c);
    changed = true;
  }
  return changed;
});

/** Two reshapes of one kind in a row on identity layouts are one (ComposeReassociativeReshapeOps). */
function composeReshapes(op: Operation & { readonly src: Value; readonly result: OpResult }, rw: PatternRewriter): boolean {
  const c = composedReshape(op, (o) => reassociationGroups(o.getAttr('reassociation') as ArrayAttr));
  if (!c || ![c.source.type, op.src.type, op.result.type].every((t) => t instanceof MemRefType && hasIdentityLayout(t))) return false;
  rw.setInsertionPoint(op);
  const n = ExpandShapeOp.is(op)
    ? ExpandShapeOp.build(rw, {
      src: c.source, output_shape: op.output_shape, reassociation: reassociationAttr(c.groups),
      static_output_shape: op.static_output_shape, resultTypes: [op.result.type],
    }, op.loc).result
    : CollapseShapeOp.build(rw, { src: c.source, reassociation: reassociationAttr(c.groups), resultTypes: [op.result.type] }, op.loc).result;
  rw.replaceOp(op, [n]);
  return true;
}

/** What the shared collapse/expand compositions build in the memref dialect. */
const memrefReshapes: ReshapeBuilders = {
  groups: (op) => reassociationGroups(op.getAttr('reassociation') as ArrayAttr),
  staticSizes: (op) => fromStatic((op.getAttr('static_output_shape') as DenseArrayAttr).values),
  plain: (t) => t instanceof MemRefType && hasIdentityLayout(t),
  castCompatible,
  collapse: (rw, src, groups, type, loc) => CollapseShapeOp.build(rw, { src, reassociation: reassociationAttr(groups), resultTypes: [type] }, loc).result,
  expand: (rw, src, groups, type, statics, dynamics, loc) => ExpandShapeOp.build(rw, {
    src, output_shape: [...dynamics], reassociation: reassociationAttr(groups),
    static_output_shape: DenseArrayAttr.get(i64, toStatic(statics)), resultTypes: [type],
  }, loc).result,
  cast: (rw, source, type, loc) => CastOp.build(rw, { source, resultTypes: [type] }, loc).dest,
  mulIndex: (rw, lhs, rhs, loc) => MulIOp.build(rw, { lhs, rhs, resultTypes: [index] }, loc).result,
  constIndex: (rw, n, loc) => ConstantOp.build(rw, { value: IntegerAttr.index(n), resultTypes: [index] }, loc).result,
};

/**
 * dim(reshape(x, shape), i) → load shape[i] right after the reshape (the shape buffer may change
 * later), when i is known to be defined before the reshape: in its block before it, or in a
 * region around it (DimOfMemRefReshape, with upstream's cheap dominance check).
 */
function dimOfReshape(op: OpOf<typeof DimOp.spec>, rw: PatternRewriter): boolean {
  const reshape = op.source.definingOp;
  if (!ReshapeOp.is(reshape)) return false;
  const i = op.index;
  if (i.parentBlock === reshape.parentBlock) {
    const def = i.definingOp;
    if (def && reshape.isBeforeInBlock(def)) return false;
  } else if (op.parentBlock !== reshape.parentBlock) {
    const outer = i.parentBlock?.parentRegion, inner = reshape.parentRegion;
    if (!outer || !inner || outer === inner || !outer.isAncestor(inner)) return false;
  }
  rw.setInsertionPointAfter(reshape);
  let v: Value = LoadOp.build(rw, { memref: reshape.shape, indices: [i], nontemporal: IntegerAttr.bool(false), resultTypes: [(reshape.shape.type as MemRefType).elementType] }, op.loc).result;
  if (v.type !== index) v = IndexCastOp.build(rw, { in: v, resultTypes: [index] }, op.loc).out;
  rw.replaceOp(op, [v]);
  return true;
}

/** collapse_shape(cast(x)) where the cast only forgets static information → collapse_shape(x),
 * cast back to the old result type when the collapsed type changes (CollapseShapeOpMemRefCastFolder). */
function collapseOfCast(op: OpOf<typeof CollapseShapeOp.spec>, rw: PatternRewriter): boolean {
  const cast = op.src.definingOp;
  if (!CastOp.is(cast) || !canFoldIntoConsumer(cast) || !(cast.source.type instanceof MemRefType)) return false;
  const groups = reassociationGroups(op.reassociation);
  const type = computeCollapsedType(cast.source.type, groups);
  if (!type) return false;
  if (type === op.result.type) {
    rw.modifyOpInPlace(op, () => op.setOperand(0, cast.source));
    return true;
  }
  rw.setInsertionPoint(op);
  const collapsed = CollapseShapeOp.build(rw, { src: cast.source, reassociation: reassociationAttr(groups), resultTypes: [type] }, op.loc).result;
  rw.replaceOp(op, [CastOp.build(rw, { source: collapsed, resultTypes: [op.result.type] }, op.loc).dest]);
  return true;
}

/** An offset, size or stride: a constant, or the value that holds it. */
type Entry = number | Value;
/** upstream's constifyIndexValues: static entries of the type win, then constant operands. */
function constified(statics: readonly number[], values: readonly Value[], fromType: readonly number[]): Entry[] {
  let k = 0;
  return statics.map((s, i) => {
    const e: Entry = isDynamic(s) ? values[k++]! : s;
    const t = fromType[i];
    if (t !== undefined && !isDynamic(t)) return t;
    if (typeof e === 'number') return e;
    const c = constantOf(e);
    return c instanceof IntegerAttr && c.exactNum !== undefined ? c.exactNum : e;
  });
}
const sameEntries = (a: readonly Entry[], b: readonly Entry[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * reinterpret_cast(extract_strided_metadata(x)): when it rebuilds x's offset, sizes and strides
 * it is x (a memref.cast when the types differ); otherwise it reinterprets x directly, as it only
 * reads the base pointer (ReinterpretCastOpExtractStridedMetadataFolder).
 */
function reinterpretOfMetadata(op: OpOf<typeof ReinterpretCastOp.spec>, rw: PatternRewriter): boolean {
  const meta = op.source.definingOp;
  if (!ExtractStridedMetadataOp.is(meta)) return false;
  const src = meta.source, srcType = src.type as MemRefType, resType = op.result.type as MemRefType;
  const srcLayout = getStridesAndOffset(srcType), resLayout = getStridesAndOffset(resType);
  if (!srcLayout || !resLayout) return false;
  const metaSizes = constified(srcType.shape.map(() => DYNAMIC), metadataSizes(meta), srcType.shape);
  const metaStrides = constified(srcType.shape.map(() => DYNAMIC), metadataStrides(meta), srcLayout.strides);
  const metaOffset = constified([DYNAMIC], [meta.offset], [srcLayout.offset]);
  const sizes = constified(toNums(op.static_sizes), op.sizes, resType.shape);
  const strides = constified(toNums(op.static_strides), op.strides, resLayout.strides);
  const offset = constified(toNums(op.static_offsets), op.offsets, [resLayout.offset]);
  if (!sameEntries(metaStrides, strides) || !sameEntries(metaSizes, sizes) || metaOffset[0] !== offset[0]) {
    rw.modifyOpInPlace(op, () => op.setOperand(0, src));
    return true;
  }
  rw.replaceOp(op, [src.type === op.result.type ? src : CastOp.build(rw, { source: src, resultTypes: [op.result.type] }, op.loc).dest]);
  return true;
}
const toNums = (a: DenseArrayAttr): number[] => fromStatic(a.values);

export const memrefPatterns: readonly RewritePattern[] = [
  pattern('ReinterpretCastOpExtractStridedMetadataFolder', ReinterpretCastOp, reinterpretOfMetadata),
  pattern('DimOfMemRefReshape', DimOp, dimOfReshape),
  pattern('ComposeReassociativeReshapeOps', CollapseShapeOp, composeReshapes),
  pattern('ComposeCollapseOfExpandOp', CollapseShapeOp, (op, rw) => composeCollapseOfExpand(op, ExpandShapeOp.is(op.src.definingOp), memrefReshapes, rw)),
  pattern('CollapseShapeOpMemRefCastFolder', CollapseShapeOp, collapseOfCast),
  pattern('ComposeReassociativeReshapeOps', ExpandShapeOp, composeReshapes),
  pattern('ComposeExpandOfCollapseOp', ExpandShapeOp, (op, rw) => composeExpandOfCollapse(op, CollapseShapeOp.is(op.src.definingOp), memrefReshapes, rw)),
  pattern('SimplifyAllocConst', AllocOp, (op, rw) => allocConst(op, rw, AllocOp)),
  pattern('SimplifyDeadAlloc', AllocOp, deadAlloc),
  pattern('SimplifyAllocConst', AllocaOp, (op, rw) => allocConst(op, rw, AllocaOp)),
  pattern('SimplifyDeadAlloc', AllocaOp, deadAlloc),
  pattern('SimplifyDeadAlloc', ReallocOp, deadAlloc),
  pattern('FoldEmptyCopy', CopyOp, (op, rw) => {
    if (!isEmptyMemRef(op.source.type) && !isEmptyMemRef(op.target.type)) return false;
    rw.eraseOp(op);
    return true;
  }),
  pattern('FoldSelfCopy', CopyOp, (op, rw) => {
    if (op.source !== op.target) return false;
    rw.eraseOp(op);
    return true;
  }),
  scopeInliner, scopeHoister,
  ...subviewPatterns,
  ...viewPatterns,
  metadataConstants,
];
