/**
 * AffineMap helpers the affine ops need that upstream keeps on AffineMap itself
 * (mlir/lib/IR/AffineMap.cpp): constant folding of results, slices, sparse replacement and
 * shifting, duplicate removal. Kept here, as functions, so the map class stays small.
 */
import { type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { type AffineExpr, foldAffineExpr, getAffineConstantExpr } from '../../ir/affine/expr.js';
import { ceilDivInt, floorDivInt, gcd64, modInt } from '../../ir/affine/intmath.js';
import { AffineMap } from '../../ir/affine/map.js';

/**
 * The value of `e` with the constant operands given (dims first, then symbols), or undefined.
 * Division or mod by zero (mod by a negative) does not fold: upstream folds it to poison, which
 * comco does not model.
 */
export function constantFoldExpr(e: AffineExpr, numDims: number, consts: readonly (Attribute | undefined)[]): number | undefined {
  let ok = true;
  const v = foldAffineExpr<number>(
    e,
    (leaf) => {
      if (leaf.kind === 'constant') return leaf.value;
      const a = consts[leaf.kind === 'dim' ? leaf.position : numDims + leaf.position];
      if (a instanceof IntegerAttr) return a.num;
      ok = false;
      return 0;
    },
    (bin, l, r) => {
      if (!ok) return 0;
      switch (bin.kind) {
        case 'add': return l + r;
        case 'mul': return l * r + 0;
        case 'mod': if (r < 1) { ok = false; return 0; } return modInt(l, r);
        case 'floordiv': if (r === 0) { ok = false; return 0; } return floorDivInt(l, r);
        case 'ceildiv': if (r === 0) { ok = false; return 0; } return ceilDivInt(l, r);
      }
    },
  );
  return ok && Number.isSafeInteger(v) ? v : undefined;
}

/**
 * Upstream AffineMap::partialConstantFold: results that fold become constants; `results` holds
 * every folded value when all of them folded.
 */
export function partialConstantFold(map: AffineMap, consts: readonly (Attribute | undefined)[]): { map: AffineMap; results: number[] | undefined } {
  let results: number[] | undefined = [];
  const exprs = map.results.map((e) => {
    const v = constantFoldExpr(e, map.numDims, consts);
    if (v === undefined) { results = undefined; return e; }
    results?.push(v);
    return getAffineConstantExpr(v);
  });
  return { map: AffineMap.get(map.numDims, map.numSymbols, exprs), results };
}

/** All results as constants, or undefined (upstream AffineMap::constantFold). */
export function constantFoldMap(map: AffineMap, consts: readonly (Attribute | undefined)[]): number[] | undefined {
  return partialConstantFold(map, consts).results;
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
