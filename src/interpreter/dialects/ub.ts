/**
 * ub.poison: a value the program may not depend on. Any value is a correct reading of it; the
 * interpreter gives zeros (scalars, vectors and tensors of numbers). Reaching ub.unreachable is
 * an error.
 */
import { FloatType, IndexType, IntegerType, type RankedTensorType, type Type, type VectorType, elementTypeOf } from '../../ir/types.js';
import { InterpreterError } from '../errors.js';
import { literal } from '../exprs.js';
import type { EmitTable } from '../gen.js';
import { Tensor, allocStorage, toScalar } from '../values.js';
import { isShapedValue } from './lift.js';

const isNumber = (t: Type): boolean => t instanceof IntegerType || t instanceof FloatType || t instanceof IndexType;

export const ubTable: EmitTable = {
  'ub.unreachable': (op, g) => {
    g.line(`${g.fail(op, 'was reached')};`);
  },
  'ub.poison': (op, g) => {
    const t = op.getResult(0).type;
    if (isNumber(t)) { g.def(op.getResult(0), literal(t, toScalar(t, 0))); return; }
    const et = isShapedValue(t) ? elementTypeOf(t) : undefined;
    const shape = (t as RankedTensorType | VectorType).shape;
    if (!et || !isNumber(et) || !shape || shape.some((d) => d < 0)) throw new InterpreterError(op, `cannot make a poison value of type ${t.key}`);
    const n = shape.reduce((x, y) => x * y, 1);
    const data = allocStorage(et, n);
    for (let i = 0; i < n; i++) (data as unknown as (number | bigint)[])[i] = toScalar(et, 0);
    g.def(op.getResult(0), g.konst(new Tensor(et, shape, data)));
  },
};
