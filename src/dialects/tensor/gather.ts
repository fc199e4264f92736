/**
 * tensor.gather and tensor.scatter: slices of a tensor read (written) at coordinates given by an
 * index tensor. The last dim of `indices` holds, for each of its leading positions, one coordinate
 * per `gather_dims` (`scatter_dims`) entry; those dims of the source become 1 (or go, in the
 * rank-reduced form) and the others are taken whole.
 *
 * ```mlir
 * %g = tensor.gather %t[%idx] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>
 * %s = tensor.scatter %g into %t[%idx] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
 * ```
 */
import { type Attribute, DenseElementsAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { IntegerType, RankedTensorType, index } from '../../ir/types.js';
import { AnyRankedTensor, DenseI64ArrayAttr, UnitAttrC, typeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optionalAttr } from '../../irdl/spec.js';

const IndexTensor = typeConstraint('ranked tensor of signless integer or index values',
  (t) => t instanceof RankedTensorType && ((t.elementType instanceof IntegerType && t.elementType.isSignless) || t.elementType === index));

/** upstream's GatherOp::inferResultType: the leading dims of `indices`, then the source's dims
 * with the gathered ones 1 (or dropped when rank-reduced). */
export function inferGatherType(source: RankedTensorType, indices: RankedTensorType, dims: readonly number[], rankReduced: boolean): RankedTensorType {
  const shape = indices.shape.slice(0, -1);
  source.shape.forEach((d, i) => {
    if (dims.includes(i)) { if (!rankReduced) shape.push(1); } else shape.push(d);
  });
  return RankedTensorType.get(shape, source.elementType, source.encoding);
}

/** upstream's verifyGatherOrScatterDims. */
function verifyDims(op: Operation, dims: readonly number[], indices: readonly number[], rank: number, which: 'gather' | 'scatter', of: string): void {
  if (!dims.length) throw opError(op, `${which}_dims must be non-empty`);
  if (dims.length > rank) throw opError(op, `${which}_dims overflow ${of} rank`);
  if (!indices.length || indices[indices.length - 1] !== dims.length) {
    throw opError(op, `${which}_dims length must match the size of last dimension of indices`);
  }
  for (const d of dims) {
    if (d < 0) throw opError(op, `${which}_dims value must be non-negative`);
    if (d >= rank) throw opError(op, `${which}_dims value must be smaller than ${of} rank`);
  }
  for (let i = 1; i < dims.length; i++) if (dims[i - 1]! >= dims[i]!) throw opError(op, `${which}_dims values must be strictly increasing`);
}

/** The result (source) type must be the gathered shape, full or rank-reduced. */
function verifyShape(op: Operation, got: RankedTensorType, from: RankedTensorType, indices: RankedTensorType, dims: readonly number[], what: string): void {
  const full = inferGatherType(from, indices, dims, false), reduced = inferGatherType(from, indices, dims, true);
  if (got !== full && got !== reduced) {
    throw opError(op, `${what} type mismatch: expected '${full.key}' or its rank-reduced variant '${reduced.key}' (got: '${got.key}')`);
  }
}

export const GatherOp = defineOp({
  name: 'tensor.gather',
  summary: 'gather a subset of a tensor at specified indices',
  operands: { source: AnyRankedTensor, indices: IndexTensor },
  attributes: { gather_dims: DenseI64ArrayAttr, unique: optionalAttr(UnitAttrC) },
  results: { result: AnyRankedTensor },
  traits: [Pure],
  format: '$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)',
}, {
  verify(op) {
    const source = op.source.type as RankedTensorType, indices = op.indices.type as RankedTensorType;
    const dims = op.gather_dims.nums;
    verifyDims(op, dims, indices.shape, source.rank, 'gather', 'source');
    verifyShape(op, op.result.type as RankedTensorType, source, indices, dims, 'result');
  },
  // A splat source gathers to a splat (upstream's reshapeConstantSource).
  fold(op, [source]: readonly (Attribute | undefined)[]) {
    const t = op.result.type;
    if (source instanceof DenseElementsAttr && source.isSplat && t instanceof RankedTensorType && t.hasStaticShape) return [source.reshaped(t)];
    return undefined;
  },
  asmResultNames: () => ['gather'],
});

export const ScatterOp = defineOp({
  name: 'tensor.scatter',
  summary: 'scatter a tensor into a destination tensor at specified indices',
  operands: { source: AnyRankedTensor, dest: AnyRankedTensor, indices: IndexTensor },
  attributes: { scatter_dims: DenseI64ArrayAttr, unique: optionalAttr(UnitAttrC) },
  results: { result: AnyRankedTensor },
  traits: [Pure],
  format: '$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)',
}, {
  verify(op) {
    const dest = op.dest.type as RankedTensorType, indices = op.indices.type as RankedTensorType;
    const dims = op.scatter_dims.nums;
    verifyDims(op, dims, indices.shape, dest.rank, 'scatter', 'dest');
    if (!op.unique) throw opError(op, "requires 'unique' attribute to be set");
    verifyShape(op, op.source.type as RankedTensorType, dest, indices, dims, 'source');
  },
  asmResultNames: () => ['scatter'],
});
