/**
 * vector.extract_strided_slice and vector.insert_strided_slice: a box of a vector, given by
 * offsets, sizes and strides (strides are all 1 for now, as upstream). Verifier messages and
 * folds as upstream's; patterns in canonicalize-slices.ts.
 */
import { type Attribute, type DenseElement, DenseElementsAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { defineOp } from '../../irdl/define.js';
import { AnyVectorOfNonZeroRank, I64ArrayAttrC, i64Array, intsOf, linearize, stridesOf } from './constraints.js';
import { checkSameElementType } from './shape-ops.js';

function smallerThanShape(op: Operation, values: readonly number[], shape: readonly number[], name: string): void {
  if (values.length > shape.length) throw opError(op, `expected ${name} attribute of rank no greater than vector rank`);
}
function confinedToRange(op: Operation, values: readonly number[], min: number, max: number, name: string): void {
  for (const v of values) if (v < min || v >= max + 1) throw opError(op, `expected ${name} to be confined to [${min}, ${max + 1})`);
}
function confinedToShape(op: Operation, values: readonly number[], shape: readonly number[], name: string, halfOpen: boolean, min = 0): void {
  values.forEach((v, i) => {
    if (i >= shape.length) return;
    const max = shape[i]! + (halfOpen ? 0 : 1);
    if (v < min || v >= max) throw opError(op, `expected ${name} dimension ${i} to be confined to [${min}, ${max})`);
  });
}
function sumConfinedToShape(op: Operation, a: readonly number[], b: readonly number[], shape: readonly number[], names: string): void {
  for (let i = 0; i < Math.min(a.length, b.length, shape.length); i++) {
    const max = shape[i]! + 1;
    if (a[i]! + b[i]! < 0 || a[i]! + b[i]! >= max) throw opError(op, `expected sum(${names}) dimension ${i} to be confined to [1, ${max})`);
  }
}

/** The result type of an extract_strided_slice: `sizes` for the leading dims, the rest kept. */
export function stridedSliceType(src: VectorType, sizes: readonly number[]): VectorType {
  const shape = [...sizes, ...src.shape.slice(sizes.length)];
  return VectorType.get(shape, src.elementType, src.scalableDims);
}

type ExtractStrided = Operation & { readonly vector: Value; readonly offsets: Attribute; readonly sizes: Attribute; readonly strides: Attribute };

/** Walks back insert_strided_slices for one that contains the extracted box (in place). */
function foldFromInsertChain(op: ExtractStrided): boolean {
  const eOff = intsOf(op.offsets), eStr = intsOf(op.strides), eSize = intsOf(op.sizes);
  const srcRank = (op.vector.type as VectorType).rank;
  let ins = op.vector.definingOp;
  while (ins?.name === 'vector.insert_strided_slice') {
    const insSrc = ins.getOperand(0).type as VectorType;
    if (srcRank !== insSrc.rank) return false;
    const iOff = intsOf(ins.getAttr('offsets')), iStr = intsOf(ins.getAttr('strides'));
    if (eOff.length > iOff.length) return false;
    let partial = false, disjoint = false;
    const diffs: number[] = [];
    for (let d = 0; d < eOff.length; d++) {
      if (eStr[d] !== iStr[d]) return false;
      const start = iOff[d]!, end = start + insSrc.shape[d]!, off = eOff[d]!;
      if (start <= off && off < end) {
        if (off + eSize[d]! > end) partial = true;
        diffs.push(off - start);
        continue;
      }
      disjoint = true;
      break;
    }
    if (!disjoint && !partial) {
      op.setOperand(0, ins.getOperand(0));
      op.setAttr('offsets', i64Array(diffs));
      return true;
    }
    if (!disjoint) return false;
    ins = ins.getOperand(1).definingOp;
  }
  return false;
}

/** The elements of a box of a non-splat constant. */
function sliceConstant(dense: DenseElementsAttr, src: VectorType, res: VectorType, offsets: readonly number[]): DenseElementsAttr {
  const rank = res.rank;
  const off = [...offsets, ...new Array<number>(rank - offsets.length).fill(0)];
  const strides = stridesOf(src.shape);
  const out: DenseElement[] = [];
  const pos = [...off];
  for (;;) {
    const i = linearize(pos, strides);
    out.push({ value: dense.at(i), nanBits: dense.nanBitsAt(i) });
    let d = rank - 1;
    for (; d >= 0; d--) {
      pos[d]!++;
      if (pos[d]! < res.shape[d]! + off[d]!) break;
      pos[d] = off[d]!;
    }
    if (d < 0) break;
  }
  return DenseElementsAttr.fromElements(res, out);
}

/**
 * A box of a vector.
 *
 * ```mlir
 * %1 = vector.extract_strided_slice %0 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
 * ```
 */
export const ExtractStridedSliceOp = defineOp({
  name: 'vector.extract_strided_slice',
  operands: { vector: AnyVectorOfNonZeroRank },
  attributes: { offsets: I64ArrayAttrC, sizes: I64ArrayAttrC, strides: I64ArrayAttrC },
  results: { result: AnyVectorOfNonZeroRank },
  traits: [Pure],
  format: '$vector attr-dict `:` type($vector) `to` type(results)',
}, {
  verify(op) {
    checkSameElementType(op, op.vector.type, op.result.type, 'operand and result have same element type');
    const type = op.vector.type as VectorType;
    const offsets = intsOf(op.offsets), sizes = intsOf(op.sizes), strides = intsOf(op.strides);
    if (offsets.length !== sizes.length || offsets.length !== strides.length) {
      throw opError(op, 'expected offsets, sizes and strides attributes of same size');
    }
    const shape = type.shape;
    smallerThanShape(op, offsets, shape, 'offsets');
    smallerThanShape(op, sizes, shape, 'sizes');
    smallerThanShape(op, strides, shape, 'strides');
    confinedToShape(op, offsets, shape, 'offsets', true);
    confinedToShape(op, sizes, shape, 'sizes', false, 1);
    confinedToRange(op, strides, 1, 1, 'strides');
    sumConfinedToShape(op, offsets, sizes, shape, 'offsets, sizes');
    const expected = stridedSliceType(type, sizes);
    if (op.result.type !== expected) throw opError(op, `expected result type to be '${expected.key}'`);
    sizes.forEach((s, i) => {
      if (type.scalableDims[i] && shape[i] !== s) {
        throw opError(op, `expected size at idx=${i} to match the corresponding base size from the input vector (${s} vs ${shape[i]})`);
      }
    });
  },
  fold(op, operands): readonly FoldResult[] | undefined {
    const src = op.vector.type as VectorType, res = op.result.type as VectorType;
    if (src === res) return [op.vector];
    if (foldFromInsertChain(op)) return op.results;
    const c = operands[0];
    if (!(c instanceof DenseElementsAttr)) return undefined;
    if (c.isSplat) return [DenseElementsAttr.splat(res, c.values[0]!)];
    if (intsOf(op.strides).some((s) => s !== 1)) return undefined;
    return [sliceConstant(c, src, res, intsOf(op.offsets))];
  },
});

/**
 * A copy of `dest` with `valueToStore` written as a box at `offsets`.
 *
 * ```mlir
 * %2 = vector.insert_strided_slice %0, %1 {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<16x4x8xf32>
 * ```
 */
export const InsertStridedSliceOp = defineOp({
  name: 'vector.insert_strided_slice',
  operands: { valueToStore: AnyVectorOfNonZeroRank, dest: AnyVectorOfNonZeroRank },
  attributes: { offsets: I64ArrayAttrC, strides: I64ArrayAttrC },
  results: { res: AnyVectorOfNonZeroRank },
  traits: [Pure],
  sameTypes: [['dest', 'res']],
  format: '$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)',
}, {
  verify(op) {
    checkSameElementType(op, op.valueToStore.type, op.res.type, 'operand #0 and result have same element type');
    const src = op.valueToStore.type as VectorType, dst = op.dest.type as VectorType;
    const offsets = intsOf(op.offsets), strides = intsOf(op.strides);
    if (offsets.length !== dst.rank) throw opError(op, 'expected offsets of same size as destination vector rank');
    if (strides.length !== src.rank) throw opError(op, 'expected strides of same size as source vector rank');
    if (src.rank > dst.rank) throw opError(op, 'expected source rank to be no greater than destination rank');
    const asDest = [...new Array<number>(dst.rank - src.rank).fill(0), ...src.shape];
    confinedToShape(op, offsets, dst.shape, 'offsets', true);
    confinedToRange(op, strides, 1, 1, 'strides');
    sumConfinedToShape(op, offsets, asDest, dst.shape, 'offsets, source vector shape');
    const diff = dst.rank - src.rank;
    for (let i = 0; i < src.rank; i++) {
      if (src.scalableDims[i] !== dst.scalableDims[i + diff]) throw opError(op, `mismatching scalable flags (at source vector idx=${i})`);
      if (src.scalableDims[i] && src.shape[i] !== dst.shape[i + diff]) {
        throw opError(op, `expected size at idx=${i} to match the corresponding base size from the input vector (${src.shape[i]} vs ${dst.shape[i + diff]})`);
      }
    }
  },
  fold: (op) => (op.valueToStore.type === op.dest.type ? [op.valueToStore] : undefined),
});
