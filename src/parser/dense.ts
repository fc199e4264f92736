/**
 * Literal attributes with typed values: integers and floats with their range rules (as MLIR's
 * buildAttributeAPInt), `dense<...>` elements (nested lists, splats, hex data) and `array<...>`.
 */
import { Tok } from './lexer.js';
import type { AttrParser } from './attr-parser.js';
import {
  type Attribute, DenseArrayAttr, DenseElementsAttr, type DenseValue, FloatAttr, IntegerAttr,
} from '../ir/attributes.js';
import type { Location } from '../ir/location.js';
import { DenseComplexElementsAttr } from '../ir/complex-elements.js';
import { ComplexType, FloatType, IndexType, IntegerType, RankedTensorType, ShapedType, VectorType, f64, i64, type Type } from '../ir/types.js';
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
    if (neg) throw p.fail('hexadecimal float literal should not have a leading minus', loc);
    const bits = hexBits(p, spelling, type, loc);
    return FloatAttr.get(type, fromBits(bits, type.kind), bits);
  }
  if (!(type instanceof IntegerType || type instanceof IndexType)) throw p.fail('integer literal not valid for specified type', litLoc);
  if (neg && type instanceof IntegerType && type.signedness === 'unsigned') {
    throw p.fail('negative integer literal not valid for unsigned integer type', loc);
  }
  const v = integerValue(type, neg, spelling);
  if (v === undefined) throw p.fail('integer constant out of range for attribute', loc);
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

interface Elem { readonly kind: Tok; readonly neg: boolean; readonly text: string; readonly loc: Location; }
/** `(re, im)`, its parts flattened (a part may itself be a pair, as upstream's parser allows). */
interface ComplexLit { readonly parts: readonly Elem[]; }
type Leaf = Elem | ComplexLit;
type Literal = Leaf | Literal[];

/** `dense<...>` after the keyword (at `attrLoc`); the `: type` follows unless the context gives
 * the type. */
export function parseDenseBody(p: AttrParser, contextType: Type | undefined, attrLoc: Location): Attribute {
  p.parsePunct('<');
  let hex: { text: string; loc: Location } | undefined;
  let lit: Literal | undefined;
  if (p.is(Tok.String)) {
    const loc = p.currentLoc();
    hex = { text: p.parseString(), loc };
  } else if (!p.is(Tok.Greater)) {
    lit = parseLiteral(p);
  }
  p.parsePunct('>');
  let type = contextType;
  if (!type) {
    p.parsePunct(':');
    const tloc = p.currentLoc();
    type = p.parseType();
    if (!(type instanceof RankedTensorType || type instanceof VectorType)) {
      throw p.fail('elements literal must be a shaped type', tloc);
    }
  }
  if (!(type instanceof ShapedType) || !type.hasStaticShape) throw p.fail('elements literal type must have static shape', attrLoc);
  const et = type.elementType;
  const scalar = (t: Type): t is IntegerType | FloatType | IndexType => t instanceof IntegerType || t instanceof FloatType || t instanceof IndexType;
  const complex: ComplexType | undefined = et instanceof ComplexType && scalar(et.elementType) ? et : undefined;
  if (!scalar(et) && !complex) throw p.fail(`dense elements of type '${type.elementType.key}' are not supported`, attrLoc);
  if (hex) return denseFromHex(p, hex.text, type, complex ?? (et as IntegerType | FloatType | IndexType), hex.loc, attrLoc);
  if (lit === undefined) {
    if (type.numElements !== 0) throw p.fail(`parsed zero elements, but type ('${type.key}') expected at least 1`, attrLoc);
    return complex ? DenseComplexElementsAttr.get(type, []) : DenseElementsAttr.get(type, []);
  }
  let leaves: Leaf[] = [lit as Leaf];
  if (Array.isArray(lit)) {
    const shape: number[] = [];
    leaves = [];
    flatten(p, lit, 0, shape, leaves);
    const want = type.shape!;
    if (shape.length !== want.length || shape.some((d, i) => d !== want[i])) {
      throw p.fail(`inferred shape of elements literal ([${shape.join(', ')}]) does not match type ([${want.join(', ')}])`, attrLoc);
    }
  }
  // A complex literal `(re, im)` gives two values: upstream's parser stores parts, and a type of
  // scalars takes the first ones.
  let storage = leaves.flatMap((l) => ('parts' in l ? l.parts : [l]));
  // NaNs with a sign or payload keep their bits beside the values, by stored position.
  const nanBits = new Map<number, bigint>();
  const convert = (t: Type) => storage.map((e, i) => convertElem(p, e, t, (b) => nanBits.set(i, b)));
  if (complex) {
    const splat = !Array.isArray(lit);
    const want = splat ? 2 : type.numElements * 2;
    if (storage.length !== want) {
      throw p.fail(`parsed ${storage.length} elements, but type ('${splat ? complex.key : type.key}') expected ${want} elements`, attrLoc);
    }
    return DenseComplexElementsAttr.get(type, convert(complex.elementType), nanBits);
  }
  storage = storage.slice(0, Array.isArray(lit) ? type.numElements : 1);
  return DenseElementsAttr.get(type, convert(et), nanBits);
}

function parseLiteral(p: AttrParser): Literal {
  if (p.is(Tok.LSquare)) {
    const list: Literal[] = [];
    p.parseCommaSeparatedList('square', () => list.push(parseLiteral(p)));
    return list;
  }
  const loc = p.currentLoc();
  const neg = p.consumeIf(Tok.Minus);
  const kind = p.tok;
  const text = p.spelling;
  if (kind === Tok.Integer || kind === Tok.Float || (!neg && kind === Tok.BareId && (text === 'true' || text === 'false'))) {
    p.consume();
    return { kind, neg, text, loc };
  }
  if (kind === Tok.LParen) return { parts: complexParts(p) };
  throw p.expected('element literal of primitive type');
}

/** `(re, im)` → its parts. */
function complexParts(p: AttrParser): Elem[] {
  p.consume();
  const part = (): Elem[] => {
    if (p.is(Tok.LParen)) return complexParts(p);
    const e = parseLiteral(p);
    if (Array.isArray(e) || 'parts' in e) throw p.expected('element literal of primitive type');
    return [e];
  };
  const parts = part();
  if (!p.consumeIf(Tok.Comma)) throw p.expected("',' between complex elements");
  parts.push(...part());
  if (!p.consumeIf(Tok.RParen)) throw p.expected("')' after complex elements");
  return parts;
}

/** Checks that nested lists are rectangular and collects the shape and the elements. */
function flatten(p: AttrParser, lit: Literal, depth: number, shape: number[], out: Leaf[]): void {
  if (!Array.isArray(lit)) {
    if (depth !== shape.length) throw p.fail('tensor literal is invalid; ranks are not consistent between elements', 'parts' in lit ? lit.parts[0]!.loc : lit.loc);
    out.push(lit);
    return;
  }
  if (depth === shape.length) {
    if (out.length > 0) throw p.fail('tensor literal is invalid; ranks are not consistent between elements');
    shape.push(lit.length);
  } else if (shape[depth] !== lit.length) {
    throw p.fail('tensor literal is invalid; ranks are not consistent between elements');
  }
  for (const x of lit) flatten(p, x, depth + 1, shape, out);
}

/** An element's value; a NaN with a sign or payload also gives its bits to `keepNaN`. */
function convertElem(p: AttrParser, e: Elem, et: Type, keepNaN?: (bits: bigint) => void): DenseValue {
  if (e.kind === Tok.BareId) {
    if (et instanceof IntegerType && et.width === 1) return e.text === 'true' ? 1 : 0;
    throw p.fail(et instanceof FloatType ? 'expected floating point literal' : "expected i1 type for 'true' or 'false' values", e.loc);
  }
  if (et instanceof FloatType) {
    if (e.kind === Tok.Integer) {
      if (!e.text.startsWith('0x')) {
        throw p.fail('unexpected decimal integer literal for a floating point value', e.loc).note('add a trailing dot to make the literal a float', e.loc);
      }
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
    throw p.fail('expected unsigned integer elements, but parsed negative value', e.loc);
  }
  const v = integerValue(it, e.neg, e.text);
  if (v === undefined) throw p.fail('integer constant out of range for type', e.loc);
  return storeInt(it, v);
}

/** Integers of up to 32 bits are stored as numbers, wider ones (and index) as bigints. Signless
 * values are kept in their signed form (as upstream prints them: `dense<255> : tensor<i8>` is
 * `dense<-1>`), except i1 which is 0 or 1 as `true`/`false` give it. */
function storeInt(t: IntegerType | IndexType, v: bigint): DenseValue {
  if (t instanceof IndexType || t.signedness === 'signless') {
    const width = t instanceof IndexType ? 64 : t.width;
    v = width === 1 ? BigInt.asUintN(1, v) : BigInt.asIntN(width, v);
  }
  return t instanceof IntegerType && t.width <= 32 ? Number(v) : v;
}

function denseFromHex(p: AttrParser, text: string, type: ShapedType, elem: IntegerType | FloatType | IndexType | ComplexType, loc: Location, attrLoc: Location): Attribute {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) throw p.fail('expected string containing hex digits starting with `0x`', loc);
  const bytes = Buffer.from(text.slice(2), 'hex');
  // A complex element is its two parts, one after the other.
  const complex = elem instanceof ComplexType;
  const et = (complex ? elem.elementType : elem) as IntegerType | FloatType | IndexType;
  const perElement = complex ? 2 : 1;
  const width = et instanceof IndexType ? 64 : et.width;
  const n = type.numElements;
  if (width === 1 && !complex) return i1FromHex(p, bytes, type, attrLoc);
  const size = Math.ceil(width / 8);
  if (bytes.length !== size * perElement * n && bytes.length !== size * perElement) throw hexSizeError(p, type, attrLoc);
  const nanBits = new Map<number, bigint>();
  const read = (i: number): DenseValue => {
    let bits = 0n;
    for (let b = size - 1; b >= 0; b--) bits = (bits << 8n) | BigInt(bytes[i * size + b]!);
    if (et instanceof FloatType) {
      const kept = nanBitsToKeep(bits, et.kind);
      if (kept !== undefined) nanBits.set(i, kept);
      return fromBits(bits, et.kind);
    }
    const v = et instanceof IntegerType && et.signedness === 'unsigned' ? bits : BigInt.asIntN(width, bits);
    return storeInt(et, v);
  };
  const values = Array.from({ length: bytes.length / size }, (_, i) => read(i));
  return complex ? DenseComplexElementsAttr.get(type, values, nanBits) : DenseElementsAttr.get(type, values, nanBits);
}

const hexSizeError = (p: AttrParser, type: ShapedType, loc: Location) =>
  p.fail(`elements hex data size is invalid for provided type: '${type.key}'`, loc);

/** i1 elements are packed eight to a byte, low bit first; one byte of all zeros or all ones is a
 * splat (upstream's DenseElementsAttr::isValidRawBuffer). */
function i1FromHex(p: AttrParser, bytes: Buffer, type: ShapedType, loc: Location): Attribute {
  if (bytes.length === 1 && (bytes[0] === 0 || bytes[0] === 0xff)) return DenseElementsAttr.get(type, [bytes[0] ? 1 : 0]);
  const n = type.numElements;
  if (bytes.length !== Math.ceil(n / 8)) throw hexSizeError(p, type, loc);
  return DenseElementsAttr.get(type, Array.from({ length: n }, (_, i) => (bytes[i >> 3]! >> (i & 7)) & 1));
}

/** `array<i32: 1, 2>` after the keyword. */
export function parseDenseArray(p: AttrParser): Attribute {
  p.parsePunct('<');
  const tloc = p.currentLoc();
  const t = p.parseType();
  if (!(t instanceof IntegerType || (t instanceof FloatType && (t.kind === 'f32' || t.kind === 'f64')))) {
    throw p.fail('expected integer or float type', tloc);
  }
  const values: DenseValue[] = [];
  if (p.consumeIf(Tok.Colon)) {
    p.parseCommaSeparatedList('none', () => {
      const loc = p.currentLoc();
      const neg = p.consumeIf(Tok.Minus);
      const e: Elem = { kind: p.tok, neg, text: p.spelling, loc };
      if (e.kind !== Tok.Integer && e.kind !== Tok.Float && e.kind !== Tok.BareId) throw p.expected('integer or float literal');
      p.consume();
      values.push(convertElem(p, e, t));
    });
  }
  p.parsePunct('>');
  return DenseArrayAttr.get(t, values);
}
