/**
 * The affine-map utilities vector's transfer ops and contractions need, as upstream's
 * (inversePermutation, compressUnusedDims, getBroadcastDims, getTransferMinorIdentityMap), on
 * maps whose results are dims or the constant 0.
 */
import { AffineMap } from '../../ir/affine/map.js';
import { type AffineExpr, getAffineConstantExpr, getAffineDimExpr } from '../../ir/affine/expr.js';
import { type ShapedType, VectorType, i1 } from '../../ir/types.js';

/** The dims a map's results use, in order of first use. */
export function usedDims(map: AffineMap): boolean[] {
  const used = new Array<boolean>(map.numDims).fill(false);
  for (const e of map.results) e.walk((x) => { if (x.kind === 'dim') used[x.position] = true; });
  return used;
}

/** The map with the dims no result uses dropped and the rest renumbered (compressUnusedDims). */
export function compressUnusedDims(map: AffineMap): AffineMap {
  const used = usedDims(map);
  const replacements: AffineExpr[] = [];
  let next = 0;
  for (let d = 0; d < map.numDims; d++) replacements.push(getAffineDimExpr(used[d] ? next++ : 0));
  return AffineMap.get(next, map.numSymbols, map.results.map((e) => e.replaceDims(replacements)));
}

/**
 * inversePermutation: for a map whose results include every dim, the map from results back to
 * dims (first occurrence wins; constant results are skipped); undefined when a dim is missing.
 */
export function inversePermutation(map: AffineMap): AffineMap | undefined {
  if (map.results.length === 0 && map.numDims === 0) return map;
  const exprs: (AffineExpr | undefined)[] = new Array(map.numDims).fill(undefined);
  map.results.forEach((e, i) => {
    if (e.kind === 'dim' && exprs[e.position] === undefined) exprs[e.position] = getAffineDimExpr(i);
  });
  if (exprs.some((e) => e === undefined)) return undefined;
  return AffineMap.get(map.results.length, 0, exprs as AffineExpr[]);
}

/** Applies a map whose results are dims (or constants) to a list: result i takes list[dim]. */
export function applyPermutationMap<T>(map: AffineMap, values: readonly T[], constant?: (c: number) => T): T[] {
  return map.results.map((e) => {
    if (e.kind === 'dim') return values[e.position]!;
    if (e.kind === 'constant' && constant) return constant(e.value);
    throw new Error('applyPermutationMap: not a permutation result');
  });
}

/** Result positions that are the constant 0 (broadcast dims of a transfer map). */
export function broadcastDims(map: AffineMap): number[] {
  const out: number[] = [];
  map.results.forEach((e, i) => { if (e.kind === 'constant' && e.value === 0) out.push(i); });
  return out;
}

/** The rank of the part of the vector a transfer op moves (its rank less that of a vector element). */
export function effectiveVectorRank(shaped: ShapedType, vector: VectorType): number {
  const et = shaped.elementType;
  return vector.rank - (et instanceof VectorType ? et.rank : 0);
}

/** The permutation map a transfer op has when none is written. */
export function transferMinorIdentityMap(shaped: ShapedType, vector: VectorType): AffineMap {
  if (shaped.rank === 0 && vector.rank === 1 && vector.shape[0] === 1) {
    return AffineMap.get(0, 0, [getAffineConstantExpr(0)]);
  }
  return AffineMap.minorIdentity(shaped.rank, effectiveVectorRank(shaped, vector));
}

/** The i1 vector type of a transfer's mask: the vector shape seen through the inverse map. */
export function inferTransferMaskType(vector: VectorType, perm: AffineMap): VectorType | undefined {
  const inv = inversePermutation(compressUnusedDims(perm));
  if (!inv) return undefined;
  let shape = applyPermutationMap(inv, vector.shape);
  let scalable = applyPermutationMap(inv, vector.scalableDims);
  if (!shape.length) { shape = [1]; scalable = [false]; }
  return VectorType.get(shape, i1, scalable);
}
