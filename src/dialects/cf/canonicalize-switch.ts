/**
 * cf.switch canonicalization patterns, as upstream's: cases that go where the default goes are
 * dropped, cases whose block only branches on skip it, and a switch whose block is reached only
 * from a switch on the same flag knows which cases are still possible there.
 */
import { DenseArrayAttr, DenseElementsAttr } from '../../ir/attributes.js';
import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import { type IntegerType, VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { OpOf } from '../../irdl/spec.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { BranchOp, SwitchOp, switchCaseOperands } from './ops.js';
import { collapseBranch } from './canonicalize-util.js';

type Switch = OpOf<typeof SwitchOp.spec>;

interface SwitchCase { readonly value: bigint; readonly dest: Block; readonly operands: readonly Value[] }

function casesOf(op: Switch): SwitchCase[] {
  const values = op.case_values?.all() ?? [];
  const operands = switchCaseOperands(op);
  return op.caseDestinations.map((dest, i) => ({ value: BigInt(values[i]!), dest, operands: operands[i] ?? [] }));
}

const sameValues = (a: readonly Value[], b: readonly Value[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

/** Replaces `op` by a switch on the same flag with the given default and cases. */
function replaceSwitch(rw: PatternRewriter, op: Switch, dflt: { dest: Block; operands: readonly Value[] }, cases: readonly SwitchCase[]): void {
  rw.setInsertionPoint(op);
  const flagType = op.flag.type as IntegerType;
  SwitchOp.build(rw, {
    flag: op.flag, defaultOperands: [...dflt.operands], caseOperands: cases.flatMap((c) => c.operands),
    successors: [dflt.dest, ...cases.map((c) => c.dest)],
    case_operand_segments: DenseArrayAttr.i32(cases.map((c) => c.operands.length)),
    ...(cases.length ? { case_values: DenseElementsAttr.get(VectorType.get([cases.length], flagType), cases.map((c) => c.value)) } : {}),
  });
  rw.eraseOp(op);
}

function branchTo(rw: PatternRewriter, op: Operation, dest: Block, operands: readonly Value[]): void {
  rw.setInsertionPoint(op);
  BranchOp.build(rw, { destOperands: [...operands], successors: [dest] });
  rw.eraseOp(op);
}

/** The branch a switch on a known `value` takes (upstream's foldSwitch). */
function foldSwitch(rw: PatternRewriter, op: Switch, value: bigint): void {
  const hit = casesOf(op).find((c) => c.value === value);
  if (hit) branchTo(rw, op, hit.dest, hit.operands);
  else branchTo(rw, op, op.defaultDestination, op.defaultOperands);
}

const dropCasesMatchingDefault = pattern('DropSwitchCasesThatMatchDefault', SwitchOp, (op, rw) => {
  const cases = casesOf(op);
  const kept = cases.filter((c) => c.dest !== op.defaultDestination || !sameValues(c.operands, op.defaultOperands));
  if (kept.length === cases.length) return false;
  replaceSwitch(rw, op, { dest: op.defaultDestination, operands: op.defaultOperands }, kept);
  return true;
});

const passThroughSwitch = pattern('SimplifyPassThroughSwitch', SwitchOp, (op, rw) => {
  let changed = false;
  const cases = casesOf(op).map((c) => {
    const next = collapseBranch(c.dest, c.operands);
    if (!next) return c;
    changed = true;
    return { value: c.value, dest: next.dest, operands: next.operands };
  });
  const dflt = collapseBranch(op.defaultDestination, op.defaultOperands);
  if (!changed && !dflt) return false;
  replaceSwitch(rw, op, dflt ?? { dest: op.defaultDestination, operands: op.defaultOperands }, cases);
  return true;
});

/** The switch ending the single predecessor of `op`'s block, when it switches on the same flag. */
function predecessorSwitch(op: Switch): Switch | undefined {
  const pred = op.parentBlock!.singlePredecessor;
  const t = pred?.last;
  return t && SwitchOp.is(t) && t.flag === op.flag ? t : undefined;
}

const switchFromSwitchOnSameFlag = pattern('SimplifySwitchFromSwitchOnSameCondition', SwitchOp, (op, rw) => {
  const pred = predecessorSwitch(op);
  const block = op.parentBlock!;
  if (!pred || pred.defaultDestination === block) return false;
  const hit = casesOf(pred).find((c) => c.dest === block);
  if (hit) foldSwitch(rw, op, hit.value);
  else branchTo(rw, op, op.defaultDestination, op.defaultOperands);
  return true;
});

const switchFromDefaultOfSwitchOnSameFlag = pattern('SimplifySwitchFromDefaultSwitchOnSameCondition', SwitchOp, (op, rw) => {
  const pred = predecessorSwitch(op);
  const block = op.parentBlock!;
  if (!pred || pred.defaultDestination !== block) return false;
  // Values whose cases lead elsewhere cannot reach here.
  const impossible = new Set(casesOf(pred).filter((c) => c.dest !== block).map((c) => c.value));
  const cases = casesOf(op);
  const kept = cases.filter((c) => !impossible.has(c.value));
  if (kept.length === cases.length) return false;
  replaceSwitch(rw, op, { dest: op.defaultDestination, operands: op.defaultOperands }, kept);
  return true;
});

/** In upstream's order, after SimplifySwitchWithOnlyDefault, before and after the constant fold. */
export const switchPatternsBeforeConst: readonly RewritePattern[] = [dropCasesMatchingDefault];
export const switchPatternsAfterConst: readonly RewritePattern[] = [
  passThroughSwitch, switchFromSwitchOnSameFlag, switchFromDefaultOfSwitchOnSameFlag,
];
