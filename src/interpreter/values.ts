/**
 * The interpreter's runtime values (docs/interpreter.md, "Values", "Tensors", "Memrefs").
 *
 * Scalars are JS values chosen so that arith's semantics are cheap to express in generated code:
 * integers up to 32 bits and `index` are numbers (signed two's complement form; i1 is 0/1),
 * wider integers are bigints, floats are numbers already rounded to their type. Tensors are
 * immutable row-major arrays; memrefs are views (offset, sizes, strides) over shared storage, so
 * subviews and casts alias exactly as in MLIR.
 */
import { FloatType, IndexType, IntegerType, type Type } from '../ir/types.js';
import { roundToKind } from '../support/float.js';

export type Storage = Float32Array | Float64Array | Int8Array | Int16Array | Int32Array | BigInt64Array | Uint8Array;
export type Scalar = number | bigint;

/** An immutable tensor (or vector) value: contiguous row-major data of `shape`. */
export class Tensor {
  constructor(readonly elementType: Type, readonly shape: readonly number[], readonly data: Storage) {}
  get size(): number { return this.data.length; }
  get rank(): number { return this.shape.length; }
}

/**
 * A memref: a strided view over `data`. Views made by subview/cast/reshape share `data`;
 * `freed` is shared through `buffer` so that a dealloc is seen by every alias.
 */
export class MemRef {
  constructor(
    readonly elementType: Type,
    readonly data: Storage,
    readonly offset: number,
    readonly sizes: readonly number[],
    readonly strides: readonly number[],
    readonly buffer: BufferInfo,
  ) {}
  get rank(): number { return this.sizes.length; }
  /** A view of the same storage with other geometry. */
  view(offset: number, sizes: readonly number[], strides: readonly number[], elementType: Type = this.elementType): MemRef {
    return new MemRef(elementType, this.data, offset, sizes, strides, this.buffer);
  }
}

/** What all views of one allocation share. */
export interface BufferInfo {
  /** A stable number, for extract_aligned_pointer_as_index and messages. */
  readonly id: number;
  freed: boolean;
  /** Set for memref.global constants. */
  readonly constant: boolean;
}

let nextBufferId = 1;
export function newBufferInfo(constant = false): BufferInfo {
  return { id: nextBufferId++, freed: false, constant };
}

/** Typed storage of `n` elements of `t` (zero-filled). */
export function allocStorage(t: Type, n: number): Storage {
  if (t instanceof FloatType) return t.width <= 32 ? new Float32Array(n) : new Float64Array(n);
  if (t === IndexType.instance) return new Float64Array(n);
  if (t instanceof IntegerType) {
    if (t.width === 1) return new Uint8Array(n);
    if (t.width <= 8) return new Int8Array(n);
    if (t.width <= 16) return new Int16Array(n);
    if (t.width <= 32) return new Int32Array(n);
    if (t.width <= 64) return new BigInt64Array(n);
  }
  throw new UnsupportedType(t);
}

/** A type the interpreter has no storage or scalar form for (complex, i128 elements...). */
export class UnsupportedType extends Error {
  constructor(readonly type: Type) { super(`element type '${type.key}' is not supported by the interpreter`); }
}

export const product = (shape: readonly number[]): number => {
  let n = 1;
  for (const d of shape) n *= d;
  return n;
};

/** Row-major strides of a shape. */
export function rowMajorStrides(shape: readonly number[]): number[] {
  const s = new Array<number>(shape.length);
  let run = 1;
  for (let i = shape.length - 1; i >= 0; i--) { s[i] = run; run *= shape[i]!; }
  return s;
}

export function zeroTensor(elementType: Type, shape: readonly number[]): Tensor {
  return new Tensor(elementType, shape, allocStorage(elementType, product(shape)));
}

/** A fresh identity-layout memref holding `n` elements. */
export function allocMemRef(elementType: Type, sizes: readonly number[]): MemRef {
  return new MemRef(elementType, allocStorage(elementType, product(sizes)), 0, sizes, rowMajorStrides(sizes), newBufferInfo());
}

/** `x` converted to the scalar form of `t` (rounding floats, wrapping integers). */
export function toScalar(t: Type, x: number | bigint | boolean): Scalar {
  if (typeof x === 'boolean') x = x ? 1 : 0;
  if (t instanceof FloatType) return roundToKind(Number(x), t.kind);
  if (t === IndexType.instance) return Number(x);
  if (t instanceof IntegerType) {
    if (t.width === 1) return Number(BigInt.asUintN(1, BigInt(x)));
    const v = BigInt.asIntN(t.width, typeof x === 'bigint' ? x : BigInt(Math.trunc(x)));
    return t.width <= 32 ? Number(v) : v;
  }
  throw new UnsupportedType(t);
}

/** The elements of a tensor or memref in row-major order of its shape. */
export function elementsOf(v: Tensor | MemRef): Scalar[] {
  if (v instanceof Tensor) return Array.from(v.data as ArrayLike<Scalar>);
  const out: Scalar[] = [];
  const { sizes, strides, data } = v;
  const rank = sizes.length;
  if (product(sizes) === 0) return out;
  const idx = new Array<number>(rank).fill(0);
  for (;;) {
    let p = v.offset;
    for (let d = 0; d < rank; d++) p += idx[d]! * strides[d]!;
    out.push(data[p]!);
    let d = rank - 1;
    while (d >= 0) {
      idx[d]!++;
      if (idx[d]! < sizes[d]!) break;
      idx[d] = 0;
      d--;
    }
    if (d < 0) return out;
  }
}

/** A contiguous copy of a memref's elements as a tensor value. */
export function memrefToTensor(m: MemRef): Tensor {
  const out = allocStorage(m.elementType, product(m.sizes));
  const els = elementsOf(m);
  for (let i = 0; i < els.length; i++) (out as unknown as Scalar[])[i] = els[i]!;
  return new Tensor(m.elementType, m.sizes, out);
}

/** A complex number (complex<f32>...), its parts numbers of the part type. */
export class Complex {
  constructor(readonly re: number, readonly im: number) {}
}

/** The runtime values of the interpreter. */
export type RuntimeValue = Scalar | Complex | Tensor | MemRef | null | ((...args: never[]) => unknown);
