/**
 * Which operands of a branch go to which successor (upstream's BranchOpInterface
 * getSuccessorOperands), for registered ops with the `BranchOp` trait, read off their operand
 * layout as the cf dialect defines it:
 * - one successor and no `operandSegmentSizes`: every operand goes to it (`cf.br`);
 * - `case_operand_segments` (`cf.switch`): the default destination takes the second operand
 *   segment, case `i` the `i`-th slice of the last segment;
 * - otherwise `operandSegmentSizes` ends with one segment per successor (`cf.cond_br`).
 * Any other op, unregistered ones included, is opaque: its successors' arguments stay live.
 */
import { DenseArrayAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import type { Value } from '../ir/value.js';

const SEGMENTS = 'operandSegmentSizes';
const CASE_SEGMENTS = 'case_operand_segments';

const sum = (xs: readonly number[], n = xs.length): number => xs.slice(0, n).reduce((a, b) => a + b, 0);

/** Where each successor's operands are: per successor, the operand index it starts at and how
 * many; the segments to adjust when one is removed. Undefined when unknown. */
interface Layout {
  readonly ranges: { start: number; count: number }[];
  /** For successor i: [attribute name, index in it] of the size to decrement (per attribute). */
  readonly sizeAt: [string, number][][];
}

function layout(op: Operation): Layout | undefined {
  if (!op.isRegistered || !op.hasTrait('BranchOp')) return undefined;
  const n = op.numSuccessors;
  const seg = op.getAttr(SEGMENTS);
  if (seg === undefined) {
    return n === 1 ? { ranges: [{ start: 0, count: op.numOperands }], sizeAt: [[]] } : undefined;
  }
  if (!(seg instanceof DenseArrayAttr) || sum(seg.nums) !== op.numOperands) return undefined;
  const sizes = seg.nums;
  const cases = op.getAttr(CASE_SEGMENTS);
  if (cases !== undefined) {
    if (!(cases instanceof DenseArrayAttr) || sizes.length !== 3 || cases.length !== n - 1) return undefined;
    const caseSizes = cases.nums;
    if (sum(caseSizes) !== sizes[2]) return undefined;
    const ranges = [{ start: sizes[0]!, count: sizes[1]! }];
    const sizeAt: [string, number][][] = [[[SEGMENTS, 1]]];
    caseSizes.forEach((c, i) => {
      ranges.push({ start: sizes[0]! + sizes[1]! + sum(caseSizes, i), count: c });
      sizeAt.push([[SEGMENTS, 2], [CASE_SEGMENTS, i]]);
    });
    return { ranges, sizeAt };
  }
  const first = sizes.length - n;
  if (first < 0) return undefined;
  const ranges = [];
  const sizeAt: [string, number][][] = [];
  for (let s = 0; s < n; s++) {
    ranges.push({ start: sum(sizes, first + s), count: sizes[first + s]! });
    sizeAt.push([[SEGMENTS, first + s]]);
  }
  return { ranges, sizeAt };
}

/** The operand range passed to successor `succ`, or undefined when unknown. */
export function successorOperands(op: Operation, succ: number): { start: number; count: number } | undefined {
  return layout(op)?.ranges[succ];
}

/** Removes operand `i` of those passed to successor `succ`, keeping the segment sizes right. */
export function eraseSuccessorOperand(op: Operation, succ: number, i: number): void {
  const l = layout(op);
  const range = l?.ranges[succ];
  if (!l || !range || i >= range.count) throw new Error(`'${op.name}' has no operand #${i} for successor #${succ}`);
  op.eraseOperand(range.start + i);
  for (const [name, at] of l.sizeAt[succ]!) {
    const a = op.getAttr(name) as DenseArrayAttr;
    const sizes = a.nums;
    sizes[at]!--;
    op.setAttr(name, DenseArrayAttr.i32(sizes));
  }
}

/** Appends `values` to the operands passed to successor `succ`, keeping the segment sizes right. */
export function appendSuccessorOperands(op: Operation, succ: number, values: readonly Value[]): void {
  const l = layout(op);
  const range = l?.ranges[succ];
  if (!l || !range) throw new Error(`'${op.name}' has no known operands for successor #${succ}`);
  if (!values.length) return;
  op.spliceOperands(range.start + range.count, 0, values);
  for (const [name, at] of l.sizeAt[succ]!) {
    const a = op.getAttr(name) as DenseArrayAttr;
    const sizes = a.nums;
    sizes[at]! += values.length;
    op.setAttr(name, DenseArrayAttr.i32(sizes));
  }
}
