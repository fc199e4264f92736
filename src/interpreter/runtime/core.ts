/**
 * The runtime's foundation: faults (errors raised by generated code, carrying the id of the op
 * that failed), rounding to the narrow float formats, and the exactness check of `index`
 * arithmetic. Generated code calls these through short local aliases (`$fail`, `$f16`...).
 */
import { type FloatKind, roundToKind } from '../../support/float.js';

/** An error raised while running generated code; `opId` indexes the program's op table. */
export class Fault extends Error {
  constructor(readonly opId: number, message: string) { super(message); }
}

export function fail(opId: number, message: string): never {
  throw new Fault(opId, message);
}

const MAX_INDEX = Number.MAX_SAFE_INTEGER;

/**
 * An `index` result: index is int64 in MLIR, held here as a number, so a value beyond ±2^53 is
 * reported rather than silently rounded. Also turns -0 (from `0 * -1`) into 0.
 */
export function ix(v: number, opId: number): number {
  if (v > MAX_INDEX || v < -MAX_INDEX) fail(opId, `index overflow: ${v} is beyond the exactly representable range (±2^53)`);
  return v + 0;
}

/** The unsigned view of an index (int64): negative values are 2^64 + v (not exact beyond 2^53). */
export function uindex(v: number): number {
  return v < 0 ? v + 2 ** 64 : v;
}

export function round(x: number, kind: FloatKind): number {
  return roundToKind(x, kind);
}

/** Round to nearest even into f16 (overflow to ±Inf), exactly. */
export function f16(x: number): number {
  return roundToKind(x, 'f16');
}

/** Round to nearest even into bf16, exactly. */
export function bf16(x: number): number {
  return roundToKind(x, 'bf16');
}

/**
 * affine.delinearize_index: `lin` split over `basis` (innermost last) by floor division and
 * remainder, the first result taking what remains. With `hasOuterBound` the basis' first entry
 * bounds that first result and takes no part in the computation. A basis entry that is not
 * positive is an error.
 */
export function delinearize(lin: number, basis: readonly number[], hasOuterBound: boolean, opId: number): number[] {
  const first = hasOuterBound ? 1 : 0;
  const out = new Array<number>(basis.length - first + 1);
  let high = lin;
  for (let i = basis.length - 1; i >= first; i--) {
    const m = basis[i]!;
    if (!(m > 0)) fail(opId, `basis element ${i} is ${m}, not positive`);
    const r = ((high % m) + m) % m;
    out[i - first + 1] = r;
    high = (high - r) / m;
  }
  out[0] = high;
  return out;
}

/** affine.linearize_index: Σ idx[i] · Π basis[j] over the entries after i's (the basis may leave
 * the outer bound out). */
export function linearize(idx: readonly number[], basis: readonly number[], opId: number): number {
  const b = idx.length === basis.length ? basis : [0, ...basis];
  let result = 0, stride = 1;
  for (let i = idx.length - 1; i >= 0; i--) {
    result = ix(result + ix(idx[i]! * stride, opId), opId);
    if (i > 0) stride = ix(stride * b[i]!, opId);
  }
  return result;
}
