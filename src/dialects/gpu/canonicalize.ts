/**
 * gpu canonicalization patterns, as upstream's: waits on nothing or on one token fold away,
 * copies into buffers nobody reads go, dims of gpu.alloc are its size operands, ids along a
 * launch dimension of size 1 are 0, and back-to-back barriers are one.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { ownEffects } from '../../rewrite/effects.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { ConstantOp } from '../arith/index.js';
import { DimOp } from '../memref/cast.js';
import { launchBlockIds, launchBlockSizeOperands, launchGridSizeOperands, launchThreadIds } from './launch-helpers.js';
import { LaunchOp } from './launch.js';
import { AllocOp, MemcpyOp, WaitOp } from './memory.js';
import { BarrierOp } from './ops.js';

/** A `gpu.wait async` with no dependencies: waiting for it waits for nothing. */
const isEmptyWait = (v: Value): boolean => {
  const def = v.definingOp;
  return !!def && WaitOp.is(def) && def.numOperands === 0;
};

const eraseRedundantWaitPairs = pattern('EraseRedundantGpuWaitOpPairs', WaitOp, (op, rw) => {
  if (!op.asyncDependencies.some(isEmptyWait)) return false;
  rw.modifyOpInPlace(op, () => op.setOperands(op.operands.filter((v) => !isEmptyWait(v))));
  return true;
});

const simplifyWait = pattern('SimplifyGpuWaitOp', WaitOp, (op, rw) => {
  const deps = op.asyncDependencies;
  const token = op.asyncToken;
  if (!deps.length && !token) { rw.eraseOp(op); return true; }
  // `%t1 = gpu.wait async [%t0]` is %t0.
  if (deps.length === 1 && token) { rw.replaceOp(op, [deps[0]!]); return true; }
  if (token && !token.hasUses) { rw.eraseOp(op); return true; }
  return false;
});

/** Exactly one effect of `kind` (upstream's hasSingleEffect, on the value the traits name). */
const hasSingleEffect = (op: Operation, kind: 'alloc' | 'free'): boolean => {
  const e = ownEffects(op);
  return e !== undefined && e.length === 1 && e[0] === kind;
};

/** A copy into a fresh buffer that is only freed afterwards does nothing (EraseTrivialCopyOp). */
const eraseTrivialCopy = pattern('EraseTrivialCopyOp', MemcpyOp, (op, rw) => {
  const dest = op.dst;
  const def = dest.definingOp;
  if (!def || !hasSingleEffect(def, 'alloc')) return false;
  if (dest.users.some((u) => u !== op && !hasSingleEffect(u, 'free'))) return false;
  // The token chain must survive: one dependency and a token, or neither.
  const deps = op.asyncDependencies;
  if (deps.length > 1 || (deps.length === 0) !== !op.asyncToken) return false;
  rw.replaceOp(op, deps);
  return true;
});

/** `memref.dim` of a dynamic size of a gpu.alloc is the size operand (upstream registers it
 * with gpu.alloc's patterns). */
const dimOfAlloc = pattern('SimplifyDimOfAllocOp', DimOp, (op, rw) => {
  const index = constantOf(op.index);
  const t = op.source.type;
  if (!(index instanceof IntegerAttr) || !(t instanceof MemRefType)) return false;
  const i = Number(index.value);
  if (i < 0 || i >= t.rank || !isDynamic(t.shape[i]!)) return false;
  const alloc = op.source.definingOp;
  if (!alloc || !AllocOp.is(alloc)) return false;
  const k = t.shape.slice(0, i).filter(isDynamic).length;
  rw.replaceOp(op, [alloc.dynamicSizes[k]!]);
  return true;
});

/** An id along a launch dimension of size 1 is 0 (FoldLaunchArguments). */
const foldLaunchArguments = pattern('FoldLaunchArguments', LaunchOp, (op, rw) => {
  let zero: Value | undefined;
  const blocks = launchBlockIds(op), threads = launchThreadIds(op);
  const grid = launchGridSizeOperands(op), block = launchBlockSizeOperands(op);
  const pairs: [Value, Value][] = [
    [blocks.x, grid.x], [blocks.y, grid.y], [blocks.z, grid.z],
    [threads.x, block.x], [threads.y, block.y], [threads.z, block.z],
  ];
  for (const [id, size] of pairs) {
    const c = constantOf(size);
    if (!(c instanceof IntegerAttr) || c.value !== 1n || !id.hasUses) continue;
    zero ??= rw.guard(() => {
      rw.setInsertionPointToStart(op.body.front);
      return ConstantOp.build(rw, { value: IntegerAttr.index(0), resultTypes: [id.type] }).result;
    });
    rw.replaceAllUsesWith(id, zero);
  }
  return zero !== undefined;
});

/** A barrier right before another barrier synchronizes nothing more. */
const eraseRedundantBarrier = pattern('EraseRedundantGpuBarrierOps', BarrierOp, (op, rw) => {
  if (!op.next || !BarrierOp.is(op.next)) return false;
  rw.eraseOp(op);
  return true;
});

export const gpuPatterns: readonly RewritePattern[] = [
  eraseRedundantBarrier, foldLaunchArguments, dimOfAlloc, eraseTrivialCopy, eraseRedundantWaitPairs, simplifyWait,
];
