/**
 * func's inliner interface (upstream's FuncInlinerInterface): every func op may be inlined and
 * code may be inlined into functions; calls and callees marked `no_inline` stay calls; an inlined
 * `func.return` becomes a branch to the code after the call (several blocks) or hands its
 * operands to the call's users (one block).
 */
import type { DialectInlinerInterface } from '../../irdl/inliner.js';
import { BranchOp } from '../cf/ops.js';
import { CallOp, FuncOp, ReturnOp } from './ops.js';

export const funcInliner: DialectInlinerInterface = {
  isLegalToInlineCall(call, callable) {
    if (!CallOp.is(call) || call.hasAttr('no_inline')) return false;
    return !FuncOp.is(callable) || !callable.hasAttr('no_inline');
  },
  isLegalToInlineRegion: () => true,
  isLegalToInlineOp: () => true,
  handleTerminatorBranch(b, op, dest) {
    if (!ReturnOp.is(op)) return;
    b.setInsertionPoint(op);
    BranchOp.build(b, { destOperands: op.values, successors: [dest] }, op.loc);
    op.erase();
  },
  handleTerminatorValues(op, values) {
    if (!ReturnOp.is(op)) return;
    op.values.forEach((v, i) => values[i]!.replaceAllUsesWith(v));
  },
};
