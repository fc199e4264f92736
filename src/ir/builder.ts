/**
 * Builders create ops at an insertion point. Typed builders of op definitions
 * (`AddIOp.build(b, {...})`) go through `Builder.create`.
 */
import type { Attribute } from './attributes.js';
import { Block } from './block.js';
import type { Location } from './location.js';
import { IRMapping } from './mapping.js';
import { unknownLoc } from './location.js';
import type { OpInfo } from './opinfo.js';
import { Operation } from './operation.js';
import { Region } from './region.js';
import type { Type } from './types.js';
import type { Value } from './value.js';

export interface CreateArgs {
  operands?: readonly Value[];
  resultTypes?: readonly Type[];
  attributes?: Iterable<readonly [string, Attribute]>;
  /** Number of regions to create empty, or the regions themselves. */
  regions?: number | readonly Region[];
  successors?: readonly Block[];
  loc?: Location;
}

export interface InsertionPoint { readonly block: Block | null; readonly before: Operation | null; }

export class Builder {
  block: Block | null = null;
  /** Insert before this op; null means at the end of `block`. */
  before: Operation | null = null;
  constructor(public loc: Location = unknownLoc) {}

  static atEnd(block: Block, loc?: Location): Builder { const b = new Builder(loc); b.setInsertionPointToEnd(block); return b; }
  static before(op: Operation, loc?: Location): Builder { const b = new Builder(loc ?? op.loc); b.setInsertionPoint(op); return b; }

  setInsertionPointToEnd(block: Block): void { this.block = block; this.before = null; }
  setInsertionPointToStart(block: Block): void { this.block = block; this.before = block.first; }
  setInsertionPoint(op: Operation): void { this.block = op.parentBlock; this.before = op; }
  setInsertionPointAfter(op: Operation): void { this.block = op.parentBlock; this.before = op.next; }
  get insertionPoint(): InsertionPoint { return { block: this.block, before: this.before }; }
  restore(ip: InsertionPoint): void { this.block = ip.block; this.before = ip.before; }
  /** Runs `fn` and restores the insertion point afterwards. */
  guard<T>(fn: () => T): T {
    const ip = this.insertionPoint;
    try { return fn(); } finally { this.restore(ip); }
  }

  /** Inserts a detached op at the insertion point (if there is one). */
  insert<T extends Operation>(op: T): T {
    if (this.block) this.block.insertBefore(op, this.before);
    this.notifyInserted(op);
    return op;
  }
  /** Hook for rewriters that track new ops. */
  protected notifyInserted(_op: Operation): void {}

  /** Inserts a copy of `op` (upstream's OpBuilder::clone): the copy is reported as inserted, then
   * every op nested in it, in pre-order. */
  clone(op: Operation, mapping: IRMapping = new IRMapping()): Operation {
    const copy = this.insert(op.clone(mapping));
    copy.walkPre((o) => { if (o !== copy) this.notifyInserted(o); return undefined; });
    return copy;
  }

  /** Copies the blocks of `region` to the end of `dest` (upstream's cloneRegionBefore): block
   * arguments `mapping` already maps are left out, and the ops of the new blocks are reported as
   * inserted, in pre-order. */
  cloneRegionInto(region: Region, dest: Region, mapping: IRMapping): void {
    const start = dest.blocks.length;
    region.cloneInto(dest, mapping, { keepMappedArgs: false });
    for (const b of dest.blocks.slice(start)) {
      for (let op = b.first; op; op = op.next) op.walkPre((o) => { this.notifyInserted(o); return undefined; });
    }
  }

  create(info: OpInfo, args: CreateArgs = {}): Operation {
    const regions = typeof args.regions === 'number'
      ? Array.from({ length: args.regions }, () => new Region())
      : [...(args.regions ?? [])];
    const op = Operation.create({
      info,
      loc: args.loc ?? this.loc,
      operands: [...(args.operands ?? [])],
      resultTypes: [...(args.resultTypes ?? [])],
      attributes: new Map(args.attributes ?? []),
      properties: undefined,
      regions,
      successors: [...(args.successors ?? [])],
    });
    return this.insert(op);
  }

  /** Adds a block to `region` with the given arguments and moves the insertion point to its end. */
  createBlock(region: Region, argTypes: readonly Type[] = [], locs?: readonly Location[]): Block {
    const b = region.addBlock();
    argTypes.forEach((t, i) => b.addArgument(t, locs?.[i] ?? this.loc));
    this.setInsertionPointToEnd(b);
    return b;
  }
}

export { Block, Region };
