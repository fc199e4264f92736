/**
 * The subset of the math dialect that linalg's named ops put in their bodies (math.exp for
 * linalg.exp, ...): float ops with arith's `fastmath` flags, in upstream's syntax, so the bodies
 * print and re-parse in generic form as mlir-opt's do. No folders yet.
 */
import { Pure, SameOperandsAndResultType } from '../../ir/traits.js';
import { FloatLike } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr } from '../../irdl/spec.js';
import { FastMathFlags, fastmathNone } from '../arith/attrs.js';
import { elementwise } from '../arith/common.js';

const fastmath = { fastmath: defaultAttr(FastMathFlags.constraint, fastmathNone) };

function unary<const N extends string>(name: N, summary: string) {
  return defineOp({
    name,
    summary,
    operands: { operand: FloatLike },
    attributes: fastmath,
    results: { result: FloatLike },
    traits: [Pure, ...elementwise, SameOperandsAndResultType],
    format: '$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
  });
}

function binary<const N extends string>(name: N, summary: string) {
  return defineOp({
    name,
    summary,
    operands: { lhs: FloatLike, rhs: FloatLike },
    attributes: fastmath,
    results: { result: FloatLike },
    traits: [Pure, ...elementwise, SameOperandsAndResultType],
    format: '$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
  });
}

/** `%r = math.absf %x : f32` */
export const AbsFOp = unary('math.absf', 'floating point absolute-value operation');
/** `%r = math.ceil %x : f32` */
export const CeilOp = unary('math.ceil', 'ceiling of the specified value');
/** `%r = math.erf %x : f32` */
export const ErfOp = unary('math.erf', 'error function of the specified value');
/** `%r = math.exp %x fastmath<fast> : f32` */
export const ExpOp = unary('math.exp', 'base-e exponential of the specified value');
/** `%r = math.floor %x : f32` */
export const FloorOp = unary('math.floor', 'floor of the specified value');
/** `%r = math.log %x : f32` */
export const LogOp = unary('math.log', 'base-e logarithm of the specified value');
/** `%r = math.round %x : f32` */
export const RoundOp = unary('math.round', 'round to nearest, ties away from zero');
/** `%r = math.rsqrt %x : f32` */
export const RsqrtOp = unary('math.rsqrt', 'reciprocal of sqrt (1 / sqrt of the specified value)');
/** `%r = math.sqrt %x : f32` */
export const SqrtOp = unary('math.sqrt', 'sqrt of the specified value');
/** `%r = math.tanh %x : f32` */
export const TanhOp = unary('math.tanh', 'hyperbolic tangent of the specified value');
/** `%r = math.powf %x, %y : f32` */
export const PowFOp = binary('math.powf', 'floating point raised to the power of operation');
