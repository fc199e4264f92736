/**
 * `convert-linalg-to-loops`: upstream's pass of that name. Structured linalg ops on buffers become
 * scf.for nests with memref.load/store (lower.ts), applied greedily together with folding and
 * affine.apply canonicalization, as upstream does, so loop bounds are constants hoisted to the
 * top of the function and subscripts that are plain dimensions need no affine.apply.
 */
import type { Operation } from '../../ir/operation.js';
import type { Context } from '../../ir/context.js';
import { definePass } from '../../passes/pass.js';
import { applyPatternsGreedily } from '../../rewrite/greedy.js';
import type { RewritePattern } from '../../rewrite/pattern.js';
import { affinePatterns } from '../../dialects/affine/canonicalize.js';
import { isLinalgOp } from '../../dialects/linalg/interface.js';
import { lowerLinalgOpToLoops } from './lower.js';

export { buildFor, hasBufferSemantics, indexConstant, lowerLinalgOpToLoops } from './lower.js';

/** Upstream's LinalgRewritePattern: any structured op on buffers, to scf.for loops (or
 * scf.parallel ones for its parallel dimensions). */
const linalgRewritePattern = (parallel: boolean): RewritePattern => ({
  name: 'LinalgRewritePattern',
  root: undefined,
  matchAndRewrite: (op, rw) => {
    if (!isLinalgOp(op)) return false;
    rw.setInsertionPoint(op);
    if (!lowerLinalgOpToLoops(rw, op, parallel)) return false;
    rw.eraseOp(op);
    return true;
  },
});
export const linalgToLoopsPattern = linalgRewritePattern(false);

/** Lowers every structured op on buffers in `op`'s regions. */
export function lowerLinalgToLoops(op: Operation, ctx: Context, parallel = false): void {
  applyPatternsGreedily(op, [parallel ? linalgRewritePattern(true) : linalgToLoopsPattern, ...affinePatterns], ctx, { topDown: false });
}

export const ConvertLinalgToLoopsPass = definePass({
  argument: 'convert-linalg-to-loops',
  name: 'ConvertLinalgToLoopsPass',
  summary: 'Convert the operations from the linalg dialect into loops',
  description: 'Lowers structured linalg ops on buffers to scf.for loop nests around their payload, with memref.load and memref.store.',
  options: {},
  run(op, _o, ctx) {
    lowerLinalgToLoops(op, ctx.context);
  },
});

export const ConvertLinalgToParallelLoopsPass = definePass({
  argument: 'convert-linalg-to-parallel-loops',
  name: 'ConvertLinalgToParallelLoopsPass',
  summary: 'Lower the operations from the linalg dialect into parallel loops',
  description: 'Lowers structured linalg ops on buffers to loop nests around their payload: scf.parallel over each run of parallel dimensions, scf.for over each reduction dimension.',
  options: {},
  run(op, _o, ctx) {
    lowerLinalgToLoops(op, ctx.context, true);
  },
});
