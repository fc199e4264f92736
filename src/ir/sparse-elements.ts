/**
 * `sparse<indices, values> : tensor<3x4xi32>`: the listed elements have the values, every other
 * element is zero. Indices are an i64 tensor of one row per element (or a list of positions for a
 * rank-1 type); values a rank-1 tensor of the element type.
 *
 * ```mlir
 * %0 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
 * ```
 */
import { ArrayAttr, DenseElementsAttr, type DenseValue, ElementsAttr, FloatAttr, IntegerAttr } from './attributes.js';
import { DenseComplexElementsAttr } from './complex-elements.js';
import type { AsmSink } from './sink.js';
import { ELIDED, elided, printsAsHex } from './dense-hex.js';
import { DenseStringElementsAttr } from './string-elements.js';
import { ComplexType, FloatType, IndexType, IntegerType, type ShapedType, type Type } from './types.js';

/** A sparse attribute's values: numbers, complex pairs, or strings where the element type is no
 * number's. */
type SparseValues = DenseElementsAttr | DenseComplexElementsAttr | DenseStringElementsAttr;

export class SparseElementsAttr extends ElementsAttr {
  private constructor(readonly type: ShapedType, readonly indices: DenseElementsAttr, readonly values: SparseValues) { super(); }

  /** The attribute, or what upstream's SparseElementsAttr::verify says is wrong with it. */
  static getChecked(type: ShapedType, indices: DenseElementsAttr, values: SparseValues): SparseElementsAttr | string {
    const vshape = values.type.shape!, ishape = indices.type.shape!, shape = type.shape!;
    if (vshape.length !== 1) return 'expected 1-d tensor for sparse element values';
    const shapeError = `expected shape ([${shape.join(', ')}]); inferred shape of indices literal ([${ishape.join(', ')}]); `
      + `inferred shape of values literal ([${vshape.join(', ')}])`;
    const rank = shape.length;
    if (ishape.length === 2 ? ishape[1] !== rank : ishape.length !== 1 || rank !== 1) return shapeError;
    if (ishape[0] !== vshape[0]) return shapeError;
    const n = indices.isSplat ? 1 : ishape[0]!;
    for (let i = 0; i < n; i++) {
      const index = rowOf(indices, i, rank);
      if (index.some((x, d) => x >= BigInt(shape[d]!))) {
        return `sparse index #${i} is not contained within the value shape, with index=[${index.join(', ')}], and type='${type.key}'`;
      }
    }
    return new SparseElementsAttr(type, indices, values);
  }

  /** The value at row-major position `flat` (zero where no index names it), as a scalar attribute
   * (a `[re, im]` pair for complex elements; undefined for strings). */
  elementAt(flat: number): IntegerAttr | FloatAttr | ArrayAttr | undefined {
    const values = this.values;
    if (values instanceof DenseStringElementsAttr) return undefined;
    const et = this.type.elementType, shape = this.type.shape!, rank = shape.length;
    const n = values.type.shape![0]!;
    for (let k = 0; k < n; k++) {
      const index = rowOf(this.indices, k, rank);
      let pos = 0;
      index.forEach((x, d) => { pos = pos * shape[d]! + Number(x); });
      if (pos === flat) return values.elementAt(k);
    }
    return zeroOf(et);
  }

  /** All elements, row-major, zeros where no index names them (the first value given for a
   * position wins; zeros are numbers, whatever the width). */
  denseValues(): DenseValue[] {
    const values = this.values;
    if (!(values instanceof DenseElementsAttr)) throw new Error(`sparse elements of type '${this.type.elementType.key}' are not supported here`);
    const shape = this.type.shape!, rank = shape.length;
    const out = new Array<DenseValue>(this.type.numElements).fill(0);
    const set = new Set<number>();
    const n = values.type.shape![0]!;
    for (let k = 0; k < n; k++) {
      let pos = 0;
      rowOf(this.indices, k, rank).forEach((x, d) => { pos = pos * shape[d]! + Number(x); });
      if (!set.has(pos)) { set.add(pos); out[pos] = values.at(k); }
    }
    return out;
  }

  override printWithoutType(s: AsmSink): void {
    const { indices, values } = this;
    const elide = (a: SparseValues) => !a.isSplat && elided(s, a.numStored);
    if (elide(indices) || elide(values)) { s.write(ELIDED); return; }
    const valuesText = values instanceof DenseStringElementsAttr ? values.bodyText() : values.bodyText(!values.isSplat && printsAsHex(s, values.numStored));
    const body = indices.numElements ? `${indices.bodyText(false)}, ${valuesText}` : '';
    s.write(`sparse<${body}>`);
  }
}

/** The zero of an element type: what a sparse attribute holds where no index names a position. */
function zeroOf(et: Type): IntegerAttr | FloatAttr | ArrayAttr | undefined {
  if (et instanceof FloatType) return FloatAttr.get(et, 0);
  if (et instanceof IntegerType || et instanceof IndexType) return IntegerAttr.get(et, 0n);
  if (et instanceof ComplexType) {
    const part = zeroOf(et.elementType);
    return part && ArrayAttr.get([part, part]);
  }
  return undefined;
}

/** Index `i`, as unsigned values (as upstream reads them); a splat repeats its one value. */
function rowOf(indices: DenseElementsAttr, i: number, rank: number): bigint[] {
  const out: bigint[] = [];
  for (let d = 0; d < rank; d++) out.push(BigInt.asUintN(64, BigInt(indices.at(indices.isSplat ? 0 : i * rank + d) as DenseValue)));
  return out;
}
