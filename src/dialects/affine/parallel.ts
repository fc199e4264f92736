/** affine.parallel: a band of parallel affine loops with optional reductions. */
import type { OpAsmParser, OpAsmPrinter, OperationState, UnresolvedOperand } from '../../ir/asm.js';
import {
  AffineMapAttr, ArrayAttr, type Attribute, DenseElementsAttr, IntegerAttr, StringAttr,
} from '../../ir/attributes.js';
import { type AffineExpr, getAffineDimExpr, getAffineSymbolExpr } from '../../ir/affine/expr.js';
import { AffineMap } from '../../ir/affine/map.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import {
  AutomaticAllocationScope, LoopLike, RecursiveMemoryEffects, singleBlockImplicitTerminator,
} from '../../ir/traits.js';
import { FloatType, IntegerType, RankedTensorType, type Type, i32, i64, index, none } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AffineMapAttrC, AnyType, type AttrConstraint, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { ensureTerminator } from '../../irdl/format/parse.js';
import { sizedRegion, variadic } from '../../irdl/spec.js';
import { composeAffineMapAndOperands } from './compose.js';
import { sliceMap } from './map-utils.js';
import { mapOf } from './syntax.js';
import { verifyDimAndSymbolIdentifiers } from './validity.js';

/** arith's AtomicRMWKind, the reductions affine.parallel accepts, stored as i64 integers. */
const REDUCTIONS = [
  'addf', 'addi', 'andi', 'assign', 'maximumf', 'maxnumf', 'maxs', 'maxu',
  'minimumf', 'minnumf', 'mins', 'minu', 'mulf', 'muli', 'ori', 'xori',
] as const;

/** Upstream isResultTypeMatchAtomicRMWKind (maxnumf, minnumf and xori are never accepted). */
function reductionMatches(t: Type, kind: string): boolean {
  const int = t instanceof IntegerType ? t : undefined;
  switch (kind) {
    case 'addf': case 'mulf': case 'maximumf': case 'minimumf': return t instanceof FloatType;
    case 'addi': case 'muli': case 'ori': case 'andi': return !!int;
    case 'assign': return true;
    case 'maxs': case 'mins': return int?.signedness === 'signed';
    case 'maxu': case 'minu': return int?.signedness === 'unsigned';
    default: return false;
  }
}

const constraint = <A extends Attribute>(description: string, check: (a: Attribute) => a is A): AttrConstraint<A> => ({ description, check });
const I32ElementsAttr = constraint('32-bit signless integer elements attribute',
  (a): a is DenseElementsAttr => a instanceof DenseElementsAttr && a.elementType === i32);
const I64ArrayAttr = constraint('64-bit integer array attribute',
  (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => e instanceof IntegerAttr && e.type === i64));
const ReductionsAttr = constraint('Reduction ops',
  (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => e instanceof IntegerAttr && e.type === i64 && e.num >= 0 && e.num < REDUCTIONS.length));

const groupsAttr = (sizes: readonly number[]) => DenseElementsAttr.get(RankedTensorType.get([sizes.length], i32), sizes);
const groupsOf = (op: Operation, name: string): number[] => {
  const a = op.getAttr(name);
  return a instanceof DenseElementsAttr ? a.all().map(Number) : [];
};
const stepsOf = (op: Operation): number[] => {
  const a = op.getAttr('steps');
  return a instanceof ArrayAttr ? a.elements.map((e) => (e instanceof IntegerAttr ? e.num : 0)) : [];
};

/** The lower and upper bound operands (split by the lower bounds map's inputs). */
export function parallelBoundOperands(op: Operation): { lb: Value[]; ub: Value[] } {
  const n = mapOf(op, 'lowerBoundsMap').getNumInputs();
  return { lb: op.operands.slice(0, n), ub: op.operands.slice(n) };
}

/**
 * `(e1, max(e2, e3), ...)`: groups of expressions over SSA values, flattened into one map over
 * the deduplicated values (upstream parseAffineMapWithMinMax).
 */
function parseBounds(p: OpAsmParser, state: OperationState, kind: 'min' | 'max'): void {
  const mapName = kind === 'min' ? 'upperBoundsMap' : 'lowerBoundsMap';
  const groupsName = kind === 'min' ? 'upperBoundsGroups' : 'lowerBoundsGroups';
  p.parsePunct('(');
  if (p.parseOptionalPunct(')')) {
    state.attributes.set(mapName, AffineMapAttr.get(AffineMap.empty()));
    state.attributes.set(groupsName, groupsAttr([]));
    return;
  }
  const exprs: AffineExpr[] = [];
  const dimLists: UnresolvedOperand[][] = [];
  const symLists: UnresolvedOperand[][] = [];
  const groups: number[] = [];
  p.parseCommaSeparatedList('none', () => {
    if (p.parseOptionalKeyword(kind)) {
      const { map, operands } = p.parseAffineMapOfSSAIds('paren');
      for (const e of map.results) {
        exprs.push(e);
        dimLists.push(operands.slice(0, map.numDims));
        symLists.push(operands.slice(map.numDims));
      }
      groups.push(map.numResults);
    } else {
      const { expr, dims, symbols } = p.parseAffineExprOfSSAIds();
      exprs.push(expr);
      dimLists.push(dims);
      symLists.push(symbols);
      groups.push(1);
    }
  });
  p.parsePunct(')');
  let totalDims = 0;
  let totalSyms = 0;
  exprs.forEach((e, i) => {
    const nd = dimLists[i]!.length;
    const ns = symLists[i]!.length;
    exprs[i] = e.shiftDims(nd, totalDims).shiftSymbols(ns, totalSyms);
    totalDims += nd;
    totalSyms += ns;
  });
  const dedupe = (lists: UnresolvedOperand[][], isDim: boolean) => {
    const unique: Value[] = [];
    const repl: AffineExpr[] = [];
    for (const list of lists) {
      for (const v of p.resolveOperands(list, index)) {
        let pos = unique.indexOf(v);
        if (pos < 0) pos = unique.push(v) - 1;
        repl.push(isDim ? getAffineDimExpr(pos) : getAffineSymbolExpr(pos));
      }
    }
    return { unique, repl };
  };
  const d = dedupe(dimLists, true);
  const s = dedupe(symLists, false);
  state.operands.push(...d.unique, ...s.unique);
  const map = AffineMap.get(totalDims, totalSyms, exprs).replaceDimsAndSymbols(d.repl, s.repl, d.unique.length, s.unique.length);
  state.attributes.set(mapName, AffineMapAttr.get(map));
  state.attributes.set(groupsName, groupsAttr(groups));
}

function printBounds(p: OpAsmPrinter, map: AffineMap, groups: readonly number[], operands: readonly Value[], keyword: string): void {
  const dims = operands.slice(0, map.numDims);
  const syms = operands.slice(map.numDims);
  let start = 0;
  for (const size of groups) {
    if (start !== 0) p.write(', ');
    if (size === 1) {
      const e = map.results[start];
      if (e) p.printAffineExprOfSSAIds(e, dims, syms);
      start++;
    } else {
      p.write(`${keyword}(`);
      p.printAffineMapOfSSAIds(sliceMap(map, start, size), operands);
      p.write(')');
      start += size;
    }
  }
}

function parseParallel(p: OpAsmParser, state: OperationState): void {
  const ivs = p.parseArgumentList('paren', false);
  p.parsePunct('=');
  parseBounds(p, state, 'max');
  p.parseKeyword('to');
  parseBounds(p, state, 'min');
  if (p.parseOptionalKeyword('step')) {
    const { map } = p.parseAffineMapOfSSAIds('paren');
    const steps = map.results.map((e) => {
      if (e.kind !== 'constant') throw p.error('steps must be constant integers', p.nameLoc());
      return IntegerAttr.i64(e.value);
    });
    state.attributes.set('steps', ArrayAttr.get(steps));
  } else {
    state.attributes.set('steps', ArrayAttr.get(ivs.map(() => IntegerAttr.i64(1))));
  }
  const reductions: IntegerAttr[] = [];
  if (p.parseOptionalKeyword('reduce')) {
    p.parsePunct('(');
    p.parseCommaSeparatedList('none', () => {
      const loc = p.currentLoc();
      const a = p.parseAttribute(none);
      if (!(a instanceof StringAttr)) throw p.error('invalid kind of attribute specified', loc);
      const kind = REDUCTIONS.indexOf(a.value as (typeof REDUCTIONS)[number]);
      if (kind < 0) throw p.error(`invalid reduction value: "${a.value}"`, loc);
      reductions.push(IntegerAttr.i64(kind));
    });
    p.parsePunct(')');
  }
  state.attributes.set('reductions', ArrayAttr.get(reductions));
  state.resultTypes.push(...(p.parseOptionalArrowTypeList() ?? []));
  for (const iv of ivs) iv.type = index;
  const body = new Region();
  p.parseRegion(body, ivs);
  state.regions.push(body);
  p.parseOptionalAttrDict(state.attributes);
  ensureTerminator(p, body, 'affine.yield', state.loc);
}

function printParallel(op: Operation, p: OpAsmPrinter): void {
  const body = op.regions[0]!.front;
  const { lb, ub } = parallelBoundOperands(op);
  p.write(' (');
  p.printOperands(body.args);
  p.write(') = (');
  printBounds(p, mapOf(op, 'lowerBoundsMap'), groupsOf(op, 'lowerBoundsGroups'), lb, 'max');
  p.write(') to (');
  printBounds(p, mapOf(op, 'upperBoundsMap'), groupsOf(op, 'upperBoundsGroups'), ub, 'min');
  p.write(')');
  const steps = stepsOf(op);
  if (!steps.every((s) => s === 1)) p.write(` step (${steps.join(', ')})`);
  if (op.numResults) {
    const red = op.getAttr('reductions');
    const names = red instanceof ArrayAttr ? red.elements.map((e) => (e instanceof IntegerAttr ? REDUCTIONS[e.num] ?? '' : '')) : [];
    p.write(` reduce (${names.map((n) => `"${n}"`).join(', ')}) -> (`);
    op.resultTypes.forEach((t, i) => { if (i) p.write(', '); p.printType(t); });
    p.write(')');
  }
  p.write(' ');
  p.printRegion(op.regions[0]!, { printEntryBlockArgs: false, printBlockTerminators: op.numResults > 0 });
  p.printOptionalAttrDict(op.allAttrs, ['reductions', 'lowerBoundsMap', 'lowerBoundsGroups', 'upperBoundsMap', 'upperBoundsGroups', 'steps']);
}

function verifyParallel(op: Operation): void {
  const body = op.regions[0]?.blocks[0];
  const numArgs = body?.numArguments ?? 0;
  const lbGroups = groupsOf(op, 'lowerBoundsGroups');
  const ubGroups = groupsOf(op, 'upperBoundsGroups');
  const n = stepsOf(op).length;
  if (lbGroups.length !== n || ubGroups.length !== n || numArgs !== n) {
    throw opError(op, `the number of region arguments (${numArgs}) and the number of map groups for lower (${lbGroups.length}) and upper bound (${ubGroups.length}), and the number of steps (${n}) must all match`);
  }
  const checkGroups = (groups: number[], map: AffineMap, which: 'lower' | 'upper') => {
    let total = 0;
    for (const g of groups) {
      if (g === 0) throw opError(op, `expected ${which} bound map to have at least one result`);
      total += g;
    }
    if (total !== map.numResults) throw opError(op, `expected ${which} bounds map to have ${total} results`);
  };
  const lbMap = mapOf(op, 'lowerBoundsMap');
  const ubMap = mapOf(op, 'upperBoundsMap');
  checkGroups(lbGroups, lbMap, 'lower');
  checkGroups(ubGroups, ubMap, 'upper');
  const red = op.getAttr('reductions');
  const kinds = red instanceof ArrayAttr ? red.elements : [];
  if (kinds.length !== op.numResults) throw opError(op, 'a reduction must be specified for each output');
  kinds.forEach((a, i) => {
    const kind = a instanceof IntegerAttr ? REDUCTIONS[a.num] : undefined;
    if (!kind) throw opError(op, 'invalid reduction attribute');
    if (!reductionMatches(op.results[i]!.type, kind)) throw opError(op, 'result type cannot match reduction attribute');
  });
  const { lb, ub } = parallelBoundOperands(op);
  verifyDimAndSymbolIdentifiers(op, lb, lbMap.numDims);
  verifyDimAndSymbolIdentifiers(op, ub, ubMap.numDims);
}

/** Bounds composed with affine.apply producers, in place (upstream canonicalizeLoopBounds). */
function foldParallel(op: Operation): Value[] | undefined {
  const { lb, ub } = parallelBoundOperands(op);
  const lbMap = mapOf(op, 'lowerBoundsMap');
  const ubMap = mapOf(op, 'upperBoundsMap');
  const lbOps = [...lb];
  const ubOps = [...ub];
  const newLb = composeAffineMapAndOperands(lbMap, lbOps);
  const newUb = composeAffineMapAndOperands(ubMap, ubOps);
  const same = (a: readonly Value[], b: readonly Value[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  const lbChanged = !newLb.equals(lbMap) || !same(lbOps, lb);
  const ubChanged = !newUb.equals(ubMap) || !same(ubOps, ub);
  if (!lbChanged && !ubChanged) return undefined;
  op.setOperands([...(lbChanged ? lbOps : lb), ...(ubChanged ? ubOps : ub)]);
  if (lbChanged) op.setAttr('lowerBoundsMap', AffineMapAttr.get(newLb));
  if (ubChanged) op.setAttr('upperBoundsMap', AffineMapAttr.get(newUb));
  return [...op.results];
}

/**
 * A band of parallel loops. Each bound is an affine expression of SSA values, or a `max` (lower)
 * or `min` (upper) of several; each result combines the iterations' yielded values with its
 * reduction.
 *
 * ```mlir
 * %sum = affine.parallel (%i, %j) = (0, max(%a, 2)) to (%n, min(%m, 128)) step (2, 1) reduce ("addf") -> (f32) {
 *   %v = affine.load %A[%i, %j] : memref<?x?xf32>
 *   affine.yield %v : f32
 * }
 * ```
 */
export const ParallelOp = defineOp({
  name: 'affine.parallel',
  operands: { mapOperands: variadic(Index) },
  attributes: {
    reductions: ReductionsAttr, lowerBoundsMap: AffineMapAttrC, lowerBoundsGroups: I32ElementsAttr,
    upperBoundsMap: AffineMapAttrC, upperBoundsGroups: I32ElementsAttr, steps: I64ArrayAttr,
  },
  results: { results: variadic(AnyType) },
  regions: { region: sizedRegion(1) },
  traits: [AutomaticAllocationScope, singleBlockImplicitTerminator('affine.yield'), RecursiveMemoryEffects, LoopLike],
}, {
  parse: parseParallel,
  print: printParallel,
  verify: verifyParallel,
  fold: foldParallel,
});
