/**
 * Positions of vector.extract and vector.insert: static entries in a DenseI64ArrayAttr where
 * ShapedType::kDynamic marks an SSA index operand, -1 meaning poison.
 */
import { type DenseArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { type Type, VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { K_DYNAMIC, staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';
import { constantOf } from '../../rewrite/fold.js';

export const DYN = Number(K_DYNAMIC);
export const POISON = -1;

/** What extract and insert share: positions, static and dynamic. */
export type PositionOp = Operation & {
  readonly static_position: DenseArrayAttr;
  readonly dynamic_position: Value[];
};

export const staticPosition = (op: PositionOp): number[] => op.static_position.nums;
export const hasDynamicPosition = (op: PositionOp): boolean => op.dynamic_position.length > 0;
/** Each position entry: a number, or the SSA value of a dynamic one. */
export function mixedPosition(op: PositionOp): (number | Value)[] {
  let k = 0;
  return staticPosition(op).map((p) => (p === DYN ? op.dynamic_position[k++]! : p));
}
export const sameMixed = (a: readonly (number | Value)[], b: readonly (number | Value)[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The type vector.extract infers: the element type, or the trailing dims as a vector. */
export function extractResultType(source: VectorType, numIndices: number): Type {
  if (numIndices === source.rank) return source.elementType;
  const n = Math.min(numIndices, source.rank);
  return VectorType.get(source.shape.slice(n), source.elementType, source.scalableDims.slice(n));
}

/** Constant dynamic positions become static (in range or -1), as upstream's
 * extractInsertFoldConstantOp. True when the op changed. */
export function foldConstantPositions(op: PositionOp, shape: readonly number[], fixedOperands: number): boolean {
  if (!hasDynamicPosition(op)) return false;
  const statics = staticPosition(op);
  const keep: Value[] = [];
  let k = 0, changed = false;
  statics.forEach((s, i) => {
    if (s !== DYN) return;
    const v = op.dynamic_position[k++]!;
    const c = constantOf(v);
    if (c instanceof IntegerAttr && Number(c.value) >= -1 && Number(c.value) < shape[i]!) {
      statics[i] = Number(c.value);
      changed = true;
      return;
    }
    keep.push(v);
  });
  if (!changed) return false;
  op.setAttr('static_position', positionAttr(statics));
  op.setOperands([...op.operands.slice(0, fixedOperands), ...keep]);
  return true;
}

export const positionAttr = (values: readonly number[]): DenseArrayAttr =>
  staticIndexArray(values.map((v) => (v === DYN ? K_DYNAMIC : BigInt(v))));

