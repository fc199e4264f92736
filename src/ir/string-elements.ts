/**
 * Dense elements of strings: `dense<["a", "b"]> : tensor<2x!foo.string>`, a splat
 * `dense<"a"> : tensor<4x!foo.string>`. Upstream's DenseStringElementsAttr, which a dense literal
 * becomes for any element type that is not an integer, index, float or complex type. A class
 * apart from DenseElementsAttr, so that folds and the interpreter never take strings for numbers.
 */
import { ElementsAttr, nestElements } from './attributes.js';
import { ELIDED, elided } from './dense-hex.js';
import type { AsmSink } from './sink.js';
import type { ShapedType } from './types.js';
import { escapeString } from '../support/text.js';

export class DenseStringElementsAttr extends ElementsAttr {
  private constructor(readonly type: ShapedType, readonly values: readonly string[], readonly isSplat: boolean) { super(); }

  /** A list whose elements are all equal (one element included) is kept as a splat, as upstream. */
  static get(type: ShapedType, values: readonly string[]): DenseStringElementsAttr {
    const splat = values.length > 0 && values.every((v) => v === values[0]);
    return new DenseStringElementsAttr(type, splat ? values.slice(0, 1) : values, splat);
  }

  /** How many elements are stored (one for a splat). */
  get numStored(): number { return this.values.length; }

  /** Element `i`; a splat's one value for every `i`. */
  at(i: number): string { return this.values[this.isSplat ? 0 : i]!; }

  /** The elements as written inside `dense<...>` (or as a sparse attribute's values). */
  bodyText(): string {
    const quoted = this.values.map((v) => `"${escapeString(v)}"`);
    return this.isSplat ? quoted[0]! : quoted.length ? nestElements(this.type.shape ?? [], quoted) : '';
  }

  override printWithoutType(s: AsmSink): void {
    // Strings never print as hex; a list longer than --mlir-elide-elementsattrs-if-larger is elided.
    s.write(!this.isSplat && elided(s, this.values.length) ? ELIDED : `dense<${this.bodyText()}>`);
  }
}
