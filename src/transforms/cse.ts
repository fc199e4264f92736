/**
 * `cse`: common subexpression elimination as upstream's CSE pass. Ops without memory effects
 * (Pure, or RecursiveMemoryEffects over pure bodies) that are equivalent (same name, attributes,
 * result types and operands, commutative operands in any order, equivalent single-block regions)
 * to one that dominates them are replaced by it. Scopes follow the dominator tree of each region;
 * isolated-from-above ops (and unregistered ones, which might be) start from an empty scope.
 * Ops that only read memory are merged with an identical earlier read in the same block when no
 * op between them may write. Unused ops without effects are erased along the way. Terminators,
 * ops with multi-block regions and ops with unknown effects are left alone.
 */
import type { Block } from '../ir/block.js';
import { DominanceInfo, hasSSADominance } from '../ir/dominance.js';
import { UnknownLoc } from '../ir/location.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import { definePass } from '../passes/pass.js';
import { effectsRecursively, isMemoryEffectFree, isOpTriviallyDead, ownEffects } from '../rewrite/effects.js';
import { PatternRewriter } from '../rewrite/rewriter.js';
import { isEquivalent, opKey } from './op-equivalence.js';

/** Known ops by key, in nested scopes: lookups see the innermost equivalent op. */
class ScopedOps {
  private readonly scopes: Map<string, Operation[]>[] = [];
  push(): void { this.scopes.push(new Map()); }
  pop(): void { this.scopes.pop(); }
  lookup(op: Operation): Operation | undefined {
    const key = opKey(op);
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const hit = this.scopes[i]!.get(key)?.find((o) => isEquivalent(o, op));
      if (hit) return hit;
    }
    return undefined;
  }
  insert(op: Operation): void {
    const top = this.scopes[this.scopes.length - 1]!;
    const key = opKey(op);
    const list = top.get(key);
    if (list) list.unshift(op); else top.set(key, [op]);
  }
}

class CSEDriver {
  readonly toErase: Operation[] = [];
  numCSE = 0;
  numDCE = 0;
  private readonly rewriter = new PatternRewriter();
  private readonly dom = new DominanceInfo();

  simplifyRegion(known: ScopedOps, region: Region): void {
    if (region.isEmpty) return;
    const ssa = hasSSADominance(region);
    if (region.hasOneBlock) {
      known.push();
      this.simplifyBlock(known, region.front, ssa);
      known.pop();
      return;
    }
    if (!ssa) return;
    // Walk the dominator tree: a block sees what its dominators defined.
    const children = new Map<Block, Block[]>();
    for (const b of region.blocks) {
      const up = this.dom.immediateDominator(b);
      if (up) { const l = children.get(up) ?? []; l.push(b); children.set(up, l); }
    }
    const visit = (b: Block) => {
      known.push();
      this.simplifyBlock(known, b, ssa);
      for (const c of children.get(b) ?? []) visit(c);
      known.pop();
    };
    visit(region.front);
  }

  private simplifyBlock(known: ScopedOps, block: Block, ssa: boolean): void {
    for (let op = block.first; op; op = op.next) {
      if (op.numRegions) {
        const isolated = !op.isRegistered || op.hasTrait('IsolatedFromAbove');
        const scope = isolated ? new ScopedOps() : known;
        for (const r of op.regions) this.simplifyRegion(scope, r);
      }
      this.simplifyOperation(known, op, ssa);
    }
  }

  private simplifyOperation(known: ScopedOps, op: Operation, ssa: boolean): void {
    if (op.hasTrait('Terminator')) return;
    if (isOpTriviallyDead(op)) { this.toErase.push(op); this.numDCE++; return; }
    if (!op.regions.every((r) => r.blocks.length <= 1)) return;
    if (!isMemoryEffectFree(op)) {
      const own = ownEffects(op);
      if (!own || own.length === 0 || !own.every((e) => e === 'read')) return;
      const existing = known.lookup(op);
      if (existing && existing.parentBlock === op.parentBlock && !writesBetween(existing, op)) {
        this.replace(known, op, existing, ssa);
        return;
      }
      known.insert(op);
      return;
    }
    const existing = known.lookup(op);
    if (existing) { this.replace(known, op, existing, ssa); return; }
    known.insert(op);
  }

  private replace(known: ScopedOps, op: Operation, existing: Operation, ssa: boolean): void {
    if (ssa) {
      op.results.forEach((r, i) => this.rewriter.replaceAllUsesWith(r, existing.results[i]!));
      this.toErase.push(op);
    } else {
      // Without dominance a use may come before `existing`: only replace uses not seen yet
      // (upstream's test: no equivalent of the user is known).
      op.results.forEach((r, i) => this.rewriter.replaceUsesWithIf(r, existing.results[i]!, (owner) => known.lookup(owner) === undefined));
      if (op.useEmpty) this.toErase.push(op);
    }
    if (existing.loc instanceof UnknownLoc && !(op.loc instanceof UnknownLoc)) existing.loc = op.loc;
    this.numCSE++;
  }

  eraseDead(): void {
    for (const op of this.toErase) this.rewriter.eraseOp(op);
  }
}

/** Whether an op between `from` and `to` (same block) may write memory (or has unknown effects). */
function writesBetween(from: Operation, to: Operation): boolean {
  for (let o = from.next; o && o !== to; o = o.next) {
    const e = effectsRecursively(o);
    if (!e || e.includes('write') || e.includes('write-own')) return true;
  }
  return false;
}

export const CSEPass = definePass({
  argument: 'cse',
  name: 'CSE',
  summary: 'Eliminate common sub-expressions',
  description: 'Merges ops that compute the same value where one dominates the other, and erases unused ops without effects.',
  options: {},
  statistics: { "num-cse'd": "Number of operations CSE'd", "num-dce'd": "Number of operations DCE'd" },
  run(op, _options, ctx) {
    const driver = new CSEDriver();
    const known = new ScopedOps();
    for (const r of op.regions) driver.simplifyRegion(known, r);
    driver.eraseDead();
    ctx.stat("num-cse'd", driver.numCSE);
    ctx.stat("num-dce'd", driver.numDCE);
  },
});

