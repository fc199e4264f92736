/**
 * Values as iree-run-module prints them: `2x3xf32=[1 2 3][4 5 6]`, scalars as `f32=1.5`. Floats
 * use C's `%G` (six significant digits, trailing zeros dropped, `1.23457E+06`, `INF`, `NAN`),
 * computed exactly from the binary value with glibc's round-half-even; integers in decimal
 * (unsigned types unsigned), i1 as 0/1. At most `maxElements` elements are printed; each leaf
 * row cut short ends in `...`, as IREE does.
 */
import { ComplexType, FloatType, IndexType, IntegerType, type Type } from '../ir/types.js';
import { Complex, MemRef, type RuntimeValue, type Scalar, Tensor, memrefToTensor } from '../interpreter/values.js';

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** The exact decimal digits of a finite positive double: value = digits × 10^-scale. */
function exactDecimal(x: number): { digits: string; scale: number } {
  f64[0] = x;
  const bits = u64[0]!;
  const expField = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & ((1n << 52n) - 1n);
  const m = expField === 0 ? frac : frac | (1n << 52n);
  const e = (expField === 0 ? 1 : expField) - 1075;
  if (e >= 0) return { digits: (m << BigInt(e)).toString(), scale: 0 };
  return { digits: (m * 5n ** BigInt(-e)).toString(), scale: -e };
}

/** `x` rounded to `p` significant digits, half to even: the digits and the exponent of the first. */
function roundSignificant(x: number, p: number): { digits: string; exp: number } {
  const { digits, scale } = exactDecimal(x);
  const trimmed = digits.replace(/^0+/, '');
  let exp = trimmed.length - 1 - scale;
  let head = trimmed.slice(0, p).padEnd(p, '0');
  const rest = trimmed.slice(p);
  const half = rest.length > 0 && rest[0] === '5' && /^50*$/.test(rest);
  const up = rest.length > 0 && (rest[0]! > '5' || (rest[0] === '5' && !half) || (half && Number(head[p - 1]) % 2 === 1));
  if (up) {
    const inc = (BigInt(head) + 1n).toString();
    if (inc.length > p) { exp += 1; head = inc.slice(0, p); } else head = inc;
  }
  return { digits: head, exp };
}

/** C's `%G` with precision 6. */
export function formatG(x: number, p = 6): string {
  if (Number.isNaN(x)) return 'NAN';
  if (x === Infinity) return 'INF';
  if (x === -Infinity) return '-INF';
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  if (x === 0) return `${sign}0`;
  const { digits, exp } = roundSignificant(Math.abs(x), p);
  const strip = (s: string): string => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
  if (exp < -4 || exp >= p) {
    const mant = strip(`${digits[0]}.${digits.slice(1)}`);
    const e = Math.abs(exp).toString().padStart(2, '0');
    return `${sign}${mant}E${exp < 0 ? '-' : '+'}${e}`;
  }
  if (exp >= 0) return sign + strip(`${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`);
  return sign + strip(`0.${'0'.repeat(-exp - 1)}${digits}`);
}

/** One element as text. */
export function formatElement(t: Type, v: Scalar): string {
  if (t instanceof FloatType) return formatG(Number(v));
  if (t instanceof IntegerType) {
    if (t.width === 1) return v ? '1' : '0';
    if (t.signedness === 'unsigned') return BigInt.asUintN(t.width, BigInt(v)).toString();
    return BigInt(v).toString();
  }
  if (t === IndexType.instance) return String(v);
  return String(v);
}

/** `2x3xf32`, or `f32` for a scalar. */
export function typeText(shape: readonly number[], t: Type): string {
  return shape.length ? `${shape.join('x')}x${t.key}` : t.key;
}

/** A value as iree-run-module prints it (`typeOfScalar` is the type of a scalar value). */
export function formatValue(v: RuntimeValue, typeOfScalar: Type, maxElements = 1024): string {
  if (v instanceof MemRef) v = memrefToTensor(v);
  if (!(v instanceof Tensor)) {
    if (typeof v === 'number' || typeof v === 'bigint') return `${typeOfScalar.key}=${formatElement(typeOfScalar, v)}`;
    // A complex number as MLIR writes one in a dense literal: `complex<f32>=(1.5,-2)`.
    if (v instanceof Complex && typeOfScalar instanceof ComplexType) {
      const part = typeOfScalar.elementType;
      return `${typeOfScalar.key}=(${formatElement(part, v.re)},${formatElement(part, v.im)})`;
    }
    return `${typeOfScalar.key}=${String(v)}`;
  }
  const t = v.elementType;
  const shape = v.shape;
  const out: string[] = [`${typeText(shape, t)}=`];
  let budget = maxElements;
  let pos = 0;
  const rec = (d: number): void => {
    if (d >= shape.length - 1) {
      const n = shape.length ? shape[shape.length - 1]! : 1;
      const k = Math.min(budget, n);
      budget -= k;
      const parts: string[] = [];
      for (let i = 0; i < k; i++) parts.push(formatElement(t, v.data[pos + i]!));
      pos += n;
      out.push(parts.join(' '));
      if (k < n) out.push('...');
      return;
    }
    const stride = shape.slice(d + 1).reduce((a, b) => a * b, 1);
    for (let i = 0; i < shape[d]!; i++) {
      out.push('[');
      const start = pos;
      rec(d + 1);
      pos = start + stride;
      out.push(']');
    }
  };
  rec(0);
  return out.join('');
}
