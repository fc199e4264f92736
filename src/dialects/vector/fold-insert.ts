/**
 * vector.insert's folder, as upstream's: inserting a whole vector of the result type is that
 * vector, constant positions become static, an insert over an insert at the same position skips
 * the first, and constants insert into constants (up to 256 elements, or any size when the
 * result has one use).
 */
import { type Attribute, type DenseElement, DenseElementsAttr, type DenseValue, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { FloatType, IntegerType, type Type, VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { storeInt } from '../arith/fold-core.js';
import { linearize, stridesOf } from './constraints.js';
import { poison } from '../ub/index.js';
import {
  POISON, type PositionOp, foldConstantPositions, hasDynamicPosition, mixedPosition, sameMixed, staticPosition,
} from './position.js';

type Insert = PositionOp & { readonly valueToStore: Value; readonly dest: Value; readonly result: Value };

const FOLD_THRESHOLD = 256;

/** A scalar constant as a dense element of type `t` (floats reinterpreted as integers by bits, as
 * upstream's convertNumericAttr; here only same-kind values are taken). */
function asElement(a: Attribute, t: Type): DenseValue | undefined {
  if (a instanceof IntegerAttr && t instanceof IntegerType) return storeInt(t, a.value);
  if (a instanceof IntegerAttr && a.type === t) return storeInt(t, a.value);
  if (a instanceof FloatAttr && t instanceof FloatType && a.type === t) return a.value;
  return undefined;
}

function foldDenseDest(op: Insert, src: Attribute | undefined, dst: Attribute | undefined): Attribute | undefined {
  if (hasDynamicPosition(op) || !(dst instanceof DenseElementsAttr) || !src) return undefined;
  const destTy = op.dest.type as VectorType;
  if (destTy.isScalable) return undefined;
  if (destTy.numElements > FOLD_THRESHOLD && !op.result.hasOneUse) return undefined;
  const pos = [...staticPosition(op)];
  while (pos.length < destTy.rank) pos.push(0);
  const begin = linearize(pos, stridesOf(destTy.shape));
  const et = destTy.elementType;
  let inserted: DenseElement[];
  if (src instanceof DenseElementsAttr) inserted = src.elements();
  else {
    const e = asElement(src, et);
    if (e === undefined) return undefined;
    inserted = [{ value: e, nanBits: src instanceof FloatAttr ? src.nanBits : undefined }];
  }
  const elements = dst.elements();
  inserted.forEach((e, i) => { elements[begin + i] = e; });
  return DenseElementsAttr.fromElements(destTy, elements);
}

export function foldInsert(op: Insert, operands: readonly (Attribute | undefined)[]): readonly FoldResult[] | undefined {
  if (staticPosition(op).length === 0 && op.valueToStore.type === op.result.type) return [op.valueToStore];
  const inPlace = foldConstantPositions(op, (op.dest.type as VectorType).shape, 2);
  const inner = op.dest.definingOp;
  if (inner?.name === 'vector.insert' && sameMixed(mixedPosition(op), mixedPosition(inner as PositionOp))) {
    op.setOperand(1, inner.getOperand(1));
    return op.results;
  }
  if (staticPosition(op).includes(POISON)) return [poison];
  const dense = foldDenseDest(op, operands[0], operands[1]);
  if (dense) return [dense];
  return inPlace ? op.results : undefined;
}
