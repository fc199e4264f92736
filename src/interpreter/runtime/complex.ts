/**
 * Complex numbers at run time: immutable `Complex` values whose parts are numbers of the part type
 * (complex<f32> parts rounded to f32). Each op computes in double with the textbook formulas
 * (Smith's division, the half-angle forms of sqrt, expm1 and log1p that avoid cancellation) and
 * rounds each part once; upstream's lowering (ComplexToStandard) rounds after every step, so
 * results may differ from compiled code in the last bits.
 */
import { type FloatKind, fromBits, roundToKind, toBits } from '../../support/float.js';
import { Complex } from '../values.js';

const mk = (re: number, im: number, kind: FloatKind): Complex => new Complex(roundToKind(re, kind), roundToKind(im, kind));

export const complexOf = (re: number, im: number): Complex => new Complex(re, im);
export const cadd = (a: Complex, b: Complex, k: FloatKind): Complex => mk(a.re + b.re, a.im + b.im, k);
export const csub = (a: Complex, b: Complex, k: FloatKind): Complex => mk(a.re - b.re, a.im - b.im, k);
export const cneg = (a: Complex): Complex => new Complex(-a.re, -a.im);
export const cconj = (a: Complex): Complex => new Complex(a.re, -a.im);

function mulD(a: Complex, b: Complex): [number, number] {
  return [a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re];
}
export const cmul = (a: Complex, b: Complex, k: FloatKind): Complex => { const [r, i] = mulD(a, b); return mk(r, i, k); };

/** Smith's algorithm: no overflow from squaring the divisor's parts. */
function divD(a: Complex, b: Complex): [number, number] {
  const { re: c, im: d } = b;
  if (Math.abs(c) >= Math.abs(d)) {
    if (c === 0 && d === 0) return [a.re / c, a.im / c];
    const r = d / c, den = c + d * r;
    return [(a.re + a.im * r) / den, (a.im - a.re * r) / den];
  }
  const r = c / d, den = c * r + d;
  return [(a.re * r + a.im) / den, (a.im * r - a.re) / den];
}
export const cdiv = (a: Complex, b: Complex, k: FloatKind): Complex => { const [r, i] = divD(a, b); return mk(r, i, k); };

export const cabs = (a: Complex, k: FloatKind): number => roundToKind(Math.hypot(a.re, a.im), k);
export const cangle = (a: Complex, k: FloatKind): number => roundToKind(Math.atan2(a.im, a.re), k);

function expD(a: Complex): [number, number] {
  const e = Math.exp(a.re);
  return a.im === 0 ? [e, a.im] : [e * Math.cos(a.im), e * Math.sin(a.im)];
}
function logD(a: Complex): [number, number] { return [Math.log(Math.hypot(a.re, a.im)), Math.atan2(a.im, a.re)]; }
export const cexp = (a: Complex, k: FloatKind): Complex => { const [r, i] = expD(a); return mk(r, i, k); };
export const clog = (a: Complex, k: FloatKind): Complex => { const [r, i] = logD(a); return mk(r, i, k); };

/** exp(z) - 1 = expm1(a)cos(b) - 2sin²(b/2) + i e^a sin(b). */
export function cexpm1(a: Complex, k: FloatKind): Complex {
  const s = Math.sin(a.im / 2);
  return mk(Math.expm1(a.re) * Math.cos(a.im) - 2 * s * s, Math.exp(a.re) * Math.sin(a.im), k);
}
/** log(1 + z) = ½ log1p(2a + a² + b²) + i atan2(b, 1 + a). */
export function clog1p(a: Complex, k: FloatKind): Complex {
  return mk(0.5 * Math.log1p(a.re * (2 + a.re) + a.im * a.im), Math.atan2(a.im, 1 + a.re), k);
}

/** The principal square root. */
function sqrtD(a: Complex): [number, number] {
  const { re: x, im: y } = a;
  if (x === 0 && y === 0) return [0, y];
  const t = Math.sqrt((Math.abs(x) + Math.hypot(x, y)) / 2);
  return x >= 0 ? [t, y / (2 * t)] : [Math.abs(y) / (2 * t), y < 0 || Object.is(y, -0) ? -t : t];
}
export const csqrt = (a: Complex, k: FloatKind): Complex => { const [r, i] = sqrtD(a); return mk(r, i, k); };
export function crsqrt(a: Complex, k: FloatKind): Complex {
  const [r, i] = divD(new Complex(1, 0), new Complex(...sqrtD(a)));
  return mk(r, i, k);
}

export const csin = (a: Complex, k: FloatKind): Complex => mk(Math.sin(a.re) * Math.cosh(a.im), Math.cos(a.re) * Math.sinh(a.im), k);
export const ccos = (a: Complex, k: FloatKind): Complex => mk(Math.cos(a.re) * Math.cosh(a.im), -Math.sin(a.re) * Math.sinh(a.im), k);
/** tan(a + bi) = (sin 2a + i sinh 2b) / (cos 2a + cosh 2b). */
export function ctan(a: Complex, k: FloatKind): Complex {
  const d = Math.cos(2 * a.re) + Math.cosh(2 * a.im);
  return mk(Math.sin(2 * a.re) / d, Math.sinh(2 * a.im) / d, k);
}
/** tanh(a + bi) = (sinh 2a + i sin 2b) / (cosh 2a + cos 2b). */
export function ctanh(a: Complex, k: FloatKind): Complex {
  const d = Math.cosh(2 * a.re) + Math.cos(2 * a.im);
  return mk(Math.sinh(2 * a.re) / d, Math.sin(2 * a.im) / d, k);
}

/** z / |z|, and 0 for 0. */
export function csign(a: Complex, k: FloatKind): Complex {
  const m = Math.hypot(a.re, a.im);
  return m === 0 ? a : mk(a.re / m, a.im / m, k);
}

function powD(a: Complex, b: Complex): [number, number] {
  if (a.re === 0 && a.im === 0) return b.re === 0 && b.im === 0 ? [1, 0] : [0, 0];
  const [lr, li] = logD(a);
  return expD(new Complex(b.re * lr - b.im * li, b.re * li + b.im * lr));
}
export const cpow = (a: Complex, b: Complex, k: FloatKind): Complex => { const [r, i] = powD(a, b); return mk(r, i, k); };

/** z^n by repeated squaring (1 / z^-n for negative n). */
export function cpowi(a: Complex, n: number | bigint, k: FloatKind): Complex {
  let e = typeof n === 'bigint' ? n : BigInt(n);
  const neg = e < 0n;
  if (neg) e = -e;
  let acc = new Complex(1, 0), base = a;
  while (e > 0n) {
    if (e & 1n) acc = new Complex(...mulD(acc, base));
    base = new Complex(...mulD(base, base));
    e >>= 1n;
  }
  const [r, i] = neg ? divD(new Complex(1, 0), acc) : [acc.re, acc.im];
  return mk(r, i, k);
}

/** atan2(y, x) = -i log((x + iy) / sqrt(x² + y²)), for complex x and y (upstream's definition). */
export function catan2(y: Complex, x: Complex, k: FloatKind): Complex {
  const iy = new Complex(-y.im, y.re);
  const num = new Complex(x.re + iy.re, x.im + iy.im);
  const [sr, si] = mulD(x, x), [tr, ti] = mulD(y, y);
  const den = new Complex(...sqrtD(new Complex(sr + tr, si + ti)));
  const [lr, li] = logD(new Complex(...divD(num, den)));
  return mk(li, -lr, k);
}

export const ceq = (a: Complex, b: Complex): number => (a.re === b.re && a.im === b.im ? 1 : 0);

/** complex.bitcast: the real part in the low half of the bits, the imaginary part in the high. */
export function cbitsOf(a: Complex, part: FloatKind, w: number): bigint {
  return (toBits(a.im, part) << BigInt(w / 2)) | toBits(a.re, part);
}
export function cfromBits(bits: bigint, part: FloatKind, w: number): Complex {
  const half = BigInt(w / 2), mask = (1n << half) - 1n;
  return new Complex(fromBits(bits & mask, part), fromBits((bits >> half) & mask, part));
}

/** complex.bitcast to an integer (`int`) or float of `w` bits. */
export function cbitcastTo(a: Complex, part: FloatKind, w: number, to: FloatKind | 'int'): number | bigint {
  const bits = cbitsOf(a, part, w);
  if (to !== 'int') return fromBits(bits, to);
  return w > 32 ? BigInt.asIntN(w, bits) : Number(BigInt.asIntN(w, bits));
}
/** complex.bitcast from an integer (`int`) or float of `w` bits. */
export function cbitcastFrom(x: number | bigint, part: FloatKind, w: number, from: FloatKind | 'int'): Complex {
  const bits = from === 'int' ? BigInt.asUintN(w, typeof x === 'bigint' ? x : BigInt(x)) : toBits(x as number, from);
  return cfromBits(bits, part, w);
}
