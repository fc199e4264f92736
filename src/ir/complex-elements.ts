/**
 * Dense elements of complex type: `dense<(1,2)> : tensor<complex<i32>>`,
 * `dense<[(1.500000e+00,-2.000000e+00), (0.000000e+00,3.250000e+00)]> : tensor<2xcomplex<f32>>`.
 * A class apart from DenseElementsAttr, so that folds written for scalar elements never see
 * pairs; values are held as parts, real and imaginary interleaved.
 */
import { type DenseValue, ElementsAttr, formatElement, nestElements } from './attributes.js';
import { ELIDED, denseHex, elided, printsAsHex } from './dense-hex.js';
import type { AsmSink } from './sink.js';
import type { ComplexType, ShapedType, Type } from './types.js';

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

  override printWithoutType(s: AsmSink): void {
    const t = this.partType, parts = this.parts, bits = this.nanBits;
    const part = (i: number) => formatElement(t, parts[i]!, bits?.get(i));
    const element = (i: number) => `(${part(2 * i)},${part(2 * i + 1)})`;
    const n = parts.length / 2;
    if (this.isSplat) s.write(`dense<${element(0)}>`);
    else if (elided(s, n)) s.write(ELIDED);
    else if (printsAsHex(s, n)) s.write(`dense<"${denseHex(t, parts, bits)}">`);
    else s.write(`dense<${n ? nestElements(this.type.shape ?? [], Array.from({ length: n }, (_, i) => element(i))) : ''}>`);
  }
}
