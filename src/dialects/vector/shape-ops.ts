/**
 * vector's shape changes: broadcast (scalar or vector to a larger vector), shape_cast (same
 * elements, new shape), transpose, and bitcast. Verifiers and folds as upstream's; the
 * canonicalization patterns are in canonicalize-shape.ts.
 */
import { type Attribute, DenseElementsAttr, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { FloatType, IntegerType, type Type, VectorType } from '../../ir/types.js';
import { AnyType } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { fromBits, toBits } from '../../support/float.js';
import { storeInt } from '../arith/fold-core.js';
import { AnyVectorOfAnyRank, I64Array, elementOrSelf, numsOf } from './constraints.js';
import { type Broadcastable, isBroadcastableTo, isOrderPreserving } from './shape-util.js';
import { PoisonAttr } from '../ub/index.js';

/** PredOpTrait TCresVTEtIsSameAsOpBase: the result's element type is the operand's. */
export function checkSameElementType(op: Operation, operand: Type, result: Type, what: string): void {
  if (elementOrSelf(operand) !== elementOrSelf(result)) throw opError(op, `failed to verify that ${what}`);
}

/** A splat of `v` (an IntegerAttr, FloatAttr or splat DenseElementsAttr) as `type`. */
export function splatOf(type: VectorType, v: Attribute): DenseElementsAttr | undefined {
  if (v instanceof DenseElementsAttr) return v.isSplat ? v.reshaped(type) : undefined;
  if (v instanceof IntegerAttr) return v.type === type.elementType ? DenseElementsAttr.splat(type, storeInt(v.type, v.value)) : undefined;
  if (v instanceof FloatAttr) return v.type === type.elementType ? DenseElementsAttr.splat(type, v.value, v.nanBits) : undefined;
  return undefined;
}

/** The same elements with another shape (DenseElementsAttr::reshape). */
export function reshape(a: DenseElementsAttr, type: VectorType): DenseElementsAttr {
  return a.reshaped(type);
}

function broadcastError(op: Operation, r: Broadcastable): Error | undefined {
  switch (r.kind) {
    case 'ok': return undefined;
    case 'rank': return opError(op, 'source rank higher than destination rank');
    case 'notVector': return opError(op, 'source type is not a vector');
    case 'dim': {
      const f = (d: number, s: boolean) => (s ? `[${d}]` : `${d}`);
      return opError(op, `dimension mismatch (${f(r.src, r.srcScalable)} vs. ${f(r.dst, r.dstScalable)})`);
    }
  }
}

/** broadcast(shape_cast(x)) reads x when the cast only adds or drops leading unit dims. */
function foldBroadcastOfShapeCast(op: Operation): boolean {
  const cast = op.getOperand(0).definingOp;
  if (cast?.name !== 'vector.shape_cast') return false;
  const src = cast.getOperand(0).type as VectorType;
  const dst = op.getResult(0).type as VectorType;
  if (isBroadcastableTo(src, dst).kind !== 'ok') return false;
  const a = src.shape, b = (cast.getResult(0).type as VectorType).shape;
  const n = Math.min(a.length, b.length);
  if (!a.slice(a.length - n).every((d, i) => d === b[b.length - n + i])) return false;
  op.setOperand(0, cast.getOperand(0));
  return true;
}

/**
 * Duplicates a scalar or a vector over new leading dims and stretches its unit dims.
 *
 * ```mlir
 * %1 = vector.broadcast %0 : vector<16xf32> to vector<4x16xf32>
 * ```
 */
export const BroadcastOp = defineOp({
  name: 'vector.broadcast',
  operands: { source: AnyType },
  results: { vector: AnyVectorOfAnyRank },
  traits: [Pure],
  format: '$source attr-dict `:` type($source) `to` type($vector)',
}, {
  verify(op) {
    checkSameElementType(op, op.source.type, op.vector.type, 'source operand and result have same element type');
    const err = broadcastError(op, isBroadcastableTo(op.source.type, op.vector.type as VectorType));
    if (err) throw err;
  },
  fold(op, operands): readonly FoldResult[] | undefined {
    if (op.source.type === op.vector.type) return [op.source];
    if (foldBroadcastOfShapeCast(op)) return op.results;
    const c = operands[0];
    if (c instanceof PoisonAttr) return [c];
    const splat = c ? splatOf(op.vector.type as VectorType, c) : undefined;
    return splat ? [splat] : undefined;
  },
});

/**
 * The same elements in another shape (with as many scalable dims).
 *
 * ```mlir
 * %1 = vector.shape_cast %0 : vector<4x3xf32> to vector<12xf32>
 * ```
 */
export const ShapeCastOp = defineOp({
  name: 'vector.shape_cast',
  operands: { source: AnyVectorOfAnyRank },
  results: { result: AnyVectorOfAnyRank },
  traits: [Pure],
  format: '$source attr-dict `:` type($source) `to` type($result)',
}, {
  verify(op) {
    const s = op.source.type as VectorType, r = op.result.type as VectorType;
    if (s.elementType !== r.elementType) throw opError(op, 'has different source and result element types');
    if (s.numElements !== r.numElements) {
      throw opError(op, `has different number of elements at source (${s.numElements}) and result (${r.numElements})`);
    }
    const ns = s.scalableDims.filter((x) => x).length, nr = r.scalableDims.filter((x) => x).length;
    if (ns !== nr) throw opError(op, `has different number of scalable dims at source (${ns}) and result (${nr})`);
  },
  fold(op, operands): readonly FoldResult[] | undefined {
    const type = op.result.type as VectorType;
    if (op.source.type === type) return [op.source];
    const def = op.source.definingOp;
    if (def?.name === 'vector.shape_cast') { op.setOperand(0, def.getOperand(0)); return op.results; }
    if (def?.name === 'vector.transpose') {
      if (!isOrderPreserving(def)) return undefined;
      op.setOperand(0, def.getOperand(0));
      return op.results;
    }
    if (def?.name === 'vector.broadcast' && def.getOperand(0).type === type) return [def.getOperand(0)];
    const c = operands[0];
    if (c instanceof DenseElementsAttr) return [reshape(c, type)];
    return c instanceof PoisonAttr ? [c] : undefined;
  },
});

/**
 * Permutes the dims of a vector.
 *
 * ```mlir
 * %1 = vector.transpose %0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
 * ```
 */
export const TransposeOp = defineOp({
  name: 'vector.transpose',
  operands: { vector: AnyVectorOfAnyRank },
  attributes: { permutation: I64Array },
  results: { result: AnyVectorOfAnyRank },
  traits: [Pure],
  format: '$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)',
}, {
  verify(op) {
    checkSameElementType(op, op.vector.type, op.result.type, 'operand and result have same element type');
    const src = op.vector.type as VectorType, res = op.result.type as VectorType;
    const rank = res.rank;
    if (src.rank !== rank) throw opError(op, `vector result rank mismatch: ${rank}`);
    const perm = numsOf(op.permutation);
    if (perm.length !== rank) throw opError(op, `transposition length mismatch: ${perm.length}`);
    const seen = new Set<number>();
    perm.forEach((p, i) => {
      if (p < 0 || p >= rank) throw opError(op, `transposition index out of range: ${p}`);
      if (seen.has(p)) throw opError(op, `duplicate position index: ${p}`);
      seen.add(p);
      if (res.shape[i] !== src.shape[p]) throw opError(op, `dimension size mismatch at: ${p}`);
    });
  },
  fold(op, operands): readonly FoldResult[] | undefined {
    const c = operands[0];
    if (c instanceof DenseElementsAttr && c.isSplat) return [reshape(c, op.result.type as VectorType)];
    if (c instanceof PoisonAttr) return [c];
    if (op.vector.type === op.result.type && isOrderPreserving(op)) return [op.vector];
    return undefined;
  },
});

const bitWidth = (t: Type): number => (t instanceof IntegerType || t instanceof FloatType ? t.width : 64);

/**
 * Reinterprets the bits of the minor 1-D vectors with another element type.
 *
 * ```mlir
 * %1 = vector.bitcast %0 : vector<5x1x4x3xf32> to vector<5x1x4x6xi16>
 * ```
 */
export const BitCastOp = defineOp({
  name: 'vector.bitcast',
  operands: { source: AnyVectorOfAnyRank },
  results: { result: AnyVectorOfAnyRank },
  traits: [Pure],
  format: '$source attr-dict `:` type($source) `to` type($result)',
}, {
  verify(op) {
    const s = op.source.type as VectorType, r = op.result.type as VectorType;
    if (s.rank !== r.rank) throw opError(op, 'failed to verify that all of {source, result} have same rank');
    for (let i = 0; i < s.rank - 1; i++) {
      if (s.shape[i] !== r.shape[i]) throw opError(op, `dimension size mismatch at: ${i}`);
    }
    const sb = bitWidth(s.elementType), rb = bitWidth(r.elementType);
    if (s.rank === 0) {
      if (sb !== rb) throw opError(op, 'source/result bitwidth of the 0-D vector element types must be equal');
    } else if (sb * s.shape.at(-1)! !== rb * r.shape.at(-1)!) {
      throw opError(op, 'source/result bitwidth of the minor 1-D vectors must be equal');
    }
  },
  fold(op, operands): readonly FoldResult[] | undefined {
    const rt = op.result.type as VectorType;
    if (op.source.type === rt) return [op.source];
    const inner = op.source.definingOp;
    if (inner?.name === 'vector.bitcast') {
      if (inner.getOperand(0).type === rt) return [inner.getOperand(0)];
      op.setOperand(0, inner.getOperand(0));
      return op.results;
    }
    return foldBitcastSplat(op.source.type as VectorType, rt, operands[0]);
  },
});

/** Splat constants of f16 into f32 and of integers into wider integers, as upstream folds them. */
function foldBitcastSplat(src: VectorType, dst: VectorType, c: Attribute | undefined): readonly FoldResult[] | undefined {
  if (!(c instanceof DenseElementsAttr) || !c.isSplat) return undefined;
  const se = src.elementType, de = dst.elementType;
  if (se instanceof FloatType && se.kind === 'f16' && de instanceof FloatType && de.kind === 'f32') {
    // The 16-bit pattern twice; a NaN pattern other than the canonical one is not held.
    const b = toBits(Number(c.values[0]), 'f16');
    const bits = (b << 16n) | b;
    const x = fromBits(bits, 'f32');
    return toBits(x, 'f32') === bits ? [DenseElementsAttr.splat(dst, x)] : undefined;
  }
  if (se instanceof IntegerType && de instanceof IntegerType && de.width > se.width && de.width % se.width === 0) {
    const bits = BigInt.asUintN(se.width, BigInt(c.values[0]!));
    let v = bits;
    for (let i = 0; i < de.width / se.width - 1; i++) v = (v << BigInt(se.width)) | bits;
    return [DenseElementsAttr.splat(dst, storeInt(de, BigInt.asIntN(de.width, v)))];
  }
  return undefined;
}
