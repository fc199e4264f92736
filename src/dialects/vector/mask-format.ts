/**
 * What is known about a mask value statically (upstream's getMaskFormat): all set, all clear, or
 * unknown, read through an arith.constant of bools, a vector.constant_mask, or a
 * vector.create_mask with a non-positive constant size. Ops are recognized by name so that the
 * op definitions can use this without import cycles.
 */
import { DenseArrayAttr, DenseElementsAttr, IntegerAttr } from '../../ir/attributes.js';
import { VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';

export type MaskFormat = 'allTrue' | 'allFalse' | 'unknown';

export function maskFormat(mask: Value): MaskFormat {
  const def = mask.definingOp;
  if (!def) return 'unknown';
  if (def.name === 'arith.constant') {
    const v = def.getAttr('value');
    if (!(v instanceof DenseElementsAttr)) return 'unknown';
    const n = v.numElements;
    if (n === 0) return 'unknown';
    const vals = v.isSplat ? [v.values[0]!] : v.values;
    const anySet = vals.some((x) => x !== 0 && x !== 0n), anyClear = vals.some((x) => x === 0 || x === 0n);
    if (anySet && anyClear) return 'unknown';
    return anySet ? 'allTrue' : 'allFalse';
  }
  if (def.name === 'vector.constant_mask') {
    const sizes = def.getAttr('mask_dim_sizes');
    const shape = (def.getResult(0).type as VectorType).shape;
    if (!(sizes instanceof DenseArrayAttr) || sizes.length !== shape.length) return 'unknown';
    const ns = sizes.nums;
    if (ns.every((s, i) => s >= shape[i]!)) return 'allTrue';
    if (ns.every((s) => s <= 0)) return 'allFalse';
    return 'unknown';
  }
  if (def.name === 'vector.create_mask') {
    for (const operand of def.operands) {
      const c = operand.definingOp;
      if (c?.name !== 'arith.constant') continue;
      const a = c.getAttr('value');
      if (a instanceof IntegerAttr && a.value <= 0n) return 'allFalse';
    }
  }
  return 'unknown';
}

export const isVectorType = (t: unknown): t is VectorType => t instanceof VectorType;
