/**
 * The runtime library of generated code, as one object (`$rt`): everything a generated
 * function calls that is not plain JS. Kept flat so that property reads stay monomorphic.
 */
import { elementsOf, memrefToTensor, rowMajorStrides, type MemRef, type Scalar, Tensor } from '../values.js';
import * as comco from './comco.js';
import * as complex from './complex.js';
import { hostThread, launch } from './gpu.js';
import * as core from './core.js';
import * as float from './float.js';
import * as mma from './gpu-mma.js';
import * as int from './int.js';
import * as linalg from './linalg.js';
import * as math from './math.js';
import * as memref from './memref.js';
import * as tensor from './tensor.js';
import * as vector from './vector.js';
import * as winograd from './winograd.js';

const shapeText = (s: readonly number[]): string => `[${s.join(', ')}]`;

export const runtime = {
  ...core,
  ...int,
  ...float,
  ...math,
  ...mma,
  ...tensor,
  ...linalg,
  ...comco,
  ...complex,
  ...winograd,
  alloc: memref.alloc,
  subview: memref.subview,
  cast: memref.cast,
  reinterpret: memref.reinterpret,
  permuteView: memref.permuteView,
  reshapeMemRef: memref.reshape,
  collapse: memref.collapse,
  expand: memref.expand,
  byteView: memref.byteView,
  copy: memref.copy,
  dma: memref.dma,
  dmaStrided: memref.dmaStrided,
  deallocOwned: memref.deallocOwned,
  dealloc: memref.dealloc,
  realloc: memref.realloc,
  dimOf: memref.dimOf,
  fromTensor: memref.fromTensor,
  vectorAccess: memref.vectorAccess,
  toBuffer: memref.toBuffer,
  memrefToTensor,
  rowMajorStrides,
  elementsOf: (v: Tensor | MemRef): Scalar[] => elementsOf(v),
  /** Out-of-bounds memref access: names the indices and the shape. */
  oob(id: number, m: MemRef, idx: readonly number[]): never {
    return core.fail(id, `index ${shapeText(idx)} is out of bounds for memref of shape ${shapeText(m.sizes)}`);
  },
  tbitcast: (t: Tensor, et: Tensor['elementType'], f: (x: Scalar) => Scalar): Tensor => tensor.bitcast(t, et, f),
  /** The vector dialect's helpers (their names overlap the tensor ones). */
  vec: vector,
  launch,
  hostThread,
  /** gpu.shuffle outside a kernel: the one lane reads itself when the target lane is 0. */
  hostShuffle(v: unknown, offset: number, width: number, mode: number): [unknown, number] {
    const src = mode === 0 ? offset : mode === 1 ? offset : mode === 2 ? -offset : offset;
    return [v, src === 0 && width > 0 ? 1 : 0];
  },
  /** gpu.memset: every element of a memref. */
  fill(m: MemRef, v: Scalar): void {
    memref.forEachPos(m, (p) => { (m.data as unknown as Scalar[])[p] = v; });
  },
  collapseT(t: Tensor, groups: readonly (readonly number[])[], id: number): Tensor {
    const shape = groups.map((g) => g.reduce((acc, d) => acc * t.shape[d]!, 1));
    return tensor.reshape(t, shape, id);
  },
};

export type Runtime = typeof runtime;
export { Tensor };
