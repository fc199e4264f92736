/**
 * memref ops that look at or relabel a buffer without touching its elements: cast,
 * memory_space_cast, assume_alignment, copy, dim, rank, extract_aligned_pointer_as_index.
 */
import { type Attribute, IntegerAttr, attrEquals } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { MemRead, MemWrite, Pure, SameOperandsAndResultType, SameOperandsElementType } from '../../ir/traits.js';
import { IntegerType, MemRefType, type Type, UnrankedMemRefType, index } from '../../ir/types.js';
import { type AttrConstraint, Index, storedAs } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { AnyMemRef, AnyNon0RankedOrUnrankedMemRef, AnyRankedOrUnrankedMemRef } from './constraints.js';
import { constantOf } from '../../rewrite/fold.js';
import { foldAssumeAlignment, foldCast, foldCopy, foldDim, foldMemorySpaceCast } from './fold.js';
import { getStridesAndOffset, isDynamic } from './layout.js';

const memorySpaceOf = (t: Type): Attribute | undefined =>
  (t instanceof MemRefType || t instanceof UnrankedMemRefType ? t.memorySpace : undefined);

/** Upstream's CastOp::areCastCompatible. */
export function castCompatible(a: Type, b: Type): boolean {
  if (a instanceof MemRefType && b instanceof MemRefType) {
    if (a.elementType !== b.elementType) return false;
    if (!attrEquals(a.layout, b.layout)) {
      const sa = getStridesAndOffset(a);
      const sb = getStridesAndOffset(b);
      if (!sa || !sb || sa.strides.length !== sb.strides.length) return false;
      const ok = (x: number, y: number) => isDynamic(x) || isDynamic(y) || x === y;
      if (!ok(sa.offset, sb.offset) || sa.strides.some((s, i) => !ok(s, sb.strides[i]!))) return false;
    }
    if (!attrEquals(a.memorySpace, b.memorySpace)) return false;
    if (a.rank !== b.rank) return false;
    return a.shape.every((d, i) => isDynamic(d) || isDynamic(b.shape[i]!) || d === b.shape[i]);
  }
  const ranked = (t: Type) => t instanceof MemRefType || t instanceof UnrankedMemRefType;
  if (!ranked(a) || !ranked(b)) return false;
  if (a instanceof UnrankedMemRefType && b instanceof UnrankedMemRefType) return false;
  return (a as MemRefType).elementType === (b as MemRefType).elementType && attrEquals(memorySpaceOf(a), memorySpaceOf(b));
}

/** Upstream's MemorySpaceCastOp::areCastCompatible: only the memory space may change. */
function memorySpaceCastCompatible(a: Type, b: Type): boolean {
  if (a instanceof MemRefType && b instanceof MemRefType) {
    return a.elementType === b.elementType && attrEquals(a.layout, b.layout)
      && a.shape.length === b.shape.length && a.shape.every((d, i) => d === b.shape[i]);
  }
  if (a instanceof UnrankedMemRefType && b instanceof UnrankedMemRefType) return a.elementType === b.elementType;
  return false;
}

function verifyCast(op: Operation, ok: (a: Type, b: Type) => boolean): void {
  const a = op.getOperand(0).type;
  const b = op.getResult(0).type;
  if (!ok(a, b)) throw opError(op, `operand type '${a.key}' and result type '${b.key}' are cast incompatible`);
}

/**
 * Converts between compatible memref types (static ⇄ dynamic sizes, strides, rank).
 *
 * ```mlir
 * %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
 * ```
 */
export const CastOp = defineOp({
  name: 'memref.cast',
  operands: { source: AnyRankedOrUnrankedMemRef },
  results: { dest: AnyRankedOrUnrankedMemRef },
  traits: [Pure],
  format: '$source attr-dict `:` type($source) `to` type($dest)',
}, {
  verify: (op) => verifyCast(op, castCompatible),
  fold: (op) => foldCast(op),
  asmResultNames: () => ['cast'],
});

/**
 * Moves a memref to another memory space.
 *
 * ```mlir
 * %memspacecast = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 1>
 * ```
 */
export const MemorySpaceCastOp = defineOp({
  name: 'memref.memory_space_cast',
  operands: { source: AnyRankedOrUnrankedMemRef },
  results: { dest: AnyRankedOrUnrankedMemRef },
  traits: [Pure],
  format: '$source attr-dict `:` type($source) `to` type($dest)',
}, {
  verify: (op) => verifyCast(op, memorySpaceCastCompatible),
  fold: (op) => foldMemorySpaceCast(op),
  asmResultNames: () => ['memspacecast'],
});

const PositiveI32Attr: AttrConstraint<IntegerAttr> = {
  storage: storedAs(IntegerAttr),
  description: '32-bit signless integer attribute whose value is positive',
  buildableType: IntegerType.get(32),
  check: (a: Attribute): a is IntegerAttr => a instanceof IntegerAttr && a.type === IntegerType.get(32) && a.value > 0n,
};

/**
 * Asserts that a buffer is aligned to a power of two bytes.
 *
 * ```mlir
 * %assume_align = memref.assume_alignment %0, 16 : memref<4xf32>
 * ```
 */
export const AssumeAlignmentOp = defineOp({
  name: 'memref.assume_alignment',
  operands: { memref: AnyMemRef },
  attributes: { alignment: PositiveI32Attr },
  results: { result: AnyMemRef },
  traits: [Pure, SameOperandsAndResultType],
  format: '$memref `,` $alignment attr-dict `:` type($memref)',
}, {
  verify(op) {
    const a = op.alignment.value;
    if ((a & (a - 1n)) !== 0n) throw opError(op, 'alignment must be power of 2');
  },
  fold: (op) => foldAssumeAlignment(op),
  asmResultNames: () => ['assume_align'],
});

/** upstream's verifyCompatibleShapes: same rank where ranked, equal sizes where both static. */
function compatibleShapes(a: Type, b: Type): boolean {
  if (!(a instanceof MemRefType) || !(b instanceof MemRefType)) return true;
  return a.rank === b.rank && a.shape.every((d, i) => isDynamic(d) || isDynamic(b.shape[i]!) || d === b.shape[i]);
}

/**
 * Copies the elements of one buffer into another of the same shape.
 *
 * ```mlir
 * memref.copy %a, %b : memref<?xf32> to memref<?xf32>
 * ```
 */
export const CopyOp = defineOp({
  name: 'memref.copy',
  operands: { source: AnyRankedOrUnrankedMemRef, target: AnyRankedOrUnrankedMemRef },
  traits: [SameOperandsElementType, MemRead, MemWrite],
  format: '$source `,` $target attr-dict `:` type($source) `to` type($target)',
}, {
  verify(op) {
    if (!compatibleShapes(op.source.type, op.target.type)) throw opError(op, 'requires the same shape for all operands');
  },
  fold: (op) => foldCopy(op),
});

/**
 * The size of one dimension.
 *
 * ```mlir
 * %dim = memref.dim %A, %c1 : memref<4x?xf32>
 * ```
 */
export const DimOp = defineOp({
  name: 'memref.dim',
  operands: { source: AnyNon0RankedOrUnrankedMemRef, index: Index },
  results: { result: Index },
  traits: [Pure],
  format: 'attr-dict $source `,` $index `:` type($source)',
}, {
  fold: foldDim,
  // Speculatable only for a constant index within a ranked memref's rank, as upstream.
  speculatability: (op) => {
    const i = constantOf(op.index);
    const t = op.source.type;
    return i instanceof IntegerAttr && t instanceof MemRefType && i.value < BigInt(t.rank) ? 'speculatable' : 'not-speculatable';
  },
  asmResultNames: () => ['dim'],
  inferResultTypes: () => [index],
});

/**
 * The rank of a memref.
 *
 * ```mlir
 * %0 = memref.rank %arg0 : memref<*xf32>
 * ```
 */
export const RankOp = defineOp({
  name: 'memref.rank',
  operands: { memref: AnyRankedOrUnrankedMemRef },
  results: { result: Index },
  traits: [Pure],
  format: '$memref attr-dict `:` type($memref)',
}, {
  fold: (op) => (op.memref.type instanceof MemRefType ? [IntegerAttr.index(op.memref.type.rank)] : undefined),
  inferResultTypes: () => [index],
});

/**
 * The aligned base pointer of a buffer, as an index.
 *
 * ```mlir
 * %intptr = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
 * ```
 */
export const ExtractAlignedPointerAsIndexOp = defineOp({
  name: 'memref.extract_aligned_pointer_as_index',
  operands: { source: AnyRankedOrUnrankedMemRef },
  results: { aligned_pointer: Index },
  traits: [Pure],
  format: '$source `:` type($source) `->` type(results) attr-dict',
}, {
  asmResultNames: () => ['intptr'],
});
