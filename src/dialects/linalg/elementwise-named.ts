/**
 * linalg's named elementwise ops (OpDSL, rank-polymorphic): one scalar function applied at every
 * index, plus linalg.fill and linalg.copy. No casts: inputs and output share an element type,
 * except for copy (TypeFn `cast`).
 */
import type { Attribute } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Value } from '../../ir/value.js';
import { ShapedType, VectorType } from '../../ir/types.js';
import { optionalAttr } from '../../irdl/spec.js';
import type { BinaryFn, PayloadBuilder, UnaryFn } from './body.js';
import { TypeFnEnum } from './enums.js';
import { splitBySegments } from './generic.js';
import { allParallel, elementwiseMaps, namedOp } from './named.js';
import { elementOrSelf } from './verify.js';

const loops = { maps: elementwiseMaps, iterators: allParallel };

function unary<const N extends string>(name: N, fn: UnaryFn, summary: string) {
  return namedOp(name, {}, { summary, ...loops, regionArgs: 2, payload: (pb, [x]) => [pb.unary(fn, x!)] });
}
function binary<const N extends string>(name: N, fn: BinaryFn, summary: string) {
  return namedOp(name, {}, { summary, ...loops, regionArgs: 3, payload: (pb, [x, y]) => [pb.binary(fn, x!, y!)] });
}

/** `%r = linalg.exp ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const ExpOp = unary('linalg.exp', 'exp', 'Applies exp(x) elementwise.');
/** `linalg.log ins(%a : memref<8xf32>) outs(%b : memref<8xf32>)` */
export const LogOp = unary('linalg.log', 'log', 'Applies log(x) elementwise.');
/** `%r = linalg.abs ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const AbsOp = unary('linalg.abs', 'abs', 'Applies abs(x) elementwise.');
/** `%r = linalg.ceil ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const CeilOp = unary('linalg.ceil', 'ceil', 'Applies ceil(x) elementwise.');
/** `%r = linalg.floor ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const FloorOp = unary('linalg.floor', 'floor', 'Applies floor(x) elementwise.');
/** `%r = linalg.negf ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const NegFOp = unary('linalg.negf', 'negf', 'Applies negf(x) elementwise.');
/** `%r = linalg.reciprocal ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const ReciprocalOp = unary('linalg.reciprocal', 'reciprocal', 'Applies reciprocal(x) elementwise.');
/** `%r = linalg.round ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const RoundOp = unary('linalg.round', 'round', 'Applies round(x) elementwise.');
/** `%r = linalg.sqrt ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const SqrtOp = unary('linalg.sqrt', 'sqrt', 'Applies sqrt(x) elementwise.');
/** `%r = linalg.rsqrt ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const RsqrtOp = unary('linalg.rsqrt', 'rsqrt', 'Applies rsqrt(x) elementwise.');
/** `%r = linalg.square ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const SquareOp = unary('linalg.square', 'square', 'Applies square(x) elementwise.');
/** `%r = linalg.tanh ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const TanhOp = unary('linalg.tanh', 'tanh', 'Applies tanh(x) elementwise.');
/** `%r = linalg.erf ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const ErfOp = unary('linalg.erf', 'erf', 'Applies erf(x) elementwise.');

/** `%r = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>) -> tensor<8xf32>` */
export const AddOp = binary('linalg.add', 'add', 'Adds two tensors elementwise.');
/** `%r = linalg.sub ins(%a, %b : tensor<8xi32>, tensor<8xi32>) outs(%c : tensor<8xi32>) -> tensor<8xi32>` */
export const SubOp = binary('linalg.sub', 'sub', 'Subtracts two tensors elementwise.');
/** `%r = linalg.mul ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>) -> tensor<8xf32>` */
export const MulOp = binary('linalg.mul', 'mul', 'Multiplies two tensors elementwise.');
/** `%r = linalg.div ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>) -> tensor<8xf32>` */
export const DivOp = binary('linalg.div', 'div', 'Divides the first tensor by the second tensor, elementwise.');
/** `%r = linalg.div_unsigned ins(%a, %b : tensor<8xi32>, tensor<8xi32>) outs(%c : tensor<8xi32>) -> tensor<8xi32>` */
export const DivUnsignedOp = binary('linalg.div_unsigned', 'div_unsigned', 'Divides the first tensor by the second tensor, elementwise. For integer types, performs an unsigned division.');
/** `%r = linalg.max ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>) -> tensor<8xf32>` */
export const MaxOp = binary('linalg.max', 'max_signed', 'Takes the max (signed) between two inputs, elementwise.');
/** `%r = linalg.min ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>) -> tensor<8xf32>` */
export const MinOp = binary('linalg.min', 'min_signed', 'Takes the min (signed) between two inputs, elementwise.');
/** `%r = linalg.powf ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>) -> tensor<8xf32>` */
export const PowFOp = binary('linalg.powf', 'powf', 'Takes the powf(lhs, rhs) between two inputs, elementwise.');

/** `%r = linalg.select ins(%c, %a, %b : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>` */
export const SelectOp = namedOp('linalg.select', {}, {
  summary: 'Chooses one value based on a binary condition supplied as its first operand.',
  ...loops,
  regionArgs: 4,
  payload: (pb, [c, x, y]) => [pb.select(c!, x!, y!)],
});

/** `%r = linalg.fill ins(%zero : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>` */
export const FillOp = namedOp('linalg.fill', {}, {
  summary: 'Fills the output tensor with the given value.',
  ...loops,
  regionArgs: 2,
  payload: (_pb, [v]) => [v!],
  verify(op) {
    const { inputs, outputs } = splitBySegments(op);
    const v = inputs[0], out = outputs[0];
    if (!v || !out) return;
    const elem = elementOrSelf(out.type);
    // As upstream's verifyFillInterface (a vector is a value, as in `tensor<vector<4xf32>>`).
    if (v.type instanceof ShapedType && !(v.type instanceof VectorType)) throw errorOn(op, 'expected op with scalar input');
    if (v.type !== elem) throw opError(op, `expected fill value type ('${v.type.key}') to match output element type ('${elem.key}')`);
  },
});

const castOf = (attrs: ReadonlyMap<string, Attribute>): boolean => {
  const a = attrs.get('cast');
  return a !== undefined && TypeFnEnum.constraint.check(a) && a.text === 'cast_unsigned';
};

/** The TypeFn cast of contractions and copies: `cast_unsigned` when the attribute says so. */
export function typeFnCast(pb: PayloadBuilder, to: Value, v: Value, attrs: ReadonlyMap<string, Attribute>): Value {
  return pb.cast(to.type, v, castOf(attrs));
}

/** `%r = linalg.copy ins(%a : tensor<8xf16>) outs(%b : tensor<8xf32>) -> tensor<8xf32>` */
export const CopyOp = namedOp('linalg.copy', { cast: optionalAttr(TypeFnEnum.constraint) }, {
  summary: 'Copies the tensor elementwise.',
  ...loops,
  regionArgs: 2,
  payload: (pb, [x, out], attrs) => [typeFnCast(pb, out!, x!, attrs)],
});
