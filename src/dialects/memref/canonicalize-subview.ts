/**
 * subview canonicalization, as upstream's: constant offsets/sizes/strides become static (with a
 * cast back to the old type), a source memref.cast that only relaxed the type is skipped, and a
 * subview of the whole memref is the memref (or a cast of it). reinterpret_cast's constant
 * offset/sizes/strides become static the same way.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Value } from '../../ir/value.js';
import { MemRefType } from '../../ir/types.js';
import { staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';
import type { OpOf } from '../../irdl/spec.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { CastOp } from './cast.js';
import { canFoldIntoConsumer } from './fold.js';
import { DYNAMIC, fromStatic, getStridesAndOffset, inBoundsSliceError, isDynamic, memRefRankReductionMask, stridedMemRef, toStatic } from './layout.js';
import { type Mixed, mixedValues } from './slicing.js';
import { ReinterpretCastOp, SubViewOp, inferSubViewType } from './view.js';

type SubView = OpOf<typeof SubViewOp.spec>;

const constIndex = (v: Value): bigint | undefined => {
  const c = constantOf(v);
  return c instanceof IntegerAttr ? c.value : undefined;
};

/** Replaces constant entries by their value (upstream's foldDynamicIndexList); whether any was. */
function foldList(list: Mixed[], onlyNonNegative: boolean, onlyNonZero = false): boolean {
  let changed = false;
  list.forEach((m, i) => {
    if (typeof m === 'number') return;
    const c = constIndex(m);
    if (c === undefined || (onlyNonNegative && c < 0n) || (onlyNonZero && c === 0n)) return;
    list[i] = Number(c);
    changed = true;
  });
  return changed;
}

const staticsOf = (list: readonly Mixed[]) => list.map((m) => (typeof m === 'number' ? m : DYNAMIC));
const dynamicsOf = (list: readonly Mixed[]) => list.filter((m): m is Value => typeof m !== 'number');

/** The non-reduced subview type with the dims the op drops dropped again. */
function canonicalType(op: SubView, source: MemRefType, offsets: readonly Mixed[], sizes: readonly Mixed[], strides: readonly Mixed[], dropFrom: MemRefType): MemRefType | undefined {
  const full = inferSubViewType(source, staticsOf(offsets), staticsOf(sizes), staticsOf(strides));
  const dropped = memRefRankReductionMask(dropFrom, op.result.type as MemRefType, fromStatic(op.static_sizes.values));
  if (!dropped) return undefined;
  if (!dropped.size) return full;
  const so = getStridesAndOffset(full)!;
  const keep = (_: number, i: number) => !dropped.has(i);
  return stridedMemRef(full.shape.filter(keep), full.elementType, so.offset, so.strides.filter(keep), full.memorySpace);
}

/** Creates the new subview and replaces `op` by a cast of it to the old type. */
function replaceWithSubView(rw: PatternRewriter, op: SubView, source: Value, type: MemRefType, offsets: readonly Mixed[], sizes: readonly Mixed[], strides: readonly Mixed[]): void {
  rw.setInsertionPoint(op);
  const n = SubViewOp.build(rw, {
    source, offsets: dynamicsOf(offsets), sizes: dynamicsOf(sizes), strides: dynamicsOf(strides),
    static_offsets: staticIndexArray(toStatic(staticsOf(offsets))), static_sizes: staticIndexArray(toStatic(staticsOf(sizes))),
    static_strides: staticIndexArray(toStatic(staticsOf(strides))), resultTypes: [type],
  });
  const cast = CastOp.build(rw, { source: n.result, resultTypes: [op.result.type] });
  rw.replaceOp(op, [cast.dest]);
}

const constantFolder = pattern('SubViewOpConstantFolder', SubViewOp, (op, rw) => {
  const offsets = mixedValues(op.static_offsets, op.offsets);
  const sizes = mixedValues(op.static_sizes, op.sizes);
  const strides = mixedValues(op.static_strides, op.strides);
  // One list at a time, as upstream (offsets, then sizes, then strides): the bounds check below
  // may refuse a later list after an earlier one folded. As upstream's foldDynamicStrideList, a
  // zero stride stays dynamic.
  if (!foldList(offsets, true) && !foldList(sizes, true) && !foldList(strides, false, true)) return false;
  const src = op.source.type as MemRefType;
  if (inBoundsSliceError(src.shape, staticsOf(offsets), staticsOf(sizes), staticsOf(strides))) return false;
  const type = canonicalType(op, src, offsets, sizes, strides, src);
  if (!type) return false;
  replaceWithSubView(rw, op, op.source, type, offsets, sizes, strides);
  return true;
});

const castFolder = pattern('SubViewOpMemRefCastFolder', SubViewOp, (op, rw) => {
  if (op.operands.some((v) => constIndex(v) !== undefined)) return false;
  const cast = op.source.definingOp;
  if (!cast || !CastOp.is(cast) || !canFoldIntoConsumer(cast)) return false;
  const offsets = mixedValues(op.static_offsets, op.offsets);
  const sizes = mixedValues(op.static_sizes, op.sizes);
  const strides = mixedValues(op.static_strides, op.strides);
  const type = canonicalType(op, cast.source.type as MemRefType, offsets, sizes, strides, op.source.type as MemRefType);
  if (!type) return false;
  replaceWithSubView(rw, op, cast.source, type, offsets, sizes, strides);
  return true;
});

/** Offsets all 0, strides all 1 and sizes the source's (upstream's isTrivialSubViewOp). */
const trivialFolder = pattern('TrivialSubViewOpFolder', SubViewOp, (op, rw) => {
  const src = op.source.type as MemRefType;
  const res = op.result.type as MemRefType;
  if (src.rank !== res.rank) return false;
  const value = (m: Mixed) => (typeof m === 'number' ? (isDynamic(m) ? undefined : m) : constIndex(m) === undefined ? undefined : Number(constIndex(m)));
  const offsets = mixedValues(op.static_offsets, op.offsets).map(value);
  const strides = mixedValues(op.static_strides, op.strides).map(value);
  const sizes = mixedValues(op.static_sizes, op.sizes).map(value);
  if (offsets.some((o) => o !== 0) || strides.some((s) => s !== 1) || sizes.some((s, i) => s === undefined || s !== src.shape[i])) return false;
  if (src === res) { rw.replaceOp(op, [op.source]); return true; }
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [CastOp.build(rw, { source: op.source, resultTypes: [res] }).dest]);
  return true;
});

/**
 * reinterpret_cast with constant offset, sizes or strides: they become static, in the result type
 * too, and a memref.cast gives back the old type (ReinterpretCastOpConstantFolder). Only
 * non-negative constants fold: upstream folds negative ones too, into IR its verifier rejects.
 */
const reinterpretCastConstants = pattern('ReinterpretCastOpConstantFolder', ReinterpretCastOp, (op, rw) => {
  const offsets = mixedValues(op.static_offsets, op.offsets);
  const sizes = mixedValues(op.static_sizes, op.sizes);
  const strides = mixedValues(op.static_strides, op.strides);
  const a = foldList(offsets, true), b = foldList(sizes, true), c = foldList(strides, true);
  if (!a && !b && !c) return false;
  const old = op.result.type as MemRefType;
  const type = stridedMemRef(staticsOf(sizes), old.elementType, staticsOf(offsets)[0]!, staticsOf(strides), old.memorySpace);
  rw.setInsertionPoint(op);
  const n = ReinterpretCastOp.build(rw, {
    source: op.source, offsets: dynamicsOf(offsets), sizes: dynamicsOf(sizes), strides: dynamicsOf(strides),
    static_offsets: staticIndexArray(toStatic(staticsOf(offsets))), static_sizes: staticIndexArray(toStatic(staticsOf(sizes))),
    static_strides: staticIndexArray(toStatic(staticsOf(strides))), resultTypes: [type],
  }, op.loc);
  rw.replaceOp(op, [CastOp.build(rw, { source: n.result, resultTypes: [old] }, op.loc).dest]);
  return true;
});

export const subviewPatterns: readonly RewritePattern[] = [constantFolder, castFolder, trivialFolder, reinterpretCastConstants];
