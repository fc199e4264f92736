/**
 * The scf dialect's implementation table: structured control flow becomes JS control flow.
 * Loop-carried values and results are `let` variables declared before the loop; a region's
 * terminator (scf.yield, scf.condition, scf.reduce) assigns them, all at once.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import { ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, ReduceOp, WhileOp } from '../../dialects/scf/index.js';
import type { Value } from '../../ir/value.js';
import { InterpreterError } from '../errors.js';
import { isBig, isIndex, sgn, uns, widthOf, wrapI } from '../exprs.js';
import type { EmitTable, FunctionGen } from '../gen.js';
import { mixed } from './common.js';
import { sliceParts } from './tensor.js';

/** The constant value of `v` when an arith.constant defines it. */
function constantOf(v: Value): number | undefined {
  const d = v.definingOp;
  const a = d?.name === 'arith.constant' ? d.getAttr('value') : undefined;
  return a instanceof IntegerAttr ? Number(a.value) : undefined;
}

/** Fails at run time unless `step` is positive (a non-positive step would never end). */
function checkStep(op: Operation, g: FunctionGen, step: Value | string): void {
  if (typeof step !== 'string') {
    const c = constantOf(step);
    if (c !== undefined && c > 0) return;
  }
  const s = typeof step === 'string' ? step : g.name(step);
  if (/^\d+$/.test(s) && Number(s) > 0) return;
  g.line(`if (!(${s} > 0)) $fail(${g.id(op)}, 'loop step must be positive, got ' + ${s});`);
}

/** Declares the results of `op` (as `let`) and gives them their initial values. */
function resultsInit(g: FunctionGen, op: Operation, inits: readonly Value[]): string[] {
  const names = g.declare(op.results);
  g.assignParallel(names, g.names_(inits));
  return names;
}

function forLoop(op: Operation, g: FunctionGen): void {
  if (!ForOp.is(op)) return;
  const [lb, ub, st] = g.names_([op.lowerBound, op.upperBound, op.step]);
  const t: Type = op.lowerBound.type;
  checkStep(op, g, op.step);
  const iters = resultsInit(g, op, op.initArgs);
  const iv = g.fresh('i');
  let cond: string, next: string;
  if (isIndex(t)) {
    cond = op.unsignedCmp ? `$rt.uindex(${iv}) < $rt.uindex(${ub})` : `${iv} < ${ub}`;
    next = `${iv} += ${st}`;
  } else {
    const view = op.unsignedCmp ? uns : sgn;
    cond = `${view(t, iv)} < ${view(t, ub!)}`;
    next = isBig(t) ? `${iv} = BigInt.asIntN(${widthOf(t)}, ${iv} + ${st})` : `${iv} = ${wrapI(t, `${iv} + ${st}`)}`;
  }
  g.block(`for (let ${iv} = ${lb}; ${cond}; ${next})`, () => {
    g.emitRegion(op.region, [iv, ...iters], (y) => g.assignParallel(iters, g.names_(y.operands)));
  });
}

function ifOp(op: Operation, g: FunctionGen): void {
  if (!IfOp.is(op)) return;
  const res = g.declare(op.results);
  const exit = (y: Operation) => g.assignParallel(res, g.names_(y.operands));
  const hasElse = !op.elseRegion.isEmpty;
  g.block(`if (${g.name(op.condition)})`, () => g.emitRegion(op.thenRegion, [], exit), hasElse ? '} else {' : '}');
  if (hasElse) {
    g.indent(() => g.emitRegion(op.elseRegion, [], exit));
    g.line('}');
  }
}

function whileLoop(op: Operation, g: FunctionGen): void {
  if (!WhileOp.is(op)) return;
  const before = op.before.front.args.map(() => g.fresh('w'));
  const after = op.after.isEmpty ? [] : op.after.front.args.map(() => g.fresh('a'));
  if (before.length) g.line(`let ${before.join(', ')};`);
  if (after.length) g.line(`let ${after.join(', ')};`);
  g.assignParallel(before, g.names_(op.inits));
  const res = g.declare(op.results);
  const label = g.fresh('W');
  g.block(`${label}: for (;;)`, () => {
    g.emitRegion(op.before, before, (cond) => {
      const [c, ...vals] = g.names_(cond.operands);
      g.block(`if (!${c})`, () => {
        g.assignParallel(res, vals);
        g.line(`break ${label};`);
      });
      g.assignParallel(after, vals);
    });
    g.emitRegion(op.after, after, (y) => g.assignParallel(before, g.names_(y.operands)));
  });
}

function indexSwitch(op: Operation, g: FunctionGen): void {
  if (!IndexSwitchOp.is(op)) return;
  const res = g.declare(op.results);
  const exit = (y: Operation) => g.assignParallel(res, g.names_(y.operands));
  const arg = g.name(op.arg);
  const cases = op.cases.nums;
  cases.forEach((c, i) => {
    g.line(`${i ? '} else ' : ''}if (${arg} === ${c}) {`);
    g.indent(() => g.emitRegion(op.caseRegions[i]!, [], exit));
  });
  g.line(cases.length ? '} else {' : '{');
  g.indent(() => g.emitRegion(op.defaultRegion, [], exit));
  g.line('}');
}

function parallel(op: Operation, g: FunctionGen): void {
  if (!ParallelOp.is(op)) return;
  const res = resultsInit(g, op, op.initVals);
  op.step.forEach((s) => checkStep(op, g, s));
  const ivs = op.lowerBound.map(() => g.fresh('i'));
  const nest = (d: number): void => {
    if (d === ivs.length) {
      g.emitRegion(op.region, ivs, (reduce) => {
        if (!ReduceOp.is(reduce)) return;
        reduce.values.forEach((v, k) => {
          g.emitRegion(reduce.reductions[k]!, [res[k]!, g.name(v)], (ret) => g.line(`${res[k]} = ${g.name(ret.getOperand(0))};`));
        });
      });
      return;
    }
    const [lb, ub, st] = [op.lowerBound[d]!, op.upperBound[d]!, op.step[d]!].map((v) => g.name(v));
    g.block(`for (let ${ivs[d]} = ${lb}; ${ivs[d]} < ${ub}; ${ivs[d]} += ${st})`, () => nest(d + 1));
  };
  nest(0);
}

function forall(op: Operation, g: FunctionGen): void {
  if (!ForallOp.is(op)) return;
  const lbs = mixed(g, op.staticLowerBound, op.dynamicLowerBound);
  const ubs = mixed(g, op.staticUpperBound, op.dynamicUpperBound);
  const steps = mixed(g, op.staticStep, op.dynamicStep);
  steps.forEach((s) => checkStep(op, g, s));
  // The shared outputs, as the iterations run one after the other: each parallel insert of the
  // terminator writes its slice when its iteration ends, and the body reads what the earlier
  // iterations wrote (a program whose iterations read each other's slices races on a GPU).
  const shared = g.names_(op.outputs).map((o) => {
    const s = g.fresh('S');
    g.line(`let ${s} = ${o};`);
    return s;
  });
  const outArgs = op.region.front.args.slice(lbs.length);
  const ivs = lbs.map(() => g.fresh('i'));
  const nest = (d: number): void => {
    if (d === ivs.length) {
      g.emitRegion(op.region, [...ivs, ...shared], (term) => {
        for (const insert of term.regions[0]?.front.ops ?? []) {
          const k = outArgs.indexOf(insert.getOperand(1) as (typeof outArgs)[number]);
          if (insert.name !== 'tensor.parallel_insert_slice' || k < 0) throw new InterpreterError(insert, 'is not a parallel insert into a shared output');
          const [offsets, sizes, strides] = sliceParts(insert, g);
          g.line(`${shared[k]} = $rt.insertSlice(${g.name(insert.getOperand(0))}, ${shared[k]}, ${offsets}, ${sizes}, ${strides}, ${g.id(insert)});`);
        }
      });
      return;
    }
    g.block(`for (let ${ivs[d]} = ${lbs[d]}; ${ivs[d]} < ${ubs[d]}; ${ivs[d]} += ${steps[d]})`, () => nest(d + 1));
  };
  nest(0);
  op.results.forEach((r, i) => g.bind(r, shared[i]!));
}

export const scfTable: EmitTable = {
  'scf.for': forLoop,
  'scf.if': ifOp,
  'scf.while': whileLoop,
  'scf.index_switch': indexSwitch,
  'scf.parallel': parallel,
  'scf.forall': forall,
  'scf.execute_region': (op, g) => {
    const res = g.declare(op.results);
    g.line('{');
    g.indent(() => g.emitRegion(op.regions[0]!, [], (y) => g.assignParallel(res, g.names_(y.operands))));
    g.line('}');
  },
};
