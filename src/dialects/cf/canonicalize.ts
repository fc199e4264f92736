/**
 * cf canonicalization patterns, as upstream's: constant conditions pick a branch, branches through
 * blocks that only branch on are collapsed, a block with a single predecessor merges into it, and
 * asserts of `true` go.
 */
import { DenseElementsAttr, IntegerAttr } from '../../ir/attributes.js';
import { IntegerType } from '../../ir/types.js';
import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { ConstantOp, SelectOp } from '../arith/index.js';
import { AssertOp, BranchOp, CondBranchOp, SwitchOp, switchCaseOperands } from './ops.js';
import { collapseBranch } from './canonicalize-util.js';
import { UnreachableOp } from '../ub/index.js';
import { switchPatternsAfterConst, switchPatternsBeforeConst } from './canonicalize-switch.js';

/** Replaces the terminator `op` by a branch to `dest`. */
function branchTo(rw: PatternRewriter, op: Operation, dest: Block, operands: readonly Value[]): void {
  rw.setInsertionPoint(op);
  BranchOp.build(rw, { destOperands: [...operands], successors: [dest] });
  rw.eraseOp(op);
}

const eraseTrueAssert = pattern('EraseRedundantAssertions', AssertOp, (op, rw) => {
  const c = constantOf(op.arg);
  if (!(c instanceof IntegerAttr) || c.value === 0n) return false;
  rw.eraseOp(op);
  return true;
});

const brSinglePred = pattern('SimplifyBrToBlockWithSinglePred', BranchOp, (op, rw) => {
  const succ = op.dest;
  const parent = op.parentBlock!;
  if (succ === parent || succ.predecessorOps.length !== 1) return false;
  const operands = op.destOperands;
  rw.eraseOp(op);
  rw.mergeBlocks(succ, parent, operands);
  return true;
});

const brPassThrough = pattern('SimplifyPassThroughBr', BranchOp, (op, rw) => {
  if (op.dest === op.parentBlock) return false;
  const c = collapseBranch(op.dest, op.destOperands);
  if (!c) return false;
  branchTo(rw, op, c.dest, c.operands);
  return true;
});

const condConst = pattern('SimplifyConstCondBranchPred', CondBranchOp, (op, rw) => {
  const c = constantOf(op.condition);
  if (!(c instanceof IntegerAttr)) return false;
  if (c.value !== 0n) branchTo(rw, op, op.trueDest, op.trueDestOperands);
  else branchTo(rw, op, op.falseDest, op.falseDestOperands);
  return true;
});

const condPassThrough = pattern('SimplifyPassThroughCondBranch', CondBranchOp, (op, rw) => {
  const t = collapseBranch(op.trueDest, op.trueDestOperands);
  const f = collapseBranch(op.falseDest, op.falseDestOperands);
  if (!t && !f) return false;
  const trueDest = t ?? { dest: op.trueDest, operands: op.trueDestOperands };
  const falseDest = f ?? { dest: op.falseDest, operands: op.falseDestOperands };
  rw.setInsertionPoint(op);
  CondBranchOp.build(rw, {
    condition: op.condition, trueDestOperands: trueDest.operands, falseDestOperands: falseDest.operands,
    successors: [trueDest.dest, falseDest.dest], branch_weights: op.branch_weights, extraAttrs: op.attributes,
  });
  rw.eraseOp(op);
  return true;
});

const condSameSuccessors = pattern('SimplifyCondBranchIdenticalSuccessors', CondBranchOp, (op, rw) => {
  const dest = op.trueDest;
  if (dest !== op.falseDest) return false;
  const t = op.trueDestOperands, f = op.falseDestOperands;
  if (t.every((v, i) => v === f[i])) { branchTo(rw, op, dest, t); return true; }
  const preds = dest.predecessors;
  if (preds.some((b) => b !== op.parentBlock)) return false;
  rw.setInsertionPoint(op);
  const merged = t.map((v, i) => (v === f[i] ? v
    : SelectOp.build(rw, { condition: op.condition, true_value: v, false_value: f[i]!, resultTypes: [v.type] }).result));
  branchTo(rw, op, dest, merged);
  return true;
});

/** A cond_br whose block is reached only through one edge of a cond_br on the same condition
 * knows where it goes. */
const condFromCondOnSameCondition = pattern('SimplifyCondBranchFromCondBranchOnSameCondition', CondBranchOp, (op, rw) => {
  const block = op.parentBlock!;
  const pred = block.singlePredecessor?.last;
  if (!pred || !CondBranchOp.is(pred) || pred.condition !== op.condition) return false;
  if (block === pred.trueDest) branchTo(rw, op, op.trueDest, op.trueDestOperands);
  else branchTo(rw, op, op.falseDest, op.falseDestOperands);
  return true;
});

/** In a successor reached only from this cond_br, the condition is known: uses there become
 * constants. */
const condTruthPropagation = pattern('CondBranchTruthPropagation', CondBranchOp, (op, rw) => {
  const cond = op.condition;
  let replaced = false;
  const propagate = (dest: Block, value: boolean): void => {
    if (!dest.singlePredecessor) return;
    let constant: Value | undefined;
    for (const use of cond.uses) {
      if (use.owner.parentBlock !== dest) continue;
      replaced = true;
      constant ??= ConstantOp.build(rw, { value: IntegerAttr.get(IntegerType.get(1), value ? 1 : 0), resultTypes: [IntegerType.get(1)] }).result;
      rw.modifyOpInPlace(use.owner, () => use.set(constant!));
    }
  };
  rw.setInsertionPoint(op);
  propagate(op.trueDest, true);
  propagate(op.falseDest, false);
  return replaced;
});

/** A block that is only `ub.unreachable`. */
const onlyUnreachable = (b: Block): boolean => b.first !== null && b.first === b.last && UnreachableOp.is(b.first);

/** A conditional branch to a block that is only `ub.unreachable` always takes the other edge
 * (DropUnreachableCondBranch). */
const condDropUnreachable = pattern('DropUnreachableCondBranch', CondBranchOp, (op, rw) => {
  if (onlyUnreachable(op.trueDest)) branchTo(rw, op, op.falseDest, op.falseDestOperands);
  else if (onlyUnreachable(op.falseDest)) branchTo(rw, op, op.trueDest, op.trueDestOperands);
  else return false;
  return true;
});

const switchConst = pattern('SimplifyConstSwitchValue', SwitchOp, (op, rw) => {
  const c = constantOf(op.flag);
  if (!(c instanceof IntegerAttr)) return false;
  const values = op.case_values;
  const i = values instanceof DenseElementsAttr ? values.all().findIndex((v) => BigInt(v) === c.value) : -1;
  if (i >= 0) branchTo(rw, op, op.caseDestinations[i]!, switchCaseOperands(op)[i]!);
  else branchTo(rw, op, op.defaultDestination, op.defaultOperands);
  return true;
});

const switchOnlyDefault = pattern('SimplifySwitchWithOnlyDefault', SwitchOp, (op, rw) => {
  if (op.caseDestinations.length) return false;
  branchTo(rw, op, op.defaultDestination, op.defaultOperands);
  return true;
});

export const cfPatterns: readonly RewritePattern[] = [
  eraseTrueAssert, brSinglePred, brPassThrough,
  condConst, condPassThrough, condSameSuccessors, condFromCondOnSameCondition, condTruthPropagation, condDropUnreachable,
  switchOnlyDefault, ...switchPatternsBeforeConst, switchConst, ...switchPatternsAfterConst,
];
