/**
 * Upstream's FoldTensorCastProducerOp, a tensor dialect pattern over destination-style ops: an
 * operand that a tensor.cast made less static is read from the cast's source instead; where that
 * operand is an init, the tied result takes the source's type and is cast back for its users.
 * (linalg ops get the same from their own patterns; insert_slice has its own cast folding.)
 */
import type { Operation } from '../../ir/operation.js';
import { RankedTensorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { CastOp } from './ops.js';
import { preservesStaticInformation } from './shape.js';

/** The source of `v`'s defining tensor.cast when it is at least as static as the cast's result
 * (upstream's canFoldIntoConsumerOp). */
export function foldableCastSource(v: Value): Value | undefined {
  const c = v.definingOp;
  if (!CastOp.is(c) || !preservesStaticInformation(c.dest.type, c.source.type)) return undefined;
  return c.source;
}

/**
 * Rewrites `op` (a destination-style op without regions) when some operand comes from a foldable
 * cast. `inits` are the operand indices of its inits, in the order of the results they tie.
 */
export function foldCastProducers(op: Operation, inits: readonly number[], rw: PatternRewriter): boolean {
  const operands = op.operands.map((v) => foldableCastSource(v) ?? v);
  if (operands.every((v, i) => v === op.getOperand(i))) return false;
  const resultTypes = op.results.map((r) => r.type);
  inits.forEach((o, k) => { if (operands[o]!.type instanceof RankedTensorType) resultTypes[k] = operands[o]!.type; });
  rw.setInsertionPoint(op);
  const n = rw.create(op.info, {
    loc: op.loc, operands, resultTypes, attributes: op.allAttrs.map((a) => [a.name, a.value] as const),
  });
  const results = op.results.map((r, k) => {
    const v = n.getResult(k);
    return v.type === r.type ? v : CastOp.build(rw, { source: v, resultTypes: [r.type] }, op.loc).dest;
  });
  rw.replaceOp(op, results);
  return true;
}
