/**
 * `gpu-launch-sink-index-computations`: upstream's pass of that name. Constants, memref.dim,
 * arith.select and arith.cmpi used in a gpu.launch body are cloned into it (with whatever of
 * their operands can be cloned too), so outlining passes fewer kernel arguments and the kernel
 * sees its constants as constants. Nothing is cloned that would need a new value from outside.
 */
import { Builder } from '../../ir/builder.js';
import { IRMapping } from '../../ir/mapping.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { definePass } from '../../passes/pass.js';
import { LaunchOp, type LaunchOpT } from '../../dialects/gpu/index.js';
import { usedValuesDefinedAbove } from './values-above.js';

/** Upstream's isLikelyAnIndexComputation. */
export const isLikelyAnIndexComputation = (op: Operation): boolean =>
  op.hasTrait('ConstantLike') || op.name === 'memref.dim' || op.name === 'arith.select' || op.name === 'arith.cmpi';

/** Adds `op` (after the ops its operands need) to `sunk` when it can be cloned without new
 * kernel arguments (upstream's extractBeneficiaryOps). */
function extractBeneficiaryOps(
  op: Operation, existing: ReadonlySet<Value>, sunk: Set<Operation>, available: Set<Value>,
  beneficial: (op: Operation) => boolean,
): boolean {
  if (sunk.has(op)) return true;
  if (!beneficial(op)) return false;
  for (const v of op.operands) {
    if (available.has(v)) continue;
    const def = v.definingOp;
    if ((!def || !extractBeneficiaryOps(def, existing, sunk, available, beneficial)) && !existing.has(v)) return false;
  }
  sunk.add(op);
  for (const r of op.results) available.add(r);
  return true;
}

/** Clones the beneficial ops feeding `launch` to the start of its body. */
export function sinkOperationsIntoLaunchOp(launch: LaunchOpT, beneficial: (op: Operation) => boolean = isLikelyAnIndexComputation): void {
  const body = launch.body;
  const candidates = usedValuesDefinedAbove(body);
  const existing = new Set(candidates);
  const sunk = new Set<Operation>();
  const available = new Set<Value>();
  for (const v of candidates) {
    const def = v.definingOp;
    if (def) extractBeneficiaryOps(def, existing, sunk, available, beneficial);
  }
  const b = new Builder(launch.loc);
  b.setInsertionPointToStart(body.front);
  const map = new IRMapping();
  for (const op of sunk) {
    const copy = b.insert(op.clone(map));
    op.results.forEach((r, i) => {
      for (const u of r.uses) if (body.isAncestor(u.owner.parentRegion)) u.set(copy.results[i]!);
    });
  }
}

export const GpuLaunchSinkIndexComputationsPass = definePass({
  argument: 'gpu-launch-sink-index-computations',
  name: 'GpuLaunchSinkIndexComputationsPass',
  summary: 'Sink index computations into gpu.launch body',
  description: 'Clones constants, memref.dim, arith.select and arith.cmpi that a gpu.launch body uses into the body, as long as that needs no further values from outside.',
  options: {},
  run(op) {
    const launches: LaunchOpT[] = [];
    op.walk((o) => { if (LaunchOp.is(o)) launches.push(o); });
    for (const l of launches) sinkOperationsIntoLaunchOp(l);
  },
});
