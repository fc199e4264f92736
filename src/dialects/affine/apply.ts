/** affine.apply, affine.min and affine.max: affine maps applied to index values. */
import type { OpAsmParser, OpAsmPrinter, OperationState } from '../../ir/asm.js';
import { AffineMapAttr, type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { PoisonAttr } from '../ub/index.js';
import { index } from '../../ir/types.js';
import { AffineMapAttrC, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { constantFoldMap, isSymbolIdentity, partialConstantFold } from './map-utils.js';
import { isAffineMapAttr, mapOf, parseAttrOfKind, parseDimAndSymbolList, printDimAndSymbolList } from './syntax.js';
import { getAffineScope, isValidDimIn, isValidSymbolIn } from './validity.js';

/**
 * Applies a one-result affine map to index values: dims in parentheses, symbols in brackets.
 *
 * ```mlir
 * %r = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%i)[%n]
 * ```
 */
export const ApplyOp = defineOp({
  name: 'affine.apply',
  operands: { mapOperands: variadic(Index) },
  attributes: { map: AffineMapAttrC },
  results: { result: Index },
  traits: [Pure],
}, {
  parse(p, state) {
    const mapAttr = parseAttrOfKind(p, isAffineMapAttr);
    state.attributes.set('map', mapAttr);
    const { operands, numDims } = parseDimAndSymbolList(p);
    state.operands.push(...p.resolveOperands(operands, index));
    p.parseOptionalAttrDict(state.attributes);
    const map = mapAttr.map;
    if (map.numDims !== numDims || numDims + map.numSymbols !== operands.length) {
      throw p.error('dimension or symbol index mismatch', p.nameLoc());
    }
    for (let i = 0; i < map.numResults; i++) state.resultTypes.push(index);
  },
  print(op, p) {
    p.write(' ');
    p.printAttribute(op.map);
    printDimAndSymbolList(p, op.mapOperands, op.map.map.numDims);
    p.printOptionalAttrDict(op.allAttrs, ['map']);
  },
  verify(op) {
    const map = op.map.map;
    if (op.numOperands !== map.numDims + map.numSymbols) {
      throw opError(op, 'operand count and affine map dimension and symbol count must match');
    }
    if (map.numResults !== 1) throw opError(op, 'mapping must produce one value');
    // Valid dims may not stand for symbols; other values are allowed (uses outside affine ops).
    const region = getAffineScope(op);
    for (const v of op.mapOperands.slice(map.numDims)) {
      if (isValidDimIn(v, region) && !isValidSymbolIn(v, region)) throw errorOn(op, 'dimensional operand cannot be used as a symbol');
    }
  },
  fold(op, consts) {
    const map = op.map.map;
    const e = map.results[0];
    if (!e) return undefined;
    if (e.kind === 'dim') return [op.getOperand(e.position)];
    if (e.kind === 'symbol') return [op.getOperand(map.numDims + e.position)];
    // A division by zero folds to poison, as upstream's AffineApplyOp::fold.
    const flag = { poison: false };
    const r = constantFoldMap(map, consts, flag);
    if (flag.poison) return [PoisonAttr.instance];
    return r ? [IntegerAttr.index(r[0]!)] : undefined;
  },
});

function parseMinMax(p: OpAsmParser, state: OperationState): void {
  state.attributes.set('map', parseAttrOfKind(p, isAffineMapAttr));
  const dims = p.parseOperandList('paren');
  const syms = p.parseOperandList('optionalSquare');
  p.parseOptionalAttrDict(state.attributes);
  state.operands.push(...p.resolveOperands(dims, index), ...p.resolveOperands(syms, index));
  state.resultTypes.push(index);
}

function printMinMax(op: Operation, p: OpAsmPrinter): void {
  p.write(' ');
  p.printAttribute(op.getAttr('map')!);
  printDimAndSymbolList(p, op.operands, mapOf(op).numDims);
  p.printOptionalAttrDict(op.allAttrs, ['map']);
}

function verifyMinMax(op: Operation): void {
  const map = mapOf(op);
  if (op.numOperands !== map.numDims + map.numSymbols) {
    throw opError(op, 'operand count and affine map dimension and symbol count must match');
  }
  if (map.numResults === 0) throw opError(op, 'affine map expect at least one result');
}

/** Upstream foldMinMaxOp: constant results fold the op, constant operands fold into the map. */
function foldMinMax(op: Operation, consts: readonly (Attribute | undefined)[], isMin: boolean): FoldResult[] | undefined {
  const map = mapOf(op);
  const { map: folded, results } = partialConstantFold(map, consts);
  if (folded.numSymbols === 1 && isSymbolIdentity(folded)) return [op.getOperand(0)];
  if (!results || results.length === 0) {
    if (folded.equals(map)) return undefined;
    op.setAttr('map', AffineMapAttr.get(folded));
    return [op.results[0]!];
  }
  return [IntegerAttr.index(isMin ? Math.min(...results) : Math.max(...results))];
}

/**
 * The smallest result of an affine map applied to index values.
 *
 * ```mlir
 * %m = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
 * ```
 */
export const MinOp = defineOp({
  name: 'affine.min',
  operands: { mapOperands: variadic(Index) },
  attributes: { map: AffineMapAttrC },
  results: { result: Index },
  traits: [Pure],
}, {
  parse: parseMinMax,
  print: printMinMax,
  verify: verifyMinMax,
  fold: (op, consts) => foldMinMax(op, consts, true),
});

/**
 * The largest result of an affine map applied to index values.
 *
 * ```mlir
 * %m = affine.max affine_map<(d0)[s0] -> (0, d0 - s0)>(%i)[%n]
 * ```
 */
export const MaxOp = defineOp({
  name: 'affine.max',
  operands: { mapOperands: variadic(Index) },
  attributes: { map: AffineMapAttrC },
  results: { result: Index },
  traits: [Pure],
}, {
  parse: parseMinMax,
  print: printMinMax,
  verify: verifyMinMax,
  fold: (op, consts) => foldMinMax(op, consts, false),
});
