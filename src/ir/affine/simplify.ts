/**
 * Simplification of affine expressions and maps by flattening, as upstream's
 * `simplifyAffineExpr`, `simplifyAffineMap` and `getBoundForAffineExpr`
 * (mlir/lib/IR/AffineExpr.cpp, AffineMap.cpp). Semi-affine expressions (products of dims and
 * symbols, divisions by symbols) first go through upstream's `simplifySemiAffine` and are rebuilt
 * in its sorted sum-of-products order. Canonicalization of affine ops prints what these build, so
 * the construction order is upstream's, quirks included.
 */
import {
  type AffineExpr, AffineRangeError, getAffineBinaryOpExpr, getAffineConstantExpr, getAffineDimExpr,
  getAffineSymbolExpr,
} from './expr.js';
import { SimpleAffineExprFlattener, getAffineExprFromFlatForm } from './flatten.js';
import { ceilDivInt, floorDivInt, modInt } from './intmath.js';
import { AffineMap } from './map.js';

type DivKind = 'mod' | 'floordiv' | 'ceildiv';

/** Whether `e` is divisible by symbol `pos` (upstream isDivisibleBySymbol). */
function isDivisibleBySymbol(e: AffineExpr, pos: number, opKind: DivKind): boolean {
  switch (e.kind) {
    case 'constant': return e.value === 0;
    case 'dim': return false;
    case 'symbol': return e.position === pos;
    case 'add': return isDivisibleBySymbol(e.lhs, pos, opKind) && isDivisibleBySymbol(e.rhs, pos, opKind);
    case 'mod': return isDivisibleBySymbol(e.lhs, pos, 'mod') && isDivisibleBySymbol(e.rhs, pos, 'mod');
    // A product is divisible when a factor is, a floordiv/ceildiv factor not counting (checked as
    // under a mod): `((s0 ceildiv 3) * 2) ceildiv s0` stays, as mlir-opt-22 keeps it.
    case 'mul': return isDivisibleBySymbol(e.lhs, pos, 'mod') || isDivisibleBySymbol(e.rhs, pos, 'mod');
    default:
      if (opKind !== e.kind) return false;
      return isDivisibleBySymbol(e.lhs, pos, e.kind);
  }
}

/** `e` divided by symbol `pos`, for an `e` known to be divisible (upstream symbolicDivide). */
function symbolicDivide(e: AffineExpr, pos: number, opKind: DivKind): AffineExpr | undefined {
  switch (e.kind) {
    case 'constant': return e.value !== 0 ? undefined : getAffineConstantExpr(0);
    case 'dim': return undefined;
    case 'symbol': return getAffineConstantExpr(1);
    case 'add':
    case 'mod': {
      const k: DivKind = e.kind === 'mod' ? 'mod' : opKind;
      const l = symbolicDivide(e.lhs, pos, k);
      const r = symbolicDivide(e.rhs, pos, k);
      return l && r ? getAffineBinaryOpExpr(e.kind, l, r) : undefined;
    }
    case 'mul': {
      if (!isDivisibleBySymbol(e.lhs, pos, 'mod')) {
        const r = symbolicDivide(e.rhs, pos, opKind);
        return r && e.lhs.mul(r);
      }
      const l = symbolicDivide(e.lhs, pos, opKind);
      return l && l.mul(e.rhs);
    }
    default: {
      const l = symbolicDivide(e.lhs, pos, e.kind);
      return l && getAffineBinaryOpExpr(e.kind, l, e.rhs);
    }
  }
}

function summands(e: AffineExpr, out: AffineExpr[]): void {
  if (e.kind !== 'add') { out.push(e); return; }
  summands(e.lhs, out);
  summands(e.rhs, out);
}

function negated(e: AffineExpr): AffineExpr | undefined {
  if (e.kind !== 'mul') return undefined;
  if (e.lhs.kind === 'constant' && e.lhs.value === -1) return e.rhs;
  if (e.rhs.kind === 'constant' && e.rhs.value === -1) return e.lhs;
  return undefined;
}

/** `(x - x mod q) mod q` is 0 (upstream isModOfModSubtraction, seen after loop peeling). */
function isModOfModSubtraction(lhs: AffineExpr, rhs: AffineExpr, numDims: number, numSymbols: number): boolean {
  const terms: AffineExpr[] = [];
  summands(lhs, terms);
  for (let i = 0; i < terms.length; i++) {
    const inner = negated(terms[i]!);
    if (!inner || inner.kind !== 'mod' || !inner.rhs.equals(rhs)) continue;
    let diff: AffineExpr = getAffineConstantExpr(0);
    for (let j = 0; j < terms.length; j++) if (i !== j) diff = diff.add(terms[j]!);
    diff = simplifyAffineExpr(diff.sub(inner.lhs), numDims, numSymbols);
    if (diff.kind === 'constant' && diff.value === 0) return true;
  }
  return false;
}

/** Upstream simplifySemiAffine: divisions and mods by a symbol that divides the dividend. */
function simplifySemiAffine(e: AffineExpr, numDims: number, numSymbols: number): AffineExpr {
  switch (e.kind) {
    case 'constant': case 'dim': case 'symbol': return e;
    case 'add': case 'mul':
      return getAffineBinaryOpExpr(e.kind, simplifySemiAffine(e.lhs, numDims, numSymbols), simplifySemiAffine(e.rhs, numDims, numSymbols));
    default: {
      const sLHS = simplifySemiAffine(e.lhs, numDims, numSymbols);
      const sRHS = simplifySemiAffine(e.rhs, numDims, numSymbols);
      if (isModOfModSubtraction(sLHS, sRHS, numDims, numSymbols)) return getAffineConstantExpr(0);
      if (sRHS.kind !== 'symbol') return getAffineBinaryOpExpr(e.kind, sLHS, sRHS);
      const pos = sRHS.position;
      if (!isDivisibleBySymbol(e.lhs, pos, e.kind)) return getAffineBinaryOpExpr(e.kind, sLHS, sRHS);
      if (e.kind === 'mod') return getAffineConstantExpr(0);
      return symbolicDivide(sLHS, pos, e.kind) ?? getAffineBinaryOpExpr(e.kind, sLHS, sRHS);
    }
  }
}

/**
 * Rebuilds a semi-affine flat form with its terms sorted by (position, kind): `d0 + d0 * s0 + s0
 * + d1 * s1 + s1` (upstream getSemiAffineExprFromFlatForm).
 */
function getSemiAffineExprFromFlatForm(
  flat: readonly number[], numDims: number, numSymbols: number, localExprs: readonly AffineExpr[],
): AffineExpr {
  const entries: { a: number; b: number; coeff: number; expr: AffineExpr }[] = [];
  const maxDS = Math.max(numDims, numSymbols);
  let offsetSym = 0;
  let offsetDim = -1;
  for (let j = numDims; j < numDims + numSymbols; j++) {
    if (flat[j] === 0) continue;
    entries.push({ a: j - numDims, b: maxDS + offsetSym++, coeff: flat[j]!, expr: getAffineSymbolExpr(j - numDims) });
  }
  const added = new Array<boolean>(localExprs.length).fill(false);
  localExprs.forEach((expr, i) => {
    const coeff = flat[numDims + numSymbols + i]!;
    if (coeff === 0 || expr.kind === 'constant' || expr.kind === 'dim' || expr.kind === 'symbol') return;
    const { lhs, rhs } = expr;
    const idLike = (x: AffineExpr) => x.kind === 'dim' || x.kind === 'symbol';
    if (!(idLike(lhs) && (idLike(rhs) || rhs.kind === 'constant'))) return;
    const lhsPos = (lhs as { position: number }).position;
    if (rhs.kind === 'constant') {
      entries.push({ a: lhsPos, b: lhs.kind === 'dim' ? offsetDim-- : maxDS + offsetSym++, coeff, expr });
    } else if (lhs.kind === 'dim') {
      entries.push({ a: lhsPos, b: (rhs as { position: number }).position, coeff, expr });
    } else {
      entries.push({ a: lhsPos, b: maxDS + offsetSym++, coeff, expr });
    }
    added[i] = true;
  });
  for (let j = 0; j < numDims; j++) {
    if (flat[j] === 0) continue;
    entries.push({ a: j, b: offsetDim--, coeff: flat[j]!, expr: getAffineDimExpr(j) });
  }
  entries.sort((x, y) => (x.a !== y.a ? x.a - y.a : x.b - y.b));
  let expr: AffineExpr = getAffineConstantExpr(0);
  for (const e of entries) expr = expr.add(e.expr.mul(e.coeff));
  for (let j = numDims + numSymbols; j < flat.length - 1; j++) {
    if (flat[j] === 0 || added[j - numDims - numSymbols]) continue;
    expr = expr.add(localExprs[j - numDims - numSymbols]!.mul(flat[j]!));
  }
  const constTerm = flat[flat.length - 1]!;
  if (constTerm !== 0) expr = expr.add(constTerm);
  return expr;
}

/** Simplifies by flattening and rebuilding (upstream simplifyAffineExpr). */
export function simplifyAffineExpr(expr: AffineExpr, numDims: number, numSymbols: number): AffineExpr {
  try {
    return simplifyAffineExprImpl(expr, numDims, numSymbols);
  } catch (e) {
    // Flattening met a coefficient comco cannot hold exactly: the expression stays as it is.
    if (e instanceof AffineRangeError) return expr;
    throw e;
  }
}

function simplifyAffineExprImpl(expr: AffineExpr, numDims: number, numSymbols: number): AffineExpr {
  if (!expr.isPureAffine()) expr = simplifySemiAffine(expr, numDims, numSymbols);
  const flattener = new SimpleAffineExprFlattener(numDims, numSymbols);
  if (!flattener.walk(expr)) return expr;
  const flat = flattener.operandExprStack[flattener.operandExprStack.length - 1]!;
  if (expr.isPureAffine()) return getAffineExprFromFlatForm(flat, numDims, numSymbols, flattener.localExprs);
  if (expr.equals(getAffineExprFromFlatForm(flat, numDims, numSymbols, flattener.localExprs))) return expr;
  return getSemiAffineExprFromFlatForm(flat, numDims, numSymbols, flattener.localExprs);
}

/** Every result simplified (upstream simplifyAffineMap). */
export function simplifyAffineMap(map: AffineMap): AffineMap {
  return AffineMap.get(map.numDims, map.numSymbols, map.results.map((e) => simplifyAffineExpr(e, map.numDims, map.numSymbols)));
}

/**
 * A constant bound (upper when `isUpper`, both inclusive) of `expr` given constant bounds of its
 * dims and symbols, or undefined (upstream getBoundForAffineExpr).
 */
export function getBoundForAffineExpr(
  expr: AffineExpr, numDims: number, numSymbols: number,
  lower: readonly (number | undefined)[], upper: readonly (number | undefined)[], isUpper: boolean,
): number | undefined {
  const c = expr.kind === 'floordiv' || expr.kind === 'ceildiv' || expr.kind === 'mod'
    ? (expr.rhs.kind === 'constant' ? expr.rhs.value : undefined) : undefined;
  if (expr.kind === 'floordiv') {
    if (c === undefined || c < 1) return undefined;
    const b = getBoundForAffineExpr(expr.lhs, numDims, numSymbols, lower, upper, isUpper);
    return b === undefined ? undefined : floorDivInt(b, c);
  }
  if (expr.kind === 'ceildiv') {
    if (c === undefined || c < 1) return undefined;
    const b = getBoundForAffineExpr(expr.lhs, numDims, numSymbols, lower, upper, isUpper);
    return b === undefined ? undefined : ceilDivInt(b, c);
  }
  if (expr.kind === 'mod' && c !== undefined && c >= 1) {
    const lb = getBoundForAffineExpr(expr.lhs, numDims, numSymbols, lower, upper, false);
    const ub = getBoundForAffineExpr(expr.lhs, numDims, numSymbols, lower, upper, isUpper);
    if (ub !== undefined && lb !== undefined && floorDivInt(lb, c) === floorDivInt(ub, c)) {
      return isUpper ? modInt(ub, c) : modInt(lb, c);
    }
    return isUpper ? c - 1 : 0;
  }
  const flattener = new SimpleAffineExprFlattener(numDims, numSymbols);
  if (!flattener.walk(expr)) return undefined;
  if (flattener.numLocals > 0) return undefined;
  const flat = flattener.operandExprStack[flattener.operandExprStack.length - 1]!;
  let bound = 0;
  for (let i = 0; i < numDims + numSymbols; i++) {
    const coeff = flat[i]!;
    if (coeff === 0) continue;
    const b = (coeff > 0) === isUpper ? upper[i] : lower[i];
    if (b === undefined) return undefined;
    bound += b * coeff;
  }
  return bound + flat[flat.length - 1]!;
}

