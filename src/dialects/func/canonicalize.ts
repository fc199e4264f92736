/**
 * func canonicalization patterns, as upstream's: an indirect call of a function constant is a
 * direct call (SimplifyIndirectCallWithKnownCallee).
 */
import { SymbolRefAttr } from '../../ir/attributes.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { CallIndirectOp, CallOp } from './ops.js';

const indirectCallOfConstant = pattern('SimplifyIndirectCallWithKnownCallee', CallIndirectOp, (op, rw) => {
  const callee = constantOf(op.callee);
  if (!(callee instanceof SymbolRefAttr)) return false;
  // The argument and result attributes are not carried over, as upstream.
  const call = CallOp.build(rw, { callee, args: op.callee_operands, resultTypes: op.resultTypes });
  rw.replaceOp(op, call.results);
  return true;
});

export const funcPatterns: readonly RewritePattern[] = [indirectCallOfConstant];
