/**
 * Region simplification after each greedy iteration, as upstream's simplifyRegions:
 * - unreachable blocks are erased (eraseUnreachableBlocks);
 * - region DCE (runRegionDCE): a liveness fixpoint over the region tree erases ops that have no
 *   effects and no live uses (also cycles that the worklist cannot see as unused, in graph
 *   regions) and dead arguments of non-entry blocks together with the branch operands for them;
 * - at the aggressive level, identical blocks are merged (block-merge.ts) and arguments that
 *   every predecessor passes the same value for are replaced by that value
 *   (dropRedundantArguments).
 *
 * Which branch operands feed which successor is known for ops with the `BranchOp` trait by a
 * convention (successor-operands.ts); other terminators keep all their successors' arguments live.
 */
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import { BlockArgument, type Value } from '../ir/value.js';
import { wouldOpBeTriviallyDead } from './effects.js';
import type { PatternRewriter } from './rewriter.js';
import { postOrder } from './rewriter.js';
import { eraseSuccessorOperand, successorOperands } from './successor-operands.js';
import { mergeIdenticalBlocks } from './block-merge.js';

/** Erases the blocks no path from the entry reaches, in `regions` and everything nested. */
export function eraseUnreachableBlocks(rw: PatternRewriter, regions: readonly Region[]): boolean {
  let erased = false;
  const work = [...regions];
  while (work.length) {
    const region = work.pop()!;
    if (region.isEmpty) continue;
    if (region.hasOneBlock) {
      for (const op of region.front) work.push(...op.regions);
      continue;
    }
    const reachable = new Set(postOrder(region));
    for (const b of [...region.blocks]) {
      if (!reachable.has(b)) {
        // Uses of its values can only be in other unreachable blocks, erased as well.
        for (const op of b) for (const r of op.results) while (r.firstUse) r.firstUse.drop();
        for (const a of b.args) while (a.firstUse) a.firstUse.drop();
        rw.eraseBlock(b);
        erased = true;
        continue;
      }
      for (const op of b) work.push(...op.regions);
    }
  }
  return erased;
}

/** Which ops and block arguments are live; results are live with their op, as upstream. */
class LiveMap {
  private readonly ops = new Set<Operation>();
  private readonly args = new Set<BlockArgument>();
  changed = false;
  isLiveOp(op: Operation): boolean { return this.ops.has(op); }
  isLive(v: Value): boolean {
    return v instanceof BlockArgument ? this.args.has(v) : this.ops.has(v.definingOp!);
  }
  setLiveOp(op: Operation): void { if (!this.ops.has(op)) { this.ops.add(op); this.changed = true; } }
  setLive(v: Value): void {
    if (!(v instanceof BlockArgument)) { this.setLiveOp(v.definingOp!); return; }
    if (!this.args.has(v)) { this.args.add(v); this.changed = true; }
  }
}

/** A branch operand feeding a block argument that is dead is no use at all. */
function isUseKnownDead(owner: Operation, index: number, live: LiveMap): boolean {
  if (!owner.hasTrait('Terminator')) return false;
  for (let s = 0; s < owner.numSuccessors; s++) {
    const range = successorOperands(owner, s);
    if (!range || index < range.start || index >= range.start + range.count) continue;
    return !live.isLive(owner.getSuccessor(s).getArgument(index - range.start));
  }
  return false;
}

function processValue(v: Value, live: LiveMap): void {
  for (const u of v.uses) {
    if (isUseKnownDead(u.owner, u.index, live)) continue;
    if (live.isLiveOp(u.owner)) { live.setLive(v); return; }
  }
}

function propagateTerminator(op: Operation, live: LiveMap): void {
  live.setLiveOp(op);
  for (let s = 0; s < op.numSuccessors; s++) {
    if (successorOperands(op, s)) continue;
    for (const a of op.getSuccessor(s).args) live.setLive(a);
  }
}

function propagateOp(op: Operation, live: LiveMap): void {
  for (const r of op.regions) propagateRegion(r, live);
  if (op.hasTrait('Terminator') || !op.isRegistered && op.numSuccessors > 0) { propagateTerminator(op, live); return; }
  if (live.isLiveOp(op)) return;
  if (!wouldOpBeTriviallyDead(op)) { live.setLiveOp(op); return; }
  for (const r of op.results) processValue(r, live);
}

function propagateRegion(region: Region, live: LiveMap): void {
  for (const b of postOrder(region)) {
    for (let op = b.last; op; op = op.prev) propagateOp(op, live);
    if (b.isEntryBlock) continue;
    for (const a of b.args) if (!live.isLive(a)) processValue(a, live);
  }
}

function deleteDeadness(rw: PatternRewriter, regions: readonly Region[], live: LiveMap): boolean {
  let erased = false;
  for (const region of regions) {
    if (region.isEmpty) continue;
    const single = region.hasOneBlock;
    for (const b of postOrder(region)) {
      if (!single && b.last) erased = eraseDeadSuccessorOperands(b.last, live) || erased;
      for (let op = b.last; op; ) {
        const prev: Operation | null = op.prev;
        if (!live.isLiveOp(op)) {
          for (const r of op.results) while (r.firstUse) r.firstUse.drop();
          rw.eraseOp(op);
          erased = true;
        } else {
          erased = deleteDeadness(rw, op.regions, live) || erased;
        }
        op = prev;
      }
    }
    for (const b of region.blocks.slice(1)) {
      for (let i = b.numArguments - 1; i >= 0; i--) {
        const a = b.getArgument(i);
        if (live.isLive(a)) continue;
        while (a.firstUse) a.firstUse.drop();
        b.eraseArgument(i);
        erased = true;
      }
    }
  }
  return erased;
}

function eraseDeadSuccessorOperands(term: Operation, live: LiveMap): boolean {
  let erased = false;
  for (let s = 0; s < term.numSuccessors; s++) {
    const range = successorOperands(term, s);
    if (!range) continue;
    const succ = term.getSuccessor(s);
    for (let i = range.count - 1; i >= 0; i--) {
      if (live.isLive(succ.getArgument(i))) continue;
      eraseSuccessorOperand(term, s, i);
      erased = true;
    }
  }
  return erased;
}

/** Liveness-based dead code elimination over `regions` and everything nested. */
export function runRegionDCE(rw: PatternRewriter, regions: readonly Region[]): boolean {
  const live = new LiveMap();
  do {
    live.changed = false;
    for (const r of regions) propagateRegion(r, live);
  } while (live.changed);
  return deleteDeadness(rw, regions, live);
}

/** Replaces a block argument by the value every predecessor passes for it (aggressive level). */
export function dropRedundantArguments(rw: PatternRewriter, regions: readonly Region[]): boolean {
  let changed = false;
  const work = [...regions];
  while (work.length) {
    const region = work.pop()!;
    for (const b of region.blocks) {
      for (const op of b) work.push(...op.regions);
      if (b.isEntryBlock) continue;
      changed = dropRedundantArgumentsOf(rw, b) || changed;
    }
  }
  return changed;
}

function dropRedundantArgumentsOf(rw: PatternRewriter, b: Block): boolean {
  const edges: { term: Operation; succ: number }[] = [];
  for (let u = b.firstUse; u; u = u.nextUse) {
    if (!successorOperands(u.owner, u.index)) return false;
    edges.push({ term: u.owner, succ: u.index });
  }
  if (!edges.length) return false;
  let changed = false;
  for (let i = b.numArguments - 1; i >= 0; i--) {
    const passed = edges.map((e) => e.term.getOperand(successorOperands(e.term, e.succ)!.start + i));
    const first = passed[0]!;
    if (!passed.every((v) => v === first) || first === b.getArgument(i)) continue;
    rw.replaceAllUsesWith(b.getArgument(i), first);
    for (const e of edges) eraseSuccessorOperand(e.term, e.succ, i);
    b.eraseArgument(i);
    changed = true;
  }
  return changed;
}

/** Upstream's simplifyRegions: true when something changed. */
export function simplifyRegions(rw: PatternRewriter, regions: readonly Region[], aggressive = false): boolean {
  const a = eraseUnreachableBlocks(rw, regions);
  const b = runRegionDCE(rw, regions);
  const c = aggressive ? mergeIdenticalBlocks(rw, regions) : false;
  const d = aggressive ? dropRedundantArguments(rw, regions) : false;
  return a || b || c || d;
}
