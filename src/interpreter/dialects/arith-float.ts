/**
 * arith's float ops and comparisons as scalar code. Values are held rounded to their type, and
 * a result computed in double and rounded once is the correctly rounded result for + - * / of
 * every format up to f32 (double has more than 2p+2 bits), so each op is one JS operation and
 * one rounding (`Math.fround` for f32). fastmath flags do not change results here.
 */
import type { Operation } from '../../ir/operation.js';
import { roundF } from '../exprs.js';
import { intAttr } from './common.js';
import { type ScalarCode, resElemOf } from './lift.js';

const rounded = (jsOp: string): ScalarCode => ([a, b], op) => roundF(resElemOf(op), `${a} ${jsOp} ${b}`);
const helper = (fn: string): ScalarCode => ([a, b]) => `$rt.${fn}(${a}, ${b})`;

/** cmpf predicates by enum value (the `u` forms are true on NaN). */
function cmpfExpr(pred: number, a: string, b: string): string {
  switch (pred) {
    case 0: return 'false';
    case 1: return `${a} === ${b}`;
    case 2: return `${a} > ${b}`;
    case 3: return `${a} >= ${b}`;
    case 4: return `${a} < ${b}`;
    case 5: return `${a} <= ${b}`;
    case 6: return `(${a} < ${b} || ${a} > ${b})`;
    case 7: return `(${a} === ${a} && ${b} === ${b})`;
    case 8: return `!(${a} < ${b} || ${a} > ${b})`;
    case 9: return `!(${a} <= ${b})`;
    case 10: return `!(${a} < ${b})`;
    case 11: return `!(${a} >= ${b})`;
    case 12: return `!(${a} > ${b})`;
    case 13: return `${a} !== ${b}`;
    case 14: return `(${a} !== ${a} || ${b} !== ${b})`;
    default: return 'true';
  }
}

const predicateOf = (op: Operation): number => intAttr(op, 'predicate');

export const floatCode: Readonly<Record<string, ScalarCode>> = {
  'arith.addf': rounded('+'),
  'arith.subf': rounded('-'),
  'arith.mulf': rounded('*'),
  'arith.divf': rounded('/'),
  // fmod is exact: the remainder of two values of a type is a value of the type.
  'arith.remf': ([a, b]) => `(${a} % ${b})`,
  'arith.negf': ([a]) => `(-${a})`,
  'arith.maximumf': helper('maximumf'),
  'arith.minimumf': helper('minimumf'),
  'arith.maxnumf': helper('maxnumf'),
  'arith.minnumf': helper('minnumf'),
  'arith.cmpf': ([a, b], op) => `(${cmpfExpr(predicateOf(op), a!, b!)} ? 1 : 0)`,
};
