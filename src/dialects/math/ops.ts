/**
 * math's floating-point ops: unary, binary and ternary functions on floats and vectors/tensors of
 * them, each with arith's `fastmath` flags (default `none`, printed only when set), and the
 * constant folds upstream has for them (fold.ts). Integer ops, classifications and the ops with
 * their own syntax are in ops-int.ts and ops-special.ts.
 */
import { Pure, SameOperandsAndResultType } from '../../ir/traits.js';
import { FloatLike } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr } from '../../irdl/spec.js';
import { FastMathFlags, fastmathNone } from '../arith/attrs.js';
import { elementwise } from '../arith/common.js';
import { type FoldFn, type LibmOptions, apfloatFold, bitsFold, libmFold } from './fold.js';
import { LIBM_UNARY, atan2Fold, atan2NaN, powC, powNaN, roundHalfEven } from './libm.js';

export const fastmath = { fastmath: defaultAttr(FastMathFlags.constraint, fastmathNone) };
/** Math_Op: pure, and element-wise mappable after the op's own traits. */
export const mathTraits = [Pure, SameOperandsAndResultType, ...elementwise];

function unary<const N extends string>(name: N, summary: string, fold?: FoldFn) {
  return defineOp({
    name,
    summary,
    operands: { operand: FloatLike },
    attributes: fastmath,
    results: { result: FloatLike },
    traits: mathTraits,
    format: '$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
  }, fold ? { fold: (op, operands) => fold(operands, op.result.type) } : {});
}

function binary<const N extends string>(name: N, summary: string, fold?: FoldFn) {
  return defineOp({
    name,
    summary,
    operands: { lhs: FloatLike, rhs: FloatLike },
    attributes: fastmath,
    results: { result: FloatLike },
    traits: mathTraits,
    format: '$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
  }, fold ? { fold: (op, operands) => fold(operands, op.result.type) } : {});
}

/** A unary op folded with the C library function of the same name. */
const libm = (name: string, opts?: LibmOptions): FoldFn => libmFold(1, LIBM_UNARY[name]!, opts);
const nonNegative = (x: number): boolean => !(x < 0 || Object.is(x, -0));

/** `%r = math.absf %x : f32` */
export const AbsFOp = unary('math.absf', 'floating point absolute-value operation', bitsFold(1, ([b], sign) => b & ~sign));
/** `%r = math.acos %x : f64` */
export const AcosOp = unary('math.acos', 'arcus cosine of the given value', libm('acos', { invalid: 'positive' }));
/** `%r = math.acosh %x : f32` */
export const AcoshOp = unary('math.acosh', 'Hyperbolic arcus cosine of the given value', libm('acosh', { invalid: 'negative' }));
/** `%r = math.asin %x : f32` */
export const AsinOp = unary('math.asin', 'arcus sine of the given value', libm('asin', { invalid: 'positive' }));
/** `%r = math.asinh %x : f32` */
export const AsinhOp = unary('math.asinh', 'hyperbolic arcus sine of the given value', libm('asinh'));
/** `%r = math.atan %x : f64` */
export const AtanOp = unary('math.atan', 'arcus tangent of the given value', libm('atan'));
/** `%r = math.atanh %x : f32` */
export const AtanhOp = unary('math.atanh', 'hyperbolic arcus tangent of the given value', libm('atanh', { invalid: 'negative' }));
/** `%r = math.cbrt %x : f32` (upstream does not fold it). */
export const CbrtOp = unary('math.cbrt', 'cube root of the specified value');
/** `%r = math.ceil %x : f32` */
export const CeilOp = unary('math.ceil', 'ceiling of the specified value', apfloatFold(1, ([x]) => Math.ceil(x!)));
/** `%r = math.cos %x : f32` */
export const CosOp = unary('math.cos', 'cosine of the specified value', libm('cos', { invalid: 'negative' }));
/** `%r = math.cosh %x : f32` */
export const CoshOp = unary('math.cosh', 'hyperbolic cosine of the specified value', libm('cosh'));
/** `%r = math.erf %x : f32` */
export const ErfOp = unary('math.erf', 'error function of the specified value', libm('erf'));
/** `%r = math.erfc %x : f32` */
export const ErfcOp = unary('math.erfc', 'complementary error function of the specified value', libm('erfc'));
/** `%r = math.exp %x fastmath<fast> : f32` */
export const ExpOp = unary('math.exp', 'base-e exponential of the specified value', libm('exp'));
/** `%r = math.exp2 %x : f64` */
export const Exp2Op = unary('math.exp2', 'base-2 exponential of the specified value', libm('exp2'));
/** `%r = math.expm1 %x : f64` */
export const ExpM1Op = unary('math.expm1', 'base-e exponential of the specified value minus 1', libm('expm1'));
/** `%r = math.floor %x : f32` */
export const FloorOp = unary('math.floor', 'floor of the specified value', apfloatFold(1, ([x]) => Math.floor(x!)));
/** `%r = math.log %x : f32` (a negative operand, -0 included, does not fold) */
export const LogOp = unary('math.log', 'base-e logarithm of the specified value', libm('log', { guard: nonNegative }));
/** `%r = math.log10 %x : f32` */
export const Log10Op = unary('math.log10', 'base-10 logarithm of the specified value', libm('log10', { guard: nonNegative }));
/** `%r = math.log1p %x : f32` (folds unless x + 1 is negative) */
export const Log1pOp = unary('math.log1p', 'Computes the natural logarithm of one plus the given value',
  libm('log1p', { guard: (x) => !(x + 1 < 0) }));
/** `%r = math.log2 %x : f32` */
export const Log2Op = unary('math.log2', 'base-2 logarithm of the specified value', libm('log2', { guard: nonNegative }));
/** `%r = math.round %x : f32` (ties away from zero; f32/f64 only, as upstream uses libm) */
export const RoundOp = unary('math.round', 'round to nearest, ties away from zero', libm('round'));
/** `%r = math.roundeven %x : f16` */
export const RoundEvenOp = unary('math.roundeven', 'round to nearest, ties to even',
  apfloatFold(1, ([x]) => roundHalfEven(x!)));
/** `%r = math.rsqrt %x : f32` (upstream does not fold it). */
export const RsqrtOp = unary('math.rsqrt', 'reciprocal of sqrt (1 / sqrt of the specified value)');
/** `%r = math.sin %x : f32` */
export const SinOp = unary('math.sin', 'sine of the specified value', libm('sin', { invalid: 'negative' }));
/** `%r = math.sinh %x : f32` */
export const SinhOp = unary('math.sinh', 'hyperbolic sine of the specified value', libm('sinh'));
/** `%r = math.sqrt %x : f32` (a negative operand, -0 included, does not fold) */
export const SqrtOp = unary('math.sqrt', 'sqrt of the specified value', libm('sqrt', { guard: nonNegative }));
/** `%r = math.tan %x : f32` */
export const TanOp = unary('math.tan', 'tangent of the specified value', libm('tan', { invalid: 'negative' }));
/** `%r = math.tanh %x : f32` */
export const TanhOp = unary('math.tanh', 'hyperbolic tangent of the specified value', libm('tanh'));
/** `%r = math.trunc %x : f32` (f32/f64 only, as upstream uses libm) */
export const TruncOp = unary('math.trunc', 'trunc of the specified value', libm('trunc'));

/** `%r = math.atan2 %y, %x : f32` (atan2(±0, ±0) folds to NaN, as upstream) */
export const Atan2Op = binary('math.atan2', '2-argument arcus tangent of the given values',
  libmFold(2, atan2Fold, { nanOk: (y, x) => y === 0 && x === 0, nanRule: atan2NaN }));
/** `%r = math.copysign %x, %y : f64`: x's bits with y's sign bit (NaNs included). */
export const CopySignOp = binary('math.copysign', 'A copysign operation', bitsFold(2, ([a, b], sign) => (a! & ~sign) | (b! & sign)));
/** `%r = math.powf %x, %y : f32` */
export const PowFOp = binary('math.powf', 'floating point raised to the power of operation', libmFold(2, powC, { invalid: 'negative', nanRule: powNaN }));

/** `%r = math.fma %a, %b, %c fastmath<fast> : f32` (upstream does not fold it). */
export const FmaOp = defineOp({
  name: 'math.fma',
  summary: 'floating point fused multipy-add operation',
  operands: { a: FloatLike, b: FloatLike, c: FloatLike },
  attributes: fastmath,
  results: { result: FloatLike },
  traits: mathTraits,
  format: '$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
});
