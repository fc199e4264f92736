/**
 * Structural equality of ops as upstream's OperationEquivalence with IgnoreLocations: same
 * name, attributes (inherent and discardable), result types, operands, successors and
 * equivalent regions (same block structure, ops pairwise equivalent with block arguments and
 * results matched up). Operands of Commutative ops compare as a multiset, so `addi %a, %b` and
 * `addi %b, %a` are equal, as upstream's CSE finds.
 */
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';

const ids = new WeakMap<Value, number>();
let nextId = 0;
const valueId = (v: Value): number => {
  let id = ids.get(v);
  if (id === undefined) { id = nextId++; ids.set(v, id); }
  return id;
};

/** The attributes as one canonical string (order-insensitive). */
function attrsKey(op: Operation): string {
  return op.allAttrs.map((a) => `${a.name}=${a.value.key}`).sort().join(',');
}

/** A hash key: equivalent ops (outside regions being compared) have equal keys. Regions are not
 * part of it; `isEquivalent` decides. */
export function opKey(op: Operation): string {
  const operands = op.operands.map(valueId);
  if (op.hasTrait('Commutative')) operands.sort((a, b) => a - b);
  return `${op.name}|${op.resultTypes.map((t) => t.key).join(',')}|${attrsKey(op)}|${operands.join(',')}|${op.numRegions}`;
}

/** Values and blocks of the left-hand side matched to the right-hand side's. */
class Correspondence {
  /** @param commutative operands of Commutative ops compare as a multiset (CSE's comparison;
   *   upstream's plain region equivalence compares them in order) */
  constructor(readonly commutative = true) {}
  readonly values = new Map<Value, Value>();
  readonly blocks = new Map<Block, Block>();
  /** `l` (from the left op) stands for `r`: the same value, or matched inside compared regions. */
  same(l: Value, r: Value): boolean {
    const m = this.values.get(l);
    return m !== undefined ? m === r : l === r;
  }
}

function sameOperands(lhs: Operation, rhs: Operation, c: Correspondence): boolean {
  if (lhs.numOperands !== rhs.numOperands) return false;
  if (!c.commutative || !lhs.hasTrait('Commutative')) return lhs.operands.every((v, i) => c.same(v, rhs.getOperand(i)));
  const left = lhs.operands.map((v) => c.values.get(v) ?? v);
  const right = [...rhs.operands];
  for (const v of left) {
    const i = right.indexOf(v);
    if (i < 0) return false;
    right.splice(i, 1);
  }
  return true;
}

function equivalent(lhs: Operation, rhs: Operation, c: Correspondence): boolean {
  if (lhs === rhs) return true;
  if (lhs.info !== rhs.info || lhs.numResults !== rhs.numResults || lhs.numRegions !== rhs.numRegions) return false;
  if (lhs.numSuccessors !== rhs.numSuccessors) return false;
  if (!lhs.results.every((r, i) => r.type === rhs.results[i]!.type)) return false;
  if (attrsKey(lhs) !== attrsKey(rhs)) return false;
  if (!sameOperands(lhs, rhs, c)) return false;
  for (let i = 0; i < lhs.numSuccessors; i++) {
    const l = lhs.getSuccessor(i);
    if ((c.blocks.get(l) ?? l) !== rhs.getSuccessor(i)) return false;
  }
  for (let i = 0; i < lhs.numRegions; i++) if (!equivalentRegions(lhs.regions[i]!, rhs.regions[i]!, c)) return false;
  lhs.results.forEach((r, i) => c.values.set(r, rhs.results[i]!));
  return true;
}

function equivalentRegions(l: Region, r: Region, c: Correspondence): boolean {
  if (l.blocks.length !== r.blocks.length) return false;
  // Blocks and arguments first: branches may go forward.
  for (let i = 0; i < l.blocks.length; i++) {
    const lb = l.blocks[i]!;
    const rb = r.blocks[i]!;
    if (lb.numArguments !== rb.numArguments || lb.numOps !== rb.numOps) return false;
    if (!lb.args.every((a, j) => a.type === rb.args[j]!.type)) return false;
    c.blocks.set(lb, rb);
    lb.args.forEach((a, j) => c.values.set(a, rb.args[j]!));
  }
  for (let i = 0; i < l.blocks.length; i++) {
    let ro = r.blocks[i]!.first;
    for (let lo = l.blocks[i]!.first; lo; lo = lo.next, ro = ro!.next) {
      if (!equivalent(lo, ro!, c)) return false;
    }
  }
  return true;
}

/** True when `lhs` and `rhs` compute the same thing (locations aside). */
export function isEquivalent(lhs: Operation, rhs: Operation): boolean {
  return equivalent(lhs, rhs, new Correspondence());
}

/** True when two regions compute the same thing (upstream's isRegionEquivalentTo, locations
 * aside): operands compare in order, for commutative ops too. */
export function isRegionEquivalent(lhs: Region, rhs: Region): boolean {
  return equivalentRegions(lhs, rhs, new Correspondence(false));
}
