/**
 * Floating-point semantics and text as upstream MLIR/LLVM APFloat: the public face of
 * float-format.ts (formats, bit encodings), float-round.ts (nearest-even rounding) and
 * float-text.ts (APFloat::toString, MLIR's printFloatValue, literal parsing).
 *
 * Values travel as JS numbers. Every format here except f80 and f128 is a subset of f64, so
 * for them a number holds any value exactly. f80/f128 values that are not doubles cannot be
 * held in a number: `fromBits` rounds them to the nearest double, and number-taking functions
 * see only their double-representable part. That is exact for attributes parsed from decimal
 * text (upstream converts decimal literals through double too); for the full width use the
 * bit-level functions (`formatFloatBits`, `parseFloatLiteralBits`).
 *
 * Formats without a sign (f8E8M0FNU) map negative inputs to NaN (upstream keeps a sign it cannot
 * encode and prints `-1.0 : f8E8M0FNU` as `-1.000000e+00`; we do not copy that); formats without
 * NaN (f6, f4) have no bits for NaN, so `toBits(NaN, …)` throws there.
 */
import {
  canonicalNaNBits, decodeBits, encodeBits, f32Bits, f32FromBits, f64Bits, f64FromBits,
  floatSemantics, valueOfNumber, type FloatKind, type FloatSemantics, type FloatValue,
} from './float-format.js';
import { roundNumberFast, roundRational, roundValue } from './float-round.js';
import { decimalToValue, formatBits, valueToString, type ToStringOptions } from './float-text.js';

export {
  FLOAT_KINDS, floatBitWidth, floatSemantics, isFloatKind,
  type FloatKind, type FloatSemantics, type NanEncoding, type NonFiniteBehavior,
} from './float-format.js';
export type { ToStringOptions } from './float-text.js';

/** Rounds `x` to the nearest value of `kind`, ties to even, with the format's overflow rule. */
export function roundToKind(x: number, kind: FloatKind): number {
  switch (kind) {
    case 'f64':
    case 'f80':
    case 'f128':
      return x;
    case 'f32':
      return Math.fround(x);
    default:
      return roundNumberFast(x, floatSemantics(kind));
  }
}

/** Converts an exact value to the nearest double. */
function valueToNumber(v: FloatValue): number {
  switch (v.cat) {
    case 'zero':
      return v.neg ? -0 : 0;
    case 'inf':
      return v.neg ? -Infinity : Infinity;
    case 'nan':
      return NaN;
    case 'finite':
      return f64FromBits(encodeBits(roundValue(v, floatSemantics('f64')), floatSemantics('f64')));
  }
}

/** The value `x` rounded to `kind`, exactly, with NaN canonical. */
function kindValue(x: number, s: FloatSemantics): FloatValue {
  if (Number.isNaN(x)) return { cat: 'nan', neg: false, payload: 0n };
  const r = s.sizeInBits >= 64 ? x : roundToKind(x, s.kind);
  if (Number.isNaN(r)) return { cat: 'nan', neg: x < 0, payload: 0n };
  return valueOfNumber(r);
}

/**
 * The bit pattern of `x` rounded to `kind` (NaN gives the quiet NaN `makeNaN()` builds: e.g.
 * 0x7FC00000 for f32, 0x7E00 for f16, 0x7F/0xFF for f8E4M3FN, 0x80 for the FNUZ types).
 */
export function toBits(x: number, kind: FloatKind): bigint {
  const s = floatSemantics(kind);
  if (kind === 'f64') return Number.isNaN(x) ? canonicalNaNBits(s) : f64Bits(x);
  if (kind === 'f32') return Number.isNaN(x) ? canonicalNaNBits(s) : BigInt(f32Bits(x));
  if (s.sizeInBits <= 32) return smallToBits(x, s);
  const v = kindValue(x, s);
  return v.cat === 'nan' ? canonicalNaNBits(s, v.neg) : encodeBits(v, s);
}

/** The value of a bit pattern of `kind` (f80/f128: rounded to the nearest double). */
export function fromBits(bits: bigint, kind: FloatKind): number {
  const s = floatSemantics(kind);
  if (kind === 'f64') return f64FromBits(bits);
  if (kind === 'f32') return f32FromBits(Number(bits & 0xffffffffn));
  if (s.sizeInBits <= 32) return smallFromBits(Number(bits & ((1n << BigInt(s.sizeInBits)) - 1n)), s);
  return valueToNumber(decodeBits(bits, s));
}

/** Number-only encoding for the narrow formats (f16, bf16, tf32, f8, f6, f4). */
function smallToBits(x: number, s: FloatSemantics): bigint {
  const r = roundNumberFast(x, s);
  if (Number.isNaN(r)) return canonicalNaNBits(s, x < 0);
  const p = s.precision;
  const fracBits = p - 1;
  const expBits = s.sizeInBits - 1 - fracBits;
  const signBit = (r < 0 || Object.is(r, -0)) && s.hasSignedRepr ? 2 ** (s.sizeInBits - 1) : 0;
  const a = Math.abs(r);
  if (a === Infinity) return BigInt(signBit + (2 ** expBits - 1) * 2 ** fracBits);
  if (a === 0) return BigInt(signBit);
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e -= 1;
  else if (2 ** (e + 1) <= a) e += 1;
  if (s.kind === 'f8E8M0FNU') return BigInt(e + 127);
  if (e < s.minExponent) return BigInt(signBit + a / 2 ** (s.minExponent - fracBits));
  const field = e + 1 - s.minExponent;
  const frac = a / 2 ** (e - fracBits) - 2 ** fracBits;
  return BigInt(signBit + field * 2 ** fracBits + frac);
}

function smallFromBits(bits: number, s: FloatSemantics): number {
  if (s.kind === 'f8E8M0FNU') return bits === 0xff ? NaN : 2 ** (bits - 127);
  const fracBits = s.precision - 1;
  const expBits = s.sizeInBits - 1 - fracBits;
  const signScale = bits >= 2 ** (s.sizeInBits - 1) ? -1 : 1;
  const frac = bits % 2 ** fracBits;
  const field = Math.floor(bits / 2 ** fracBits) % 2 ** expBits;
  const allOnes = field === 2 ** expBits - 1;
  if (s.nonFinite === 'ieee754' && allOnes) return frac === 0 ? signScale * Infinity : NaN;
  if (s.nanEncoding === 'allOnes' && allOnes && frac === 2 ** fracBits - 1) return NaN;
  if (s.nanEncoding === 'negativeZero' && bits === 2 ** (s.sizeInBits - 1)) return NaN;
  const lsb = field === 0 ? s.minExponent - fracBits : field - (1 - s.minExponent) - fracBits;
  const sig = field === 0 ? frac : frac + 2 ** fracBits;
  return signScale * sig * 2 ** lsb;
}

/** `APFloat::toString` of `x` (rounded to `kind`); defaults are upstream's (0, 3, true). */
export function apfloatToString(x: number, kind: FloatKind, options: ToStringOptions = {}): string {
  const s = floatSemantics(kind);
  return valueToString(kindValue(x, s), s, options);
}

/** `APFloat::toString` of a bit pattern of `kind`. */
export function apfloatBitsToString(bits: bigint, kind: FloatKind, options: ToStringOptions = {}): string {
  const s = floatSemantics(kind);
  return valueToString(decodeBits(bits, s), s, options);
}

/** MLIR's `printFloatValue` of `x` (rounded to `kind`), e.g. `1.000000e-01`, `0x7FC00000`. */
export function formatFloat(x: number, kind: FloatKind): string {
  // Printing a float exactly is costly and programs repeat their constants: remember recent ones.
  let cache = formatCache.get(kind);
  if (!cache) { cache = new Map(); formatCache.set(kind, cache); }
  const hit = Object.is(x, -0) ? undefined : cache.get(x);
  if (hit !== undefined) return hit;
  const text = formatBits(toBits(x, kind), floatSemantics(kind));
  if (cache.size > 4096) cache.clear();
  if (!Number.isNaN(x) && !Object.is(x, -0)) cache.set(x, text);
  return text;
}
const formatCache = new Map<FloatKind, Map<number, string>>();

/**
 * `bits` when they are a NaN of `kind` other than its default quiet NaN (a sign, a payload, a
 * signalling NaN), else undefined: what an attribute must keep besides its number, as a JS
 * number holds only the default NaN.
 */
export function nanBitsToKeep(bits: bigint, kind: FloatKind): bigint | undefined {
  if (!Number.isNaN(fromBits(bits, kind))) return undefined;
  return bits === canonicalNaNBits(floatSemantics(kind)) ? undefined : bits;
}

/** MLIR's `printFloatValue` of a bit pattern of `kind` (keeps NaN payloads and all of f80/f128). */
export function formatFloatBits(bits: bigint, kind: FloatKind): string {
  return formatBits(bits, floatSemantics(kind));
}

/** An MLIR float literal that is not one; `message` is upstream's diagnostic text. */
export class FloatLiteralError extends Error {
  override readonly name = 'FloatLiteralError';
}

const DECIMAL_LITERAL = /^-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?$/;
const HEX_LITERAL = /^(-?)0x([0-9a-fA-F]+)$/;

/**
 * The bits of an MLIR float attribute literal of `kind`: a decimal literal as MLIR's lexer
 * takes it (`1.0`, `-2.5e-3`, `1.e5`; `1e10` and `1` are not float literals), or a hex integer
 * that is the bit pattern (`0x7FC00000`). Decimal text goes through double first and is then
 * rounded to `kind`, as upstream's parser does (`Token::getFloatingPointValue` + `convert`);
 * the double rounding this implies is upstream behaviour, kept on purpose.
 */
export function parseFloatLiteralBits(text: string, kind: FloatKind): bigint {
  const s = floatSemantics(kind);
  if (DECIMAL_LITERAL.test(text)) {
    const d = Number(text);
    if (s.sizeInBits <= 64) return toBits(d, kind);
    return encodeBits(valueOfNumber(d), s);
  }
  const hex = HEX_LITERAL.exec(text);
  if (hex) {
    if (hex[1]) throw new FloatLiteralError('hexadecimal float literal should not have a leading minus');
    const bits = BigInt('0x' + hex[2]);
    if (bits >> BigInt(s.sizeInBits) !== 0n) {
      throw new FloatLiteralError('hexadecimal float constant out of range for type');
    }
    return bits;
  }
  if (/^-?[0-9]+$/.test(text)) {
    throw new FloatLiteralError('unexpected decimal integer literal for a floating point value');
  }
  throw new FloatLiteralError(`expected floating point literal, got '${text}'`);
}

/** `parseFloatLiteralBits` as a number (see there; f80/f128 hex rounds to the nearest double). */
export function parseFloatLiteral(text: string, kind: FloatKind): number {
  if (DECIMAL_LITERAL.test(text)) return roundToKind(Number(text), kind);
  return fromBits(parseFloatLiteralBits(text, kind), kind);
}

/**
 * `APFloat(semantics, text)`: exact, correctly rounded decimal → `kind` bits (no detour through
 * double). This is what `printFloatValue` uses to check that its short text reads back.
 */
export function parseDecimalExactBits(text: string, kind: FloatKind): bigint {
  const s = floatSemantics(kind);
  const v = decimalToValue(text, s);
  if (!v) throw new FloatLiteralError(`invalid decimal float '${text}'`);
  return v.cat === 'nan' ? canonicalNaNBits(s, v.neg) : encodeBits(v, s);
}

/** Exact rounding of a double to a format, for checking the fast path. */
export function roundToKindExact(x: number, kind: FloatKind): number {
  const s = floatSemantics(kind);
  if (Number.isNaN(x)) return NaN;
  return valueToNumber(roundValue(valueOfNumber(x), s));
}

/** Rounds `±num/den` to `kind` exactly and returns its bits (e.g. for constant folding). */
export function roundRationalToBits(neg: boolean, num: bigint, den: bigint, kind: FloatKind): bigint {
  const s = floatSemantics(kind);
  const v = roundRational(neg, num, den, s);
  return v.cat === 'nan' ? canonicalNaNBits(s, v.neg) : encodeBits(v, s);
}
