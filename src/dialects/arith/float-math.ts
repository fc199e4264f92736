/**
 * APFloat arithmetic for the folders, on JS numbers holding exact values of a float type. A
 * result computed in double and rounded once to a narrower format is the correctly rounded
 * result for + - * / (double has more than 2p+2 bits for every format up to f32), so f32 goes
 * through Math.fround and the small formats through roundToKind. f80 and f128 values are only
 * held to double precision here, so their arithmetic is not folded (undefined).
 */
import type { FloatType } from '../../ir/types.js';
import {
  floatSemantics, fromBits, roundRationalToBits, roundToKind, toBits,
} from '../../support/float.js';
import { hasInf, hasNaN } from './fold-core.js';

const wide = (t: FloatType): boolean => t.kind === 'f80' || t.kind === 'f128';

/** `x` rounded to `t`, or undefined when `t` cannot hold the result as upstream would. */
export function roundTo(x: number, t: FloatType): number | undefined {
  if (wide(t)) return undefined;
  const r = roundToKind(x, t.kind);
  if (Number.isNaN(r) && !hasNaN(t)) return undefined;
  // Formats without Inf overflow to a NaN of the value's sign; a negative NaN is not a number we hold.
  if (Number.isNaN(r) && x < 0) return undefined;
  return r;
}

export type FloatBinary = 'add' | 'sub' | 'mul' | 'div' | 'rem' | 'maximum' | 'minimum' | 'maxnum' | 'minnum';

const isNegZero = (x: number): boolean => Object.is(x, -0);

/** llvm::maximum/minimum (NaN wins, -0 < +0) and maxnum/minnum (NaN loses). */
function select(op: FloatBinary, a: number, b: number): number {
  const max = op === 'maximum' || op === 'maxnum';
  if (op === 'maximum' || op === 'minimum') {
    if (Number.isNaN(a)) return a;
    if (Number.isNaN(b)) return b;
  } else {
    if (Number.isNaN(a)) return b;
    if (Number.isNaN(b)) return a;
  }
  if (a === 0 && b === 0 && isNegZero(a) !== isNegZero(b)) return isNegZero(a) === max ? b : a;
  if (max) return a < b ? b : a;
  return b < a ? b : a;
}

export function floatBinary(op: FloatBinary, a: number, b: number, t: FloatType): number | undefined {
  switch (op) {
    case 'add': return roundTo(a + b, t);
    case 'sub': return roundTo(a - b, t);
    case 'mul': return roundTo(a * b, t);
    case 'div': return roundTo(a / b, t);
    // fmod is exact, so the result needs no rounding (and is fine for f80/f128 too).
    case 'rem': {
      const r = a % b;
      return Number.isNaN(r) && !hasNaN(t) ? undefined : r;
    }
    default: return select(op, a, b);
  }
}

/** The float comparison predicates by enum value (arith::applyCmpPredicate for APFloat). */
export function applyCmpF(pred: number, a: number, b: number): boolean {
  const unordered = Number.isNaN(a) || Number.isNaN(b);
  const lt = a < b, gt = a > b, eq = a === b;
  switch (pred) {
    case 0: return false;
    case 1: return eq;
    case 2: return gt;
    case 3: return gt || eq;
    case 4: return lt;
    case 5: return lt || eq;
    case 6: return !unordered && !eq;
    case 7: return !unordered;
    case 8: return unordered || eq;
    case 9: return unordered || gt;
    case 10: return unordered || gt || eq;
    case 11: return unordered || lt;
    case 12: return unordered || lt || eq;
    case 13: return !eq;
    case 14: return unordered;
    case 15: return true;
    default: throw new Error(`unknown cmpf predicate ${pred}`);
  }
}

/**
 * Converts a value to another float type only when nothing is lost (upstream convertFloatValue):
 * Inf into a format without Inf, NaN into one without NaN, and inexact values fail.
 */
export function convertExact(x: number, from: FloatType, to: FloatType): number | undefined {
  if (!Number.isFinite(x) && !Number.isNaN(x) && !hasInf(to)) return undefined;
  // A quiet NaN converts between IEEE encodings as the canonical NaN; into other encodings the
  // conversion loses the payload (no fold), and out of them it keeps payload bits we cannot hold.
  if (Number.isNaN(x)) return ieeeNaN(from) && ieeeNaN(to) ? NaN : undefined;
  const r = roundToKind(x, to.kind);
  return Object.is(r, x) ? r : undefined;
}

const ieeeNaN = (t: FloatType): boolean => floatSemantics(t.kind).nanEncoding === 'ieee' && hasNaN(t);

/** An integer converted to a float type, rounding to nearest even (convertFromAPInt). */
export function intToFloat(v: bigint, t: FloatType): number | undefined {
  if (wide(t)) {
    const n = Number(v);
    return BigInt(n) === v ? n : undefined;
  }
  const neg = v < 0n;
  const r = fromBits(roundRationalToBits(neg, neg ? -v : v, 1n, t.kind), t.kind);
  // Overflow to NaN (formats without Inf) keeps the sign, and a negative NaN is not a number we hold.
  return Number.isNaN(r) && (neg || !hasNaN(t)) ? undefined : r;
}

/** A float truncated toward zero into an integer of `width` bits, or undefined when that is an
 * invalid operation (NaN, Inf, out of range) as APFloat::convertToInteger reports it. */
export function floatToInt(x: number, width: number, isSigned: boolean): bigint | undefined {
  if (!Number.isFinite(x)) return undefined;
  const v = BigInt(Math.trunc(x));
  const lo = isSigned ? -(1n << BigInt(width - 1)) : 0n;
  const hi = isSigned ? (1n << BigInt(width - 1)) - 1n : (1n << BigInt(width)) - 1n;
  return v >= lo && v <= hi ? v : undefined;
}

/** The bits of a float value, or undefined when the value is a NaN whose bits we do not hold. */
export function floatBits(x: number, t: FloatType): bigint {
  return toBits(x, t.kind);
}

/** A float from its bits, or undefined when a number cannot hold it exactly (NaN payloads other
 * than the canonical one, f80/f128 values that are not doubles). */
export function floatFromBits(bits: bigint, t: FloatType): number | undefined {
  const x = fromBits(bits, t.kind);
  if (toBits(x, t.kind) !== bits) return undefined;
  return x;
}

export function mantissaWidth(t: FloatType): number {
  return floatSemantics(t.kind).precision;
}
