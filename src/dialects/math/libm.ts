/**
 * The scalar functions math's folders evaluate, as upstream's folders do: the transcendental ones
 * call the C library (`expf` for f32, `exp` for f64, nothing for other types), the rounding ones
 * APFloat (every float type).
 *
 * Where upstream calls libm we call JS's Math functions, in double, and round the result to f32
 * with Math.fround for the f32 variants. That is not always upstream's answer:
 *  - f64: V8 implements Math.sin/cos/tan/exp/log/atan/... with fdlibm (errors below 1 ulp) where
 *    glibc 2.36 is correctly rounded in almost all cases, so a fold may differ in the last bit.
 *  - f32: computing in double then rounding gives the correctly rounded float except when the
 *    double result lies within an ulp of a float rounding boundary (very rare); glibc's `expf`,
 *    `logf`, `exp2f`, `log2f`, `powf`, `sinf`, `cosf` are correctly rounded in almost all cases, but
 *    its older float functions (`tanf`, `acosf`, `erff`, ...) may be off by an ulp, and then so
 *    are we relative to upstream.
 *  - Results that are NaN for non-NaN inputs (acos(2), log(-1) where it folds) carry whatever
 *    sign the C library gives them (acosh(0.5) is -NaN on x86-64, acos(2) +NaN); a FloatAttr of
 *    comco holds no NaN sign, so those cases are not folded.
 * test/unit/math-fold.test.ts compares many random inputs with mlir-opt-22 and bounds the
 * difference.
 */
import { erf, erfc } from './erf.js';
import type { NaNRule } from '../arith/fold-bits.js';

export type Unary = (x: number) => number;

/** The libm functions upstream folds with, by op name (f32 and f64 only). */
export const LIBM_UNARY: Readonly<Record<string, Unary>> = {
  acos: Math.acos, acosh: Math.acosh, asin: Math.asin, asinh: Math.asinh, atan: Math.atan, atanh: Math.atanh,
  cos: Math.cos, cosh: Math.cosh, erf, erfc, exp: Math.exp, exp2: (x) => 2 ** x, expm1: Math.expm1,
  log: Math.log, log10: Math.log10, log1p: Math.log1p, log2: Math.log2, sin: Math.sin, sinh: Math.sinh,
  sqrt: Math.sqrt, tan: Math.tan, tanh: Math.tanh, round: roundHalfAway, trunc: Math.trunc,
};

/** C's round(): to nearest, ties away from zero, keeping the sign of zero. */
export function roundHalfAway(x: number): number {
  if (!Number.isFinite(x)) return x;
  const t = Math.trunc(x);
  const r = Math.abs(x - t) >= 0.5 ? t + Math.sign(x) : t;
  return r === 0 ? (Object.is(x, -0) || x < 0 ? -0 : 0) : r;
}

/** APFloat::roundToIntegral(NearestTiesToEven), keeping the sign of zero. */
export function roundHalfEven(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 2 ** 52) return x;
  const f = Math.floor(x);
  const d = x - f;
  const r = d < 0.5 ? f : d > 0.5 ? f + 1 : (f % 2 === 0 ? f : f + 1);
  return r === 0 ? (x < 0 || Object.is(x, -0) ? -0 : 0) : r;
}

/** libm's atan2 as upstream folds it: atan2(±0, ±0) is the canonical NaN. */
export function atan2Fold(y: number, x: number): number {
  return y === 0 && x === 0 ? NaN : Math.atan2(y, x);
}

/** C's pow. JS's `**` differs where C gives 1 and JS gives NaN: pow(1, y) and pow(x, ±0) for any y, x. */
export function powC(x: number, y: number): number {
  if (x === 1 || y === 0) return 1;
  if (x === -1 && !Number.isFinite(y)) return 1;
  return x ** y;
}

/** glibc's atan2 with a NaN operand: x's NaN (the second operand) if it is one, else y's, quieted. */
export const atan2NaN: NaNRule = (y, x, f) => (f.isNaN(x) ? f.quiet(x) : f.isNaN(y) ? f.quiet(y) : undefined);

/**
 * glibc's pow with a NaN operand: pow(x, ±0) and pow(1, y) are 1 unless the NaN is signalling
 * (then it is the result, quieted); pow(NaN, 1) is the NaN without its sign; otherwise x's NaN,
 * else y's, quieted.
 */
export const powNaN: NaNRule = (x, y, f) => {
  const xn = f.isNaN(x), yn = f.isNaN(y);
  const signalling = (v: bigint) => f.isNaN(v) && f.quiet(v) !== v;
  const isZero = (v: bigint) => (v & ~f.sign) === 0n;
  if (isZero(y)) return signalling(x) ? f.quiet(x) : undefined;
  if (!xn && !yn) return undefined;
  if (xn) return y === f.one ? f.quiet(x) & ~f.sign : f.quiet(x);
  return x === f.one && !signalling(y) ? undefined : f.quiet(y);
};
