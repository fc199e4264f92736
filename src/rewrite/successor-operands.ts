/**
 * Which operands of a branch go to which successor (upstream's BranchOpInterface
 * getSuccessorOperands), for ops with the `BranchOp` trait, by convention:
 * - one successor and no `operandSegmentSizes`: every operand goes to it (`cf.br`);
 * - with `operandSegmentSizes`: the last segments, one per successor in order, are the
 *   successors' operands (`cf.cond_br`: condition, true operands, false operands).
 * Any other op, unregistered ones included, is opaque: its successors' arguments stay live.
 */
import { DenseArrayAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';

const SEGMENTS = 'operandSegmentSizes';

/** The operand range passed to successor `succ`, or undefined when unknown. */
export function successorOperands(op: Operation, succ: number): { start: number; count: number } | undefined {
  if (!op.isRegistered || !op.hasTrait('BranchOp') || succ >= op.numSuccessors) return undefined;
  const seg = op.getAttr(SEGMENTS);
  if (seg === undefined) return op.numSuccessors === 1 ? { start: 0, count: op.numOperands } : undefined;
  if (!(seg instanceof DenseArrayAttr) || seg.length < op.numSuccessors) return undefined;
  const sizes = seg.nums;
  const first = sizes.length - op.numSuccessors;
  let start = 0;
  for (let i = 0; i < first + succ; i++) start += sizes[i]!;
  return { start, count: sizes[first + succ]! };
}

/** Removes operand `i` of the operands passed to successor `succ` (keeping the segments right). */
export function eraseSuccessorOperand(op: Operation, succ: number, i: number): void {
  const range = successorOperands(op, succ);
  if (!range || i >= range.count) throw new Error(`'${op.name}' has no operand #${i} for successor #${succ}`);
  op.eraseOperand(range.start + i);
  const seg = op.getAttr(SEGMENTS);
  if (seg instanceof DenseArrayAttr) {
    const sizes = seg.nums;
    sizes[sizes.length - op.numSuccessors + succ]!--;
    op.setAttr(SEGMENTS, DenseArrayAttr.i32(sizes));
  }
}
