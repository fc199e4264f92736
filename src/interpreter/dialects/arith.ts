/**
 * The arith dialect's implementation table: integer and float arithmetic, comparisons, casts,
 * constants and select, each applying to scalars and element-wise to tensors and vectors.
 */
import type { EmitTable, Emitter } from '../gen.js';
import { castCode, castEmitters } from './arith-cast.js';
import { floatCode } from './arith-float.js';
import { intCode, intCodeN } from './arith-int.js';
import { type ScalarCode, elementwise, elementwiseN } from './lift.js';

const lift = (codes: Readonly<Record<string, ScalarCode>>, f: (c: ScalarCode) => Emitter): Record<string, Emitter> =>
  Object.fromEntries(Object.entries(codes).map(([k, c]) => [k, f(c)]));

export const arithTable: EmitTable = {
  ...lift(intCode, elementwise),
  ...lift(intCodeN, elementwiseN),
  ...lift(floatCode, elementwise),
  ...lift(castCode, elementwise),
  ...castEmitters,
};
