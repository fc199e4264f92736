/**
 * vector's plain memory ops: load and store of an n-D slice, their masked forms, gather and
 * scatter through an index vector, expanding loads and compressing stores, and type_cast (a
 * memref of scalars seen as a memref of one vector). Syntax and messages as upstream's.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { MemRead, MemWrite, Pure } from '../../ir/traits.js';
import { MemRefType, RankedTensorType, type ShapedType, type Type, VectorType } from '../../ir/types.js';
import { BoolAttr, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultOptionalAttr, optional, optionalAttr, variadic } from '../../irdl/spec.js';
import { AlignmentAttr } from '../memref/alloc.js';
import { AnyMemRef } from '../memref/constraints.js';
import { foldCastOperands } from '../memref/fold.js';
import { getStridesAndOffset, hasIdentityLayout } from '../memref/layout.js';
import {
  AnyVectorOfAnyRank, AnyVectorOfNonZeroRank, FixedI1VectorNonZeroRank, I1VectorNonZeroRank, IntOrIndexVectorNonZeroRank,
  StaticMemRef, TensorOrMemRef,
} from './constraints.js';

const nontemporal = defaultOptionalAttr(BoolAttr, IntegerAttr.bool(false));
const alignment = optionalAttr(AlignmentAttr);
const sameShape = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((d, i) => d === b[i]);

function checkIndices(op: Operation, base: ShapedType, n: number): void {
  if (n !== base.rank) throw opError(op, `requires ${base.rank} indices`);
}

/** vector.load/store of more than one element need a unit stride in the last memref dim. */
function checkLayout(op: Operation, vec: VectorType, mem: MemRefType): void {
  if (!vec.isScalable && (vec.rank === 0 || vec.numElements === 1)) return;
  const so = getStridesAndOffset(mem);
  if (!so || (so.strides.length > 0 && so.strides.at(-1) !== 1)) throw opError(op, 'most minor memref dim must have unit stride');
}

/**
 * Reads an n-D slice of a memref into a vector.
 *
 * ```mlir
 * %v = vector.load %base[%i, %j] : memref<100x100xf32>, vector<8xf32>
 * ```
 */
export const LoadOp = defineOp({
  name: 'vector.load',
  operands: { base: AnyMemRef, indices: variadic(Index) },
  attributes: { nontemporal, alignment },
  results: { result: AnyVectorOfAnyRank },
  traits: [MemRead],
  format: '$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)',
}, {
  verify(op) {
    const vec = op.result.type as VectorType, mem = op.base.type as MemRefType;
    checkLayout(op, vec, mem);
    if (mem.rank < vec.rank) throw opError(op, 'destination memref has lower rank than the result vector');
    let et: Type = mem.elementType;
    if (et instanceof VectorType) {
      if (et !== vec) throw opError(op, 'base memref and result vector types should match');
      et = et.elementType;
    }
    if (vec.elementType !== et) throw opError(op, 'base and result element types should match');
    checkIndices(op, mem, op.indices.length);
  },
  fold: (op) => foldCastOperands(op),
});

/**
 * Writes a vector to an n-D slice of a memref.
 *
 * ```mlir
 * vector.store %v, %base[%i, %j] : memref<100x100xf32>, vector<8xf32>
 * ```
 */
export const StoreOp = defineOp({
  name: 'vector.store',
  operands: { valueToStore: AnyVectorOfAnyRank, base: AnyMemRef, indices: variadic(Index) },
  attributes: { nontemporal, alignment },
  traits: [MemWrite],
  format: '$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)',
}, {
  verify(op) {
    const vec = op.valueToStore.type as VectorType, mem = op.base.type as MemRefType;
    checkLayout(op, vec, mem);
    if (mem.rank < vec.rank) throw opError(op, 'source memref has lower rank than the vector to store');
    let et: Type = mem.elementType;
    if (et instanceof VectorType) {
      if (et !== vec) throw opError(op, 'base memref and valueToStore vector types should match');
      et = et.elementType;
    }
    if (vec.elementType !== et) throw opError(op, 'base and valueToStore element type should match');
    checkIndices(op, mem, op.indices.length);
  },
  fold: (op) => foldCastOperands(op),
});

/**
 * Reads the elements whose mask bit is set; the others come from `pass_thru`.
 *
 * ```mlir
 * %0 = vector.maskedload %base[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
 * ```
 */
export const MaskedLoadOp = defineOp({
  name: 'vector.maskedload',
  operands: { base: AnyMemRef, indices: variadic(Index), mask: I1VectorNonZeroRank, pass_thru: AnyVectorOfNonZeroRank },
  attributes: { alignment },
  results: { result: AnyVectorOfNonZeroRank },
  traits: [MemRead],
  format: '$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)',
}, {
  verify(op) {
    const res = op.result.type as VectorType, mem = op.base.type as MemRefType, mask = op.mask.type as VectorType;
    if (res.elementType !== mem.elementType) throw opError(op, 'base and result element type should match');
    checkIndices(op, mem, op.indices.length);
    if (!sameShape(res.shape, mask.shape)) throw opError(op, 'expected result shape to match mask shape');
    if (res !== op.pass_thru.type) throw opError(op, 'expected pass_thru of same type as result type');
  },
  fold: (op) => foldCastOperands(op),
});

/**
 * Writes the elements whose mask bit is set.
 *
 * ```mlir
 * vector.maskedstore %base[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
 * ```
 */
export const MaskedStoreOp = defineOp({
  name: 'vector.maskedstore',
  operands: { base: AnyMemRef, indices: variadic(Index), mask: I1VectorNonZeroRank, valueToStore: AnyVectorOfNonZeroRank },
  attributes: { alignment },
  traits: [MemWrite],
  format: '$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)',
}, {
  verify(op) {
    const val = op.valueToStore.type as VectorType, mem = op.base.type as MemRefType, mask = op.mask.type as VectorType;
    if (val.elementType !== mem.elementType) throw opError(op, 'base and valueToStore element type should match');
    checkIndices(op, mem, op.indices.length);
    if (!sameShape(val.shape, mask.shape)) throw opError(op, 'expected valueToStore shape to match mask shape');
  },
  fold: (op) => foldCastOperands(op),
});

/**
 * Reads `base[offsets + indices[i]]` for each set mask bit, `pass_thru[i]` otherwise.
 *
 * ```mlir
 * %g = vector.gather %base[%c0] [%idx], %mask, %pass : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
 * ```
 */
export const GatherOp = defineOp({
  name: 'vector.gather',
  operands: {
    base: TensorOrMemRef, offsets: variadic(Index), indices: IntOrIndexVectorNonZeroRank, mask: I1VectorNonZeroRank,
    pass_thru: AnyVectorOfNonZeroRank,
  },
  attributes: { alignment },
  results: { result: AnyVectorOfNonZeroRank },
  traits: [MemRead],
  format: '$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)',
}, {
  verify(op) {
    const res = op.result.type as VectorType, base = op.base.type as ShapedType;
    if (res.elementType !== base.elementType) throw opError(op, 'base and result element type should match');
    checkIndices(op, base, op.offsets.length);
    if (!sameShape(res.shape, (op.indices.type as VectorType).shape)) throw opError(op, 'expected result dim to match indices dim');
    if (!sameShape(res.shape, (op.mask.type as VectorType).shape)) throw opError(op, 'expected result dim to match mask dim');
    if (res !== op.pass_thru.type) throw opError(op, 'expected pass_thru of same type as result type');
  },
});

/**
 * Writes `value[i]` to `base[offsets + indices[i]]` for each set mask bit; on a tensor, returns
 * the updated tensor.
 *
 * ```mlir
 * vector.scatter %base[%c0] [%idx], %mask, %v : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
 * ```
 */
export const ScatterOp = defineOp({
  name: 'vector.scatter',
  operands: {
    base: TensorOrMemRef, offsets: variadic(Index), indices: IntOrIndexVectorNonZeroRank, mask: I1VectorNonZeroRank,
    valueToStore: AnyVectorOfNonZeroRank,
  },
  attributes: { alignment },
  results: { result: optional(typeConstraintRankedTensor()) },
  traits: [MemWrite],
  format: '$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?',
}, {
  verify(op) {
    const val = op.valueToStore.type as VectorType, base = op.base.type as ShapedType;
    if (val.elementType !== base.elementType) throw opError(op, 'base and valueToStore element type should match');
    checkIndices(op, base, op.offsets.length);
    if (!sameShape(val.shape, (op.indices.type as VectorType).shape)) throw opError(op, 'expected valueToStore dim to match indices dim');
    if (!sameShape(val.shape, (op.mask.type as VectorType).shape)) throw opError(op, 'expected valueToStore dim to match mask dim');
  },
});

function typeConstraintRankedTensor() {
  return { description: 'ranked tensor of any type values', check: (t: Type) => t instanceof RankedTensorType };
}

/**
 * Reads consecutive elements into the lanes whose mask bit is set.
 *
 * ```mlir
 * %e = vector.expandload %base[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
 * ```
 */
export const ExpandLoadOp = defineOp({
  name: 'vector.expandload',
  operands: { base: AnyMemRef, indices: variadic(Index), mask: FixedI1VectorNonZeroRank, pass_thru: AnyVectorOfNonZeroRank },
  attributes: { alignment },
  results: { result: AnyVectorOfNonZeroRank },
  traits: [MemRead],
  format: '$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)',
}, {
  verify(op) {
    const res = op.result.type as VectorType, mem = op.base.type as MemRefType;
    if (res.elementType !== mem.elementType) throw opError(op, 'base and result element type should match');
    checkIndices(op, mem, op.indices.length);
    if (res.shape[0] !== (op.mask.type as VectorType).shape[0]) throw opError(op, 'expected result dim to match mask dim');
    if (res !== op.pass_thru.type) throw opError(op, 'expected pass_thru of same type as result type');
  },
});

/**
 * Writes the lanes whose mask bit is set to consecutive elements.
 *
 * ```mlir
 * vector.compressstore %base[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
 * ```
 */
export const CompressStoreOp = defineOp({
  name: 'vector.compressstore',
  operands: { base: AnyMemRef, indices: variadic(Index), mask: FixedI1VectorNonZeroRank, valueToStore: AnyVectorOfNonZeroRank },
  attributes: { alignment },
  traits: [MemWrite],
  format: '$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)',
}, {
  verify(op) {
    const val = op.valueToStore.type as VectorType, mem = op.base.type as MemRefType;
    if (val.elementType !== mem.elementType) throw opError(op, 'base and valueToStore element type should match');
    checkIndices(op, mem, op.indices.length);
    if (val.shape[0] !== (op.mask.type as VectorType).shape[0]) throw opError(op, 'expected valueToStore dim to match mask dim');
  },
});

/** The full shape of a memref of scalars or vectors (upstream's extractShape). */
function fullShape(t: MemRefType): number[] {
  const et = t.elementType;
  return [...t.shape, ...(et instanceof VectorType ? et.shape : [])];
}
const scalarOf = (t: MemRefType): Type => (t.elementType instanceof VectorType ? t.elementType.elementType : t.elementType);

/**
 * Sees a statically shaped memref of scalars as a memref of one vector of its shape.
 *
 * ```mlir
 * %VA = vector.type_cast %A : memref<5x4x3xf32> to memref<vector<5x4x3xf32>>
 * ```
 */
export const TypeCastOp = defineOp({
  name: 'vector.type_cast',
  operands: { memref: StaticMemRef },
  results: { result: AnyMemRef },
  traits: [Pure],
  format: '$memref attr-dict `:` type($memref) `to` type($result)',
}, {
  verify(op) {
    const src = op.memref.type as MemRefType, res = op.result.type as MemRefType;
    const so = getStridesAndOffset(src);
    const canonical = so !== undefined && so.offset === 0
      && so.strides.every((s, i) => s === src.shape.slice(i + 1).reduce((a, b) => a * b, 1));
    if (!hasIdentityLayout(src) && !canonical) throw opError(op, 'expects operand to be a memref with identity layout');
    if (!hasIdentityLayout(res)) throw opError(op, 'expects result to be a memref with identity layout');
    if (res.memorySpace?.key !== src.memorySpace?.key) throw opError(op, 'expects result in same memory space');
    if (scalarOf(src) !== scalarOf(res)) throw opError(op, `expects result and operand with same underlying scalar type: '${res.key}'`);
    const a = fullShape(src), b = fullShape(res);
    if (!sameShape(a, b)) throw opError(op, `expects concatenated result and operand shapes to be equal: '${res.key}'`);
  },
});
