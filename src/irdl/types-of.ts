/** The type of a named operand, result or (typed) attribute of an op, by its spec name. */
import { typeOfAttr } from '../ir/attributes.js';
import type { Operation } from '../ir/operation.js';
import type { Type } from '../ir/types.js';
import { type OpModel, operandRanges, resultRanges } from './model.js';

/** The index of the group named `name`, or -1 (a loop: no closure per call). */
function groupIndex(groups: readonly { readonly name: string }[], name: string): number {
  for (let i = 0; i < groups.length; i++) if (groups[i]!.name === name) return i;
  return -1;
}

export function valueTypeOf(m: OpModel, op: Operation, name: string): Type | undefined {
  const oi = groupIndex(m.operands, name);
  if (oi >= 0) {
    const [start, n] = operandRanges(m, op)[oi]!;
    return n ? op.getOperand(start).type : undefined;
  }
  const ri = groupIndex(m.results, name);
  if (ri >= 0) {
    const [start, n] = resultRanges(m, op)[ri]!;
    return n ? op.getResult(start).type : undefined;
  }
  const a = op.getAttr(name);
  return a ? typeOfAttr(a) : undefined;
}

/** All types of a named operand or result group. */
export function valueTypesOf(m: OpModel, op: Operation, name: string): Type[] {
  const oi = groupIndex(m.operands, name);
  if (oi >= 0) {
    const [start, n] = operandRanges(m, op)[oi]!;
    return op.operandTypes.slice(start, start + n);
  }
  const ri = groupIndex(m.results, name);
  if (ri >= 0) {
    const [start, n] = resultRanges(m, op)[ri]!;
    return op.resultTypes.slice(start, start + n);
  }
  return [];
}
