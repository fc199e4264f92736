/**
 * Literal values for constants, biased to the edges where folders go wrong: INT_MIN, -1, 0, the
 * unsigned maximum written as a positive literal, NaN (quiet, negative, with payload), ±0, ±inf,
 * denormals and the largest finite values, besides ordinary random numbers.
 */
import type { GenRandom } from './random.js';
import { type FloatKind, type ScalarKind, bitWidth, isFloatKind } from './types.js';

export interface IntLiteral { readonly text: string; readonly value: bigint; }

/** The value `v` wrapped to a signed `width`-bit integer. */
export function wrapSigned(v: bigint, width: number): bigint { return BigInt.asIntN(width, v); }

/** An integer literal for `kind` (index as 64 bits) and its signed value. */
export function intLiteral(r: GenRandom, kind: ScalarKind, small = false): IntLiteral {
  const w = bitWidth(kind);
  if (kind === 'i1') {
    const v = r.chance(0.5);
    return { text: v ? 'true' : 'false', value: v ? -1n : 0n };
  }
  const min = -(1n << BigInt(w - 1));
  const max = (1n << BigInt(w - 1)) - 1n;
  const v: bigint = small ? BigInt(r.between(-2, 8)) : r.weighted<() => bigint>([
    [3, () => BigInt(r.between(-4, 16))],
    [1, () => min],
    [1, () => max],
    [1, () => -1n],
    [1, () => 0n],
    [1, () => 1n],
    [2, () => wrapSigned(BigInt(Math.floor(r.next() * 2 ** 31)) * BigInt(r.between(1, 1 << 20)), w)],
    [1, () => 1n << BigInt(r.int(w - 1))],
  ])();
  // Sometimes spell a negative value as its unsigned twin (255 : i8 is -1), as upstream allows.
  if (v < 0n && kind !== 'index' && r.chance(0.1)) return { text: String(BigInt.asUintN(w, v)), value: v };
  return { text: String(v), value: v };
}

interface FloatBits { readonly nan: string; readonly negNan: string; readonly payloadNan: string; readonly signalingNan: string; readonly inf: string; readonly negInf: string; readonly denorm: string; readonly negDenorm: string; readonly maxFinite: string; readonly minNormal: string; }

const BITS: Record<FloatKind, FloatBits> = {
  f16: { nan: '0x7E00', negNan: '0xFE00', payloadNan: '0x7E01', signalingNan: '0x7C01', inf: '0x7C00', negInf: '0xFC00', denorm: '0x0001', negDenorm: '0x8001', maxFinite: '0x7BFF', minNormal: '0x0400' },
  bf16: { nan: '0x7FC0', negNan: '0xFFC0', payloadNan: '0x7FC1', signalingNan: '0x7F81', inf: '0x7F80', negInf: '0xFF80', denorm: '0x0001', negDenorm: '0x8001', maxFinite: '0x7F7F', minNormal: '0x0080' },
  f32: { nan: '0x7FC00000', negNan: '0xFFC00000', payloadNan: '0x7FC00001', signalingNan: '0xFF800003', inf: '0x7F800000', negInf: '0xFF800000', denorm: '0x00000001', negDenorm: '0x80000001', maxFinite: '0x7F7FFFFF', minNormal: '0x00800000' },
  f64: { nan: '0x7FF8000000000000', negNan: '0xFFF8000000000000', payloadNan: '0x7FF8000000000001', signalingNan: '0x7FF0000000000005', inf: '0x7FF0000000000000', negInf: '0xFFF0000000000000', denorm: '0x0000000000000001', negDenorm: '0x8000000000000001', maxFinite: '0x7FEFFFFFFFFFFFFF', minNormal: '0x0010000000000000' },
};

/** A decimal literal exactly representable in every float kind (small dyadic fractions). */
function plainDecimal(r: GenRandom): string {
  const v = r.between(-64, 64) / r.pick([1, 2, 4, 8]);
  const s = String(v);
  return s.includes('.') ? s : `${s}.0`;
}

/** A decimal literal that is not exactly representable, so printing must round as upstream does. */
function inexactDecimal(r: GenRandom, kind: FloatKind): string {
  const digits = r.between(1, 9999);
  const exp = kind === 'f16' || kind === 'bf16' ? r.between(-4, 3) : r.between(-12, 12);
  return `${r.chance(0.3) ? '-' : ''}${digits}.${r.between(0, 999)}e${exp}`;
}

/** A float literal of `kind`. */
export function floatLiteral(r: GenRandom, kind: FloatKind): string {
  const b = BITS[kind];
  return r.weighted<() => string>([
    [6, () => plainDecimal(r)],
    [3, () => inexactDecimal(r, kind)],
    [1, () => '0.0'],
    [1, () => '-0.0'],
    [1, () => '1.0'],
    // NaNs of every kind: the default one, negative, with a payload, signalling.
    [1, () => r.pick([b.nan, b.negNan, b.payloadNan, b.signalingNan])],
    [1, () => r.pick([b.inf, b.negInf])],
    [1, () => r.pick([b.denorm, b.negDenorm, b.minNormal])],
    [1, () => b.maxFinite],
  ])();
}

/** A scalar literal of any kind (no type suffix). */
export function scalarLiteral(r: GenRandom, kind: ScalarKind): string {
  return isFloatKind(kind) ? floatLiteral(r, kind) : intLiteral(r, kind).text;
}
