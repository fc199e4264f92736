/**
 * ub.poison among arith and vector ops: what upstream's folders do with a poison operand
 * (propagate it, or pick the other select operand) is checked against comco's.
 */
import { ARITH_OPS } from './arith.js';
import type { Gen, OpGen } from './gen.js';
import { type GenType, elemOf, isFloatKind, isIntKind, randomElementwiseType, randomScalarKind, typeText } from './types.js';

/** A type that poison may take here: a visible value's, mostly, so that ops meet it. */
function poisonType(g: Gen): GenType {
  const v = g.find((x) => x.type.k !== 'memref' && (isIntKind(elemOf(x.type)) || isFloatKind(elemOf(x.type)) || elemOf(x.type) === 'index'));
  return v && g.r.chance(0.8) ? v.type : randomElementwiseType(g.r, randomScalarKind(g.r), { tensors: false });
}

export const UB_OPS: readonly OpGen[] = [
  {
    op: 'ub.poison', weight: 2, gen: (g) => {
      const t = poisonType(g);
      const v = g.b.define(t);
      g.b.emit(`${v.name} = ub.poison : ${typeText(t)}`);
    },
  },
  // mlir-opt-22 crashes folding arith.addui_extended of a poison operand (a null attribute's type
  // is read), so the extended ops stay out of this group.
  ...ARITH_OPS.filter((o) => o.op !== 'arith.addui_extended'),
];
