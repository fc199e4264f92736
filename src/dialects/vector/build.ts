/**
 * Small builders the vector patterns share, named after the ops they create, plus upstream's
 * makeArithReduction (the arith op that combines two values for a combining kind).
 */
import { type Attribute, DenseArrayAttr } from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import type { Location } from '../../ir/location.js';
import { FloatType, type Type, type VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import {
  AddFOp, AddIOp, AndIOp, ConstantOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp,
  MulFOp, MulIOp, OrIOp, XOrIOp,
} from '../arith/index.js';
import { FastMathFlags } from '../arith/attrs.js';
import { kindName } from './attrs.js';
import { elementOrSelf } from './constraints.js';
import { ExtractOp } from './extract-insert.js';
import { ConstantMaskOp, CreateMaskOp } from './masks.js';
import { positionAttr } from './position.js';
import { BroadcastOp, ShapeCastOp, TransposeOp } from './shape-ops.js';

export const broadcast = (b: Builder, source: Value, type: Type, loc?: Location): Value =>
  BroadcastOp.build(b, { source, resultTypes: [type] }, loc).vector;
export const shapeCast = (b: Builder, source: Value, type: Type, loc?: Location): Value =>
  ShapeCastOp.build(b, { source, resultTypes: [type] }, loc).result;
export const transpose = (b: Builder, vector: Value, perm: readonly number[], type: Type, loc?: Location): Value =>
  TransposeOp.build(b, { vector, permutation: DenseArrayAttr.i64([...perm]), resultTypes: [type] }, loc).result;
/** vector.extract at a static position (all zeros by default: the first element). */
export function extract(b: Builder, vector: Value, position?: readonly number[], loc?: Location): Value {
  const pos = position ?? new Array<number>((vector.type as VectorType).rank).fill(0);
  return ExtractOp.build(b, { vector, dynamic_position: [], static_position: positionAttr(pos) }, loc).result;
}
export const createMask = (b: Builder, operands: readonly Value[], type: Type, loc?: Location): Value =>
  CreateMaskOp.build(b, { operands: [...operands], resultTypes: [type] }, loc).result;
export const constantMask = (b: Builder, sizes: readonly number[], type: Type, loc?: Location): Value =>
  ConstantMaskOp.build(b, { mask_dim_sizes: DenseArrayAttr.i64([...sizes]), resultTypes: [type] }, loc).result;
export const constant = (b: Builder, value: Attribute, loc?: Location): Value => ConstantOp.build(b, { value }, loc).result;

/** The arith op combining `v1` and `acc` for `kind` (upstream's makeArithReduction, no mask). */
export function makeArithReduction(b: Builder, loc: Location, kind: DialectEnumAttr, v1: Value, acc: Value, fastmath?: DialectEnumAttr): Value {
  const fm = fastmath ?? FastMathFlags.get(0);
  const int = { lhs: v1, rhs: acc }, flt = { lhs: v1, rhs: acc, fastmath: fm };
  const isFloat = elementOrSelf(v1.type) instanceof FloatType;
  switch (kindName(kind)) {
    case 'add': return isFloat ? AddFOp.build(b, flt, loc).result : AddIOp.build(b, int, loc).result;
    case 'mul': return isFloat ? MulFOp.build(b, flt, loc).result : MulIOp.build(b, int, loc).result;
    case 'and': return AndIOp.build(b, int, loc).result;
    case 'or': return OrIOp.build(b, int, loc).result;
    case 'xor': return XOrIOp.build(b, int, loc).result;
    case 'maxsi': return MaxSIOp.build(b, int, loc).result;
    case 'minsi': return MinSIOp.build(b, int, loc).result;
    case 'maxui': return MaxUIOp.build(b, int, loc).result;
    case 'minui': return MinUIOp.build(b, int, loc).result;
    case 'maxnumf': return MaxNumFOp.build(b, flt, loc).result;
    case 'minnumf': return MinNumFOp.build(b, flt, loc).result;
    case 'maximumf': return MaximumFOp.build(b, flt, loc).result;
    default: return MinimumFOp.build(b, flt, loc).result;
  }
}
