/**
 * Constant uniquing as upstream's OperationFolder: one constant op per (dialect, value, type) in
 * each insertion region, kept at the start of that region's entry block. The insertion region of
 * an op is the closest enclosing region whose parent is isolated from above (or unregistered, or
 * top-level), so constants in nested regions (`scf.if`, loop bodies) are hoisted to the function
 * entry. A constant moved to another block, or kept in place of a duplicate, loses its location
 * (it stands for several places now), as upstream's erased-folded location.
 */
import type { Attribute } from '../ir/attributes.js';
import type { Block } from '../ir/block.js';
import type { Context } from '../ir/context.js';
import { unknownLoc } from '../ir/location.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Type } from '../ir/types.js';
import { constantValue, materializeConstant } from './fold.js';
import type { PatternRewriter } from './rewriter.js';

/** Where constants used in `block` are hoisted to. */
export function insertionRegion(block: Block): Region {
  let b: Block = block;
  for (;;) {
    const region = b.parentRegion!;
    const parent = region.parentOp;
    if (!parent || !parent.isRegistered || parent.hasTrait('IsolatedFromAbove') || !parent.parentBlock) return region;
    b = parent.parentBlock;
  }
}

const keyOf = (dialect: string, value: Attribute, type: Type): string => `${dialect}\u0000${value.key}\u0000${type.key}`;

export class OperationFolder {
  private readonly scopes = new Map<Region, Map<string, Operation>>();
  /** The constants this folder owns, with the keys they are known under. */
  private readonly owned = new Map<Operation, string[]>();

  constructor(private readonly ctx: Context, private readonly rewriter: PatternRewriter) {}

  private scope(r: Region): Map<string, Operation> {
    let m = this.scopes.get(r);
    if (!m) { m = new Map(); this.scopes.set(r, m); }
    return m;
  }

  isFolderOwnedConstant(op: Operation | null): boolean { return op !== null && this.owned.has(op); }

  /**
   * Takes a constant op already in the IR into the folder: replaces it by an equal constant the
   * folder knows (returns false: `op` is gone), or makes it the known one, moving it to the start
   * of its insertion region's entry block (returns true).
   */
  insertKnownConstant(op: Operation, value: Attribute | undefined = constantValue(op)): boolean {
    if (value === undefined) throw new Error(`'${op.name}' is not a constant`);
    const opBlock = op.parentBlock!;
    if (this.owned.has(op)) {
      if (opBlock.first !== op && !this.isFolderOwnedConstant(op.prev)) {
        op.moveBefore(opBlock.first!);
        op.loc = unknownLoc;
      }
      return true;
    }
    const region = insertionRegion(opBlock);
    const consts = this.scope(region);
    const key = keyOf(op.info.dialect, value, op.results[0]!.type);
    const existing = consts.get(key);
    if (existing) {
      this.notifyRemoval(op);
      this.rewriter.replaceOp(op, existing.results);
      existing.loc = unknownLoc;
      return false;
    }
    const entry = region.front;
    if (opBlock !== entry) {
      op.moveBefore(entry.first!);
      op.loc = unknownLoc;
    } else if (entry.first !== op && !this.isFolderOwnedConstant(op.prev)) {
      op.moveBefore(entry.first!);
    }
    consts.set(key, op);
    this.owned.set(op, [key]);
    return true;
  }

  /**
   * A constant of `dialect` for `value` usable in `block`: the known one, or a new one made at
   * the start of the insertion region's entry block. Undefined when the dialect cannot make it.
   */
  getOrCreateConstant(block: Block, dialect: string, value: Attribute, type: Type): Operation | undefined {
    const region = insertionRegion(block);
    const consts = this.scope(region);
    const key = keyOf(dialect, value, type);
    const known = consts.get(key);
    if (known) return known;
    const op = this.rewriter.guard(() => {
      this.rewriter.setInsertionPointToStart(region.front);
      return materializeConstant(this.ctx, dialect, this.rewriter, value, type, unknownLoc);
    });
    if (!op) return undefined;
    // A dialect may materialize through another dialect's constant: know it under both keys.
    const keys = [key];
    if (op.info.dialect !== dialect) {
      const otherKey = keyOf(op.info.dialect, value, type);
      const other = consts.get(otherKey);
      if (other) {
        this.rewriter.eraseOp(op);
        consts.set(key, other);
        this.owned.get(other)!.push(key);
        return other;
      }
      keys.push(otherKey);
    }
    for (const k of keys) consts.set(k, op);
    this.owned.set(op, keys);
    return op;
  }

  /** Forgets `op` (it is being erased). */
  notifyRemoval(op: Operation): void {
    const keys = this.owned.get(op);
    if (!keys) return;
    const consts = this.scope(insertionRegion(op.parentBlock!));
    for (const k of keys) if (consts.get(k) === op) consts.delete(k);
    this.owned.delete(op);
  }

  clear(): void { this.scopes.clear(); this.owned.clear(); }
}
