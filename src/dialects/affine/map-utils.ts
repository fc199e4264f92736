/**
 * AffineMap helpers the affine ops need that upstream keeps on AffineMap itself
 * (mlir/lib/IR/AffineMap.cpp): constant folding of results, slices, sparse replacement and
 * shifting, duplicate removal. Kept here, as functions, so the map class stays small.
 */
import { type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { type AffineExpr, foldAffineExpr, getAffineConstantExpr } from '../../ir/affine/expr.js';
import { ceilDivInt, floorDivInt, gcd64, modInt } from '../../ir/affine/intmath.js';
import { AffineMap } from '../../ir/affine/map.js';

/** Set by the folds below when they meet a division or modulo whose value is poison. */
export interface PoisonFlag { poison: boolean }

/**
 * The value of `e` with the constant operands given (dims first, then symbols), or undefined,
 * as upstream's AffineExprConstantFolder: a binary expression folds its left side first and
 * tries the right one only when the left folded; a floordiv/ceildiv by zero or a mod by a value
 * below 1 whose sides both folded does not fold and raises `flag.poison`.
 */
export function constantFoldExpr(e: AffineExpr, numDims: number, consts: readonly (Attribute | undefined)[], flag?: PoisonFlag): number | undefined {
  // Folded bottom up (no recursion: expressions may be deep), each node saying whether upstream's
  // left-first evaluation would meet poison in it.
  interface Folded { readonly v: number | undefined; readonly poison: boolean }
  const r = foldAffineExpr<Folded>(
    e,
    (leaf) => {
      if (leaf.kind === 'constant') return { v: leaf.value, poison: false };
      const a = consts[leaf.kind === 'dim' ? leaf.position : numDims + leaf.position];
      return { v: a instanceof IntegerAttr ? a.exactNum : undefined, poison: false };
    },
    (bin, l, rt) => {
      if (l.v === undefined) return { v: undefined, poison: l.poison };
      if (rt.v === undefined) return { v: undefined, poison: rt.poison };
      const [a, b] = [l.v, rt.v];
      const none: Folded = { v: undefined, poison: true };
      // Values beyond 2^53 are not exact: such an expression does not fold.
      const exact = (v: number): Folded => ({ v: Number.isSafeInteger(v) ? v : undefined, poison: false });
      switch (bin.kind) {
        case 'add': return exact(a + b);
        case 'mul': return exact(a * b + 0);
        case 'mod': return b < 1 ? none : exact(modInt(a, b));
        case 'floordiv': return b === 0 ? none : exact(floorDivInt(a, b));
        case 'ceildiv': return b === 0 ? none : exact(ceilDivInt(a, b));
      }
    },
  );
  if (r.poison && flag) flag.poison = true;
  return r.v;
}

/**
 * Upstream AffineMap::partialConstantFold: results that fold become constants; `results` holds
 * every folded value when all of them folded. With a `flag`, a poison result stops the fold
 * (the map returned is then meaningless).
 */
export function partialConstantFold(map: AffineMap, consts: readonly (Attribute | undefined)[], flag?: PoisonFlag): { map: AffineMap; results: number[] | undefined } {
  let results: number[] | undefined = [];
  const exprs: AffineExpr[] = [];
  for (const e of map.results) {
    const v = constantFoldExpr(e, map.numDims, consts, flag);
    if (flag?.poison) return { map, results: undefined };
    if (v === undefined) { results = undefined; exprs.push(e); continue; }
    results?.push(v);
    exprs.push(getAffineConstantExpr(v));
  }
  return { map: AffineMap.get(map.numDims, map.numSymbols, exprs), results };
}

/** All results as constants, or undefined (upstream AffineMap::constantFold). */
export function constantFoldMap(map: AffineMap, consts: readonly (Attribute | undefined)[], flag?: PoisonFlag): number[] | undefined {
  return partialConstantFold(map, consts, flag).results;
}

/** Drops results equal to the one before them (upstream removeDuplicateExprs uses std::unique,
 * so only adjacent duplicates go). */
export function removeDuplicateExprs(map: AffineMap): AffineMap {
  const out: AffineExpr[] = [];
  for (const e of map.results) if (!out.length || !out[out.length - 1]!.equals(e)) out.push(e);
  return out.length === map.numResults ? map : AffineMap.get(map.numDims, map.numSymbols, out);
}

/**
 * Upstream AffineMap::isSymbolIdentity, as it is: as many results as symbols, result i being
 * *dim* i (so `(d0)[s0] -> (d0)` qualifies and `()[s0] -> (s0)` does not). affine.min/max fold
 * to their first operand when it holds; mlir-opt-22's output depends on this reading.
 */
export function isSymbolIdentity(map: AffineMap): boolean {
  if (map.numSymbols !== map.numResults) return false;
  return map.results.every((e, i) => e.kind === 'dim' && e.position === i);
}

/** The gcd of the results' known divisors (upstream getLargestKnownDivisorOfMapExprs). */
export function largestKnownDivisorOfMapExprs(map: AffineMap): number {
  let gcd: number | undefined;
  for (const e of map.results) {
    const d = e.getLargestKnownDivisor();
    gcd = gcd === undefined ? d : gcd64(gcd, d);
  }
  return gcd ?? Number.MAX_SAFE_INTEGER;
}

/** Each result with `from` replaced by `to`, over the given numbers of dims and symbols. */
export function replaceInMap(map: AffineMap, from: AffineExpr, to: AffineExpr, numDims: number, numSymbols: number): AffineMap {
  return AffineMap.get(numDims, numSymbols, map.results.map((e) => e.replace(from, to)));
}

/** Dims shifted up by `shift` (upstream AffineMap::shiftDims). */
export function shiftMapDims(map: AffineMap, shift: number): AffineMap {
  return AffineMap.get(map.numDims + shift, map.numSymbols, map.results.map((e) => e.shiftDims(map.numDims, shift)));
}

/** Symbols shifted up by `shift` (upstream AffineMap::shiftSymbols). */
export function shiftMapSymbols(map: AffineMap, shift: number): AffineMap {
  return AffineMap.get(map.numDims, map.numSymbols + shift, map.results.map((e) => e.shiftSymbols(map.numSymbols, shift)));
}

/** Results [start, start + length) (upstream getSliceMap). */
export function sliceMap(map: AffineMap, start: number, length: number): AffineMap {
  return AffineMap.get(map.numDims, map.numSymbols, map.results.slice(start, start + length));
}
