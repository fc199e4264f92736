/**
 * The comco dialect's compute ops at run time (docs/comco-dialect.md). Each is defined by the
 * scalar steps an equivalent linalg program performs, with a rounding to the element type after
 * every step, so that lowered programs agree with these results:
 *   softmax: m = max_k x_k (maximumf, from -inf); e_i = T(exp(T(x_i - m))); s = Σ e_k in index
 *            order from 0 (rounded each step); y_i = T(e_i / s)
 *   update:  y = T(w - T(T(lr) * g))
 *   matmul:  linalg.matmul into a zero-filled output
 * Dropout (mask and scale) is defined in src/support/philox.ts.
 */
import type { Type } from '../../ir/types.js';
import { type Scalar, type Storage, Tensor, allocStorage, product, rowMajorStrides } from '../values.js';
import { fail } from './core.js';
import { dropScale, dropThreshold, keepElement, seedKey } from '../../support/philox.js';

type S = Scalar;
type Fn2 = (a: S, b: S) => S;

/** NumPy broadcasting of several shapes (aligned at the right), or undefined. */
export function broadcastShape(shapes: readonly (readonly number[])[]): number[] | undefined {
  const rank = Math.max(...shapes.map((s) => s.length));
  const out: number[] = [];
  for (let i = 0; i < rank; i++) {
    let d = 1;
    for (const s of shapes) {
      const x = s[s.length - rank + i] ?? 1;
      if (x === 1) continue;
      if (d !== 1 && d !== x) return undefined;
      d = x;
    }
    out.push(d);
  }
  return out;
}

/** Applies `f` to the broadcast elements of `xs`, giving a tensor of element type `et`. */
export function broadcastMap(et: Type, xs: readonly Tensor[], f: (...args: S[]) => S, id: number): Tensor {
  const shape = broadcastShape(xs.map((x) => x.shape));
  if (!shape) fail(id, `operand shapes ${xs.map((x) => x.shape.join('x')).join(', ')} are not broadcast-compatible`);
  const n = product(shape);
  const out = allocStorage(et, n) as unknown as S[];
  const rank = shape.length;
  // Per input, the stride of each output dim (0 where the input is broadcast).
  const steps = xs.map((x) => {
    const rs = rowMajorStrides(x.shape);
    return shape.map((_, i) => {
      const j = i - (rank - x.shape.length);
      return j < 0 || x.shape[j] === 1 ? 0 : rs[j]!;
    });
  });
  const pos = xs.map(() => 0);
  const idx = new Array<number>(rank).fill(0);
  const datas = xs.map((x) => x.data as unknown as S[]);
  const args = new Array<S>(xs.length);
  for (let k = 0; k < n; k++) {
    for (let q = 0; q < xs.length; q++) args[q] = datas[q]![pos[q]!]!;
    out[k] = f(...args);
    for (let d = rank - 1; d >= 0; d--) {
      idx[d]!++;
      for (let q = 0; q < xs.length; q++) pos[q]! += steps[q]![d]!;
      if (idx[d]! < shape[d]!) break;
      for (let q = 0; q < xs.length; q++) pos[q]! -= idx[d]! * steps[q]![d]!;
      idx[d] = 0;
    }
  }
  return new Tensor(et, shape, out as unknown as Storage);
}

/** softmax along `axis` with rounding function `r` of the element type. */
export function softmax(x: Tensor, axis: number, r: (v: number) => number, maximumf: (a: number, b: number) => number): Tensor {
  const shape = x.shape;
  const ax = axis < 0 ? axis + shape.length : axis;
  const len = shape[ax]!;
  const inner = product(shape.slice(ax + 1));
  const outer = product(shape.slice(0, ax));
  const src = x.data as unknown as number[];
  const out = allocStorage(x.elementType, src.length) as unknown as number[];
  for (let o = 0; o < outer; o++) {
    for (let i = 0; i < inner; i++) {
      const base = o * len * inner + i;
      let m = -Infinity;
      for (let k = 0; k < len; k++) m = maximumf(m, src[base + k * inner]!);
      let s = 0;
      for (let k = 0; k < len; k++) {
        const e = r(Math.exp(r(src[base + k * inner]! - m)));
        out[base + k * inner] = e;
        s = r(s + e);
      }
      for (let k = 0; k < len; k++) out[base + k * inner] = r(out[base + k * inner]! / s);
    }
  }
  return new Tensor(x.elementType, shape, out as unknown as Storage);
}

export function dropout(x: Tensor, ratio: number, seed: bigint | number, r: (v: number) => number): Tensor {
  const key = seedKey(seed);
  const threshold = dropThreshold(ratio);
  // The scale is a constant of the element type in the lowered program.
  const scale = r(dropScale(ratio));
  const src = x.data as unknown as number[];
  const out = allocStorage(x.elementType, src.length) as unknown as number[];
  for (let i = 0; i < src.length; i++) out[i] = keepElement(i, key, threshold) ? r(src[i]! * scale) : 0;
  return new Tensor(x.elementType, x.shape, out as unknown as Storage);
}

/** C = A·B for 2-D tensors with scalar `mul`/`add` of the element type (for non-f32/f64). */
export function matmulWith(a: Tensor, b: Tensor, et: Type, mul: Fn2, add: Fn2, zero: S, id: number): Tensor {
  const [M, K] = a.shape as [number, number];
  const [K2, N] = b.shape as [number, number];
  if (K !== K2) fail(id, `inner dimensions differ: ${a.shape.join('x')} * ${b.shape.join('x')}`);
  const out = allocStorage(et, M * N) as unknown as S[];
  const A = a.data as unknown as S[], B = b.data as unknown as S[];
  for (let i = 0; i < M; i++) {
    for (let j = 0; j < N; j++) {
      let acc = zero;
      for (let k = 0; k < K; k++) acc = add(acc, mul(A[i * K + k]!, B[k * N + j]!));
      out[i * N + j] = acc;
    }
  }
  return new Tensor(et, [M, N], out as unknown as Storage);
}

/** A collective with one rank: the identity, unless the shapes say more ranks are expected. */
export function singleRankCollective(x: Tensor, resultShape: readonly number[], id: number): Tensor {
  if (resultShape.some((d, i) => d !== x.shape[i])) {
    fail(id, `the result shape ${resultShape.join('x')} needs ${Math.max(...resultShape.map((d, i) => Math.max(d / x.shape[i]!, x.shape[i]! / d)))} ranks, but the program runs with 1 rank (use --ranks)`);
  }
  return x;
}
