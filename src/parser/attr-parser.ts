/**
 * Attributes: builtin literals, arrays, dictionaries, symbol references, affine maps and sets,
 * dense elements, locations, aliases, and dialect attributes (registered through the context,
 * kept opaque when unknown).
 */
import { Tok, unescapeString } from './lexer.js';
import { TypeParser } from './type-parser.js';
import { parseDenseArray, buildIntegerAttr, buildFloatAttr } from './dense.js';
import { parseDenseBody, parseSparseBody } from './elements.js';
import {
  AffineMapAttr, ArrayAttr, type Attribute, DictionaryAttr, DistinctAttr, IntegerAttr, IntegerSetAttr, OpaqueAttr,
  StridedLayoutAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr, attrEquals,
} from '../ir/attributes.js';
import { CallSiteLoc, FileLineColLoc, FusedLoc, Location, NameLoc, UnknownLoc } from '../ir/location.js';
import { DYNAMIC, ShapedType, type Type } from '../ir/types.js';
import { DenseResourceElementsAttr, ResourceHandle } from '../ir/resources.js';
import { AffineParseError, parseAffineMapOrIntegerSet } from '../ir/affine/parse.js';
import { AffineMap } from '../ir/affine/map.js';
import { IntegerSet } from '../ir/affine/set.js';

export abstract class AttrParser extends TypeParser {
  readonly attrAliases = new Map<string, Attribute>();
  /** The distinct attributes of this file by their ids (`distinct[N]`). */
  private readonly distinctAttrs = new Map<bigint, DistinctAttr>();
  /** The `dense_resource` keys of this parse; the file metadata dictionary gives them blobs. */
  private readonly resourceHandles = new Map<string, ResourceHandle>();

  resourceHandle(key: string): ResourceHandle {
    let h = this.resourceHandles.get(key);
    if (!h) { h = new ResourceHandle(key); this.resourceHandles.set(key, h); }
    return h;
  }

  parseAttribute(type?: Type): Attribute {
    this.enter();
    let a: Attribute | undefined;
    try { a = this.parseOptionalAttributeImpl(type, true); } finally { this.leave(); }
    if (a === undefined) throw this.expected('attribute value');
    return a;
  }

  /**
   * An attribute if one starts here, as upstream's parseOptionalAttribute: `array<...>`,
   * `strided<...>` and `distinct[...]` do not count as starting one (upstream lists the tokens
   * that do), so `tensor<4xf32, array<i32: 1>>` is refused as it is upstream.
   */
  parseOptionalAttribute(type?: Type): Attribute | undefined {
    this.enter();
    try { return this.parseOptionalAttributeImpl(type, false); } finally { this.leave(); }
  }

  private parseOptionalAttributeImpl(type: Type | undefined, full: boolean): Attribute | undefined {
    const k = this.lex.kind;
    switch (k) {
      case Tok.Integer: case Tok.Float: case Tok.Minus: return this.parseNumberAttr(type);
      case Tok.String: {
        const s = this.parseOptionalString()!;
        if (type) return StringAttr.get(s, type);
        if (this.is(Tok.Colon)) { this.consume(); return StringAttr.get(s, this.parseType()); }
        return StringAttr.get(s);
      }
      case Tok.LSquare: {
        const elems: Attribute[] = [];
        this.parseCommaSeparatedList('square', () => elems.push(this.parseAttribute()), '', true);
        return ArrayAttr.get(elems);
      }
      case Tok.LBrace: {
        const m = new Map<string, Attribute>();
        this.parseAttrDictInto(m);
        return DictionaryAttr.get(m);
      }
      case Tok.AtId: return this.parseSymbolRef();
      case Tok.HashId: return this.parseExtendedAttr(type);
      case Tok.BareId: break;
      default: {
        const t = this.parseOptionalType();
        return t ? TypeAttr.get(t) : undefined;
      }
    }
    const s = this.lex.spelling;
    if (!full && (s === 'array' || s === 'strided' || s === 'distinct')) return undefined;
    switch (s) {
      case 'unit': this.consume(); return UnitAttr.instance;
      // No `: i1` suffix: upstream's boolean literals take none.
      case 'true': case 'false': this.consume(); return IntegerAttr.bool(s === 'true');
      case 'affine_map': this.consume(); return AffineMapAttr.get(this.parseAffineMapBody());
      case 'affine_set': this.consume(); return IntegerSetAttr.get(this.parseIntegerSetBody());
      case 'dense': { const loc = this.currentLoc(); this.consume(); return parseDenseBody(this, type, loc); }
      case 'array': this.consume(); return parseDenseArray(this);
      case 'strided': this.consume(); return this.parseStrided();
      case 'loc': return this.parseLocation();
      case 'dense_resource': this.consume(); return this.parseDenseResource(type);
      case 'sparse': { const loc = this.currentLoc(); this.consume(); return parseSparseBody(this, type, loc); }
      case 'distinct': return this.parseDistinct(type);
    }
    const t = this.parseOptionalType();
    return t ? TypeAttr.get(t) : undefined;
  }

  /** `distinct[N]<attr>` (at the keyword), as upstream's parseDistinctAttr: the same N within
   * one file is the same instance, and must reference the same attribute. */
  private parseDistinct(type: Type | undefined): Attribute {
    const loc = this.currentLoc();
    this.consume();
    if (!this.consumeIf(Tok.LSquare)) throw this.expected("'[' after 'distinct'");
    if (!this.is(Tok.Integer)) throw this.expected('distinct ID');
    const id = BigInt(this.spelling);
    this.consume();
    if (id >> 64n) throw this.fail('expected an unsigned 64-bit integer');
    if (!this.consumeIf(Tok.RSquare)) throw this.expected("']' to close distinct ID");
    if (!this.consumeIf(Tok.Less)) throw this.expected("'<' after distinct ID");
    let referenced: Attribute = UnitAttr.instance;
    if (!this.consumeIf(Tok.Greater)) {
      referenced = this.parseAttribute(type);
      if (!this.consumeIf(Tok.Greater)) throw this.expected("'>' to close distinct attribute");
    }
    const known = this.distinctAttrs.get(id);
    if (!known) {
      const a = DistinctAttr.create(referenced);
      this.distinctAttrs.set(id, a);
      return a;
    }
    if (!attrEquals(known.referenced, referenced)) {
      throw this.fail(`referenced attribute does not match previous definition: ${known.referenced.key}`, loc);
    }
    return known;
  }

  /** `dense_resource<key> : tensor<4xf32>` (after the keyword). */
  private parseDenseResource(type: Type | undefined): Attribute {
    if (!this.is(Tok.Less)) throw this.expected("'<' after 'dense_resource'");
    this.consume();
    const key = this.parseOptionalKeywordOrString();
    if (key === undefined) throw this.fail("expected identifier key for 'resource' entry");
    if (!this.is(Tok.Greater)) throw this.expected("'>'");
    this.consume();
    const typeLoc = this.currentLoc();
    if (!type) {
      if (!this.is(Tok.Colon)) throw this.expected("':'");
      this.consume();
      type = this.parseType();
    }
    if (!(type instanceof ShapedType)) throw this.fail('`dense_resource` expected a shaped type', typeLoc);
    return DenseResourceElementsAttr.get(this.resourceHandle(key), type);
  }

  /** `5`, `-5 : i32`, `1.5 : f32`, `0x7FC00000 : f32` */
  private parseNumberAttr(type: Type | undefined): Attribute {
    const loc = this.currentLoc();
    const neg = this.consumeIf(Tok.Minus);
    const k = this.lex.kind;
    if (k !== Tok.Integer && k !== Tok.Float) throw this.expected('constant integer or floating point value');
    const spelling = this.lex.spelling;
    const litLoc = this.currentLoc();
    this.consume();
    if (!type && this.is(Tok.Colon)) { this.consume(); type = this.parseType(); }
    if (k === Tok.Float) return buildFloatAttr(this, neg, spelling, type);
    return buildIntegerAttr(this, neg, spelling, type, loc, litLoc);
  }

  /** `@a`, `@"quoted"`, `@a::@b::@c` */
  parseSymbolRef(): SymbolRefAttr {
    const root = this.parseSymbolName();
    const nested: string[] = [];
    while (this.parseOptionalPunct('::')) {
      if (!this.is(Tok.AtId)) throw this.expected('nested symbol reference identifier');
      nested.push(this.parseSymbolName());
    }
    return SymbolRefAttr.get(root, nested);
  }

  parseSymbolName(): string {
    const s = this.parseOptionalSymbolName();
    // Upstream's AsmParser::parseSymbolName: at the token, through the hook-facing error.
    if (s === undefined) {
      if (this.is(Tok.Error)) throw this.expected('');
      throw this.error("expected valid '@'-identifier for symbol name", this.currentLoc());
    }
    return s;
  }
  parseOptionalSymbolName(): string | undefined {
    if (!this.is(Tok.AtId)) return undefined;
    const raw = this.lex.spelling;
    this.consume();
    return raw.charCodeAt(1) === 34 ? unescapeString(raw.slice(2, -1)) : raw.slice(1);
  }

  /** `{a = 1, b, "c" = 2}` into `into` (duplicates are errors). */
  parseAttrDictInto(into: Map<string, Attribute>): void {
    this.parseCommaSeparatedList('brace', () => {
      const loc = this.currentLoc();
      let name: string;
      if (this.is(Tok.BareId)) { name = this.lex.spelling; this.consume(); }
      else if (this.is(Tok.String)) name = this.parseOptionalString()!;
      else throw this.expected('attribute name');
      if (name === '') throw this.fail('expected valid attribute name', loc);
      if (into.has(name)) throw this.fail(`duplicate key '${name}' in dictionary attribute`, loc);
      if (this.consumeIf(Tok.Equal)) into.set(name, this.parseAttribute());
      else into.set(name, UnitAttr.instance);
    }, ' in attribute dictionary');
  }
  parseOptionalAttrDict(into: Map<string, Attribute>): void {
    if (this.is(Tok.LBrace)) this.parseAttrDictInto(into);
  }
  parseOptionalAttrDictWithKeyword(into: Map<string, Attribute>): void {
    if (this.isKeyword('attributes')) { this.consume(); this.parseAttrDictInto(into); }
  }

  // ---- affine ----
  parseAffineMap(): AffineMap {
    // An inline map (`(d0, d1) -> (d1, d0)`), as upstream's parseAffineMapReference.
    if (this.is(Tok.LParen)) {
      const r = parseAffineMapOrIntegerSet(this.text, this.lex.start);
      if (r instanceof AffineParseError) throw this.fail(r.message, this.locOfOffset(r.offset));
      if (!(r.value instanceof AffineMap)) throw this.fail('expected AffineMap, but got IntegerSet');
      this.lex.resetTo(r.end);
      return r.value;
    }
    const a = this.parseAttribute();
    if (!(a instanceof AffineMapAttr)) throw this.fail('expected affine map');
    return a.map;
  }
  parseIntegerSet(): IntegerSet {
    const a = this.parseAttribute();
    if (!(a instanceof IntegerSetAttr)) throw this.fail('expected integer set');
    return a.set;
  }
  /** `<(d0) -> (d0)>` after `affine_map` (or `affine_set`): the affine parser reads the source
   * from just after `<` and says where it stopped. */
  private parseAffineBody(kind: 'map' | 'set'): AffineMap | IntegerSet {
    if (!this.is(Tok.Less)) throw this.expected(kind === 'map' ? "'<' in affine map" : "'<' in integer set");
    const r = parseAffineMapOrIntegerSet(this.text, this.lex.end);
    if (r instanceof AffineParseError) throw this.fail(r.message, this.locOfOffset(r.offset));
    if (kind === 'map' && !(r.value instanceof AffineMap)) throw this.fail('expected AffineMap, but got IntegerSet', this.locOfOffset(this.lex.end));
    if (kind === 'set' && !(r.value instanceof IntegerSet)) throw this.fail('expected IntegerSet, but got AffineMap', this.locOfOffset(this.lex.end));
    this.lex.resetTo(r.end);
    if (!this.is(Tok.Greater)) throw this.expected("'>'");
    this.consume();
    return r.value;
  }
  private parseAffineMapBody(): AffineMap { return this.parseAffineBody('map') as AffineMap; }
  private parseIntegerSetBody(): IntegerSet { return this.parseAffineBody('set') as IntegerSet; }

  /** `strided<[1, ?], offset: ?>` after the keyword, as upstream's parseStridedLayoutAttr. */
  private parseStrided(): Attribute {
    if (!this.consumeIf(Tok.Less)) throw this.expected("'<' after 'strided'");
    if (!this.consumeIf(Tok.LSquare)) throw this.expected("'['");
    const strideOrOffset = (): number => {
      if (this.consumeIf(Tok.Question)) return DYNAMIC;
      const loc = this.currentLoc();
      const neg = this.consumeIf(Tok.Minus);
      const v = this.is(Tok.Integer) ? BigInt(this.spelling) : undefined;
      if (v === undefined || v > 0x7fffffffffffffffn) throw this.fail("expected a 64-bit signed integer or '?'", loc);
      this.consume();
      const n = Number(neg ? -v : v);
      if (!Number.isSafeInteger(n)) throw this.fail(`${neg ? '-' : ''}${v} is beyond the integers comco holds exactly (2^53)`, loc);
      return n;
    };
    const strides: number[] = [];
    if (!this.is(Tok.RSquare)) {
      do strides.push(strideOrOffset()); while (this.consumeIf(Tok.Comma));
    }
    if (!this.consumeIf(Tok.RSquare)) throw this.expected("']'");
    let offset = 0;
    if (!this.consumeIf(Tok.Greater)) {
      if (!this.consumeIf(Tok.Comma)) throw this.expected("','");
      if (!this.isKeyword('offset')) throw this.expected("'offset' after comma");
      this.consume();
      if (!this.consumeIf(Tok.Colon)) throw this.expected("':' after 'offset'");
      offset = strideOrOffset();
      if (!this.consumeIf(Tok.Greater)) throw this.expected("'>'");
    }
    return StridedLayoutAttr.get(offset, strides);
  }

  // ---- locations ----
  /** `loc(...)` */
  parseLocation(): Location {
    this.parseKeyword('loc');
    if (!this.consumeIf(Tok.LParen)) throw this.expected("'(' in location");
    const l = this.parseLocationBody();
    if (!this.consumeIf(Tok.RParen)) throw this.expected("')' in location");
    return l;
  }
  parseOptionalLocationSpecifier(): Location | undefined {
    if (!this.isKeyword('loc')) return undefined;
    return this.parseLocation();
  }
  /** Resolves `#loc3` inside `loc(...)`; the op parser overrides this to allow forward references. */
  protected resolveLocationAlias(name: string): Location {
    const a = this.attrAliases.get(name);
    if (!(a instanceof Location)) throw this.fail(a ? `expected location, but found '${a.key}'` : `undefined symbol alias id '${name}'`);
    return a;
  }
  parseLocationBody(): Location {
    if (this.is(Tok.HashId)) {
      const name = this.lex.spelling.slice(1);
      const l = this.resolveLocationAlias(name);
      this.consume();
      return l;
    }
    if (this.is(Tok.String)) {
      const str = this.parseOptionalString()!;
      if (this.is(Tok.Colon)) {
        this.consume();
        const line = this.parseSmallInteger('integer line number');
        this.parsePunct(':');
        const col = this.parseSmallInteger('integer column number');
        if (this.isKeyword('to')) {
          this.consume();
          let endLine = line;
          if (this.is(Tok.Integer)) endLine = this.parseSmallInteger();
          this.parsePunct(':');
          const endCol = this.parseSmallInteger('integer column number');
          return FileLineColLoc.get(str, line, col, endLine, endCol);
        }
        return FileLineColLoc.get(str, line, col);
      }
      if (this.consumeIf(Tok.LParen)) {
        const child = this.parseLocationBody();
        if (!this.consumeIf(Tok.RParen)) throw this.expected("')' after child location of NameLoc");
        return NameLoc.get(str, child);
      }
      return NameLoc.get(str);
    }
    const kw = this.is(Tok.BareId) ? this.spelling : undefined;
    if (kw === 'unknown') { this.consume(); return UnknownLoc.instance; }
    if (kw === 'callsite') {
      this.consume();
      if (!this.consumeIf(Tok.LParen)) throw this.expected("'(' in callsite location");
      const callee = this.parseLocationBody();
      if (!this.isKeyword('at')) throw this.expected("'at' in callsite location");
      this.consume();
      const caller = this.parseLocationBody();
      if (!this.consumeIf(Tok.RParen)) throw this.expected("')' in callsite location");
      return CallSiteLoc.get(callee, caller);
    }
    if (kw === 'fused') {
      this.consume();
      let meta: Attribute | undefined;
      if (this.consumeIf(Tok.Less)) {
        meta = this.parseAttribute();
        if (!this.consumeIf(Tok.Greater)) throw this.expected("'>' after fused location metadata");
      }
      const locs: Location[] = [];
      this.parseCommaSeparatedList('square', () => locs.push(this.parseLocationBody()), ' in fused location');
      return FusedLoc.get(locs, meta);
    }
    throw this.expected('location instance');
  }

  // ---- dialect attributes and aliases ----
  private parseExtendedAttr(type: Type | undefined): Attribute {
    const name = this.lex.spelling.slice(1);
    const loc = this.currentLoc();
    const alias = this.attrAliases.get(name);
    if (alias) { this.consume(); return alias; }
    const dot = name.indexOf('.');
    const dialectName = dot < 0 ? name : name.slice(0, dot);
    const dialect = this.ctx.getDialect(dialectName);
    const followedByAngle = this.text.charCodeAt(this.lex.end) === 60;
    if (dot < 0 && !followedByAngle) {
      // As upstream's emitWrongTokenError after consuming the alias: reported just after it.
      this.consume();
      throw this.fail(`undefined symbol alias id '${name}'`, this.wrongTokenLoc());
    }
    // As upstream's parseExtendedAttr: the body is delimited first (balanced brackets), then a
    // trailing `: type` is read when the context gives no type, before the dialect reads the body.
    const symbolStart = this.lex.start, symbolEnd = this.lex.end;
    const bodyEnd = followedByAngle ? this.balancedAngleEnd(symbolEnd) : symbolEnd;
    let attrType = type, after: number | undefined;
    if (!type) {
      this.lex.resetTo(bodyEnd);
      if (this.consumeIf(Tok.Colon)) { attrType = this.parseType(); after = this.lex.start; }
      this.lex.resetTo(symbolStart);
    }
    let a: Attribute;
    if (dialect?.parseAttribute) {
      if (dot < 0) {
        // `#dialect<body>`: the dialect parses the body between the angle brackets.
        this.consume();
        this.parsePunct('<');
        a = this.inDialectSyntax(() => dialect.parseAttribute!(this, attrType));
        this.parsePunct('>');
      } else {
        this.lex.resetTo(this.lex.start + 1 + dialectName.length + 1);
        a = this.inDialectSyntax(() => dialect.parseAttribute!(this, attrType));
      }
    } else {
      if (!this.ctx.allowUnregistered) {
        throw this.fail(`dialect '${dialectName}' is unknown; use --allow-unregistered-dialect to keep '#${name}' as an opaque attribute`, loc);
      }
      this.consume();
      const body = (dot < 0 ? '' : name.slice(dot + 1)) + (followedByAngle ? this.takeBalancedAngle() : '');
      a = OpaqueAttr.get(dialectName, body, attrType);
    }
    if (after !== undefined) this.lex.resetTo(after);
    return a;
  }
}
