/**
 * Runtime kernels of linalg's fast paths and the helpers of its loop nests. The matmul kernel
 * loops i, k, j (unit-stride inner loop over rows of B and C) yet performs, for each C[i, j],
 * the additions over k in increasing order with the payload's roundings, so it computes exactly
 * what the generic loop nest d0, d1, d2 computes.
 */
import { MemRef, type Storage, Tensor, rowMajorStrides } from '../values.js';
import { fail } from './core.js';

interface View { data: Storage; offset: number; sizes: readonly number[]; strides: readonly number[] }

function viewOf(x: Tensor | MemRef): View {
  if (x instanceof MemRef) return x;
  return { data: x.data, offset: 0, sizes: x.shape, strides: rowMajorStrides(x.shape) };
}

export function cloneTensor(t: Tensor): Tensor {
  return new Tensor(t.elementType, t.shape, t.data.slice());
}

/** Fails unless `0 <= v < size` (an operand access of a non-trivial indexing map). */
export function inRange(v: number, size: number, id: number, operand: number, dim: number): void {
  if (!(v >= 0 && v < size)) fail(id, `indexing map of operand #${operand} gives ${v} in dimension ${dim}, out of bounds [0, ${size})`);
}

export const amod = (a: number, b: number): number => { const r = a % b; return (r < 0 ? r + b : r) + 0; };
export const afloordiv = (a: number, b: number): number => Math.floor(a / b) + 0;
export const aceildiv = (a: number, b: number): number => Math.ceil(a / b) + 0;

export function matmulIterations(a: Tensor | MemRef, b: Tensor | MemRef, batched: boolean): number {
  const A = viewOf(a), B = viewOf(b);
  return batched ? A.sizes[0]! * A.sizes[1]! * A.sizes[2]! * B.sizes[2]! : A.sizes[0]! * A.sizes[1]! * B.sizes[1]!;
}

/** C += A·B (batched: per leading dim), for tensors (a new result) or memrefs (in place). */
export function matmul(a: Tensor | MemRef, b: Tensor | MemRef, c: Tensor | MemRef, batched: boolean, f32: boolean, id: number): Tensor | undefined {
  const out = c instanceof Tensor ? cloneTensor(c) : c;
  const A = viewOf(a), B = viewOf(b), C = viewOf(out);
  const o = batched ? 1 : 0;
  const batch = batched ? A.sizes[0]! : 1;
  const M = A.sizes[o]!, K = A.sizes[o + 1]!, N = B.sizes[o + 1]!;
  const shapes = `${A.sizes.join('x')} * ${B.sizes.join('x')} -> ${C.sizes.join('x')}`;
  if (B.sizes[o] !== K || C.sizes[o] !== M || C.sizes[o + 1] !== N
    || (batched && (B.sizes[0] !== batch || C.sizes[0] !== batch))) fail(id, `operand shapes do not match: ${shapes}`);
  const aliased = c instanceof MemRef && (c.data === A.data || c.data === B.data);
  for (let p = 0; p < batch; p++) {
    const ab = A.offset + (batched ? p * A.strides[0]! : 0);
    const bb = B.offset + (batched ? p * B.strides[0]! : 0);
    const cb = C.offset + (batched ? p * C.strides[0]! : 0);
    if (aliased) ijk(A, B, C, ab, bb, cb, o, M, N, K, f32);
    else ikj(A, B, C, ab, bb, cb, o, M, N, K, f32);
  }
  return c instanceof Tensor ? (out as Tensor) : undefined;
}

function ikj(A: View, B: View, C: View, ab: number, bb: number, cb: number, o: number, M: number, N: number, K: number, f32: boolean): void {
  const a = A.data as Float64Array, b = B.data as Float64Array, c = C.data as Float64Array;
  const as0 = A.strides[o]!, as1 = A.strides[o + 1]!, bs0 = B.strides[o]!, bs1 = B.strides[o + 1]!;
  const cs0 = C.strides[o]!, cs1 = C.strides[o + 1]!;
  const fround = Math.fround;
  for (let i = 0; i < M; i++) {
    const crow = cb + i * cs0;
    for (let k = 0; k < K; k++) {
      const av = a[ab + i * as0 + k * as1]!;
      const brow = bb + k * bs0;
      if (f32) {
        if (cs1 === 1 && bs1 === 1) {
          // A Float32Array store rounds the double sum to f32: fround(c + fround(a * b)).
          for (let j = 0; j < N; j++) c[crow + j] = c[crow + j]! + fround(av * b[brow + j]!);
        } else {
          for (let j = 0; j < N; j++) c[crow + j * cs1] = c[crow + j * cs1]! + fround(av * b[brow + j * bs1]!);
        }
      } else {
        for (let j = 0; j < N; j++) c[crow + j * cs1] = c[crow + j * cs1]! + av * b[brow + j * bs1]!;
      }
    }
  }
}

/** The generic loop order, for outputs that alias an input. */
function ijk(A: View, B: View, C: View, ab: number, bb: number, cb: number, o: number, M: number, N: number, K: number, f32: boolean): void {
  const a = A.data as Float64Array, b = B.data as Float64Array, c = C.data as Float64Array;
  const r = f32 ? Math.fround : (x: number) => x;
  for (let i = 0; i < M; i++) {
    for (let j = 0; j < N; j++) {
      const p = cb + i * C.strides[o]! + j * C.strides[o + 1]!;
      for (let k = 0; k < K; k++) {
        c[p] = r(c[p]! + r(a[ab + i * A.strides[o]! + k * A.strides[o + 1]!]! * b[bb + k * B.strides[o]! + j * B.strides[o + 1]!]!));
      }
    }
  }
}
