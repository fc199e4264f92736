/**
 * What math ops need beyond JS's Math: C's copysign, round-half-even, erf and erfc, the float
 * classifications, integer bit counts and powers on the interpreter's integer forms (numbers up
 * to 32 bits, bigints beyond), and float-to-integer powers. The integer ops use the folders'
 * definitions (src/dialects/math/fold.ts), so folded and executed programs agree.
 */
import { FloatType } from '../../ir/types.js';
import { erf as erfD, erfc as erfcD } from '../../dialects/math/erf.js';
import { countLeadingZeros, countTrailingZeros, ipow as ipowFold, isNormal as isNormalFold, popCount } from '../../dialects/math/fold.js';
import type { FloatKind } from '../../support/float.js';
import { fail } from './core.js';

/** FDLIBM's erf and erfc (what glibc computes, and what the folders use). */
export const erf = erfD;
export const erfc = erfcD;

/** |a| with the sign of b (a NaN b counts as positive: JS keeps no NaN sign). */
export function copysign(a: number, b: number): number {
  const neg = b < 0 || Object.is(b, -0);
  const m = Math.abs(a);
  return neg ? -m : m;
}

/** Round half to even (math.roundeven); ±0 and non-finite values are kept. */
export function roundEven(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const f = Math.floor(x), d = x - f;
  const r = d < 0.5 ? f : d > 0.5 ? f + 1 : f % 2 === 0 ? f : f + 1;
  return r === 0 && x < 0 ? -0 : r;
}

export function isNormal(x: number, kind: FloatKind): number { return isNormalFold(x, FloatType.get(kind)) ? 1 : 0; }

type Int = number | bigint;
/** The signed value of an interpreter integer of width w (i1 is held as 0/1, signed -1/0). */
const toBig = (x: Int, w: number): bigint => (w === 1 ? (x ? -1n : 0n) : typeof x === 'bigint' ? x : BigInt(x));
/** An integer result in the interpreter's form for width w. */
const back = (v: bigint, w: number): Int => (w === 1 ? Number(v & 1n) : w > 32 ? BigInt.asIntN(w, v) : Number(BigInt.asIntN(w, v)));

/** math.ctlz, cttz, ctpop of an integer of width w. */
export function ctlz(x: Int, w: number): Int { return back(countLeadingZeros(toBig(x, w), w), w); }
export function cttz(x: Int, w: number): Int { return back(countTrailingZeros(toBig(x, w), w), w); }
export function ctpop(x: Int, w: number): Int { return back(popCount(toBig(x, w), w), w); }

/** math.ipowi: integer power with wraparound; zero to a negative power has no value. */
export function ipowi(b: Int, p: Int, w: number, id: number): Int {
  const r = ipowFold(toBig(b, w), toBig(p, w), w);
  return r === undefined ? fail(id, 'zero raised to a negative power') : back(r, w);
}

/** math.fpowi: x to an integer power of width w (in double, rounded by the caller). */
export function fpowi(x: number, n: Int, w: number): number { return Math.pow(x, Number(toBig(n, w))); }

/** math.absi: |x| wrapped to width w (the minimum value is its own absolute value). */
export function absi(x: Int, w: number): Int {
  const v = toBig(x, w);
  return back(v < 0n ? -v : v, w);
}
