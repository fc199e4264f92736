/**
 * The verifiers every structured op shares, in upstream's order: DestinationStyleOpInterface
 * (outputs are ranked tensors or memrefs, one tensor result per tensor output, of its type),
 * then LinalgStructuredInterface (one indexing map per operand over the loops, ranks, static
 * shapes consistent with the loop ranges, one block argument per operand of its element type).
 * Messages are upstream's.
 */
import { AffineMap } from '../../ir/affine/map.js';
import { AffineDimExpr } from '../../ir/affine/expr.js';
import { evaluateAffineExpr } from '../../ir/affine/eval.js';
import { printAffineMap } from '../../ir/affine/print.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { DYNAMIC, MemRefType, RankedTensorType, ShapedType, type Type, UnrankedMemRefType, UnrankedTensorType, VectorType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type LinalgView, linalgInterface, structuredKind } from './interface.js';

const quoted = (t: Type): string => `'${t.key}'`;

/** Rank of an operand: 0 for scalars. */
export function operandRank(v: Value): number {
  return isStructuredShaped(v) && (v.type as ShapedType).hasRank ? (v.type as ShapedType).rank : 0;
}
/** Shape of an operand: [] for scalars (a vector is a scalar of a structured op, as upstream's
 * isScalar: only tensors and memrefs are shaped operands). */
export function operandShape(v: Value): readonly number[] {
  return isStructuredShaped(v) ? (v.type as ShapedType).shape ?? [] : [];
}
const isStructuredShaped = (v: Value): boolean => v.type instanceof ShapedType && !(v.type instanceof VectorType);
/** The element type of shaped operands, the type itself otherwise. */
export function elementOrSelf(t: Type): Type {
  return t instanceof MemRefType || t instanceof RankedTensorType ? t.elementType : t;
}

export function verifyDestinationStyle(op: Operation, outputs: readonly Value[], firstOutput: number): void {
  const tensorOutputs: Value[] = [];
  outputs.forEach((v, i) => {
    if (v.type instanceof RankedTensorType) tensorOutputs.push(v);
    else if (!(v.type instanceof MemRefType)) throw opError(op, `expected that operand #${firstOutput + i} is a ranked tensor or a ranked memref`);
  });
  const tensorResults = op.results.filter((r) => r.type instanceof RankedTensorType || r.type instanceof UnrankedTensorType).length;
  if (tensorResults !== tensorOutputs.length) {
    throw opError(op, `expected the number of tensor results (${tensorResults}) to be equal to the number of output tensors (${tensorOutputs.length})`);
  }
  outputs.forEach((v, i) => {
    const r = op.results[i];
    if (!(v.type instanceof RankedTensorType) || !r || r.type === v.type) return;
    throw opError(op, `expected type of operand #${firstOutput + i} (${quoted(v.type)}) to match type of corresponding result (${quoted(r.type)})`);
  });
}

/** Upstream's inversePermutation: for each loop dim, the first result that is exactly it. */
export function shapesToLoops(maps: readonly AffineMap[], numLoops: number): number[] | undefined {
  const pos = new Array<number | undefined>(numLoops).fill(undefined);
  let flat = 0;
  for (const m of maps) {
    for (const e of m.results) {
      if (e instanceof AffineDimExpr && e.position < numLoops && pos[e.position] === undefined) pos[e.position] = flat;
      flat++;
    }
  }
  if (numLoops === 0 && flat === 0) return [];
  return pos.every((p) => p !== undefined) ? (pos as number[]) : undefined;
}

/** The static size of each loop (DYNAMIC where unknown), or undefined when not inferable. */
export function staticLoopRanges(view: LinalgView): number[] | undefined {
  return loopRanges(view.op.operands, view.indexingMaps, view.numLoops);
}

/** The sizes of `numLoops` loops read off the operands' shapes through the maps' inverse. */
function loopRanges(operands: readonly Value[], maps: readonly AffineMap[], numLoops: number): number[] | undefined {
  const loops = shapesToLoops(maps, numLoops);
  if (!loops) return undefined;
  const flatShape = operands.flatMap((v) => operandShape(v));
  return loops.map((p) => flatShape[p] ?? DYNAMIC);
}

/**
 * LinalgStructuredInterface's verifier. Upstream runs it after the nested ops (verifyWithRegions),
 * so structured ops call it from their `verifyRegions` hook.
 */
export function verifyStructured(op: Operation): void {
  const view = linalgInterface(op);
  if (!view) return;
  const operands = op.operands;
  const isTensor = (v: Value) => v.type instanceof RankedTensorType || v.type instanceof UnrankedTensorType;
  const isBuffer = (v: Value) => v.type instanceof MemRefType || v.type instanceof UnrankedMemRefType;
  if (operands.some(isTensor) && operands.some(isBuffer)) throw opError(op, 'expected to have pure tensor or buffer semantics');
  const maps = view.indexingMaps;
  if (maps.length !== operands.length) {
    throw opError(op, `expected the number of indexing_map (${maps.length}) to be equal to the number of input/output operands (${operands.length})`);
  }
  operands.forEach((v, i) => {
    const m = maps[i]!;
    if (m.numSymbols !== 0) throw opError(op, `unexpected symbols in indexing_map #${i}`);
    const rank = operandRank(v);
    if (m.numResults !== rank) throw opError(op, `expected operand #${i} rank (${rank}) to match the result rank of indexing_map (${m.numResults})`);
  });
  // As upstream's concatAffineMaps, the loops-to-shapes map has as many dims as the widest map;
  // how many the loops are is checked after the shapes.
  const widest = maps.reduce((n, m) => Math.max(n, m.numDims), 0);
  const ranges = loopRanges(operands, maps, widest);
  if (!ranges) {
    const loopsToShapes = AffineMap.get(widest, 0, maps.flatMap((m) => m.results));
    throw opError(op, `invalid indexing maps are non-invertible: (${printAffineMap(loopsToShapes)})`);
  }
  if (!ranges.some(isDynamic)) verifyStaticRanges(op, maps, ranges);
  const numLoops = view.numLoops;
  maps.forEach((m, i) => {
    if (m.numDims !== numLoops) throw opError(op, `expected indexing_map #${i} to have ${numLoops} dim(s) to match the number of loops`);
  });
  const region = op.regions[0];
  if (op.regions.length !== 1 || !region || region.blocks.length !== 1) throw opError(op, 'expects to have 1 region with 1 block');
  const block = region.front;
  if (block.numArguments !== operands.length) {
    throw opError(op, 'expected as many non-induction variable region arguments as the number of input/output operands');
  }
  operands.forEach((v, i) => {
    const elem = elementOrSelf(v.type);
    const arg = block.getArgument(i).type;
    if (elem !== arg) {
      throw opError(op, `expected type of bb argument #${i} (${quoted(arg)}) to match element or self type of the corresponding operand (${quoted(elem)})`);
    }
  });
}

function verifyStaticRanges(op: Operation, maps: readonly AffineMap[], ranges: readonly number[]): void {
  const ends = ranges.map((r) => r - 1);
  const starts = ranges.map(() => 0);
  op.operands.forEach((v, i) => {
    const m = maps[i]!;
    const shape = operandShape(v);
    shape.forEach((d, dim) => {
      if (isDynamic(d) || d === 0) return;
      const e = m.results[dim]!;
      const s = evaluateAffineExpr(e, starts, []), t = evaluateAffineExpr(e, ends, []);
      const inferred = Math.max(s, t) + 1;
      if (Math.min(s, t) < 0) throw opError(op, `unexpected result less than 0 at expression #${dim} in ${printAffineMap(m)}`);
      if (e instanceof AffineDimExpr) {
        if (inferred !== d) throw opError(op, `inferred input/output operand #${i} has shape's dimension #${dim} to be ${inferred}, but found ${d}`);
      } else if (inferred > d) {
        throw opError(op, `inferred input/output operand #${i} has shape's dimension #${dim} to be greater than or equal to ${inferred}, but found ${d}`);
      }
    });
  });
}

/**
 * DestinationStyleOpInterface's verifier, for the `verify` hook of structured ops (upstream runs it
 * with the op's own verifier, before the nested ops).
 */
export function verifyDps(op: Operation): void {
  const kind = structuredKind(op);
  if (!kind) return;
  const { inputs, outputs } = kind.split(op);
  verifyDestinationStyle(op, outputs, inputs.length);
}
