/**
 * Float semantics beyond plain JS arithmetic: IEEE minimum/maximum (NaN propagates, -0 < +0)
 * and minNum/maxNum (NaN loses), conversions to and from integers (float → int saturates and
 * maps NaN to 0, as PTX's cvt.rzi does, where LLVM leaves the result poison), bit casts, and
 * the math functions JS defines differently from C (pow).
 */
import { type FloatKind, fromBits, roundRationalToBits, roundToKind, toBits } from '../../support/float.js';

export function maximumf(a: number, b: number): number {
  if (a !== a) return a;
  if (b !== b) return b;
  if (a === 0 && b === 0) return Object.is(a, -0) ? b : a;
  return a > b ? a : b;
}
export function minimumf(a: number, b: number): number {
  if (a !== a) return a;
  if (b !== b) return b;
  if (a === 0 && b === 0) return Object.is(a, -0) ? a : b;
  return a < b ? a : b;
}
export function maxnumf(a: number, b: number): number {
  if (a !== a) return b;
  if (b !== b) return a;
  return maximumf(a, b);
}
export function minnumf(a: number, b: number): number {
  if (a !== a) return b;
  if (b !== b) return a;
  return minimumf(a, b);
}

/** Float → signed integer of width `w`, toward zero, saturating; NaN → 0. Held form. */
export function fptosi(x: number, w: number): number | bigint {
  const lo = -(2 ** (w - 1)), hi = 2 ** (w - 1) - 1;
  if (w > 32) {
    if (x !== x) return 0n;
    if (x <= lo) return -(1n << BigInt(w - 1));
    if (x >= 2 ** (w - 1)) return (1n << BigInt(w - 1)) - 1n;
    return BigInt(Math.trunc(x));
  }
  if (x !== x) return 0;
  const t = Math.trunc(x);
  const s = t < lo ? lo : t > hi ? hi : t;
  return w === 1 ? s & 1 : s + 0;
}

/** Float → unsigned integer of width `w`, toward zero, saturating; NaN → 0. Held form. */
export function fptoui(x: number, w: number): number | bigint {
  if (w > 32) {
    if (x !== x || x <= 0) return 0n;
    if (x >= 2 ** w) return -1n;
    return BigInt.asIntN(w, BigInt(Math.trunc(x)));
  }
  if (x !== x || x <= 0) return 0;
  const t = Math.trunc(x);
  const u = t > 2 ** w - 1 ? 2 ** w - 1 : t;
  return w === 1 ? u : w === 32 ? u | 0 : (u << (32 - w)) >> (32 - w);
}

/** An integer (as a bigint mathematical value) to float kind `kind`, correctly rounded. */
export function bigToFloat(v: bigint, kind: FloatKind): number {
  if (kind === 'f64' || kind === 'f80' || kind === 'f128') return Number(v);
  const neg = v < 0n;
  return fromBits(roundRationalToBits(neg, neg ? -v : v, 1n, kind), kind);
}

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);

/** Bits of a float value as the held form of a signless integer of the same width. */
export function floatToBits(x: number, kind: FloatKind, w: number): number | bigint {
  if (kind === 'f32') { f32[0] = x; return i32[0]!; }
  if (kind === 'f64') { f64[0] = x; return i64[0]!; }
  const b = BigInt.asIntN(w, toBits(x, kind));
  return w <= 32 ? (w === 1 ? Number(b & 1n) : Number(b)) : b;
}

/** The float whose bits are the held integer `v`. */
export function bitsToFloat(v: number | bigint, kind: FloatKind, w: number): number {
  if (kind === 'f32') { i32[0] = Number(v); return f32[0]!; }
  if (kind === 'f64') { i64[0] = BigInt(v); return f64[0]!; }
  return fromBits(BigInt.asUintN(w, BigInt(v)), kind);
}

/** truncf with a rounding mode other than to-nearest-even (modes as arith's enum values). */
export function truncfMode(x: number, kind: FloatKind, mode: number): number {
  const r = roundToKind(x, kind);
  if (mode === 0 || r === x || r !== r || x !== x) return r;
  if (mode === 4) {
    // to nearest, ties away from zero: differs from nearest-even only on exact ties.
    const other = step(r, kind, r > x ? -1 : 1);
    if (Math.abs(other - x) === Math.abs(r - x)) return Math.abs(other) > Math.abs(r) ? other : r;
    return r;
  }
  const down = r > x ? step(r, kind, -1) : r;
  const up = r < x ? step(r, kind, 1) : r;
  if (mode === 1) return down;
  if (mode === 2) return up;
  return x > 0 ? down : up; // toward zero
}

/** The neighbour of `r` (a value of `kind`) in direction `dir`, through its bits. */
function step(r: number, kind: FloatKind, dir: 1 | -1): number {
  if (r === 0) return fromBits(1n, kind) * dir;
  const bits = toBits(r, kind);
  const away = (r > 0) === (dir > 0);
  return fromBits(away ? bits + 1n : bits - 1n, kind);
}

/** C's pow where it differs from Math.pow: pow(1, y) = 1 and pow(-1, ±Inf) = 1. */
export function powf(x: number, y: number): number {
  if (x === 1) return 1;
  if (x === -1 && (y === Infinity || y === -Infinity)) return 1;
  return Math.pow(x, y);
}

/** Round half away from zero (math.round). */
export function roundAway(x: number): number {
  if (!Number.isFinite(x)) return x;
  const a = Math.abs(x);
  const f = Math.floor(a);
  const v = a - f >= 0.5 ? f + 1 : f;
  return x < 0 || Object.is(x, -0) ? -v : v;
}

