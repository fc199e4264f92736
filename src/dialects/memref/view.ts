/**
 * memref ops that make a new view of the same buffer: subview, reinterpret_cast, view and
 * extract_strided_metadata (the inverse of reinterpret_cast).
 */
import '../../irdl/directives/index.js';
import { attrEquals } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { MemRefType, type Type, index } from '../../ir/types.js';
import type { OpResult } from '../../ir/value.js';
import { DenseI64ArrayAttr, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import {
  AnyMemRef, AnyRankedOrUnrankedMemRef, AnyStridedMemRef, AnyStridedMemRefOfRank0, Rank1I8MemRef,
} from './constraints.js';
import {
  fromStatic, getStridesAndOffset, hasIdentityLayout, inBoundsSliceError, isDynamic, isRankReducedType,
  memRefRankReductionMask, satAdd, satMul, stridedMemRef,
} from './layout.js';
import { foldExtractStridedMetadata, foldReinterpretCast, foldSubView, foldView } from './fold.js';
import { verifySliceParts } from './slicing.js';

/**
 * The type of a subview without rank reduction (upstream's SubViewOp::inferResultType):
 * offset += Σ offset_i · stride_i, stride_i *= step_i, sizes as given.
 */
export function inferSubViewType(source: MemRefType, offsets: readonly number[], sizes: readonly number[], steps: readonly number[]): MemRefType {
  const so = getStridesAndOffset(source) ?? { strides: source.shape.map(() => 0), offset: 0 };
  let offset = so.offset;
  offsets.forEach((o, i) => { offset = satAdd(offset, satMul(o, so.strides[i]!)); });
  const strides = so.strides.map((s, i) => satMul(s, steps[i]!));
  return stridedMemRef(sizes, source.elementType, offset, strides, source.memorySpace);
}

const offsetsFormat = (group: string) => `custom<DynamicIndexList>($${group}, $static_${group})`;

/** Upstream's produceSubViewErrorMsg for the failures of the result type checks. */
function subViewTypeError(op: Operation, kind: 'rankTooLarge' | 'sizeMismatch' | 'elemTypeMismatch' | 'memSpace' | 'layout', expected: MemRefType): never {
  const got = `'${op.getResult(0).type.key}'`;
  switch (kind) {
    case 'rankTooLarge': throw errorOn(op, `expected result rank to be smaller or equal to the source rank, but got ${got}`);
    case 'sizeMismatch': throw errorOn(op, `expected result type to be '${expected.key}' or a rank-reduced version. (mismatch of result sizes), but got ${got}`);
    case 'elemTypeMismatch': throw errorOn(op, `expected result element type to be '${expected.elementType.key}', but got ${got}`);
    case 'memSpace': throw errorOn(op, `expected result and source memory spaces to match, but got ${got}`);
    case 'layout': throw errorOn(op, `expected result type to be '${expected.key}' or a rank-reduced version. (mismatch of result layout), but got ${got}`);
  }
}

/**
 * A strided window into a memref; unit dims may be dropped from the result.
 *
 * ```mlir
 * %subview = memref.subview %0[2, %i] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
 * ```
 */
export const SubViewOp = defineOp({
  name: 'memref.subview',
  operands: { source: AnyMemRef, offsets: variadic(Index), sizes: variadic(Index), strides: variadic(Index) },
  attributes: { static_offsets: DenseI64ArrayAttr, static_sizes: DenseI64ArrayAttr, static_strides: DenseI64ArrayAttr },
  results: { result: AnyMemRef },
  traits: [Pure],
  format: `$source \`\` ${offsetsFormat('offsets')} ${offsetsFormat('sizes')} ${offsetsFormat('strides')} attr-dict \`:\` type($source) \`to\` type($result)`,
}, {
  verify(op) {
    const base = op.source.type as MemRefType;
    const view = op.result.type as MemRefType;
    verifySliceParts(op, op, [base.rank, base.rank, base.rank]);
    if (!attrEquals(base.memorySpace, view.memorySpace)) {
      throw errorOn(op, `different memory spaces specified for base memref type '${base.key}' and subview memref type '${view.key}'`);
    }
    if (!getStridesAndOffset(base)) throw errorOn(op, `base type '${base.key}' is not strided`);
    const offsets = fromStatic(op.static_offsets.values);
    const sizes = fromStatic(op.static_sizes.values);
    const steps = fromStatic(op.static_strides.values);
    const expected = inferSubViewType(base, offsets, sizes, steps);
    const shaped = isRankReducedType(expected, view);
    if (shaped !== 'ok') subViewTypeError(op, shaped, expected);
    const e = getStridesAndOffset(expected)!;
    const v = getStridesAndOffset(view);
    if (!v || v.offset !== e.offset) subViewTypeError(op, 'layout', expected);
    const dropped = memRefRankReductionMask(expected, view, sizes);
    if (!dropped) subViewTypeError(op, 'layout', expected);
    const kept = e.strides.filter((_, i) => !dropped.has(i));
    if (kept.some((s, i) => s !== v.strides[i])) subViewTypeError(op, 'layout', expected);
    const bounds = inBoundsSliceError(base.shape, offsets, sizes, steps);
    if (bounds) throw errorOn(op, bounds);
  },
  fold: (op, operands) => foldSubView(op, operands),
  asmResultNames: () => ['subview'],
});

const fmtNum = (n: number): string => (isDynamic(n) ? 'dynamic' : String(n));

/**
 * A view of the source's buffer with the given offset, sizes and strides.
 *
 * ```mlir
 * %reinterpret_cast = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 10], strides: [%s, 1] : memref<?xf32> to memref<?x10xf32, strided<[?, 1]>>
 * ```
 */
export const ReinterpretCastOp = defineOp({
  name: 'memref.reinterpret_cast',
  operands: { source: AnyRankedOrUnrankedMemRef, offsets: variadic(Index), sizes: variadic(Index), strides: variadic(Index) },
  attributes: { static_offsets: DenseI64ArrayAttr, static_sizes: DenseI64ArrayAttr, static_strides: DenseI64ArrayAttr },
  results: { result: AnyStridedMemRef },
  traits: [Pure],
  format: `$source \`to\` \`offset\` \`\` \`:\` ${offsetsFormat('offsets')} \`\` \`,\` \`sizes\` \`\` \`:\` ${offsetsFormat('sizes')}`
    + ` \`\` \`,\` \`strides\` \`\` \`:\` ${offsetsFormat('strides')} attr-dict \`:\` type($source) \`to\` type($result)`,
}, {
  verify(op) {
    const src = op.source.type as MemRefType;
    const res = op.result.type as MemRefType;
    verifySliceParts(op, op, [1, res.rank, res.rank]);
    if (!attrEquals(src.memorySpace, res.memorySpace)) {
      throw errorOn(op, `different memory spaces specified for source type '${src.key}' and result memref type '${res.key}'`);
    }
    if (src.elementType !== res.elementType) {
      throw errorOn(op, `different element types specified for source type '${src.key}' and result memref type '${res.key}'`);
    }
    const sizes = fromStatic(op.static_sizes.values);
    res.shape.forEach((d, i) => {
      if (!isDynamic(d) && d !== sizes[i]) throw errorOn(op, `expected result type with size = ${fmtNum(sizes[i]!)} instead of ${d} in dim = ${i}`);
    });
    const so = getStridesAndOffset(res);
    if (!so) throw errorOn(op, `expected result type to have strided layout but found '${res.key}'`);
    const offset = fromStatic(op.static_offsets.values)[0]!;
    if (!isDynamic(so.offset) && so.offset !== offset) throw errorOn(op, `expected result type with offset = ${fmtNum(offset)} instead of ${so.offset}`);
    const strides = fromStatic(op.static_strides.values);
    so.strides.forEach((s, i) => {
      if (!isDynamic(s) && s !== strides[i]) throw errorOn(op, `expected result type with stride = ${fmtNum(strides[i]!)} instead of ${s} in dim = ${i}`);
    });
  },
  fold: (op) => foldReinterpretCast(op),
  asmResultNames: () => ['reinterpret_cast'],
});

/**
 * A typed, shaped view of a flat byte buffer at a byte shift.
 *
 * ```mlir
 * %view = memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x4xf32>
 * ```
 */
export const ViewOp = defineOp({
  name: 'memref.view',
  operands: { source: Rank1I8MemRef, byte_shift: Index, sizes: variadic(Index) },
  results: { result: AnyMemRef },
  traits: [Pure],
  format: '$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)',
}, {
  verify(op) {
    const base = op.source.type as MemRefType;
    const view = op.result.type as MemRefType;
    if (!hasIdentityLayout(base)) throw errorOn(op, `unsupported map for base memref type '${base.key}'`);
    if (!hasIdentityLayout(view)) throw errorOn(op, `unsupported map for result memref type '${view.key}'`);
    if (!attrEquals(base.memorySpace, view.memorySpace)) {
      throw errorOn(op, `different memory spaces specified for base memref type '${base.key}' and view memref type '${view.key}'`);
    }
    if (op.sizes.length !== view.numDynamicDims) {
      throw opError(op, `incorrect number of dynamic sizes, has ${op.sizes.length}, expected ${view.numDynamicDims}`);
    }
  },
  fold: (op) => foldView(op),
  asmResultNames: () => ['view'],
});

/** The result types extract_strided_metadata has for a source type. */
export function stridedMetadataTypes(source: Type): Type[] {
  if (!(source instanceof MemRefType)) return [];
  const base = MemRefType.get([], source.elementType, undefined, source.memorySpace);
  return [base, index, ...source.shape.map(() => index), ...source.shape.map(() => index)];
}

/**
 * The base buffer, offset, sizes and strides of a strided memref.
 *
 * ```mlir
 * %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
 * ```
 */
export const ExtractStridedMetadataOp = defineOp({
  name: 'memref.extract_strided_metadata',
  operands: { source: AnyStridedMemRef },
  // Upstream has two variadic groups of equal size (SameVariadicResultSize): `sizes` and
  // `strides` split `sizesAndStrides` in half (see `metadataSizes` / `metadataStrides`).
  results: { base_buffer: AnyStridedMemRefOfRank0, offset: Index, sizesAndStrides: variadic(Index) },
  traits: [Pure],
  format: '$source `:` type($source) `->` type(results) attr-dict',
}, {
  verify(op) {
    const want = stridedMetadataTypes(op.source.type);
    const got = op.resultTypes;
    if (want.length !== got.length || want.some((t, i) => t !== got[i])) {
      const list = (ts: readonly Type[]) => ts.map((t) => `'${t.key}'`).join(', ');
      throw opError(op, `inferred type(s) ${list(want)} are incompatible with return type(s) of operation ${list(got)}`);
    }
  },
  asmResultNames(op) {
    const rank = (op.numResults - 2) / 2;
    const names: (string | undefined)[] = ['base_buffer', 'offset'];
    for (let i = 0; i < rank; i++) names.push(i === 0 ? 'sizes' : undefined);
    for (let i = 0; i < rank; i++) names.push(i === 0 ? 'strides' : undefined);
    return names;
  },
  inferResultTypes: (operands) => stridedMetadataTypes(operands[0]!.type),
  fold: (op) => foldExtractStridedMetadata(op),
});

/** The `sizes` results of an extract_strided_metadata. */
export function metadataSizes(op: Operation): OpResult[] {
  const rank = (op.numResults - 2) / 2;
  return op.results.slice(2, 2 + rank);
}
/** The `strides` results of an extract_strided_metadata. */
export function metadataStrides(op: Operation): OpResult[] {
  const rank = (op.numResults - 2) / 2;
  return op.results.slice(2 + rank);
}
