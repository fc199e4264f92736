/**
 * `arith.constant` and what folding needs of it: the names it gives its result (`%c42_i32`,
 * `%true`, `%cst`) and the materialization of folded values as constants.
 */
import {
  type Attribute, DenseElementsAttr, ElementsAttr, FloatAttr, IntegerAttr, typeOfAttr,
} from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import { opError } from '../../ir/diagnostics.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import { ConstantLike, Pure } from '../../ir/traits.js';
import { IntegerType, type Type, VectorType } from '../../ir/types.js';
import { AnyType, TypedAttrC } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { elementOf } from './types.js';
import { PoisonAttr, materializePoison } from '../ub/index.js';

/**
 * ```mlir
 * %1 = arith.constant 42 : i32
 * ```
 * Generic form: `%1 = "arith.constant"() <{value = 42 : i32}> : () -> i32`.
 */
export const ConstantOp = defineOp({
  name: 'arith.constant',
  summary: 'integer or floating point constant',
  attributes: { value: TypedAttrC },
  results: { result: AnyType },
  traits: [ConstantLike, Pure],
  sameTypes: [['value', 'result']],
  format: 'attr-dict $value',
}, {
  verify(op) {
    const t = op.result.type;
    if (t instanceof IntegerType && !t.isSignless) throw opError(op, 'integer return type must be signless');
    const v = op.value;
    if (!(v instanceof IntegerAttr || v instanceof FloatAttr || v instanceof ElementsAttr)) {
      throw opError(op, 'value must be an integer, float, or elements attribute');
    }
    if (t instanceof VectorType && t.isScalable && !(v instanceof DenseElementsAttr && v.isSplat)) {
      // (sic) upstream's spelling.
      throw opError(op, "intializing scalable vectors with elements attribute is not supported unless it's a vector splat");
    }
  },
  fold: (op) => [op.value],
  asmResultNames(op) {
    const v = op.value;
    if (!(v instanceof IntegerAttr)) return ['cst'];
    const t = op.result.type;
    if (t instanceof IntegerType && t.width === 1) return [v.value ? 'true' : 'false'];
    return [t instanceof IntegerType ? `c${v.value}_${t.key}` : `c${v.value}`];
  },
  inferResultTypes(_operands, attrs) {
    const v = attrs.get('value');
    const t = v ? typeOfAttr(v) : undefined;
    if (!t) throw new Error('value must be an integer, float, or elements attribute');
    return [t];
  },
});

/** Whether an arith.constant can hold `value` as a result of `type` (ConstantOp::isBuildableWith). */
export function isBuildableWith(value: Attribute, type: Type): boolean {
  if (typeOfAttr(value) !== type) return false;
  const et = elementOf(type);
  if (et instanceof IntegerType && !et.isSignless) return false;
  return value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof ElementsAttr;
}

/** The dialect's constant materializer: folded values become arith.constant ops (poison a
 * ub.poison, as upstream's). */
export function materializeConstant(b: Builder, value: Attribute, type: Type, loc: Location): Operation | undefined {
  if (value instanceof PoisonAttr) return materializePoison(b, value, type, loc);
  if (!isBuildableWith(value, type)) return undefined;
  return ConstantOp.build(b, { value }, loc);
}
