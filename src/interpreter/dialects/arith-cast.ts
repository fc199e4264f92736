/**
 * arith's casts, constants and select. Integer extensions and truncations move between the
 * number form (≤ 32 bits) and bigints; int → float conversions round once (bigints exactly,
 * through a rational); float → int truncates toward zero and saturates, NaN giving 0 (as the
 * GPU's cvt.rzi; LLVM leaves those results poison).
 */
import { DenseElementsAttr, FloatAttr, IntegerAttr, type Attribute } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { DenseResourceElementsAttr, resourceElements } from '../../ir/resources.js';
import { SparseElementsAttr } from '../../ir/sparse-elements.js';
import { FloatType, type RankedTensorType, type Type, type VectorType, elementTypeOf } from '../../ir/types.js';
import { InterpreterError } from '../errors.js';
import { isBig, isIndex, literal, roundF, sgn, uns, widthOf, wrapI } from '../exprs.js';
import type { Emitter, FunctionGen } from '../gen.js';
import { Tensor, allocStorage, toScalar } from '../values.js';
import { type ScalarCode, elemOf, elementwise, isShapedValue, resElemOf } from './lift.js';

const kindOf = (t: Type): string => (t as FloatType).kind;

function extui(a: string, from: Type, to: Type): string {
  if (isBig(to)) return isBig(from) ? `BigInt.asUintN(${widthOf(from)}, ${a})` : `BigInt(${uns(from, a)})`;
  return uns(from, a);
}

function extsi(a: string, from: Type, to: Type): string {
  if (isBig(to)) return isBig(from) ? a : `BigInt(${sgn(from, a)})`;
  return sgn(from, a);
}

function trunci(a: string, from: Type, to: Type): string {
  const w = widthOf(to);
  if (isBig(from)) {
    if (isBig(to)) return `BigInt.asIntN(${w}, ${a})`;
    return w === 1 ? `Number(${a} & 1n)` : `Number(BigInt.asIntN(${w}, ${a}))`;
  }
  return wrapI(to, a);
}

function intToFloat(a: string, from: Type, to: Type, signed: boolean): string {
  if (isBig(from)) {
    const v = signed ? a : `BigInt.asUintN(${widthOf(from)}, ${a})`;
    return `$rt.bigToFloat(${v}, '${kindOf(to)}')`;
  }
  return roundF(to, signed ? sgn(from, a) : uns(from, a));
}

function indexCast(a: string, from: Type, to: Type, unsigned: boolean, id: number): string {
  if (isIndex(from)) {
    if (isBig(to)) return `BigInt.asIntN(${widthOf(to)}, BigInt(${a}))`;
    return wrapI(to, a);
  }
  if (isBig(from)) return `$ix(Number(${unsigned ? `BigInt.asUintN(${widthOf(from)}, ${a})` : a}), ${id})`;
  return unsigned ? uns(from, a) : sgn(from, a);
}

function bitcast(a: string, from: Type, to: Type): string {
  if (from instanceof FloatType && to instanceof FloatType) {
    return `$rt.bitsToFloat($rt.floatToBits(${a}, '${from.kind}', ${from.width}), '${to.kind}', ${to.width})`;
  }
  if (from instanceof FloatType) return `$rt.floatToBits(${a}, '${from.kind}', ${from.width})`;
  if (to instanceof FloatType) return `$rt.bitsToFloat(${a}, '${to.kind}', ${to.width})`;
  return a;
}

const cast = (f: (a: string, from: Type, to: Type, op: Operation, g: FunctionGen) => string): ScalarCode =>
  ([a], op, g) => f(a!, elemOf(op, 0), resElemOf(op), op, g);

function truncf(a: string, _from: Type, to: Type, op: Operation): string {
  const mode = op.getAttr('roundingmode');
  const m = mode instanceof IntegerAttr ? mode.num : 0;
  return m === 0 ? roundF(to, a) : `$rt.truncfMode(${a}, '${kindOf(to)}', ${m})`;
}

export const castCode: Readonly<Record<string, ScalarCode>> = {
  'arith.extui': cast(extui),
  'arith.extsi': cast(extsi),
  'arith.trunci': cast(trunci),
  'arith.sitofp': cast((a, f, t) => intToFloat(a, f, t, true)),
  'arith.uitofp': cast((a, f, t) => intToFloat(a, f, t, false)),
  'arith.fptosi': cast((a, _f, t) => `$rt.fptosi(${a}, ${widthOf(t)})`),
  'arith.fptoui': cast((a, _f, t) => `$rt.fptoui(${a}, ${widthOf(t)})`),
  'arith.extf': cast((a) => a),
  'arith.truncf': cast(truncf),
  'arith.index_cast': cast((a, f, t, op, g) => indexCast(a, f, t, false, g.id(op))),
  'arith.index_castui': cast((a, f, t, op, g) => indexCast(a, f, t, true, g.id(op))),
  'arith.bitcast': cast(bitcast),
  'arith.scaling_extf': ([a, s], op) => roundF(resElemOf(op), `${a} * ${s}`),
  'arith.scaling_truncf': ([a, s], op) => truncf(`(${a} / ${s})`, elemOf(op, 0), resElemOf(op), op),
};

/** The runtime value of a constant attribute of type `t` (scalar, or an immutable Tensor). */
export function constantValue(a: Attribute, t: Type): number | bigint | Tensor {
  if (a instanceof IntegerAttr) return toScalar(t, a.value);
  if (a instanceof FloatAttr) return toScalar(t, a.value);
  if ((a instanceof DenseElementsAttr || a instanceof DenseResourceElementsAttr || a instanceof SparseElementsAttr) && isShapedValue(t)) {
    const et = elementTypeOf(t);
    const shape = (t as RankedTensorType | VectorType).shape;
    const n = shape.reduce((x, y) => x * y, 1);
    let at: (i: number) => number | bigint;
    if (a instanceof DenseResourceElementsAttr) {
      const elements = resourceElements(a);
      if (typeof elements === 'string') throw new Error(elements);
      at = (i) => elements[i]!;
    } else if (a instanceof SparseElementsAttr) {
      const elements = a.denseValues();
      at = (i) => elements[i]!;
    } else at = (i) => a.at(i);
    const data = allocStorage(et, n);
    for (let i = 0; i < n; i++) (data as unknown as (number | bigint)[])[i] = toScalar(et, at(i));
    return new Tensor(et, shape, data);
  }
  throw new Error(`unsupported constant '${a.key}'`);
}

const constant: Emitter = (op, g) => {
  const t = op.getResult(0).type;
  const a = op.getAttr('value');
  if (!a) throw new InterpreterError(op, 'has no value');
  let v: number | bigint | Tensor;
  try { v = constantValue(a, t); } catch (e) { throw new InterpreterError(op, (e as Error).message); }
  g.def(op.getResult(0), v instanceof Tensor ? g.konst(v) : literal(t, v));
};

/** select: a scalar condition picks whole values; a shaped condition picks element-wise. */
const select: Emitter = (op, g) => {
  const [c, a, b] = g.names_(op.operands);
  if (isShapedValue(op.getOperand(0).type)) {
    elementwise(([x, y, z]) => `(${x} ? ${y} : ${z})`)(op, g);
    return;
  }
  g.def(op.getResult(0), `(${c} ? ${a} : ${b})`);
};

export const castEmitters: Readonly<Record<string, Emitter>> = {
  'arith.constant': constant,
  'arith.select': select,
};
