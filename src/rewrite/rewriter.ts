/**
 * The rewriter: a builder whose every mutation is reported to a listener (the greedy driver
 * re-queues users, operands and new ops), as MLIR's RewriterBase/PatternRewriter. Patterns must
 * change IR only through it, or the driver misses work and may visit erased ops.
 *
 * Notifications follow upstream: erasing an op erases its nested ops one by one first (users
 * before definitions) and reports each just before it goes; replacing uses reports each user as
 * modified; moved ops are reported as inserted.
 */
import { Builder } from '../ir/builder.js';
import { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';

export interface RewriteListener {
  notifyOperationInserted?(op: Operation): void;
  notifyOperationModified?(op: Operation): void;
  /** Before `op`'s uses are replaced by `values` (the op is erased next). */
  notifyOperationReplaced?(op: Operation, values: readonly Value[]): void;
  /** Just before `op` is erased (its nested ops were erased and reported already). */
  notifyOperationErased?(op: Operation): void;
  notifyBlockInserted?(block: Block): void;
  /** Just before an (empty) block is removed from its region. */
  notifyBlockErased?(block: Block): void;
  /** A pattern said why it did not apply (for debugging output). */
  notifyMatchFailure?(op: Operation, reason: string): void;
}

export class PatternRewriter extends Builder {
  constructor(public listener: RewriteListener = {}) { super(); }

  protected override notifyInserted(op: Operation): void {
    this.listener.notifyOperationInserted?.(op);
  }

  /** Replaces every use of `op`'s results by `values` and erases `op`. */
  replaceOp(op: Operation, values: readonly Value[]): void {
    if (values.length !== op.numResults) throw new Error(`replacing ${op.numResults} results of '${op.name}' with ${values.length} values`);
    this.listener.notifyOperationReplaced?.(op, values);
    this.replaceAllOpUsesWith(op, values);
    this.eraseOp(op);
  }
  /** Replaces `op` by `newOp` (already created) and erases it. */
  replaceOpWithOp(op: Operation, newOp: Operation): void { this.replaceOp(op, newOp.results); }
  /** Replaces the uses of `op`'s results, keeping `op`. */
  replaceAllOpUsesWith(op: Operation, values: readonly Value[]): void {
    op.results.forEach((r, i) => this.replaceAllUsesWith(r, values[i]!));
  }

  /** Erases an op and the ops nested in it; its results must be unused (outside of it). */
  eraseOp(op: Operation): void {
    for (const r of op.results) {
      for (const u of r.uses) {
        if (!op.isAncestor(u.owner)) throw new Error(`erasing '${op.name}' whose result #${r.index} is still used by '${u.owner.name}'`);
      }
    }
    this.eraseTree(op);
  }

  /** Post-order, users before definitions: regions last first, blocks successors first, ops last
   * first; each op reported just before it goes. */
  private eraseTree(op: Operation): void {
    for (let ri = op.regions.length - 1; ri >= 0; ri--) {
      const r = op.regions[ri]!;
      // Blocks not reachable from the entry are left over by a round; they go in the next one.
      while (!r.isEmpty) {
        const blocks = postOrder(r);
        for (const b of blocks) this.eraseBlockOps(b);
        for (const b of blocks) {
          for (const a of b.args) while (a.firstUse) a.firstUse.drop();
          this.removeBlock(b);
        }
      }
    }
    this.listener.notifyOperationErased?.(op);
    // In graph regions a value may still be used by an op erased later: drop those uses.
    for (const res of op.results) while (res.firstUse) res.firstUse.drop();
    op.remove();
    op.dropAllReferences();
  }

  private eraseBlockOps(b: Block): void {
    for (let o = b.last; o; ) { const prev: Operation | null = o.prev; this.eraseTree(o); o = prev; }
  }

  private removeBlock(b: Block): void {
    this.listener.notifyBlockErased?.(b);
    while (b.firstUse) b.firstUse.drop();
    b.parentRegion?.removeBlock(b);
  }

  /** Erases a block and its ops; its values must not be used outside of it. */
  eraseBlock(b: Block): void {
    for (const a of b.args) {
      for (const u of a.uses) if (!blockContains(b, u.owner)) throw new Error('erasing a block whose arguments are still used');
    }
    this.eraseBlockOps(b);
    for (const a of b.args) while (a.firstUse) a.firstUse.drop();
    this.removeBlock(b);
  }

  /** Runs `fn`, which changes `op` in place, and reports the change. */
  modifyOpInPlace(op: Operation, fn: () => void): void {
    fn();
    this.listener.notifyOperationModified?.(op);
  }

  replaceAllUsesWith(from: Value, to: Value): void {
    if (from === to) return;
    for (const u of from.uses) {
      u.set(to);
      this.listener.notifyOperationModified?.(u.owner);
    }
  }
  replaceUsesWithIf(from: Value, to: Value, pred: (owner: Operation) => boolean): void {
    for (const u of from.uses) {
      if (!pred(u.owner)) continue;
      u.set(to);
      this.listener.notifyOperationModified?.(u.owner);
    }
  }

  /** Moves `op` before `anchor` and reports it as inserted. */
  moveOpBefore(op: Operation, anchor: Operation): void {
    op.moveBefore(anchor);
    this.listener.notifyOperationInserted?.(op);
  }
  moveOpAfter(op: Operation, anchor: Operation): void {
    op.moveAfter(anchor);
    this.listener.notifyOperationInserted?.(op);
  }

  /** Moves the ops of `source` before `anchor`, replacing `source`'s arguments by `args`; erases
   * `source`. */
  inlineBlockBefore(source: Block, anchor: Operation, args: readonly Value[] = []): void {
    this.moveBlockOps(source, anchor.parentBlock!, anchor, args);
  }
  /** Appends the ops of `source` to `dest`, replacing `source`'s arguments by `args`; erases
   * `source`. */
  mergeBlocks(source: Block, dest: Block, args: readonly Value[] = []): void {
    this.moveBlockOps(source, dest, null, args);
  }
  private moveBlockOps(source: Block, dest: Block, before: Operation | null, args: readonly Value[]): void {
    if (args.length !== source.numArguments) throw new Error(`inlining a block of ${source.numArguments} arguments with ${args.length} values`);
    source.args.forEach((a, i) => this.replaceAllUsesWith(a, args[i]!));
    for (let op = source.first; op; op = source.first) {
      op.remove();
      dest.insertBefore(op, before);
      this.listener.notifyOperationInserted?.(op);
    }
    if (this.block === source) { this.block = dest; if (this.before === null) this.before = before; }
    this.removeBlock(source);
  }

  /** Moves all blocks of `region` before `anchor` in `dest` (or to its end). The moved ops are
   * not reported one by one, as upstream: only the blocks are. */
  inlineRegionBefore(region: Region, dest: Region, anchor?: Block): void {
    for (const b of [...region.blocks]) {
      region.removeBlock(b);
      if (anchor) dest.insertBefore(b, anchor); else dest.push(b);
      this.listener.notifyBlockInserted?.(b);
    }
  }

  /** Splits `block` before `op`: `op` and the ops after it move to a new block after `block`. */
  splitBlock(block: Block, op: Operation | null): Block {
    const nb = block.parentRegion!.insertAfter(new Block(), block);
    this.listener.notifyBlockInserted?.(nb);
    if (!op) return nb;
    while (op.parentBlock !== nb) {
      const last = block.last!;
      last.remove();
      nb.prepend(last);
      this.listener.notifyOperationInserted?.(last);
    }
    return nb;
  }

  /** Records why a pattern did not apply and returns false, for `return rw.notifyMatchFailure(...)`. */
  notifyMatchFailure(op: Operation, reason: string): false {
    this.listener.notifyMatchFailure?.(op, reason);
    return false;
  }
}

function blockContains(b: Block, op: Operation): boolean {
  for (let o: Operation | null = op; o; o = o.parentOp) if (o.parentBlock === b) return true;
  return false;
}

/** The blocks of a region reachable from its entry, successors before predecessors. */
export function postOrder(r: Region): Block[] {
  if (r.isEmpty) return [];
  const out: Block[] = [];
  const seen = new Set<Block>([r.front]);
  const stack: { b: Block; i: number }[] = [{ b: r.front, i: 0 }];
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const succs = top.b.successors;
    if (top.i < succs.length) {
      const s = succs[top.i++]!;
      if (!seen.has(s) && s.parentRegion === r) { seen.add(s); stack.push({ b: s, i: 0 }); }
    } else {
      out.push(top.b);
      stack.pop();
    }
  }
  return out;
}
