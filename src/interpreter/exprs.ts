/**
 * JS expression builders for scalar semantics: rounding to a float type, wrapping to an integer
 * width, unsigned and signed views, literals. Generated code stays readable (`--dump-js`) and
 * fast because the common cases are plain JS (`Math.fround`, `| 0`, `Math.imul`).
 */
import { FloatType, IndexType, IntegerType, type Type } from '../ir/types.js';

/** Width of an integer-like type (index counts as 64, as in MLIR). */
export function widthOf(t: Type): number {
  if (t instanceof IntegerType) return t.width;
  if (t === IndexType.instance) return 64;
  throw new Error(`'${t.key}' is not an integer type`);
}

export const isIndex = (t: Type): boolean => t === IndexType.instance;
export const isBig = (t: Type): boolean => t instanceof IntegerType && t.width > 32;

/** `e` rounded to float type `t` (values of `t` are kept rounded after every operation). */
export function roundF(t: Type, e: string): string {
  if (!(t instanceof FloatType)) throw new Error(`'${t.key}' is not a float type`);
  switch (t.kind) {
    case 'f64': case 'f80': case 'f128': return e;
    case 'f32': return `$fround(${e})`;
    case 'f16': return `$f16(${e})`;
    case 'bf16': return `$bf16(${e})`;
    default: return `$rt.round(${e}, '${t.kind}')`;
  }
}

/**
 * `e` (a mathematical integer result) wrapped into the signed form of `t`. Index results are
 * checked instead: beyond ±2^53 a number is no longer exact, and op `id` is reported.
 */
export function wrapI(t: Type, e: string, id = -1): string {
  if (isIndex(t)) return `$ix(${e}, ${id})`;
  const w = widthOf(t);
  if (w === 1) return `((${e}) & 1)`;
  if (w === 32) return `((${e}) | 0)`;
  if (w < 32) return `((${e}) << ${32 - w} >> ${32 - w})`;
  return `BigInt.asIntN(${w}, ${e})`;
}

/** The unsigned view of `e`, a value of integer type `t`. */
export function uns(t: Type, e: string): string {
  if (isIndex(t)) return `$rt.uindex(${e})`;
  const w = widthOf(t);
  if (w === 1) return e;
  if (w === 32) return `(${e} >>> 0)`;
  if (w < 32) return `(${e} & ${2 ** w - 1})`;
  return `BigInt.asUintN(${w}, ${e})`;
}

/** The signed view of `e` (differs from the held form only for i1, where true is -1). */
export function sgn(t: Type, e: string): string {
  return t instanceof IntegerType && t.width === 1 ? `(-${e})` : e;
}

/** A JS literal for a scalar of type `t`. */
export function literal(t: Type, v: number | bigint): string {
  if (isBig(t)) return `${BigInt(v)}n`;
  return jsNumber(Number(v));
}

export function jsNumber(x: number): string {
  if (Object.is(x, -0)) return '-0';
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  return String(x);
}

/** A JS string literal. */
export const str = (s: string): string => JSON.stringify(s);
