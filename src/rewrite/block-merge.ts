/**
 * Merging identical blocks (the aggressive level of region simplification), as upstream's
 * mergeIdenticalBlocks: non-entry blocks with the same successors whose ops match one for one
 * (same kinds, attributes and types; values from inside the block used in the same places;
 * values from outside may differ and become new block arguments) are replaced by the first of
 * them, their predecessors passing the differing values. Blocks with nested regions, values used
 * outside their block, or predecessors whose successor operands are unknown are left alone.
 */
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';
import type { PatternRewriter } from './rewriter.js';
import { appendSuccessorOperands, successorOperands } from './successor-operands.js';

const attrsKey = (op: Operation): string => op.allAttrs.map((a) => `${a.name}=${a.value.key}`).sort().join(',');

/** Ops compared without their operands' identity (upstream's ignoreValueEquivalence). */
function sameShape(l: Operation, r: Operation): boolean {
  return l.info === r.info && l.numOperands === r.numOperands && l.numResults === r.numResults
    && l.numRegions === r.numRegions && l.numSuccessors === r.numSuccessors && attrsKey(l) === attrsKey(r)
    && l.operands.every((v, i) => v.type === r.getOperand(i).type)
    && l.results.every((v, i) => v.type === r.results[i]!.type);
}

/** Position of a value defined in its block: arguments first, then results in op order. */
function orderIndex(b: Block): Map<Value, number> {
  const m = new Map<Value, number>();
  b.args.forEach((a, i) => m.set(a, i));
  let n = b.numArguments;
  for (const op of b) for (const r of op.results) m.set(r, n++);
  return m;
}

const usedOutside = (v: Value, b: Block): boolean => v.uses.some((u) => {
  for (let o: Operation | null = u.owner; o; o = o.parentOp) if (o.parentBlock === b) return false;
  return true;
});

/** A terminator result can't be passed along an edge from its own block. */
function validSuccessorArg(target: Block, v: Value): boolean {
  const def = v.definingOp;
  if (!def || def !== def.parentBlock?.last) return true;
  return !target.predecessors.includes(def.parentBlock);
}

class Cluster {
  readonly blocks: Block[] = [];
  /** (op index, operand index) of operands that become block arguments. */
  readonly operands = new Map<string, [number, number]>();
  private readonly order: Map<Value, number>;
  constructor(readonly leader: Block) { this.order = orderIndex(leader); }

  tryAdd(b: Block): boolean {
    const leader = this.leader;
    if (leader.numOps !== b.numOps || leader.numArguments !== b.numArguments) return false;
    if (!leader.args.every((a, i) => a.type === b.args[i]!.type)) return false;
    const mismatched: [number, number][] = [];
    const order = orderIndex(b);
    let i = 0;
    for (let l = leader.first, r = b.first; l && r; l = l.next, r = r.next, i++) {
      if (!sameShape(l, r)) return false;
      for (let k = 0; k < l.numOperands; k++) {
        const lv = l.getOperand(k);
        const rv = r.getOperand(k);
        if (lv === rv) continue;
        const lIn = lv.parentBlock === leader;
        if (lIn !== (rv.parentBlock === b)) return false;
        if (!lIn) {
          if (!validSuccessorArg(leader, lv) || !validSuccessorArg(b, rv)) return false;
          mismatched.push([i, k]);
        } else if (this.order.get(lv) !== order.get(rv)) {
          return false;
        }
      }
      if (l.results.some((v) => usedOutside(v, leader)) || r.results.some((v) => usedOutside(v, b))) return false;
    }
    for (const m of mismatched) this.operands.set(`${m[0]},${m[1]}`, m);
    this.blocks.push(b);
    return true;
  }

  merge(rw: PatternRewriter): boolean {
    if (!this.blocks.length) return false;
    const leader = this.leader;
    const all = [leader, ...this.blocks];
    if (this.operands.size) {
      const knownPreds = (b: Block) => b.predecessorOps.every((t) => t.blockOperands.every((_, s) => successorOperands(t, s) !== undefined));
      if (!all.every(knownPreds)) return false;
      const picks = [...this.operands.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const numOld = leader.numArguments;
      const newArgs: Value[][] = all.map((b) => {
        const ops = b.ops;
        return picks.map(([o, k]) => ops[o]!.getOperand(k));
      });
      const leaderOps = leader.ops;
      picks.forEach(([o, k]) => {
        const v = leaderOps[o]!.getOperand(k);
        rw.modifyOpInPlace(leaderOps[o]!, () => leaderOps[o]!.setOperand(k, leader.addArgument(v.type, v.loc)));
      });
      const pruned = pruneRedundant(newArgs, rw, numOld, leader);
      all.forEach((b, ci) => {
        for (let u = b.firstUse; u; u = u.nextUse) appendSuccessorOperands(u.owner, u.index, pruned[ci]!);
      });
    }
    for (const b of this.blocks) {
      b.replaceAllUsesWith(leader);
      rw.eraseBlock(b);
    }
    return true;
  }
}

/** Drops new arguments that repeat an earlier one in every list (upstream's
 * pruneRedundantArguments, first-occurrence based). */
function pruneRedundant(lists: Value[][], rw: PatternRewriter, numOld: number, leader: Block): Value[][] {
  const n = lists[0]!.length;
  const first = new Map<Value, number>();
  lists[0]!.forEach((v, j) => { if (!first.has(v)) first.set(v, j); });
  const replace = new Map<number, number>();
  for (let j = 0; j < n; j++) {
    const k = first.get(lists[0]![j]!)!;
    if (k !== j && lists.every((l) => l[k] === l[j])) replace.set(j, k);
  }
  for (const [j, k] of replace) rw.replaceAllUsesWith(leader.getArgument(numOld + j), leader.getArgument(numOld + k));
  for (const j of [...replace.keys()].sort((a, b) => b - a)) leader.eraseArgument(numOld + j);
  return lists.map((l) => l.filter((_, j) => !replace.has(j)));
}

function mergeInRegion(rw: PatternRewriter, region: Region): boolean {
  if (region.blocks.length < 2) return false;
  const groups = new Map<string, Block[]>();
  const ids = new Map<Block, number>(region.blocks.map((b, i) => [b, i]));
  for (const b of region.blocks.slice(1)) {
    const key = b.successors.map((s) => ids.get(s) ?? -1).join(',');
    const g = groups.get(key);
    if (g) g.push(b); else groups.set(key, [b]);
  }
  let merged = false;
  for (const blocks of groups.values()) {
    if (blocks.length < 2) continue;
    const clusters: Cluster[] = [];
    for (const b of blocks) {
      if (b.ops.some((op) => op.regions.some((r) => !r.isEmpty))) continue;
      if (b.args.some((a) => usedOutside(a, b))) continue;
      if (!clusters.some((c) => c.tryAdd(b))) clusters.push(new Cluster(b));
    }
    for (const c of clusters) merged = c.merge(rw) || merged;
  }
  return merged;
}

/** Merges identical blocks in `regions` and everything nested; true when something merged. */
export function mergeIdenticalBlocks(rw: PatternRewriter, regions: readonly Region[]): boolean {
  const work = [...regions];
  let changed = false;
  while (work.length) {
    const region = work.pop()!;
    if (mergeInRegion(rw, region)) { work.push(region); changed = true; continue; }
    for (const b of region.blocks) for (const op of b) work.push(...op.regions);
  }
  return changed;
}
