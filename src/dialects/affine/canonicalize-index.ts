/**
 * Canonicalization of affine.delinearize_index and affine.linearize_index, as upstream's
 * (AffineOps.cpp): unit sizes dropped, a delinearization of a disjoint linearization cancelled
 * where their bases agree, and runs of delinearized indices that are linearized again merged.
 * Basis entries are compared as upstream compares OpFoldResults: equal constants, or the same
 * SSA value.
 */
import { AffineMapAttr, IntegerAttr, UnitAttr } from '../../ir/attributes.js';
import { type AffineExpr, getAffineConstantExpr, getAffineSymbolExpr } from '../../ir/affine/expr.js';
import { AffineMap } from '../../ir/affine/map.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import { index } from '../../ir/types.js';
import { OpResult, type Value } from '../../ir/value.js';
import { staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';
import { constantOf } from '../../rewrite/fold.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { ConstantOp } from '../arith/index.js';
import { ApplyOp } from './apply.js';
import {
  type BasisEntry, DelinearizeIndexOp, K_DYNAMIC, LinearizeIndexOp, isDisjoint, mixedBasis, staticBasisOf,
} from './index-ops.js';

/** A basis entry, or the missing outer bound of a padded basis. */
type Padded = BasisEntry | null;

const constantInt = (e: Padded): bigint | undefined => {
  if (e === null) return undefined;
  if (typeof e === 'bigint') return e;
  const c = constantOf(e);
  return c instanceof IntegerAttr ? c.value : undefined;
};

type DelinearizeOp = ReturnType<typeof DelinearizeIndexOp.build>;
type LinearizeOp = ReturnType<typeof LinearizeIndexOp.build>;

const delinBasis = (op: DelinearizeOp): BasisEntry[] => mixedBasis(staticBasisOf(op), op.dynamic_basis);
const linBasis = (op: LinearizeOp): BasisEntry[] => mixedBasis(staticBasisOf(op), op.dynamic_basis);
const delinHasOuterBound = (op: DelinearizeOp): boolean => op.numResults === staticBasisOf(op).length;
const linHasOuterBound = (op: LinearizeOp): boolean => op.multi_index.length === staticBasisOf(op).length;
const delinPadded = (op: DelinearizeOp): Padded[] => (delinHasOuterBound(op) ? delinBasis(op) : [null, ...delinBasis(op)]);
const linPadded = (op: LinearizeOp): Padded[] => (linHasOuterBound(op) ? linBasis(op) : [null, ...linBasis(op)]);

function split(basis: readonly BasisEntry[]): { dynamic: Value[]; statics: bigint[] } {
  const dynamic: Value[] = [];
  const statics = basis.map((e) => {
    if (typeof e === 'bigint') return e;
    dynamic.push(e);
    return K_DYNAMIC;
  });
  return { dynamic, statics };
}

/** Upstream's builders: raw (dynamic values and static entries) or from a (padded) mixed basis. */
function buildDelinearizeRaw(rw: PatternRewriter, loc: Location, linear: Value, dynamic: readonly Value[], statics: readonly bigint[], hasOuterBound: boolean): DelinearizeOp {
  const n = hasOuterBound ? statics.length : statics.length + 1;
  return DelinearizeIndexOp.build(rw, {
    linear_index: linear, dynamic_basis: [...dynamic], static_basis: staticIndexArray(statics), resultTypes: new Array(n).fill(index),
  }, loc);
}
function buildDelinearize(rw: PatternRewriter, loc: Location, linear: Value, basis: readonly Padded[], hasOuterBound = true): DelinearizeOp {
  if (hasOuterBound && basis.length && basis[0] === null) { hasOuterBound = false; basis = basis.slice(1); }
  const { dynamic, statics } = split(basis as BasisEntry[]);
  return buildDelinearizeRaw(rw, loc, linear, dynamic, statics, hasOuterBound);
}
function buildLinearizeRaw(rw: PatternRewriter, loc: Location, indices: readonly Value[], dynamic: readonly Value[], statics: readonly bigint[], disjoint: boolean): LinearizeOp {
  return LinearizeIndexOp.build(rw, {
    multi_index: [...indices], dynamic_basis: [...dynamic], static_basis: staticIndexArray(statics),
    ...(disjoint ? { disjoint: UnitAttr.instance } : {}), resultTypes: [index],
  }, loc);
}
function buildLinearize(rw: PatternRewriter, loc: Location, indices: readonly Value[], basis: readonly Padded[], disjoint: boolean): LinearizeOp {
  if (basis.length && basis[0] === null) basis = basis.slice(1);
  const { dynamic, statics } = split(basis as BasisEntry[]);
  return buildLinearizeRaw(rw, loc, indices, dynamic, statics, disjoint);
}

function constantIndex(rw: PatternRewriter, loc: Location, v: bigint): Value {
  return ConstantOp.build(rw, { value: IntegerAttr.index(v), resultTypes: [index] }, loc).results[0]!;
}

/** Indices of unit sizes are 0; the rest come from a smaller delinearization (DropUnitExtentBasis). */
const dropUnitExtentBasis = pattern('DropUnitExtentBasis', DelinearizeIndexOp, (op, rw) => {
  const replacements: (Value | undefined)[] = new Array(op.numResults).fill(undefined);
  let zero: Value | undefined;
  const newBasis: Padded[] = [];
  rw.setInsertionPoint(op);
  delinPadded(op).forEach((b, i) => {
    if (constantInt(b) === 1n) replacements[i] = zero ??= constantIndex(rw, op.loc, 0n);
    else newBasis.push(b);
  });
  if (newBasis.length === op.numResults) return false;
  if (newBasis.length) {
    const d = buildDelinearize(rw, op.loc, op.linear_index, newBasis);
    let k = 0;
    for (let i = 0; i < replacements.length; i++) replacements[i] ??= d.results[k++]!;
  }
  rw.replaceOp(op, replacements as Value[]);
  return true;
});

/** A delinearization of a disjoint linearization ending in the same sizes cancels that tail. */
const cancelDelinearizeOfLinearizeTail = pattern('CancelDelinearizeOfLinearizeDisjointExactTail', DelinearizeIndexOp, (op, rw) => {
  const lin = op.linear_index.definingOp;
  if (!lin || !LinearizeIndexOp.is(lin) || !isDisjoint(lin)) return false;
  const ins = lin.multi_index;
  const lb = linBasis(lin);
  const db = delinBasis(op);
  let matches = 0;
  while (matches < lb.length && matches < db.length && lb[lb.length - 1 - matches] === db[db.length - 1 - matches]) matches++;
  if (matches === 0) return false;
  if (matches === lb.length && matches === db.length && ins.length === op.numResults) {
    rw.replaceOp(op, ins);
    return true;
  }
  rw.setInsertionPoint(op);
  const newLin = buildLinearize(rw, lin.loc, ins.slice(0, ins.length - matches), lb.slice(0, lb.length - matches), isDisjoint(lin));
  const newDelin = buildDelinearize(rw, op.loc, newLin.linear_index, db.slice(0, db.length - matches), delinHasOuterBound(op));
  rw.replaceOp(op, [...newDelin.results, ...ins.slice(ins.length - matches)]);
  return true;
});

/** The last k > 1 sizes multiplying to the last linearized size delinearize that index alone. */
const splitDelinearizeSpanningLastLinearizeArg = pattern('SplitDelinearizeSpanningLastLinearizeArg', DelinearizeIndexOp, (op, rw) => {
  const lin = op.linear_index.definingOp;
  if (!lin || !LinearizeIndexOp.is(lin) || !isDisjoint(lin)) return false;
  const linStatics = staticBasisOf(lin);
  const target = linStatics[linStatics.length - 1];
  if (target === undefined || target === K_DYNAMIC) return false;
  const basis = staticBasisOf(op);
  let size = 1n;
  let count = 0;
  for (let i = basis.length - 1; i >= 0; i--) {
    const b = basis[i]!;
    if (b === K_DYNAMIC) return false;
    size *= b;
    count++;
    if (size > target) return false;
    if (size === target) break;
  }
  if (size < target || count < 2) return false;
  rw.setInsertionPoint(op);
  const idx = lin.multi_index;
  const without = buildLinearizeRaw(rw, lin.loc, idx.slice(0, -1), lin.dynamic_basis, linStatics.slice(0, -1), isDisjoint(lin));
  const rest = buildDelinearizeRaw(rw, op.loc, without.linear_index, op.dynamic_basis, basis.slice(0, basis.length - count), delinHasOuterBound(op));
  const back = buildDelinearizeRaw(rw, op.loc, idx[idx.length - 1]!, [], basis.slice(basis.length - count), true);
  rw.replaceOp(op, [...rest.results, ...back.results]);
  return true;
});

/** The product of sizes as a constant, or an affine.apply of their product (upstream computeProduct). */
function computeProduct(rw: PatternRewriter, loc: Location, terms: readonly Padded[]): Padded {
  let n = 0;
  const dynamic: Value[] = [];
  let e: AffineExpr = getAffineConstantExpr(1);
  for (const t of terms) {
    if (t === null) return null;
    const c = constantInt(t);
    if (c !== undefined) e = e.mul(getAffineConstantExpr(Number(c)));
    else { dynamic.push(t as Value); e = e.mul(getAffineSymbolExpr(n++)); }
  }
  if (e.kind === 'constant') return BigInt(e.value);
  let maxSym = -1;
  e.walk((x) => { if (x.kind === 'symbol') maxSym = Math.max(maxSym, x.position); });
  const map = AffineMap.get(0, maxSym + 1, [e]);
  return ApplyOp.build(rw, { map: AffineMapAttr.get(map), mapOperands: dynamic, resultTypes: [index] }, loc).result;
}

/** Consecutive delinearized indices linearized again with the same sizes merge into one index
 * (upstream CancelLinearizeOfDelinearizePortion). */
const cancelLinearizeOfDelinearizePortion = pattern('CancelLinearizeOfDelinearizePortion', LinearizeIndexOp, (op, rw) => {
  interface Match { delin: DelinearizeOp; linStart: number; delinStart: number; length: number }
  const matches: Match[] = [];
  const lb = linPadded(op);
  const idx = op.multi_index;
  const seen = new Set<Operation>();
  for (let i = 0; i < idx.length;) {
    const v = idx[i]!;
    const owner = v instanceof OpResult ? v.definingOp : undefined;
    if (!owner || !DelinearizeIndexOp.is(owner)) { i++; continue; }
    const delinIdx = owner.results.indexOf(v as OpResult);
    const db = delinPadded(owner);
    const firstDelin = db[delinIdx];
    const boundsMatch = firstDelin === lb[i];
    const bothAtFront = i === 0 && delinIdx === 0;
    const knownByDisjoint = isDisjoint(op) && delinIdx === 0 && firstDelin === null;
    if (!boundsMatch && !bothAtFront && !knownByDisjoint) { i++; continue; }
    let j = 1;
    for (; j + i < idx.length && j + delinIdx < owner.numResults; ++j) {
      if (idx[i + j] !== owner.results[delinIdx + j]) break;
      if (lb[i + j] !== db[delinIdx + j]) break;
    }
    if (j <= 1 || seen.has(owner)) { i++; continue; }
    seen.add(owner);
    matches.push({ delin: owner, linStart: i, delinStart: delinIdx, length: j });
    i += j;
  }
  if (!matches.length) return false;
  // comco's affine constants are exact to 2^53 (AffineRangeError): merges whose size needs more
  // are not made.
  const fits = (m: Match): boolean => {
    let p = 1n;
    for (const t of lb.slice(m.linStart, m.linStart + m.length)) {
      const c = constantInt(t);
      if (c !== undefined) p *= c;
    }
    return p > -(1n << 53n) && p < 1n << 53n;
  };
  if (!matches.every(fits)) return false;
  const replacements: Value[][] = [];
  const newIndex: Value[] = [];
  const newBasis: Padded[] = [];
  let prevEnd = 0;
  for (const m of matches) {
    newIndex.push(...idx.slice(prevEnd, m.linStart));
    newBasis.push(...lb.slice(prevEnd, m.linStart));
    prevEnd = m.linStart + m.length;
    const toMerge = lb.slice(m.linStart, m.linStart + m.length);
    const newSize = rw.guard(() => {
      rw.setInsertionPoint(m.delin);
      return computeProduct(rw, op.loc, toMerge);
    });
    if (m.length === m.delin.numResults) {
      newIndex.push(m.delin.linear_index);
      newBasis.push(newSize);
      replacements.push([]);
      continue;
    }
    const { combined, results } = rw.guard(() => {
      rw.setInsertionPoint(m.delin);
      const db = delinPadded(m.delin);
      db.splice(m.delinStart, m.length, newSize);
      const merged = buildDelinearize(rw, m.delin.loc, m.delin.linear_index, db);
      const comb = merged.results[m.delinStart]!;
      const residual = buildDelinearize(rw, m.delin.loc, comb, toMerge);
      return {
        combined: comb,
        results: [...merged.results.slice(0, m.delinStart), ...residual.results, ...merged.results.slice(m.delinStart + 1)],
      };
    });
    replacements.push(results);
    newIndex.push(combined);
    newBasis.push(newSize);
  }
  newIndex.push(...idx.slice(prevEnd));
  newBasis.push(...lb.slice(prevEnd));
  rw.setInsertionPoint(op);
  const replacement = buildLinearize(rw, op.loc, newIndex, newBasis, isDisjoint(op));
  rw.replaceOp(op, [replacement.linear_index]);
  matches.forEach((m, i) => { if (replacements[i]!.length) rw.replaceOp(m.delin, replacements[i]!); });
  return true;
});

/** A leading constant-zero index contributes nothing (upstream DropLinearizeLeadingZero). */
const dropLinearizeLeadingZero = pattern('DropLinearizeLeadingZero', LinearizeIndexOp, (op, rw) => {
  const lead = op.multi_index[0];
  if (!lead || constantInt(lead) !== 0n) return false;
  if (op.multi_index.length === 1) { rw.replaceOp(op, [lead]); return true; }
  const basis = linBasis(op);
  rw.setInsertionPoint(op);
  const n = buildLinearize(rw, op.loc, op.multi_index.slice(1), linHasOuterBound(op) ? basis.slice(1) : basis, isDisjoint(op));
  rw.replaceOp(op, [n.linear_index]);
  return true;
});

/** Indices over unit sizes go when the op is disjoint or the index is 0
 * (upstream DropLinearizeUnitComponentsIfDisjointOrZero). */
const dropLinearizeUnitComponents = pattern('DropLinearizeUnitComponentsIfDisjointOrZero', LinearizeIndexOp, (op, rw) => {
  let idx = op.multi_index;
  const n = idx.length;
  const newIndices: Value[] = [];
  const newBasis: Padded[] = [];
  if (!linHasOuterBound(op)) { newIndices.push(idx[0]!); idx = idx.slice(1); }
  const basis = linBasis(op);
  idx.forEach((v, i) => {
    const b = basis[i]!;
    if (constantInt(b) !== 1n || (!isDisjoint(op) && constantInt(v) !== 0n)) { newIndices.push(v); newBasis.push(b); }
  });
  if (newIndices.length === n) return false;
  rw.setInsertionPoint(op);
  if (newIndices.length === 0) {
    rw.replaceOp(op, [constantIndex(rw, op.loc, 0n)]);
    return true;
  }
  const r = buildLinearize(rw, op.loc, newIndices, newBasis, isDisjoint(op));
  rw.replaceOp(op, [r.linear_index]);
  return true;
});

export const indexOpPatterns: readonly RewritePattern[] = [
  cancelDelinearizeOfLinearizeTail, dropUnitExtentBasis, splitDelinearizeSpanningLastLinearizeArg,
  cancelLinearizeOfDelinearizePortion, dropLinearizeLeadingZero, dropLinearizeUnitComponents,
];
