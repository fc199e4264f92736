/**
 * Literal values with their types: integers and floats with their range rules (as MLIR's
 * buildAttributeAPInt), the conversion of one element of an elements literal, and `array<...>`.
 * Elements literals themselves (`dense<...>`, `sparse<...>`) are in elements.ts.
 */
import { Tok } from './lexer.js';
import type { AttrParser } from './attr-parser.js';
import { type Attribute, DenseArrayAttr, type DenseValue, FloatAttr, IntegerAttr } from '../ir/attributes.js';
import type { Location } from '../ir/location.js';
import { FloatType, IndexType, IntegerType, f64, i64, type Type } from '../ir/types.js';
import { fromBits, nanBitsToKeep, parseFloatLiteral } from '../support/float.js';

/** The integer value of a literal for `type`, or undefined when it is out of range. */
function integerValue(type: IntegerType | IndexType, neg: boolean, spelling: string): bigint | undefined {
  let v = BigInt(spelling);
  const width = type instanceof IndexType ? 64 : type.width;
  if (width === 0) return neg ? undefined : v === 0n ? 0n : undefined;
  if (v >= 1n << BigInt(width)) return undefined;
  if (neg) {
    v = BigInt.asUintN(width, -v);
    if (!(v >> BigInt(width - 1))) return undefined; // the negated value must have its sign bit set
    return BigInt.asIntN(width, v);
  }
  const signedOnly = type instanceof IndexType || type.signedness === 'signed';
  if (signedOnly && v >> BigInt(width - 1)) return undefined;
  return v;
}

export function buildIntegerAttr(p: AttrParser, neg: boolean, spelling: string, type: Type | undefined, loc: Location, litLoc: Location): Attribute {
  type ??= i64;
  if (type instanceof FloatType) {
    if (!spelling.startsWith('0x')) {
      throw p.fail('unexpected decimal integer literal for a floating point value', loc).note('add a trailing dot to make the literal a float', loc);
    }
    if (neg) throw p.fail('hexadecimal float literal should not have a leading minus', litLoc);
    const bits = hexBits(p, spelling, type, loc);
    return FloatAttr.get(type, fromBits(bits, type.kind), bits);
  }
  if (!(type instanceof IntegerType || type instanceof IndexType)) throw p.fail('integer literal not valid for specified type', litLoc);
  if (neg && type instanceof IntegerType && type.signedness === 'unsigned') {
    throw p.fail('negative integer literal not valid for unsigned integer type', litLoc);
  }
  // Upstream reports range errors at the digits, after any minus.
  const v = integerValue(type, neg, spelling);
  if (v === undefined) throw p.fail('integer constant out of range for attribute', litLoc);
  return IntegerAttr.get(type, v);
}

/** The bit pattern a hex float literal spells, checked against the width of `type`. */
function hexBits(p: AttrParser, spelling: string, type: FloatType, loc: Location): bigint {
  const bits = BigInt(spelling);
  if (bits >> BigInt(type.width)) throw p.fail('hexadecimal float constant out of range for type', loc);
  return bits;
}

export function buildFloatAttr(p: AttrParser, neg: boolean, spelling: string, type: Type | undefined): Attribute {
  type ??= f64;
  // Upstream reports this at the token after the literal (and its type), not at the literal.
  if (!(type instanceof FloatType)) throw p.fail('floating point value not valid for specified type');
  const v = parseFloatLiteral(spelling, type.kind);
  return FloatAttr.get(type, neg ? -v : v);
}

/** One scalar of an elements literal, as written: `loc` at its sign, `litLoc` at its digits. */
export interface Elem { readonly kind: Tok; readonly neg: boolean; readonly text: string; readonly loc: Location; readonly litLoc: Location; }

/** An element's value; a NaN with a sign or payload also gives its bits to `keepNaN`. */
export function convertElem(p: AttrParser, e: Elem, et: Type, keepNaN?: (bits: bigint) => void): DenseValue {
  // A string is no number (upstream's messages: its integer conversion reads no value).
  if (e.kind === Tok.String) throw p.fail(et instanceof FloatType ? 'expected floating point literal' : 'integer constant out of range for type', e.loc);
  if (e.kind === Tok.BareId) {
    if (et instanceof IntegerType && et.width === 1) return e.text === 'true' ? 1 : 0;
    throw p.fail(et instanceof FloatType ? 'expected floating point literal' : "expected i1 type for 'true' or 'false' values", e.loc);
  }
  if (et instanceof FloatType) {
    if (e.kind === Tok.Integer) {
      if (!e.text.startsWith('0x')) {
        throw p.fail('unexpected decimal integer literal for a floating point value', e.loc).note('add a trailing dot to make the literal a float', e.loc);
      }
      if (e.neg) throw p.fail('hexadecimal float literal should not have a leading minus', e.litLoc);
      const bits = hexBits(p, e.text, et, e.loc);
      const kept = nanBitsToKeep(bits, et.kind);
      if (kept !== undefined) keepNaN?.(kept);
      return fromBits(bits, et.kind);
    }
    const v = parseFloatLiteral(e.text, et.kind);
    return e.neg ? -v : v;
  }
  const it = et as IntegerType | IndexType;
  if (e.kind === Tok.Float) throw p.fail('expected integer elements, but parsed floating-point', e.loc);
  if (e.neg && it instanceof IntegerType && it.signedness === 'unsigned') {
    throw p.fail('expected unsigned integer elements, but parsed negative value', e.litLoc);
  }
  const v = integerValue(it, e.neg, e.text);
  if (v === undefined) throw p.fail('integer constant out of range for type', e.litLoc);
  return storeInt(it, v);
}

/** Integers of up to 32 bits are stored as numbers, wider ones (and index) as bigints. Signless
 * values are kept in their signed form (as upstream prints them: `dense<255> : tensor<i8>` is
 * `dense<-1>`), except i1 which is 0 or 1 as `true`/`false` give it. */
export function storeInt(t: IntegerType | IndexType, v: bigint): DenseValue {
  if (t instanceof IndexType || t.signedness === 'signless') {
    const width = t instanceof IndexType ? 64 : t.width;
    v = width === 1 ? BigInt.asUintN(1, v) : BigInt.asIntN(width, v);
  }
  return t instanceof IntegerType && t.width <= 32 ? Number(v) : v;
}

/** `array<i32: 1, 2>` after the keyword, as upstream's parseDenseArrayAttr. */
export function parseDenseArray(p: AttrParser): Attribute {
  if (!p.consumeIf(Tok.Less)) throw p.expected("'<' after 'array'");
  const tloc = p.currentLoc();
  const t = p.parseType();
  if (!(t instanceof IntegerType || t instanceof FloatType)) throw p.fail(`expected integer or float type, got: '${t.key}'`, tloc);
  if (t.width !== 1 && t.width % 8 !== 0) throw p.fail('element type bitwidth must be a multiple of 8', tloc);
  const values: DenseValue[] = [];
  if (p.consumeIf(Tok.Greater)) return DenseArrayAttr.get(t, values);
  if (!p.consumeIf(Tok.Colon)) throw p.expected("':' after dense array type");
  p.parseCommaSeparatedList('none', () => {
    const loc = p.currentLoc();
    const neg = p.consumeIf(Tok.Minus);
    const e: Elem = { kind: p.tok, neg, text: p.spelling, loc, litLoc: p.currentLoc() };
    if (e.kind !== Tok.Integer && e.kind !== Tok.Float && e.kind !== Tok.BareId) throw p.expected('integer or float literal');
    p.consume();
    values.push(convertElem(p, e, t));
  });
  if (!p.consumeIf(Tok.Greater)) throw p.expected("'>' to close an array attribute");
  return DenseArrayAttr.get(t, values);
}
