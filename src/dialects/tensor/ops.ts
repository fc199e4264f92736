/**
 * The tensor dialect's element and shape ops: empty, extract, insert, cast, dim, from_elements,
 * splat, rank, bitcast, reshape, concat. Slices, reshapes by reassociation and the ops with a
 * body live in their own files.
 */
import type { OpAsmParser, OperationState } from '../../ir/asm.js';
import { IntegerAttr } from '../../ir/attributes.js';
import { errorAt, opError } from '../../ir/diagnostics.js';
import { NoMemoryEffect, Pure } from '../../ir/traits.js';
import {
  DYNAMIC, FloatType, IntegerType, RankedTensorType, ShapedType, type Type, index, isDynamic,
} from '../../ir/types.js';
import {
  AnyRankedTensor, AnyStaticShapeTensor, AnyTensor, AnyType, I64Attr, Index,
} from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { AnyNon0RankedOrUnrankedTensor, ShapeTensor1D } from './constraints.js';
import { areCastCompatible } from './shape.js';
import { constantOf } from '../../rewrite/fold.js';
import { foldCast, foldDim, foldExtract, foldFromElements, foldInsert, foldRank, foldReshape, foldSplat } from './fold.js';

const elementOf = (t: Type): Type => (t instanceof ShapedType ? t.elementType : t);

function checkDynamicSizes(t: Type, n: number, err: (m: string) => Error): void {
  if (!(t instanceof RankedTensorType)) return;
  const want = t.numDynamicDims;
  if (n !== want) throw err(`incorrect number of dynamic sizes, has ${n}, expected ${want}`);
}

/**
 * A tensor of the given shape with unspecified contents, one index operand per dynamic size.
 *
 * ```mlir
 * %0 = tensor.empty(%n) : tensor<4x?xf32>
 * ```
 */
export const EmptyOp = defineOp({
  name: 'tensor.empty',
  summary: 'empty tensor operation',
  operands: { dynamicSizes: variadic(Index) },
  results: { result: AnyRankedTensor },
  traits: [Pure],
  format: '`(`$dynamicSizes`)` attr-dict `:` type($result)',
}, {
  verify(op) {
    checkDynamicSizes(op.result.type, op.dynamicSizes.length, (m) => opError(op, m));
  },
});

/**
 * Reads one element of a ranked tensor.
 *
 * ```mlir
 * %e = tensor.extract %t[%i, %j] : tensor<4x?xf32>
 * ```
 */
export const ExtractOp = defineOp({
  name: 'tensor.extract',
  summary: 'element extraction operation',
  operands: { tensor: AnyRankedTensor, indices: variadic(Index) },
  results: { result: AnyType },
  traits: [Pure],
  format: '$tensor `[` $indices `]` attr-dict `:` type($tensor)',
  typeRelations: [{ from: 'tensor', to: 'result', transform: elementOf, description: 'result type matches element type of tensor' }],
}, {
  verify(op) {
    const t = op.tensor.type as RankedTensorType;
    if (t.rank !== op.indices.length) throw opError(op, 'incorrect number of indices for extract_element');
  },
  fold: (op, operands) => foldExtract(op, operands),
  asmResultNames: () => ['extracted'],
});

/**
 * A copy of `dest` with one element replaced.
 *
 * ```mlir
 * %r = tensor.insert %v into %t[%i, %j] : tensor<4x?xf32>
 * ```
 */
export const InsertOp = defineOp({
  name: 'tensor.insert',
  summary: 'element insertion operation',
  operands: { scalar: AnyType, dest: AnyRankedTensor, indices: variadic(Index) },
  results: { result: AnyRankedTensor },
  traits: [Pure],
  format: '$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)',
  typeRelations: [
    { from: 'dest', to: 'result', description: 'result type matches type of dest' },
    { from: 'dest', to: 'scalar', transform: elementOf, description: 'scalar type matches element type of dest' },
  ],
}, {
  verify(op) {
    const t = op.dest.type as RankedTensorType;
    if (t.rank !== op.indices.length) throw opError(op, 'incorrect number of indices');
  },
  fold: (op, operands) => foldInsert(op, operands),
  dpsInits: (op) => [op.dest],
  asmResultNames: () => ['inserted'],
});

/**
 * Changes how much of a tensor's shape is known statically, without touching the data.
 *
 * ```mlir
 * %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
 * ```
 */
export const CastOp = defineOp({
  name: 'tensor.cast',
  summary: 'tensor cast operation',
  operands: { source: AnyTensor },
  results: { dest: AnyTensor },
  traits: [Pure],
  format: '$source attr-dict `:` type($source) `to` type($dest)',
}, {
  verify(op) {
    if (!areCastCompatible(op.source.type, op.dest.type)) {
      throw opError(op, `operand type '${op.source.type.key}' and result type '${op.dest.type.key}' are cast incompatible`);
    }
  },
  fold: (op) => foldCast(op),
  asmResultNames: () => ['cast'],
});

/**
 * The size of one dimension of a tensor.
 *
 * ```mlir
 * %d = tensor.dim %t, %c1 : tensor<4x?xf32>
 * ```
 */
export const DimOp = defineOp({
  name: 'tensor.dim',
  summary: 'dimension index operation',
  operands: { source: AnyNon0RankedOrUnrankedTensor, index: Index },
  results: { result: Index },
  traits: [NoMemoryEffect],
  format: 'attr-dict $source `,` $index `:` type($source)',
}, {
  fold: (op, operands) => foldDim(op, operands),
  // Speculatable only for a constant index within a ranked tensor's rank, as upstream.
  speculatability: (op) => {
    const i = constantOf(op.index);
    const t = op.source.type;
    return i instanceof IntegerAttr && t instanceof RankedTensorType && i.value < BigInt(t.rank) ? 'speculatable' : 'not-speculatable';
  },
  asmResultNames: () => ['dim'],
});

/**
 * A tensor made of the given elements, in row-major order.
 *
 * ```mlir
 * %t = tensor.from_elements %a, %b : tensor<2xf32>
 * ```
 */
export const FromElementsOp = defineOp({
  name: 'tensor.from_elements',
  summary: 'tensor from elements operation.',
  operands: { elements: variadic(AnyType) },
  results: { result: AnyStaticShapeTensor },
  traits: [Pure],
  format: '$elements attr-dict `:` type($result)',
  typeRelations: [{
    from: 'result', to: 'elements', description: 'operand types match result element type',
    transformList: (t) => (t instanceof RankedTensorType && t.hasStaticShape ? new Array<Type>(t.numElements).fill(t.elementType) : []),
  }],
}, {
  // The element count comes from the result type (TypesMatchWith with a list), hence the parser.
  parse(p: OpAsmParser, state: OperationState) {
    const listLoc = p.currentLoc();
    const us = p.parseOperandList('none');
    p.parseOptionalAttrDict(state.attributes);
    p.parsePunct(':');
    const loc = p.currentLoc();
    const t = p.parseType();
    const custom = "custom op 'tensor.from_elements'";
    if (!(t instanceof RankedTensorType)) {
      throw errorAt(loc, `${custom} invalid kind of type specified: expected builtin.tensor, but found '${t.key}'`);
    }
    if (!t.hasStaticShape) {
      throw errorAt(p.nameLoc(), `${custom} 'result' must be statically shaped tensor of any type values, but got '${t.key}'`);
    }
    if (us.length !== t.numElements) {
      throw errorAt(listLoc, `${custom} number of operands and types do not match: got ${us.length} operands and ${t.numElements} types`);
    }
    state.operands.push(...p.resolveOperands(us, new Array<Type>(t.numElements).fill(t.elementType), p.nameLoc()));
    state.resultTypes.push(t);
  },
  fold: (op, operands) => foldFromElements(op, operands),
  asmResultNames: () => ['from_elements'],
});

/**
 * A tensor whose elements all equal one scalar.
 *
 * ```mlir
 * %s = tensor.splat %v[%n] : tensor<4x?xf32>
 * ```
 */
export const SplatOp = defineOp({
  name: 'tensor.splat',
  summary: 'tensor splat or broadcast operation',
  operands: { input: AnyType, dynamicSizes: variadic(Index) },
  results: { aggregate: AnyRankedTensor },
  traits: [Pure],
  format: '$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)',
  typeRelations: [{ from: 'aggregate', to: 'input', transform: elementOf, description: 'operand type matches element type of result' }],
}, {
  verify(op) {
    checkDynamicSizes(op.aggregate.type, op.dynamicSizes.length, (m) => opError(op, m));
  },
  fold: (op, operands) => foldSplat(op, operands),
  asmResultNames: () => ['splat'],
});

/**
 * The rank of a tensor.
 *
 * ```mlir
 * %r = tensor.rank %t : tensor<*xf32>
 * ```
 */
export const RankOp = defineOp({
  name: 'tensor.rank',
  summary: 'rank operation',
  operands: { tensor: AnyTensor },
  results: { result: Index },
  traits: [Pure],
  format: '$tensor attr-dict `:` type($tensor)',
}, {
  fold: (op) => foldRank(op),
  asmResultNames: () => ['rank'],
});

const bitWidth = (t: Type): number | undefined =>
  t instanceof IntegerType || t instanceof FloatType ? t.width : t === index ? 64 : undefined;

/**
 * Reinterprets the bits of a tensor's elements as another type of the same width.
 *
 * ```mlir
 * %b = tensor.bitcast %t : tensor<4xui32> to tensor<4xi32>
 * ```
 */
export const BitcastOp = defineOp({
  name: 'tensor.bitcast',
  summary: 'tensor bitcast operation',
  operands: { source: AnyTensor },
  results: { dest: AnyTensor },
  traits: [Pure],
  format: '$source attr-dict `:` type($source) `to` type($dest)',
}, {
  verify(op) {
    const a = op.source.type as ShapedType, b = op.dest.type as ShapedType;
    const wa = bitWidth(a.elementType), wb = bitWidth(b.elementType);
    if (!(wa !== undefined && wa === wb && compatibleRanked(a, b))) {
      throw opError(op, `operand type '${a.key}' and result type '${b.key}' are cast incompatible`);
    }
  },
  // CastOpInterface's folder: a bitcast to its own type is its source.
  fold: (op) => foldCast(op),
});

function compatibleRanked(a: ShapedType, b: ShapedType): boolean {
  if (!a.hasRank || !b.hasRank) return true;
  if (a.rank !== b.rank) return false;
  return a.shape!.every((d, i) => isDynamic(d) || isDynamic(b.shape![i]!) || d === b.shape![i]);
}

/**
 * Reshapes a tensor to the shape held in a 1-D tensor.
 *
 * ```mlir
 * %r = tensor.reshape %t(%shape) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
 * ```
 */
export const ReshapeOp = defineOp({
  name: 'tensor.reshape',
  summary: 'tensor reshape operation',
  operands: { source: AnyTensor, shape: ShapeTensor1D },
  results: { result: AnyTensor },
  traits: [Pure],
  format: '$source `(` $shape `)` attr-dict `:` functional-type(operands, results)',
}, {
  verify(op) {
    const src = op.source.type as ShapedType, res = op.result.type as ShapedType;
    const shape = op.shape.type as RankedTensorType;
    if (src.elementType !== res.elementType) throw opError(op, 'element types of source and destination tensor types should be the same');
    const shapeSize = shape.shape[0]!;
    if (src.hasRank && res.hasRank && src.hasStaticShape && res.hasStaticShape && src.numElements !== res.numElements) {
      throw opError(op, 'source and destination tensor should have the same number of elements');
    }
    if (isDynamic(shapeSize)) {
      if (res instanceof RankedTensorType) throw opError(op, 'cannot use shape operand with dynamic length to reshape to statically-ranked tensor type');
    } else if (res instanceof RankedTensorType && shapeSize !== res.rank) {
      throw opError(op, "length of shape operand differs from the result's tensor rank");
    }
  },
  fold: (op, operands) => foldReshape(op, operands),
  asmResultNames: () => ['reshape'],
});

/** ConcatOp::inferResultType: every other dimension takes a static size any input has, the
 * concatenated one is the sum (dynamic when any input is). */
export function inferConcatType(dim: number, inputs: readonly RankedTensorType[]): RankedTensorType {
  const rank = inputs[0]!.rank;
  const sizes = new Array<number>(rank).fill(DYNAMIC);
  for (let i = 0; i < rank; i++) {
    if (i === dim) continue;
    for (const t of inputs) if (!isDynamic(t.shape[i]!)) sizes[i] = t.shape[i]!;
  }
  let sum = 0;
  for (const t of inputs) sum = isDynamic(sum) || isDynamic(t.shape[dim]!) ? DYNAMIC : sum + t.shape[dim]!;
  sizes[dim] = sum;
  return RankedTensorType.get(sizes, inputs[0]!.elementType);
}
/**
 * Concatenates ranked tensors along one dimension.
 *
 * ```mlir
 * %c = tensor.concat dim(0) %a, %b : (tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<4x6xf32>
 * ```
 */
export const ConcatOp = defineOp({
  name: 'tensor.concat',
  summary: 'tensor concatenation operation',
  attributes: { dim: I64Attr },
  operands: { inputs: variadic(AnyRankedTensor) },
  results: { result: AnyRankedTensor },
  traits: [Pure],
  format: '`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)',
}, {
  verify(op) {
    const inputs = op.inputs.map((v) => v.type as RankedTensorType);
    const res = op.result.type as RankedTensorType;
    if (inputs.length < 1) throw opError(op, 'requires at least one input');
    const rank = res.rank;
    if (inputs.some((t) => t.rank !== rank)) throw opError(op, 'rank of concatenated inputs must match result rank');
    if (inputs.some((t) => t.elementType !== res.elementType)) throw opError(op, 'inputs and result element type must match');
    const dim = op.dim.num;
    if (dim >= rank) throw opError(op, 'concatenation dim must be less than the tensor rank');
    const sizes: number[] = new Array<number>(rank).fill(DYNAMIC);
    for (let i = 0; i < rank; i++) {
      if (i === dim) continue;
      for (const t of inputs) {
        const d = t.shape[i]!;
        if (isDynamic(d)) continue;
        if (sizes[i] !== DYNAMIC && sizes[i] !== d) throw opError(op, `static concatenation size mismatch along non-concatenated dimension ${i}`);
        sizes[i] = d;
      }
    }
    let cat = 0;
    for (const t of inputs) { const d = t.shape[dim]!; if (isDynamic(d) || isDynamic(cat)) cat = DYNAMIC; else cat += d; }
    sizes[dim] = cat;
    const inferred = sizes;
    const ok = res.shape.every((d, i) => isDynamic(d) || isDynamic(inferred[i]!) || d === inferred[i]);
    if (!ok) {
      throw opError(op, `result type '${res.key}'does not match inferred shape '${RankedTensorType.get(inferred, res.elementType).key}' static sizes`);
    }
  },
  fold: (op) => (op.inputs.length === 1 && op.inputs[0]!.type === op.result.type ? [op.inputs[0]!] : undefined),
  asmResultNames: () => ['concat'],
});
