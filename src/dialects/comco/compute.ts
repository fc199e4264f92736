/**
 * comco's compute ops on tensors: matmul, relu, softmax, dropout, update (an optimizer step),
 * elementwise add/mul with NumPy broadcasting, and `comco.elementwise` with a scalar body.
 * Shapes are static; verifiers check them at the op's location.
 */
import { defineOp } from '../../irdl/define.js';
import { F32Attr, I64Attr } from '../../irdl/constraints.js';
import { defaultAttr, region, variadic } from '../../irdl/spec.js';
import { Pure, SameOperandsAndResultType, Terminator, hasParent, ReturnLike } from '../../ir/traits.js';
import { opError } from '../../ir/diagnostics.js';
import { FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { RankedTensorType, f32, i64, type Type } from '../../ir/types.js';
import { AnyType } from '../../irdl/constraints.js';
import { ComcoFloatTensor, ComcoTensor, normalizeAxis, shapeText, verifyBroadcast } from './shapes.js';

/**
 * Matrix product of two 2-D tensors.
 *
 * ```mlir
 * %c = comco.matmul %a, %b : tensor<32x64xf32>, tensor<64x16xf32> -> tensor<32x16xf32>
 * ```
 */
export const MatmulOp = defineOp({
  name: 'comco.matmul',
  summary: 'matrix multiplication',
  operands: { lhs: ComcoTensor, rhs: ComcoTensor },
  results: { result: ComcoTensor },
  traits: [Pure],
  format: '$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)',
}, {
  verify(op) {
    const a = op.lhs.type as RankedTensorType, b = op.rhs.type as RankedTensorType, c = op.result.type as RankedTensorType;
    if (a.rank !== 2 || b.rank !== 2 || c.rank !== 2) throw opError(op, 'expects 2-D operands and result');
    if (a.elementType !== b.elementType || a.elementType !== c.elementType) {
      throw opError(op, `element types differ: '${a.elementType.key}', '${b.elementType.key}' -> '${c.elementType.key}'`);
    }
    if (a.dim(1) !== b.dim(0)) {
      throw opError(op, `inner dimensions differ: ${shapeText(a)} * ${shapeText(b)} (${a.dim(1)} vs ${b.dim(0)})`);
    }
    if (c.dim(0) !== a.dim(0) || c.dim(1) !== b.dim(1)) {
      throw opError(op, `result shape ${shapeText(c)} does not match ${a.dim(0)}x${b.dim(1)}`);
    }
  },
});

/**
 * max(x, 0), elementwise.
 *
 * ```mlir
 * %y = comco.relu %x : tensor<4x8xf32>
 * ```
 */
export const ReluOp = defineOp({
  name: 'comco.relu',
  summary: 'rectified linear unit',
  operands: { input: ComcoTensor },
  results: { result: ComcoTensor },
  traits: [Pure, SameOperandsAndResultType],
  format: '$input attr-dict `:` type($result)',
});

/**
 * Softmax along an axis: exp(x - max) / sum(exp(x - max)).
 *
 * ```mlir
 * %y = comco.softmax %x axis = 1 : tensor<4x8xf32>
 * ```
 */
export const SoftmaxOp = defineOp({
  name: 'comco.softmax',
  summary: 'softmax along an axis',
  operands: { input: ComcoFloatTensor },
  results: { result: ComcoFloatTensor },
  attributes: { axis: defaultAttr(I64Attr, IntegerAttr.get(i64, -1)) },
  traits: [Pure, SameOperandsAndResultType],
  format: '$input (`axis` `=` $axis^)? attr-dict `:` type($result)',
}, {
  verify(op) {
    normalizeAxis(op, op.axis.num, (op.input.type as RankedTensorType).rank);
  },
});

/**
 * Inverted dropout: zeroes each element with probability `ratio` and scales the others by
 * 1/(1-ratio). The mask comes from a counter-based generator keyed by `seed` and the element's
 * index, so every backend draws the same mask.
 *
 * ```mlir
 * %y = comco.dropout %x ratio = 1.000000e-01 seed = 42 : tensor<4x8xf32>
 * ```
 */
export const DropoutOp = defineOp({
  name: 'comco.dropout',
  summary: 'dropout with a deterministic mask',
  operands: { input: ComcoFloatTensor },
  results: { result: ComcoFloatTensor },
  attributes: { ratio: F32Attr, seed: defaultAttr(I64Attr, IntegerAttr.get(i64, 0)) },
  traits: [Pure, SameOperandsAndResultType],
  format: '$input `ratio` `=` $ratio (`seed` `=` $seed^)? attr-dict `:` type($result)',
}, {
  verify(op) {
    const r = op.ratio.value;
    if (!(r >= 0 && r < 1)) throw opError(op, `ratio must be in [0, 1), got ${r}`);
  },
});

/**
 * One optimizer step: w - lr * g.
 *
 * ```mlir
 * %w2 = comco.update %w, %g lr = 1.000000e-02 : tensor<64x64xf32>
 * ```
 */
export const UpdateOp = defineOp({
  name: 'comco.update',
  summary: 'gradient descent step w - lr * g',
  operands: { weight: ComcoFloatTensor, grad: ComcoFloatTensor },
  results: { result: ComcoFloatTensor },
  attributes: { lr: defaultAttr(F32Attr, FloatAttr.get(f32, 0.01)) },
  traits: [Pure, SameOperandsAndResultType],
  format: '$weight `,` $grad (`lr` `=` $lr^)? attr-dict `:` type($result)',
});

function binary(name: string, summary: string, example: string) {
  void example;
  return defineOp({
    name,
    summary,
    operands: { lhs: ComcoTensor, rhs: ComcoTensor },
    results: { result: ComcoTensor },
    traits: [Pure],
    format: '$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)',
  }, {
    verify(op) { verifyBroadcast(op, [op.lhs.type, op.rhs.type], op.result.type); },
  });
}

/**
 * Elementwise sum with NumPy broadcasting.
 *
 * ```mlir
 * %y = comco.add %x, %bias : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
 * ```
 */
export const AddOp = binary('comco.add', 'elementwise addition with broadcasting', 'comco.add');
/**
 * Elementwise product with NumPy broadcasting.
 *
 * ```mlir
 * %y = comco.mul %x, %s : tensor<4x8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
 * ```
 */
export const MulOp = binary('comco.mul', 'elementwise multiplication with broadcasting', 'comco.mul');

/**
 * Any elementwise function of broadcast inputs, given by a scalar body.
 *
 * ```mlir
 * %y = comco.elementwise %a, %b : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32> {
 * ^bb0(%x: f32, %z: f32):
 *   %s = arith.mulf %x, %z : f32
 *   comco.yield %s : f32
 * }
 * ```
 */
export const ElementwiseOp = defineOp({
  name: 'comco.elementwise',
  summary: 'elementwise computation given by a scalar region',
  operands: { inputs: variadic(ComcoTensor) },
  results: { result: ComcoTensor },
  regions: { body: region() },
  traits: [Pure],
  format: '$inputs attr-dict `:` type($inputs) `->` type($result) $body',
}, {
  verify(op) {
    if (op.inputs.length === 0) throw opError(op, 'expects at least one input');
    verifyBroadcast(op, op.inputs.map((v) => v.type), op.result.type);
    const body = op.body;
    if (body.blocks.length !== 1) throw opError(op, 'expects a body of one block');
    const args = body.front.args;
    if (args.length !== op.inputs.length) throw opError(op, `body takes ${args.length} arguments for ${op.inputs.length} inputs`);
    args.forEach((a, i) => {
      const et = (op.inputs[i]!.type as RankedTensorType).elementType;
      if (a.type !== et) throw opError(op, `body argument #${i} has type '${a.type.key}', expected '${et.key}'`);
    });
    const y = body.front.last;
    if (!y || y.name !== 'comco.yield') throw opError(op, "expects the body to end with 'comco.yield'");
    const et: Type = (op.result.type as RankedTensorType).elementType;
    if (y.numOperands !== 1 || y.getOperand(0).type !== et) throw opError(op, `body must yield one '${et.key}'`);
  },
});

/**
 * Yields the scalar result of a `comco.elementwise` body, or the results of a `comco.dispatch`.
 *
 * ```mlir
 * comco.yield %s : f32
 * ```
 */
export const YieldOp = defineOp({
  name: 'comco.yield',
  summary: 'yields from a comco.elementwise or comco.dispatch body',
  operands: { values: variadic(AnyType) },
  traits: [Pure, Terminator, ReturnLike, hasParent('comco.elementwise', 'comco.dispatch')],
  format: 'attr-dict ($values^ `:` type($values))?',
});
