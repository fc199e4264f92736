/**
 * Canonical forms of an affine map (or integer set) applied to SSA operands, as upstream's
 * canonicalizeMapAndOperands and composeAffineMapAndOperands: dims that are valid symbols become
 * symbols (and symbols that are only valid dims become dims), unused and duplicated operands go,
 * constant symbols are folded into the map, and maps of affine.apply ops that produce operands are
 * composed in. Every affine op's canonicalization is built from these, so they follow upstream
 * step for step: operand order, numbering and the shape of the rebuilt expressions are what
 * mlir-opt prints.
 */
import { type AffineExpr, getAffineConstantExpr, getAffineDimExpr, getAffineSymbolExpr } from '../../ir/affine/expr.js';
import { AffineMap } from '../../ir/affine/map.js';
import { IntegerSet } from '../../ir/affine/set.js';
import { simplifyAffineMap } from '../../ir/affine/simplify.js';
import type { Value } from '../../ir/value.js';
import { constantIntOf } from '../../rewrite/fold.js';
import { replaceInMap, shiftMapDims, shiftMapSymbols } from './map-utils.js';
import { mapOf } from './syntax.js';
import { isValidDim, isValidSymbol } from './validity.js';

/** A map or an integer set seen as expressions over dims and symbols. */
interface Exprs { numDims: number; numSymbols: number; exprs: readonly AffineExpr[] }

function remap(m: Exprs, dims: readonly AffineExpr[], syms: readonly AffineExpr[], numDims: number, numSymbols: number): Exprs {
  return { numDims, numSymbols, exprs: m.exprs.map((e) => e.replaceDimsAndSymbols(dims, syms)) };
}

/** Dims whose operand is a valid symbol become symbols after the existing ones. */
function canonicalizePromotedSymbols(m: Exprs, operands: Value[]): Exprs {
  const result: Value[] = [];
  const promoted: Value[] = [];
  const dimRemap: AffineExpr[] = [];
  let nextDim = 0;
  for (let i = 0; i < m.numDims; i++) {
    const v = operands[i]!;
    if (isValidSymbol(v)) {
      dimRemap.push(getAffineSymbolExpr(m.numSymbols + promoted.length));
      promoted.push(v);
    } else {
      dimRemap.push(getAffineDimExpr(nextDim++));
      result.push(v);
    }
  }
  result.push(...operands.slice(m.numDims), ...promoted);
  operands.splice(0, operands.length, ...result);
  return remap(m, dimRemap, [], nextDim, m.numSymbols + promoted.length);
}

/** Symbols whose operand is a valid dim but not a valid symbol become dims after the existing ones. */
function legalizeDemotedDims(m: Exprs, operands: Value[]): Exprs {
  const result = operands.slice(0, m.numDims);
  const demoted: Value[] = [];
  const syms: Value[] = [];
  const symRemap: AffineExpr[] = [];
  for (let i = m.numDims; i < operands.length; i++) {
    const v = operands[i]!;
    if (isValidDim(v) && !isValidSymbol(v)) {
      symRemap.push(getAffineDimExpr(m.numDims + demoted.length));
      demoted.push(v);
    } else {
      symRemap.push(getAffineSymbolExpr(syms.length));
      syms.push(v);
    }
  }
  operands.splice(0, operands.length, ...result, ...demoted, ...syms);
  return remap(m, [], symRemap, m.numDims + demoted.length, syms.length);
}

function canonicalizeExprsAndOperands(m: Exprs, operands: Value[]): Exprs {
  if (!operands.length) return m;
  m = canonicalizePromotedSymbols(m, operands);
  m = legalizeDemotedDims(m, operands);
  const usedDims = new Set<number>();
  const usedSyms = new Set<number>();
  for (const e of m.exprs) {
    e.walk((x) => {
      if (x.kind === 'dim') usedDims.add(x.position);
      else if (x.kind === 'symbol') usedSyms.add(x.position);
    });
  }
  const result: Value[] = [];
  const seenDims = new Map<Value, AffineExpr>();
  const dimRemap: AffineExpr[] = [];
  let nextDim = 0;
  for (let i = 0; i < m.numDims; i++) {
    const v = operands[i]!;
    if (!usedDims.has(i)) { dimRemap.push(getAffineDimExpr(i)); continue; }
    let r = seenDims.get(v);
    if (!r) { r = getAffineDimExpr(nextDim++); result.push(v); seenDims.set(v, r); }
    dimRemap.push(r);
  }
  const seenSyms = new Map<Value, AffineExpr>();
  const symRemap: AffineExpr[] = [];
  let nextSym = 0;
  for (let i = 0; i < m.numSymbols; i++) {
    const v = operands[m.numDims + i]!;
    if (!usedSyms.has(i)) { symRemap.push(getAffineSymbolExpr(i)); continue; }
    // A constant beyond 2^53 stays an operand (AffineRangeError).
    const c = constantIntOf(v);
    if (c !== undefined) { symRemap.push(getAffineConstantExpr(c)); continue; }
    let r = seenSyms.get(v);
    if (!r) { r = getAffineSymbolExpr(nextSym++); result.push(v); seenSyms.set(v, r); }
    symRemap.push(r);
  }
  operands.splice(0, operands.length, ...result);
  return remap(m, dimRemap, symRemap, nextDim, nextSym);
}

const mapExprs = (map: AffineMap): Exprs => ({ numDims: map.numDims, numSymbols: map.numSymbols, exprs: map.results });
const toMap = (m: Exprs): AffineMap => AffineMap.get(m.numDims, m.numSymbols, m.exprs);

/**
 * Upstream canonicalizeMapAndOperands. `operands` (dims, then symbols) is updated in place; the
 * new map is returned.
 */
export function canonicalizeMapAndOperands(map: AffineMap, operands: Value[]): AffineMap {
  if (!operands.length) return map;
  return toMap(canonicalizeExprsAndOperands(mapExprs(map), operands));
}

/** Upstream canonicalizeSetAndOperands. */
export function canonicalizeSetAndOperands(set: IntegerSet, operands: Value[]): IntegerSet {
  if (!operands.length) return set;
  const m = canonicalizeExprsAndOperands({ numDims: set.numDims, numSymbols: set.numSymbols, exprs: set.constraints }, operands);
  return IntegerSet.get(m.numDims, m.numSymbols, m.exprs, set.eqFlags);
}

const isApply = (v: Value | null): v is Value => v?.definingOp?.name === 'affine.apply';

/**
 * Replaces the dim or symbol at `pos` by the expression of the affine.apply that defines its
 * operand, appending that apply's (canonicalized) operands (upstream replaceDimOrSym).
 */
function replaceDimOrSym(map: AffineMap, pos: number, dims: (Value | null)[], syms: (Value | null)[]): AffineMap | undefined {
  const isDim = pos < dims.length;
  const p = isDim ? pos : pos - dims.length;
  const v = isDim ? dims[p]! : syms[p]!;
  if (!isApply(v)) return undefined;
  if (isDim) dims[p] = null; else syms[p] = null;
  const apply = v.definingOp!;
  const composeOperands = [...apply.operands];
  const composeMap = canonicalizeMapAndOperands(mapOf(apply), composeOperands);
  const replacement = shiftMapSymbols(shiftMapDims(composeMap, dims.length), syms.length).getResult(0);
  dims.push(...composeOperands.slice(0, composeMap.numDims));
  syms.push(...composeOperands.slice(composeMap.numDims));
  const from = isDim ? getAffineDimExpr(p) : getAffineSymbolExpr(p);
  return replaceInMap(map, from, replacement, dims.length, syms.length);
}

/**
 * Upstream composeAffineMapAndOperands: one round of pulling affine.apply producers into the
 * map, then canonicalization and simplification.
 */
export function composeAffineMapAndOperands(map: AffineMap, operands: Value[]): AffineMap {
  if (map.numResults === 0) {
    return simplifyAffineMap(canonicalizeMapAndOperands(map, operands));
  }
  const dims: (Value | null)[] = operands.slice(0, map.numDims);
  const syms: (Value | null)[] = operands.slice(map.numDims);
  for (;;) {
    let changed = false;
    for (let pos = 0; pos < dims.length + syms.length; pos++) {
      const next = replaceDimOrSym(map, pos, dims, syms);
      if (next) { map = next; changed = true; break; }
    }
    if (!changed) break;
  }
  const result: Value[] = [];
  let nDims = 0;
  let nSyms = 0;
  const dimRepl = dims.map((v) => (v ? (result.push(v), getAffineDimExpr(nDims++)) : getAffineConstantExpr(0)));
  const symRepl = syms.map((v) => (v ? (result.push(v), getAffineSymbolExpr(nSyms++)) : getAffineConstantExpr(0)));
  map = map.replaceDimsAndSymbols(dimRepl, symRepl, nDims, nSyms);
  operands.splice(0, operands.length, ...result);
  return simplifyAffineMap(canonicalizeMapAndOperands(map, operands));
}

/** Composes until no operand is an affine.apply result (upstream fullyComposeAffineMapAndOperands). */
export function fullyComposeAffineMapAndOperands(map: AffineMap, operands: Value[]): AffineMap {
  while (operands.some((v) => isApply(v))) map = composeAffineMapAndOperands(map, operands);
  return map;
}

/** Composes affine.apply producers into an integer set's constraints (upstream composeSetAndOperands). */
export function composeSetAndOperands(set: IntegerSet, operands: Value[]): IntegerSet {
  if (!operands.some((v) => isApply(v))) return set;
  const map = composeAffineMapAndOperands(AffineMap.get(set.numDims, set.numSymbols, set.constraints), operands);
  return IntegerSet.get(map.numDims, map.numSymbols, map.results, set.eqFlags);
}
