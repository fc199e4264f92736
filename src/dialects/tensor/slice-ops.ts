/**
 * tensor.extract_slice and tensor.insert_slice: offsets, sizes and strides, each a mix of
 * constants (`static_*` arrays holding kDynamic where an operand stands) and index operands.
 * Both verify the result/source type against the one inferred from the sizes, allowing
 * rank-reduction by unit dimensions, and check static bounds.
 */
import '../../irdl/directives/index.js';
import { type Attribute, type DenseArrayAttr, DenseElementsAttr } from '../../ir/attributes.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { errorOn } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { RankedTensorType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AnyRankedTensor, DenseI64ArrayAttr, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { type SliceCheck, sliceCheck, staticDims, tensorLike } from './shape.js';

/** The mixed offsets/sizes/strides of a slice-like op. */
export interface SliceParts {
  readonly offsets: readonly Value[];
  readonly sizes: readonly Value[];
  readonly strides: readonly Value[];
  readonly static_offsets: DenseArrayAttr;
  readonly static_sizes: DenseArrayAttr;
  readonly static_strides: DenseArrayAttr;
}

/** OffsetSizeAndStrideOpInterface's verifier: list lengths and dynamic entry counts. */
export function verifyOffsetsSizesStrides(op: Operation & SliceParts, rank: number): void {
  const offs = staticDims(op.static_offsets), sizes = staticDims(op.static_sizes), strides = staticDims(op.static_strides);
  if (!(offs.length === 1 && rank === 1) && offs.length !== sizes.length) {
    throw errorOn(op, `expected mixed offsets rank to match mixed sizes rank (${offs.length} vs ${sizes.length}) so the rank of the result type is well-formed.`);
  }
  if (sizes.length !== strides.length) {
    throw errorOn(op, `expected mixed sizes rank to match mixed strides rank (${sizes.length} vs ${strides.length}) so the rank of the result type is well-formed.`);
  }
  const lists: [string, number[], readonly Value[]][] = [['offset', offs, op.offsets], ['size', sizes, op.sizes], ['stride', strides, op.strides]];
  for (const [name, vals, dyn] of lists) {
    if (vals.length !== rank) throw errorOn(op, `expected ${rank} ${name} values, got ${vals.length}`);
    const n = vals.filter(isDynamic).length;
    if (dyn.length !== n) throw errorOn(op, `expected ${n} dynamic ${name} values`);
  }
  for (const o of offs) if (!isDynamic(o) && o < 0) throw errorOn(op, `expected offsets to be non-negative, but got ${o}`);
  for (const s of sizes) if (!isDynamic(s) && s < 0) throw errorOn(op, `expected sizes to be non-negative, but got ${s}`);
}

/** Upstream's verifyInBoundsSlice: static offsets and last positions inside static dims. */
export function verifyInBounds(op: Operation, shape: readonly number[], offs: readonly number[], sizes: readonly number[], strides: readonly number[]): void {
  for (let i = 0; i < shape.length; i++) {
    const d = shape[i]!, o = offs[i]!;
    if (isDynamic(d) || isDynamic(o)) continue;
    if (o >= d) throw errorOn(op, `offset ${i} is out-of-bounds: ${o} >= ${d}`);
    const s = sizes[i]!, st = strides[i]!;
    if (isDynamic(s) || isDynamic(st)) continue;
    const last = o + (s - 1) * st;
    if (last >= d) throw errorOn(op, `slice along dimension ${i} runs out-of-bounds: ${last} >= ${d}`);
  }
}

/** The slice type extract_slice would produce without rank reduction. */
export function inferSliceType(source: RankedTensorType, sizes: readonly number[]): RankedTensorType {
  return tensorLike(source, sizes);
}

export function sliceError(op: Operation, check: SliceCheck, expected: RankedTensorType): Error {
  switch (check) {
    case 'rank': return errorOn(op, 'expected rank to be smaller or equal to the other rank. ');
    case 'size': return errorOn(op, `expected type to be '${expected.key}' or a rank-reduced version. (size mismatch) `);
    default: return errorOn(op, `expected element type to be '${expected.elementType.key}'`);
  }
}

/**
 * A slice of a tensor: `sizes` elements from `offsets`, every `strides`-th. The result may drop
 * unit dimensions.
 *
 * ```mlir
 * %s = tensor.extract_slice %t[0, %i] [2, %n] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
 * ```
 */
export const ExtractSliceOp = defineOp({
  name: 'tensor.extract_slice',
  summary: 'extract slice operation',
  operands: {
    source: AnyRankedTensor, offsets: variadic(Index), sizes: variadic(Index), strides: variadic(Index),
  },
  attributes: { static_offsets: DenseI64ArrayAttr, static_sizes: DenseI64ArrayAttr, static_strides: DenseI64ArrayAttr },
  results: { result: AnyRankedTensor },
  traits: [Pure],
  format: '$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) '
    + 'custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)',
}, {
  verify(op) {
    const src = op.source.type as RankedTensorType;
    verifyOffsetsSizesStrides(op, src.rank);
    const sizes = staticDims(op.static_sizes);
    const expected = inferSliceType(src, sizes);
    const check = sliceCheck(expected, op.result.type as RankedTensorType);
    if (check !== 'ok') throw sliceError(op, check, expected);
    verifyInBounds(op, src.shape, staticDims(op.static_offsets), sizes, staticDims(op.static_strides));
  },
  fold: (op, operands) => foldExtractSlice(op, operands),
  asmResultNames: () => ['extracted_slice'],
});

/** Two slice-like ops with the same offsets, sizes and strides (static and dynamic). */
export function sameSlice(a: SliceParts, b: SliceParts): boolean {
  const same = (x: readonly Value[], y: readonly Value[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return a.static_offsets.key === b.static_offsets.key && a.static_sizes.key === b.static_sizes.key
    && a.static_strides.key === b.static_strides.key
    && same(a.offsets, b.offsets) && same(a.sizes, b.sizes) && same(a.strides, b.strides);
}

/** Zero offsets, unit strides and the full static sizes. */
export function isIdentitySlice(op: SliceParts, shape: readonly number[]): boolean {
  const offs = staticDims(op.static_offsets), sizes = staticDims(op.static_sizes), strides = staticDims(op.static_strides);
  return offs.every((o) => o === 0) && strides.every((s) => s === 1) && sizes.length === shape.length
    && sizes.every((s, i) => s === shape[i]);
}

/**
 * A copy of `dest` with a slice replaced by `source` (which may lack unit dimensions).
 *
 * ```mlir
 * %r = tensor.insert_slice %s into %t[0, %i] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>
 * ```
 */
export const InsertSliceOp = defineOp({
  name: 'tensor.insert_slice',
  summary: 'insert_slice operation',
  operands: {
    source: AnyRankedTensor, dest: AnyRankedTensor,
    offsets: variadic(Index), sizes: variadic(Index), strides: variadic(Index),
  },
  attributes: { static_offsets: DenseI64ArrayAttr, static_sizes: DenseI64ArrayAttr, static_strides: DenseI64ArrayAttr },
  results: { result: AnyRankedTensor },
  traits: [Pure],
  format: '$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) '
    + 'custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)',
  typeRelations: [{ from: 'dest', to: 'result', description: 'expected result type to match dest type' }],
}, {
  verify: (op) => verifyInsertedSlice(op, op.source, op.result.type as RankedTensorType),
  fold: (op) => foldInsertSlice(op),
  dpsInits: (op) => [op.dest],
  asmResultNames: () => ['inserted_slice'],
});

/** Verifies `op`'s slice of `dest` (`source` may lack unit dimensions), as insert_slice does. */
function verifyInsertedSlice(op: Operation & SliceParts, source: Value, dest: RankedTensorType): void {
  verifyOffsetsSizesStrides(op, dest.rank);
  const sizes = staticDims(op.static_sizes);
  const expected = inferSliceType(dest, sizes);
  const check = sliceCheck(expected, source.type as RankedTensorType);
  if (check !== 'ok') throw sliceError(op, check, expected);
  verifyInBounds(op, dest.shape, staticDims(op.static_offsets), sizes, staticDims(op.static_strides));
}

/**
 * insert_slice inside the terminator of a parallel loop (`scf.forall.in_parallel`): each
 * iteration's slice is written into the shared output `dest` when the iterations end.
 *
 * ```mlir
 * scf.forall.in_parallel {
 *   tensor.parallel_insert_slice %s into %out[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
 * }
 * ```
 */
export const ParallelInsertSliceOp = defineOp({
  name: 'tensor.parallel_insert_slice',
  summary: 'Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.',
  operands: {
    source: AnyRankedTensor, dest: AnyRankedTensor,
    offsets: variadic(Index), sizes: variadic(Index), strides: variadic(Index),
  },
  attributes: { static_offsets: DenseI64ArrayAttr, static_sizes: DenseI64ArrayAttr, static_strides: DenseI64ArrayAttr },
  format: '$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) '
    + 'custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)',
}, {
  verify(op) {
    const parent = op.parentOp;
    // InParallelOpInterface: scf.forall's terminator is the one such op comco knows.
    if (!parent || parent.name !== 'scf.forall.in_parallel') {
      const e = errorOn(op, 'expected InParallelOpInterface parent, got:');
      e.diagnostic.appendedOp = parent ?? undefined;
      throw e;
    }
    verifyInsertedSlice(op, op.source, op.dest.type as RankedTensorType);
  },
});

type Slice = Operation & SliceParts;
const asSlice = (op: Operation | undefined, name: string): Slice | undefined =>
  (op && op.name === name ? op as Slice : undefined);

function foldExtractSlice(op: Slice, operands: readonly (Attribute | undefined)[]): readonly FoldResult[] | undefined {
  const source = op.getOperand(0);
  const src = source.type as RankedTensorType, res = op.getResult(0).type as RankedTensorType;
  const cst = operands[0];
  if (cst instanceof DenseElementsAttr && cst.isSplat && res.hasStaticShape) return [cst.reshaped(res)];
  if (res === src && src.hasStaticShape && isIdentitySlice(op, src.shape)) return [source];
  // extract_slice(insert_slice(%x into %d) at the same place) is %x.
  const ins = asSlice(source.definingOp, 'tensor.insert_slice');
  if (ins && ins.getOperand(0).type === res && sameSlice(ins, op)) return [ins.getOperand(0)];
  return undefined;
}

function foldInsertSlice(op: Slice): readonly FoldResult[] | undefined {
  const source = op.getOperand(0), dest = op.getOperand(1);
  const src = source.type as RankedTensorType;
  if (src === dest.type && src.hasStaticShape && isIdentitySlice(op, src.shape)) return [source];
  // insert_slice over an insert_slice at the same place: the first one is overwritten.
  const prev = asSlice(dest.definingOp, 'tensor.insert_slice');
  if (prev && prev.getOperand(0).type === src && sameSlice(prev, op)) {
    op.setOperand(1, prev.getOperand(1));
    return [op.getResult(0)];
  }
  // insert_slice(extract_slice(%d) at the same place into %d) is %d.
  const ext = asSlice(source.definingOp, 'tensor.extract_slice');
  if (ext && ext.getOperand(0) === dest && sameSlice(ext, op)) return [dest];
  if (staticDims(op.static_sizes).some((d) => d === 0)) return [dest];
  return undefined;
}
