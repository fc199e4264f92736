/**
 * Folders of the tensor ops: each returns the op's result as a constant attribute or an existing
 * value, or undefined when it cannot fold. They mirror upstream's `fold` methods, which the
 * canonicalizer also runs, so `-canonicalize` output matches mlir-opt's.
 */
import {
  type Attribute, DenseElementsAttr, type DenseValue, FloatAttr, IntegerAttr,
} from '../../ir/attributes.js';
import { SparseElementsAttr } from '../../ir/sparse-elements.js';
import { DenseComplexElementsAttr } from '../../ir/complex-elements.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import {
  ComplexType, IntegerType, RankedTensorType, ShapedType, index, isDynamic,
} from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { constantOf } from '../../rewrite/fold.js';

type Operands = readonly (Attribute | undefined)[];

const constIndex = (a: Attribute | undefined): number | undefined => (a instanceof IntegerAttr ? a.exactNum : undefined);


/** The value of a scalar constant attribute as a dense element. */
function denseValue(a: Attribute | undefined): DenseValue | undefined {
  if (a instanceof FloatAttr) return a.value;
  if (a instanceof IntegerAttr) return a.type instanceof IntegerType && a.type.width === 1 ? Number(a.value) : (a.type instanceof IntegerType && a.type.width > 32) || a.type === index ? a.value : Number(a.value);
  return undefined;
}

const producer = (v: Value, name: string): Operation | undefined => {
  const d = v.definingOp;
  return d && d.name === name ? d : undefined;
};

/** Row-major flat index, or undefined when out of bounds. */
function flatIndex(shape: readonly number[], idx: readonly number[]): number | undefined {
  let flat = 0;
  for (let i = 0; i < shape.length; i++) {
    const d = shape[i]!, x = idx[i]!;
    if (x < 0 || (!isDynamic(d) && x >= d)) return undefined;
    flat = flat * d + x;
  }
  return flat;
}

export function foldExtract(op: Operation, operands: Operands): readonly FoldResult[] | undefined {
  const tensorAttr = operands[0];
  if ((tensorAttr instanceof DenseElementsAttr || tensorAttr instanceof DenseComplexElementsAttr) && tensorAttr.isSplat) {
    const a = tensorAttr.elementAt(0);
    return a ? [a] : undefined;
  }
  const idx: number[] = [];
  for (const a of operands.slice(1)) {
    const n = constIndex(a);
    if (n === undefined) return undefined;
    idx.push(n);
  }
  // extract(insert(x, t, idx), idx) with the same constant indices is x (foldExtractAfterInsert).
  const ins = producer(op.getOperand(0), 'tensor.insert');
  if (ins && ins.getOperand(0).type === op.getResult(0).type) {
    const at = ins.operands.slice(2);
    if (at.length === idx.length && at.every((v, i) => v === op.getOperand(i + 1) || constIndex(constantOf(v)) === idx[i])) return [ins.getOperand(0)];
  }
  const from = producer(op.getOperand(0), 'tensor.from_elements');
  if (from) {
    const t = from.getResult(0).type as RankedTensorType;
    const flat = flatIndex(t.shape, idx);
    if (flat === undefined || flat >= from.numOperands) return undefined;
    return [from.getOperand(flat)];
  }
  if (tensorAttr instanceof DenseElementsAttr || tensorAttr instanceof SparseElementsAttr || tensorAttr instanceof DenseComplexElementsAttr) {
    const flat = flatIndex(tensorAttr.type.shape ?? [], idx);
    if (flat === undefined) return undefined;
    const a = tensorAttr.elementAt(flat);
    return a ? [a] : undefined;
  }
  return undefined;
}

export function foldCast(op: Operation): readonly FoldResult[] | undefined {
  const src = op.getOperand(0);
  const res = op.getResult(0);
  // CastOpInterface's folder: identity casts only (chains are ChainedTensorCast's job).
  return src.type === res.type ? [src] : undefined;
}

export function foldDim(op: Operation, operands: Operands): readonly FoldResult[] | undefined {
  const i = constIndex(operands[1]);
  if (i === undefined) return undefined;
  const src = op.getOperand(0);
  const t = src.type;
  if (!(t instanceof RankedTensorType) || i < 0 || i >= t.rank) return undefined;
  if (!isDynamic(t.shape[i]!)) return [IntegerAttr.get(index, t.shape[i]!)];
  // The i-th dynamic size operand of ops that list one operand per dynamic dimension.
  const dynamicPos = t.shape.slice(0, i).filter(isDynamic).length;
  const gen = producer(src, 'tensor.generate') ?? producer(src, 'tensor.empty');
  if (gen) return [gen.getOperand(dynamicPos)];
  const slice = producer(src, 'tensor.extract_slice');
  if (slice) return foldDimOfSlice(slice, i);
  return undefined;
}

/** dim(extract_slice) of a result dimension with a dynamic size: the matching size operand. */
function foldDimOfSlice(slice: Operation, resultDim: number): readonly FoldResult[] | undefined {
  const sizesAttr = slice.getAttr('static_sizes');
  const res = slice.getResult(0).type as RankedTensorType;
  const src = slice.getOperand(0).type as RankedTensorType;
  if (!sizesAttr || res.rank !== src.rank) return undefined; // rank-reduced: leave it
  const sizes = (sizesAttr as unknown as { values: readonly (number | bigint)[] }).values.map((v) => BigInt(v));
  const kDyn = -(2n ** 63n);
  if (sizes[resultDim] !== kDyn) return undefined;
  const segs = slice.getAttr('operandSegmentSizes') as unknown as { nums: number[] } | undefined;
  if (!segs) return undefined;
  const [, nOffsets] = segs.nums;
  const start = 1 + nOffsets! + sizes.slice(0, resultDim).filter((s) => s === kDyn).length;
  return [slice.getOperand(start)];
}

export function foldRank(op: Operation): readonly FoldResult[] | undefined {
  const t = op.getOperand(0).type;
  return t instanceof ShapedType && t.hasRank ? [IntegerAttr.get(index, t.rank)] : undefined;
}

export function foldFromElements(op: Operation, operands: Operands): readonly FoldResult[] | undefined {
  if (!operands.length || operands.some((a) => a === undefined)) return undefined;
  const type = op.getResult(0).type as RankedTensorType;
  // Complex elements fold as `[re, im]` pairs (complex.constant values, extracted elements).
  if (type.elementType instanceof ComplexType) {
    const dense = DenseComplexElementsAttr.fromPairs(type, operands);
    return dense ? [dense] : undefined;
  }
  const values = operands.map(denseValue);
  if (values.some((v) => v === undefined)) return undefined;
  const elements = values.map((value, i) => {
    const a = operands[i];
    return { value: value!, nanBits: a instanceof FloatAttr ? a.nanBits : undefined };
  });
  return [DenseElementsAttr.fromElements(type, elements)];
}

export function foldSplat(op: Operation, operands: Operands): readonly FoldResult[] | undefined {
  const t = op.getResult(0).type as RankedTensorType;
  const v = denseValue(operands[0]);
  if (v === undefined || !t.hasStaticShape) return undefined;
  return [DenseElementsAttr.splat(t, v)];
}

/** Inserting the splat value of a constant splat tensor changes nothing. */
export function foldInsert(op: Operation, operands: Operands): readonly FoldResult[] | undefined {
  const scalar = operands[0], dest = operands[1];
  if (scalar === undefined || !(dest instanceof DenseElementsAttr) || !dest.isSplat) return undefined;
  const splat = dest.elementAt(0);
  return splat && splat.key === scalar.key ? [op.getOperand(1)] : undefined;
}

/**
 * tensor.reshape as upstream's ReshapeOp::fold: a splat constant takes the (static) result shape;
 * a reshape of a reshape reads the first one's source (in place); a reshape to the source's own
 * type is the source when the rank is at most 1 (the only shape is the size, fixed by the
 * element count) or when the shape is a from_elements of the source's static sizes and its own
 * `tensor.dim`s.
 */
export function foldReshape(op: Operation, operands: Operands): readonly FoldResult[] | undefined {
  const source = op.getOperand(0), result = op.getResult(0);
  const c = operands[0];
  if (c instanceof DenseElementsAttr && c.isSplat && result.type instanceof RankedTensorType && result.type.hasStaticShape) {
    return [c.reshaped(result.type)];
  }
  const inner = producer(source, 'tensor.reshape');
  if (inner) {
    op.setOperand(0, inner.getOperand(0));
    return [result];
  }
  const t = source.type;
  if (!(t instanceof RankedTensorType) || t !== result.type) return undefined;
  if (t.rank <= 1) return [source];
  const from = producer(op.getOperand(1), 'tensor.from_elements');
  if (!from || from.numOperands !== t.rank) return undefined;
  const noop = from.operands.every((e, i) => {
    const k = constIndex(constantOf(e));
    if (k !== undefined) return k === t.shape[i];
    const dim = producer(e, 'tensor.dim');
    return dim !== undefined && dim.getOperand(0) === source && constIndex(constantOf(dim.getOperand(1))) === i;
  });
  return noop ? [source] : undefined;
}
