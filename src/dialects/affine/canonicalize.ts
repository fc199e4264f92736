/**
 * Canonicalization patterns of the affine dialect, as upstream's (AffineOps.cpp): maps composed
 * with their affine.apply producers and canonicalized, min/max results deduplicated, merged and
 * ordered, empty loops and trivially decided conditionals removed. Folds (affine.apply to a
 * constant or operand, constant loop bounds, conditions) live on the ops.
 */
import { AffineMapAttr } from '../../ir/attributes.js';
import type { AffineExpr } from '../../ir/affine/expr.js';
import { SimpleAffineExprFlattener } from '../../ir/affine/flatten.js';
import { AffineMap } from '../../ir/affine/map.js';
import type { Operation } from '../../ir/operation.js';
import { index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { ApplyOp, MaxOp, MinOp } from './apply.js';
import { simplifyMapWithOperands } from './bounds.js';
import { canonicalizeMapAndOperands, composeAffineMapAndOperands } from './compose.js';
import { constantTripCount } from './fold-for.js';
import { forParts } from './for-parts.js';
import { ForOp } from './for.js';
import { IfOp } from './if.js';
import { LoadOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp } from './memory.js';
import { mapOf, setOf } from './syntax.js';

/** Any op kind keeping its subscripts or bounds in a `map` property. */
interface MapOpDef { readonly name: string; is(op: Operation | null | undefined): op is Operation }

/** The operands a map applies to: all operands after the value and memref operands. */
function mapOperandsOf(op: Operation): Value[] {
  const skip = op.name === 'affine.store' || op.name === 'affine.vector_store' ? 2
    : op.name === 'affine.load' || op.name === 'affine.vector_load' || op.name === 'affine.prefetch' ? 1 : 0;
  return op.operands.slice(skip);
}

/** A new op of the same kind with another map and map operands (upstream replaceAffineOp);
 * discardable attributes do not carry over, as upstream. */
function replaceAffineOp(rw: PatternRewriter, op: Operation, map: AffineMap, mapOperands: readonly Value[]): void {
  const m = AffineMapAttr.get(map);
  const ops = [...mapOperands];
  rw.setInsertionPoint(op);
  const loc = op.loc;
  let created: Operation;
  switch (op.name) {
    case 'affine.apply': created = ApplyOp.build(rw, { map: m, mapOperands: ops, resultTypes: [index] }, loc); break;
    case 'affine.min': created = MinOp.build(rw, { map: m, mapOperands: ops, resultTypes: [index] }, loc); break;
    case 'affine.max': created = MaxOp.build(rw, { map: m, mapOperands: ops, resultTypes: [index] }, loc); break;
    case 'affine.load': created = LoadOp.build(rw, { memref: op.getOperand(0), indices: ops, map: m, resultTypes: op.resultTypes }, loc); break;
    case 'affine.vector_load':
      created = VectorLoadOp.build(rw, { memref: op.getOperand(0), indices: ops, map: m, resultTypes: op.resultTypes }, loc);
      break;
    case 'affine.store': created = StoreOp.build(rw, { value: op.getOperand(0), memref: op.getOperand(1), indices: ops, map: m }, loc); break;
    case 'affine.vector_store':
      created = VectorStoreOp.build(rw, { value: op.getOperand(0), memref: op.getOperand(1), indices: ops, map: m }, loc);
      break;
    default: {
      if (!PrefetchOp.is(op)) throw new Error(`replaceAffineOp: unexpected op '${op.name}'`);
      created = PrefetchOp.build(rw, {
        memref: op.memref, indices: ops, map: m, isWrite: op.isWrite, localityHint: op.localityHint, isDataCache: op.isDataCache,
      }, loc);
    }
  }
  rw.replaceOp(op, created.results);
}

/** Upstream SimplifyAffineOp: compose producers, canonicalize, simplify with operand bounds. */
function simplifyAffineOp(def: MapOpDef): RewritePattern {
  return pattern(`SimplifyAffineOp<${def.name}>`, def, (op, rw) => {
    const old = mapOf(op);
    const oldOperands = mapOperandsOf(op);
    const operands = [...oldOperands];
    let map = composeAffineMapAndOperands(old, operands);
    map = canonicalizeMapAndOperands(map, operands);
    map = simplifyMapWithOperands(map, operands);
    if (map.equals(old) && operands.length === oldOperands.length && operands.every((v, i) => v === oldOperands[i])) return false;
    replaceAffineOp(rw, op, map, operands);
    return true;
  });
}

/** A loop whose body only yields: its results are its initial values, or the values it yields
 * from outside, where the trip count allows (upstream AffineForEmptyLoopFolder). */
const forEmptyLoop = pattern('AffineForEmptyLoopFolder', ForOp, (op, rw) => {
  const body = op.region.front;
  if (body.first !== body.last || op.numResults === 0) return false;
  const inits = forParts(op).inits;
  const trip = constantTripCount(op);
  if (trip === 0) { rw.replaceOp(op, inits); return true; }
  const iterArgs = body.args.slice(1);
  const iv = body.args[0];
  const replacements: Value[] = [];
  let outside = false;
  let outOfOrder = false;
  const yielded = body.last!.operands;
  for (let i = 0; i < yielded.length; i++) {
    const v = yielded[i]!;
    if (v === iv) return false;
    const pos = iterArgs.indexOf(v as (typeof iterArgs)[number]);
    if (pos < 0) { outside = true; replacements.push(v); continue; }
    if (pos !== i) outOfOrder = true;
    replacements.push(inits[pos]!);
  }
  if (trip === undefined && (outside || outOfOrder)) return false;
  if (trip !== undefined && trip >= 2 && outOfOrder) return false;
  rw.replaceOp(op, replacements);
  return true;
});

/** An else region holding only its terminator goes, when the if has no results. */
const ifDeadElse = pattern('SimplifyDeadElse', IfOp, (op, rw) => {
  const r = op.elseRegion;
  if (r.isEmpty || r.front.first !== r.front.last || op.numResults) return false;
  rw.modifyOpInPlace(op, () => rw.eraseBlock(r.front));
  return true;
});

/** `1 == 0` (the empty set) takes the else branch, `0 == 0` the then branch (upstream AlwaysTrueOrFalseIf). */
const ifAlwaysTrueOrFalse = pattern('AlwaysTrueOrFalseIf', IfOp, (op, rw) => {
  const set = setOf(op);
  let region = op.thenRegion;
  if (set.isEmptyIntegerSet()) {
    if (op.numResults === 0 && op.elseRegion.isEmpty) { rw.eraseOp(op); return true; }
    region = op.elseRegion;
  } else {
    const c = set.constraints[0];
    if (!(set.numEqualities === 1 && set.numInequalities === 0 && c?.kind === 'constant' && c.value === 0)) return false;
  }
  const block = region.front;
  const terminator = block.last!;
  const values = terminator.operands;
  rw.inlineBlockBefore(block, op);
  rw.replaceOp(op, values);
  rw.eraseOp(terminator);
  return true;
});

/** affine.min/max of one result is an affine.apply. */
function singleResultMinMax(def: typeof MinOp | typeof MaxOp): RewritePattern {
  return pattern(`CanonicalizeSingleResultAffineMinMaxOp<${def.name}>`, def, (op, rw) => {
    const map = mapOf(op);
    if (map.numResults !== 1) return false;
    rw.setInsertionPoint(op);
    const apply = ApplyOp.build(rw, { map: AffineMapAttr.get(map), mapOperands: op.operands, resultTypes: [index] }, op.loc);
    rw.replaceOp(op, apply.results);
    return true;
  });
}

function dedupMinMax(def: typeof MinOp | typeof MaxOp): RewritePattern {
  return pattern(`DeduplicateAffineMinMaxExpressions<${def.name}>`, def, (op, rw) => {
    const map = mapOf(op);
    const exprs: AffineExpr[] = [];
    for (const e of map.results) if (!exprs.some((x) => x.equals(e))) exprs.push(e);
    if (exprs.length === map.numResults) return false;
    replaceAffineOp(rw, op, AffineMap.get(map.numDims, map.numSymbols, exprs), op.operands);
    return true;
  });
}

/** Results that are a lone dim or symbol bound to the same kind of min/max take its results
 * instead (upstream MergeAffineMinMaxOp). */
function mergeMinMax(def: typeof MinOp | typeof MaxOp): RewritePattern {
  return pattern(`MergeAffineMinMaxOp<${def.name}>`, def, (op, rw) => {
    const map = mapOf(op);
    const dimOperands = op.operands.slice(0, map.numDims);
    const symOperands = op.operands.slice(map.numDims);
    const newDims = [...dimOperands];
    const newSyms = [...symOperands];
    const exprs: AffineExpr[] = [];
    const producers: Operation[] = [];
    for (const e of map.results) {
      const v = e.kind === 'symbol' ? symOperands[e.position] : e.kind === 'dim' ? dimOperands[e.position] : undefined;
      const producer = v?.definingOp;
      if (producer && producer.info === op.info) { producers.push(producer); continue; }
      exprs.push(e);
    }
    if (!producers.length) return false;
    let numDims = map.numDims;
    let numSyms = map.numSymbols;
    for (const producer of producers) {
      const pm = mapOf(producer);
      newDims.push(...producer.operands.slice(0, pm.numDims));
      newSyms.push(...producer.operands.slice(pm.numDims));
      for (const e of pm.results) exprs.push(e.shiftDims(pm.numDims, numDims).shiftSymbols(pm.numSymbols, numSyms));
      numDims += pm.numDims;
      numSyms += pm.numSymbols;
    }
    replaceAffineOp(rw, op, AffineMap.get(numDims, numSyms, exprs), [...newDims, ...newSyms]);
    return true;
  });
}

const lexLess = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/** Results ordered by their flattened coefficient rows, when all are pure and local-free
 * (upstream canonicalizeMapExprAndTermOrder). */
function orderMinMaxResults(def: typeof MinOp | typeof MaxOp): RewritePattern {
  return pattern(`CanonicalizeAffineMinMaxOpExprAndTermOrder<${def.name}>`, def, (op, rw) => {
    const map = mapOf(op);
    const rows: number[][] = [];
    for (const e of map.results) {
      if (!e.isPureAffine()) return false;
      const f = new SimpleAffineExprFlattener(map.numDims, map.numSymbols);
      if (!f.walk(e)) return false;
      const row = f.operandExprStack[f.operandExprStack.length - 1]!;
      if (row.length !== map.numDims + map.numSymbols + 1) return false;
      rows.push(row);
    }
    if (rows.every((r, i) => i === 0 || lexLess(rows[i - 1]!, r) <= 0)) return false;
    const order = rows.map((_, i) => i).sort((a, b) => lexLess(rows[a]!, rows[b]!));
    replaceAffineOp(rw, op, AffineMap.get(map.numDims, map.numSymbols, order.map((i) => map.results[i]!)), op.operands);
    return true;
  });
}

const minMaxPatterns = (def: typeof MinOp | typeof MaxOp): RewritePattern[] => [
  singleResultMinMax(def), dedupMinMax(def), mergeMinMax(def), simplifyAffineOp(def), orderMinMaxResults(def),
];

export const affinePatterns: readonly RewritePattern[] = [
  simplifyAffineOp(ApplyOp),
  forEmptyLoop,
  ifDeadElse, ifAlwaysTrueOrFalse,
  simplifyAffineOp(LoadOp), simplifyAffineOp(StoreOp), simplifyAffineOp(VectorLoadOp), simplifyAffineOp(VectorStoreOp),
  simplifyAffineOp(PrefetchOp),
  ...minMaxPatterns(MinOp), ...minMaxPatterns(MaxOp),
];

