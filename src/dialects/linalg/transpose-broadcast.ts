/**
 * linalg.transpose and linalg.broadcast: one input, one init, and an identity body (the init
 * element takes the input element) built when parsed; the permutation or the added dimensions
 * make the indexing maps.
 */
import { AffineMap } from '../../ir/affine/map.js';
import { getAffineDimExpr } from '../../ir/affine/expr.js';
import { DenseArrayAttr } from '../../ir/attributes.js';
import { Builder } from '../../ir/builder.js';
import { opError } from '../../ir/diagnostics.js';
import type { OperationState } from '../../ir/asm.js';
import type { Operation } from '../../ir/operation.js';
import type { Location } from '../../ir/location.js';
import type { Region } from '../../ir/region.js';
import type { Value } from '../../ir/value.js';
import { RecursiveMemoryEffects, singleBlockImplicitTerminator } from '../../ir/traits.js';
import { RankedTensorType, UnrankedTensorType, isDynamic } from '../../ir/types.js';
import { AnyShaped, AnyTensor, DenseI64ArrayAttr } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { region, variadic } from '../../irdl/spec.js';
import type { IteratorType } from './enums.js';
import { YieldOp } from './generic.js';
import { registerStructured, structuredEffects, structuredInits, structuredSpeculatability } from './interface.js';
import { parseDstStyle, parseI64List, printI64List } from './map-reduce.js';
import { payloadRegion, printInsOuts } from './syntax.js';
import { operandShape, verifyDps, verifyStructured } from './verify.js';

const dimStr = (d: number): string => (isDynamic(d) ? '-9223372036854775808' : String(d));

/** The identity body: `^bb0(%in, %init): linalg.yield %in`, arguments located at the operands. */
function identityRegion(operands: readonly Value[], loc: Location): Region {
  const { region: r, block } = payloadRegion(operands, (v) => v.loc);
  const b = Builder.atEnd(block, loc);
  if (block.numArguments) b.create(YieldOp, { operands: [block.getArgument(0)] });
  return r;
}
function identityBody(state: OperationState): void {
  state.regions.push(identityRegion(state.operands, state.loc));
}

/** Creates a linalg.transpose (with its body) at `b`'s insertion point. */
export function createTranspose(b: Builder, input: Value, init: Value, permutation: readonly number[], loc: Location = b.loc): Operation {
  return b.create(TransposeOp, {
    operands: [input, init],
    resultTypes: init.type instanceof RankedTensorType ? [init.type] : [],
    attributes: [['permutation', DenseArrayAttr.i64([...permutation])]],
    regions: [identityRegion([input, init], loc)],
    loc,
  });
}

/** Creates a linalg.broadcast (with its body) at `b`'s insertion point. */
export function createBroadcast(b: Builder, input: Value, init: Value, dimensions: readonly number[], loc: Location = b.loc): Operation {
  return b.create(BroadcastOp, {
    operands: [input, init],
    resultTypes: init.type instanceof RankedTensorType ? [init.type] : [],
    attributes: [['dimensions', DenseArrayAttr.i64([...dimensions])]],
    regions: [identityRegion([input, init], loc)],
    loc,
  });
}

const list = (op: Operation, name: string): number[] => {
  const a = op.getAttr(name);
  return a instanceof DenseArrayAttr ? a.nums : [];
};
const split = (op: Operation) => ({ inputs: op.operands.slice(0, 1), outputs: op.operands.slice(1) });
const rankOfInit = (op: Operation): number => operandShape(op.getOperand(1)).length;

/**
 * Permutes the dimensions of its input: `init[i] = input[permutation[i]]` per dimension.
 *
 * ```mlir
 * %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
 * ```
 */
export const TransposeOp = defineOp({
  name: 'linalg.transpose',
  summary: 'Transpose operator',
  operands: { input: AnyShaped, init: AnyShaped },
  attributes: { permutation: DenseI64ArrayAttr },
  results: { result: variadic(AnyTensor) },
  regions: { region: region() },
  traits: [RecursiveMemoryEffects, singleBlockImplicitTerminator('linalg.yield')],
}, {
  parse(p, state) {
    parseDstStyle(p, state, () => parseI64List(p, state, 'permutation'));
    identityBody(state);
  },
  print(op, p) {
    printInsOuts(p, [op.input], [op.init]);
    printI64List(p, 'permutation', op.permutation);
    p.printOptionalAttrDict(op.allAttrs, ['permutation']);
  },
  verify(op) {
    verifyDps(op);
    const perm = list(op, 'permutation');
    const n = perm.length;
    if (new Set(perm).size !== n || perm.some((x) => x < 0 || x >= n)) throw opError(op, 'permutation is not valid');
    const inShape = operandShape(op.input), initShape = operandShape(op.init);
    const rank = inShape.length;
    if (rank !== initShape.length) throw opError(op, `input rank ${rank} does not match init rank ${initShape.length}`);
    if (rank !== n) throw opError(op, `size of permutation ${n} does not match the argument rank ${rank}`);
    for (let i = 0; i < rank; i++) {
      const a = inShape[perm[i]!]!, b = initShape[i]!;
      if (a !== b) throw opError(op, `dim(result, ${i}) = ${dimStr(b)} doesn't match dim(input, permutation[${i}]) = ${dimStr(a)}`);
    }
  },
  verifyRegions: verifyStructured,
  memoryEffects: structuredEffects,
  speculatability: structuredSpeculatability,
  dpsInits: structuredInits,
  // Identity (or rank-0) permutations of a tensor are the tensor itself.
  fold(op) {
    if (!(op.input.type instanceof RankedTensorType || op.input.type instanceof UnrankedTensorType)) return undefined;
    const perm = list(op, 'permutation');
    return perm.every((p, i) => p === i) ? [op.input] : undefined;
  },
  asmResultNames: (op) => (op.numResults ? ['transposed'] : []),
});

registerStructured({
  name: 'linalg.transpose',
  split,
  indexingMaps(op) {
    const perm = list(op, 'permutation');
    const inverse = new Array<number>(perm.length);
    perm.forEach((p, i) => { inverse[p] = i; });
    const n = perm.length;
    return [AffineMap.get(n, 0, inverse.map((i) => getAffineDimExpr(i))), AffineMap.identity(rankOfInit(op))];
  },
  iteratorTypes: (op) => new Array<IteratorType>(rankOfInit(op)).fill('parallel'),
});

/**
 * Copies its input into the init along the init's other dimensions (`dimensions` are the added
 * ones).
 *
 * ```mlir
 * %b = linalg.broadcast ins(%a : tensor<4xf32>) outs(%i : tensor<4x8xf32>) dimensions = [1]
 * ```
 */
export const BroadcastOp = defineOp({
  name: 'linalg.broadcast',
  summary: 'Static broadcast operator',
  operands: { input: AnyShaped, init: AnyShaped },
  attributes: { dimensions: DenseI64ArrayAttr },
  results: { result: variadic(AnyTensor) },
  regions: { region: region() },
  traits: [RecursiveMemoryEffects, singleBlockImplicitTerminator('linalg.yield')],
}, {
  parse(p, state) {
    parseDstStyle(p, state, () => parseI64List(p, state, 'dimensions'));
    identityBody(state);
  },
  print(op, p) {
    printInsOuts(p, [op.input], [op.init]);
    printI64List(p, 'dimensions', op.dimensions);
    p.printOptionalAttrDict(op.allAttrs, ['dimensions']);
  },
  verify(op) {
    verifyDps(op);
    const dims = list(op, 'dimensions');
    const inShape = operandShape(op.input), initShape = operandShape(op.init);
    const inRank = inShape.length, initRank = initShape.length;
    if (inRank + dims.length !== initRank) {
      throw opError(op, `input rank plus added dimensions does not match init rank. input rank: ${inRank}, dimensions size: ${dims.length}, init rank: ${initRank}`);
    }
    dims.forEach((d, i) => {
      if (d < 0 || d >= initRank) throw opError(op, `dimension ${i} is out of range. expected range: [0, ${initRank - 1}], got: ${d}`);
    });
    const kept = Array.from({ length: initRank }, (_, i) => i).filter((i) => !dims.includes(i));
    kept.forEach((initDim, inDim) => {
      if (inShape[inDim] !== initShape[initDim]) {
        throw opError(op, `input dim ${inDim} should match init dim ${initDim}. input: ${dimStr(inShape[inDim]!)}, init: ${dimStr(initShape[initDim]!)}`);
      }
    });
  },
  verifyRegions: verifyStructured,
  memoryEffects: structuredEffects,
  speculatability: structuredSpeculatability,
  dpsInits: structuredInits,
  asmResultNames: (op) => (op.numResults ? ['broadcasted'] : []),
});

registerStructured({
  name: 'linalg.broadcast',
  split,
  indexingMaps(op) {
    const rank = rankOfInit(op);
    const id = AffineMap.identity(rank);
    return [id.dropResults(list(op, 'dimensions')), id];
  },
  iteratorTypes: (op) => new Array<IteratorType>(rankOfInit(op)).fill('parallel'),
});
