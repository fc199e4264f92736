/** Shared by cf's canonicalization patterns. */
import type { Block } from '../../ir/block.js';
import { BlockArgument, type Value } from '../../ir/value.js';
import { BranchOp } from './ops.js';

/**
 * Skips a successor that only branches on (upstream's collapseBranch): the new destination and
 * operands, or undefined when `dest` does more than branch, its arguments are used elsewhere, or
 * it branches to itself or into a cycle of branches.
 */
export function collapseBranch(dest: Block, operands: readonly Value[]): { dest: Block; operands: Value[] } | undefined {
  if (dest.first !== dest.last) return undefined;
  const br = dest.last;
  if (!br || !BranchOp.is(br)) return undefined;
  if (dest.args.some((a) => a.users.some((u) => u !== br))) return undefined;
  const next = br.dest;
  if (next === dest) return undefined;
  // Nor into a cycle of branches: collapsing around it would never end (upstream's check).
  const visited = new Set<Block>([dest, next]);
  for (let t = next.last; t && BranchOp.is(t); t = t.dest.last) {
    if (visited.has(t.dest)) return undefined;
    visited.add(t.dest);
  }
  const mapped = br.destOperands.map((v) => (v instanceof BlockArgument && v.owner === dest ? operands[v.index]! : v));
  return { dest: next, operands: mapped };
}
