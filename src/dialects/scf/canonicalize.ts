/**
 * scf canonicalization patterns, as upstream's: static conditions and trip counts inline or
 * remove regions, unused or forwarded values are dropped, single-block execute_regions inline.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import { IntegerType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { Region } from '../../ir/region.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { boundWidth, ubMinusLb } from './canonicalize-parallel.js';
import { BranchOp } from '../cf/index.js';
import { ForOp, YieldOp } from './for.js';
import { CastOp as TensorCastOp } from '../tensor/ops.js';
import { preservesStaticInformation } from '../tensor/shape.js';
import type { OpOf } from '../../irdl/spec.js';
import { ExecuteRegionOp, IndexSwitchOp } from './if.js';
import { uniqueReachableValue } from './region-branch.js';
import { ifPatterns, replaceOpWithRegion } from './canonicalize-if.js';
import { whilePatterns } from './canonicalize-while.js';
import { forallPatterns, parallelPatterns } from './canonicalize-parallel.js';

const intOf = (v: Value): bigint | undefined => {
  const c = constantOf(v);
  return c instanceof IntegerAttr ? c.value : undefined;
};

const forTrivial = pattern('SimplifyTrivialLoops', ForOp, (op, rw) => {
  if (op.lowerBound === op.upperBound) { rw.replaceOp(op, op.initArgs); return true; }
  // As upstream's constantTripCount: a constant step that is zero or negative (read as signed,
  // even for `unsigned` loops) means no iteration, whatever the bounds.
  const step = intOf(op.step);
  if (step !== undefined && step <= 0n) { rw.replaceOp(op, op.initArgs); return true; }
  // With `unsigned`, bounds and step compare as unsigned numbers of the bounds' width.
  const asU = (x: bigint | undefined): bigint | undefined => {
    if (x === undefined || !op.unsignedCmp) return x;
    const t = op.lowerBound.type;
    return BigInt.asUintN(t instanceof IntegerType ? t.width : 64, x);
  };
  const l = asU(intOf(op.lowerBound)), u = asU(intOf(op.upperBound));
  let diff: bigint;
  if (l !== undefined && u !== undefined) {
    if (u <= l) { rw.replaceOp(op, op.initArgs); return true; }
    // Signed bounds subtract in their width, as upstream's APInt: a difference of 2^(w-1) or
    // more wraps negative and counts as no iteration.
    diff = op.unsignedCmp ? u - l : BigInt.asIntN(boundWidth(op.lowerBound), u - l);
  } else {
    if (l !== undefined || u !== undefined) return false;
    const d = ubMinusLb(op.lowerBound, op.upperBound, !op.unsignedCmp);
    if (d === undefined) return false;
    diff = d;
  }
  if (diff <= 0n) { rw.replaceOp(op, op.initArgs); return true; }
  const s = asU(intOf(op.step));
  if (s === undefined) return false;
  if (s >= diff) { replaceOpWithRegion(rw, op, op.region, [op.lowerBound, ...op.initArgs]); return true; }
  const block = op.region.front;
  if (block.first !== block.last) return false;
  const yielded = block.last!.operands;
  const inside = (v: Value) => { const r = v.parentBlock?.parentRegion; return r ? op.region.isAncestor(r) : false; };
  if (yielded.some(inside)) return false;
  rw.replaceOp(op, yielded);
  return true;
});

/**
 * Drops iter_args that are always their init (the body yields the arg itself or the init, or
 * only other iter_args that are), that
 * nobody reads, or that repeat an earlier iter_arg's init and yielded value (ForOpIterArgsFolder).
 */
const forIterArgs = pattern('ForOpIterArgsFolder', ForOp, (op, rw) => {
  const block = op.region.front;
  const iterArgs = block.args.slice(1);
  const yielded = block.last!.operands;
  // Per iter_arg: 'init' (replaced by its init), 'keep', or the index of the kept one it repeats.
  const plan: ('init' | 'keep' | number)[] = [];
  // What flows into each iter_arg: its init and its yielded value (MakeRegionBranchOpSuccessorInputsDead).
  const sources = new Map<Value, readonly Value[]>(iterArgs.map((a, k) => [a, [op.initArgs[k]!, yielded[k]!]]));
  op.initArgs.forEach((init, i) => {
    const arg = iterArgs[i]!, y = yielded[i]!;
    if ((!arg.hasUses && !op.outs[i]!.hasUses) || uniqueReachableValue(arg, sources) !== undefined) { plan.push('init'); return; }
    const first = plan.findIndex((p, j) => p === 'keep' && op.initArgs[j] === init && yielded[j] === y);
    plan.push(first >= 0 ? first : 'keep');
  });
  if (plan.every((p) => p === 'keep')) return false;
  const kept = op.initArgs.filter((_, i) => plan[i] === 'keep');
  rw.setInsertionPoint(op);
  const n = ForOp.build(rw, {
    lowerBound: op.lowerBound, upperBound: op.upperBound, step: op.step, initArgs: kept,
    resultTypes: kept.map((v) => v.type), ...(op.unsignedCmp ? { unsignedCmp: op.unsignedCmp } : {}), extraAttrs: op.attributes,
  });
  const nb: Block = rw.createBlock(n.region, [block.args[0]!.type, ...kept.map((v) => v.type)], [block.args[0]!.loc, ...kept.map((v) => v.loc)]);
  const transfer: Value[] = [], results: Value[] = [];
  let k = 0;
  plan.forEach((p, i) => {
    if (p === 'init') { transfer.push(op.initArgs[i]!); results.push(op.initArgs[i]!); return; }
    if (p === 'keep') { transfer.push(nb.args[1 + k]!); results.push(n.getResult(k++)); return; }
    transfer.push(transfer[p]!);
    results.push(results[p]!);
  });
  rw.mergeBlocks(block, nb, [nb.args[0]!, ...transfer]);
  const y = nb.last!;
  rw.setInsertionPoint(y);
  YieldOp.build(rw, { values: y.operands.filter((_, i) => plan[i] === 'keep'), extraAttrs: y.attributes });
  rw.eraseOp(y);
  rw.replaceOp(op, results);
  return true;
});

const executeInline = pattern('SingleBlockExecuteInliner', ExecuteRegionOp, (op, rw) => {
  if (op.no_inline || op.region.blocks.length !== 1) return false;
  replaceOpWithRegion(rw, op, op.region);
  return true;
});

/** Inlines a multi-block execute_region into its function or execute_region parent, branching
 * to and from its blocks (MultiBlockExecuteInliner). */
const executeInlineBlocks = pattern('MultiBlockExecuteInliner', ExecuteRegionOp, (op, rw) => {
  const parent = op.parentOp;
  if (op.no_inline || !parent) return false;
  if (!ExecuteRegionOp.is(parent) && !(parent.hasTrait('CallableOp') && parent.hasTrait('Symbol'))) return false;
  const prev = op.parentBlock!;
  const post = rw.splitBlock(prev, op);
  rw.setInsertionPointToEnd(prev);
  BranchOp.build(rw, { destOperands: [], successors: [op.region.front] });
  for (const b of op.region.blocks) {
    const y = b.last;
    if (!y || !YieldOp.is(y)) continue;
    rw.setInsertionPoint(y);
    BranchOp.build(rw, { destOperands: y.values, successors: [post] });
    rw.eraseOp(y);
  }
  rw.inlineRegionBefore(op.region, prev.parentRegion!, post);
  const args = op.outs.map((r) => post.addArgument(r.type, r.loc));
  rw.replaceOp(op, args);
  return true;
});

/**
 * What each result of a region op ending in scf.yields becomes: the value from outside its regions
 * that every yield gives, the earlier result every yield gives the same as (its index), nothing
 * where unused and `dropUnused` (undefined), or itself (its own index, kept). Undefined when every
 * result is kept.
 */
type ResultPlan = (Value | number | undefined)[];
function resultPlan(op: Operation, regions: readonly Region[], yields: readonly Operation[], dropUnused: boolean): ResultPlan | undefined {
  const inside = (v: Value) => { const r = v.parentBlock?.parentRegion; return r ? regions.some((x) => x.isAncestor(r)) : false; };
  const same = (i: number, j: number) => yields.every((y) => y.getOperand(i) === y.getOperand(j));
  const plan: ResultPlan = op.results.map((res, i) => {
    if (dropUnused && !res.hasUses) return undefined;
    const v = yields[0]!.getOperand(i);
    if (!inside(v) && yields.every((y) => y.getOperand(i) === v)) return v;
    for (let j = 0; j < i; j++) if (same(i, j) && (!dropUnused || op.results[j]!.hasUses)) return j;
    return i;
  });
  return plan.every((r, i) => r === i) ? undefined : plan;
}

const keptTypes = (op: Operation, plan: ResultPlan) => op.results.filter((_, i) => plan[i] === i).map((r) => r.type);

/** Replaces `op` by `n`, which has the kept results of `plan` and `op`'s regions: the yields keep
 * only those operands, and users of the others get what the plan says. */
function replaceKeepingResults(rw: PatternRewriter, op: Operation, n: Operation, yields: readonly Operation[], plan: ResultPlan): void {
  const keep = plan.map((r, i) => r === i);
  for (const y of yields) {
    rw.setInsertionPoint(y);
    YieldOp.build(rw, { values: y.operands.filter((_, i) => keep[i]), extraAttrs: y.attributes });
    rw.eraseOp(y);
  }
  const newIndex: number[] = [];
  let k = 0;
  keep.forEach((kp, i) => { if (kp) newIndex[i] = k++; });
  rw.replaceOp(op, plan.map((r, i) => (r === undefined ? op.getResult(i) : typeof r === 'number' ? n.getResult(newIndex[r]!) : r)));
}

/**
 * Results that every scf.yield gives a value from outside the region are that value, and a
 * result yielded the same as an earlier one is that result: both are dropped.
 */
const executeForwarding = pattern('ExecuteRegionForwardingEliminator', ExecuteRegionOp, (op, rw) => {
  const yields = op.region.blocks.flatMap((b) => { const t = b.last; return t && YieldOp.is(t) ? [t] : []; });
  if (!yields.length || op.numResults === 0) return false;
  const repl = resultPlan(op, [op.region], yields, false);
  if (!repl) return false;
  rw.setInsertionPoint(op);
  const n = ExecuteRegionOp.build(rw, { resultTypes: keptTypes(op, repl), extraAttrs: op.allAttrs.map((a) => [a.name, a.value] as const) });
  rw.inlineRegionBefore(op.region, n.region);
  replaceKeepingResults(rw, op, n, yields, repl);
  return true;
});

const switchConstant = pattern('FoldConstantCase', IndexSwitchOp, (op, rw) => {
  const c = intOf(op.arg);
  if (c === undefined) return false;
  const i = op.cases.values.findIndex((v) => BigInt(v) === c);
  replaceOpWithRegion(rw, op, i >= 0 ? op.caseRegions[i]! : op.defaultRegion);
  return true;
});

/**
 * Results of an index_switch that nobody uses, that every case yields the same value from
 * outside for (that value), or that every case yields the same as an earlier result (that
 * result) are dropped, as upstream's RegionBranchOpInterface patterns drop dead, single-valued
 * and duplicate successor inputs.
 */
const switchResults = pattern('RegionBranchOpSuccessorInputs', IndexSwitchOp, (op, rw) => {
  if (op.numResults === 0) return false;
  const regions = [op.defaultRegion, ...op.caseRegions];
  const yields = regions.map((r) => r.front.last!);
  const repl = resultPlan(op, regions, yields, true);
  if (!repl) return false;
  rw.setInsertionPoint(op);
  const n = IndexSwitchOp.build(rw, {
    arg: op.arg, cases: op.cases, resultTypes: keptTypes(op, repl), regions: regions.map(() => new Region()), extraAttrs: op.attributes,
  });
  [n.defaultRegion, ...n.caseRegions].forEach((r, k) => rw.inlineRegionBefore(regions[k]!, r));
  replaceKeepingResults(rw, op, n, yields, repl);
  return true;
});

/**
 * An iter_arg whose init is a tensor.cast that forgets static sizes, and whose result has one
 * use, runs on the cast's source type: the body sees a cast back to the old type, yields a cast
 * to the new one, and the result is cast back after the loop (ForOpTensorCastFolder, through
 * upstream's replaceAndCastForOpIterArg).
 */
const forTensorCast = pattern('ForOpTensorCastFolder', ForOp, (op, rw) => {
  const i = op.initArgs.findIndex((init, k) => {
    const cast = init.definingOp;
    return TensorCastOp.is(cast) && cast.source.type !== cast.dest.type
      && preservesStaticInformation(cast.dest.type, cast.source.type) && op.outs[k]!.numUses === 1;
  });
  if (i < 0) return false;
  const cast = op.initArgs[i]!.definingOp as OpOf<typeof TensorCastOp.spec>;
  const oldType = cast.dest.type, newType = cast.source.type;
  const inits = op.initArgs.map((v, k) => (k === i ? cast.source : v));
  const n = ForOp.build(rw, {
    lowerBound: op.lowerBound, upperBound: op.upperBound, step: op.step, initArgs: inits,
    resultTypes: inits.map((v) => v.type), ...(op.unsignedCmp ? { unsignedCmp: op.unsignedCmp } : {}), extraAttrs: op.attributes,
  });
  const block = op.region.front;
  const nb: Block = rw.guard(() => rw.createBlock(n.region, [block.args[0]!.type, ...inits.map((v) => v.type)], [block.args[0]!.loc, ...inits.map((v) => v.loc)]));
  const castIn = rw.guard(() => {
    rw.setInsertionPointToStart(nb);
    return TensorCastOp.build(rw, { source: nb.args[1 + i]!, resultTypes: [oldType] }, op.loc).dest;
  });
  rw.mergeBlocks(block, nb, nb.args.map((a, k) => (k === 1 + i ? castIn : a)));
  const y = nb.last!;
  rw.guard(() => {
    rw.setInsertionPoint(y);
    const out = TensorCastOp.build(rw, { source: y.getOperand(i), resultTypes: [newType] }, op.loc).dest;
    YieldOp.build(rw, { values: y.operands.map((v, k) => (k === i ? out : v)), extraAttrs: y.attributes });
    rw.eraseOp(y);
  });
  rw.setInsertionPointAfter(n);
  const back = TensorCastOp.build(rw, { source: n.getResult(i), resultTypes: [oldType] }, op.loc).dest;
  rw.replaceOp(op, n.results.map((r, k) => (k === i ? back : r)));
  return true;
});

export const scfPatterns: readonly RewritePattern[] = [
  ...ifPatterns, forIterArgs, forTrivial, forTensorCast, executeForwarding, executeInline,
  executeInlineBlocks, switchConstant, switchResults, ...whilePatterns,
  ...parallelPatterns, ...forallPatterns,
];

