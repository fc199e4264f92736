/** Small helpers the dialect tables share: mixed static/dynamic lists, shapes, names. */
import { DenseArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { DYNAMIC, FloatType, MemRefType, RankedTensorType, type Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { InterpreterError } from '../errors.js';
import type { FunctionGen } from '../gen.js';
import { isBig, roundF, uns, wrapI } from '../exprs.js';

const K_DYNAMIC = -(2n ** 63n);

/** A static/dynamic list (`static_sizes` + `sizes`) as JS expressions, in order. */
export function mixed(g: FunctionGen, statics: unknown, dynamics: readonly Value[]): string[] {
  if (!(statics instanceof DenseArrayAttr)) throw new Error('interpreter: expected a dense array attribute');
  let k = 0;
  return statics.values.map((v) => (BigInt(v) === K_DYNAMIC ? g.name(dynamics[k++]!) : String(Number(v))));
}

/** `[a, b, c]` */
export const list = (xs: readonly string[]): string => `[${xs.join(', ')}]`;

/**
 * The runtime shape of a tensor or memref type: static dims as literals, dynamic ones from
 * `dynamic` (the op's dynamic size operands, in order).
 */
export function shapeExprs(g: FunctionGen, t: Type, dynamic: readonly Value[]): string[] {
  const shape = (t as RankedTensorType | MemRefType).shape;
  let k = 0;
  return shape.map((d) => (d === DYNAMIC ? g.name(dynamic[k++]!) : String(d)));
}

/** A tensor or memref type's static shape, or a failure (unranked types are not supported). */
export function rankedShape(op: Operation, t: Type): readonly number[] {
  if (t instanceof RankedTensorType || t instanceof MemRefType) return t.shape;
  throw new InterpreterError(op, `unranked type '${t.key}' is not supported by the interpreter`);
}

/** The shape expression of a tensor (`.shape`) or memref (`.sizes`) value. */
export function shapeOf(v: Value, name: string): string {
  return v.type instanceof MemRefType ? `${name}.sizes` : `${name}.shape`;
}

/** Dim `i` of a value: a literal when static, else read at run time. */
export function dimExpr(v: Value, name: string, i: number): string {
  const t = v.type;
  const d = (t as RankedTensorType).shape?.[i];
  if (d !== undefined && d !== DYNAMIC) return String(d);
  return `${shapeOf(v, name)}[${i}]`;
}

/** An integer attribute of `op` as a number (enum-like attributes are IntegerAttrs). */
export function intAttr(op: Operation, name: string, dflt?: number): number {
  const a = op.getAttr(name);
  if (a instanceof IntegerAttr) return a.num;
  if (dflt !== undefined) return dflt;
  throw new InterpreterError(op, `has no integer attribute '${name}'`);
}

/** A dense array attribute of `op` as numbers. */
export function arrayAttr(op: Operation, name: string): number[] {
  const a = op.getAttr(name);
  if (a instanceof DenseArrayAttr) return a.nums;
  throw new InterpreterError(op, `has no array attribute '${name}'`);
}

/**
 * `(a, b) => a <op> b` for a built-in reduction of element type `t`, by gpu's AllReduceOperation
 * value (add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, minimumf, maximumf).
 */
export function combineFn(kind: number, t: Type): string {
  const f = t instanceof FloatType;
  switch (kind) {
    case 0: return `(a, b) => ${f ? roundF(t, 'a + b') : wrapI(t, 'a + b')}`;
    case 1: return `(a, b) => ${f ? roundF(t, 'a * b') : isBig(t) ? wrapI(t, 'a * b') : wrapI(t, 'Math.imul(a, b)')}`;
    case 2: return `(a, b) => (${uns(t, 'a')} < ${uns(t, 'b')} ? a : b)`;
    case 3: return '(a, b) => (a < b ? a : b)';
    case 4: return '$rt.minnumf';
    case 5: return `(a, b) => (${uns(t, 'a')} > ${uns(t, 'b')} ? a : b)`;
    case 6: return '(a, b) => (a > b ? a : b)';
    case 7: return '$rt.maxnumf';
    case 8: return '(a, b) => a & b';
    case 9: return '(a, b) => a | b';
    case 10: return '(a, b) => a ^ b';
    case 11: return '$rt.minimumf';
    default: return '$rt.maximumf';
  }
}
