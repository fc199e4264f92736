/** Operand groups of affine.for (bounds and loop-carried values) and updating its bounds. */
import { AffineMapAttr, DenseArrayAttr } from '../../ir/attributes.js';
import type { AffineMap } from '../../ir/affine/map.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { mapOf } from './syntax.js';

/** The lower bound, upper bound and loop-carried operands of an affine.for. */
export function forParts(op: Operation): { lb: Value[]; ub: Value[]; inits: Value[] } {
  const sizes = op.getAttr('operandSegmentSizes');
  const all = op.operands;
  if (sizes instanceof DenseArrayAttr && sizes.length === 3) {
    const [a, b] = [Number(sizes.values[0]), Number(sizes.values[1])];
    return { lb: all.slice(0, a), ub: all.slice(a, a + b), inits: all.slice(a + b) };
  }
  const a = mapOf(op, 'lowerBoundMap').getNumInputs();
  const b = mapOf(op, 'upperBoundMap').getNumInputs();
  return { lb: all.slice(0, a), ub: all.slice(a, a + b), inits: all.slice(a + b) };
}

/** Sets an affine.for's bounds (operands, maps and segment sizes), keeping its loop-carried values. */
export function setForBounds(op: Operation, lb: readonly Value[], lbMap: AffineMap, ub: readonly Value[], ubMap: AffineMap): void {
  const { inits } = forParts(op);
  op.setOperands([...lb, ...ub, ...inits]);
  op.setAttr('operandSegmentSizes', DenseArrayAttr.i32([lb.length, ub.length, inits.length]));
  op.setAttr('lowerBoundMap', AffineMapAttr.get(lbMap));
  op.setAttr('upperBoundMap', AffineMapAttr.get(ubMap));
}
