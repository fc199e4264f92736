/**
 * Values a region uses but does not define (upstream's getUsedValuesDefinedAbove). Both kernel
 * passes need them in upstream's order, because that order becomes the kernel's argument list:
 * ops in post-order (a nested op's operands before its parent's), operands left to right, each
 * value once.
 */
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import type { Value } from '../../ir/value.js';

/** True when `v` is defined inside `region` (in it or in a region nested in it). */
export function isDefinedIn(region: Region, v: Value): boolean {
  return region.isAncestor(v.parentBlock?.parentRegion ?? null);
}

/** The values used in `region` and defined outside it, in upstream's order. */
export function usedValuesDefinedAbove(region: Region): Value[] {
  const seen = new Set<Value>();
  const out: Value[] = [];
  region.walk((op: Operation) => {
    for (const u of op.opOperands) {
      const v = u.value;
      if (seen.has(v) || isDefinedIn(region, v)) continue;
      seen.add(v);
      out.push(v);
    }
  });
  return out;
}
