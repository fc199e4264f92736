/**
 * Canonicalizations through linalg.fill (upstream's FillOp patterns, whose roots are the fill's
 * users): a reshape, transpose or copy of a fill is a fill of the reshaped, transposed or copied
 * init; an extract from a fill is the fill value; a concat of fills of one value is a fill of the
 * concatenated inits; a pad of a fill, or a pad inserted into a fill, by the fill value needs no pad.
 */
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { constantIntOf, constantOf } from '../../rewrite/fold.js';
import { PackOp } from './relayout.js';
import { DYNAMIC, RankedTensorType, isDynamic } from '../../ir/types.js';
import { AffineMap } from '../../ir/affine/map.js';
import { getAffineDimExpr, getAffineSymbolExpr } from '../../ir/affine/expr.js';
import { makeComposedFoldedAffineApply } from '../affine/build.js';
import { dimsAttr, staticDims } from '../tensor/shape.js';
import { sizeOf } from './sizes.js';
import { CastOp, CollapseShapeOp, ConcatOp, EmptyOp, ExpandShapeOp, ExtractOp, InsertSliceOp, PadOp, inferConcatType } from '../tensor/index.js';
import { constantPaddingValue } from '../tensor/canonicalize-pad.js';
import { CopyOp, FillOp } from './elementwise-named.js';
import { createNamedOp } from './named.js';
import { TransposeOp } from './transpose-broadcast.js';

type Fill = Operation & { readonly inputs: Value[]; readonly outputs: Value[] };
const fillOf = (v: Value | undefined): Fill | undefined => {
  const def = v?.definingOp;
  return FillOp.is(def) ? def as Fill : undefined;
};

/** A fill of `value` into `init`, replacing `op`. */
function replaceWithFill(rw: PatternRewriter, op: Operation, value: Value, init: Value, loc = op.loc): void {
  rw.replaceOp(op, createNamedOp(rw, FillOp, [value], [init], { resultTypes: op.resultTypes, loc }).results);
}

/** collapse_shape / expand_shape of a fill → fill of the reshaped init (FoldFillWithTensorReshape). */
const collapseOfFill = pattern('FoldFillWithTensorReshape<CollapseShapeOp>', CollapseShapeOp, (op, rw) => {
  const fill = fillOf(op.src);
  if (!fill) return false;
  const init = CollapseShapeOp.build(rw, { src: fill.outputs[0]!, reassociation: op.reassociation, resultTypes: [op.result.type] }, fill.loc).result;
  replaceWithFill(rw, op, fill.inputs[0]!, init);
  return true;
});
const expandOfFill = pattern('FoldFillWithTensorReshape<ExpandShapeOp>', ExpandShapeOp, (op, rw) => {
  const fill = fillOf(op.src);
  if (!fill) return false;
  const init = ExpandShapeOp.build(rw, {
    src: fill.outputs[0]!, output_shape: op.output_shape, reassociation: op.reassociation, static_output_shape: op.static_output_shape,
    resultTypes: [op.result.type],
  }, fill.loc).result;
  replaceWithFill(rw, op, fill.inputs[0]!, init);
  return true;
});

/** tensor.extract of a fill is the fill value (FoldFillWithTensorExtract). */
const extractOfFill = pattern('FoldFillWithTensorExtract', ExtractOp, (op, rw) => {
  const fill = fillOf(op.tensor);
  if (!fill) return false;
  rw.replaceOp(op, [fill.inputs[0]!]);
  return true;
});

/** A copy from a fill fills the copy's init; a copy into a fill's result copies into its init (FoldFillWithCopy). */
const copyOfFill = pattern('FoldFillWithCopy', CopyOp, (op, rw) => {
  const from = fillOf(op.inputs[0]);
  if (from) {
    rw.replaceOp(op, createNamedOp(rw, FillOp, from.inputs, op.outputs, { resultTypes: op.resultTypes, loc: op.loc }).results);
    return true;
  }
  const into = fillOf(op.outputs[0]);
  if (!into) return false;
  rw.replaceOp(op, createNamedOp(rw, CopyOp, op.inputs, into.outputs, { loc: op.loc }).results);
  return true;
});

/** A transpose of a fill fills the transpose's init (FoldFillWithTranspose). */
const transposeOfFill = pattern('FoldFillWithTranspose', TransposeOp, (op, rw) => {
  const fill = fillOf(op.input);
  if (!fill) return false;
  replaceWithFill(rw, op, fill.inputs[0]!, op.init);
  return true;
});

type Pad = ReturnType<typeof PadOp.build>;
type Mixed = number | Value;

/** A mixed list from its static entries and the operands of the dynamic ones. */
function mixedList(statics: readonly number[], dynamic: readonly Value[]): Mixed[] {
  let k = 0;
  return statics.map((s) => (isDynamic(s) ? dynamic[k++]! : s));
}

/** The padded sizes of `pad` (upstream's PadOp::reifyResultShapes): static ones as numbers,
 * dynamic ones as `dim + low + high` through a composed, folded affine.apply. */
function reifyPadShape(rw: PatternRewriter, pad: Pad): Mixed[] {
  const res = pad.result.type as RankedTensorType;
  const low = mixedList(staticDims(pad.static_low), pad.low), high = mixedList(staticDims(pad.static_high), pad.high);
  const sum = AffineMap.get(3, 0, [getAffineDimExpr(0).add(getAffineDimExpr(1)).add(getAffineDimExpr(2))]);
  return res.shape.map((d, i) => (isDynamic(d)
    ? makeComposedFoldedAffineApply(rw, pad.loc, sum, [sizeOf(rw, pad.source, i, pad.loc), low[i]!, high[i]!])
    : d));
}

/** A tensor.empty of the mixed `sizes`. */
function emptyOf(rw: PatternRewriter, sizes: readonly Mixed[], elementType: RankedTensorType['elementType'], loc: Operation['loc']): Value {
  const type = RankedTensorType.get(sizes.map((x) => (typeof x === 'number' ? x : DYNAMIC)), elementType);
  return EmptyOp.build(rw, { dynamicSizes: sizes.filter((x): x is Value => typeof x !== 'number'), resultTypes: [type] }, loc).result;
}

/**
 * A pad of a fill by the fill value is a fill of an empty tensor of the padded shape, cast to the
 * pad's type where that is less static (FoldFillWithPad).
 */
const padOfFill = pattern('FoldFillWithPad', PadOp, (op, rw) => {
  const fill = fillOf(op.source);
  if (!fill) return false;
  const pad = constantPaddingValue(op);
  if (!pad || pad !== fill.inputs[0]) return false;
  const res = op.result.type as RankedTensorType;
  const empty = emptyOf(rw, reifyPadShape(rw, op), res.elementType, op.loc);
  let v = createNamedOp(rw, FillOp, [pad], [empty], { loc: fill.loc }).results[0]!;
  if (v.type !== res) v = CastOp.build(rw, { source: v, resultTypes: [res] }, fill.loc).dest;
  rw.replaceOp(op, [v]);
  return true;
});

type Insert = ReturnType<typeof InsertSliceOp.build>;

/** Whether two static slices of one rank are apart in some dim (dims with a dynamic part say
 * nothing). */
function disjoint(a: Insert, b: Insert): boolean {
  const parts = (op: Insert) => [staticDims(op.static_offsets), staticDims(op.static_sizes), staticDims(op.static_strides)] as const;
  const [ao, as, at] = parts(a), [bo, bs, bt] = parts(b);
  return ao.some((_, i) => {
    if ([ao[i], as[i], at[i], bo[i], bs[i], bt[i]].some((x) => isDynamic(x!))) return false;
    const aEnd = ao[i]! + (as[i]! - 1) * at[i]!, bEnd = bo[i]! + (bs[i]! - 1) * bt[i]!;
    return aEnd < bo[i]! || bEnd < ao[i]!;
  });
}

/**
 * Inserting a pad of `x` into a fill by the pad value (perhaps through inserts elsewhere into
 * the fill) inserts `x` itself, shifted by the low padding (FoldInsertPadIntoFill).
 */
const insertPadIntoFill = pattern('FoldInsertPadIntoFill', InsertSliceOp, (op, rw) => {
  const pad = op.source.definingOp;
  if (!PadOp.is(pad)) return false;
  const rank = (op.result.type as RankedTensorType).rank;
  if (rank !== (op.source.type as RankedTensorType).rank) return false;
  let first = op.dest;
  for (let prev = first.definingOp; InsertSliceOp.is(prev); prev = first.definingOp) {
    if ((prev.result.type as RankedTensorType).rank !== (prev.source.type as RankedTensorType).rank) return false;
    if (!disjoint(prev, op)) break;
    first = prev.dest;
  }
  const fill = fillOf(first);
  const value = constantPaddingValue(pad);
  if (!fill || !value || fill.inputs[0] !== value) return false;
  const low = mixedList(staticDims(pad.static_low), pad.low);
  const offsets = mixedList(staticDims(op.static_offsets), op.offsets);
  const add = AffineMap.get(0, 2, [getAffineSymbolExpr(0).add(getAffineSymbolExpr(1))]);
  const newOffsets = low.map((l, i) => makeComposedFoldedAffineApply(rw, op.loc, add, [l, offsets[i]!]));
  const srcType = pad.source.type as RankedTensorType;
  const sizes = srcType.shape.map((_, i) => sizeOf(rw, pad.source, i, op.loc));
  const split = (xs: readonly Mixed[]) => ({ statics: xs.map((x) => (typeof x === 'number' ? x : DYNAMIC)), values: xs.filter((x): x is Value => typeof x !== 'number') });
  const o = split(newOffsets), z = split(sizes);
  rw.replaceOp(op, [InsertSliceOp.build(rw, {
    source: pad.source, dest: op.dest, offsets: o.values, sizes: z.values, strides: op.strides,
    static_offsets: dimsAttr(o.statics), static_sizes: dimsAttr(z.statics), static_strides: op.static_strides,
    resultTypes: [op.result.type],
  }, op.loc).result]);
  return true;
});

/** A pack of a fill (by the fill value, if it pads) into a dest used once is a fill of the dest (FoldFillWithPack). */
const packOfFill = pattern('FoldFillWithPack', PackOp, (op, rw) => {
  const fill = fillOf(op.source);
  if (!fill) return false;
  const pad = op.padding_value, value = fill.inputs[0]!;
  if (pad && pad !== value) {
    const a = constantIntOf(pad), b = constantIntOf(value);
    if (a === undefined || a !== b) return false;
  }
  if (op.dest.numUses !== 1) return false;
  rw.replaceOp(op, createNamedOp(rw, FillOp, fill.inputs, [op.dest], { loc: op.loc }).results);
  return true;
});

/** The fill value as upstream compares it (getAsOpFoldResult): a constant's attribute, or the value. */
const fillValueKey = (f: Fill): unknown => constantOf(f.inputs[0]!)?.key ?? f.inputs[0]!;

/** A concat of fills of one value → a fill of the concat of their inits (FoldConcatsOfFill). */
const concatOfFills = pattern('FoldConcatsOfFill', ConcatOp, (op, rw) => {
  const fills = op.inputs.map((v) => fillOf(v));
  const first = fills[0];
  if (!first || fills.some((f) => !f || fillValueKey(f) !== fillValueKey(first))) return false;
  const inits = fills.map((f) => f!.outputs[0]!);
  const cat = ConcatOp.build(rw, { inputs: inits, dim: op.dim, resultTypes: [inferConcatType(op.dim.num, inits.map((v) => v.type as RankedTensorType))] }, op.loc).result;
  rw.replaceOp(op, createNamedOp(rw, FillOp, [first.inputs[0]!], [cat], { loc: op.loc }).results);
  return true;
});

export const fillPatterns: readonly RewritePattern[] = [
  collapseOfFill, expandOfFill, extractOfFill, copyOfFill, packOfFill, padOfFill, insertPadIntoFill, transposeOfFill, concatOfFills,
];
