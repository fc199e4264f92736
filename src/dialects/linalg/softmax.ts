/**
 * linalg.softmax: softmax of a tensor or memref along one dimension, written into its init
 * (destination style). It is not a structured op (no payload or indexing maps): upstream lowers
 * it by decomposition into max, exp(x - max), sum and division generics.
 */
import type { IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType, ShapedType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnyRankedTensor, AnyShaped, I64Attr } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { foldMemRefCasts } from './folds.js';
import { verifyDestinationStyle } from './verify.js';

const shapeOf = (v: Value): readonly number[] | undefined =>
  (v.type instanceof ShapedType && v.type.hasRank ? v.type.shape : undefined);

/**
 * ```mlir
 * %y = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
 * ```
 */
export const SoftmaxOp = defineOp({
  name: 'linalg.softmax',
  summary: 'Softmax operator',
  operands: { input: AnyShaped, output: AnyShaped },
  attributes: { dimension: I64Attr },
  results: { result: variadic(AnyRankedTensor) },
  format: 'attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` '
    + '`outs` `(` $output `:` type($output) `)` (`->` type($result)^)?',
}, {
  verify(op) {
    verifyDestinationStyle(op, [op.output], 1);
    const a = shapeOf(op.input), b = shapeOf(op.output);
    if (!a || !b || a.length !== b.length || a.some((d, i) => !isDynamic(d) && !isDynamic(b[i]!) && d !== b[i])) {
      throw opError(op, 'incompatible output shape');
    }
    const dim = (op.getAttr('dimension') as IntegerAttr).num;
    if (dim < 0 || dim >= a.length) throw opError(op, 'incorrect dimension specified');
  },
  // Memref inputs are read and the memref init is read and written; on tensors it has no effect.
  memoryEffects: (op: Operation) => {
    const effects: ('read' | 'write')[] = [];
    if (op.getOperand(0).type instanceof MemRefType) effects.push('read');
    if (op.getOperand(1).type instanceof MemRefType) effects.push('read', 'write');
    return [...new Set(effects)];
  },
  dpsInits: (op: Operation) => [op.getOperand(1)],
  fold: (op) => foldMemRefCasts(op),
});
