/**
 * Floating-point formats as LLVM's APFloat describes them (llvm/lib/Support/APFloat.cpp,
 * `fltSemantics`), and the exact, BigInt-based bridge between bit patterns and values.
 *
 * A value is kept as upstream keeps it: a category, a sign, and for finite non-zero values an
 * integer significand times a power of two. Nothing here rounds; see float-round.ts.
 */

/** The MLIR builtin float type names. */
export type FloatKind =
  | 'f16' | 'bf16' | 'f32' | 'f64' | 'tf32' | 'f80' | 'f128'
  | 'f8E5M2' | 'f8E4M3' | 'f8E4M3FN' | 'f8E5M2FNUZ' | 'f8E4M3FNUZ' | 'f8E4M3B11FNUZ'
  | 'f8E3M4' | 'f8E8M0FNU' | 'f6E2M3FN' | 'f6E3M2FN' | 'f4E2M1FN';

/** How Inf and NaN exist in a format (`fltNonfiniteBehavior`). */
export type NonFiniteBehavior = 'ieee754' | 'nanOnly' | 'finiteOnly';
/** How NaN is encoded (`fltNanEncoding`). */
export type NanEncoding = 'ieee' | 'allOnes' | 'negativeZero';

export interface FloatSemantics {
  readonly kind: FloatKind;
  /** Largest E with 2^E representable. */
  readonly maxExponent: number;
  /** Smallest E with 2^E normal. */
  readonly minExponent: number;
  /** Significand bits including the integer bit. */
  readonly precision: number;
  readonly sizeInBits: number;
  readonly nonFinite: NonFiniteBehavior;
  readonly nanEncoding: NanEncoding;
  readonly hasZero: boolean;
  readonly hasSignedRepr: boolean;
}

function sem(
  kind: FloatKind, maxExponent: number, minExponent: number, precision: number, sizeInBits: number,
  nonFinite: NonFiniteBehavior = 'ieee754', nanEncoding: NanEncoding = 'ieee',
  hasZero = true, hasSignedRepr = true,
): FloatSemantics {
  return { kind, maxExponent, minExponent, precision, sizeInBits, nonFinite, nanEncoding, hasZero, hasSignedRepr };
}

const SEMANTICS: Readonly<Record<FloatKind, FloatSemantics>> = {
  f16: sem('f16', 15, -14, 11, 16),
  bf16: sem('bf16', 127, -126, 8, 16),
  f32: sem('f32', 127, -126, 24, 32),
  f64: sem('f64', 1023, -1022, 53, 64),
  tf32: sem('tf32', 127, -126, 11, 19),
  f80: sem('f80', 16383, -16382, 64, 80),
  f128: sem('f128', 16383, -16382, 113, 128),
  f8E5M2: sem('f8E5M2', 15, -14, 3, 8),
  f8E4M3: sem('f8E4M3', 7, -6, 4, 8),
  f8E4M3FN: sem('f8E4M3FN', 8, -6, 4, 8, 'nanOnly', 'allOnes'),
  f8E5M2FNUZ: sem('f8E5M2FNUZ', 15, -15, 3, 8, 'nanOnly', 'negativeZero'),
  f8E4M3FNUZ: sem('f8E4M3FNUZ', 7, -7, 4, 8, 'nanOnly', 'negativeZero'),
  f8E4M3B11FNUZ: sem('f8E4M3B11FNUZ', 4, -10, 4, 8, 'nanOnly', 'negativeZero'),
  f8E3M4: sem('f8E3M4', 3, -2, 5, 8),
  f8E8M0FNU: sem('f8E8M0FNU', 127, -127, 1, 8, 'nanOnly', 'allOnes', false, false),
  f6E2M3FN: sem('f6E2M3FN', 2, 0, 4, 6, 'finiteOnly'),
  f6E3M2FN: sem('f6E3M2FN', 4, -2, 3, 6, 'finiteOnly'),
  f4E2M1FN: sem('f4E2M1FN', 2, 0, 2, 4, 'finiteOnly'),
};

/** Every supported kind. */
export const FLOAT_KINDS: readonly FloatKind[] = Object.freeze(Object.keys(SEMANTICS) as FloatKind[]);

export function isFloatKind(name: string): name is FloatKind {
  return Object.prototype.hasOwnProperty.call(SEMANTICS, name);
}

export function floatSemantics(kind: FloatKind): FloatSemantics {
  return SEMANTICS[kind];
}

export function floatBitWidth(kind: FloatKind): number {
  return SEMANTICS[kind].sizeInBits;
}

/** A value of some format, exactly; finite values are `sig * 2^exp` with `sig > 0`. */
export type FloatValue =
  | { readonly cat: 'zero'; readonly neg: boolean }
  | { readonly cat: 'inf'; readonly neg: boolean }
  /** `payload` is the stored significand field, kept so that a NaN re-encodes to its own bits. */
  | { readonly cat: 'nan'; readonly neg: boolean; readonly payload: bigint }
  | { readonly cat: 'finite'; readonly neg: boolean; readonly sig: bigint; readonly exp: number };

export function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

const mask = (bits: number): bigint => (1n << BigInt(bits)) - 1n;

/** The exponent bias as `initFromIEEEAPInt` computes it. */
function biasOf(s: FloatSemantics): number {
  return s.kind === 'f8E8M0FNU' ? 127 : 1 - s.minExponent;
}

/** The NaN `makeNaN()` produces (quiet, zero payload), with the given sign where it can have one. */
export function canonicalNaNBits(s: FloatSemantics, neg = false): bigint {
  if (s.nonFinite === 'finiteOnly') throw new RangeError(`${s.kind} has no NaN`);
  const signBit = s.hasSignedRepr && neg ? 1n << BigInt(s.sizeInBits - 1) : 0n;
  if (s.nanEncoding === 'negativeZero') return 1n << BigInt(s.sizeInBits - 1);
  if (s.kind === 'f8E8M0FNU') return 0xffn;
  const fracBits = s.kind === 'f80' ? 64 : s.precision - 1;
  const expField = mask(s.sizeInBits - 1 - fracBits) << BigInt(fracBits);
  if (s.nanEncoding === 'allOnes') return signBit | expField | mask(fracBits);
  if (s.kind === 'f80') return signBit | expField | (3n << 62n);
  return signBit | expField | (1n << BigInt(s.precision - 2));
}

/** Bits → value, as `IEEEFloat::initFromAPInt` reads them. */
export function decodeBits(bits: bigint, s: FloatSemantics): FloatValue {
  bits &= mask(s.sizeInBits);
  if (s.kind === 'f80') return decodeF80(bits);
  if (s.kind === 'f8E8M0FNU') {
    if (bits === 0xffn) return { cat: 'nan', neg: false, payload: 1n };
    return { cat: 'finite', neg: false, sig: 1n, exp: Number(bits) - 127 };
  }
  const p = s.precision;
  const fracBits = p - 1;
  const expBits = s.sizeInBits - 1 - fracBits;
  const frac = bits & mask(fracBits);
  const field = Number((bits >> BigInt(fracBits)) & mask(expBits));
  const neg = (bits >> BigInt(s.sizeInBits - 1)) === 1n;
  const allOnesField = field === Number(mask(expBits));
  if (s.nonFinite === 'ieee754' && allOnesField) {
    return frac === 0n ? { cat: 'inf', neg } : { cat: 'nan', neg, payload: frac };
  }
  if (s.nanEncoding === 'allOnes' && allOnesField && frac === mask(fracBits)) {
    return { cat: 'nan', neg, payload: frac };
  }
  if (field === 0 && frac === 0n) {
    if (s.nanEncoding === 'negativeZero' && neg) return { cat: 'nan', neg: true, payload: 0n };
    return { cat: 'zero', neg };
  }
  const lsb = s.minExponent - fracBits;
  if (field === 0) return { cat: 'finite', neg, sig: frac, exp: lsb };
  return { cat: 'finite', neg, sig: frac | (1n << BigInt(fracBits)), exp: field - biasOf(s) - fracBits };
}

/** x87 extended: the integer bit is explicit; pseudo-NaNs and unnormals read as NaN. */
function decodeF80(bits: bigint): FloatValue {
  const sig = bits & mask(64);
  const field = Number((bits >> 64n) & 0x7fffn);
  const neg = (bits >> 79n) === 1n;
  const intBit = sig >> 63n;
  if (field === 0 && sig === 0n) return { cat: 'zero', neg };
  if (field === 0x7fff && sig === 1n << 63n) return { cat: 'inf', neg };
  if (field === 0x7fff || (field !== 0 && intBit === 0n)) return { cat: 'nan', neg, payload: sig };
  const exp = (field === 0 ? -16382 : field - 16383) - 63;
  return { cat: 'finite', neg, sig, exp };
}

/** Value → bits, as `bitcastToAPInt` writes them. Finite values must be representable. */
export function encodeBits(v: FloatValue, s: FloatSemantics): bigint {
  const signBit = v.neg && s.hasSignedRepr ? 1n << BigInt(s.sizeInBits - 1) : 0n;
  const isF80 = s.kind === 'f80';
  const fracBits = isF80 ? 64 : s.precision - 1;
  const expBits = s.sizeInBits - 1 - fracBits;
  switch (v.cat) {
    case 'zero':
      if (!s.hasZero) throw new RangeError(`${s.kind} has no zero`);
      return s.nanEncoding === 'negativeZero' ? 0n : signBit;
    case 'inf':
      if (s.nonFinite !== 'ieee754') throw new RangeError(`${s.kind} has no infinity`);
      return signBit | (mask(expBits) << BigInt(fracBits)) | (isF80 ? 1n << 63n : 0n);
    case 'nan':
      if (s.nonFinite !== 'ieee754') return canonicalNaNBits(s, v.neg);
      return signBit | (mask(expBits) << BigInt(fracBits)) | (v.payload & mask(fracBits));
    case 'finite':
      break;
  }
  const p = s.precision;
  const top = v.exp + bitLength(v.sig) - 1;
  if (top > s.maxExponent) throw new RangeError(`value out of range for ${s.kind}`);
  const lsbExp = Math.max(top, s.minExponent) - (p - 1);
  const shift = v.exp - lsbExp;
  if (shift < 0 && (v.sig & mask(-shift)) !== 0n) throw new RangeError(`value not representable in ${s.kind}`);
  const sig = shift >= 0 ? v.sig << BigInt(shift) : v.sig >> BigInt(-shift);
  if (s.kind === 'f8E8M0FNU') return BigInt(top + 127);
  const field = top < s.minExponent ? 0 : top + biasOf(s);
  const fraction = isF80 ? sig : sig & mask(fracBits);
  return signBit | (BigInt(field) << BigInt(fracBits)) | fraction;
}

const scratch = new DataView(new ArrayBuffer(8));

export function f64Bits(x: number): bigint {
  scratch.setFloat64(0, x);
  return scratch.getBigUint64(0);
}

export function f64FromBits(bits: bigint): number {
  scratch.setBigUint64(0, bits & mask(64));
  return scratch.getFloat64(0);
}

export function f32Bits(x: number): number {
  scratch.setFloat32(0, x);
  return scratch.getUint32(0);
}

export function f32FromBits(bits: number): number {
  scratch.setUint32(0, bits >>> 0);
  return scratch.getFloat32(0);
}

/** The exact value of a JS number. */
export function valueOfNumber(x: number): FloatValue {
  return decodeBits(f64Bits(x), SEMANTICS.f64);
}
