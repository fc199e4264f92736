/**
 * vector's arithmetic: fma, reduction (1-D to a scalar), multi_reduction (over chosen dims),
 * outerproduct and scan. vector.contract is in contract.ts. Verifier messages as upstream's.
 */
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { Pure } from '../../ir/traits.js';
import { type Type, VectorType } from '../../ir/types.js';
import { AnyType, BoolAttr, I64Attr } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr, optional } from '../../irdl/spec.js';
import { FastMathFlags, fastmathNone } from '../arith/attrs.js';
import { elementwise } from '../arith/common.js';
import { CombiningKind, isSupportedCombiningKind, kindAdd, kindName } from './attrs.js';
import { AnyVectorOfAnyRank, AnyVectorOfNonZeroRank, FloatVector, I64Array, numsOf } from './constraints.js';
import { checkSameElementType } from './shape-ops.js';

/**
 * Fused multiply-add of vectors, element-wise.
 *
 * ```mlir
 * %3 = vector.fma %0, %1, %2 : vector<8x16xf32>
 * ```
 */
export const FMAOp = defineOp({
  name: 'vector.fma',
  operands: { lhs: FloatVector, rhs: FloatVector, acc: FloatVector },
  results: { result: FloatVector },
  traits: [Pure, ...elementwise],
  sameTypes: [['lhs', 'rhs', 'acc', 'result']],
  format: '$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)',
});

/**
 * Reduces a 0-D or 1-D vector to a scalar, with an optional accumulator.
 *
 * ```mlir
 * %1 = vector.reduction <add>, %0 : vector<16xf32> into f32
 * ```
 */
export const ReductionOp = defineOp({
  name: 'vector.reduction',
  operands: { vector: AnyVectorOfAnyRank, acc: optional(AnyType) },
  attributes: { kind: CombiningKind.constraint, fastmath: defaultAttr(FastMathFlags.constraint, fastmathNone) },
  results: { dest: AnyType },
  traits: [Pure],
  typeRelations: [{ from: 'dest', to: 'acc', description: 'dest and acc have the same type' }],
  format: '$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)',
}, {
  verify(op) {
    checkSameElementType(op, op.vector.type, op.dest.type, 'source operand and result have same element type');
    const rank = (op.vector.type as VectorType).rank;
    if (rank > 1) throw opError(op, `unsupported reduction rank: ${rank}`);
    if (!isSupportedCombiningKind(op.kind, op.dest.type)) {
      throw opError(op, `unsupported reduction type ''${op.dest.type.key}'' for kind '${kindName(op.kind)}'`);
    }
  },
});

/** The result type of a multi_reduction: the kept dims, or the element type when none is. */
export function multiReductionType(src: VectorType, dims: readonly number[]): Type {
  const keep = src.shape.map((_, i) => i).filter((i) => !dims.includes(i));
  if (!keep.length) return src.elementType;
  return VectorType.get(keep.map((i) => src.shape[i]!), src.elementType, keep.map((i) => src.scalableDims[i]!));
}

/**
 * Reduces the given dims of a vector into an accumulator of the remaining shape.
 *
 * ```mlir
 * %1 = vector.multi_reduction <add>, %0, %acc [1, 3] : vector<4x8x16x32xf32> to vector<4x16xf32>
 * ```
 */
export const MultiDimReductionOp = defineOp({
  name: 'vector.multi_reduction',
  operands: { source: AnyVectorOfNonZeroRank, acc: AnyType },
  attributes: { kind: CombiningKind.constraint, reduction_dims: I64Array },
  results: { dest: AnyType },
  traits: [Pure],
  sameTypes: [['dest', 'acc']],
  format: '$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)',
}, {
  verify(op) {
    checkSameElementType(op, op.source.type, op.dest.type, 'source operand and result have same element type');
    const src = op.source.type as VectorType;
    const inferred = multiReductionType(src, numsOf(op.reduction_dims));
    if (op.dest.type !== inferred) {
      throw opError(op, `destination type '${op.dest.type.key}' is incompatible with source type '${src.key}'`);
    }
  },
  fold(op): readonly FoldResult[] | undefined {
    const src = op.source.type as VectorType;
    if (src.rank === 1 && !numsOf(op.reduction_dims).includes(0)) return [op.source];
    return undefined;
  },
  inferResultTypes: (operands) => [operands[1]!.type],
});

/**
 * The outer product of two 1-D vectors (or a vector times a scalar), added to an accumulator.
 *
 * ```mlir
 * %2 = vector.outerproduct %0, %1, %acc {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
 * ```
 */
export const OuterProductOp = defineOp({
  name: 'vector.outerproduct',
  operands: { lhs: AnyVectorOfNonZeroRank, rhs: AnyType, acc: optional(AnyVectorOfNonZeroRank) },
  attributes: { kind: defaultAttr(CombiningKind.constraint, kindAdd) },
  results: { result: AnyVectorOfNonZeroRank },
  traits: [Pure],
}, {
  parse(p, state) {
    const us = p.parseOperandList('none');
    p.parseOptionalAttrDict(state.attributes);
    p.parsePunct(':');
    const lhsT = p.parseType();
    p.parsePunct(',');
    const rhsT = p.parseType();
    if (us.length < 2) throw p.error('expected at least 2 operands', p.nameLoc());
    if (!(lhsT instanceof VectorType)) throw p.error('expected vector type for operand #1', p.nameLoc());
    const resT = rhsT instanceof VectorType
      ? VectorType.get([lhsT.shape[0]!, rhsT.shape[0]!], lhsT.elementType, [lhsT.scalableDims[0]!, rhsT.scalableDims[0]!])
      : VectorType.get([lhsT.shape[0]!], lhsT.elementType, [lhsT.scalableDims[0]!]);
    if (!state.attributes.has('kind')) state.attributes.set('kind', kindAdd);
    state.operands.push(p.resolveOperand(us[0]!, lhsT), p.resolveOperand(us[1]!, rhsT));
    if (us.length > 2) state.operands.push(...p.resolveOperands(us.slice(2), resT));
    state.resultTypes.push(resT);
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.lhs);
    p.write(', ');
    p.printOperand(op.rhs);
    if (op.acc) {
      p.write(', ');
      p.printOperand(op.acc);
      p.printOptionalAttrDict(op.allAttrs);
    }
    p.write(' : ');
    p.printType(op.lhs.type);
    p.write(', ');
    p.printType(op.rhs.type);
  },
  verify(op) {
    checkSameElementType(op, op.lhs.type, op.result.type, 'lhs operand and result have same element type');
    checkSameElementType(op, op.rhs.type, op.result.type, 'rhs operand and result have same element type');
    const lhs = op.lhs.type as VectorType, res = op.result.type as VectorType, rhs = op.rhs.type;
    if (lhs.rank !== 1) throw opError(op, 'expected 1-d vector for operand #1');
    if (rhs instanceof VectorType) {
      if (rhs.rank !== 1) throw opError(op, 'expected 1-d vector for operand #2');
      if (res.rank !== 2) throw opError(op, 'expected 2-d vector result');
      if (lhs.shape[0] !== res.shape[0]) throw opError(op, 'expected #1 operand dim to match result dim #1');
      if (rhs.shape[0] !== res.shape[1]) throw opError(op, 'expected #2 operand dim to match result dim #2');
      if (lhs.isScalable && !rhs.isScalable) throw opError(op, 'expected either both or only #2 operand dim to be scalable');
    } else {
      if (res.rank !== 1) throw opError(op, 'expected 1-d vector result');
      if (lhs.shape[0] !== res.shape[0]) throw opError(op, 'expected #1 operand dim to match result dim #1');
    }
    if (op.acc && op.acc.type !== res) throw opError(op, 'expected operand #3 of same type as result type');
    if (!isSupportedCombiningKind(op.kind, res.elementType)) throw opError(op, 'unsupported outerproduct type');
  },
});

/**
 * An inclusive or exclusive scan along one dim, with the last reduction as a second result.
 *
 * ```mlir
 * %1:2 = vector.scan <add>, %0, %acc {inclusive = false, reduction_dim = 1 : i64} : vector<4x8x16x32xf32>, vector<4x16x32xf32>
 * ```
 */
export const ScanOp = defineOp({
  name: 'vector.scan',
  operands: { source: AnyVectorOfNonZeroRank, initial_value: AnyVectorOfAnyRank },
  attributes: { kind: CombiningKind.constraint, reduction_dim: I64Attr, inclusive: BoolAttr },
  results: { dest: AnyVectorOfNonZeroRank, accumulated_value: AnyVectorOfAnyRank },
  traits: [Pure],
  sameTypes: [['source', 'dest'], ['initial_value', 'accumulated_value']],
  format: '$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)',
}, {
  verify(op) {
    const src = op.source.type as VectorType, init = op.initial_value.type as VectorType;
    const dim = op.reduction_dim.num;
    if (dim >= src.rank) throw opError(op, `reduction dimension ${dim} has to be less than ${src.rank}`);
    if (init.rank !== src.rank - 1) throw opError(op, `initial value rank ${init.rank} has to be equal to ${src.rank - 1}`);
    const expected = src.shape.filter((_, i) => i !== dim);
    if (expected.length !== init.shape.length || expected.some((d, i) => d !== init.shape[i])) {
      throw opError(op, 'incompatible input/initial value shapes');
    }
    const et = (op.dest.type as VectorType).elementType;
    if (!isSupportedCombiningKind(op.kind, et)) throw opError(op, `unsupported reduction type '${et.key}' for kind '${kindName(op.kind)}'`);
  },
});
