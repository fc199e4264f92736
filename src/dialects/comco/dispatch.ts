/**
 * `comco.dispatch`: a kernel group. comco-fuse wraps the ops that become one GPU kernel in it;
 * comco-bufferize turns it into a result-less region over memrefs; comco-kernel-inline turns each
 * into a gpu.launch. See docs/pipeline.md for the contract between those passes.
 */
import { defineOp } from '../../irdl/define.js';
import { AnyType, StrAttr } from '../../irdl/constraints.js';
import { region, variadic } from '../../irdl/spec.js';
import { RecursiveMemoryEffects, SingleBlock } from '../../ir/traits.js';
import { opError } from '../../ir/diagnostics.js';
import { StringAttr } from '../../ir/attributes.js';
import { MemRefType, RankedTensorType } from '../../ir/types.js';

/** The strategies comco-kernel-inline knows; the kind picks one. */
export const DISPATCH_KINDS = ['elementwise', 'matmul', 'reduction', 'horizontal', 'other'] as const;
export type DispatchKind = (typeof DISPATCH_KINDS)[number];

/**
 * A group of ops run as one kernel. Not isolated from above: the body uses outer values, and
 * outlining makes them kernel arguments. On tensors it yields its results; on buffers it has none.
 *
 * ```mlir
 * %r = comco.dispatch "elementwise" -> (tensor<4x8xf32>) {
 *   %y = linalg.generic {...} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {...} -> tensor<4x8xf32>
 *   comco.yield %y : tensor<4x8xf32>
 * }
 * ```
 */
export const DispatchOp = defineOp({
  name: 'comco.dispatch',
  summary: 'a group of ops run as one GPU kernel',
  attributes: { kind: StrAttr },
  results: { results: variadic(AnyType) },
  regions: { body: region() },
  traits: [SingleBlock, RecursiveMemoryEffects],
  format: '$kind (`->` `(` type($results)^ `)`)? attr-dict-with-keyword $body',
}, {
  verify(op) {
    const kind = (op.getAttr('kind') as StringAttr).value;
    if (!(DISPATCH_KINDS as readonly string[]).includes(kind)) {
      throw opError(op, `unknown dispatch kind '${kind}' (expected one of ${DISPATCH_KINDS.map((k) => `'${k}'`).join(', ')})`);
    }
    for (const r of op.results) {
      if (!(r.type instanceof RankedTensorType) && !(r.type instanceof MemRefType)) {
        throw opError(op, `results must be tensors or memrefs, got '${r.type.key}'`);
      }
    }
    const y = op.regions[0]!.front.last;
    if (!y || y.name !== 'comco.yield') throw opError(op, "expects the body to end with 'comco.yield'");
    const n = op.numResults;
    if (y.numOperands !== n) throw opError(op, `body yields ${y.numOperands} values for ${n} results`);
    for (let i = 0; i < n; i++) {
      if (y.getOperand(i).type !== op.getResult(i).type) {
        throw opError(op, `body yields '${y.getOperand(i).type.key}' for result #${i} of type '${op.getResult(i).type.key}'`);
      }
    }
  },
});
