/**
 * scf.if canonicalization patterns, as upstream's (in its order): consecutive ifs on the same
 * condition combine, an if nested alone in another becomes one if on both conditions, the
 * condition is known inside the branches, values yielded from outside become selects, empty
 * else branches go, static conditions inline a branch, unused results go, and branches yielding
 * true/false become the condition.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import { i1 } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { AndIOp, ConstantOp, SelectOp, XOrIOp } from '../arith/index.js';
import { YieldOp } from './for.js';
import { IfOp } from './if.js';

const boolOf = (v: Value): boolean | undefined => {
  const c = constantOf(v);
  return c instanceof IntegerAttr && c.type === i1 ? c.value !== 0n : undefined;
};
const isNot = (v: Value, of: Value): boolean => {
  const d = v.definingOp;
  return !!d && XOrIOp.is(d) && d.lhs === of && boolOf(d.rhs) === true;
};
const yieldOf = (b: Block): Operation => b.last!;
const trueConstant = (rw: PatternRewriter, value: boolean): Value => ConstantOp.build(rw, { value: IntegerAttr.get(i1, value ? 1 : 0) }).result;

/** Moves the ops of a single-block region before `op` and replaces `op` by what it yields. */
export function replaceOpWithRegion(rw: PatternRewriter, op: Operation, region: Region, args: readonly Value[] = []): void {
  const block = region.front;
  const term = block.last!;
  rw.inlineBlockBefore(block, op, args);
  // Read after inlining: a yielded block argument has become its incoming value (upstream's
  // ValueRange sees that too).
  rw.replaceOp(op, term.operands);
  rw.eraseOp(term);
}


const ifStatic = pattern('RemoveStaticCondition', IfOp, (op, rw) => {
  const c = constantOf(op.condition);
  if (!(c instanceof IntegerAttr)) return false;
  if (c.value !== 0n) replaceOpWithRegion(rw, op, op.thenRegion);
  else if (!op.elseRegion.isEmpty) replaceOpWithRegion(rw, op, op.elseRegion);
  else rw.eraseOp(op);
  return true;
});

/** Builds an scf.if with `types` and moves the blocks of `op` into it, yielding `pick(yield)`. */
function rebuildIf(rw: PatternRewriter, op: Operation & { readonly condition: Value }, types: Value['type'][], pick: (yielded: readonly Value[]) => Value[]): Operation {
  rw.setInsertionPoint(op);
  const n = IfOp.build(rw, { condition: op.condition, resultTypes: types, extraAttrs: op.attributes });
  op.regions.forEach((r, i) => {
    if (r.isEmpty) return;
    const dest = rw.createBlock(n.regions[i]!);
    rw.mergeBlocks(r.front, dest);
    const y = dest.last!;
    rw.setInsertionPoint(y);
    YieldOp.build(rw, { values: pick(y.operands), extraAttrs: y.attributes });
    rw.eraseOp(y);
  });
  return n;
}

const ifUnusedResults = pattern('RemoveUnusedResults', IfOp, (op, rw) => {
  const used = op.outs.filter((r) => r.hasUses);
  if (used.length === op.numResults) return false;
  const n = rebuildIf(rw, op, used.map((r) => r.type), (ys) => used.map((r) => ys[r.index]!));
  const repl: Value[] = op.outs.map((r) => r);
  used.forEach((r, i) => { repl[r.index] = n.getResult(i); });
  rw.replaceOp(op, repl);
  return true;
});

/** Yielded values defined outside the if become arith.select (ConvertTrivialIfToSelect). */
const ifToSelect = pattern('ConvertTrivialIfToSelect', IfOp, (op, rw) => {
  if (op.numResults === 0 || op.elseRegion.isEmpty) return false;
  const thenYield = op.thenRegion.front.last!.operands;
  const elseYield = op.elseRegion.front.last!.operands;
  const inThen = (v: Value) => v.parentBlock?.parentRegion === op.thenRegion;
  const inElse = (v: Value) => v.parentBlock?.parentRegion === op.elseRegion;
  const keep = op.outs.map((_, i) => inThen(thenYield[i]!) || inElse(elseYield[i]!));
  if (keep.every((k) => k)) return false;
  const kept = op.outs.filter((_, i) => keep[i]);
  const n = rebuildIf(rw, op, kept.map((r) => r.type), (ys) => ys.filter((_, i) => keep[i]));
  rw.setInsertionPoint(n);
  let k = 0;
  const results = op.outs.map((r, i) => {
    if (keep[i]) return n.getResult(k++);
    const t = thenYield[i]!, f = elseYield[i]!;
    return t === f ? t : SelectOp.build(rw, { condition: op.condition, true_value: t, false_value: f, resultTypes: [r.type] }).result;
  });
  rw.replaceOp(op, results);
  return true;
});

const ifEmptyElse = pattern('RemoveEmptyElseBranch', IfOp, (op, rw) => {
  if (op.numResults || op.elseRegion.isEmpty) return false;
  const b = op.elseRegion.front;
  if (b.first !== b.last) return false;
  rw.modifyOpInPlace(op, () => rw.eraseBlock(b));
  return true;
});


/** Two consecutive ifs on the same (or the negated) condition become one (CombineIfs). */
const combineIfs = pattern('CombineIfs', IfOp, (next, rw) => {
  const prev = next.prev;
  if (!prev || !IfOp.is(prev)) return false;
  let nextThen: Block | undefined;
  let nextElse: Block | undefined;
  const nextElseBlock = next.elseRegion.isEmpty ? undefined : next.elseRegion.front;
  if (next.condition === prev.condition) { nextThen = next.thenRegion.front; nextElse = nextElseBlock; }
  if (isNot(next.condition, prev.condition) || isNot(prev.condition, next.condition)) {
    nextElse = next.thenRegion.front;
    nextThen = nextElseBlock;
  }
  if (!nextThen && !nextElse) return false;
  const prevThenYield = yieldOf(prev.thenRegion.front).operands;
  const prevElseYield = prev.elseRegion.isEmpty ? [] : yieldOf(prev.elseRegion.front).operands;
  prev.outs.forEach((r, i) => {
    for (const use of r.uses) {
      const region = use.owner.parentRegion;
      if (nextThen && nextThen.parentRegion!.isAncestor(region)) rw.modifyOpInPlace(use.owner, () => use.set(prevThenYield[i]!));
      else if (nextElse && i < prevElseYield.length && nextElse.parentRegion!.isAncestor(region)) rw.modifyOpInPlace(use.owner, () => use.set(prevElseYield[i]!));
    }
  });
  rw.setInsertionPoint(next);
  const combined = IfOp.build(rw, { condition: prev.condition, resultTypes: [...prev.resultTypes, ...next.resultTypes] });
  rw.inlineRegionBefore(prev.thenRegion, combined.thenRegion);
  const merge = (into: Block, from: Block) => {
    const y1 = yieldOf(into), y2 = yieldOf(from);
    const values = [...y1.operands, ...y2.operands];
    rw.mergeBlocks(from, into);
    rw.setInsertionPointToEnd(into);
    YieldOp.build(rw, { values });
    rw.eraseOp(y1);
    rw.eraseOp(y2);
  };
  if (nextThen) merge(combined.thenRegion.front, nextThen);
  rw.inlineRegionBefore(prev.elseRegion, combined.elseRegion);
  if (nextElse) {
    if (combined.elseRegion.isEmpty) rw.inlineRegionBefore(nextElse.parentRegion!, combined.elseRegion);
    else merge(combined.elseRegion.front, nextElse);
  }
  rw.replaceOp(prev, combined.results.slice(0, prev.numResults));
  rw.replaceOp(next, combined.results.slice(prev.numResults));
  return true;
});

/** `if a { if b { ... } }` becomes `if (a and b) { ... }` (CombineNestedIfs). */
const combineNestedIfs = pattern('CombineNestedIfs', IfOp, (op, rw) => {
  const then = op.thenRegion.front;
  const nested = then.first;
  if (!nested || nested.next !== then.last || !IfOp.is(nested)) return false;
  const elseBlock = op.elseRegion.isEmpty ? undefined : op.elseRegion.front;
  if (elseBlock && elseBlock.first !== elseBlock.last) return false;
  const nestedElse = nested.elseRegion.isEmpty ? undefined : nested.elseRegion.front;
  if (nestedElse && nestedElse.first !== nestedElse.last) return false;
  const thenYield = [...yieldOf(then).operands];
  const elseYield = elseBlock ? [...yieldOf(elseBlock).operands] : [];
  const toSelect: number[] = [];
  for (let i = 0; i < thenYield.length; i++) {
    const v = thenYield[i]!;
    if (v.definingOp === nested) {
      const k = (v as Operation['results'][number]).index;
      if (!nestedElse || yieldOf(nestedElse).getOperand(k) !== elseYield[i]) return false;
      thenYield[i] = yieldOf(nested.thenRegion.front).getOperand(k);
      continue;
    }
    if (v.parentBlock?.parentRegion === op.thenRegion) return false;
    toSelect.push(i);
  }
  const cond = AndIOp.build(rw, { lhs: op.condition, rhs: nested.condition }).result;
  const n = IfOp.build(rw, { condition: cond, resultTypes: op.resultTypes });
  const block = rw.createBlock(n.thenRegion);
  const results: Value[] = [...n.results];
  rw.setInsertionPoint(n);
  for (const i of toSelect) {
    results[i] = SelectOp.build(rw, { condition: op.condition, true_value: thenYield[i]!, false_value: elseYield[i]!, resultTypes: [thenYield[i]!.type] }).result;
  }
  rw.mergeBlocks(nested.thenRegion.front, block);
  const oldYield = yieldOf(block);
  rw.setInsertionPoint(oldYield);
  YieldOp.build(rw, { values: thenYield });
  rw.eraseOp(oldYield);
  if (elseYield.length) {
    rw.createBlock(n.elseRegion);
    YieldOp.build(rw, { values: elseYield });
  }
  rw.replaceOp(op, results);
  return true;
});

/** Inside the then (else) branch the condition is true (false) (ConditionPropagation). */
const conditionPropagation = pattern('ConditionPropagation', IfOp, (op, rw) => {
  if (constantOf(op.condition) !== undefined) return false;
  let t: Value | undefined;
  let f: Value | undefined;
  let changed = false;
  for (const use of op.condition.uses) {
    const region = use.owner.parentRegion;
    if (op.thenRegion.isAncestor(region)) {
      t ??= trueConstant(rw, true);
      const v = t;
      rw.modifyOpInPlace(use.owner, () => use.set(v));
      changed = true;
    } else if (op.elseRegion.isAncestor(region)) {
      f ??= trueConstant(rw, false);
      const v = f;
      rw.modifyOpInPlace(use.owner, () => use.set(v));
      changed = true;
    }
  }
  return changed;
});

/** Results yielding the same value in both branches are that value; yielding true/false (false/true)
 * are the condition (its negation) (ReplaceIfYieldWithConditionOrValue). */
const yieldCondition = pattern('ReplaceIfYieldWithConditionOrValue', IfOp, (op, rw) => {
  if (op.numResults === 0 || op.elseRegion.isEmpty) return false;
  const ty = yieldOf(op.thenRegion.front).operands;
  const fy = yieldOf(op.elseRegion.front).operands;
  let changed = false;
  op.outs.forEach((r, i) => {
    const a = ty[i]!, b = fy[i]!;
    if (a === b) {
      if (r.hasUses) { rw.replaceAllUsesWith(r, a); changed = true; }
      return;
    }
    const av = boolOf(a), bv = boolOf(b);
    if (av === undefined || bv === undefined || !r.hasUses) return;
    if (!av && bv) {
      const not = XOrIOp.build(rw, { lhs: op.condition, rhs: trueConstant(rw, true) }).result;
      rw.replaceAllUsesWith(r, not);
      changed = true;
    }
    if (av && !bv) { rw.replaceAllUsesWith(r, op.condition); changed = true; }
  });
  return changed;
});

export const ifPatterns: readonly RewritePattern[] = [
  combineIfs, combineNestedIfs, conditionPropagation, ifToSelect, ifEmptyElse, ifStatic, ifUnusedResults, yieldCondition,
];
