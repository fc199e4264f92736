/**
 * `comco-kernel-inline`: each `comco.dispatch` of a host function becomes one gpu.launch whose
 * grid and block come from the dispatch's iteration space and the tiling options, with the work
 * distributed over blocks and threads by the strategy its kind names (docs/pipeline.md, stage 5).
 * A `gpu.all_reduce` in host code (the paper's Figure 1) becomes a one-block launch.
 *
 * Kernels are written directly as scf loops, index arithmetic and memref loads and stores, the
 * linalg payloads cloned at each point (no linalg or subviews are left inside): the schedule is
 * then visible in the IR, comco-fuse-launches can reason about each access, and the interpreter
 * checks the kernels for races.
 */
import { IntegerAttr, type StringAttr } from '../../ir/attributes.js';
import { Builder } from '../../ir/builder.js';
import { errorAt, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType } from '../../ir/types.js';
import { definePass, intOption, listOption } from '../../passes/index.js';
import { isMemoryEffectFree } from '../../rewrite/effects.js';
import { AllocOp, DeallocOp, LoadOp } from '../../dialects/memref/index.js';
import { AllReduceOp, launchBlockIds, launchThreadIds, launchWorkgroupAttributions } from '../../dialects/gpu/index.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import { launchShape, mergeIndependent, newLaunch } from '../fuse-launches/merge.js';
import { elementwisePlan } from './elementwise.js';
import { isContraction, matmulPlan } from './matmul.js';
import { type KernelPlan, type Tiling, structuredOps } from './plan.js';
import { reductionPlan } from './reduction.js';
import { serialReductionPlan } from './serial-reduction.js';

/** Builds the launch for `plan` before `at`. */
function emitLaunch(at: Operation, plan: KernelPlan): Operation {
  const { launch, kb } = newLaunch(at, plan.blocks, plan.threads, plan.workgroup);
  plan.body(kb, launchBlockIds(launch).x, launchThreadIds(launch).x, launchWorkgroupAttributions(launch));
  return launch;
}

/** One plan per op, for ops that do not depend on each other ("horizontal"). */
function horizontalPlans(views: readonly LinalgView[], t: Tiling, dispatch: Operation): KernelPlan[] {
  views.forEach((v, i) => {
    const writes = new Set(v.outputs);
    views.forEach((w, j) => {
      if (i !== j && w.op.operands.some((x) => writes.has(x))) {
        throw opError(w.op, "uses a buffer another op of the 'horizontal' dispatch writes (its parts must be independent)")
          .note('the writer is here', v.op.loc);
      }
    });
  });
  return views.map((v) => planFor([v], t, dispatch));
}

/** The plan for ops of kind "other" or one part of a horizontal dispatch: the first strategy that fits. */
function planFor(views: readonly LinalgView[], t: Tiling, dispatch: Operation): KernelPlan {
  if (views.some(isContraction)) return matmulPlan(views, t, dispatch);
  if (views.every((v) => !v.iteratorTypes.includes('reduction'))) return elementwisePlan(views, t);
  return rowsOrSerial(views, t, dispatch);
}

/** Row-wise when every reduction is over the last loop only, else each thread reduces its outputs. */
function rowsOrSerial(views: readonly LinalgView[], t: Tiling, dispatch: Operation): KernelPlan {
  const rowwise = views.every((v) => v.iteratorTypes.slice(0, -1).every((x) => x === 'parallel'));
  return rowwise ? reductionPlan(views, t, dispatch) : serialReductionPlan(views, t);
}

function plansFor(dispatch: Operation, t: Tiling): KernelPlan[] {
  const views = structuredOps(dispatch);
  const kind = (dispatch.getAttr('kind') as StringAttr).value;
  switch (kind) {
    case 'elementwise': return [elementwisePlan(views, t)];
    case 'matmul': return [matmulPlan(views, t, dispatch)];
    case 'reduction': return [rowsOrSerial(views, t, dispatch)];
    case 'horizontal': return horizontalPlans(views, t, dispatch);
    default: return [planFor(views, t, dispatch)];
  }
}

/** Scalar ops of the body (constants of fills) move before the dispatch: the launch captures them. */
function hoistScalars(dispatch: Operation): void {
  for (const op of dispatch.regions[0]!.front.ops) {
    if (op.name === 'comco.yield' || op.numRegions || !isMemoryEffectFree(op)) continue;
    if (op.operands.some((v) => v.parentBlock === dispatch.regions[0]!.front)) continue;
    op.moveBefore(dispatch);
  }
}

function inlineDispatch(dispatch: Operation, t: Tiling): void {
  if (dispatch.numResults) throw opError(dispatch, 'has results: comco-kernel-inline runs after comco-bufferize');
  hoistScalars(dispatch);
  const plans = plansFor(dispatch, t).filter((p) => p.blocks > 0);
  const launches = plans.map((p) => emitLaunch(dispatch, p));
  dispatch.erase();
  let merged = launches[0];
  for (const next of launches.slice(1)) {
    const sa = launchShape(merged!), sb = launchShape(next);
    if (typeof sa === 'string' || typeof sb === 'string') throw new Error('kernel-inline made a launch it cannot merge');
    merged = mergeIndependent(merged!, sa, next, sb);
  }
  if (merged) dropDeadTemporaries(merged);
}

/**
 * Stores into a host temporary (an alloc used only here and by its dealloc) that the kernel never
 * loads are dead: the values went through registers. They go, and so does the temporary.
 */
function dropDeadTemporaries(launch: Operation): void {
  const stores = new Map<Operation, Operation[]>();
  const loaded = new Set<Operation>();
  launch.walk((o) => {
    const isStore = o.name === 'memref.store' || o.name === 'vector.store';
    const isLoad = o.name === 'memref.load' || o.name === 'vector.load';
    const alloc = isStore ? o.getOperand(1).definingOp : isLoad ? o.getOperand(0).definingOp : undefined;
    if (alloc?.name !== 'memref.alloc') return undefined;
    if (isLoad) loaded.add(alloc); else stores.set(alloc, [...(stores.get(alloc) ?? []), o]);
    return undefined;
  });
  for (const [alloc, list] of stores) {
    if (loaded.has(alloc)) continue;
    const users = alloc.getResult(0).users;
    if (users.some((u) => !launch.isAncestor(u) && u.name !== 'memref.dealloc')) continue;
    for (const s of list) s.erase();
    if (alloc.getResult(0).users.every((u) => u.name === 'memref.dealloc')) {
      for (const u of alloc.getResult(0).users) u.erase();
      alloc.erase();
    }
  }
  // Guards left without work (thread 0's stores of registers-only rows).
  const empty: Operation[] = [];
  launch.walk((o) => {
    if (o.name === 'scf.if' && !o.numResults && o.regions.every((r) => r.isEmpty || r.front.ops.length === 1)) empty.push(o);
    return undefined;
  });
  for (const o of empty) o.erase();
}

/**
 * A host-level `gpu.all_reduce` (docs/pipeline.md): one block of the module's workgroup size
 * reduces the value with gpu.all_reduce and thread 0 writes it to a one-element buffer; its users
 * read it from there after the launch. An unused result still runs, as the program says.
 */
function inlineHostAllReduce(op: Operation, workgroup: number): void {
  const type = op.getResult(0).type;
  const b = Builder.before(op);
  const buf = AllocOp.build(b, { dynamicSizes: [], symbolOperands: [], resultTypes: [MemRefType.get([], type)] }).getResult(0);
  const { launch, kb } = newLaunch(op, 1, workgroup);
  const inner = op.clone();
  kb.b.insert(inner);
  kb.ifThen(kb.cmp('eq', launchThreadIds(launch).x, kb.idx(0)), () => kb.store(inner.getResult(0), buf, []));
  b.setInsertionPointAfter(launch);
  if (op.getResult(0).hasUses) {
    const v = LoadOp.build(b, { memref: buf, indices: [] }).result;
    op.getResult(0).replaceAllUsesWith(v);
  }
  DeallocOp.build(b, { memref: buf });
  op.erase();
}

/** `comco.workgroup_size` of the enclosing module (docs/pipeline.md), 256 when unset. */
function workgroupSize(func: Operation): number {
  for (let p = func.parentOp; p; p = p.parentOp) {
    const a = p.getAttr('comco.workgroup_size');
    if (a instanceof IntegerAttr) return Number(a.value);
  }
  return 256;
}

function pair(list: readonly string[], dflt: [number, number], name: string, at: Operation): [number, number] {
  if (!list.length) return dflt;
  const n = list.map(Number);
  if (n.length !== 2 || n.some((x) => !Number.isInteger(x) || x <= 0)) {
    throw errorAt(at.loc, `comco-kernel-inline: ${name} must be two positive integers, got '${list.join(',')}'`);
  }
  return [n[0]!, n[1]!];
}

export const KernelInlinePass = definePass({
  argument: 'comco-kernel-inline',
  name: 'ComcoKernelInline',
  summary: 'Turn each comco.dispatch into a tiled gpu.launch',
  description: 'Each dispatch becomes one gpu.launch: elementwise (flattened, coalesced, 4-lane 128-bit accesses where buffers allow), matmul (block tiles, per-thread sub-tiles, K through shared-memory slabs, fused epilogue), reduction (a block per row, gpu.all_reduce), horizontal (block-id ranges). Host-level gpu.all_reduce becomes a one-block launch.',
  anchor: 'func.func',
  options: {
    'block-size': intOption(256, 'Threads per block of elementwise and reduction kernels'),
    'elems-per-thread': intOption(4, 'Elements per thread of elementwise kernels (strided by the block: coalesced)'),
    'tile-sizes': listOption('Output tile of one matmul block: rows,columns (default 64,64)'),
    'thread-tile': listOption('Output sub-tile of one matmul thread: rows,columns (default 4,4)'),
  },
  statistics: { 'num-launches': 'Number of dispatches and host reductions placed in launches' },
  run(func, o, ctx) {
    const bs = o['block-size'], per = o['elems-per-thread'];
    if (bs < 1 || bs > 1024) throw errorAt(func.loc, `comco-kernel-inline: block-size must be in [1, 1024], got ${bs}`);
    if (per < 1) throw errorAt(func.loc, `comco-kernel-inline: elems-per-thread must be positive, got ${per}`);
    const t: Tiling = {
      blockSize: bs, elemsPerThread: per,
      tile: pair(o['tile-sizes'], [64, 64], 'tile-sizes', func), threadTile: pair(o['thread-tile'], [4, 4], 'thread-tile', func),
      autoTile: !o['tile-sizes'].length && !o['thread-tile'].length,
    };
    const dispatches: Operation[] = [];
    const reduces: Operation[] = [];
    func.walk((op) => {
      if (op.name === 'comco.dispatch') dispatches.push(op);
      else if (op.name === AllReduceOp.name && !op.parentOfKind('gpu.launch') && !op.parentOfKind('gpu.func')
        && !op.parentOfKind('comco.dispatch')) reduces.push(op);
      return undefined;
    });
    const w = workgroupSize(func);
    if (reduces.length && (w < 1 || w > 1024)) throw errorAt(reduces[0]!.loc, `comco.workgroup_size must be in [1, 1024], got ${w}`);
    for (const d of dispatches) inlineDispatch(d, t);
    for (const r of reduces) inlineHostAllReduce(r, w);
    ctx.stat('num-launches', dispatches.length + reduces.length);
  },
});
