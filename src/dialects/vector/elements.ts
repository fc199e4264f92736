/**
 * vector's element-level constructors: from_elements / to_elements (a vector from scalars and
 * back, row-major), shuffle (a new leading dim picked from two vectors), interleave and
 * deinterleave (of the trailing dim).
 */
import { type Attribute, type DenseElement, DenseElementsAttr, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { Pure } from '../../ir/traits.js';
import { FloatType, IndexType, IntegerType, type Type, VectorType } from '../../ir/types.js';
import { AnyType } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { storeInt } from '../arith/fold-core.js';
import { AnyFixedVectorOfAnyRank, AnyVectorOfAnyRank, AnyVectorOfNonZeroRank, I64Array, numsOf } from './constraints.js';
import { PoisonAttr } from '../ub/index.js';
import { checkSameElementType } from './shape-ops.js';

const elementsOf = (t: Type): Type[] => {
  const v = t as VectorType;
  return new Array<Type>(v.numElements).fill(v.elementType);
};

/**
 * A vector of scalars, in row-major order.
 *
 * ```mlir
 * %v = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
 * ```
 */
export const FromElementsOp = defineOp({
  name: 'vector.from_elements',
  operands: { elements: variadic(AnyType) },
  results: { dest: AnyFixedVectorOfAnyRank },
  traits: [Pure],
  typeRelations: [{ from: 'dest', to: 'elements', transformList: elementsOf, description: "shaped type 'dest' matches 'elements' element count and types" }],
  format: '$elements attr-dict `:` type($dest)',
}, {
  fold(op, operands): readonly FoldResult[] | undefined {
    const els = op.elements;
    const to = els[0]?.definingOp;
    if (to?.name === 'vector.to_elements' && els.every((e, i) => e === to.results[i]) && els.length === to.numResults
      && to.getOperand(0).type === op.dest.type) return [to.getOperand(0)];
    const vt = op.dest.type as VectorType;
    const et = vt.elementType;
    if (!(et instanceof IntegerType || et instanceof IndexType || et instanceof FloatType)) return undefined;
    const elements: DenseElement[] = [];
    for (const a of operands) {
      if (a instanceof IntegerAttr && !(et instanceof FloatType)) elements.push({ value: storeInt(et, a.value) });
      else if (a instanceof FloatAttr && et instanceof FloatType) elements.push({ value: a.value, nanBits: a.nanBits });
      else return undefined;
    }
    return elements.length ? [DenseElementsAttr.fromElements(vt, elements)] : undefined;
  },
});

/**
 * The elements of a vector as scalars, in row-major order.
 *
 * ```mlir
 * %e:4 = vector.to_elements %v : vector<2x2xf32>
 * ```
 */
export const ToElementsOp = defineOp({
  name: 'vector.to_elements',
  operands: { source: AnyFixedVectorOfAnyRank },
  results: { elements: variadic(AnyType) },
  traits: [Pure],
  typeRelations: [{ from: 'source', to: 'elements', transformList: elementsOf, description: 'result types match operand element type' }],
  format: '$source attr-dict `:` type($source)',
}, {
  fold(op): readonly FoldResult[] | undefined {
    const d = op.source.definingOp;
    if (d?.name === 'vector.from_elements') return d.operands;
    if (d?.name === 'vector.broadcast' && !(d.getOperand(0).type instanceof VectorType)) return op.results.map(() => d.getOperand(0));
    return undefined;
  },
  inferResultTypes: (operands) => elementsOf(operands[0]!.type),
});

/** The type vector.shuffle infers: the mask length, then the trailing dims of v1. */
function shuffleType(v1: VectorType, mask: readonly number[]): VectorType {
  return VectorType.get([Math.max(1, mask.length), ...v1.shape.slice(1)], v1.elementType);
}
const isStep = (mask: readonly number[], begin: number, width: number): boolean =>
  mask.length === width && mask.every((m, i) => m === begin + i);

/**
 * A vector whose leading dim picks from the leading dims of two vectors (-1: poison).
 *
 * ```mlir
 * %0 = vector.shuffle %a, %b [0, 3] : vector<2xf32>, vector<2xf32>
 * ```
 */
export const ShuffleOp = defineOp({
  name: 'vector.shuffle',
  operands: { v1: AnyFixedVectorOfAnyRank, v2: AnyFixedVectorOfAnyRank },
  attributes: { mask: I64Array },
  results: { vector: AnyVectorOfNonZeroRank },
  traits: [Pure],
  format: 'operands $mask attr-dict `:` type(operands)',
}, {
  verify(op) {
    checkSameElementType(op, op.v1.type, op.vector.type, 'first operand v1 and result have same element type');
    checkSameElementType(op, op.v2.type, op.vector.type, 'second operand v2 and result have same element type');
    const res = op.vector.type as VectorType, v1 = op.v1.type as VectorType, v2 = op.v2.type as VectorType;
    const zeroD = v1.rank === 0 && v2.rank === 0 && res.rank === 1;
    if (!zeroD && !(v1.rank === res.rank && v2.rank === res.rank)) throw opError(op, 'rank mismatch');
    for (let r = 1; r < v1.rank; r++) {
      if (res.shape[r] !== v1.shape[r] || v1.shape[r] !== v2.shape[r]) throw opError(op, 'dimension mismatch');
    }
    const mask = numsOf(op.mask);
    if (mask.length <= 0) throw opError(op, 'invalid mask length');
    if (mask.length !== res.shape[0]) throw opError(op, 'mask length mismatch');
    const size = (v1.rank === 0 ? 1 : v1.shape[0]!) + (v2.rank === 0 ? 1 : v2.shape[0]!);
    mask.forEach((m, i) => { if (m !== -1 && (m < 0 || m >= size)) throw opError(op, `mask index #${i + 1} out of range`); });
  },
  fold(op, operands): readonly FoldResult[] | undefined {
    const v1 = op.v1.type as VectorType, v2 = op.v2.type as VectorType;
    if (v1.rank === 0) return undefined;
    const mask = numsOf(op.mask);
    if (isStep(mask, 0, v1.shape[0]!)) return [op.v1];
    if (isStep(mask, v1.shape[0]!, v2.shape[0]!)) return [op.v2];
    const [a, b] = operands;
    if (a instanceof PoisonAttr && b instanceof PoisonAttr) return [a];
    if (v1.rank !== 1) return undefined;
    // A poison operand (and a poison mask index) reads the first element of a constant operand,
    // v1's when both are constants (upstream's fold; the UB dialect has no partial poison).
    const known = (x: Attribute | undefined) => x instanceof DenseElementsAttr || x instanceof PoisonAttr;
    if (!known(a) || !known(b)) return undefined;
    const xs = a instanceof DenseElementsAttr ? a.elements() : undefined;
    const ys = b instanceof DenseElementsAttr ? b.elements() : undefined;
    const size = v1.shape[0]!;
    const poison = (xs ?? ys)![0]!;
    const pick = (m: number) => (m === -1 ? poison : m < size ? (xs ? xs[m]! : poison) : (ys ? ys[m - size]! : poison));
    return [DenseElementsAttr.fromElements(op.vector.type as VectorType, mask.map(pick))];
  },
  inferResultTypes: (operands, attrs) => [shuffleType(operands[0]!.type as VectorType, numsOf(attrs.get('mask') as Attribute))],
});

function doubleTrailing(t: Type): Type {
  const v = t as VectorType;
  if (v.rank === 0) return VectorType.get([2], v.elementType);
  return VectorType.get([...v.shape.slice(0, -1), v.shape.at(-1)! * 2], v.elementType, v.scalableDims);
}
function halveTrailing(t: Type): Type {
  const v = t as VectorType;
  const half = Math.floor(v.shape.at(-1)! / 2);
  if (half <= 0) return v;
  return VectorType.get([...v.shape.slice(0, -1), half], v.elementType, v.scalableDims);
}

/**
 * Interleaves the trailing dims of two vectors.
 *
 * ```mlir
 * %0 = vector.interleave %a, %b : vector<2xi32> -> vector<4xi32>
 * ```
 */
export const InterleaveOp = defineOp({
  name: 'vector.interleave',
  operands: { lhs: AnyVectorOfAnyRank, rhs: AnyVectorOfAnyRank },
  results: { result: AnyVectorOfNonZeroRank },
  traits: [Pure],
  sameTypes: [['lhs', 'rhs']],
  typeRelations: [{ from: 'lhs', to: 'result', transform: doubleTrailing, description: "type of 'result' is double the width of the inputs" }],
  format: '$lhs `,` $rhs  attr-dict `:` type($lhs) `->` type($result)',
});

/**
 * The even and odd elements of the trailing dim of a vector.
 *
 * ```mlir
 * %0, %1 = vector.deinterleave %a : vector<8xi8> -> vector<4xi8>
 * ```
 */
export const DeinterleaveOp = defineOp({
  name: 'vector.deinterleave',
  operands: { source: AnyVectorOfNonZeroRank },
  results: { res1: AnyVectorOfNonZeroRank, res2: AnyVectorOfNonZeroRank },
  traits: [Pure],
  sameTypes: [['res1', 'res2']],
  typeRelations: [{
    from: 'source', to: 'res1', transform: halveTrailing,
    description: 'the trailing dimension of the results is half the width of source trailing dimension',
  }],
  format: '$source attr-dict `:` type($source) `->` type($res1)',
}, {
  verify(op) {
    const v = op.source.type as VectorType;
    if (v.shape.at(-1)! % 2 !== 0) {
      throw opError(op, 'failed to verify that the trailing dimension of the source vector has an even number of elements');
    }
  },
});
