/**
 * APInt arithmetic on signed bigints of a given width, as the folders need it: operations that
 * report overflow (`sadd_ov`…) return undefined instead, so that a fold fails exactly where
 * upstream's does. Inputs are signed values in range; results are mathematical values that the
 * caller wraps to the width (IntegerAttr.get and storeInt do).
 */
import { signed, unsigned } from './fold-core.js';

export const minSigned = (w: number): bigint => -(1n << BigInt(w - 1));
export const maxSigned = (w: number): bigint => (1n << BigInt(w - 1)) - 1n;
export const maxUnsigned = (w: number): bigint => (1n << BigInt(w)) - 1n;

const inSigned = (v: bigint, w: number): bigint | undefined => (v >= minSigned(w) && v <= maxSigned(w) ? v : undefined);

export const saddOv = (a: bigint, b: bigint, w: number): bigint | undefined => inSigned(a + b, w);
export const ssubOv = (a: bigint, b: bigint, w: number): bigint | undefined => inSigned(a - b, w);
/** Signed division rounding toward zero; INT_MIN / -1 overflows. */
export const sdivOv = (a: bigint, b: bigint, w: number): bigint | undefined => inSigned(a / b, w);

export const udiv = (a: bigint, b: bigint, w: number): bigint => unsigned(a, w) / unsigned(b, w);
export const urem = (a: bigint, b: bigint, w: number): bigint => unsigned(a, w) % unsigned(b, w);

/** (a - 1) / b + 1 for positive a and b (upstream signedCeilNonnegInputs). */
function signedCeilNonneg(a: bigint, b: bigint, w: number): bigint | undefined {
  const am1 = ssubOv(a, 1n, w);
  if (am1 === undefined) return undefined;
  const q = sdivOv(am1, b, w);
  return q === undefined ? undefined : saddOv(q, 1n, w);
}

/** Signed division rounding toward +inf, failing on any intermediate overflow as upstream. */
export function ceilDivS(a: bigint, b: bigint, w: number): bigint | undefined {
  if (a === 0n) return 0n;
  if (a > 0n && b > 0n) return signedCeilNonneg(a, b, w);
  if (a < 0n && b < 0n) {
    const pa = ssubOv(0n, a, w), pb = ssubOv(0n, b, w);
    if (pa === undefined || pb === undefined) return undefined;
    return signedCeilNonneg(pa, pb, w);
  }
  if (a < 0n) {
    const pa = ssubOv(0n, a, w);
    if (pa === undefined) return undefined;
    const q = sdivOv(pa, b, w);
    return q === undefined ? undefined : ssubOv(0n, q, w);
  }
  const pb = ssubOv(0n, b, w);
  if (pb === undefined) return undefined;
  const q = sdivOv(a, pb, w);
  return q === undefined ? undefined : ssubOv(0n, q, w);
}

/** Unsigned division rounding toward +inf. */
export function ceilDivU(a: bigint, b: bigint, w: number): bigint | undefined {
  const ua = unsigned(a, w), ub = unsigned(b, w);
  const q = ua / ub;
  if (ua % ub === 0n) return q;
  return q + 1n > maxUnsigned(w) ? undefined : q + 1n;
}

/** Signed division rounding toward -inf (APInt::sfloordiv_ov). */
export function floorDivS(a: bigint, b: bigint, w: number): bigint | undefined {
  const q = sdivOv(a, b, w);
  if (q === undefined) return undefined;
  if (signed(q * b, w) !== a && (a < 0n) !== (b < 0n)) return q - 1n;
  return q;
}

/** The high half of the double-width product (APIntOps::mulhs / mulhu). */
export const mulHighS = (a: bigint, b: bigint, w: number): bigint => (a * b) >> BigInt(w);
export const mulHighU = (a: bigint, b: bigint, w: number): bigint => (unsigned(a, w) * unsigned(b, w)) >> BigInt(w);

export const lshr = (a: bigint, b: bigint, w: number): bigint => {
  const s = unsigned(b, w);
  return s >= BigInt(w) ? 0n : unsigned(a, w) >> s;
};
export const ashr = (a: bigint, b: bigint, w: number): bigint => {
  const s = unsigned(b, w);
  return a >> (s >= BigInt(w) ? BigInt(w) : s);
};
export const shl = (a: bigint, b: bigint, w: number): bigint => {
  const s = unsigned(b, w);
  return s >= BigInt(w) ? 0n : a << s;
};

export const smax = (a: bigint, b: bigint): bigint => (a > b ? a : b);
export const smin = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const umax = (a: bigint, b: bigint, w: number): bigint => (unsigned(a, w) > unsigned(b, w) ? a : b);
export const umin = (a: bigint, b: bigint, w: number): bigint => (unsigned(a, w) < unsigned(b, w) ? a : b);

/** The integer comparison predicates, by their enum value (arith::applyCmpPredicate). */
export function applyCmpI(pred: number, a: bigint, b: bigint, w: number): boolean {
  const ua = unsigned(a, w), ub = unsigned(b, w);
  switch (pred) {
    case 0: return a === b;
    case 1: return a !== b;
    case 2: return a < b;
    case 3: return a <= b;
    case 4: return a > b;
    case 5: return a >= b;
    case 6: return ua < ub;
    case 7: return ua <= ub;
    case 8: return ua > ub;
    case 9: return ua >= ub;
    default: throw new Error(`unknown cmpi predicate ${pred}`);
  }
}

/** Whether a cmpi predicate holds for two equal operands. */
export const cmpIOnEqual = (pred: number): boolean => [0, 3, 5, 7, 9].includes(pred);
