/**
 * Scalar ops lifted to tensors and vectors. arith and math ops are ElementwiseMappable: the
 * same op applies to scalars, or element by element to tensors/vectors of them. Their tables
 * give only the scalar code (a JS expression over the operands' names); `elementwise` emits it
 * directly for scalars, and inside `$rt.emap` for shaped values.
 */
import type { Operation } from '../../ir/operation.js';
import { RankedTensorType, type Type, VectorType, elementTypeOf } from '../../ir/types.js';
import { InterpreterError } from '../errors.js';
import type { Emitter, FunctionGen } from '../gen.js';

/** The scalar code of an elementwise op: an expression over the (scalar) operand names. */
export type ScalarCode = (args: readonly string[], op: Operation, g: FunctionGen) => string;

export const isShapedValue = (t: Type): boolean => t instanceof RankedTensorType || t instanceof VectorType;

/** Element type of operand `i` (the type itself for scalars). */
export const elemOf = (op: Operation, i: number): Type => elementTypeOf(op.getOperand(i).type);
/** Element type of result `i`. */
export const resElemOf = (op: Operation, i = 0): Type => elementTypeOf(op.getResult(i).type);

export function elementwise(code: ScalarCode): Emitter {
  return (op, g) => {
    const result = op.getResult(0);
    if (!isShapedValue(result.type)) {
      g.def(result, code(g.names_(op.operands), op, g));
      return;
    }
    if (!op.operands.every((v) => isShapedValue(v.type))) {
      throw new InterpreterError(op, 'mixes scalar and shaped operands');
    }
    const params = op.operands.map(() => g.fresh('x'));
    const expr = code(params, op, g);
    const et = g.konst(elementTypeOf(result.type));
    g.def(result, `$rt.emap(${et}, [${g.names_(op.operands).join(', ')}], (${params.join(', ')}) => ${expr}, ${g.id(op)})`);
  };
}

/** Like `elementwise` for ops with several results: `code` gives an array expression. */
export function elementwiseN(code: ScalarCode): Emitter {
  return (op, g) => {
    const tmp = g.fresh('r');
    if (!isShapedValue(op.getResult(0).type)) {
      g.line(`const ${tmp} = ${code(g.names_(op.operands), op, g)};`);
    } else {
      const params = op.operands.map(() => g.fresh('x'));
      const ets = g.konst(op.results.map((r) => elementTypeOf(r.type)));
      g.line(`const ${tmp} = $rt.emapN(${ets}, [${g.names_(op.operands).join(', ')}], (${params.join(', ')}) => ${code(params, op, g)}, ${g.id(op)});`);
    }
    op.results.forEach((r, i) => g.def(r, `${tmp}[${i}]`));
  };
}
