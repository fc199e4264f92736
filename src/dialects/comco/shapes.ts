/** Shape rules shared by the comco ops: static ranked tensors, broadcasting, printing shapes. */
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { FloatType, IntegerType, RankedTensorType, type Type } from '../../ir/types.js';
import { typeConstraint } from '../../irdl/constraints.js';

const isNumeric = (t: Type) => t instanceof FloatType || (t instanceof IntegerType && t.isSignless);

/** A statically shaped tensor of float or signless integer elements. */
export const ComcoTensor = typeConstraint('statically shaped tensor of float or signless integer values',
  (t) => t instanceof RankedTensorType && t.hasStaticShape && isNumeric(t.elementType));
/** A statically shaped tensor of floats (ops with float semantics: softmax, dropout...). */
export const ComcoFloatTensor = typeConstraint('statically shaped tensor of floating-point values',
  (t) => t instanceof RankedTensorType && t.hasStaticShape && t.elementType instanceof FloatType);

export const shapeText = (t: Type): string => (t instanceof RankedTensorType ? t.shape.join('x') || 'scalar' : t.key);

/** NumPy broadcasting of two shapes (aligned at the right), or undefined if incompatible. */
export function broadcastShapes(a: readonly number[], b: readonly number[]): number[] | undefined {
  const n = Math.max(a.length, b.length);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = a[a.length - n + i] ?? 1;
    const y = b[b.length - n + i] ?? 1;
    if (x !== y && x !== 1 && y !== 1) return undefined;
    out.push(x === 1 ? y : x);
  }
  return out;
}

/** The result of an elementwise op must have the broadcast shape of its operands. */
export function verifyBroadcast(op: Operation, operands: readonly Type[], result: Type): void {
  const shapes = operands.map((t) => (t as RankedTensorType).shape);
  let shape: number[] | undefined = [...shapes[0]!];
  for (const s of shapes.slice(1)) shape = shape && broadcastShapes(shape, s);
  if (!shape) throw opError(op, `operand shapes ${operands.map(shapeText).join(', ')} are not broadcast-compatible`);
  const r = result as RankedTensorType;
  if (r.shape.join('x') !== shape.join('x')) {
    throw opError(op, `result shape ${shapeText(result)} does not match the broadcast shape ${shape.join('x') || 'scalar'} of the operands`);
  }
  const et = r.elementType;
  for (const t of operands) {
    if ((t as RankedTensorType).elementType !== et) throw opError(op, `element types differ: '${(t as RankedTensorType).elementType.key}' vs '${et.key}'`);
  }
}

/** An axis in [-rank, rank), normalized to [0, rank). */
export function normalizeAxis(op: Operation, axis: number, rank: number): number {
  if (axis < -rank || axis >= rank) throw opError(op, `axis ${axis} is out of range for a tensor of rank ${rank}`);
  return axis < 0 ? axis + rank : axis;
}
