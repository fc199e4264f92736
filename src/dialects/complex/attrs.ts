/**
 * `#complex.number<:f64 1.0, 0.0>`: a complex constant as an attribute (upstream's
 * complex::NumberAttr), typed `complex<f64>`. Its parts are read as doubles and rounded to the
 * element type, as upstream's parser does.
 */
import { Attribute, type TypedAttr } from '../../ir/attributes.js';
import type { AsmParser } from '../../ir/asm.js';
import type { AsmSink } from '../../ir/sink.js';
import { ComplexType, FloatType } from '../../ir/types.js';
import { formatFloat, roundToKind } from '../../support/float.js';

export class NumberAttr extends Attribute implements TypedAttr {
  private constructor(readonly type: ComplexType, readonly real: number, readonly imag: number) { super(); }
  static get(elementType: FloatType, real: number, imag: number): NumberAttr {
    return new NumberAttr(ComplexType.get(elementType), roundToKind(real, elementType.kind), roundToKind(imag, elementType.kind));
  }
  get elementType(): FloatType { return this.type.elementType as FloatType; }
  print(s: AsmSink): void {
    this.printWithoutType(s);
    s.write(' : ');
    s.type(this.type);
  }
  override printWithoutType(s: AsmSink): void {
    const kind = this.elementType.kind;
    s.write('#complex.number<:');
    s.type(this.elementType);
    s.write(` ${formatFloat(this.real, kind)}, ${formatFloat(this.imag, kind)}>`);
  }
}

/** `#complex.number<:type re, im>`, with upstream's message for other mnemonics. */
export function parseComplexAttribute(p: AsmParser): Attribute {
  const loc = p.currentLoc();
  const kw = p.parseOptionalKeyword() ?? '';
  if (kw !== 'number') throw p.error(`unknown attribute \`${kw}\` in dialect \`complex\``, loc);
  p.parsePunct('<');
  p.parsePunct(':');
  const typeLoc = p.currentLoc();
  const elementType = p.parseType();
  const real = p.parseFloat();
  p.parsePunct(',');
  const imag = p.parseFloat();
  p.parsePunct('>');
  // Upstream asserts here (NumberAttr::get, not getChecked); this is its verifier's message.
  if (!(elementType instanceof FloatType)) throw p.error('element type of the complex attribute must be float like type.', typeLoc);
  return NumberAttr.get(elementType, real, imag);
}
