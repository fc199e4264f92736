/**
 * Round-to-nearest-even into a format, with the special cases of APFloat's `normalize` and
 * `handleOverflow` (llvm/lib/Support/APFloat.cpp):
 *  - overflow gives ±Inf (IEEE formats), NaN with the sign (NanOnly formats: the FN/FNUZ f8
 *    types), or the largest finite value (FiniteOnly formats: f6/f4);
 *  - in formats whose NaN is "all ones" (f8E4M3FN) the all-ones pattern is an overflow too;
 *  - zero results lose their sign where NaN is encoded as negative zero (FNUZ), and become
 *    the smallest normal where there is no zero (f8E8M0FNU).
 * Two implementations: an exact one on rationals (BigInt; any format, any decimal input) and a
 * fast one on JS numbers for every format narrower than f64.
 */
import { bitLength, type FloatSemantics, type FloatValue } from './float-format.js';

function zeroResult(neg: boolean, s: FloatSemantics): FloatValue {
  if (!s.hasZero) return { cat: 'finite', neg: false, sig: 1n, exp: s.minExponent };
  return { cat: 'zero', neg: s.nanEncoding === 'negativeZero' ? false : neg };
}

function overflowResult(neg: boolean, s: FloatSemantics): FloatValue {
  if (s.nonFinite === 'ieee754') return { cat: 'inf', neg };
  if (s.nonFinite === 'nanOnly') return { cat: 'nan', neg, payload: 0n };
  const p = s.precision;
  return { cat: 'finite', neg, sig: (1n << BigInt(p)) - 1n, exp: s.maxExponent - (p - 1) };
}

/** The magnitude whose reaching means overflow: the all-ones pattern for allOnes-NaN formats. */
function overflows(top: number, sig: bigint, s: FloatSemantics): boolean {
  if (top > s.maxExponent) return true;
  return s.nanEncoding === 'allOnes' && s.precision > 1 && top === s.maxExponent
    && sig === (1n << BigInt(s.precision)) - 1n;
}

/** Rounds `±num/den` (num ≥ 0, den > 0) to the nearest value of `s`, ties to even. */
export function roundRational(neg: boolean, num: bigint, den: bigint, s: FloatSemantics): FloatValue {
  if (num === 0n) return zeroResult(neg, s);
  if (neg && !s.hasSignedRepr) return { cat: 'nan', neg: false, payload: 0n };
  const p = s.precision;
  // e = floor(log2(num/den))
  let e = bitLength(num) - bitLength(den);
  const atLeast = e >= 0 ? num >= den << BigInt(e) : num << BigInt(-e) >= den;
  if (!atLeast) e -= 1;
  if (e > s.maxExponent + 1) return overflowResult(neg, s);
  const lsbExp = Math.max(e, s.minExponent) - (p - 1);
  let n = num;
  let d = den;
  if (lsbExp >= 0) d <<= BigInt(lsbExp);
  else n <<= BigInt(-lsbExp);
  let q = n / d;
  const twiceRem = (n - q * d) * 2n;
  if (twiceRem > d || (twiceRem === d && (q & 1n) === 1n)) q += 1n;
  if (q === 0n) return zeroResult(neg, s);
  // After a carry q may be 2^p; normalise so that the all-ones test sees p bits.
  const top = lsbExp + bitLength(q) - 1;
  let sig = q;
  let exp = lsbExp;
  if (bitLength(q) > p) {
    sig = q >> 1n;
    exp += 1;
  }
  if (overflows(top, sig, s)) return overflowResult(neg, s);
  return { cat: 'finite', neg, sig, exp };
}

/** Rounds an exact value of any format into `s` (`APFloat::convert`, nearest-even). */
export function roundValue(v: FloatValue, s: FloatSemantics): FloatValue {
  switch (v.cat) {
    case 'zero':
      return zeroResult(v.neg, s);
    case 'inf':
      return s.nonFinite === 'ieee754' ? v : overflowResult(v.neg, s);
    case 'nan':
      return v;
    case 'finite':
      return v.exp >= 0
        ? roundRational(v.neg, v.sig << BigInt(v.exp), 1n, s)
        : roundRational(v.neg, v.sig, 1n << BigInt(-v.exp), s);
  }
}

/** floor(log2(a)) for a finite a > 0, exactly. */
export function ilog2(a: number): number {
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e -= 1;
  else if (2 ** (e + 1) <= a) e += 1;
  return e;
}

interface FastFormat {
  readonly s: FloatSemantics;
  readonly maxFinite: number;
  readonly smallestNormal: number;
}

const fastCache = new Map<FloatSemantics, FastFormat>();

function fastFormat(s: FloatSemantics): FastFormat {
  let f = fastCache.get(s);
  if (!f) {
    const p = s.precision;
    const allOnesIsNaN = s.nanEncoding === 'allOnes' && p > 1;
    const top = 2 ** p - (allOnesIsNaN ? 2 : 1);
    f = { s, maxFinite: top * 2 ** (s.maxExponent - (p - 1)), smallestNormal: 2 ** s.minExponent };
    fastCache.set(s, f);
  }
  return f;
}

/**
 * `roundRational` on JS numbers, for formats whose values are all doubles and whose smallest
 * subnormal is far above the doubles' (everything below f64 here). Exact: scaling by powers of
 * two and taking the fractional part of a number below 2^53 lose nothing.
 */
export function roundNumberFast(x: number, s: FloatSemantics): number {
  if (Number.isNaN(x)) return NaN;
  const f = fastFormat(s);
  if (x === 0) {
    if (!s.hasZero) return f.smallestNormal;
    return s.nanEncoding === 'negativeZero' ? 0 : x;
  }
  const neg = x < 0;
  if (neg && !s.hasSignedRepr) return NaN;
  const a = Math.abs(x);
  if (a === Infinity) return fastOverflow(neg, s, f);
  const p = s.precision;
  const lsbExp = Math.max(ilog2(a), s.minExponent) - (p - 1);
  const scale = 2 ** lsbExp;
  const r = a / scale;
  let q = Math.floor(r);
  const frac = r - q;
  if (frac > 0.5 || (frac === 0.5 && q % 2 === 1)) q += 1;
  if (q === 0) {
    if (!s.hasZero) return f.smallestNormal;
    return neg && s.nanEncoding !== 'negativeZero' ? -0 : 0;
  }
  const m = q * scale;
  if (m > f.maxFinite) return fastOverflow(neg, s, f);
  return neg ? -m : m;
}

function fastOverflow(neg: boolean, s: FloatSemantics, f: FastFormat): number {
  if (s.nonFinite === 'nanOnly') return NaN;
  const m = s.nonFinite === 'ieee754' ? Infinity : f.maxFinite;
  return neg ? -m : m;
}
