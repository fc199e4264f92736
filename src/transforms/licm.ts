/**
 * `loop-invariant-code-motion`: upstream's LoopInvariantCodeMotion. Loops (ops with the LoopLike
 * trait: scf.for, scf.while, scf.parallel, scf.forall, affine.for) are visited innermost first;
 * from each of their regions, ops without memory effects that may be speculated and whose
 * operands all come from outside the loop move right before it, so an op hoisted out of an
 * inner loop may leave the outer one too. Speculation matters because a loop may run zero
 * times: `arith.divsi %a, %b` stays (it traps for %b = 0), `arith.divsi %a, %c3` moves, and a
 * nested `scf.for` moves only with a unit step (another may not terminate).
 */
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';
import { definePass } from '../passes/pass.js';
import { isMemoryEffectFree } from '../rewrite/effects.js';
import { isSpeculatable } from '../rewrite/speculation.js';

/** The region a value is defined in. */
const regionOf = (v: Value): Region | null => v.parentBlock?.parentRegion ?? null;

/** LoopLikeOpInterface's default isDefinedOutsideOfLoop. */
function isDefinedOutside(loop: Operation, v: Value): boolean {
  const owner = regionOf(v)?.parentOp;
  return !owner || !loop.isAncestor(owner);
}

/** Not a terminator, and every value used in `op` (nested ops included) is defined in `op` or
 * satisfies `outside` (upstream's canBeHoisted). */
export function canBeHoisted(op: Operation, outside: (v: Value) => boolean): boolean {
  if (op.hasTrait('Terminator')) return false;
  return op.walk((child) => {
    for (const u of child.opOperands) {
      const owner = regionOf(u.value)?.parentOp;
      if (owner && op.isAncestor(owner)) continue;
      if (!outside(u.value)) return 'interrupt';
    }
    return undefined;
  });
}

/** May `op` leave its loop, as far as the op itself goes? */
export function isHoistable(op: Operation): boolean {
  return isMemoryEffectFree(op) && isSpeculatable(op);
}

/** Hoists the invariant ops of `loop`'s regions before it; returns how many moved. */
export function moveLoopInvariantCode(loop: Operation): number {
  let moved = 0;
  for (const region of loop.regions) {
    const queue: Operation[] = region.blocks.flatMap((b) => b.ops);
    for (let i = 0; i < queue.length; i++) {
      const op = queue[i]!;
      // Already moved (queued again through a use).
      if (op.parentRegion !== region) continue;
      if (!isHoistable(op) || !canBeHoisted(op, (v) => isDefinedOutside(loop, v))) continue;
      op.moveBefore(loop);
      moved++;
      // Its users at the top level of the loop body may be invariant now.
      for (const r of op.results) for (const user of r.users) if (user.parentRegion === region) queue.push(user);
    }
  }
  return moved;
}

export const LoopInvariantCodeMotionPass = definePass({
  argument: 'loop-invariant-code-motion',
  name: 'LoopInvariantCodeMotion',
  summary: 'Hoist loop invariant instructions outside of the loop',
  description: 'Moves ops without memory effects that may be speculated and whose operands are defined outside a loop to before the loop, innermost loops first.',
  options: {},
  run(op) {
    op.walk((o) => { if (o.hasTrait('LoopLike')) moveLoopInvariantCode(o); });
  },
});
