/**
 * The math dialect's implementation table. Functions are computed in double and rounded once to
 * the result type: exact for the ops that are exact (abs, ceil, floor, round), correctly
 * rounded for sqrt, and within the host libm's accuracy (about 1 ulp of double) for the others.
 */
import { FloatType } from '../../ir/types.js';
import { roundF, widthOf } from '../exprs.js';
import type { EmitTable } from '../gen.js';
import { type ScalarCode, elemOf, elementwise, elementwiseN, resElemOf } from './lift.js';

const fn = (f: (a: string, b: string, c: string) => string): ScalarCode => ([a, b, c], op) => roundF(resElemOf(op), f(a!, b!, c!));
/** A function of JS's Math (computed in double, rounded once to the result type). */
const libm = (name: string) => elementwise(fn((a) => `Math.${name}(${a})`));
/** An integer function of the runtime, given the operands and their width. */
const intFn = (name: string): ScalarCode => (args, op) => `$rt.${name}(${args.join(', ')}, ${widthOf(elemOf(op, 0))})`;
const kindOf = (op: Parameters<ScalarCode>[1]): string => (elemOf(op, 0) as FloatType).kind;

export const mathTable: EmitTable = {
  'math.absf': elementwise(([a]) => `Math.abs(${a})`),
  'math.ceil': elementwise(([a]) => `Math.ceil(${a})`),
  'math.floor': elementwise(([a]) => `Math.floor(${a})`),
  'math.round': elementwise(([a]) => `$rt.roundAway(${a})`),
  'math.erf': elementwise(fn((a) => `$rt.erf(${a})`)),
  'math.exp': elementwise(fn((a) => `Math.exp(${a})`)),
  'math.log': elementwise(fn((a) => `Math.log(${a})`)),
  'math.sqrt': elementwise(fn((a) => `Math.sqrt(${a})`)),
  'math.rsqrt': elementwise(fn((a) => `1 / Math.sqrt(${a})`)),
  'math.tanh': elementwise(fn((a) => `Math.tanh(${a})`)),
  'math.powf': elementwise(fn((a, b) => `$rt.powf(${a}, ${b})`)),
  'math.acos': libm('acos'),
  'math.acosh': libm('acosh'),
  'math.asin': libm('asin'),
  'math.asinh': libm('asinh'),
  'math.atan': libm('atan'),
  'math.atanh': libm('atanh'),
  'math.cbrt': libm('cbrt'),
  'math.cos': libm('cos'),
  'math.cosh': libm('cosh'),
  'math.sin': libm('sin'),
  'math.sinh': libm('sinh'),
  'math.tan': libm('tan'),
  'math.expm1': libm('expm1'),
  'math.log10': libm('log10'),
  'math.log1p': libm('log1p'),
  'math.log2': libm('log2'),
  'math.exp2': elementwise(fn((a) => `Math.pow(2, ${a})`)),
  'math.erfc': elementwise(fn((a) => `$rt.erfc(${a})`)),
  'math.trunc': elementwise(([a]) => `Math.trunc(${a})`),
  'math.roundeven': elementwise(([a]) => `$rt.roundEven(${a})`),
  'math.atan2': elementwise(fn((a, b) => `Math.atan2(${a}, ${b})`)),
  'math.copysign': elementwise(([a, b]) => `$rt.copysign(${a}, ${b})`),
  // The exact product and sum, rounded once (vector.fma's).
  'math.fma': elementwise(([a, b, c], op) => `$rt.vec.fma(${a}, ${b}, ${c}, '${(resElemOf(op) as FloatType).kind}')`),
  // Upstream defines clampf(value, min, max) as maxf(minf(value, min), max) (and expands it so).
  'math.clampf': elementwise(([x, lo, hi]) => `$rt.maximumf($rt.minimumf(${x}, ${lo}), ${hi})`),
  'math.fpowi': elementwise(([a, n], op) => roundF(resElemOf(op), `$rt.fpowi(${a}, ${n}, ${widthOf(elemOf(op, 1))})`)),
  'math.sincos': elementwiseN(([a], op) => `[${roundF(resElemOf(op), `Math.sin(${a})`)}, ${roundF(resElemOf(op), `Math.cos(${a})`)}]`),
  'math.isnan': elementwise(([a]) => `(${a} !== ${a} ? 1 : 0)`),
  'math.isinf': elementwise(([a]) => `(${a} === Infinity || ${a} === -Infinity ? 1 : 0)`),
  'math.isfinite': elementwise(([a]) => `(Number.isFinite(${a}) ? 1 : 0)`),
  'math.isnormal': elementwise(([a], op) => `$rt.isNormal(${a}, '${kindOf(op)}')`),
  'math.absi': elementwise(intFn('absi')),
  'math.ctlz': elementwise(intFn('ctlz')),
  'math.cttz': elementwise(intFn('cttz')),
  'math.ctpop': elementwise(intFn('ctpop')),
  'math.ipowi': elementwise((args, op, g) => `$rt.ipowi(${args.join(', ')}, ${widthOf(elemOf(op, 0))}, ${g.id(op)})`),
};
