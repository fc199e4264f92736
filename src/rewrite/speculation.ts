/**
 * Speculatability (upstream's isSpeculatable): whether an op may run where it would not have run,
 * hoisted out of a loop that may run zero times or a branch that may not be taken. It must not
 * trap (`arith.divsi` by zero), nor loop forever (`scf.for` with a step other than 1). An op kind
 * says so through its `speculatability` hook; otherwise Pure ops are speculatable and the rest
 * (NoMemoryEffect included) are not.
 */
import type { Operation } from '../ir/operation.js';
import type { Speculatability } from '../ir/opinfo.js';

export function speculatabilityOf(op: Operation): Speculatability {
  const hook = op.info.speculatability;
  if (hook) return hook(op);
  return op.hasTrait('Pure') ? 'speculatable' : 'not-speculatable';
}

/** True when `op`, and for recursively speculatable ops every op nested in it, is speculatable. */
export function isSpeculatable(op: Operation): boolean {
  switch (speculatabilityOf(op)) {
    case 'speculatable': return true;
    case 'not-speculatable': return false;
    case 'recursively-speculatable':
      return op.regions.every((r) => r.blocks.every((b) => b.ops.every(isSpeculatable)));
  }
}
