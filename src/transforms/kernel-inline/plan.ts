/**
 * What a strategy produces for one dispatch: a 1-D grid of 1-D blocks and the code each thread
 * runs given its block and thread id. One-dimensional launches keep every strategy, and the
 * merging in comco-fuse-launches, to one linearized block id and one thread id.
 */
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type LinalgView, linalgInterface, staticLoopRanges } from '../../dialects/linalg/index.js';
import type { KernelBuilder } from './emit.js';

export interface KernelPlan {
  readonly blocks: number;
  readonly threads: number;
  /** Types of the workgroup (shared memory) buffers the body uses, given to it in this order. */
  readonly workgroup?: readonly Type[];
  /** Emits the kernel body at the builder's insertion point. */
  body(kb: KernelBuilder, blockId: Value, threadId: Value, workgroup: readonly Value[]): void;
}

/** The tiling configuration (the pass options). */
export interface Tiling {
  /** Threads per block of elementwise, reduction and matmul kernels. */
  readonly blockSize: number;
  /** Contiguous elements per thread of elementwise kernels. */
  readonly elemsPerThread: number;
  /** Output tile of one matmul block (rows, columns). */
  readonly tile: readonly [number, number];
  /** Output sub-tile of one matmul thread (rows, columns). */
  readonly threadTile: readonly [number, number];
  /** Whether tile and threadTile are the defaults, which small matmuls may shrink. */
  readonly autoTile: boolean;
}

/** The structured ops of a dispatch body, in order; anything else there is refused. */
export function structuredOps(dispatch: Operation): LinalgView[] {
  const views: LinalgView[] = [];
  for (const op of dispatch.regions[0]!.front.ops) {
    if (op.name === 'comco.yield') continue;
    const v = linalgInterface(op);
    if (!v) throw opError(op, "cannot be placed in a kernel by comco-kernel-inline (expected linalg ops on memrefs in a 'comco.dispatch')");
    if (op.numResults) throw opError(op, 'must work on memrefs (run comco-bufferize first)');
    views.push(v);
  }
  if (!views.length) throw opError(dispatch, 'has no linalg op to place in a kernel');
  return views;
}

/** The static loop ranges of `view`; dynamic ones are refused at the op. */
export function rangesOf(view: LinalgView): number[] {
  const r = staticLoopRanges(view);
  if (!r || r.some((x) => x < 0)) throw opError(view.op, 'has dynamic loop ranges (comco-kernel-inline needs static shapes)');
  return r;
}

export const product = (xs: readonly number[]): number => xs.reduce((a, b) => a * b, 1);
export const ceilDiv = (a: number, b: number): number => Math.floor((a + b - 1) / b);
export const sameRanges = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
