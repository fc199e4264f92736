/** Sizes of tensors as mixed static/dynamic lists, for patterns that build new shapes. */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Location } from '../../ir/location.js';
import { type RankedTensorType, index, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { ConstantOp } from '../arith/index.js';
import { DimOp } from '../tensor/index.js';

/** An index constant made at the rewriter's insertion point. */
export const constIndex = (rw: PatternRewriter, n: number, loc: Location): Value =>
  ConstantOp.build(rw, { value: IntegerAttr.index(n), resultTypes: [index] }, loc).result;

/** Dim `i` of the ranked tensor `v`: its static size, or a new tensor.dim (upstream's
 * createOrFold<tensor::DimOp>, whose fold gives the static size). */
export function sizeOf(rw: PatternRewriter, v: Value, i: number, loc: Location): number | Value {
  const d = (v.type as RankedTensorType).shape[i]!;
  return isDynamic(d) ? DimOp.build(rw, { source: v, index: constIndex(rw, i, loc), resultTypes: [index] }, loc).result : d;
}
