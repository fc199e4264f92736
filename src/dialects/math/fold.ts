/**
 * Math's folders, as upstream's MathOps.cpp: element-wise over scalar, splat and dense constants
 * (arith's fold-core), failing as a whole when one element does not fold. Two kinds of float
 * folds: APFloat ones (absf, ceil, floor, roundeven, copysign, the classifications) for every
 * float type, and libm ones for f32 and f64 only (see libm.ts for where they may differ).
 */
import { type Attribute, DenseElementsAttr } from '../../ir/attributes.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { FloatType, ShapedType, type Type } from '../../ir/types.js';
import { floatSemantics, fromBits, toBits } from '../../support/float.js';
import { foldElementwise, intWidth, signed, unsigned } from '../arith/fold-core.js';
import { roundTo } from '../arith/float-math.js';
import { type NaNRule, foldOnBits, foldUnaryWithNaNs, nanBitsOf } from '../arith/fold-bits.js';

type Operands = readonly (Attribute | undefined)[];
export type FoldFn = (operands: Operands, resultType: Type) => readonly FoldResult[] | undefined;

const wrap = (a: Attribute | undefined): readonly FoldResult[] | undefined => (a === undefined ? undefined : [a]);
const elementOrSelf = (t: Type): Type => (t instanceof ShapedType ? t.elementType : t);
const isLibmType = (t: Type): t is FloatType => t instanceof FloatType && (t.kind === 'f32' || t.kind === 'f64');
/** f80/f128 values are held to double precision only: no folds for them (as arith). */
const isWide = (t: Type): boolean => t instanceof FloatType && (t.kind === 'f80' || t.kind === 'f128');

/** How a C library function folds beyond computing its value. */
export interface LibmOptions {
  /** Where upstream declines (log of a negative number); its sign decides for a NaN operand too. */
  readonly guard?: (...xs: number[]) => boolean;
  /** Operands whose NaN result upstream folds to the positive default NaN (atan2(±0, ±0)). */
  readonly nanOk?: (...xs: number[]) => boolean;
  /**
   * The NaN of an invalid operation (acosh(0.5), sin(inf)) as x86-64 glibc gives it, which is
   * what mlir-opt-22 folds to on this host: 'negative' (the x87/SSE "real indefinite"
   * 0xFFC00000) or 'positive'. Absent: such a fold is declined.
   */
  readonly invalid?: 'negative' | 'positive';
  /** Two-argument functions: which NaN operand the C library returns. */
  readonly nanRule?: NaNRule;
}

/**
 * A libm fold on f32/f64: `fn` in double, rounded to the type, element by element on bits so that
 * NaNs come out as upstream's: a NaN operand of a one-argument function is its result, quieted (a
 * guarded one, sqrt or log, declines a negative NaN, as upstream's guard reads the sign); a
 * two-argument one follows `nanRule`; a NaN made from numbers follows `invalid`/`nanOk`.
 */
export function libmFold(arity: number, fn: (...xs: number[]) => number, opts: LibmOptions = {}): FoldFn {
  const { guard, nanOk, invalid, nanRule } = opts;
  return (operands, resultType) => {
    // Other float types fold only where the result is the NaN `nanOk` names (upstream computes
    // the function in C only for f32 and f64).
    if (!isLibmType(elementOrSelf(resultType))) {
      return nanOk ? wrap(foldOnBits(operands, arity, (bits, _sign, t) => {
        const xs = bits.map((b) => fromBits(b, t.kind));
        return !xs.some(Number.isNaN) && nanOk(...xs) ? toBits(NaN, t.kind) : undefined;
      })) : undefined;
    }
    return wrap(foldOnBits(operands, arity, (bits, sign, t) => {
      const xs = bits.map((b) => fromBits(b, t.kind));
      if (xs.some(Number.isNaN)) {
        const f = nanBitsOf(t);
        if (arity === 1) return guard && bits[0]! & sign ? undefined : f.quiet(bits[0]!);
        const r = nanRule?.(bits[0]!, bits[1]!, f);
        if (r !== undefined) return r;
      }
      if (guard && !guard(...xs)) return undefined;
      const r = fn(...xs);
      if (Number.isNaN(r) && !xs.some(Number.isNaN)) {
        if (nanOk?.(...xs)) return toBits(NaN, t.kind);
        if (!invalid) return undefined;
        return invalid === 'negative' ? toBits(NaN, t.kind) | sign : toBits(NaN, t.kind);
      }
      return toBits(t.kind === 'f32' ? Math.fround(r) : r, t.kind);
    }));
  };
}

/** An APFloat fold (every float type but f80/f128); `fn` returns undefined where it declines. */
export function apfloatFold(arity: number, fn: (xs: readonly number[], t: FloatType) => number | undefined): FoldFn {
  const elem = (xs: readonly number[], et: Type): number | undefined => {
    if (!(et instanceof FloatType) || isWide(et)) return undefined;
    const r = fn(xs, et);
    return r === undefined ? undefined : roundTo(r, et);
  };
  return (operands, resultType) => {
    if (arity === 1) {
      const nan = foldUnaryWithNaNs(operands, (x, et) => elem([x], et));
      if (nan !== undefined) return nan === null ? undefined : [nan];
    }
    return wrap(foldElementwise(operands, new Array(arity).fill('float'), resultType, (xs, et) => elem(xs as number[], et)));
  };
}

/** A fold on the bits of each element (sign operations): NaNs keep their payloads. */
export function bitsFold(arity: number, fn: (bits: readonly bigint[], sign: bigint) => bigint): FoldFn {
  return (operands) => wrap(foldOnBits(operands, arity, fn));
}

/** A float classification (isnan, ...): an i1 per element of the operand's shape. Upstream folds
 * scalars and splats only (a dense operand of distinct elements stays). */
export function classifyFold(pred: (x: number, t: FloatType) => boolean): FoldFn {
  return (operands, resultType) => {
    const a = operands[0];
    if (a instanceof DenseElementsAttr && !a.isSplat) return undefined;
    return wrap(foldElementwise(operands, ['float'], resultType, ([x], et) => {
      if (!(et instanceof FloatType) || isWide(et)) return undefined;
      return pred(x as number, et) ? -1n : 0n;
    }));
  };
}

/** APFloat::isNormal: finite, nonzero, and not denormal. */
export function isNormal(x: number, t: FloatType): boolean {
  return Number.isFinite(x) && x !== 0 && Math.abs(x) >= 2 ** floatSemantics(t.kind).minExponent;
}

/** An integer fold over signed values of the element width. */
export function intFold(arity: number, fn: (xs: readonly bigint[], width: number) => bigint | undefined): FoldFn {
  return (operands, resultType) => wrap(foldElementwise(operands, new Array(arity).fill('int'), resultType,
    (xs, et) => fn(xs as bigint[], intWidth(et))));
}

export function countLeadingZeros(v: bigint, w: number): bigint {
  const u = unsigned(v, w);
  return BigInt(w - (u === 0n ? 0 : u.toString(2).length));
}
export function countTrailingZeros(v: bigint, w: number): bigint {
  let u = unsigned(v, w);
  if (u === 0n) return BigInt(w);
  let n = 0n;
  while ((u & 1n) === 0n) { u >>= 1n; n++; }
  return n;
}
export function popCount(v: bigint, w: number): bigint {
  let n = 0n;
  for (const c of unsigned(v, w).toString(2)) if (c === '1') n++;
  return n;
}

/** math.ipowi's folder: integer power with wraparound; 0 to a negative power does not fold. */
export function ipow(base: bigint, power: bigint, w: number): bigint | undefined {
  if (power === 0n) return 1n;
  if (power < 0n) {
    if (base === 0n) return undefined;
    if (base === 1n) return 1n;
    if (base !== -1n) return 0n;
    return (power & 1n) === 1n ? -1n : 1n;
  }
  let result = 1n, b = base, p = power;
  for (;;) {
    if ((p & 1n) === 1n) result = signed(result * b, w);
    p >>= 1n;
    if (p === 0n) return result;
    b = signed(b * b, w);
  }
}
