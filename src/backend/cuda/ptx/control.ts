/**
 * Control flow → labels and branches. Structured ops keep their values in registers shared
 * across iterations: an scf.for's induction variable and iteration arguments live in the
 * registers of its body's block arguments, which are also its results; each back edge is a
 * parallel copy of the yielded values into them. Loops test at the top (`setp.ge` against the
 * upper bound, signed unless `unsignedCmp`), as scf.for runs zero times when lb ≥ ub.
 * cf branches copy their operands into the destination block's argument registers.
 */
import { AssertOp, BranchOp, CondBranchOp } from '../../../dialects/cf/ops.js';
import { ForOp } from '../../../dialects/scf/for.js';
import { IfOp } from '../../../dialects/scf/if.js';
import { ConditionOp, WhileOp } from '../../../dialects/scf/while.js';
import type { Block } from '../../../ir/block.js';
import type { Operation } from '../../../ir/operation.js';
import type { Value } from '../../../ir/value.js';
import type { Lowerer, Lowering } from './context.js';
import { unsupported } from './lanes.js';

const regsOf = (k: Lowerer, vs: readonly Value[]): string[] => vs.flatMap((v) => [...k.use(v)]);
const defAll = (k: Lowerer, vs: readonly Value[]): string[] => vs.flatMap((v) => k.def(v));

/** The operands of the terminator a parent handles (scf.yield), or a diagnostic. */
function yielded(parent: Operation, term: Operation | undefined, name: string): readonly Value[] {
  if (!term || term.name !== name) unsupported(parent, `a body not ending in ${name}`);
  return term.operands;
}

const forLoop: Lowering = (op, k) => {
  if (!ForOp.is(op)) return;
  const body = op.region.front;
  const s = k.info(op, op.lowerBound.type);
  if (s.kind !== 'int') unsupported(op, 'an i1 induction variable');
  const args = body.args;
  const iv = k.def(args[0]!)[0]!;
  const iters = defAll(k, args.slice(1));
  op.outs.forEach((r, i) => k.bind(r, k.use(args[i + 1]!)));
  k.copy([iv, ...iters], [k.get(op.lowerBound), ...regsOf(k, op.initArgs)]);
  const head = k.newLabel();
  const exit = k.newLabel();
  const done = k.reg('pred');
  const cmp = op.getAttr('unsignedCmp') ? 'u' : 's';
  k.label(head);
  k.emit(`setp.ge.${cmp}${s.regBits}`, [done, iv, k.get(op.upperBound)]);
  k.emit('bra', [exit], done);
  const values = yielded(op, k.lowerBody(body), 'scf.yield');
  k.copy(iters, regsOf(k, values));
  k.emit(`add.s${s.regBits}`, [iv, iv, k.get(op.step)]);
  k.emit('bra', [head]);
  k.label(exit);
};

const ifThenElse: Lowering = (op, k) => {
  if (!IfOp.is(op)) return;
  const results = defAll(k, op.outs);
  const hasElse = !op.elseRegion.isEmpty;
  const elseLabel = k.newLabel();
  const end = hasElse ? k.newLabel() : elseLabel;
  k.emit('bra', [elseLabel], `!${k.get(op.condition)}`);
  const thenValues = k.lowerBody(op.thenRegion.front);
  if (results.length) k.copy(results, regsOf(k, yielded(op, thenValues, 'scf.yield')));
  if (hasElse) {
    k.emit('bra', [end]);
    k.label(elseLabel);
    const elseValues = k.lowerBody(op.elseRegion.front);
    if (results.length) k.copy(results, regsOf(k, yielded(op, elseValues, 'scf.yield')));
  }
  k.label(end);
};

/**
 * scf.while: the before region computes the condition; its forwarded values go into the after
 * region's argument registers, which are also the loop's results.
 */
const whileLoop: Lowering = (op, k) => {
  if (!WhileOp.is(op)) return;
  const before = op.before.front;
  const after = op.after.front;
  const beforeArgs = defAll(k, before.args);
  const afterArgs = defAll(k, after.args);
  op.outs.forEach((r, i) => k.bind(r, k.use(after.args[i]!)));
  k.copy(beforeArgs, regsOf(k, op.inits));
  const head = k.newLabel();
  const exit = k.newLabel();
  k.label(head);
  const cond = k.lowerBody(before);
  if (!cond || !ConditionOp.is(cond)) unsupported(op, 'a before region not ending in scf.condition');
  k.copy(afterArgs, regsOf(k, cond.args));
  k.emit('bra', [exit], `!${k.get(cond.condition)}`);
  k.copy(beforeArgs, regsOf(k, yielded(op, k.lowerBody(after), 'scf.yield')));
  k.emit('bra', [head]);
  k.label(exit);
};

function jump(k: Lowerer, dest: Block, operands: readonly Value[]): void {
  k.copy(defOrUseArgs(k, dest), regsOf(k, operands));
  k.emit('bra', [k.blockLabel(dest)]);
}

/** The registers of a block's arguments (allocated when the function's blocks were laid out). */
const defOrUseArgs = (k: Lowerer, b: Block): string[] => b.args.flatMap((a) => [...k.use(a)]);

const branch: Lowering = (op, k) => {
  if (!BranchOp.is(op)) return;
  jump(k, op.dest, op.destOperands);
};

const condBranch: Lowering = (op, k) => {
  if (!CondBranchOp.is(op)) return;
  const c = k.get(op.condition);
  if (op.trueDestOperands.length === 0) {
    k.emit('bra', [k.blockLabel(op.trueDest)], c);
    jump(k, op.falseDest, op.falseDestOperands);
    return;
  }
  const other = k.newLabel();
  k.emit('bra', [other], `!${c}`);
  jump(k, op.trueDest, op.trueDestOperands);
  k.label(other);
  jump(k, op.falseDest, op.falseDestOperands);
};

/** cf.assert traps when its condition is false (the message is not kept). */
const assertion: Lowering = (op, k) => {
  if (!AssertOp.is(op)) return;
  k.emit('trap', [], `!${k.get(op.arg)}`);
};

export const controlLowerings: ReadonlyArray<readonly [string, Lowering]> = [
  ['scf.for', forLoop],
  ['scf.if', ifThenElse],
  ['scf.while', whileLoop],
  ['cf.br', branch],
  ['cf.cond_br', condBranch],
  ['cf.assert', assertion],
  ['gpu.return', (_op, k) => k.emit('ret', [])],
];
