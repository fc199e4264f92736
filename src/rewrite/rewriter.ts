/**
 * The rewriter: a builder whose every mutation is reported to a listener (the greedy driver
 * re-queues users and new ops), as MLIR's PatternRewriter.
 */
import { Builder } from '../ir/builder.js';
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';

export interface RewriteListener {
  notifyOperationInserted?(op: Operation): void;
  notifyOperationModified?(op: Operation): void;
  notifyOperationReplaced?(op: Operation, values: readonly Value[]): void;
  notifyOperationErased?(op: Operation): void;
}

export class PatternRewriter extends Builder {
  constructor(public listener: RewriteListener = {}) { super(); }

  protected override notifyInserted(op: Operation): void {
    this.listener.notifyOperationInserted?.(op);
  }

  /** Replaces every use of `op`'s results by `values` and erases `op`. */
  replaceOp(op: Operation, values: readonly Value[]): void {
    this.listener.notifyOperationReplaced?.(op, values);
    for (const r of op.results) for (const u of r.uses) this.listener.notifyOperationModified?.(u.owner);
    op.replaceAllUsesWith(values);
    this.eraseOp(op);
  }
  /** Replaces `op` by `newOp` (already created) and erases it. */
  replaceOpWithOp(op: Operation, newOp: Operation): void { this.replaceOp(op, newOp.results); }

  /** Erases an op (and the ops nested in it); its results must be unused. */
  eraseOp(op: Operation): void {
    op.walk((nested) => { if (nested !== op) this.listener.notifyOperationErased?.(nested); });
    this.listener.notifyOperationErased?.(op);
    op.erase();
  }
  eraseBlock(b: Block): void {
    for (const op of b.ops.reverse()) {
      for (const r of op.results) for (const u of r.uses) if (u.owner.parentBlock !== b) throw new Error('erasing a block whose values are still used');
    }
    for (const op of b.ops) op.walk((n) => this.listener.notifyOperationErased?.(n));
    b.erase();
  }

  /** Runs `fn`, which changes `op` in place, and reports the change. */
  modifyOpInPlace(op: Operation, fn: () => void): void {
    fn();
    this.listener.notifyOperationModified?.(op);
  }

  replaceAllUsesWith(from: Value, to: Value): void {
    for (const u of from.uses) this.listener.notifyOperationModified?.(u.owner);
    from.replaceAllUsesWith(to);
  }
  replaceUsesWithIf(from: Value, to: Value, pred: (owner: Operation) => boolean): void {
    for (const u of from.uses) {
      if (!pred(u.owner)) continue;
      this.listener.notifyOperationModified?.(u.owner);
      u.set(to);
    }
  }

  /** Moves the ops of `source` before `anchor`, replacing `source`'s arguments by `args`; erases
   * `source`. */
  inlineBlockBefore(source: Block, anchor: Operation, args: readonly Value[] = []): void {
    source.args.forEach((a, i) => this.replaceAllUsesWith(a, args[i]!));
    for (const op of source.ops) {
      op.remove();
      anchor.parentBlock!.insertBefore(op, anchor);
      this.listener.notifyOperationInserted?.(op);
    }
    source.parentRegion?.removeBlock(source);
  }
  /** Appends the ops of `source` to `dest`, replacing `source`'s arguments by `args`. */
  mergeBlocks(source: Block, dest: Block, args: readonly Value[] = []): void {
    source.args.forEach((a, i) => this.replaceAllUsesWith(a, args[i]!));
    for (const op of source.ops) {
      op.remove();
      dest.push(op);
      this.listener.notifyOperationInserted?.(op);
    }
    source.parentRegion?.removeBlock(source);
  }
  /** Moves all blocks of `region` before `anchor` block in its region (or to the end of `dest`). */
  inlineRegionBefore(region: Region, dest: Region, anchor?: Block): void {
    for (const b of [...region.blocks]) {
      region.removeBlock(b);
      if (anchor) dest.insertBefore(b, anchor); else dest.push(b);
      for (const op of b.ops) this.listener.notifyOperationInserted?.(op);
    }
  }
}
