/**
 * arith's integer ops as scalar code. Values ≤ 32 bits are numbers in signed form (i1 as 0/1),
 * so most ops are one JS expression plus a wrap (`| 0`, `<< k >> k`, `& 1`); wider integers are
 * bigints wrapped with BigInt.asIntN; `index` results are checked for exactness. Divisions go
 * through the runtime, which reports division by zero and signed overflow at the op.
 */
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import { isBig, isIndex, sgn, uns, widthOf, wrapI } from '../exprs.js';
import type { FunctionGen } from '../gen.js';
import { intAttr } from './common.js';
import { type ScalarCode, elemOf, resElemOf } from './lift.js';

type Binary = (a: string, b: string, t: Type, op: Operation, g: FunctionGen) => string;

/** Scalar code of a binary op on operands of the result's element type. */
const bin = (f: Binary): ScalarCode => ([a, b], op, g) => f(a!, b!, resElemOf(op), op, g);

const arithmetic = (jsOp: '+' | '-') => bin((a, b, t, op, g) => {
  if (isBig(t)) return `BigInt.asIntN(${widthOf(t)}, ${a} ${jsOp} ${b})`;
  return wrapI(t, `${a} ${jsOp} ${b}`, g.id(op));
});

const muli = bin((a, b, t, op, g) => {
  if (isIndex(t)) return `$ix(${a} * ${b}, ${g.id(op)})`;
  if (isBig(t)) return `BigInt.asIntN(${widthOf(t)}, ${a} * ${b})`;
  const w = widthOf(t);
  if (w === 1) return `(${a} & ${b})`;
  return w === 32 ? `Math.imul(${a}, ${b})` : wrapI(t, `Math.imul(${a}, ${b})`);
});

/** A division-like op: `n` the number helper (signed views or unsigned views), `b` bigint. */
function division(n: string, bigFn: string, signed: boolean, index: (a: string, b: string, id: number) => string) {
  return bin((a, b, t, op, g) => {
    const id = g.id(op);
    if (isIndex(t)) return index(a, b, id);
    const w = widthOf(t);
    if (isBig(t)) return `$rt.${bigFn}(${a}, ${b}, ${w}, ${id})`;
    const view = signed ? sgn : uns;
    return `$rt.${n}(${view(t, a)}, ${view(t, b)}, ${w}, ${id})`;
  });
}
/** Unsigned index ops go through 64-bit BigInt arithmetic. */
const viaBig = (fn: string) => (a: string, b: string, id: number): string =>
  `$ix(Number($rt.${fn}(BigInt(${a}), BigInt(${b}), 64, ${id})), ${id})`;

const bitwise = (jsOp: '&' | '|' | '^', indexFn: string) => bin((a, b, t, op, g) =>
  (isIndex(t) ? `$rt.${indexFn}(${a}, ${b}, ${g.id(op)})` : `(${a} ${jsOp} ${b})`));

function shift(n: string, big: string, index: string) {
  return bin((a, b, t, op, g) => {
    if (isIndex(t)) return `$rt.${index}(${a}, ${b}, ${g.id(op)})`;
    const w = widthOf(t);
    if (isBig(t)) return `$rt.${big}(${a}, BigInt.asUintN(${w}, ${b}), ${w})`;
    return `$rt.${n}(${a}, ${uns(t, b)}, ${w})`;
  });
}

function minMax(signed: boolean, max: boolean) {
  return bin((a, b, t) => {
    const w = isIndex(t) ? 64 : widthOf(t);
    const cmp = max ? '>' : '<';
    if (signed) {
      if (w === 1) return max ? `(${a} & ${b})` : `(${a} | ${b})`;
      return `(${a} ${cmp} ${b} ? ${a} : ${b})`;
    }
    return `(${uns(t, a)} ${cmp} ${uns(t, b)} ? ${a} : ${b})`;
  });
}

const CMPI = ['===', '!==', '<', '<=', '>', '>=', '<', '<=', '>', '>='] as const;

/** An integer comparison by predicate number (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge), the
 * numbering of arith.cmpi and index.cmp alike. */
export const compareBy = (predicate: (op: Operation) => number): ScalarCode => ([a, b], op) => {
  const t = elemOf(op, 0);
  const pred = predicate(op);
  const view = pred < 2 ? (_: Type, e: string) => e : pred < 6 ? sgn : uns;
  return `(${view(t, a!)} ${CMPI[pred]} ${view(t, b!)} ? 1 : 0)`;
};
const cmpi = compareBy((op) => intAttr(op, 'predicate'));

const isIndexOp = (op: Operation): string => (isIndex(resElemOf(op)) ? 'true' : 'false');

export const intCode: Readonly<Record<string, ScalarCode>> = {
  'arith.addi': arithmetic('+'),
  'arith.subi': arithmetic('-'),
  'arith.muli': muli,
  'arith.divsi': division('sdiv', 'sdivB', true, (a, b, id) => `$rt.sdiv(${a}, ${b}, 64, ${id})`),
  'arith.divui': division('udiv', 'udivB', false, (a, b, id) => `$rt.iudiv(${a}, ${b}, ${id})`),
  'arith.remsi': division('srem', 'sremB', true, (a, b, id) => `$rt.srem(${a}, ${b}, 64, ${id})`),
  'arith.remui': division('urem', 'uremB', false, (a, b, id) => `$rt.iurem(${a}, ${b}, ${id})`),
  'arith.ceildivsi': division('ceildivs', 'ceildivsB', true, (a, b, id) => `$rt.ceildivs(${a}, ${b}, 64, ${id})`),
  'arith.ceildivui': division('ceildivu', 'ceildivuB', false, viaBig('ceildivuB')),
  'arith.floordivsi': division('floordivs', 'floordivsB', true, (a, b, id) => `$rt.floordivs(${a}, ${b}, 64, ${id})`),
  'arith.andi': bitwise('&', 'iand'),
  'arith.ori': bitwise('|', 'ior'),
  'arith.xori': bitwise('^', 'ixor'),
  'arith.shli': shift('shl', 'shlB', 'ishl'),
  'arith.shrsi': shift('shrs', 'shrsB', 'ishrs'),
  'arith.shrui': shift('shru', 'shruB', 'ishru'),
  'arith.maxsi': minMax(true, true),
  'arith.minsi': minMax(true, false),
  'arith.maxui': minMax(false, true),
  'arith.minui': minMax(false, false),
  'arith.cmpi': cmpi,
};

/** Ops with two results ([low, high] / [sum, carry]). */
export const intCodeN: Readonly<Record<string, ScalarCode>> = {
  'arith.addui_extended': ([a, b], op) => `$rt.adduiExtended(${a}, ${b}, ${widthOf(resElemOf(op))}, ${isIndexOp(op)})`,
  'arith.mulsi_extended': ([a, b], op) => `$rt.mulExtended(${a}, ${b}, ${widthOf(resElemOf(op))}, ${isIndexOp(op)}, true)`,
  'arith.mului_extended': ([a, b], op) => `$rt.mulExtended(${a}, ${b}, ${widthOf(resElemOf(op))}, ${isIndexOp(op)}, false)`,
};
