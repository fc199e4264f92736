/**
 * Blocks: arguments plus an intrusive list of operations. Successor uses (BlockOperand) are
 * threaded on the block so predecessors are known without a scan.
 */
import type { Location } from './location.js';
import type { Operation } from './operation.js';
import type { Region } from './region.js';
import type { Type } from './types.js';
import { BlockArgument, type BlockOperand } from './value.js';

export class Block {
  args: BlockArgument[] = [];
  first: Operation | null = null;
  last: Operation | null = null;
  parentRegion: Region | null = null;
  /** @internal head of the list of uses of this block as a successor */
  firstUse: BlockOperand | null = null;
  private orderValid = false;
  /** @internal the printer's number for this block (`^bb2`), valid while `asmNamer` is the
   * naming that set it (printer/names.ts) */
  asmOrdinal = 0;
  /** @internal which naming set `asmOrdinal` */
  asmNamer: object | null = null;

  // ---- arguments ----
  get numArguments(): number { return this.args.length; }
  getArgument(i: number): BlockArgument { return this.args[i]!; }
  get argumentTypes(): Type[] { return this.args.map((a) => a.type); }
  addArgument(type: Type, loc: Location): BlockArgument {
    const a = new BlockArgument(type, this, this.args.length, loc);
    // Few arguments are copied into an exact-size list (push leaves room for 16 more, kept as
    // long as the block lives); long lists grow by push.
    if (this.args.length < 8) this.args = this.args.concat([a]); else this.args.push(a);
    return a;
  }
  insertArgument(i: number, type: Type, loc: Location): BlockArgument {
    const a = new BlockArgument(type, this, i, loc);
    this.args.splice(i, 0, a);
    this.args.forEach((x, j) => { x.index = j; });
    return a;
  }
  /** Removes argument `i`, which must have no uses. */
  eraseArgument(i: number): void {
    const a = this.args[i]!;
    if (a.hasUses) throw new Error(`erasing block argument #${i} that still has uses`);
    this.args.splice(i, 1);
    this.args.forEach((x, j) => { x.index = j; });
  }

  // ---- operations ----
  get isEmpty(): boolean { return this.first === null; }
  get ops(): Operation[] {
    const out: Operation[] = [];
    for (let op = this.first; op; op = op.next) out.push(op);
    return out;
  }
  *[Symbol.iterator](): IterableIterator<Operation> {
    for (let op = this.first; op; ) {
      const next = op.next;
      yield op;
      op = next;
    }
  }
  get numOps(): number {
    let n = 0;
    for (let op = this.first; op; op = op.next) n++;
    return n;
  }
  /** Appends a detached op. */
  push(op: Operation): Operation { return this.insertBefore(op, null); }
  prepend(op: Operation): Operation { return this.insertBefore(op, this.first); }
  /** Inserts a detached op before `anchor` (at the end when null). */
  insertBefore(op: Operation, anchor: Operation | null): Operation {
    if (op.parentBlock) throw new Error(`inserting '${op.name}' that is already in a block`);
    op.parentBlock = this;
    op.next = anchor;
    op.prev = anchor ? anchor.prev : this.last;
    if (op.prev) op.prev.next = op; else this.first = op;
    if (anchor) anchor.prev = op; else this.last = op;
    this.orderValid = false;
    return op;
  }
  insertAfter(op: Operation, anchor: Operation): Operation { return this.insertBefore(op, anchor.next); }
  /** @internal */
  unlinkOp(op: Operation): void {
    if (op.prev) op.prev.next = op.next; else this.first = op.next;
    if (op.next) op.next.prev = op.prev; else this.last = op.prev;
    op.prev = op.next = null;
    op.parentBlock = null;
  }
  /** @internal numbers the ops so `isBeforeInBlock` is O(1) until the next insertion. */
  ensureOrder(): void {
    if (this.orderValid) return;
    let i = 0;
    for (let op = this.first; op; op = op.next) op.orderIndex = i++;
    this.orderValid = true;
  }
  /** The last op, if it is a terminator. */
  get terminator(): Operation | undefined {
    return this.last && this.last.hasTrait('Terminator') ? this.last : undefined;
  }

  // ---- position and CFG ----
  get parentOp(): Operation | null { return this.parentRegion?.parentOp ?? null; }
  get isEntryBlock(): boolean { return this.parentRegion?.blocks[0] === this; }
  /** The terminators branching here (one entry per branch edge). */
  get predecessorOps(): Operation[] {
    const out: Operation[] = [];
    for (let u = this.firstUse; u; u = u.nextUse) out.push(u.owner);
    return out;
  }
  get predecessors(): Block[] { return this.predecessorOps.map((op) => op.parentBlock!); }
  get hasNoPredecessors(): boolean { return this.firstUse === null; }
  /** The predecessor block when exactly one branch edge comes here (upstream's
   * getSinglePredecessor: two edges from one block, a cond_br or switch with this block twice,
   * are not a single predecessor). */
  get singlePredecessor(): Block | undefined {
    const u = this.firstUse;
    return u && !u.nextUse ? u.owner.parentBlock! : undefined;
  }
  get successors(): Block[] {
    const t = this.last;
    return t ? t.successors : [];
  }
  /** Replaces every branch to this block by a branch to `other`. */
  replaceAllUsesWith(other: Block): void {
    while (this.firstUse) this.firstUse.set(other);
  }

  /** Moves the ops from `op` to the end into a new block inserted after this one. */
  splitBefore(op: Operation): Block {
    const nb = new Block();
    this.parentRegion!.insertAfter(nb, this);
    for (let o: Operation | null = op; o; ) {
      const next: Operation | null = o.next;
      o.remove();
      nb.push(o);
      o = next;
    }
    return nb;
  }
  /** Removes this block from its region and destroys its ops. */
  erase(): void {
    for (const op of this.ops) op.dropAllReferences();
    this.parentRegion?.removeBlock(this);
  }
  dropAllReferences(): void {
    for (let op = this.first; op; op = op.next) op.dropAllReferences();
  }
}
