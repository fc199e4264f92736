/**
 * Canonical forms of an affine map (or integer set) applied to SSA operands, as upstream's
 * canonicalizeMapAndOperands and composeAffineMapAndOperands: dims that are valid symbols become
 * symbols (and symbols that are only valid dims become dims), unused and duplicated operands go,
 * constant symbols are folded into the map, and maps of affine.apply ops that produce operands are
 * composed in. Every affine op's canonicalization is built from these, so they follow upstream
 * step for step: operand order, numbering and the shape of the rebuilt expressions are what
 * mlir-opt prints.
 */
import { type AffineExpr, AffineRangeError, getAffineConstantExpr, getAffineDimExpr, getAffineSymbolExpr } from '../../ir/affine/expr.js';
import { AffineMap } from '../../ir/affine/map.js';
import { IntegerSet } from '../../ir/affine/set.js';
import { simplifyAffineMap } from '../../ir/affine/simplify.js';
import type { Operation } from '../../ir/operation.js';
import { OpResult, type Value } from '../../ir/value.js';
import { staticBasisOf } from './index-ops.js';
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
 * Upstream shortenAddChainsContainingAll: every add chain in `e` (a sum read from its rightmost
 * term, nested ones too) that has all the `expected` terms maps to `newVal` plus its other
 * terms, in `out` (keyed by the chain; the first entry for a chain stays).
 */
function shortenAddChains(e: AffineExpr, expected: ReadonlySet<string>, newVal: AffineExpr, out: Map<string, AffineExpr>): void {
  if (e.kind === 'dim' || e.kind === 'symbol' || e.kind === 'constant') return;
  if (e.kind !== 'add') {
    shortenAddChains(e.lhs, expected, newVal, out);
    shortenAddChains(e.rhs, expected, newVal, out);
    return;
  }
  const preserved: AffineExpr[] = [];
  const tracker = new Set(expected);
  let term: AffineExpr | undefined = e.rhs, next: AffineExpr | undefined = e.lhs;
  while (term) {
    if (!tracker.delete(term.key)) {
      preserved.push(term);
      shortenAddChains(term, expected, newVal, out);
    }
    if (next?.kind === 'add') { term = next.rhs; next = next.lhs; } else { term = next; next = undefined; }
  }
  if (tracker.size) return;
  let sum = newVal;
  for (const t of preserved.reverse()) sum = sum.add(t);
  if (!out.has(e.key)) out.set(e.key, sum);
}

/**
 * Upstream replaceAffineDelinearizeIndexInverseExpression: when `v`, the last result of an
 * affine.delinearize_index with a constant basis, and all its other results are operands, a sum
 * in the map of each result times its stride (plus other terms) is the delinearized index. The
 * index becomes a new dim (all results were dims) or symbol; results no longer used are
 * blanked. Undefined when nothing matches.
 */
function replaceDelinearizeInverse(delin: Operation, v: Value, map: AffineMap, dims: (Value | null)[], syms: (Value | null)[]): AffineMap | undefined {
  if (delin.numOperands !== 1 || delin.results[delin.numResults - 1] !== v) return undefined;
  const bindings: (AffineExpr | undefined)[] = new Array(delin.numResults).fill(undefined);
  dims.forEach((d, pos) => { if (d instanceof OpResult && d.owner === delin) bindings[d.index] = getAffineDimExpr(pos); });
  syms.forEach((s, pos) => { if (s instanceof OpResult && s.owner === delin) bindings[s.index] = getAffineSymbolExpr(pos); });
  if (bindings.some((b) => b === undefined)) return undefined;
  const bound = bindings as AffineExpr[];
  const basis = staticBasisOf(delin).map(Number);
  const expected = new Set<string>();
  try {
    let stride = 1;
    const n = Math.min(bound.length, basis.length);
    for (let k = 0; k < n; k++) {
      expected.add(bound[bound.length - 1 - k]!.mul(stride).key);
      stride *= basis[basis.length - 1 - k]!;
    }
    if (bound.length !== basis.length) expected.add(bound[0]!.mul(stride).key);
  } catch (e) {
    // A stride beyond 2^53 (upstream multiplies in int64): left alone.
    if (e instanceof AffineRangeError) return undefined;
    throw e;
  }
  const isDim = bound.every((b) => b.kind === 'dim');
  const input = isDim ? getAffineDimExpr(dims.length) : getAffineSymbolExpr(syms.length);
  const replacements = new Map<string, AffineExpr>();
  for (const e of map.results) shortenAddChains(e, expected, input, replacements);
  if (!replacements.size) return undefined;
  (isDim ? dims : syms).push(delin.getOperand(0));
  const next = AffineMap.get(dims.length, syms.length, map.results.map((e) => e.replaceWith((x) => replacements.get(x.key))));
  for (const b of bound) {
    if (b.kind === 'dim' && !next.results.some((e) => e.isFunctionOfDim(b.position))) dims[b.position] = null;
    if (b.kind === 'symbol' && !next.results.some((e) => e.isFunctionOfSymbol(b.position))) syms[b.position] = null;
  }
  return next;
}

/**
 * Replaces the dim or symbol at `pos` by the expression of the affine.apply that defines its
 * operand, appending that apply's (canonicalized) operands (upstream replaceDimOrSym).
 */
function replaceDimOrSym(map: AffineMap, pos: number, dims: (Value | null)[], syms: (Value | null)[]): AffineMap | undefined {
  const isDim = pos < dims.length;
  const p = isDim ? pos : pos - dims.length;
  const v = isDim ? dims[p]! : syms[p]!;
  const def = v?.definingOp;
  if (v && def?.name === 'affine.delinearize_index') return replaceDelinearizeInverse(def, v, map, dims, syms);
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
