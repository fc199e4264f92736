/**
 * The tensor ops with a body: tensor.generate (element by index), tensor.pad (padding value by
 * index), and their terminator tensor.yield.
 */
import '../../irdl/directives/index.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import {
  Pure, RecursiveMemoryEffects, ReturnLike, Terminator, hasParent, singleBlockImplicitTerminator,
} from '../../ir/traits.js';
import { DYNAMIC, RankedTensorType, index, isDynamic } from '../../ir/types.js';
import { AnyRankedTensor, AnyType, DenseI64ArrayAttr, Index, UnitAttrC } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { optionalAttr, sizedRegion, variadic } from '../../irdl/spec.js';
import { staticDims } from './shape.js';

/**
 * Yields the element (or padding value) computed by a tensor.generate / tensor.pad body.
 *
 * ```mlir
 * tensor.yield %v : f32
 * ```
 */
export const YieldOp = defineOp({
  name: 'tensor.yield',
  summary: 'Yield a value from a region',
  operands: { value: AnyType },
  traits: [Pure, ReturnLike, Terminator, hasParent('tensor.generate', 'tensor.pad')],
  format: '$value attr-dict `:` type($value)',
});

/**
 * A tensor whose elements the body computes from their indices; one index operand per dynamic
 * extent.
 *
 * ```mlir
 * %t = tensor.generate %n {
 * ^bb0(%i: index, %j: index):
 *   tensor.yield %v : f32
 * } : tensor<?x3xf32>
 * ```
 */
export const GenerateOp = defineOp({
  name: 'tensor.generate',
  summary: 'Creates a dynamically sized tensor from elements',
  operands: { dynamicExtents: variadic(Index) },
  results: { result: AnyRankedTensor },
  regions: { body: sizedRegion(1) },
  traits: [RecursiveMemoryEffects, singleBlockImplicitTerminator('tensor.yield')],
  format: '$dynamicExtents $body attr-dict `:` type($result)',
}, {
  verify(op) {
    const t = op.result.type as RankedTensorType;
    if (op.numOperands !== t.numDynamicDims) throw opError(op, `incorrect number of dynamic sizes, has ${op.numOperands}, expected ${t.numDynamicDims}`);
  },
  verifyRegions(op) {
    const t = op.result.type as RankedTensorType;
    const entry = op.body.front;
    if (!entry.args.every((a) => a.type === index)) throw errorOn(op, 'all body arguments must be index');
    if (entry.numArguments !== t.rank) throw errorOn(op, 'must have one body argument per input dimension');
    const y = entry.last;
    if (y && y.numOperands === 1 && y.getOperand(0).type !== t.elementType) {
      throw opError(op, 'body must be terminated with a `yield` operation of the tensor element type');
    }
  },
  asmResultNames: () => ['generated'],
});

/** The padded type: source size + low + high where all three are static. */
export function inferPadType(source: RankedTensorType, low: readonly number[], high: readonly number[]): RankedTensorType | undefined {
  if (low.length !== source.rank || high.length !== source.rank) return undefined;
  const shape = source.shape.map((d, i) => (isDynamic(d) || isDynamic(low[i]!) || isDynamic(high[i]!) ? DYNAMIC : d + low[i]! + high[i]!));
  return RankedTensorType.get(shape, source.elementType);
}

/**
 * Pads a tensor with `low`/`high` elements per dimension; the body yields the padding value.
 *
 * ```mlir
 * %p = tensor.pad %t low[1, %i] high[2, 3] {
 * ^bb0(%a: index, %b: index):
 *   tensor.yield %zero : f32
 * } : tensor<4x?xf32> to tensor<7x?xf32>
 * ```
 */
export const PadOp = defineOp({
  name: 'tensor.pad',
  summary: 'tensor pad operation',
  operands: { source: AnyRankedTensor, low: variadic(Index), high: variadic(Index) },
  attributes: { static_low: DenseI64ArrayAttr, static_high: DenseI64ArrayAttr, nofold: optionalAttr(UnitAttrC) },
  results: { result: AnyRankedTensor },
  regions: { region: sizedRegion(1) },
  traits: [Pure, singleBlockImplicitTerminator('tensor.yield')],
  format: '$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) '
    + '`high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)',
}, {
  verify(op) {
    const src = op.source.type as RankedTensorType, res = op.result.type as RankedTensorType;
    const expected = inferPadType(src, staticDims(op.static_low), staticDims(op.static_high));
    if (!expected) throw errorOn(op, `failed to infer expectedType from sourceType '${src.key}', specified resultType is '${res.key}'`);
    const mismatch = () => errorOn(op, `specified type '${res.key}' does not match the inferred type '${expected.key}'`);
    if (res.rank !== expected.rank) throw mismatch();
    for (let i = 0; i < src.rank; i++) {
      if (res.shape[i] === expected.shape[i] || isDynamic(expected.shape[i]!)) continue;
      throw mismatch();
    }
  },
  verifyRegions(op) {
    const res = op.result.type as RankedTensorType;
    const entry = op.region.front;
    if (entry.numArguments !== res.rank) throw errorOn(op, `expected the block to have ${res.rank} arguments`);
    entry.args.forEach((a, i) => {
      if (a.type !== index) throw opError(op, `expected block argument ${i + 1} to be an index`);
    });
    const y = entry.last;
    if (y && y.numOperands === 1 && y.getOperand(0).type !== res.elementType) {
      throw opError(op, 'expected yield type to match shape element type');
    }
  },
  // Padding by nothing (and not marked nofold) is the source itself.
  fold(op) {
    const res = op.result.type as RankedTensorType;
    return res.hasStaticShape && res === op.source.type && op.nofold === undefined ? [op.source] : undefined;
  },
  asmResultNames: () => ['padded'],
});
