/** affine.for, the affine loop, and affine.yield, the terminator of affine regions. */
import type { Argument, OpAsmParser, OpAsmPrinter, OperationState, UnresolvedOperand } from '../../ir/asm.js';
import { AffineMapAttr, type Attribute, DenseArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import { AffineMap } from '../../ir/affine/map.js';
import { getAffineSymbolExpr } from '../../ir/affine/expr.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import {
  AutomaticAllocationScope, LoopLike, Pure, RecursiveMemoryEffects, RegionBranch, ReturnLike, Terminator,
  singleBlockImplicitTerminator,
} from '../../ir/traits.js';
import { index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AffineMapAttrC, AnyType, Index, IndexAttr } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { ensureTerminator } from '../../irdl/format/parse.js';
import { sizedRegion, variadic } from '../../irdl/spec.js';
import { stepOf } from './bounds.js';
import { foldForOp } from './fold-for.js';
import { forParts } from './for-parts.js';
import { isAffineMapAttr, mapOf, parseDimAndSymbolList, printDimAndSymbolList } from './syntax.js';
import { verifyDimAndSymbolIdentifiers } from './validity.js';

/**
 * Ends the body of affine.for, affine.if and affine.parallel, passing values to the next iteration
 * or to the op's results; left implicit in the custom form when it yields nothing.
 *
 * ```mlir
 * affine.yield %sum : f32
 * ```
 */
export const YieldOp = defineOp({
  name: 'affine.yield',
  operands: { values: variadic(AnyType) },
  traits: [Pure, ReturnLike, Terminator],
  format: 'attr-dict ($values^ `:` type($values))?',
}, {
  verify(op) {
    const parent = op.parentOp;
    if (!parent || !['affine.parallel', 'affine.if', 'affine.for'].includes(parent.name)) {
      throw opError(op, 'only terminates affine.if/for/parallel regions');
    }
    if (parent.numResults !== op.numOperands) {
      throw opError(op, 'parent of yield must have same number of results as the yield operands');
    }
    if (parent.results.some((r, i) => r.type !== op.getOperand(i).type)) {
      throw opError(op, 'types mismatch between yield op and its parent');
    }
  },
});

/** `min`/`max` prefix, then an SSA value, an integer or a map with its operands (upstream parseBound). */
function parseBound(p: OpAsmParser, isLower: boolean): { map: AffineMap; operands: UnresolvedOperand[] } {
  const hasMinMax = p.parseOptionalKeyword(isLower ? 'max' : 'min') !== undefined;
  const ssa = p.parseOperandList('none');
  if (ssa.length) {
    if (ssa.length > 1) throw p.error('expected only one loop bound operand', p.nameLoc());
    return { map: AffineMap.get(0, 1, [getAffineSymbolExpr(0)]), operands: ssa };
  }
  const attrLoc = p.currentLoc();
  const attr = p.parseAttribute(index);
  if (isAffineMapAttr(attr)) {
    const { operands, numDims } = parseDimAndSymbolList(p);
    const map = attr.map;
    if (map.numDims !== numDims) throw p.error('dim operand count and affine map dim count must match', p.nameLoc());
    if (numDims + map.numSymbols !== operands.length) {
      throw p.error('symbol operand count and affine map symbol count must match', p.nameLoc());
    }
    if (map.numResults > 1 && !hasMinMax) {
      throw p.error(isLower ? "lower loop bound affine map with multiple results requires 'max' prefix"
        : "upper loop bound affine map with multiple results requires 'min' prefix", attrLoc);
    }
    return { map, operands };
  }
  if (attr instanceof IntegerAttr) {
    // As in affine maps (src/ir/affine/parser.ts): comco's affine constants are exact to 2^53.
    const v = attr.exactNum;
    if (v === undefined) throw p.error('constant too large for comco affine expressions (beyond 2^53)', attrLoc);
    return { map: AffineMap.constant(v), operands: [] };
  }
  throw p.error('expected valid affine map representation for loop bounds', p.nameLoc());
}

/** Constant and single-symbol bounds print bare; others print their map and operands. */
function printBound(p: OpAsmPrinter, mapAttr: Attribute | undefined, operands: readonly Value[], prefix: string): void {
  const map = mapAttr instanceof AffineMapAttr ? mapAttr.map : AffineMap.empty();
  if (map.numResults === 1) {
    const e = map.results[0]!;
    if (map.numDims === 0 && map.numSymbols === 0 && e.kind === 'constant') { p.write(String(e.value)); return; }
    if (map.numDims === 0 && map.numSymbols === 1 && e.kind === 'symbol' && operands[0]) { p.printOperand(operands[0]); return; }
  } else {
    p.write(`${prefix} `);
  }
  if (mapAttr) p.printAttribute(mapAttr);
  printDimAndSymbolList(p, operands, map.numDims);
}

function parseFor(p: OpAsmParser, state: OperationState): void {
  const iv = p.parseArgument(false);
  iv.type = index;
  p.parsePunct('=');
  const lb = parseBound(p, true);
  state.operands.push(...p.resolveOperands(lb.operands, index));
  if (!p.parseOptionalKeyword('to')) throw p.error("expected 'to' between bounds");
  const ub = parseBound(p, false);
  state.operands.push(...p.resolveOperands(ub.operands, index));
  state.attributes.set('lowerBoundMap', AffineMapAttr.get(lb.map));
  state.attributes.set('upperBoundMap', AffineMapAttr.get(ub.map));
  if (p.parseOptionalKeyword('step')) {
    const stepLoc = p.currentLoc();
    const step = p.parseAttribute(index);
    if (!(step instanceof IntegerAttr)) throw p.error('invalid kind of attribute specified', stepLoc);
    if (step.value < 0n) throw p.error('expected step to be representable as a positive signed integer', stepLoc);
    state.attributes.set('step', step);
  } else {
    state.attributes.set('step', IntegerAttr.index(1));
  }
  const args: Argument[] = [iv];
  const inits: UnresolvedOperand[] = [];
  if (p.parseOptionalKeyword('iter_args')) {
    p.parseCommaSeparatedList('paren', () => {
      args.push(p.parseArgument(false));
      p.parsePunct('=');
      inits.push(p.parseOperand());
    }, '', true);
    state.resultTypes.push(...p.parseArrowTypeList());
    const n = Math.min(inits.length, state.resultTypes.length);
    for (let i = 0; i < n; i++) {
      const t = state.resultTypes[i]!;
      args[i + 1]!.type = t;
      state.operands.push(p.resolveOperand(inits[i]!, t));
    }
  }
  state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32([lb.operands.length, ub.operands.length, inits.length]));
  if (args.length !== state.resultTypes.length + 1) {
    throw p.error('mismatch between the number of loop-carried values and results', p.nameLoc());
  }
  const body = new Region();
  p.parseRegion(body, args);
  ensureTerminator(p, body, 'affine.yield', state.loc);
  state.regions.push(body);
  p.parseOptionalAttrDict(state.attributes);
}

function printFor(op: Operation, p: OpAsmPrinter): void {
  const body = op.regions[0]!.front;
  const { lb, ub, inits } = forParts(op);
  p.write(' ');
  p.printRegionArgument(body.args[0]!, [], true);
  p.write(' = ');
  printBound(p, op.getAttr('lowerBoundMap'), lb, 'max');
  p.write(' to ');
  printBound(p, op.getAttr('upperBoundMap'), ub, 'min');
  const step = op.getAttr('step');
  if (step instanceof IntegerAttr && step.value !== 1n) p.write(` step ${step.value}`);
  if (inits.length) {
    p.write(' iter_args(');
    inits.forEach((v, i) => {
      if (i) p.write(', ');
      p.printOperand(body.args[i + 1]!);
      p.write(' = ');
      p.printOperand(v);
    });
    p.write(') -> (');
    op.resultTypes.forEach((t, i) => { if (i) p.write(', '); p.printType(t); });
    p.write(')');
  }
  p.write(' ');
  p.printRegion(op.regions[0]!, { printEntryBlockArgs: false, printBlockTerminators: inits.length > 0 });
  p.printOptionalAttrDict(op.allAttrs, ['lowerBoundMap', 'upperBoundMap', 'step', 'operandSegmentSizes']);
}

function verifyForRegions(op: Operation): void {
  const body = op.regions[0]?.blocks[0];
  if (!body || body.numArguments === 0 || body.args[0]!.type !== index) {
    throw opError(op, 'expected body to have a single index argument for the induction variable');
  }
  const lbMap = mapOf(op, 'lowerBoundMap');
  const ubMap = mapOf(op, 'upperBoundMap');
  const { lb, ub } = forParts(op);
  if (lbMap.getNumInputs() > 0) verifyDimAndSymbolIdentifiers(op, lb, lbMap.numDims);
  if (ubMap.getNumInputs() > 0) verifyDimAndSymbolIdentifiers(op, ub, ubMap.numDims);
  if (lbMap.numResults < 1) throw opError(op, 'expected lower bound map to have at least one result');
  if (ubMap.numResults < 1) throw opError(op, 'expected upper bound map to have at least one result');
  if (op.numResults === 0) return;
  const numIter = op.numOperands - lbMap.getNumInputs() - ubMap.getNumInputs();
  if (numIter !== op.numResults) throw opError(op, 'mismatch between the number of loop-carried values and results');
  if (body.numArguments - 1 !== op.numResults) throw opError(op, 'mismatch between the number of basic block args and results');
}

/**
 * A loop whose bounds are affine maps of dims and symbols (a `max` of lower bound results, a `min`
 * of upper bound results) and whose step is a positive constant; `iter_args` carry values across
 * iterations.
 *
 * ```mlir
 * %sum = affine.for %i = max affine_map<(d0) -> (0, d0 - 4)>(%j) to %n step 2 iter_args(%acc = %zero) -> (f32) {
 *   affine.yield %acc : f32
 * }
 * ```
 */
export const ForOp = defineOp({
  name: 'affine.for',
  operands: { lowerBoundOperands: variadic(Index), upperBoundOperands: variadic(Index), inits: variadic(AnyType) },
  attributes: { lowerBoundMap: AffineMapAttrC, upperBoundMap: AffineMapAttrC, step: IndexAttr },
  results: { results: variadic(AnyType) },
  regions: { region: sizedRegion(1) },
  traits: [AutomaticAllocationScope, singleBlockImplicitTerminator('affine.yield'), RecursiveMemoryEffects, LoopLike, RegionBranch],
}, {
  parse: parseFor,
  print: printFor,
  verifyRegions: verifyForRegions,
  fold: foldForOp,
  // A step other than 1 might not terminate (upstream getSpeculatability).
  speculatability: (op) => (stepOf(op) === 1 ? 'recursively-speculatable' : 'not-speculatable'),
});
