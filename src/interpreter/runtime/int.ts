/**
 * Integer semantics that do not fit an inline JS expression: divisions (division by zero and
 * signed overflow are errors, as they are undefined behaviour in MLIR/LLVM and trap on the
 * host), shifts (an amount ≥ the width gives 0, or the sign for arithmetic shifts, as the arith
 * folders do), extended arithmetic, and `index` bit operations (index is int64; JS bitwise ops
 * are 32-bit, so they go through BigInt).
 *
 * Number helpers take and return the held form for widths ≤ 32 (signed; i1 as 0/1) unless the
 * parameter says "signed view" (i1 true is -1 there) or "unsigned view".
 */
import { fail, ix } from './core.js';

/** Signed form of a mathematical integer at width `w` ≤ 32 (i1 as 0/1); index (64) as it is. */
export function wrapN(x: number, w: number): number {
  // Widths above 32 held as numbers are index (int64) values: exact here, range-checked by $ix.
  if (w > 32) return x;
  if (w === 1) return x & 1;
  if (w === 32) return x | 0;
  return (x << (32 - w)) >> (32 - w);
}

const DIV0 = 'integer division by zero';

/** Signed division of signed views; INT_MIN / -1 overflows. */
export function sdiv(a: number, b: number, w: number, id: number): number {
  if (b === 0) fail(id, DIV0);
  const q = Math.trunc(a / b);
  if (q === 2 ** (w - 1)) fail(id, `signed integer division overflow (${a} / ${b})`);
  return wrapN(q, w);
}

/** Unsigned division of unsigned views. */
export function udiv(a: number, b: number, w: number, id: number): number {
  if (b === 0) fail(id, DIV0);
  return wrapN(Math.trunc(a / b), w);
}

export function srem(a: number, b: number, w: number, id: number): number {
  if (b === 0) fail(id, 'integer remainder by zero');
  if (b === -1 && a === -(2 ** (w - 1))) fail(id, `signed integer remainder overflow (${a} % ${b})`);
  return wrapN(a % b, w);
}

export function urem(a: number, b: number, w: number, id: number): number {
  if (b === 0) fail(id, 'integer remainder by zero');
  return wrapN(a % b, w);
}

export function ceildivs(a: number, b: number, w: number, id: number): number {
  if (b === 0) fail(id, DIV0);
  const q = Math.ceil(a / b);
  if (q === 2 ** (w - 1)) fail(id, `signed integer division overflow (${a} / ${b})`);
  return wrapN(q, w);
}

export function ceildivu(a: number, b: number, w: number, id: number): number {
  if (b === 0) fail(id, DIV0);
  return wrapN(Math.ceil(a / b), w);
}

export function floordivs(a: number, b: number, w: number, id: number): number {
  if (b === 0) fail(id, DIV0);
  const q = Math.floor(a / b);
  if (q === 2 ** (w - 1)) fail(id, `signed integer division overflow (${a} / ${b})`);
  return wrapN(q, w);
}

/** Shifts: `a` in held form, `s` the unsigned view of the amount. */
export function shl(a: number, s: number, w: number): number {
  return s >= w ? 0 : wrapN(a << s, w);
}
export function shrs(a: number, s: number, w: number): number {
  const sa = w === 1 ? -a : a;
  return wrapN(s >= w ? (sa < 0 ? -1 : 0) : sa >> s, w);
}
export function shru(a: number, s: number, w: number): number {
  const ua = w === 32 ? a >>> 0 : a & (2 ** w - 1);
  return s >= w ? 0 : wrapN(ua >>> s, w);
}

// ---- bigint (widths > 32) ----

const minB = (w: number): bigint => -(1n << BigInt(w - 1));

export function sdivB(a: bigint, b: bigint, w: number, id: number): bigint {
  if (b === 0n) fail(id, DIV0);
  if (b === -1n && a === minB(w)) fail(id, `signed integer division overflow (${a} / ${b})`);
  return a / b;
}
export function udivB(a: bigint, b: bigint, w: number, id: number): bigint {
  if (b === 0n) fail(id, DIV0);
  return BigInt.asIntN(w, BigInt.asUintN(w, a) / BigInt.asUintN(w, b));
}
export function sremB(a: bigint, b: bigint, w: number, id: number): bigint {
  if (b === 0n) fail(id, 'integer remainder by zero');
  if (b === -1n && a === minB(w)) fail(id, `signed integer remainder overflow (${a} % ${b})`);
  return a % b;
}
export function uremB(a: bigint, b: bigint, w: number, id: number): bigint {
  if (b === 0n) fail(id, 'integer remainder by zero');
  return BigInt.asIntN(w, BigInt.asUintN(w, a) % BigInt.asUintN(w, b));
}
export function ceildivsB(a: bigint, b: bigint, w: number, id: number): bigint {
  const q = sdivB(a, b, w, id);
  return q * b !== a && (a < 0n) === (b < 0n) ? q + 1n : q;
}
export function ceildivuB(a: bigint, b: bigint, w: number, id: number): bigint {
  if (b === 0n) fail(id, DIV0);
  const ua = BigInt.asUintN(w, a), ub = BigInt.asUintN(w, b);
  const q = ua / ub;
  return BigInt.asIntN(w, q * ub === ua ? q : q + 1n);
}
export function floordivsB(a: bigint, b: bigint, w: number, id: number): bigint {
  const q = sdivB(a, b, w, id);
  return q * b !== a && (a < 0n) !== (b < 0n) ? q - 1n : q;
}
export function shlB(a: bigint, s: bigint, w: number): bigint {
  return s >= BigInt(w) ? 0n : BigInt.asIntN(w, a << s);
}
export function shrsB(a: bigint, s: bigint, w: number): bigint {
  return s >= BigInt(w) ? (a < 0n ? -1n : 0n) : a >> s;
}
export function shruB(a: bigint, s: bigint, w: number): bigint {
  return s >= BigInt(w) ? 0n : BigInt.asIntN(w, BigInt.asUintN(w, a) >> s);
}

// ---- index (int64 held in numbers) ----

const big = (x: number): bigint => BigInt(x);
const back = (x: bigint, id: number): number => ix(Number(BigInt.asIntN(64, x)), id);

export const iand = (a: number, b: number, id: number): number => back(big(a) & big(b), id);
export const ior = (a: number, b: number, id: number): number => back(big(a) | big(b), id);
export const ixor = (a: number, b: number, id: number): number => back(big(a) ^ big(b), id);
export const ishl = (a: number, s: number, id: number): number => (s >= 64 || s < 0 ? 0 : back(big(a) << big(s), id));
export const ishrs = (a: number, s: number): number => (s >= 64 || s < 0 ? (a < 0 ? -1 : 0) : Math.floor(a / 2 ** s));
export const ishru = (a: number, s: number, id: number): number =>
  (s >= 64 || s < 0 ? 0 : back(BigInt.asUintN(64, big(a)) >> big(s), id));
export const iudiv = (a: number, b: number, id: number): number => {
  if (b === 0) fail(id, DIV0);
  return back(BigInt.asUintN(64, big(a)) / BigInt.asUintN(64, big(b)), id);
};
export const iurem = (a: number, b: number, id: number): number => {
  if (b === 0) fail(id, 'integer remainder by zero');
  return back(BigInt.asUintN(64, big(a)) % BigInt.asUintN(64, big(b)), id);
};

// ---- extended arithmetic: [low, high] in held form ----

/** Converts the held form of a width-`w` value to a signed bigint. */
function toBig(x: number | bigint, w: number): bigint {
  const b = typeof x === 'bigint' ? x : BigInt(x);
  return BigInt.asIntN(w, b);
}
function fromBig(x: bigint, w: number, isIndex: boolean): number | bigint {
  if (isIndex) return Number(BigInt.asIntN(64, x));
  if (w === 1) return Number(BigInt.asUintN(1, x));
  return w <= 32 ? Number(BigInt.asIntN(w, x)) : BigInt.asIntN(w, x);
}

export function adduiExtended(a: number | bigint, b: number | bigint, w: number, isIndex: boolean): [number | bigint, number] {
  const ua = BigInt.asUintN(w, toBig(a, w)), ub = BigInt.asUintN(w, toBig(b, w));
  const s = ua + ub;
  return [fromBig(s, w, isIndex), s >> BigInt(w) ? 1 : 0];
}

export function mulExtended(a: number | bigint, b: number | bigint, w: number, isIndex: boolean, signed: boolean): [number | bigint, number | bigint] {
  const x = signed ? toBig(a, w) : BigInt.asUintN(w, toBig(a, w));
  const y = signed ? toBig(b, w) : BigInt.asUintN(w, toBig(b, w));
  const p = x * y;
  return [fromBig(p, w, isIndex), fromBig(p >> BigInt(w), w, isIndex)];
}
