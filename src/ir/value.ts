/**
 * SSA values and their use lists. Each use is an `OpOperand` threaded on an intrusive doubly
 * linked list, so adding, removing and replacing a use is O(1).
 */
import type { Type } from './types.js';
import type { Operation } from './operation.js';
import type { Block } from './block.js';
import type { Location } from './location.js';

export abstract class Value {
  /** @internal head of the use list */
  firstUse: OpOperand | null = null;
  /** @internal the printer's name for this value (`%3`), valid while `asmNamer` is the naming in
   * use: a field is much cheaper than a map from values when printing millions of operands. */
  asmName = '';
  /** @internal which naming (printer/names.ts) set `asmName` */
  asmNamer: object | null = null;
  constructor(public type: Type) {}

  abstract get definingOp(): Operation | undefined;
  /** The block in which the value is defined. */
  abstract get parentBlock(): Block | null;
  abstract get loc(): Location;

  get hasUses(): boolean { return this.firstUse !== null; }
  get hasOneUse(): boolean { return this.firstUse !== null && this.firstUse.nextUse === null; }
  get uses(): OpOperand[] {
    const out: OpOperand[] = [];
    for (let u = this.firstUse; u; u = u.nextUse) out.push(u);
    return out;
  }
  get numUses(): number {
    let n = 0;
    for (let u = this.firstUse; u; u = u.nextUse) n++;
    return n;
  }
  /** The operations using this value (an op using it twice appears twice). */
  get users(): Operation[] { return this.uses.map((u) => u.owner); }

  replaceAllUsesWith(v: Value): void {
    if (v === this) return;
    while (this.firstUse) this.firstUse.set(v);
  }
  replaceUsesWithIf(v: Value, pred: (use: OpOperand) => boolean): void {
    for (const u of this.uses) if (pred(u)) u.set(v);
  }
  /** Replaces every use except those owned by `except`. */
  replaceAllUsesExcept(v: Value, except: Operation): void {
    this.replaceUsesWithIf(v, (u) => u.owner !== except);
  }
}

export class OpResult extends Value {
  constructor(type: Type, readonly owner: Operation, readonly index: number) { super(type); }
  get definingOp(): Operation { return this.owner; }
  get parentBlock(): Block | null { return this.owner.parentBlock; }
  get loc(): Location { return this.owner.loc; }
}

export class BlockArgument extends Value {
  constructor(type: Type, public owner: Block, public index: number, public argLoc: Location) { super(type); }
  get definingOp(): undefined { return undefined; }
  get parentBlock(): Block { return this.owner; }
  get loc(): Location { return this.argLoc; }
}

/** One use of a value by an operation. */
export class OpOperand {
  /** @internal */ nextUse: OpOperand | null = null;
  /** @internal */ prevUse: OpOperand | null = null;
  private _value: Value;
  constructor(readonly owner: Operation, public index: number, value: Value) {
    this._value = value;
    this.link();
  }
  get value(): Value { return this._value; }
  set(v: Value): void {
    if (v === this._value) return;
    this.unlink();
    this._value = v;
    this.link();
  }
  /** Removes this use from its value's use list (the operand is being destroyed). */
  drop(): void { this.unlink(); }
  private link(): void {
    const v = this._value;
    this.prevUse = null;
    this.nextUse = v.firstUse;
    if (v.firstUse) v.firstUse.prevUse = this;
    v.firstUse = this;
  }
  private unlink(): void {
    if (this.prevUse) this.prevUse.nextUse = this.nextUse;
    else if (this._value.firstUse === this) this._value.firstUse = this.nextUse;
    if (this.nextUse) this.nextUse.prevUse = this.prevUse;
    this.prevUse = this.nextUse = null;
  }
}

/** One use of a block as a successor of a terminator: gives blocks their predecessor lists. */
export class BlockOperand {
  /** @internal */ nextUse: BlockOperand | null = null;
  /** @internal */ prevUse: BlockOperand | null = null;
  private _block: Block;
  constructor(readonly owner: Operation, public index: number, block: Block) {
    this._block = block;
    this.link();
  }
  get block(): Block { return this._block; }
  set(b: Block): void {
    if (b === this._block) return;
    this.unlink();
    this._block = b;
    this.link();
  }
  drop(): void { this.unlink(); }
  private link(): void {
    const b = this._block;
    this.prevUse = null;
    this.nextUse = b.firstUse;
    if (b.firstUse) b.firstUse.prevUse = this;
    b.firstUse = this;
  }
  private unlink(): void {
    if (this.prevUse) this.prevUse.nextUse = this.nextUse;
    else if (this._block.firstUse === this) this._block.firstUse = this.nextUse;
    if (this.nextUse) this.nextUse.prevUse = this.prevUse;
    this.prevUse = this.nextUse = null;
  }
}
