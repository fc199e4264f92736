/**
 * scf.while canonicalization patterns, as upstream's (in its order): loop-invariant arguments and
 * forwarded values leave the loop, the condition is known true in the after region, unused and
 * duplicated results and unused arguments go, and forwarded arguments are aligned.
 *
 * mlir-opt-22 removes loop-invariant before arguments only after the other while patterns had
 * their chance (a lone RemoveLoopInvariantArgsFromBeforeBlock does not fire there), so that
 * pattern is tried last here: the outputs then match upstream's on the tested cases.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Block } from '../../ir/block.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import { i1 } from '../../ir/types.js';
import { BlockArgument, type Value } from '../../ir/value.js';
import type { OpOf } from '../../irdl/spec.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { CmpIOp, ConstantOp } from '../arith/index.js';
import { YieldOp } from './for.js';
import { definedOutside, uniqueReachableValue } from './region-branch.js';
import { ConditionOp, WhileOp } from './while.js';

type While = OpOf<typeof WhileOp.spec>;

const before = (op: While): Block => op.before.front;
const after = (op: While): Block => op.after.front;
const cond = (op: While): Operation & { readonly condition: Value; readonly args: Value[] } => {
  const t = before(op).last!;
  if (!ConditionOp.is(t)) throw new Error('scf.while without scf.condition');
  return t;
};
const yieldOf = (op: While): Operation => after(op).last!;

/** A new scf.while before `op` with empty regions. */
function newWhile(rw: PatternRewriter, op: While, types: readonly Type[], inits: readonly Value[]): While {
  rw.setInsertionPoint(op);
  return WhileOp.build(rw, { inits: [...inits], resultTypes: types, extraAttrs: op.attributes });
}
function addBlock(rw: PatternRewriter, region: While['before'], types: readonly Type[], locs: readonly Location[]): Block {
  return rw.guard(() => rw.createBlock(region, types, locs));
}
/** Replaces the terminator `t` by a new one of the same kind. */
function replaceCondition(rw: PatternRewriter, t: Operation & { readonly condition: Value }, args: readonly Value[]): void {
  rw.guard(() => {
    rw.setInsertionPoint(t);
    ConditionOp.build(rw, { condition: t.condition, args: [...args] });
    rw.eraseOp(t);
  });
}
function replaceYield(rw: PatternRewriter, t: Operation, values: readonly Value[]): void {
  rw.guard(() => {
    rw.setInsertionPoint(t);
    YieldOp.build(rw, { values: [...values] });
    rw.eraseOp(t);
  });
}

/** Before arguments that every iteration gets back unchanged are their init (RemoveLoopInvariantArgsFromBeforeBlock). */
const invariantArgs = pattern('RemoveLoopInvariantArgsFromBeforeBlock', WhileOp, (op, rw) => {
  const afterBlock = after(op);
  const beforeArgs = before(op).args;
  const condArgs = cond(op).args;
  const y = yieldOf(op);
  const yields = y.operands;
  const invariant = op.inits.map((init, i) => {
    const v = yields[i]!;
    if (v === init) return true;
    if (v instanceof BlockArgument && v.owner === afterBlock) {
      const c = condArgs[v.index];
      return c === beforeArgs[i] || c === init;
    }
    return false;
  });
  if (!invariant.some((x) => x)) return false;
  const keep = (_: unknown, i: number) => !invariant[i];
  replaceYield(rw, y, yields.filter(keep));
  const nw = newWhile(rw, op, op.resultTypes, op.inits.filter(keep));
  const nb = addBlock(rw, nw.before, yields.filter(keep).map((v) => v.type), beforeArgs.filter(keep).map((a) => a.loc));
  let j = 0;
  const mapping = beforeArgs.map((_, i) => (invariant[i] ? op.inits[i]! : nb.args[j++]!));
  rw.mergeBlocks(before(op), nb, mapping);
  rw.inlineRegionBefore(op.after, nw.after);
  rw.replaceOp(op, nw.results);
  return true;
});

/** Condition operands defined outside the before block are used directly (RemoveLoopInvariantValueYielded). */
const invariantYielded = pattern('RemoveLoopInvariantValueYielded', WhileOp, (op, rw) => {
  const beforeBlock = before(op);
  const c = cond(op);
  const args = c.args;
  const outside = args.map((v) => v.parentBlock !== beforeBlock);
  if (!outside.some((x) => x)) return false;
  const afterArgs = after(op).args;
  const keep = (_: unknown, i: number) => !outside[i];
  replaceCondition(rw, c, args.filter(keep));
  const types = args.filter(keep).map((v) => v.type);
  const nw = newWhile(rw, op, types, op.inits);
  const nb = addBlock(rw, nw.after, types, afterArgs.filter(keep).map((a) => a.loc));
  let j = 0;
  const argMap: Value[] = [];
  const results: Value[] = [];
  args.forEach((v, i) => {
    if (outside[i]) { argMap.push(v); results.push(v); return; }
    argMap.push(nb.args[j]!);
    results.push(nw.getResult(j++));
  });
  rw.mergeBlocks(after(op), nb, argMap);
  rw.inlineRegionBefore(op.before, nw.before);
  rw.replaceOp(op, results);
  return true;
});

const boolConstant = (rw: PatternRewriter, v: boolean): Value => ConstantOp.build(rw, { value: IntegerAttr.get(i1, v ? 1 : 0) }).result;

/** The condition forwarded to the after region is true there (WhileConditionTruth). */
const conditionTruth = pattern('WhileConditionTruth', WhileOp, (op, rw) => {
  const c = cond(op);
  let t: Value | undefined;
  let changed = false;
  c.args.forEach((v, i) => {
    const arg = after(op).args[i]!;
    if (v !== c.condition || !arg.hasUses) return;
    t ??= boolConstant(rw, true);
    rw.replaceAllUsesWith(arg, t);
    changed = true;
  });
  return changed;
});

/** eq/ne, slt/sge... (arith's invertPredicate on CmpIPredicate values). */
const INVERSE: Record<number, number> = { 0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7 };

/** A comparison in the after region equal to (or the inverse of) the condition is known (WhileCmpCond). */
const cmpCond = pattern('WhileCmpCond', WhileOp, (op, rw) => {
  const c = cond(op);
  const cmp = c.condition.definingOp;
  if (!cmp || !CmpIOp.is(cmp)) return false;
  const pred = (x: Operation) => (x.getAttr('predicate') as IntegerAttr).num;
  let changed = false;
  c.args.forEach((v, i) => {
    const arg = after(op).args[i]!;
    for (let k = 0; k < 2; k++) {
      if (v !== cmp.getOperand(k)) continue;
      for (const use of arg.uses) {
        const cmp2 = use.owner;
        if (!CmpIOp.is(cmp2) || cmp2.getOperand(1 - k) !== cmp.getOperand(1 - k)) continue;
        let same: boolean;
        if (pred(cmp2) === pred(cmp)) same = true;
        else if (pred(cmp2) === INVERSE[pred(cmp)]) same = false;
        else continue;
        // At the rewriter's insertion point (before the loop), as upstream's replaceOpWithNewOp.
        rw.replaceOp(cmp2, [boolConstant(rw, same)]);
        changed = true;
      }
    }
  });
  return changed;
});

/** Results unused after the loop and in the after region go (WhileUnusedResult). */
const unusedResult = pattern('WhileUnusedResult', WhileOp, (op, rw) => {
  const c = cond(op);
  const afterArgs = after(op).args;
  const kept = op.outs.map((r, i) => r.hasUses || afterArgs[i]!.hasUses);
  if (kept.every((k) => k)) return false;
  const keep = (_: unknown, i: number) => kept[i]!;
  replaceCondition(rw, c, c.args.filter(keep));
  const types = op.resultTypes.filter(keep);
  const nw = newWhile(rw, op, types, op.inits);
  const nb = addBlock(rw, nw.after, types, op.outs.filter(keep).map((r) => r.loc));
  let j = 0;
  const results: Value[] = [];
  const argMap: Value[] = [];
  op.outs.forEach((r, i) => {
    if (kept[i]) { results.push(nw.getResult(j)); argMap.push(nb.args[j++]!); } else { results.push(r); argMap.push(afterArgs[i]!); }
  });
  rw.inlineRegionBefore(op.before, nw.before);
  rw.mergeBlocks(after(op), nb, argMap);
  // Dropped results have no uses: they are 'replaced' by themselves.
  rw.replaceOp(op, results);
  return true;
});

/** Repeated condition operands become one result (WhileRemoveDuplicatedResults). */
const duplicatedResults = pattern('WhileRemoveDuplicatedResults', WhileOp, (op, rw) => {
  const c = cond(op);
  const args = c.args;
  const unique = [...new Set(args)];
  if (unique.length === args.length) return false;
  const nw = newWhile(rw, op, unique.map((v) => v.type), op.inits);
  const nbBefore = addBlock(rw, nw.before, op.inits.map((v) => v.type), before(op).args.map((a) => a.loc));
  const nbAfter = addBlock(rw, nw.after, unique.map((v) => v.type), unique.map(() => op.loc));
  const pos = args.map((v) => unique.indexOf(v));
  replaceCondition(rw, c, unique);
  rw.mergeBlocks(before(op), nbBefore, nbBefore.args);
  rw.mergeBlocks(after(op), nbAfter, pos.map((p) => nbAfter.args[p]!));
  rw.replaceOp(op, pos.map((p) => nw.getResult(p)));
  return true;
});

/** Before arguments nobody reads go, with their inits and yielded values (WhileRemoveUnusedArgs). */
const unusedArgs = pattern('WhileRemoveUnusedArgs', WhileOp, (op, rw) => {
  const beforeArgs = before(op).args;
  if (!beforeArgs.some((a) => !a.hasUses)) return false;
  const y = yieldOf(op);
  const used = beforeArgs.map((a) => a.hasUses);
  const keep = (_: unknown, i: number) => used[i]!;
  const newInits = op.inits.filter(keep);
  for (let i = beforeArgs.length - 1; i >= 0; i--) if (!used[i]) before(op).eraseArgument(i);
  const nw = newWhile(rw, op, op.resultTypes, newInits);
  const nbBefore = addBlock(rw, nw.before, newInits.map((v) => v.type), before(op).args.map((a) => a.loc));
  const nbAfter = addBlock(rw, nw.after, op.resultTypes, op.outs.map((r) => r.loc));
  replaceYield(rw, y, y.operands.filter(keep));
  rw.mergeBlocks(before(op), nbBefore, nbBefore.args);
  rw.mergeBlocks(after(op), nbAfter, nbAfter.args);
  rw.replaceOp(op, nw.results);
  return true;
});

/**
 * A before argument that gets the same init and the same yielded value as an earlier one always
 * holds that one's value: its uses go to the earlier argument (upstream's
 * RemoveDuplicateSuccessorInputUses over region-branch ops), and WhileRemoveUnusedArgs drops it.
 */
const duplicateBeforeArgs = pattern('RemoveDuplicateSuccessorInputUses', WhileOp, (op, rw) => {
  const args = before(op).args;
  const ys = yieldOf(op).operands;
  let changed = false;
  for (let j = 1; j < args.length; j++) {
    if (!args[j]!.hasUses) continue;
    for (let i = 0; i < j; i++) {
      if (op.inits[i] === op.inits[j] && ys[i] === ys[j]) { rw.replaceAllUsesWith(args[j]!, args[i]!); changed = true; break; }
    }
  }
  return changed;
});

/**
 * A successor input of the loop (a before or after argument, or a result) that, following the
 * values that reach it (a before argument: its init and the after region's yield; an after
 * argument or a result: what scf.condition forwards), only ever gets one value defined before
 * the loop is that value (upstream's MakeRegionBranchOpSuccessorInputsDead). Arguments swapped
 * each iteration with one init are the common case.
 */
const successorInputsOnlyInit = pattern('MakeRegionBranchOpSuccessorInputsDead', WhileOp, (op, rw) => {
  const bArgs = before(op).args, aArgs = after(op).args;
  const ys = yieldOf(op).operands, forwarded = cond(op).args;
  const sources = new Map<Value, readonly Value[]>();
  bArgs.forEach((a, k) => sources.set(a, [op.inits[k]!, ys[k]!]));
  aArgs.forEach((a, k) => sources.set(a, [forwarded[k]!]));
  op.outs.forEach((r, k) => sources.set(r, [forwarded[k]!]));
  let changed = false;
  for (const [input] of sources) {
    if (!input.hasUses) continue;
    const v = uniqueReachableValue(input, sources);
    if (v && definedOutside(v, op)) { rw.replaceAllUsesWith(input, v); changed = true; }
  }
  return changed;
});

/** Before arguments forwarded to scf.condition in another order are put back in order (WhileOpAlignBeforeArgs). */
const alignBeforeArgs = pattern('WhileOpAlignBeforeArgs', WhileOp, (op, rw) => {
  const c = cond(op);
  const beforeArgs: readonly Value[] = before(op).args;
  const termArgs = c.args;
  if (beforeArgs.length === termArgs.length && beforeArgs.every((a, i) => a === termArgs[i])) return false;
  if (new Set(termArgs).size !== termArgs.length || beforeArgs.length !== termArgs.length) return false;
  const mapping = termArgs.map((t) => beforeArgs.indexOf(t));
  if (mapping.some((m) => m < 0)) return false;
  replaceCondition(rw, c, beforeArgs);
  const types = beforeArgs.map(() => op.resultTypes[0]!);
  mapping.forEach((m, i) => { types[m] = op.resultTypes[i]!; });
  const nw = newWhile(rw, op, types, op.inits);
  const nbBefore = addBlock(rw, nw.before, op.inits.map((v) => v.type), beforeArgs.map((a) => a.loc));
  const nbAfter = addBlock(rw, nw.after, types, types.map(() => op.loc));
  rw.mergeBlocks(before(op), nbBefore, nbBefore.args);
  rw.mergeBlocks(after(op), nbAfter, mapping.map((m) => nbAfter.args[m]!));
  rw.replaceOp(op, mapping.map((m) => nw.getResult(m)));
  return true;
});

export const whilePatterns: readonly RewritePattern[] = [
  conditionTruth, cmpCond, successorInputsOnlyInit, duplicatedResults, duplicateBeforeArgs, unusedResult, unusedArgs, alignBeforeArgs, invariantYielded, invariantArgs,
];
