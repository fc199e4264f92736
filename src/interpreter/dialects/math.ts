/**
 * The math dialect's implementation table. Functions are computed in double and rounded once to
 * the result type: exact for the ops that are exact (abs, ceil, floor, round), correctly
 * rounded for sqrt, and within the host libm's accuracy (about 1 ulp of double) for the others.
 */
import { roundF } from '../exprs.js';
import type { EmitTable } from '../gen.js';
import { type ScalarCode, elementwise, resElemOf } from './lift.js';

const fn = (f: (a: string, b: string) => string): ScalarCode => ([a, b], op) => roundF(resElemOf(op), f(a!, b!));

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
};
