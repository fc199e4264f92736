/**
 * memref reshapes: collapse_shape and expand_shape (reassociations of contiguous dims, with the
 * strided layout of the result computed as upstream), and reshape by a shape buffer.
 */
import '../../irdl/directives/index.js';
import { ArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { IndexType, IntegerType, MemRefType, type Type } from '../../ir/types.js';
import { DenseI64ArrayAttr, Index, typeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { foldReshapeOfInverse } from '../utils/reshape.js';
import { AnyRankedOrUnrankedMemRef, AnyStridedMemRef, IndexListArrayAttr } from './constraints.js';
import { DYNAMIC, fromStatic, getStridesAndOffset, hasIdentityLayout, isDynamic, satMul, stridedMemRef } from './layout.js';

/** `[[0, 1], [2]]` as number groups. */
export function reassociationGroups(a: ArrayAttr): number[][] {
  return a.elements.map((g) => (g as ArrayAttr).elements.map((x) => (x as IntegerAttr).num));
}
export function reassociationAttr(groups: readonly (readonly number[])[]): ArrayAttr {
  return ArrayAttr.get(groups.map((g) => ArrayAttr.get(g.map((x) => IntegerAttr.i64(x)))));
}

/** Upstream's verifyCollapsedShape (dynamic dims may repeat within a group). */
function verifyCollapsedShape(op: Operation, collapsed: readonly number[], expanded: readonly number[], groups: readonly (readonly number[])[]): void {
  if (collapsed.length !== groups.length) {
    throw opError(op, `invalid number of reassociation groups: found ${groups.length}, expected ${collapsed.length}`);
  }
  let next = 0;
  groups.forEach((group, cdim) => {
    let foundDynamic = false;
    for (const e of group) {
      if (e !== next++) throw opError(op, 'reassociation indices must be contiguous');
      if (e >= expanded.length) throw opError(op, `reassociation index ${e} is out of bounds`);
      if (isDynamic(expanded[e]!)) foundDynamic = true;
    }
    if (isDynamic(collapsed[cdim]!) !== foundDynamic) {
      throw opError(op, `collapsed dim (${cdim}) must be dynamic if and only if reassociation group is dynamic`);
    }
    if (!foundDynamic) {
      const size = group.reduce((acc, e) => acc * expanded[e]!, 1);
      if (size !== collapsed[cdim]) throw opError(op, `collapsed dim size (${collapsed[cdim]}) must equal reassociation group size (${size})`);
    }
  });
  if (collapsed.length === 0) {
    if (expanded.some((d) => d !== 1)) throw opError(op, 'rank 0 memrefs can only be extended/collapsed with/from ones');
  } else if (next !== expanded.length) {
    throw opError(op, `expanded rank (${expanded.length}) inconsistent with number of reassociation indices (${next})`);
  }
}

/** The expanded type of `src` (upstream's ExpandShapeOp::computeExpandedType). */
export function computeExpandedType(src: MemRefType, shape: readonly number[], groups: readonly (readonly number[])[]): MemRefType | undefined {
  if (hasIdentityLayout(src)) return MemRefType.get(shape, src.elementType, undefined, src.memorySpace);
  const so = getStridesAndOffset(src);
  if (!so) return undefined;
  const reversed: number[] = [];
  let shapeIndex = shape.length - 1;
  for (let g = groups.length - 1; g >= 0; g--) {
    let stride = so.strides[g]!;
    for (let k = 0; k < groups[g]!.length; k++) {
      reversed.push(stride);
      stride = satMul(stride, shape[shapeIndex--]!);
    }
  }
  const strides = reversed.reverse();
  while (strides.length < shape.length) strides.push(1);
  return stridedMemRef(shape, src.elementType, so.offset, strides, src.memorySpace);
}

/** The collapsed strided layout, or undefined for non-contiguous groups (computeCollapsedLayoutMap). */
function collapsedStrides(src: MemRefType, groups: readonly (readonly number[])[]): { offset: number; strides: number[] } | undefined {
  const so = getStridesAndOffset(src);
  if (!so) return undefined;
  const shape = src.shape;
  const strides = groups.map((g) => {
    let ref = [...g];
    while (shape[ref[ref.length - 1]!] === 1 && ref.length > 1) ref = ref.slice(0, -1);
    const last = ref[ref.length - 1]!;
    return !isDynamic(shape[last]!) || ref.length === 1 ? so.strides[last]! : DYNAMIC;
  });
  for (let g = groups.length - 1; g >= 0; g--) {
    let stride = strides[g]!;
    const trailing = groups[g]!.slice(1);
    for (let k = trailing.length - 1; k >= 0; k--) {
      const idx = trailing[k]!;
      stride = satMul(stride, shape[idx]!);
      if (shape[idx - 1] === 1) continue;
      const srcStride = so.strides[idx - 1]!;
      if (!isDynamic(stride) && !isDynamic(srcStride) && stride !== srcStride) return undefined;
    }
  }
  return { offset: so.offset, strides };
}

/** The result type of collapsing `src` (upstream's CollapseShapeOp::computeCollapsedType). */
export function computeCollapsedType(src: MemRefType, groups: readonly (readonly number[])[]): MemRefType | undefined {
  const shape = groups.map((g) => g.reduce((acc, d) => satMul(acc, src.shape[d]!), 1));
  if (hasIdentityLayout(src)) return MemRefType.get(shape, src.elementType, undefined, src.memorySpace);
  const l = collapsedStrides(src, groups);
  return l ? stridedMemRef(shape, src.elementType, l.offset, l.strides, src.memorySpace) : undefined;
}

/**
 * Merges groups of contiguous dims into one.
 *
 * ```mlir
 * %collapse_shape = memref.collapse_shape %0 [[0, 1], [2]] : memref<4x8x16xf32> into memref<32x16xf32>
 * ```
 */
export const CollapseShapeOp = defineOp({
  name: 'memref.collapse_shape',
  operands: { src: AnyStridedMemRef },
  attributes: { reassociation: IndexListArrayAttr },
  results: { result: AnyStridedMemRef },
  traits: [Pure],
  format: '$src $reassociation attr-dict `:` type($src) `into` type($result)',
}, {
  verify(op) {
    const src = op.src.type as MemRefType;
    const res = op.result.type as MemRefType;
    if (src.rank < res.rank) {
      throw opError(op, `has source rank ${src.rank} and result rank ${res.rank}. This is not a collapse (${src.rank} < ${res.rank}).`);
    }
    const groups = reassociationGroups(op.reassociation);
    verifyCollapsedShape(op, res.shape, src.shape, groups);
    let expected: MemRefType;
    if (hasIdentityLayout(src)) expected = MemRefType.get(res.shape, src.elementType, undefined, src.memorySpace);
    else {
      const l = collapsedStrides(src, groups);
      if (!l) throw opError(op, 'invalid source layout map or collapsing non-contiguous dims');
      expected = stridedMemRef(res.shape, src.elementType, l.offset, l.strides, src.memorySpace);
    }
    if (expected !== res) throw opError(op, `expected collapsed type to be '${expected.key}' but found '${res.key}'`);
  },
  fold: (op) => foldMemRefReshape(op, 'memref.expand_shape'),
  asmResultNames: () => ['collapse_shape'],
});

/** Upstream's foldReshapeOp for memrefs: an identity reshape is its source, and a reshape of the
 * inverse reshape that gives its source's type back is that source. */
function foldMemRefReshape(op: Operation, inverse: string): readonly FoldResult[] | undefined {
  const src = op.getOperand(0);
  if (src.type === op.getResult(0).type) return [src];
  return foldReshapeOfInverse(op, inverse, (o) => reassociationGroups(o.getAttr('reassociation') as ArrayAttr));
}

/**
 * Splits dims into groups of dims; `output_shape` gives the result sizes.
 *
 * ```mlir
 * %expand_shape = memref.expand_shape %0 [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
 * ```
 */
export const ExpandShapeOp = defineOp({
  name: 'memref.expand_shape',
  operands: { src: AnyStridedMemRef, output_shape: variadic(Index) },
  attributes: { reassociation: IndexListArrayAttr, static_output_shape: DenseI64ArrayAttr },
  results: { result: AnyStridedMemRef },
  traits: [Pure],
  format: '$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)',
}, {
  verify(op) {
    const src = op.src.type as MemRefType;
    const res = op.result.type as MemRefType;
    if (src.rank > res.rank) {
      throw opError(op, `has source rank ${src.rank} and result rank ${res.rank}. This is not an expansion (${src.rank} > ${res.rank}).`);
    }
    const groups = reassociationGroups(op.reassociation);
    verifyCollapsedShape(op, src.shape, res.shape, groups);
    const expected = computeExpandedType(src, res.shape, groups);
    if (!expected) throw opError(op, 'invalid source layout map');
    if (expected !== res) throw opError(op, `expected expanded type to be '${expected.key}' but found '${res.key}'`);
    const statics = fromStatic(op.static_output_shape.values);
    if (statics.length !== res.rank) {
      throw opError(op, `expected number of static shape bounds to be equal to the output rank (${res.rank}) but found ${statics.length} inputs instead`);
    }
    const nDynamic = statics.filter(isDynamic).length;
    if (op.output_shape.length !== nDynamic) {
      throw opError(op, `mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has ${nDynamic} dynamic dims while output_shape has ${op.output_shape.length} values`);
    }
    res.shape.forEach((d, i) => {
      if (!isDynamic(d) && d !== statics[i]) throw opError(op, `invalid output shape provided at pos ${i}`);
    });
  },
  fold: (op) => foldMemRefReshape(op, 'memref.collapse_shape'),
  asmResultNames: () => ['expand_shape'],
});

const ShapeMemRef = typeConstraint('1D memref of signless integer or index values',
  (t: Type) => t instanceof MemRefType && t.rank === 1
    && ((t.elementType instanceof IntegerType && t.elementType.isSignless) || t.elementType instanceof IndexType));

/**
 * Reinterprets a buffer with the shape stored in another buffer.
 *
 * ```mlir
 * %reshape = memref.reshape %src(%shape) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
 * ```
 */
export const ReshapeOp = defineOp({
  name: 'memref.reshape',
  operands: { source: AnyRankedOrUnrankedMemRef, shape: ShapeMemRef },
  results: { result: AnyRankedOrUnrankedMemRef },
  traits: [Pure],
  format: '$source `(` $shape `)` attr-dict `:` functional-type(operands, results)',
}, {
  verify(op) {
    const src = op.source.type as MemRefType;
    const res = op.result.type;
    if (src.elementType !== (res as MemRefType).elementType) {
      throw opError(op, 'element types of source and destination memref types should be the same');
    }
    if (src instanceof MemRefType && !hasIdentityLayout(src)) throw opError(op, 'source memref type should have identity affine map');
    const shapeSize = (op.shape.type as MemRefType).shape[0]!;
    if (res instanceof MemRefType) {
      if (!hasIdentityLayout(res)) throw opError(op, 'result memref type should have identity affine map');
      if (isDynamic(shapeSize)) throw opError(op, 'cannot use shape operand with dynamic length to reshape to statically-ranked memref type');
      if (shapeSize !== res.rank) throw opError(op, "length of shape operand differs from the result's memref rank");
    }
  },
  asmResultNames: () => ['reshape'],
});

