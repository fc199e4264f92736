/**
 * Building affine.apply ops the way upstream's makeComposedFoldedAffineApply does: constant
 * operands go into the map, affine.apply producers are composed in, and the result is a constant
 * or an existing value when the map folds to one; only otherwise is an op made.
 */
import { AffineMapAttr, type Attribute } from '../../ir/attributes.js';
import { type AffineExpr, getAffineConstantExpr, getAffineDimExpr, getAffineSymbolExpr } from '../../ir/affine/expr.js';
import type { AffineMap } from '../../ir/affine/map.js';
import type { Builder } from '../../ir/builder.js';
import type { Location } from '../../ir/location.js';
import { index } from '../../ir/types.js';
import { Value } from '../../ir/value.js';
import { constantOf } from '../../rewrite/fold.js';
import { ApplyOp } from './apply.js';
import { composeAffineMapAndOperands } from './compose.js';
import { constantFoldMap } from './map-utils.js';

/** A static index or an SSA value (upstream's OpFoldResult of index type). */
export type IndexFoldResult = number | Value;

/** Upstream foldAttributesIntoMap: constant operands become constants of the map. */
function foldConstantsIntoMap(map: AffineMap, operands: readonly IndexFoldResult[], values: Value[]): AffineMap {
  let numDims = 0, numSymbols = 0;
  const at = (i: number, fresh: () => AffineExpr): AffineExpr => {
    const o = operands[i]!;
    if (o instanceof Value) { values.push(o); return fresh(); }
    return getAffineConstantExpr(o);
  };
  const dims = Array.from({ length: map.numDims }, (_, i) => at(i, () => getAffineDimExpr(numDims++)));
  const syms = Array.from({ length: map.numSymbols }, (_, i) => at(map.numDims + i, () => getAffineSymbolExpr(numSymbols++)));
  return map.replaceDimsAndSymbols(dims, syms, numDims, numSymbols);
}

/**
 * The one-result `map` applied to `operands` (dims, then symbols), as upstream's
 * makeComposedFoldedAffineApply: a number when it folds to a constant, an operand when the map
 * selects one, else the result of a new affine.apply at `b`'s insertion point.
 */
export function makeComposedFoldedAffineApply(b: Builder, loc: Location, map: AffineMap, operands: readonly IndexFoldResult[]): IndexFoldResult {
  const values: Value[] = [];
  const composed = composeAffineMapAndOperands(foldConstantsIntoMap(map, operands, values), values);
  const e = composed.results[0]!;
  if (e.kind === 'dim') return values[e.position]!;
  if (e.kind === 'symbol') return values[composed.numDims + e.position]!;
  const consts: (Attribute | undefined)[] = values.map(constantOf);
  const flag = { poison: false };
  const folded = constantFoldMap(composed, consts, flag);
  if (folded && !flag.poison) return folded[0]!;
  return ApplyOp.build(b, { mapOperands: values, map: AffineMapAttr.get(composed), resultTypes: [index] }, loc).result;
}

