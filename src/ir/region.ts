/** Regions: a list of blocks owned by an operation. */
import { Block } from './block.js';
import type { Operation } from './operation.js';
import type { IRMapping } from './mapping.js';

export class Region {
  blocks: Block[] = [];
  parentOp: Operation | null = null;

  get isEmpty(): boolean { return this.blocks.length === 0; }
  get front(): Block { return this.blocks[0]!; }
  get hasOneBlock(): boolean { return this.blocks.length === 1; }
  /** The ops of the region's only block. */
  get ops(): Operation[] { return this.blocks.length ? this.blocks[0]!.ops : []; }
  get parentRegion(): Region | null { return this.parentOp?.parentRegion ?? null; }

  push(b: Block): Block {
    b.parentRegion = this;
    // Most regions have one block: a one-element literal, not a pushed list with spare room.
    if (this.blocks.length === 0) this.blocks = [b]; else this.blocks.push(b);
    return b;
  }
  /** Adds a new empty block at the end. */
  addBlock(): Block { return this.push(new Block()); }
  insertAfter(b: Block, anchor: Block): Block {
    b.parentRegion = this;
    this.blocks.splice(this.blocks.indexOf(anchor) + 1, 0, b);
    return b;
  }
  insertBefore(b: Block, anchor: Block): Block {
    b.parentRegion = this;
    this.blocks.splice(this.blocks.indexOf(anchor), 0, b);
    return b;
  }
  removeBlock(b: Block): void {
    const i = this.blocks.indexOf(b);
    if (i >= 0) this.blocks.splice(i, 1);
    b.parentRegion = null;
  }
  /** Moves all blocks of `other` into this (empty) region. */
  takeBody(other: Region): void {
    for (const b of this.blocks) b.erase();
    this.blocks = other.blocks;
    other.blocks = [];
    for (const b of this.blocks) b.parentRegion = this;
  }
  /** Exchanges the blocks of this region and `other`. */
  swapBody(other: Region): void {
    const mine = this.blocks;
    this.blocks = other.blocks;
    other.blocks = mine;
    for (const b of this.blocks) b.parentRegion = this;
    for (const b of other.blocks) b.parentRegion = other;
  }
  /** True when `r` is this region or nested in it. */
  isAncestor(r: Region | null): boolean {
    for (let x = r; x; x = x.parentRegion) if (x === this) return true;
    return false;
  }
  dropAllReferences(): void { for (const b of this.blocks) b.dropAllReferences(); }
  walk(fn: (op: Operation) => void): void {
    for (const b of this.blocks) for (const op of b) op.walk(fn);
  }

  /** Clones this region's blocks into `dest` (appending), remapping through `mapping`. With
   * `keepMappedArgs: false`, block arguments `mapping` already maps get no copy (upstream's
   * cloneInto: the caller drops them). */
  cloneInto(dest: Region, mapping: IRMapping, opts: { keepMappedArgs?: boolean } = {}): void {
    const start = dest.blocks.length;
    this.cloneBlocksInto(dest, mapping, opts.keepMappedArgs ?? true);
    for (const b of dest.blocks.slice(start)) {
      for (const top of b) {
        top.walk((o) => { for (const u of o.opOperands) { const v = mapping.lookup(u.value); if (v) u.set(v); } });
      }
    }
  }
  /** @internal clone without the final remapping pass */
  cloneBlocksInto(dest: Region, mapping: IRMapping, keepMappedArgs = true): void {
    if (this.blocks.length === 0) return;
    const newBlocks = this.blocks.map((b) => {
      const nb = new Block();
      for (const a of b.args) if (keepMappedArgs || !mapping.contains(a)) mapping.map(a, nb.addArgument(a.type, a.loc));
      mapping.mapBlock(b, nb);
      return nb;
    });
    this.blocks.forEach((b, i) => {
      const nb = newBlocks[i]!;
      for (let op = b.first; op; op = op.next) nb.push(op.cloneTree(mapping));
      dest.push(nb);
    });
  }
}
