/**
 * Dense elements of complex type: `dense<(1,2)> : tensor<complex<i32>>`,
 * `dense<[(1.500000e+00,-2.000000e+00), (0.000000e+00,3.250000e+00)]> : tensor<2xcomplex<f32>>`.
 * A class apart from DenseElementsAttr, so that folds written for scalar elements never see
 * pairs; values are held as parts, real and imaginary interleaved.
 */
import { ArrayAttr, type DenseValue, ElementsAttr, FloatAttr, IntegerAttr, formatElement, nestElements } from './attributes.js';
import { ELIDED, denseHex, elided, printsAsHex } from './dense-hex.js';
import type { AsmSink } from './sink.js';
import { type ComplexType, FloatType, type ShapedType, type Type } from './types.js';

export class DenseComplexElementsAttr extends ElementsAttr {
  /** `nanBits`: by part index, the bits of NaNs with a sign or payload. */
  private constructor(readonly type: ShapedType, readonly parts: readonly DenseValue[], readonly isSplat: boolean,
    readonly nanBits: ReadonlyMap<number, bigint> | undefined) { super(); }

  /** From parts (two per element); a list whose elements are all equal is kept as a splat. */
  static get(type: ShapedType, parts: readonly DenseValue[], nanBits?: ReadonlyMap<number, bigint>): DenseComplexElementsAttr {
    const bits = nanBits?.size ? nanBits : undefined;
    const same = (i: number, j: number) => Object.is(parts[i], parts[j]) && bits?.get(i) === bits?.get(j);
    let splat = parts.length >= 2;
    for (let i = 2; splat && i < parts.length; i += 2) splat = same(i, 0) && same(i + 1, 1);
    if (!splat || parts.length === 2) return new DenseComplexElementsAttr(type, parts, splat, bits);
    const kept = bits && new Map([...bits].filter(([i]) => i < 2));
    return new DenseComplexElementsAttr(type, parts.slice(0, 2), true, kept?.size ? kept : undefined);
  }

  /** The type of the real and imaginary parts. */
  get partType(): Type { return (this.type.elementType as ComplexType).elementType; }

  /** Element `i` as upstream's getValues<Attribute>() gives it: `[re, im]`, integer or float parts. */
  elementAt(i: number): ArrayAttr {
    const base = this.isSplat ? 0 : 2 * i;
    return ArrayAttr.get([this.partAt(base), this.partAt(base + 1)]);
  }

  private partAt(k: number): IntegerAttr | FloatAttr {
    const t = this.partType, v = this.parts[k]!;
    return t instanceof FloatType ? FloatAttr.get(t, Number(v), this.nanBits?.get(k)) : IntegerAttr.get(t, BigInt(v));
  }

  /** Elements given as `[re, im]` pairs of the parts' type (DenseElementsAttr::get of attributes);
   * undefined when one is not such a pair. */
  static fromPairs(type: ShapedType, pairs: readonly (unknown)[]): DenseComplexElementsAttr | undefined {
    const partType = (type.elementType as ComplexType).elementType;
    const parts: DenseValue[] = [];
    const bits = new Map<number, bigint>();
    for (const pair of pairs) {
      if (!(pair instanceof ArrayAttr) || pair.length !== 2) return undefined;
      for (const a of pair.elements) {
        if (a instanceof FloatAttr && a.type === partType) {
          if (a.nanBits !== undefined) bits.set(parts.length, a.nanBits);
          parts.push(a.value);
        } else if (a instanceof IntegerAttr && a.type === partType) parts.push(a.value);
        else return undefined;
      }
    }
    return DenseComplexElementsAttr.get(type, parts, bits);
  }

  /** The elements as written inside `dense<...>` (or as a sparse attribute's values): a splat's
   * one pair, hex data (where `hex`), nested lists otherwise. */
  bodyText(hex: boolean): string {
    const t = this.partType, parts = this.parts, bits = this.nanBits;
    const part = (i: number) => formatElement(t, parts[i]!, bits?.get(i));
    const element = (i: number) => `(${part(2 * i)},${part(2 * i + 1)})`;
    const n = parts.length / 2;
    if (this.isSplat) return element(0);
    if (hex) return `"${denseHex(t, parts, bits)}"`;
    return n ? nestElements(this.type.shape ?? [], Array.from({ length: n }, (_, i) => element(i))) : '';
  }

  /** How many elements are stored (one for a splat). */
  get numStored(): number { return this.parts.length / 2; }

  override printWithoutType(s: AsmSink): void {
    const n = this.numStored;
    if (!this.isSplat && elided(s, n)) s.write(ELIDED);
    else s.write(`dense<${this.bodyText(!this.isSplat && printsAsHex(s, n))}>`);
  }
}
