/**
 * math's integer ops (absi, the bit counts, ipowi), the float classifications (isnan, ...), and
 * the ops whose syntax is their own: fpowi (two types), sincos (two results), clampf.
 */
import { Pure, SameOperandsAndResultShape, SameOperandsAndResultType } from '../../ir/traits.js';
import { FloatLike, SignlessIntegerLike } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { elementwise } from '../arith/common.js';
import { BoolLike, i1SameShape } from '../arith/types.js';
import {
  type FoldFn, classifyFold, countLeadingZeros, countTrailingZeros, intFold, ipow, isNormal, popCount,
} from './fold.js';
import { fastmath, mathTraits } from './ops.js';

function intUnary<const N extends string>(name: N, summary: string, fold: FoldFn) {
  return defineOp({
    name,
    summary,
    operands: { operand: SignlessIntegerLike },
    results: { result: SignlessIntegerLike },
    traits: mathTraits,
    format: '$operand attr-dict `:` type($result)',
  }, { fold: (op, operands) => fold(operands, op.result.type) });
}

/** `%r = math.absi %x : i32` (abs of the minimum value is itself, as APInt::abs) */
export const AbsIOp = intUnary('math.absi', 'integer absolute-value operation', intFold(1, ([x]) => (x! < 0n ? -x! : x!)));
/** `%r = math.ctlz %x : i32` */
export const CountLeadingZerosOp = intUnary('math.ctlz', 'counts the leading zeros an integer value',
  intFold(1, ([x], w) => countLeadingZeros(x!, w)));
/** `%r = math.cttz %x : vector<4xi32>` */
export const CountTrailingZerosOp = intUnary('math.cttz', 'counts the trailing zeros an integer value',
  intFold(1, ([x], w) => countTrailingZeros(x!, w)));
/** `%r = math.ctpop %x : i64` */
export const CtPopOp = intUnary('math.ctpop', 'counts the number of set bits of an integer value',
  intFold(1, ([x], w) => popCount(x!, w)));

const ipowFold = intFold(2, ([b, p], w) => ipow(b!, p!, w));
/** `%r = math.ipowi %b, %p : i32` */
export const IPowIOp = defineOp({
  name: 'math.ipowi',
  summary: 'signed integer raised to the power of operation',
  operands: { lhs: SignlessIntegerLike, rhs: SignlessIntegerLike },
  results: { result: SignlessIntegerLike },
  traits: mathTraits,
  format: '$lhs `,` $rhs attr-dict `:` type($result)',
}, { fold: (op, operands) => ipowFold(operands, op.result.type) });

/** `%r = math.fpowi %x, %n : f32, i32` (upstream does not fold it) */
export const FPowIOp = defineOp({
  name: 'math.fpowi',
  summary: 'floating point raised to the signed integer power',
  operands: { lhs: FloatLike, rhs: SignlessIntegerLike },
  attributes: fastmath,
  results: { result: FloatLike },
  traits: [Pure, SameOperandsAndResultShape, ...elementwise],
  sameTypes: [['lhs', 'result']],
  format: '$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)',
});

const i1Result = {
  from: 'operand', to: 'result', transform: i1SameShape,
  description: 'result type has i1 element type and same shape as operands',
} as const;

/** The classifications carry `fastmath` but leave it out of their syntax (attr-dict shows it). */
function classification<const N extends string>(name: N, summary: string, fold: FoldFn) {
  return defineOp({
    name,
    summary,
    operands: { operand: FloatLike },
    attributes: fastmath,
    results: { result: BoolLike },
    traits: [Pure, ...elementwise],
    typeRelations: [i1Result],
    format: '$operand attr-dict `:` type($operand)',
  }, { fold: (op, operands) => fold(operands, op.result.type) });
}

/** `%b = math.isnan %x : f32` */
export const IsNaNOp = classification('math.isnan', 'returns true if the operand classifies as NaN',
  classifyFold((x) => Number.isNaN(x)));
/** `%b = math.isinf %x : vector<4xf32>` */
export const IsInfOp = classification('math.isinf', 'returns true if the operand classifies as infinite',
  classifyFold((x) => x === Infinity || x === -Infinity));
/** `%b = math.isfinite %x : f32` */
export const IsFiniteOp = classification('math.isfinite', 'returns true if the operand classifies as finite',
  classifyFold((x) => Number.isFinite(x)));
/** `%b = math.isnormal %x : f64` */
export const IsNormalOp = classification('math.isnormal', 'returns true if the operand classifies as normal',
  classifyFold(isNormal));

/** `%s, %c = math.sincos %x : f32` (upstream does not fold it) */
export const SincosOp = defineOp({
  name: 'math.sincos',
  summary: 'sine and cosine of the specified value',
  operands: { operand: FloatLike },
  attributes: fastmath,
  results: { sin: FloatLike, cos: FloatLike },
  traits: [Pure, ...elementwise],
  sameTypes: [['operand', 'sin', 'cos']],
  format: '$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)',
});

/** `%r = math.clampf %x to [%lo, %hi] : f32` (upstream does not fold it) */
export const ClampFOp = defineOp({
  name: 'math.clampf',
  summary: 'floating point clamping operation',
  operands: { value: FloatLike, min: FloatLike, max: FloatLike },
  attributes: fastmath,
  results: { result: FloatLike },
  traits: [Pure, SameOperandsAndResultType, ...elementwise],
  format: '$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
});
