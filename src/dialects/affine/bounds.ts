/**
 * Simplifications that use what is known about the operands of a map: the constant ranges of
 * affine.for induction variables (upstream simplifyMapWithOperands and
 * simplifyMinOrMaxExprWithOperands in AffineOps.cpp). A floordiv or mod of an IV over a small
 * range folds, and a bound of a min/max that can never win is dropped.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import { type AffineExpr, getAffineBinaryOpExpr, getAffineConstantExpr } from '../../ir/affine/expr.js';
import { ceilDivInt, floorDivInt, gcd64 } from '../../ir/affine/intmath.js';
import { AffineMap } from '../../ir/affine/map.js';
import { getBoundForAffineExpr } from '../../ir/affine/simplify.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { largestKnownDivisorOfMapExprs } from './map-utils.js';
import { mapOf } from './syntax.js';
import { getForInductionVarOwner } from './validity.js';

/** The constant single-result bound of an affine.for (`lowerBoundMap`/`upperBoundMap`). */
export function constantBound(forOp: Operation, which: 'lowerBoundMap' | 'upperBoundMap'): number | undefined {
  const m = mapOf(forOp, which);
  return m.isSingleConstant() ? m.getSingleConstantResult() : undefined;
}

export function stepOf(forOp: Operation): number {
  const s = forOp.getAttr('step');
  return s instanceof IntegerAttr ? s.num : 1;
}

/** Constant lower bound of an IV (upstream getLowerBound(Value)). */
function ivLowerBound(v: Value): number | undefined {
  const f = getForInductionVarOwner(v);
  return f ? constantBound(f, 'lowerBoundMap') : undefined;
}

/** Constant inclusive upper bound of an IV, the last value it takes (upstream getUpperBound(Value)). */
function ivUpperBound(v: Value): number | undefined {
  const f = getForInductionVarOwner(v);
  if (!f) return undefined;
  const ub = constantBound(f, 'upperBoundMap');
  if (ub === undefined) return undefined;
  const lb = constantBound(f, 'lowerBoundMap');
  if (lb !== undefined) return ub - 1 - ((ub - lb - 1) % stepOf(f));
  return ub - 1;
}

function operandBounds(operands: readonly Value[]): { lower: (number | undefined)[]; upper: (number | undefined)[] } {
  return { lower: operands.map(ivLowerBound), upper: operands.map(ivUpperBound) };
}

/** Largest known divisor of `e`, using the steps of loops whose IVs are dims. */
function largestKnownDivisor(e: AffineExpr, operands: readonly Value[]): number {
  if (e.kind !== 'dim') return e.getLargestKnownDivisor();
  const f = getForInductionVarOwner(operands[e.position]!);
  if (!f) return 1;
  const lb = constantBound(f, 'lowerBoundMap');
  if (lb === 0) return stepOf(f);
  return gcd64(largestKnownDivisorOfMapExprs(mapOf(f, 'lowerBoundMap')), stepOf(f));
}

/** 0 <= e < k, for a constant or an IV with constant bounds. */
function isNonNegativeBoundedBy(e: AffineExpr, operands: readonly Value[], k: number): boolean {
  if (e.kind === 'constant') return e.value >= 0 && e.value < k;
  if (e.kind !== 'dim') return false;
  const f = getForInductionVarOwner(operands[e.position]!);
  if (!f) return false;
  const lb = constantBound(f, 'lowerBoundMap');
  const ub = constantBound(f, 'upperBoundMap');
  return lb !== undefined && lb >= 0 && ub !== undefined && ub <= k;
}

/** `e` as `q * d + r` with 0 <= r < d (upstream isQTimesDPlusR). */
function qTimesDPlusR(e: AffineExpr, operands: readonly Value[]): { div: number; q: AffineExpr; r: AffineExpr } | undefined {
  if (e.kind !== 'add') return undefined;
  let div = largestKnownDivisor(e.lhs, operands);
  if (isNonNegativeBoundedBy(e.rhs, operands, div)) return { div, q: e.lhs, r: e.rhs };
  div = largestKnownDivisor(e.rhs, operands);
  if (isNonNegativeBoundedBy(e.lhs, operands, div)) return { div, q: e.rhs, r: e.lhs };
  return undefined;
}

function exprBound(e: AffineExpr, numDims: number, numSymbols: number, operands: readonly Value[], isUpper: boolean): number | undefined {
  if (e.kind === 'constant') return e.value;
  const { lower, upper } = operandBounds(operands);
  return getBoundForAffineExpr(e, numDims, numSymbols, lower, upper, isUpper);
}

/** Upstream simplifyExprAndOperands: floordiv/ceildiv/mod by a positive constant, using bounds. */
function simplifyExprAndOperands(expr: AffineExpr, numDims: number, numSymbols: number, operands: readonly Value[]): AffineExpr {
  if (expr.kind === 'constant' || expr.kind === 'dim' || expr.kind === 'symbol') return expr;
  const kind = expr.kind;
  const e = getAffineBinaryOpExpr(kind,
    simplifyExprAndOperands(expr.lhs, numDims, numSymbols, operands),
    simplifyExprAndOperands(expr.rhs, numDims, numSymbols, operands));
  if (e.kind !== 'floordiv' && e.kind !== 'ceildiv' && e.kind !== 'mod') return e;
  const { lhs, rhs } = e;
  if (rhs.kind !== 'constant' || rhs.value <= 0) return e;
  const c = rhs.value;
  const lb = exprBound(lhs, numDims, numSymbols, operands, false);
  const ub = exprBound(lhs, numDims, numSymbols, operands, true);
  if (lb !== undefined && ub !== undefined) {
    if (e.kind === 'floordiv' && floorDivInt(lb, c) === floorDivInt(ub, c)) return getAffineConstantExpr(floorDivInt(lb, c));
    if (e.kind === 'ceildiv' && ceilDivInt(lb, c) === ceilDivInt(ub, c)) return getAffineConstantExpr(ceilDivInt(lb, c));
    if (e.kind === 'mod' && lb >= 0 && lb < c && ub < c) return lhs;
  }
  const qdr = qTimesDPlusR(lhs, operands);
  if (qdr) {
    if (c % qdr.div === 0 && e.kind === 'floordiv') return qdr.q.floorDiv(rhs);
    if (qdr.div % c === 0 && e.kind === 'mod') return qdr.r.mod(rhs);
    return e;
  }
  if ((isNonNegativeBoundedBy(lhs, operands, c) && e.kind === 'floordiv')
    || (largestKnownDivisor(lhs, operands) % c === 0 && e.kind === 'mod')) {
    return getAffineConstantExpr(0);
  }
  return e;
}

/** Upstream simplifyMapWithOperands. */
export function simplifyMapWithOperands(map: AffineMap, operands: readonly Value[]): AffineMap {
  return AffineMap.get(map.numDims, map.numSymbols,
    map.results.map((e) => simplifyExprAndOperands(e, map.numDims, map.numSymbols, operands)));
}

/**
 * Upstream simplifyMinOrMaxExprWithOperands: results of a max (min) that can never exceed (fall
 * below) another result's bound go; results with equal bounds become constants.
 */
export function simplifyMinOrMaxExprWithOperands(map: AffineMap, operands: readonly Value[], isMax: boolean): AffineMap {
  if (!operands.length) return map;
  const { lower, upper } = operandBounds(operands);
  const lbs: (number | undefined)[] = [];
  const ubs: (number | undefined)[] = [];
  for (const e of map.results) {
    if (e.kind === 'constant') { lbs.push(e.value); ubs.push(e.value); continue; }
    lbs.push(getBoundForAffineExpr(e, map.numDims, map.numSymbols, lower, upper, false));
    ubs.push(getBoundForAffineExpr(e, map.numDims, map.numSymbols, lower, upper, true));
  }
  const kept: AffineExpr[] = [];
  map.results.forEach((orig, i) => {
    let e = orig;
    const lbI = lbs[i];
    const ubI = ubs[i];
    if (lbI !== undefined && ubI !== undefined && lbI === ubI) e = getAffineConstantExpr(lbI);
    if (isMax) {
      if (ubI === undefined) { kept.push(e); return; }
      const redundant = lbs.some((other, pos) => {
        if (pos === i || other === undefined) return false;
        if (other > ubI) return true;
        if (other < ubI) return false;
        if (ubs[pos] !== undefined && lbI !== undefined && lbI === ubI && other === ubs[pos] && i < pos) return false;
        return true;
      });
      if (!redundant) kept.push(e);
    } else {
      if (lbI === undefined) { kept.push(e); return; }
      const redundant = ubs.some((other, pos) => {
        if (pos === i || other === undefined) return false;
        if (other < lbI) return true;
        if (other > lbI) return false;
        if (lbs[pos] !== undefined && ubI !== undefined && lbI === ubI && other === lbs[pos] && i < pos) return false;
        return true;
      });
      if (!redundant) kept.push(e);
    }
  });
  return AffineMap.get(map.numDims, map.numSymbols, kept);
}
