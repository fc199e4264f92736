/**
 * Canonicalizations through linalg.fill (upstream's FillOp patterns, whose roots are the fill's
 * users): a reshape, transpose or copy of a fill is a fill of the reshaped, transposed or copied
 * init; an extract from a fill is the fill value; a concat of fills of one value is a fill of the
 * concatenated inits.
 */
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { constantIntOf, constantOf } from '../../rewrite/fold.js';
import { PackOp } from './relayout.js';
import { RankedTensorType } from '../../ir/types.js';
import { CastOp, CollapseShapeOp, ConcatOp, EmptyOp, ExpandShapeOp, ExtractOp, PadOp, inferConcatType } from '../tensor/index.js';
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

/**
 * A pad of a fill by the fill value is a fill of an empty tensor of the padded shape
 * (FoldFillWithPad). Upstream also handles dynamic padded sizes, through an affine.apply of the
 * reified shape; comco folds the static ones only.
 */
const padOfFill = pattern('FoldFillWithPad', PadOp, (op, rw) => {
  const fill = fillOf(op.source);
  const res = op.result.type as RankedTensorType;
  if (!fill || !res.hasStaticShape) return false;
  const pad = constantPaddingValue(op);
  if (!pad || pad !== fill.inputs[0]) return false;
  const emptyType = RankedTensorType.get(res.shape, res.elementType);
  const empty = EmptyOp.build(rw, { dynamicSizes: [], resultTypes: [emptyType] }, op.loc).result;
  let v = createNamedOp(rw, FillOp, [pad], [empty], { loc: fill.loc }).results[0]!;
  if (v.type !== res) v = CastOp.build(rw, { source: v, resultTypes: [res] }, fill.loc).dest;
  rw.replaceOp(op, [v]);
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

export const fillPatterns: readonly RewritePattern[] = [collapseOfFill, expandOfFill, extractOfFill, copyOfFill, packOfFill, padOfFill, transposeOfFill, concatOfFills];
