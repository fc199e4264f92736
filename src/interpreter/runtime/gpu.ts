/**
 * GPU kernels on the CPU (docs/interpreter.md, "GPU"). A kernel body compiles to a generator;
 * every thread of a block is one generator object, and the synchronizing ops `yield` a request
 * (runtime/gpu-sync.ts). The scheduler runs each thread of a block in turn until all of them
 * wait or have finished, then resolves what can be resolved: a block-wide op (gpu.barrier,
 * gpu.all_reduce) when every live thread of the block waits at that same op, a subgroup op
 * (gpu.shuffle, gpu.rotate, gpu.subgroup_reduce) when every live lane of a warp (32 threads)
 * waits at it. If nothing can proceed the threads have diverged around a synchronizing op, which
 * is reported. Kernels without such ops compile to plain functions, run thread after thread.
 */
import { IntegerType, type MemRefType } from '../../ir/types.js';
import { type MemRef, allocMemRef } from '../values.js';
import { fail } from './core.js';
import { type Request, resolveBlockOp, resolveWarpOp, isBlockOp } from './gpu-sync.js';
import type { RaceChecker } from './gpu-races.js';

export const WARP = 32;
const MAX_THREADS = 1024;

/** What a thread knows about itself (gpu.thread_id, gpu.block_dim... read it). */
export interface Thread {
  readonly tx: number; readonly ty: number; readonly tz: number;
  readonly bx: number; readonly by: number; readonly bz: number;
  readonly bdx: number; readonly bdy: number; readonly bdz: number;
  readonly gdx: number; readonly gdy: number; readonly gdz: number;
  /** Linear index in the block (x fastest), lane and warp. */
  readonly linear: number; readonly lane: number; readonly warp: number;
  /** Linear index of the block in the grid. */
  readonly block: number;
  readonly block3: string;
  /** The block's dynamic shared memory (memref<?xi8>), when the launch has some. */
  readonly dynamicShared: MemRef | undefined;
  /** Race checking: the barrier phase of the block. */
  phase: { value: number };
}

type KernelFn = (t: Thread, ...rest: unknown[]) => Generator<Request, void, unknown> | void;

/** The thread seen by host code (outside any kernel): a one-thread grid. */
export const hostThread: Thread = {
  tx: 0, ty: 0, tz: 0, bx: 0, by: 0, bz: 0, bdx: 1, bdy: 1, bdz: 1, gdx: 1, gdy: 1, gdz: 1,
  linear: 0, lane: 0, warp: 0, block: 0, block3: '(0, 0, 0)', dynamicShared: undefined, phase: { value: 0 },
};

function sizes(v: readonly (number | bigint)[], what: string, id: number): [number, number, number] {
  const s = v.map(Number) as [number, number, number];
  for (const d of s) if (!(Number.isInteger(d) && d >= 1)) fail(id, `${what} size ${s.join('x')} must be positive in every dimension`);
  return s;
}

/**
 * Runs `kernel` over the grid. `args` are the kernel's arguments; workgroup buffers (one per
 * block) and private buffers (one per thread) are made from their types and passed after them.
 */
export function launch(kernel: KernelFn, gridV: readonly (number | bigint)[], blockV: readonly (number | bigint)[], args: readonly unknown[],
  wgTypes: readonly MemRefType[], privTypes: readonly MemRefType[], generator: boolean, id: number, dynamicSharedBytes: number,
  races: RaceChecker | undefined): void {
  const [gdx, gdy, gdz] = sizes(gridV, 'grid', id);
  const [bdx, bdy, bdz] = sizes(blockV, 'block', id);
  const nThreads = bdx * bdy * bdz;
  if (nThreads > MAX_THREADS) fail(id, `a block of ${bdx}x${bdy}x${bdz} = ${nThreads} threads exceeds the limit of ${MAX_THREADS}`);
  races?.beginLaunch();
  let block = 0;
  for (let bz = 0; bz < gdz; bz++) {
    for (let by = 0; by < gdy; by++) {
      for (let bx = 0; bx < gdx; bx++, block++) {
        const wg = wgTypes.map((t) => allocMemRef(t.elementType, t.shape));
        const dynamicShared = dynamicSharedBytes > 0 ? allocMemRef(IntegerType.get(8), [dynamicSharedBytes]) : undefined;
        const phase = { value: 0 };
        const threads: Thread[] = [];
        for (let tz = 0; tz < bdz; tz++) {
          for (let ty = 0; ty < bdy; ty++) {
            for (let tx = 0; tx < bdx; tx++) {
              const linear = threads.length;
              threads.push({
                tx, ty, tz, bx, by, bz, bdx, bdy, bdz, gdx, gdy, gdz, linear, lane: linear % WARP, warp: Math.floor(linear / WARP),
                block, block3: `(${bx}, ${by}, ${bz})`, dynamicShared, phase,
              });
            }
          }
        }
        const call = (t: Thread) => kernel(t, ...args, ...wg, ...privTypes.map((p) => allocMemRef(p.elementType, p.shape)));
        if (!generator) for (const t of threads) call(t);
        else runBlock(threads, threads.map((t) => call(t) as Generator<Request, void, unknown>), id, races);
      }
    }
  }
}


function runBlock(threads: readonly Thread[], gens: readonly Generator<Request, void, unknown>[], id: number, races: RaceChecker | undefined): void {
  const n = threads.length;
  const waiting: (Request | undefined)[] = new Array(n).fill(undefined);
  const done: boolean[] = new Array(n).fill(false);
  const resume: unknown[] = new Array(n).fill(undefined);
  for (;;) {
    let live = 0;
    for (let i = 0; i < n; i++) {
      if (done[i] || waiting[i]) { if (!done[i]) live++; continue; }
      const r = gens[i]!.next(resume[i]);
      resume[i] = undefined;
      if (r.done) done[i] = true;
      else { waiting[i] = r.value; live++; }
    }
    if (live === 0) return;
    if (!resolve(threads, waiting, done, resume, races)) deadlock(threads, waiting, done, id);
  }
}

/** Resolves the rendezvous that are complete; false when none is. */
function resolve(threads: readonly Thread[], waiting: (Request | undefined)[], done: readonly boolean[], resume: unknown[], races: RaceChecker | undefined): boolean {
  const n = threads.length;
  let first: Request | undefined;
  let same = true;
  for (let i = 0; i < n; i++) {
    if (done[i]) continue;
    const w = waiting[i]!;
    if (!first) first = w;
    else if (w[1] !== first[1]) same = false;
  }
  if (first && same && isBlockOp(first)) {
    const idx = [...threads.keys()].filter((i) => !done[i]);
    const results = resolveBlockOp(idx.map((i) => waiting[i]!), first[1]);
    idx.forEach((i, k) => { resume[i] = results[k]; waiting[i] = undefined; });
    if (first[0] === 0) { threads[0]!.phase.value++; races?.barrier(); }
    return true;
  }
  let progress = false;
  for (let w0 = 0; w0 < n; w0 += WARP) {
    const lanes: number[] = [];
    let op: Request | undefined;
    let ok = true;
    for (let i = w0; i < Math.min(n, w0 + WARP); i++) {
      if (done[i]) continue;
      const w = waiting[i];
      if (!w || isBlockOp(w)) { ok = false; break; }
      if (!op) op = w; else if (w[1] !== op[1]) { ok = false; break; }
      lanes.push(i);
    }
    if (!ok || !op) continue;
    const results = resolveWarpOp(lanes.map((i) => waiting[i]!), lanes.map((i) => threads[i]!.lane), op[1], Math.min(WARP, n - w0));
    lanes.forEach((i, k) => { resume[i] = results[k]; waiting[i] = undefined; });
    progress = true;
  }
  return progress;
}

function deadlock(threads: readonly Thread[], waiting: readonly (Request | undefined)[], done: readonly boolean[], id: number): never {
  const at = new Map<number, number[]>();
  let finished = 0;
  threads.forEach((_, i) => {
    if (done[i]) { finished++; return; }
    const op = waiting[i]![1];
    at.set(op, [...(at.get(op) ?? []), i]);
  });
  const groups = [...at.entries()];
  const [op] = groups[0] ?? [id];
  const where = groups.map(([o, ts]) => `${ts.length} wait at {{op:${o}}}`).join(', ');
  const b = threads[0]!.block3;
  fail(op, `threads of block ${b} diverge around synchronizing ops (a deadlock on a GPU): ${where}${finished ? `, ${finished} finished` : ''}`);
}
