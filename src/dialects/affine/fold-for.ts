/**
 * Folding of affine.for as upstream's AffineForOp::fold: bounds whose operands are constants
 * become constant maps, bound maps are composed with affine.apply producers and canonicalized
 * (redundant min/max results dropped), and a loop that runs zero times folds to its initial
 * values.
 */
import type { Attribute } from '../../ir/attributes.js';
import { AffineMap } from '../../ir/affine/map.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { constantOf } from '../../rewrite/fold.js';
import { constantBound, simplifyMinOrMaxExprWithOperands, stepOf } from './bounds.js';
import { canonicalizeMapAndOperands, composeAffineMapAndOperands } from './compose.js';
import { forParts, setForBounds } from './for-parts.js';
import { constantFoldMap, removeDuplicateExprs } from './map-utils.js';
import { mapOf } from './syntax.js';

/** Trip count of a loop with constant bounds (upstream getTrivialConstantTripCount). */
export function constantTripCount(op: Operation): number | undefined {
  const step = stepOf(op);
  const lb = constantBound(op, 'lowerBoundMap');
  const ub = constantBound(op, 'upperBoundMap');
  if (lb === undefined || ub === undefined || step <= 0) return undefined;
  return ub - lb <= 0 ? 0 : Math.trunc((ub - lb + step - 1) / step);
}

/** Bounds whose operands are all constants become constants (upstream foldLoopBounds). */
function foldLoopBounds(op: Operation): boolean {
  const foldOne = (lower: boolean): boolean => {
    const parts = forParts(op);
    const operands = lower ? parts.lb : parts.ub;
    const consts: (Attribute | undefined)[] = operands.map((v) => constantOf(v));
    const r = constantFoldMap(mapOf(op, lower ? 'lowerBoundMap' : 'upperBoundMap'), consts);
    if (!r || r.length === 0) return false;
    const v = lower ? Math.max(...r) : Math.min(...r);
    if (lower) setForBounds(op, [], AffineMap.constant(v), parts.ub, mapOf(op, 'upperBoundMap'));
    else setForBounds(op, parts.lb, mapOf(op, 'lowerBoundMap'), [], AffineMap.constant(v));
    return true;
  };
  let folded = false;
  if (constantBound(op, 'lowerBoundMap') === undefined) folded = foldOne(true) || folded;
  if (constantBound(op, 'upperBoundMap') === undefined) folded = foldOne(false) || folded;
  return folded;
}

/** Upstream canonicalizeLoopBounds, in its order (the upper bound's min results are simplified
 * against the operands before the upper map is composed). */
function canonicalizeLoopBounds(op: Operation): boolean {
  const parts = forParts(op);
  const lbOperands = [...parts.lb];
  const ubOperands = [...parts.ub];
  const prevLb = mapOf(op, 'lowerBoundMap');
  const prevUb = mapOf(op, 'upperBoundMap');
  let lbMap = composeAffineMapAndOperands(prevLb, lbOperands);
  lbMap = canonicalizeMapAndOperands(lbMap, lbOperands);
  lbMap = simplifyMinOrMaxExprWithOperands(lbMap, lbOperands, true);
  let ubMap = simplifyMinOrMaxExprWithOperands(prevUb, ubOperands, false);
  lbMap = removeDuplicateExprs(lbMap);
  ubMap = composeAffineMapAndOperands(ubMap, ubOperands);
  ubMap = canonicalizeMapAndOperands(ubMap, ubOperands);
  ubMap = removeDuplicateExprs(ubMap);
  const lbChanged = !lbMap.equals(prevLb);
  const ubChanged = !ubMap.equals(prevUb);
  if (!lbChanged && !ubChanged) return false;
  setForBounds(op, lbChanged ? lbOperands : parts.lb, lbChanged ? lbMap : prevLb,
    ubChanged ? ubOperands : parts.ub, ubChanged ? ubMap : prevUb);
  return true;
}

export function foldForOp(op: Operation): FoldResult[] | undefined {
  let folded = foldLoopBounds(op);
  folded = canonicalizeLoopBounds(op) || folded;
  // A loop without results that runs zero times is left to the empty-loop pattern: folding it
  // "in place" would never end.
  if (constantTripCount(op) === 0 && op.numResults !== 0) return forParts(op).inits;
  return folded ? [...op.results] : undefined;
}
