/**
 * Dominance between blocks of a region's CFG (Cooper–Harvey–Kennedy iteration over reverse
 * post-order) and between a value and its uses, across nested regions. Graph regions (and the
 * regions of unregistered ops) have no SSA dominance.
 */
import type { Block } from './block.js';
import type { Operation } from './operation.js';
import type { Region } from './region.js';
import { BlockArgument, type Value } from './value.js';

interface RegionDom {
  /** Reverse post-order index of every reachable block. */
  readonly order: Map<Block, number>;
  readonly idom: Map<Block, Block>;
}

/** True when values defined in `r` must dominate their uses. */
export function hasSSADominance(r: Region): boolean {
  const op = r.parentOp;
  return !op || (op.isRegistered && !op.hasTrait('GraphRegion'));
}

export class DominanceInfo {
  private readonly cache = new Map<Region, RegionDom>();

  private info(r: Region): RegionDom {
    let d = this.cache.get(r);
    if (!d) { d = computeDominators(r); this.cache.set(r, d); }
    return d;
  }
  /** Forgets cached trees (after the CFG changed). */
  invalidate(r?: Region): void { if (r) this.cache.delete(r); else this.cache.clear(); }

  isReachable(b: Block): boolean {
    const r = b.parentRegion;
    if (!r || r.blocks.length === 1) return true;
    return this.info(r).order.has(b);
  }

  /** The immediate dominator of a reachable non-entry block of a multi-block region (the parent
   * in the dominator tree), or undefined for entry and unreachable blocks. */
  immediateDominator(b: Block): Block | undefined {
    const r = b.parentRegion;
    if (!r || r.blocks.length === 1) return undefined;
    const up = this.info(r).idom.get(b);
    return up === b ? undefined : up;
  }

  /** Block `a` dominates block `b` (both in the same region); unreachable blocks are dominated by all. */
  dominatesBlock(a: Block, b: Block): boolean {
    if (a === b) return true;
    const r = a.parentRegion;
    if (!r || r !== b.parentRegion) return false;
    const d = this.info(r);
    if (!d.order.has(b)) return true;
    if (!d.order.has(a)) return false;
    for (let x: Block | undefined = b; x; ) {
      const up: Block | undefined = d.idom.get(x);
      if (up === a) return true;
      if (up === x) return false;
      x = up;
    }
    return false;
  }

  /** `v` is available at `user` (defined before it, in a dominating position). */
  dominatesUse(v: Value, user: Operation): boolean {
    const defBlock = v.parentBlock;
    if (!defBlock) return false;
    const defRegion = defBlock.parentRegion;
    let u: Operation | null = user;
    while (u && u.parentRegion !== defRegion) u = u.parentOp;
    if (!u || !defRegion) return false;
    if (!hasSSADominance(defRegion)) return true;
    const userBlock = u.parentBlock!;
    if (userBlock === defBlock) {
      if (v instanceof BlockArgument) return true;
      const def = v.definingOp!;
      return def !== u && def.isBeforeInBlock(u);
    }
    return this.dominatesBlock(defBlock, userBlock);
  }
}

function computeDominators(r: Region): RegionDom {
  const order = new Map<Block, number>();
  const idom = new Map<Block, Block>();
  if (r.isEmpty) return { order, idom };
  // Post-order by iterative DFS over successors.
  const post: Block[] = [];
  const seen = new Set<Block>();
  const stack: { b: Block; i: number }[] = [{ b: r.front, i: 0 }];
  seen.add(r.front);
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const succs = top.b.successors;
    if (top.i < succs.length) {
      const s = succs[top.i++]!;
      if (!seen.has(s) && s.parentRegion === r) { seen.add(s); stack.push({ b: s, i: 0 }); }
    } else {
      post.push(top.b);
      stack.pop();
    }
  }
  const rpo = post.reverse();
  rpo.forEach((b, i) => order.set(b, i));
  const entry = rpo[0]!;
  idom.set(entry, entry);
  const intersect = (a: Block, b: Block): Block => {
    while (a !== b) {
      while (order.get(a)! > order.get(b)!) a = idom.get(a)!;
      while (order.get(b)! > order.get(a)!) b = idom.get(b)!;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const b of rpo) {
      if (b === entry) continue;
      let best: Block | undefined;
      for (const p of b.predecessors) {
        if (!idom.has(p)) continue;
        best = best ? intersect(p, best) : p;
      }
      if (best && idom.get(b) !== best) { idom.set(b, best); changed = true; }
    }
  }
  return { order, idom };
}
