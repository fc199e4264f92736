/**
 * `comco-fuse`: stage 3 of the comco pipeline (docs/pipeline.md). Puts every linalg compute op on
 * tensors of a function into exactly one `comco.dispatch` (a kernel group): elementwise chains,
 * matmuls with their fill and elementwise epilogue, row-wise reductions with their elementwise
 * producers and consumers (softmax), and small independent groups side by side. The cost model
 * (cost.ts) decides each merge; `remarks` reports every decision at the consumer's location.
 * `fusion=0` is the control group: one dispatch per compute op.
 *
 * Ops with memory effects (collectives such as `comco.allreduce`, calls, terminators) are
 * barriers: they stay outside every dispatch and nothing is fused or moved across them.
 */
import { Diagnostic } from '../../ir/diagnostics.js';
import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import { boolOption } from '../../passes/options.js';
import { definePass } from '../../passes/pass.js';
import { isMemoryEffectFree } from '../../rewrite/effects.js';
import { isComputeOp } from './classify.js';
import { SegmentGrouping } from './group.js';
import { SegmentMaterializer } from './materialize.js';

/** Ops that end a segment: nothing moves across them. */
function isBarrier(op: Operation): boolean {
  if (op.hasTrait('Terminator')) return true;
  if (isComputeOp(op) || op.name === 'comco.dispatch') return false;
  return !isMemoryEffectFree(op);
}

/** Blocks that may hold compute ops to group: not inside linalg payloads or existing dispatches. */
function blocksOf(fn: Operation): Block[] {
  const out: Block[] = [];
  const visit = (op: Operation) => {
    if (op.name === 'comco.dispatch' || (op !== fn && isComputeOp(op))) return;
    for (const r of op.regions) for (const b of r.blocks) { out.push(b); for (const o of b.ops) visit(o); }
  };
  visit(fn);
  return out;
}

export const ComcoFusePass = definePass({
  argument: 'comco-fuse',
  name: 'ComcoFuse',
  summary: 'Group linalg ops on tensors into comco.dispatch kernel groups (fusion)',
  anchor: 'func.func',
  options: {
    fusion: boolOption(true, 'Fuse ops into shared kernels (0: one dispatch per compute op, the control group)'),
    remarks: boolOption(false, 'Report each fusion decision as a remark at the consumer (--comco-fusion-remarks)'),
  },
  statistics: {
    'num-dispatches': 'Number of comco.dispatch ops created',
    'num-fused': 'Number of fusion decisions that merged groups',
    'num-refused': 'Number of fusion decisions that kept groups apart',
  },
  run(fn, o, ctx) {
    for (const block of blocksOf(fn)) {
      if (!block.ops.some(isComputeOp)) continue;
      let segment: Operation[] = [];
      for (const op of [...block.ops, null]) {
        if (op && !isBarrier(op)) { segment.push(op); continue; }
        if (segment.some(isComputeOp)) {
          const grouping = new SegmentGrouping(segment);
          grouping.run(o.fusion);
          for (const r of grouping.remarks) {
            ctx.stat(r.fused ? 'num-fused' : 'num-refused');
            if (o.remarks) ctx.emit(new Diagnostic('remark', r.op.loc, r.text));
          }
          new SegmentMaterializer(block, segment, grouping.groups, op).run();
          ctx.stat('num-dispatches', grouping.groups.length);
        }
        segment = [];
      }
    }
  },
});
