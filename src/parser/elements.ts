/**
 * Elements literals: `dense<...>` (nested lists, splats, complex pairs, hex data, strings) and
 * `sparse<indices, values>`, as upstream's TensorLiteralParser.
 */
import { Tok } from './lexer.js';
import type { AttrParser } from './attr-parser.js';
import { type Elem, convertElem, storeInt } from './dense.js';
import { type Attribute, DenseElementsAttr, type DenseValue } from '../ir/attributes.js';
import type { Location } from '../ir/location.js';
import { DenseComplexElementsAttr } from '../ir/complex-elements.js';
import { ComplexType, FloatType, IndexType, IntegerType, RankedTensorType, ShapedType, VectorType, i64, type Type } from '../ir/types.js';
import { SparseElementsAttr } from '../ir/sparse-elements.js';
import { DenseStringElementsAttr } from '../ir/string-elements.js';
import { fromBits, nanBitsToKeep } from '../support/float.js';
import { fromHex } from '../support/hex.js';

/** `(re, im)`, its parts flattened (a part may itself be a pair, as upstream's parser allows). */
interface ComplexLit { readonly parts: readonly Elem[]; }
type Leaf = Elem | ComplexLit;
type Literal = Leaf | Literal[];

/** What an elements literal holds: nested lists of scalars (or pairs), or hex data. */
interface Source { readonly lit?: Literal; readonly hex?: { readonly text: string; readonly loc: Location } }

function parseSource(p: AttrParser): Source {
  if (p.is(Tok.String)) {
    const loc = p.currentLoc();
    return { hex: { text: p.parseString(), loc } };
  }
  return p.is(Tok.Greater) ? {} : { lit: parseLiteral(p) };
}

/** The `: type` of an elements literal (unless the context gives it), static and shaped. */
function parseElementsType(p: AttrParser, contextType: Type | undefined, attrLoc: Location): ShapedType {
  let type = contextType;
  if (!type) {
    p.parsePunct(':');
    type = p.parseType();
    if (!(type instanceof RankedTensorType || type instanceof VectorType)) {
      throw p.fail('elements literal must be a shaped type', attrLoc);
    }
  }
  if (!(type instanceof ShapedType) || !type.hasStaticShape) throw p.fail('elements literal type must have static shape', attrLoc);
  return type;
}

/** `dense<...>` after the keyword (at `attrLoc`); the `: type` follows unless the context gives
 * the type. */
export function parseDenseBody(p: AttrParser, contextType: Type | undefined, attrLoc: Location): Attribute {
  p.parsePunct('<');
  const src = parseSource(p);
  p.parsePunct('>');
  return elementsOf(p, src, parseElementsType(p, contextType, attrLoc), attrLoc);
}

/** `sparse<indices, values>` after the keyword (at `attrLoc`), as upstream's
 * parseSparseElementsAttr: a lone index is one index of every dimension, a lone value one value
 * for every index. */
export function parseSparseBody(p: AttrParser, contextType: Type | undefined, attrLoc: Location): Attribute {
  p.parsePunct('<');
  let indices: Source = {}, values: Source = {};
  let indicesLoc = attrLoc, valuesLoc = attrLoc;
  if (!p.consumeIf(Tok.Greater)) {
    indicesLoc = p.currentLoc();
    indices = { lit: parseLiteral(p) };
    p.parsePunct(',');
    valuesLoc = p.currentLoc();
    values = parseSource(p);
    p.parsePunct('>');
  }
  const type = parseElementsType(p, contextType, attrLoc);
  const ishape = indices.lit === undefined ? [0, type.rank] : literalShape(indices.lit);
  const indicesType = RankedTensorType.get(ishape.length ? ishape : [1, type.rank], i64);
  const indicesAttr = elementsOf(p, indices, indicesType, indicesLoc) as DenseElementsAttr;
  const vshape = values.lit === undefined ? (values.hex ? [] : [0]) : literalShape(values.lit);
  const valuesType = RankedTensorType.get(vshape.length ? vshape : [indicesType.shape[0]!], type.elementType);
  const valuesAttr = elementsOf(p, values, valuesType, valuesLoc);
  const a = SparseElementsAttr.getChecked(type, indicesAttr, valuesAttr);
  if (typeof a === 'string') throw p.fail(a, attrLoc);
  return a;
}

/** The shape a list literal spells (none for a lone element). */
function literalShape(lit: Literal): number[] {
  const shape: number[] = [];
  if (Array.isArray(lit)) flatten(lit, 0, shape, []);
  return shape;
}

/** The attribute of `type` an elements literal gives, checked as upstream's TensorLiteralParser::getAttr:
 * numbers for integer, index and float elements (and pairs of them for complex ones), strings for
 * any other element type. */
function elementsOf(p: AttrParser, { lit, hex }: Source, type: ShapedType, attrLoc: Location): DenseElementsAttr | DenseComplexElementsAttr | DenseStringElementsAttr {
  const et = type.elementType;
  const scalar = (t: Type): t is IntegerType | FloatType | IndexType => t instanceof IntegerType || t instanceof FloatType || t instanceof IndexType;
  const complex: ComplexType | undefined = et instanceof ComplexType ? et : undefined;
  const strings = !scalar(et) && !complex;
  // A string where a list could be is hex data for numbers, one string (a splat) for strings.
  if (hex) return strings ? DenseStringElementsAttr.get(type, [hex.text]) : denseFromHex(p, hex.text, type, complex ?? (et as IntegerType | FloatType | IndexType), hex.loc, attrLoc);
  if (lit === undefined) {
    if (type.numElements !== 0) throw p.fail(`parsed zero elements, but type ('${type.key}') expected at least 1`, attrLoc);
    if (strings) return DenseStringElementsAttr.get(type, []);
    return complex ? DenseComplexElementsAttr.get(type, []) : DenseElementsAttr.get(type, []);
  }
  let leaves: Leaf[] = [lit as Leaf];
  if (Array.isArray(lit)) {
    const shape: number[] = [];
    leaves = [];
    flatten(lit, 0, shape, leaves);
    const want = type.shape!;
    if (shape.length !== want.length || shape.some((d, i) => d !== want[i])) {
      throw p.fail(`inferred shape of elements literal ([${shape.join(', ')}]) does not match type ([${want.join(', ')}])`, attrLoc);
    }
  }
  // A complex literal `(re, im)` gives two values: upstream's parser stores parts, and a type of
  // scalars takes the first ones.
  let storage = leaves.flatMap((l) => ('parts' in l ? l.parts : [l]));
  if (strings) {
    const bad = storage.find((e) => e.kind !== Tok.String);
    if (bad) throw p.fail(`expected string token, got ${bad.text}`, attrLoc);
    return DenseStringElementsAttr.get(type, storage.map((e) => e.text));
  }
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

/**
 * A bracketed list, as upstream's TensorLiteralParser::parseList: every element has the dims of
 * the first (none for a scalar), and one that differs is reported at the token after it. Appends
 * the list's dims (its length, then its elements') to `dims`.
 */
function parseList(p: AttrParser, dims: number[]): Literal[] {
  const list: Literal[] = [];
  let first: number[] | undefined;
  p.parseCommaSeparatedList('square', () => {
    const d: number[] = [];
    list.push(p.is(Tok.LSquare) ? parseList(p, d) : parseLiteral(p));
    if (!first) first = d;
    else if (d.length !== first.length || d.some((x, i) => x !== first![i])) {
      throw p.fail('tensor literal is invalid; ranks are not consistent between elements');
    }
  });
  dims.push(list.length, ...(first ?? []));
  return list;
}

function parseLiteral(p: AttrParser): Literal {
  if (p.is(Tok.LSquare)) return parseList(p, []);
  const loc = p.currentLoc();
  const neg = p.consumeIf(Tok.Minus);
  const kind = p.tok;
  const text = p.spelling;
  const litLoc = neg ? p.currentLoc() : loc;
  if (kind === Tok.Integer || kind === Tok.Float) {
    p.consume();
    return { kind, neg, text, loc, litLoc };
  }
  if (neg) throw p.expected('integer or floating point literal');
  if (kind === Tok.BareId && (text === 'true' || text === 'false')) {
    p.consume();
    return { kind, neg, text, loc, litLoc };
  }
  // A string element keeps its value (escapes resolved) as its text.
  if (kind === Tok.String) return { kind, neg, text: p.parseString(), loc, litLoc };
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

/** The shape of a list literal (rectangular: parseList checked it) and its elements in order. */
function flatten(lit: Literal, depth: number, shape: number[], out: Leaf[]): void {
  if (!Array.isArray(lit)) { out.push(lit); return; }
  if (depth === shape.length) shape.push(lit.length);
  for (const x of lit) flatten(x, depth + 1, shape, out);
}

function denseFromHex(p: AttrParser, text: string, type: ShapedType, elem: IntegerType | FloatType | IndexType | ComplexType, loc: Location, attrLoc: Location): DenseElementsAttr | DenseComplexElementsAttr {
  const bytes = fromHex(text);
  if (!bytes) throw p.fail('expected string containing hex digits starting with `0x`', loc);
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
function i1FromHex(p: AttrParser, bytes: Uint8Array, type: ShapedType, loc: Location): DenseElementsAttr {
  if (bytes.length === 1 && (bytes[0] === 0 || bytes[0] === 0xff)) return DenseElementsAttr.get(type, [bytes[0] ? 1 : 0]);
  const n = type.numElements;
  if (bytes.length !== Math.ceil(n / 8)) throw hexSizeError(p, type, loc);
  return DenseElementsAttr.get(type, Array.from({ length: n }, (_, i) => (bytes[i >> 3]! >> (i & 7)) & 1));
}
