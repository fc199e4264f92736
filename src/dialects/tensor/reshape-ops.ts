/**
 * tensor.collapse_shape and tensor.expand_shape: reshapes by a reassociation, a list of
 * contiguous groups of expanded dimensions, one group per collapsed dimension. The checks are
 * upstream's verifyReshapeLikeTypes / reshapeLikeShapesAreCompatible, with the same messages.
 */
import '../../irdl/directives/index.js';
import { type Attribute, DenseElementsAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { DYNAMIC, RankedTensorType, type Type, isDynamic } from '../../ir/types.js';
import { AnyTensor, DenseI64ArrayAttr, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { IndexListArrayAttr, reassociationIndices } from './constraints.js';
import { staticDims } from './shape.js';
import { foldReshapeOfInverse } from '../utils/reshape.js';

/** The collapsed type of `expanded` under `groups` (a group with a dynamic size is dynamic). */
export function collapsedType(expanded: RankedTensorType, groups: readonly (readonly number[])[]): RankedTensorType {
  let cur = 0;
  const shape = groups.map((g) => {
    const band = expanded.shape.slice(cur, cur + g.length);
    cur += g.length;
    return band.some(isDynamic) ? DYNAMIC : band.reduce((a, b) => a * b, 1);
  });
  return RankedTensorType.get(shape, expanded.elementType);
}

/** Index of the first group that is not the next run of dimensions, or -1. */
function invalidGroup(groups: readonly (readonly number[])[], nDims: number): number {
  let next = 0;
  for (let i = 0; i < groups.length; i++) {
    for (const d of groups[i]!) if (d !== next++) return i;
  }
  return next !== nDims ? groups.length - 1 : -1;
}

/** Upstream's verifyTensorReshapeOp, for either direction. */
export function verifyReshape(op: Operation, reassociation: readonly (readonly number[])[], expanded: Type, collapsed: Type): void {
  if (!(expanded instanceof RankedTensorType) || !(collapsed instanceof RankedTensorType)) return;
  const er = expanded.rank, cr = collapsed.rank;
  if (er < cr) {
    throw opError(op, `expected the expanded type, '${expanded.key}' to have a higher (or same) rank than the collapsed type, '${collapsed.key}'.`);
  }
  if (cr !== reassociation.length) {
    throw opError(op, `expected collapsed rank (${cr}) to equal the number of reassociation maps (${reassociation.length}).`);
  }
  if (reassociation.length) {
    const nDims = Math.max(0, ...reassociation.flat()) + 1;
    if (nDims !== er) {
      throw opError(op, `expected reassociation map #0 to have size equal to the expanded rank (${er}), but it is  ${nDims}.`);
    }
    const bad = invalidGroup(reassociation, nDims);
    if (bad >= 0) throw opError(op, `expected reassociation map #${bad} to be valid and contiguous.`);
  }
  let start = 0;
  reassociation.forEach((g, i) => {
    const band = expanded.shape.slice(start, start + g.length);
    start += g.length;
    const c = collapsed.shape[i]!;
    if (band.some(isDynamic)) {
      if (!isDynamic(c)) {
        throw opError(op, `expected dimension ${i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic`);
      }
    } else {
      const size = band.reduce((a, b) => a * b, 1);
      if (c !== size) throw opError(op, `expected dimension ${i} of collapsed type to be static value of ${size}`);
    }
  });
  const want = collapsedType(expanded, reassociation);
  if (want.shape.join() !== collapsed.shape.join() || want.elementType !== collapsed.elementType) {
    throw opError(op, `expected collapsed type to be '${want.key}', but got '${collapsed.key}'`);
  }
}

const reassociationOf = (op: Operation): number[][] => reassociationIndices(op.getAttr('reassociation'));

/**
 * Upstream's foldReshapeOp: an identity reshape is its source; a reshaped constant is a constant;
 * collapse_shape(expand_shape(x)) or the reverse giving x's type back is x when x has at most one
 * dynamic size, or when the reassociations are equal and either the pair expands then collapses
 * or no group holds two dynamic sizes.
 */
function foldReshape(op: Operation, inverse: string, operands: readonly (Attribute | undefined)[]): readonly FoldResult[] | undefined {
  const src = op.getOperand(0), type = op.getResult(0).type;
  if (src.type === type) return [src];
  const c = operands[0];
  if (c instanceof DenseElementsAttr && type instanceof RankedTensorType && type.hasStaticShape) {
    return [c.reshaped(type)];
  }
  return foldReshapeOfInverse(op, inverse, reassociationOf);
}

/**
 * Merges groups of adjacent dimensions.
 *
 * ```mlir
 * %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x8xf32> into tensor<?x8xf32>
 * ```
 */
export const CollapseShapeOp = defineOp({
  name: 'tensor.collapse_shape',
  summary: 'operation to produce a tensor with a smaller rank',
  operands: { src: AnyTensor },
  attributes: { reassociation: IndexListArrayAttr },
  results: { result: AnyTensor },
  traits: [Pure],
  format: '$src $reassociation attr-dict `:` type($src) `into` type($result)',
}, {
  verify(op) { verifyReshape(op, reassociationOf(op), op.src.type, op.result.type); },
  fold: (op, operands) => foldReshape(op, 'tensor.expand_shape', operands),
  asmResultNames: () => ['collapsed'],
});

/**
 * Splits dimensions into groups; `output_shape` gives the result sizes (operands where dynamic).
 *
 * ```mlir
 * %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 4, 8] : tensor<?x8xf32> into tensor<?x4x8xf32>
 * ```
 */
export const ExpandShapeOp = defineOp({
  name: 'tensor.expand_shape',
  summary: 'operation to produce a tensor with a higher rank',
  operands: { src: AnyTensor, output_shape: variadic(Index) },
  attributes: { reassociation: IndexListArrayAttr, static_output_shape: DenseI64ArrayAttr },
  results: { result: AnyTensor },
  traits: [Pure],
  format: '$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` '
    + 'type($src) `into` type($result)',
}, {
  verify(op) {
    const res = op.result.type;
    const statics = staticDims(op.static_output_shape);
    if (res instanceof RankedTensorType) {
      if (statics.length !== res.rank) {
        throw opError(op, `expected number of static shape dims to be equal to the output rank (${res.rank}) but found ${statics.length} inputs instead`);
      }
      const nDyn = statics.filter(isDynamic).length;
      if (op.output_shape.length !== nDyn) {
        throw opError(op, `mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has ${nDyn} dynamic dims while output_shape has ${op.output_shape.length} values`);
      }
    }
    verifyReshape(op, reassociationOf(op), res, op.src.type);
  },
  fold: (op, operands) => foldReshape(op, 'tensor.collapse_shape', operands),
  asmResultNames: () => ['expanded'],
});
