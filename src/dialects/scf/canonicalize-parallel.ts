/**
 * scf.parallel and scf.forall canonicalization patterns, as upstream's: dimensions of zero
 * iterations remove the loop, dimensions of one iteration are dropped (their induction variable
 * is the lower bound), a parallel loop whose body is only an independent parallel loop merges
 * with it, constant forall bounds become static, unused shared outputs go, and tensor.dim of a
 * forall result reads its shared output.
 */
import { DenseArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import { IRMapping } from '../../ir/mapping.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import { IntegerType, index } from '../../ir/types.js';
import { BlockArgument, type Value } from '../../ir/value.js';
import { K_DYNAMIC, staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';
import type { OpOf } from '../../irdl/spec.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { AddIOp, ConstantOp, OverflowFlags, hasAllFlags } from '../arith/index.js';
import { CastOp as TensorCastOp, DimOp as TensorDimOp } from '../tensor/ops.js';
import { InsertSliceOp, ParallelInsertSliceOp } from '../tensor/slice-ops.js';
import { preservesStaticInformation } from '../tensor/shape.js';
import { ForallOp, InParallelOp } from './forall.js';
import { ParallelOp, ReduceOp, ReduceReturnOp } from './parallel.js';

/** A loop bound: a static index or a value. */
type Mixed = bigint | Value;

const intOf = (m: Mixed): bigint | undefined => {
  if (typeof m === 'bigint') return m;
  const c = constantOf(m);
  return c instanceof IntegerAttr ? c.value : undefined;
};

/**
 * `ub - lb` when `ub = arith.addi %lb, C` does not wrap as the loop compares (nsw for signed
 * bounds, nuw for unsigned ones), C taken in the bounds' width: upstream's computeUbMinusLb.
 */
export function ubMinusLb(lb: Mixed, ub: Mixed, signed = true): bigint | undefined {
  if (typeof ub === 'bigint') return undefined;
  const add = ub.definingOp;
  if (!AddIOp.is(add) || add.lhs !== lb) return undefined;
  if (!hasAllFlags(add.overflowFlags, OverflowFlags.spec.cases[signed ? 'nsw' : 'nuw']!)) return undefined;
  const c = intOf(add.rhs);
  if (c === undefined) return undefined;
  const w = boundWidth(lb);
  return signed ? BigInt.asIntN(w, c) : BigInt.asUintN(w, c);
}

/** The bit width of a loop bound: an integer type's, 64 for index (and for static bounds). */
export function boundWidth(b: Mixed): number {
  const t = typeof b === 'bigint' ? undefined : b.type;
  return t instanceof IntegerType ? t.width : 64;
}

/**
 * Upstream's constantTripCount on signed bounds: 0 for equal bounds or a step that is not
 * positive (mlir-opt-22 removes a forall with a zero step), else from constants. The
 * difference of the bounds is taken in their width, as upstream's APInt: one of 2^(w-1) or more
 * wraps negative and counts as no iteration.
 */
export function tripCount(lb: Mixed, ub: Mixed, step: Mixed, viaAdd = false): bigint | undefined {
  if (lb === ub) return 0n;
  // A constant step of zero or less counts as no iteration, whatever the bounds.
  const s = intOf(step);
  if (s !== undefined && s <= 0n) return 0n;
  const l = intOf(lb), u = intOf(ub);
  let diff: bigint | undefined;
  if (l !== undefined && u !== undefined) diff = u <= l ? 0n : BigInt.asIntN(boundWidth(lb), u - l);
  else if (viaAdd) diff = ubMinusLb(lb, ub);
  if (diff === undefined) return undefined;
  if (diff <= 0n) return 0n;
  if (s === undefined) return undefined;
  return (diff + s - 1n) / s;
}

type Parallel = OpOf<typeof ParallelOp.spec>;

/** All dimensions ran once: the body runs in place, the reductions combine with the inits. */
function inlineSingleIteration(rw: PatternRewriter, op: Parallel, mapping: IRMapping): void {
  const body = op.region.front;
  for (const inner of body) if (inner !== body.last) rw.clone(inner, mapping);
  const reduce = body.last!;
  const results: Value[] = [];
  if (ReduceOp.is(reduce)) {
    reduce.reductions.forEach((r, i) => {
      const block = r.front;
      mapping.map(block.getArgument(0), op.initVals[results.length]!);
      mapping.map(block.getArgument(1), mapping.lookupOrDefault(reduce.values[i]!));
      for (const inner of block) if (inner !== block.last) rw.clone(inner, mapping);
      const ret = block.last!;
      results.push(mapping.lookupOrDefault(ReduceReturnOp.is(ret) ? ret.result : ret.getOperand(0)));
    });
  }
  rw.replaceOp(op, results);
}

const parallelSingleOrZeroIterationDims = pattern('ParallelOpSingleOrZeroIterationDimsFolder', ParallelOp, (op, rw) => {
  const mapping = new IRMapping();
  const lbs: Value[] = [], ubs: Value[] = [], steps: Value[] = [];
  const ivs = op.region.front.args;
  for (let i = 0; i < op.lowerBound.length; i++) {
    const lb = op.lowerBound[i]!, ub = op.upperBound[i]!, step = op.step[i]!;
    const n = tripCount(lb, ub, step, true);
    if (n === 0n) { rw.replaceOp(op, op.initVals); return true; }
    if (n === 1n) { mapping.map(ivs[i]!, lb); continue; }
    lbs.push(lb); ubs.push(ub); steps.push(step);
  }
  if (lbs.length === op.lowerBound.length) return false;
  if (!lbs.length) { inlineSingleIteration(rw, op, mapping); return true; }
  // The body is copied into the new loop (the ivs of the dropped dimensions are mapped), and
  // every copied op is reported as inserted, as upstream's cloneRegionBefore.
  const next = ParallelOp.build(rw, {
    lowerBound: lbs, upperBound: ubs, step: steps, initVals: op.initVals, resultTypes: op.resultTypes, regions: [new Region()],
  });
  rw.cloneRegionInto(op.region, next.region, mapping);
  rw.replaceOp(op, next.results);
  return true;
});

const mergeNestedParallelLoops = pattern('MergeNestedParallelLoops', ParallelOp, (op, rw) => {
  const outer = op.region.front;
  const inner = outer.first;
  if (!inner || inner.next !== outer.last || !ParallelOp.is(inner)) return false;
  const bounds = [...inner.lowerBound, ...inner.upperBound, ...inner.step];
  if (outer.args.some((a) => bounds.includes(a))) return false;
  // Reductions are not merged, as upstream.
  if (op.initVals.length || inner.initVals.length) return false;
  const region = new Region();
  const block = region.addBlock();
  const mapping = new IRMapping();
  for (const a of [...outer.args, ...inner.region.front.args]) mapping.map(a, block.addArgument(index, op.loc));
  const innerBody = inner.region.front;
  for (const o of innerBody) if (o !== innerBody.last) block.push(o.clone(mapping));
  rw.guard(() => {
    rw.setInsertionPointToEnd(block);
    ReduceOp.build(rw, { values: [] });
  });
  const merged = ParallelOp.build(rw, {
    lowerBound: [...op.lowerBound, ...inner.lowerBound], upperBound: [...op.upperBound, ...inner.upperBound],
    step: [...op.step, ...inner.step], initVals: [], resultTypes: [], regions: [region],
  });
  rw.replaceOp(op, merged.results);
  return true;
});

type Forall = OpOf<typeof ForallOp.spec>;

/** The mixed lower bounds, upper bounds or steps of a forall. */
function mixed(statics: DenseArrayAttr, dynamic: readonly Value[]): Mixed[] {
  let k = 0;
  return statics.values.map((v) => (BigInt(v) === K_DYNAMIC ? dynamic[k++]! : BigInt(v)));
}

const forallRank = (op: Forall): number => op.staticLowerBound.length;

/** Rewrites a forall's bounds in place from mixed lists. */
function setBounds(op: Forall, lbs: readonly Mixed[], ubs: readonly Mixed[], steps: readonly Mixed[]): void {
  const split = (ms: readonly Mixed[]) => ({
    statics: staticIndexArray(ms.map((m) => (typeof m === 'bigint' ? m : K_DYNAMIC))),
    values: ms.filter((m): m is Value => typeof m !== 'bigint'),
  });
  const l = split(lbs), u = split(ubs), s = split(steps);
  const outs = op.outputs;
  op.setOperands([...l.values, ...u.values, ...s.values, ...outs]);
  op.setAttr('staticLowerBound', l.statics);
  op.setAttr('staticUpperBound', u.statics);
  op.setAttr('staticStep', s.statics);
  op.setAttr('operandSegmentSizes', DenseArrayAttr.i32([l.values.length, u.values.length, s.values.length, outs.length]));
}

const forallBounds = (op: Forall): [Mixed[], Mixed[], Mixed[]] => [
  mixed(op.staticLowerBound, op.dynamicLowerBound), mixed(op.staticUpperBound, op.dynamicUpperBound), mixed(op.staticStep, op.dynamicStep),
];

const forallControlOperands = pattern('ForallOpControlOperandsFolder', ForallOp, (op, rw) => {
  const lists = forallBounds(op);
  const folded = lists.map((ms) => ms.map((m) => {
    if (typeof m === 'bigint') return m;
    const c = intOf(m);
    return c === undefined ? m : c;
  }));
  if (folded.every((ms, i) => ms.every((m, j) => m === lists[i]![j]))) return false;
  rw.modifyOpInPlace(op, () => setBounds(op, folded[0]!, folded[1]!, folded[2]!));
  return true;
});

/** The ops of the in_parallel terminator that write into `arg` (upstream's getCombiningOps). */
function combiningOps(op: Forall, arg: BlockArgument): Operation[] {
  const term = op.region.front.last;
  return arg.users.filter((u) => term && InParallelOp.is(term) && u.parentOp === term);
}

const forallIterArgs = pattern('ForallOpIterArgsFolder', ForallOp, (op, rw) => {
  const rank = forallRank(op);
  const body = op.region.front;
  const drop = op.results.map((r, i) => !r.hasUses || !combiningOps(op, body.getArgument(rank + i)).length);
  if (!drop.includes(true)) return false;
  const outs = op.outputs;
  drop.forEach((d, i) => {
    if (!d) return;
    const arg = body.getArgument(rank + i);
    for (const c of combiningOps(op, arg)) rw.eraseOp(c);
    rw.replaceAllUsesWith(arg, outs[i]!);
    rw.replaceAllUsesWith(op.results[i]!, outs[i]!);
  });
  const keep = outs.filter((_, i) => !drop[i]);
  const region = new Region();
  rw.inlineRegionBefore(op.region, region);
  for (let i = drop.length - 1; i >= 0; i--) if (drop[i]) region.front.eraseArgument(rank + i);
  const [lbs, ubs, steps] = forallBounds(op);
  const next = buildForall(rw, op, lbs, ubs, steps, keep, region);
  let k = 0;
  rw.replaceOp(op, op.results.map((_, i) => (drop[i] ? outs[i]! : next.results[k++]!)));
  return true;
});

/** A forall like `op` (its other attributes kept) over the given bounds, outputs and body. */
function buildForall(rw: PatternRewriter, op: Forall, lbs: Mixed[], ubs: Mixed[], steps: Mixed[], outs: Value[], region: Region): Operation {
  const dyn = (ms: Mixed[]) => ms.filter((m): m is Value => typeof m !== 'bigint');
  const stat = (ms: Mixed[]) => staticIndexArray(ms.map((m) => (typeof m === 'bigint' ? m : K_DYNAMIC)));
  const skip = new Set(['operandSegmentSizes', 'staticLowerBound', 'staticUpperBound', 'staticStep']);
  return ForallOp.build(rw, {
    dynamicLowerBound: dyn(lbs), dynamicUpperBound: dyn(ubs), dynamicStep: dyn(steps), outputs: outs,
    staticLowerBound: stat(lbs), staticUpperBound: stat(ubs), staticStep: stat(steps),
    resultTypes: outs.map((v) => v.type), regions: [region],
    extraAttrs: op.allAttrs.filter((a) => !skip.has(a.name)).map((a) => [a.name, a.value] as const),
  });
}

/** A bound as a value, a constant made for a static one. */
function valueOf(rw: PatternRewriter, m: Mixed): Value {
  return typeof m === 'bigint' ? ConstantOp.build(rw, { value: IntegerAttr.index(m), resultTypes: [index] }).result : m;
}

const forallSingleOrZeroIterationDims = pattern('ForallOpSingleOrZeroIterationDimsFolder', ForallOp, (op, rw) => {
  // Dimensions mapped to processing units stay.
  if (op.mapping && op.mapping.length) return false;
  const [lbs, ubs, steps] = forallBounds(op);
  const ivs = op.region.front.args.slice(0, lbs.length);
  const mapping = new IRMapping();
  const kept: [Mixed[], Mixed[], Mixed[]] = [[], [], []];
  for (let i = 0; i < lbs.length; i++) {
    const n = tripCount(lbs[i]!, ubs[i]!, steps[i]!, true);
    if (n === 0n) { rw.replaceOp(op, op.outputs); return true; }
    if (n === 1n) { mapping.map(ivs[i]!, valueOf(rw, lbs[i]!)); continue; }
    kept[0].push(lbs[i]!); kept[1].push(ubs[i]!); kept[2].push(steps[i]!);
  }
  if (!kept[0].length) return promote(rw, op, lbs);
  if (kept[0].length === lbs.length) return false;
  const next = buildForall(rw, op, kept[0], kept[1], kept[2], op.outputs, new Region());
  rw.cloneRegionInto(op.region, next.regions[0]!, mapping);
  rw.replaceOp(op, next.results);
  return true;
});

/**
 * Inlines a forall that runs once (upstream's promote): the body runs in place with the lower
 * bounds for the ivs and the outputs for the shared outputs, and each parallel insert of the
 * terminator becomes an insert_slice after the loop. Inserts into one output chain (the next
 * inserts into what the previous made), and each result is the last insert into its output;
 * upstream pairs the i-th insert with the i-th result, the same when each output has one insert
 * and they come in order.
 */
function promote(rw: PatternRewriter, op: Forall, lbs: Mixed[]): boolean {
  const body = op.region.front;
  const term = body.last!;
  const inserts = [...(term.regions[0]?.front.ops ?? [])];
  if (inserts.some((i) => !ParallelInsertSliceOp.is(i))) return false;
  const outArgs = body.args.slice(lbs.length);
  const targets = inserts.map((i) => outArgs.indexOf(i.getOperand(1) as (typeof outArgs)[number]));
  if (targets.some((k) => k < 0)) return false;
  const args = [...lbs.map((m) => valueOf(rw, m)), ...op.outputs];
  rw.inlineBlockBefore(body, op, args);
  rw.setInsertionPointAfter(op);
  const current = [...op.outputs];
  inserts.forEach((insert, n) => {
    if (!ParallelInsertSliceOp.is(insert)) return;
    const k = targets[n]!;
    current[k] = InsertSliceOp.build(rw, {
      source: insert.source, dest: current[k]!, offsets: insert.offsets, sizes: insert.sizes, strides: insert.strides,
      static_offsets: insert.static_offsets, static_sizes: insert.static_sizes, static_strides: insert.static_strides,
      resultTypes: [current[k]!.type],
    }, op.loc).result;
  });
  op.results.forEach((r, k) => rw.replaceAllUsesWith(r, current[k]!));
  rw.eraseOp(term);
  rw.eraseOp(op);
  return true;
}

const forallConstantInductionVar = pattern('ForallOpReplaceConstantInductionVar', ForallOp, (op, rw) => {
  const [lbs, ubs, steps] = forallBounds(op);
  let changed = false;
  lbs.forEach((lb, i) => {
    const iv = op.region.front.getArgument(i);
    if (!iv.hasUses || tripCount(lb, ubs[i]!, steps[i]!, true) !== 1n) return;
    rw.replaceAllUsesWith(iv, valueOf(rw, lb));
    changed = true;
  });
  return changed;
});

/** tensor.dim of a forall result is tensor.dim of its shared output. */
const dimOfForall = pattern('DimOfForallOp', TensorDimOp, (op, rw) => {
  const src = op.source;
  const forall = src.definingOp;
  if (!forall || !ForallOp.is(forall)) return false;
  const out = forall.outputs[forall.results.indexOf(src as (typeof forall.results)[number])]!;
  rw.modifyOpInPlace(op, () => op.setOperand(0, out));
  return true;
});

/**
 * A shared output that is a tensor.cast losing static information is replaced by the cast's
 * source; the body and the users see the old type through casts (upstream's
 * FoldTensorCastOfOutputIntoForallOp).
 */
const foldCastOfOutput = pattern('FoldTensorCastOfOutputIntoForallOp', ForallOp, (op, rw) => {
  const casts = new Map<number, { src: Value; dstType: Value['type'] }>();
  const outs = op.outputs.map((v, i) => {
    const c = v.definingOp;
    if (!c || !TensorCastOp.is(c) || !preservesStaticInformation(c.dest.type, c.source.type)) return v;
    casts.set(i, { src: c.source, dstType: c.dest.type });
    return c.source;
  });
  if (!casts.size) return false;
  const rank = forallRank(op);
  const region = new Region();
  const block = region.addBlock();
  const args = [...op.region.front.args.slice(0, rank).map((a) => block.addArgument(a.type, op.loc)), ...outs.map((v) => block.addArgument(v.type, op.loc))];
  const bodyArgs = rw.guard(() => {
    rw.setInsertionPointToStart(block);
    return args.map((a, i) => {
      const cast = i >= rank ? casts.get(i - rank) : undefined;
      return cast ? TensorCastOp.build(rw, { source: a, resultTypes: [cast.dstType] }).dest : a;
    });
  });
  rw.mergeBlocks(op.region.front, block, bodyArgs);
  // The parallel inserts now write into the casts of the new outputs: they write into the
  // outputs themselves. (Upstream assigns the i-th insert to the i-th output, which is the same
  // when the inserts come in the order of the outputs.)
  const castOf = new Map<Value, Value>(bodyArgs.map((v, i) => [v, args[i]!] as const).filter(([v, a]) => v !== a));
  const term = block.last;
  for (const insert of term?.regions[0]?.front.ops ?? []) {
    const out = castOf.get(insert.getOperand(1));
    if (out) rw.modifyOpInPlace(insert, () => insert.setOperand(1, out));
  }
  const [lbs, ubs, steps] = forallBounds(op);
  const mappingAttr = op.getAttr('mapping');
  const next = ForallOp.build(rw, {
    dynamicLowerBound: lbs.filter((m): m is Value => typeof m !== 'bigint'),
    dynamicUpperBound: ubs.filter((m): m is Value => typeof m !== 'bigint'),
    dynamicStep: steps.filter((m): m is Value => typeof m !== 'bigint'),
    outputs: outs, staticLowerBound: op.staticLowerBound, staticUpperBound: op.staticUpperBound, staticStep: op.staticStep,
    resultTypes: outs.map((v) => v.type), regions: [region],
    // Only the mapping carries over, as upstream's builder takes it alone.
    ...(mappingAttr ? { extraAttrs: [['mapping', mappingAttr] as const] } : {}),
  });
  rw.setInsertionPointAfter(next);
  const results = next.results.map((r, i) => {
    const cast = casts.get(i);
    return cast ? TensorCastOp.build(rw, { source: r, resultTypes: [cast.dstType] }).dest : r;
  });
  rw.replaceOp(op, results);
  return true;
});

export const parallelPatterns: readonly RewritePattern[] = [parallelSingleOrZeroIterationDims, mergeNestedParallelLoops];
export const forallPatterns: readonly RewritePattern[] = [
  dimOfForall, foldCastOfOutput, forallControlOperands, forallIterArgs, forallSingleOrZeroIterationDims, forallConstantInductionVar,
];
