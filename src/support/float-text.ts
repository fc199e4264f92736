/**
 * Float ↔ text exactly as upstream: `IEEEFloat::toString` (llvm/lib/Support/APFloat.cpp, with
 * its helpers `AdjustToPrecision` and `toStringImpl`), `IEEEFloat::convertFromString` (an exact,
 * correctly rounded decimal → binary conversion), and MLIR's `printFloatValue`
 * (mlir/lib/IR/AsmPrinter.cpp).
 *
 * Note that `toString` is not a correctly rounded decimal conversion: `AdjustToPrecision` first
 * truncates the exact decimal significand (integer division by a power of ten) and then rounds
 * the remaining digit string half-up. Printing `3.140625 : f16` gives `3.140630e+00`; we copy that.
 */
import {
  bitLength, decodeBits, encodeBits, type FloatSemantics, type FloatValue,
} from './float-format.js';
import { roundRational } from './float-round.js';

/** The default arguments of `APFloat::toString`. */
export interface ToStringOptions {
  /** Significant digits; 0 means "enough to round-trip": 2 + floor(precision · log10 2). */
  readonly formatPrecision?: number;
  /** Zeros allowed before/after the digits in plain notation; 0 forces scientific notation. */
  readonly formatMaxPadding?: number;
  /** Drop trailing zeros and write `E` (true), or pad to the precision and write `e` (false). */
  readonly truncateZero?: boolean;
}

function countTrailingZeros(n: bigint): number {
  let tz = 0;
  while ((n & 0xffffffffn) === 0n) {
    n >>= 32n;
    tz += 32;
  }
  while ((n & 1n) === 0n) {
    n >>= 1n;
    tz += 1;
  }
  return tz;
}

/** `AdjustToPrecision(APInt&, …)`: removes decimal digits that cannot matter, by truncation. */
function adjustSignificand(sig: bigint, exp: number, formatPrecision: number): [bigint, number] {
  const bits = bitLength(sig);
  const bitsRequired = Math.floor((formatPrecision * 196 + 58) / 59);
  if (bits <= bitsRequired) return [sig, exp];
  const tensRemovable = Math.floor(((bits - bitsRequired) * 59) / 196);
  if (tensRemovable === 0) return [sig, exp];
  return [sig / 10n ** BigInt(tensRemovable), exp + tensRemovable];
}

/**
 * `AdjustToPrecision(SmallVectorImpl<char>&, …)`: `buffer` holds digits least significant
 * first; rounds half-up to `formatPrecision` digits and drops the zeros this leaves at the end.
 */
function adjustDigits(buffer: string[], exp: number, formatPrecision: number): [string[], number] {
  const n = buffer.length;
  if (n <= formatPrecision) return [buffer, exp];
  let first = n - formatPrecision;
  if (buffer[first - 1]! < '5') {
    while (first < n && buffer[first] === '0') first++;
    return [buffer.slice(first), exp + first];
  }
  const out = buffer.slice();
  let i = first;
  for (; i !== n; ++i) {
    if (out[i] === '9') {
      first++;
    } else {
      out[i] = String.fromCharCode(out[i]!.charCodeAt(0) + 1);
      break;
    }
  }
  if (first === n) return [['1'], exp + first];
  return [out.slice(first), exp + first];
}

/** `toStringImpl`: a finite non-zero `±sig · 2^exp` of a format with `precision` bits. */
function toStringImpl(
  neg: boolean, exp: number, sig: bigint, precision: number,
  formatPrecision: number, formatMaxPadding: number, truncateZero: boolean,
): string {
  let str = neg ? '-' : '';
  if (!formatPrecision) formatPrecision = 2 + Math.floor((precision * 59) / 196);
  const tz = countTrailingZeros(sig);
  exp += tz;
  sig >>= BigInt(tz);
  if (exp > 0) {
    sig <<= BigInt(exp);
    exp = 0;
  } else if (exp < 0) {
    sig *= 5n ** BigInt(-exp);
  }
  [sig, exp] = adjustSignificand(sig, exp, formatPrecision);

  // Digits, least significant first, trailing zeros folded into the exponent.
  const text = sig.toString(10);
  let end = text.length;
  while (end > 1 && text[end - 1] === '0') end--;
  exp += text.length - end;
  let buffer = text.slice(0, end).split('').reverse();
  [buffer, exp] = adjustDigits(buffer, exp, formatPrecision);
  const nDigits = buffer.length;

  let scientific: boolean;
  if (!formatMaxPadding) {
    scientific = true;
  } else if (exp >= 0) {
    scientific = exp > formatMaxPadding || nDigits + exp > formatPrecision;
  } else {
    const msd = exp + nDigits - 1;
    scientific = msd >= 0 ? false : -msd > formatMaxPadding;
  }

  if (scientific) {
    exp += nDigits - 1;
    str += buffer[nDigits - 1] + '.';
    if (nDigits === 1 && truncateZero) str += '0';
    else for (let i = 1; i !== nDigits; ++i) str += buffer[nDigits - 1 - i];
    if (!truncateZero && formatPrecision > nDigits - 1) str += '0'.repeat(formatPrecision - nDigits + 1);
    str += truncateZero ? 'E' : 'e';
    str += exp >= 0 ? '+' : '-';
    const digits = String(Math.abs(exp));
    str += !truncateZero && digits.length < 2 ? '0' + digits : digits;
    return str;
  }
  if (exp >= 0) return str + buffer.slice().reverse().join('') + '0'.repeat(exp);
  const nWhole = exp + nDigits;
  const ordered = buffer.slice().reverse().join('');
  if (nWhole > 0) return str + ordered.slice(0, nWhole) + '.' + ordered.slice(nWhole);
  return str + '0.' + '0'.repeat(-nWhole) + ordered;
}

/** `IEEEFloat::toString` of an exact value of format `s`. */
export function valueToString(v: FloatValue, s: FloatSemantics, options: ToStringOptions = {}): string {
  const formatPrecision = options.formatPrecision ?? 0;
  const formatMaxPadding = options.formatMaxPadding ?? 3;
  const truncateZero = options.truncateZero ?? true;
  switch (v.cat) {
    case 'inf':
      return v.neg ? '-Inf' : '+Inf';
    case 'nan':
      return 'NaN';
    case 'zero': {
      const sign = v.neg ? '-' : '';
      if (formatMaxPadding) return sign + '0';
      if (truncateZero) return sign + '0.0E+0';
      return sign + '0.0' + (formatPrecision > 1 ? '0'.repeat(formatPrecision - 1) : '') + 'e+00';
    }
    case 'finite':
      return toStringImpl(v.neg, v.exp, v.sig, s.precision, formatPrecision, formatMaxPadding, truncateZero);
  }
}

const DECIMAL = /^([-+]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([-+]?[0-9]+))?$/;

/** Decimal exponents beyond this are certain overflow or underflow in every format here. */
const EXPONENT_LIMIT = 20000;

/**
 * `APFloat(semantics, text)`: exact decimal → `s`, nearest-even. Accepts what upstream's
 * decimal path accepts (`[-+]?digits[.digits][e[-+]digits]`); returns undefined otherwise.
 */
export function decimalToValue(text: string, s: FloatSemantics): FloatValue | undefined {
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const intPart = m[2] ?? '';
  const fracPart = m[3] ?? '';
  if (intPart === '' && fracPart === '') return undefined;
  const neg = m[1] === '-';
  const digits = (intPart + fracPart).replace(/^0+/, '');
  if (digits === '') return roundRational(neg, 0n, 1n, s);
  const exp10Text = m[4] ?? '0';
  const exp10Raw = /^[-+]?0*[0-9]{1,9}$/.test(exp10Text) ? Number(exp10Text) : (exp10Text.startsWith('-') ? -1e12 : 1e12);
  const exp10 = exp10Raw - fracPart.length;
  const magnitude = exp10 + digits.length;
  if (magnitude > EXPONENT_LIMIT) return roundRational(neg, 1n << BigInt(s.maxExponent + 2), 1n, s);
  if (magnitude < -EXPONENT_LIMIT) return roundRational(neg, 0n, 1n, s);
  const mant = BigInt(digits);
  return exp10 >= 0
    ? roundRational(neg, mant * 10n ** BigInt(exp10), 1n, s)
    : roundRational(neg, mant, 10n ** BigInt(-exp10), s);
}

function bitwiseEqual(a: FloatValue, b: FloatValue, s: FloatSemantics): boolean {
  if (a.neg !== b.neg && s.hasSignedRepr) return false;
  return encodeBits(a, s) === encodeBits(b, s);
}

/** APInt::toString(radix 16, unsigned, C literal): `0x` and upper-case digits. */
export function hexLiteral(bits: bigint): string {
  return '0x' + bits.toString(16).toUpperCase();
}

/**
 * MLIR's `printFloatValue`: `%e`-like six-digit text when it reads back bitwise equal, else
 * APFloat's shortest round-trip text when it has a '.', else (and for Inf/NaN) the bits in hex.
 */
export function formatBits(bits: bigint, s: FloatSemantics): string {
  const v = decodeBits(bits, s);
  if (v.cat === 'zero' || v.cat === 'finite') {
    const short = valueToString(v, s, { formatPrecision: 6, formatMaxPadding: 0, truncateZero: false });
    const back = decimalToValue(short, s);
    if (back && bitwiseEqual(back, v, s)) return short;
    const exact = valueToString(v, s);
    if (exact.includes('.')) return exact;
  }
  // `bitcastToAPInt` re-encodes: an f80 unnormal reads as NaN and prints with an all-ones exponent.
  return hexLiteral(encodeBits(v, s));
}
