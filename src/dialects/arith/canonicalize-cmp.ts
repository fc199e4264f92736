/**
 * Canonicalization of comparisons, selects and float negations (upstream ArithCanonicalization.td
 * and ArithOps.cpp): `not(cmpi p)` inverts `p`, comparisons look through extensions and through
 * int-to-float conversions against constants, selects on the same condition collapse, and
 * selects of 1/0 become extensions.
 */
import { FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { IntegerType, i1, i64 } from '../../ir/types.js';
import { floatSemantics } from '../../support/float.js';
import type { Value } from '../../ir/value.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { at, constant, intOrSplat, scalarIntConst } from './canon-util.js';
import { constInt } from './fold-core.js';
import { floatToInt, intToFloat, mantissaWidth } from './float-math.js';
import { constantOf } from './match.js';
import { ExtSIOp, ExtUIOp, SIToFPOp, UIToFPOp } from './ops-cast.js';
import { CmpFOp, CmpIOp, SelectOp } from './ops-cmp.js';
import { DivFOp, MulFOp, NegFOp } from './ops-float.js';
import { XOrIOp } from './ops-int.js';

/** cmpi predicate values, and each one's negation (arith::invertPredicate). */
const P = { eq: 0, ne: 1, slt: 2, sle: 3, sgt: 4, sge: 5, ult: 6, ule: 7, ugt: 8, uge: 9 } as const;
const INVERTED = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];
const predAttr = (v: number) => IntegerAttr.get(i64, v);

const isBoolConst = (v: Value, b: boolean): boolean => {
  const c = scalarIntConst(v);
  return c !== undefined && c.type === i1 && (c.value !== 0n) === b;
};
const boolConst = (rw: PatternRewriter, b: boolean): Value => constant(rw, IntegerAttr.bool(b));

/** `cmp(ext(a), ext(b))` with eq/ne compares `a` and `b` (CmpIExtSI, CmpIExtUI). */
function cmpOfExt(name: string, ext: typeof ExtSIOp | typeof ExtUIOp): RewritePattern {
  return pattern(name, CmpIOp, (op, rw) => {
    const l = op.lhs.definingOp, r = op.rhs.definingOp;
    const pred = op.predicate.num;
    if (!ext.is(l) || !ext.is(r) || l.in.type !== r.in.type || (pred !== P.eq && pred !== P.ne)) return false;
    at(rw, op);
    rw.replaceOp(op, [CmpIOp.build(rw, { predicate: op.predicate, lhs: l.in, rhs: r.in }).result]);
    return true;
  }, 3);
}

/** `op(negf(x), negf(y)) -> op(x, y)`, keeping the op's fast-math flags. */
function ofNegF(name: string, def: typeof MulFOp | typeof DivFOp): RewritePattern {
  return pattern(name, def, (op, rw) => {
    const l = op.lhs.definingOp, r = op.rhs.definingOp;
    if (!NegFOp.is(l) || !NegFOp.is(r) || l.operand.type !== r.operand.type) return false;
    at(rw, op);
    rw.replaceOp(op, [def.build(rw, { lhs: l.operand, rhs: r.operand, fastmath: op.fastmath }).result]);
    return true;
  }, 3);
}

/** ilogb of a finite non-zero value. */
function ilogb(x: number): number {
  const a = Math.abs(x);
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e -= 1;
  else if (2 ** (e + 1) <= a) e += 1;
  return e;
}

/** cmpf predicates → the cmpi predicate on the converted integer (unordered ones too, since an
 * integer never converts to NaN). */
function intPredicate(pred: number, isUnsigned: boolean): number | undefined {
  switch (pred) {
    case 1: case 8: return P.eq;
    case 2: case 9: return isUnsigned ? P.ugt : P.sgt;
    case 3: case 10: return isUnsigned ? P.uge : P.sge;
    case 4: case 11: return isUnsigned ? P.ult : P.slt;
    case 5: case 12: return isUnsigned ? P.ule : P.sle;
    case 6: case 13: return P.ne;
    default: return undefined;
  }
}

/**
 * cmpf of an integer converted to float against a float constant, as a cmpi against an integer
 * constant (CmpFIntToFPConst). The outcome is decided outright when the constant is beyond the
 * integer's range, and the predicate adjusted when it has a fraction.
 */
const cmpFIntToFPConst = pattern('CmpFIntToFPConst', CmpFOp, (op, rw) => {
  const flt = constantOf(op.rhs);
  if (!(flt instanceof FloatAttr) || Number.isNaN(flt.value)) return false;
  const rhs = flt.value, floatTy = flt.type;
  const mw = mantissaWidth(floatTy);
  const conv = op.lhs.definingOp;
  const isUnsigned = UIToFPOp.is(conv);
  if (!isUnsigned && !SIToFPOp.is(conv)) return false;
  const intVal = conv.in;
  if (!(intVal.type instanceof IntegerType)) return false;
  const w = intVal.type.width;
  const valueBits = isUnsigned ? w : w - 1;
  if (w > mw) {
    if (!Number.isFinite(rhs)) {
      if (floatSemantics(floatTy.kind).maxExponent < valueBits) return false;
    } else if (rhs !== 0) {
      const e = ilogb(rhs);
      if (mw <= e && e <= valueBits) return false;
    }
  }
  const replaceBool = (b: boolean) => { at(rw, op); rw.replaceOp(op, [boolConst(rw, b)]); return true; };
  if (op.predicate.num === 7) return replaceBool(true);
  if (op.predicate.num === 14) return replaceBool(false);
  let pred = intPredicate(op.predicate.num, isUnsigned);
  if (pred === undefined) return false;
  const [minV, maxV] = isUnsigned ? [0n, (1n << BigInt(w)) - 1n] : [-(1n << BigInt(w - 1)), (1n << BigInt(w - 1)) - 1n];
  const maxF = intToFloat(maxV, floatTy), minF = intToFloat(minV, floatTy);
  if (maxF === undefined || minF === undefined) return false;
  if (maxF < rhs) return replaceBool(pred === P.ne || pred === (isUnsigned ? P.ult : P.slt) || pred === (isUnsigned ? P.ule : P.sle));
  if (minF > rhs) return replaceBool(pred === P.ne || pred === (isUnsigned ? P.ugt : P.sgt) || pred === (isUnsigned ? P.uge : P.sge));
  const rhsInt = floatToInt(rhs, w, !isUnsigned);
  if (rhsInt === undefined) return false;
  const neg = rhs < 0 || Object.is(rhs, -0);
  if (rhs !== 0 && intToFloat(rhsInt, floatTy) !== rhs) {
    switch (pred) {
      case P.ne: return replaceBool(true);
      case P.eq: return replaceBool(false);
      case P.ule: if (neg) return replaceBool(false); break;
      case P.sle: if (neg) pred = P.slt; break;
      case P.ult: if (neg) return replaceBool(false); pred = P.ule; break;
      case P.slt: if (!neg) pred = P.sle; break;
      case P.ugt: if (neg) return replaceBool(true); break;
      case P.sgt: if (neg) pred = P.sge; break;
      case P.uge: if (neg) return replaceBool(true); pred = P.ugt; break;
      case P.sge: if (!neg) pred = P.sgt; break;
    }
  }
  at(rw, op);
  const c = constant(rw, IntegerAttr.get(intVal.type, rhsInt));
  rw.replaceOp(op, [CmpIOp.build(rw, { predicate: predAttr(pred), lhs: intVal, rhs: c }).result]);
  return true;
});

export const cmpPatterns: readonly RewritePattern[] = [
  // xori(cmpi(p, a, b), true) -> cmpi(not p, a, b)
  pattern('XOrINotCmpI', XOrIOp, (op, rw) => {
    const cmp = op.lhs.definingOp;
    if (!CmpIOp.is(cmp) || !isBoolConst(op.rhs, true)) return false;
    at(rw, op);
    rw.replaceOp(op, [CmpIOp.build(rw, { predicate: predAttr(INVERTED[cmp.predicate.num]!), lhs: cmp.lhs, rhs: cmp.rhs }).result]);
    return true;
  }, 2),
  cmpOfExt('CmpIExtSI', ExtSIOp),
  cmpOfExt('CmpIExtUI', ExtUIOp),
  cmpFIntToFPConst,
  // select(p, a, select(p, b, c)) -> select(p, a, c)
  pattern('RedundantSelectFalse', SelectOp, (op, rw) => {
    const inner = op.false_value.definingOp;
    if (!SelectOp.is(inner) || inner.condition !== op.condition) return false;
    at(rw, op);
    rw.replaceOp(op, [SelectOp.build(rw, { condition: op.condition, true_value: op.true_value, false_value: inner.false_value, resultTypes: [op.result.type] }).result]);
    return true;
  }, 2),
  // select(p, select(p, a, b), c) -> select(p, a, c)
  pattern('RedundantSelectTrue', SelectOp, (op, rw) => {
    const inner = op.true_value.definingOp;
    if (!SelectOp.is(inner) || inner.condition !== op.condition) return false;
    at(rw, op);
    rw.replaceOp(op, [SelectOp.build(rw, { condition: op.condition, true_value: inner.true_value, false_value: op.false_value, resultTypes: [op.result.type] }).result]);
    return true;
  }, 2),
  // select(not(p), a, b) -> select(p, b, a)
  pattern('SelectNotCond', SelectOp, (op, rw) => {
    const not = op.condition.definingOp;
    if (!XOrIOp.is(not) || !scalarIntConst(not.rhs) || intOrSplat(not.rhs)?.value !== -1n) return false;
    at(rw, op);
    rw.replaceOp(op, [SelectOp.build(rw, { condition: not.lhs, true_value: op.false_value, false_value: op.true_value, resultTypes: [op.result.type] }).result]);
    return true;
  }, 2),
  // select(p, false, true) -> xori(p, true)
  pattern('SelectI1ToNot', SelectOp, (op, rw) => {
    if (!isBoolConst(op.true_value, false) || !isBoolConst(op.false_value, true)) return false;
    at(rw, op);
    const t = boolConst(rw, true);
    rw.replaceOp(op, [XOrIOp.build(rw, { lhs: op.condition, rhs: t }).result]);
    return true;
  }),
  // select(p, 1, 0) -> extui(p); select(p, 0, 1) -> extui(xori(p, 1))
  pattern('SelectToExtUI', SelectOp, (op, rw) => {
    const t = op.result.type;
    if (!(t instanceof IntegerType) || t.width === 1) return false;
    const one = (v: Value) => { const c = constInt(constantOf(v)); return c !== undefined && BigInt.asUintN(c.width, c.value) === 1n; };
    const zero = (v: Value) => constInt(constantOf(v))?.value === 0n;
    at(rw, op);
    if (one(op.true_value) && zero(op.false_value)) {
      rw.replaceOp(op, [ExtUIOp.build(rw, { in: op.condition, resultTypes: [t] }).out]);
      return true;
    }
    if (zero(op.true_value) && one(op.false_value)) {
      const c = constant(rw, IntegerAttr.get(op.condition.type, 1n));
      const not = XOrIOp.build(rw, { lhs: op.condition, rhs: c }).result;
      rw.replaceOp(op, [ExtUIOp.build(rw, { in: not, resultTypes: [t] }).out]);
      return true;
    }
    return false;
  }),
  ofNegF('MulFOfNegF', MulFOp),
  ofNegF('DivFOfNegF', DivFOp),
];
