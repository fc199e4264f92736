/**
 * `comco-to-linalg` (stage 2 of docs/pipeline.md): comco compute ops on tensors become linalg
 * on tensors (patterns.ts); collectives stay. Element types are checked first, so an op the
 * lowering cannot express fails the pass with one diagnostic at the op, before anything changed.
 */
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { FloatType, IntegerType, type RankedTensorType } from '../../ir/types.js';
import { definePass } from '../../passes/pass.js';
import { applyPatternsGreedily } from '../../rewrite/greedy.js';
import { LOWERED_OPS, comcoToLinalgPatterns } from './patterns.js';

export { comcoToLinalgPatterns } from './patterns.js';

/** The float types whose arithmetic the interpreter and the lowered linalg share. */
const FLOATS = new Set(['f16', 'bf16', 'f32', 'f64']);

/** Why `op` cannot be lowered, or undefined when it can. */
function unsupported(op: Operation): string | undefined {
  const et = (op.getResult(0).type as RankedTensorType).elementType;
  if (et instanceof FloatType) return FLOATS.has(et.kind) ? undefined : `element type '${et.key}'`;
  if (!(et instanceof IntegerType)) return `element type '${et.key}'`;
  if (op.name === 'comco.relu' && et.width === 1) return "element type 'i1' (relu has no signed meaning on i1)";
  if (et.width > 64) return `element type '${et.key}' (wider than 64 bits)`;
  return undefined;
}

export const ComcoToLinalgPass = definePass({
  argument: 'comco-to-linalg',
  name: 'ComcoToLinalg',
  summary: 'Lower comco compute ops on tensors to linalg on tensors',
  options: {},
  statistics: { 'num-lowered': 'Number of comco compute ops lowered' },
  run(root, _options, ctx) {
    let n = 0;
    root.walk((op) => {
      if (!LOWERED_OPS.has(op.name)) return;
      const why = unsupported(op);
      if (why) throw opError(op, `cannot be lowered by comco-to-linalg: ${why} is not supported`);
      n++;
    });
    if (!n) return;
    applyPatternsGreedily(root, comcoToLinalgPatterns, ctx.context, { fold: false, cseConstants: false, regionSimplify: 'disabled' });
    root.walk((op) => {
      if (LOWERED_OPS.has(op.name)) throw opError(op, 'was not lowered by comco-to-linalg');
    });
    ctx.stat('num-lowered', n);
  },
});
