/**
 * The matmul strategy's K loop through shared memory, and its tile choice for small matrices.
 *
 * Without shared memory each thread reads its rows of A and columns of B from global memory at
 * every k: one load latency per k step, and each element read by a whole row or column of
 * threads. Here the block copies a TK-deep slab of A (TM rows) and of B (TN columns) into
 * workgroup buffers once per K tile, all threads loading consecutive addresses (coalesced, every
 * load independent, so they are in flight together), a barrier, then each thread runs the TK
 * steps from shared memory, and a second barrier before the slab is overwritten. The order of
 * additions is linalg's (k ascending), so results equal the unfused program's bit for bit.
 *
 * Slabs are stored [kk][row or column] and a thread's rows (columns) are consecutive, so each k
 * step reads them as one 128-bit vector from each slab (threads of a warp: one A vector,
 * broadcast, and consecutive B vectors). When the operand's fastest-varying memory dim is k, the
 * copy walks k fastest and the slab row is padded (slabRow), so a warp's stores spread over the
 * banks. Rows/columns past M/N and k past K are clamped (the copied values are
 * never used: the inner loop stops at K, and cells past the edges are not stored).
 */
import type { AffineMap } from '../../ir/affine/map.js';
import { MemRefType, type Type, VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { BarrierOp, workgroupSpace } from '../../dialects/gpu/index.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import { LoadOp as VectorLoadOp, ToElementsOp } from '../../dialects/vector/index.js';
import type { KernelBuilder } from './emit.js';
import { type Tiling, ceilDiv } from './plan.js';

/** The K-tile depth; K up to twice this is one slab (one copy, one global round trip). */
export const K_TILE = 16;

export interface SharedSlabs {
  readonly tk: number;
  /** Per input (A, B): whether the copy walks k fastest (and the slab row is padded). */
  readonly kFast: readonly [boolean, boolean];
  readonly types: readonly [Type, Type];
}

const lastUsesK = (m: AffineMap): boolean => {
  const last = m.results[m.results.length - 1];
  return last !== undefined && last.isFunctionOfDim(2);
};

/**
 * A slab row's length: a multiple of 4 elements (a thread's 2 or 4 consecutive rows or columns
 * are one aligned vector read), and 4 more than a multiple of 8 when the copy walks k fastest
 * (a warp's stores then spread over the banks: at most 2 to a bank).
 */
function slabRow(extent: number, kFast: boolean): number {
  const row = Math.ceil(extent / 4) * 4;
  return kFast && row % 8 === 0 ? row + 4 : row;
}

/** `xs` (consecutive) read from row `kk` of `slab`: one vector.load of 2 or 4 lanes, else scalars. */
function readRow(kb: KernelBuilder, slab: Value, kk: Value, xs: readonly Value[]): Value[] {
  const t = slab.type as MemRefType;
  if (xs.length !== 2 && xs.length !== 4) return xs.map((x) => kb.load(slab, [kk, x]));
  const v = VectorLoadOp.build(kb.b, { base: slab, indices: [kk, xs[0]!], resultTypes: [VectorType.get([xs.length], t.elementType)] }).result;
  return ToElementsOp.build(kb.b, { source: v, resultTypes: xs.map(() => t.elementType) }).results;
}

/**
 * The slabs when the contraction fits the scheme: two memref inputs both read by the payload,
 * A independent of the column loop (d1) and B of the row loop (d0), no symbols.
 */
export function sharedSlabs(mm: LinalgView, K: number, TM: number, TN: number): SharedSlabs | undefined {
  if (mm.inputs.length !== 2 || !mm.body.args[0]!.hasUses || !mm.body.args[1]!.hasUses) return undefined;
  const [a, b] = mm.inputs as [Value, Value];
  if (!(a.type instanceof MemRefType) || !(b.type instanceof MemRefType)) return undefined;
  const [ma, mb] = mm.indexingMaps as [AffineMap, AffineMap];
  if (ma.numSymbols || mb.numSymbols) return undefined;
  if (ma.results.some((e) => e.isFunctionOfDim(1)) || mb.results.some((e) => e.isFunctionOfDim(0))) return undefined;
  const tk = K <= 2 * K_TILE ? K : K_TILE;
  const kFast: [boolean, boolean] = [lastUsesK(ma), lastUsesK(mb)];
  const slab = (extent: number, fast: boolean, t: MemRefType): Type => MemRefType.get([tk, slabRow(extent, fast)], t.elementType, undefined, workgroupSpace);
  return { tk, kFast, types: [slab(TM, kFast[0], a.type), slab(TN, kFast[1], b.type)] };
}

/**
 * The tile for an M x N output: the defaults (64x64 tiles, 4x4 per thread) shrink for small
 * matrices so that one block is not mostly idle threads (a 32x32 matmul: a 32x32 tile of 2x2
 * per thread, 256 threads), keeping blockSize threads where the tile allows.
 */
export function chooseTile(M: number, N: number, t: Tiling): { tile: [number, number]; threadTile: [number, number] } {
  let [tm, tn] = t.tile, [rm, rn] = t.threadTile;
  if (!t.autoTile) return { tile: [tm, tn], threadTile: [rm, rn] };
  while (tm % 2 === 0 && tm >= 2 * M && tm / 2 >= rm) tm /= 2;
  while (tn % 2 === 0 && tn >= 2 * N && tn / 2 >= rn) tn /= 2;
  while ((tm / rm) * (tn / rn) < t.blockSize) {
    if (rm >= rn && rm % 2 === 0) rm /= 2;
    else if (rn % 2 === 0) rn /= 2;
    else if (rm % 2 === 0) rm /= 2;
    else break;
  }
  return { tile: [tm, tn], threadTile: [rm, rn] };
}

export interface SlabCopy {
  readonly buffer: Value;
  readonly slab: Value;
  readonly map: AffineMap;
  /** Which point dim the slab's columns are (0: rows of A, 1: columns of B). */
  readonly dim: 0 | 1;
  readonly kFast: boolean;
  /** First row/column of the block's tile, the tile's extent and the matrix's. */
  readonly base: Value;
  readonly extent: number;
  readonly limit: number;
}

/** The block's threads copy one TK-deep slab starting at `k0` (clamped at the edges). */
export function copySlab(kb: KernelBuilder, c: SlabCopy, mm: LinalgView, tk: number, k0: Value, K: number, tid: Value, threads: number): void {
  const total = c.extent * tk;
  for (let n = 0; n < ceilDiv(total, threads); n++) {
    const l = n ? kb.add(tid, kb.idx(n * threads)) : tid;
    const copy = (): void => {
      const [p, kk] = c.kFast ? [kb.divu(l, kb.idx(tk)), kb.remu(l, kb.idx(tk))] : [kb.remu(l, kb.idx(c.extent)), kb.divu(l, kb.idx(c.extent))];
      const pos = kb.minu(kb.add(c.base, p), kb.idx(c.limit - 1));
      const k = kb.minu(kb.add(k0, kk), kb.idx(K - 1));
      const point = c.dim === 0 ? [pos, undefined, k] : [undefined, pos, k];
      kb.store(kb.load(c.buffer, kb.applyMap(c.map, point, mm.op)), c.slab, [kk, p]);
    };
    if ((n + 1) * threads > total) kb.ifThen(kb.cmp('ult', l, kb.idx(total)), copy); else copy();
  }
}

export interface SharedCell { readonly r: number; readonly c: number; readonly i: Value; readonly j: Value }

/**
 * The K loop through the slabs: returns each cell's accumulator after K steps. `rowsLocal` and
 * `colsLocal` are the thread's rows and columns within the tile.
 */
export function sharedKLoop(kb: KernelBuilder, mm: LinalgView, s: SharedSlabs, copies: readonly [SlabCopy, SlabCopy], K: number,
  tid: Value, threads: number, rowsLocal: readonly Value[], colsLocal: readonly Value[], cells: readonly SharedCell[], inits: readonly Value[]): Value[] {
  const barrier = (): void => { BarrierOp.build(kb.b, {}); };
  return kb.forLoop(kb.idx(0), kb.idx(K), kb.idx(s.tk), inits, (k0, iters) => {
    for (const c of copies) copySlab(kb, c, mm, s.tk, k0, K, tid, threads);
    barrier();
    const steps = K % s.tk === 0 ? kb.idx(s.tk) : kb.minu(kb.sub(kb.idx(K), k0), kb.idx(s.tk));
    const accs = kb.forLoop(kb.idx(0), steps, kb.idx(1), iters, (kk, acc) => {
      const a = readRow(kb, copies[0].slab, kk, rowsLocal);
      const b = readRow(kb, copies[1].slab, kk, colsLocal);
      const k = kb.add(k0, kk);
      return cells.map((cell, n) => kb.payload(mm, [a[cell.r]!, b[cell.c]!, acc[n]!], [cell.i, cell.j, k])[0]!);
    });
    barrier();
    return accs;
  });
}
