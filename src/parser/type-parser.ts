/**
 * Types: builtin types, function types, shaped types with dimension lists, type aliases and the
 * types of dialects (registered through the context, or kept opaque when unknown).
 */
import { BaseParser } from './base.js';
import { Tok } from './lexer.js';
import type { Context } from '../ir/context.js';
import type { Location } from '../ir/location.js';
import type { AsmParser } from '../ir/asm.js';
import {
  ComplexType, DialectType, DYNAMIC, FLOAT_KINDS, FloatType, FunctionType, IndexType, IntegerType, MemRefType,
  NoneType, OpaqueType, RankedTensorType, TupleType, Type, UnrankedMemRefType, UnrankedTensorType,
  VectorType, type FloatTypeKind,
} from '../ir/types.js';
import { AffineMapAttr, type Attribute, DialectAttr, DictionaryAttr, IntegerAttr, StridedLayoutAttr, StringAttr } from '../ir/attributes.js';

const FLOAT_SET: ReadonlySet<string> = new Set(FLOAT_KINDS);
const INT_RE = /^(s|u)?i([0-9]+)$/;
/** Widths above this are rejected, as MLIR's IntegerType::kMaxWidth. */
const MAX_INT_WIDTH = 16777215;

export abstract class TypeParser extends BaseParser {
  readonly typeAliases = new Map<string, Type>();

  constructor(text: string, fileName: string, readonly ctx: Context, firstLine = 1) {
    super(text, fileName, firstLine);
  }

  abstract parseAttribute(type?: Type): Attribute;
  abstract parseOptionalAttribute(type?: Type): Attribute | undefined;

  parseType(): Type {
    const t = this.parseOptionalType();
    if (t === undefined) throw this.expected('non-function type');
    return t;
  }

  /** True when the current token can start a type. */
  atTypeStart(): boolean {
    const k = this.lex.kind;
    if (k === Tok.LParen || k === Tok.BangId) return true;
    if (k !== Tok.BareId) return false;
    const s = this.lex.spelling;
    return s === 'index' || s === 'none' || s === 'tensor' || s === 'memref' || s === 'vector'
      || s === 'complex' || s === 'tuple' || FLOAT_SET.has(s) || INT_RE.test(s);
  }

  parseOptionalType(): Type | undefined {
    const k = this.lex.kind;
    if (k === Tok.BareId && this.text.charCodeAt(this.lex.start) === 105) {
      const fast = this.fastIntegerType();
      if (fast) return fast;
    }
    this.enter();
    try { return this.parseOptionalTypeImpl(); } finally { this.leave(); }
  }

  private parseOptionalTypeImpl(): Type | undefined {
    const k = this.lex.kind;
    if (k === Tok.LParen) return this.parseFunctionType();
    if (k === Tok.BangId) return this.parseExtendedType();
    if (k !== Tok.BareId) return undefined;
    const fast = this.fastIntegerType();
    if (fast) return fast;
    const s = this.lex.spelling;
    const c = s.charCodeAt(0);
    if (c === 105 || c === 115 || c === 117) { // i, s, u
      const m = INT_RE.exec(s);
      if (m) {
        const width = Number(m[2]);
        // A width that does not fit 32 bits is not read at all (upstream's getIntTypeBitwidth).
        if (width > 0xffffffff) throw this.fail('invalid integer width');
        if (width > MAX_INT_WIDTH) throw this.fail(`integer bitwidth is limited to ${MAX_INT_WIDTH} bits`);
        this.consume();
        return IntegerType.get(width, m[1] === 's' ? 'signed' : m[1] === 'u' ? 'unsigned' : 'signless');
      }
    }
    if (FLOAT_SET.has(s)) { this.consume(); return FloatType.get(s as FloatTypeKind); }
    switch (s) {
      case 'index': this.consume(); return IndexType.instance;
      case 'none': this.consume(); return NoneType.instance;
      case 'tensor': this.consume(); return this.parseTensorType();
      case 'memref': { const loc = this.currentLoc(); this.consume(); return this.parseMemRefType(loc); }
      case 'vector': { const loc = this.currentLoc(); this.consume(); return this.parseVectorType(loc); }
      case 'complex': {
        this.consume();
        if (!this.consumeIf(Tok.Less)) throw this.expected("'<' in complex type");
        const loc = this.currentLoc();
        const et = this.parseType();
        if (!(et instanceof FloatType || et instanceof IntegerType)) throw this.fail('invalid element type for complex', loc);
        if (!this.consumeIf(Tok.Greater)) throw this.expected("'>' in complex type");
        return ComplexType.get(et);
      }
      case 'tuple': {
        this.consume();
        if (!this.is(Tok.Less)) throw this.expected("'<' in tuple type");
        const types: Type[] = [];
        this.parseCommaSeparatedList('angle', () => types.push(this.parseType()), ' in tuple type');
        return TupleType.get(types);
      }
    }
    return undefined;
  }

  /** `i<N>` read straight from the source (the most common type) without slicing it. */
  private fastIntegerType(): Type | undefined {
    const t = this.text, start = this.lex.start, end = this.lex.end;
    if (t.charCodeAt(start) !== 105 || end - start > 8) return undefined;
    let w = 0;
    for (let i = start + 1; i < end; i++) {
      const d = t.charCodeAt(i) - 48;
      if (d < 0 || d > 9) return undefined;
      w = w * 10 + d;
    }
    if (end - start < 2) return undefined;
    this.consume();
    return IntegerType.get(w);
  }

  /** `(t1, t2) -> (r1, r2)` */
  parseFunctionType(): FunctionType {
    const inputs = this.parseTypeListParens();
    this.expect(Tok.Arrow, "'->'");
    return FunctionType.get(inputs, this.parseFunctionResultTypes());
  }

  /** `(t1, t2)` possibly empty */
  parseTypeListParens(): Type[] {
    const types: Type[] = [];
    this.parseCommaSeparatedList('paren', () => types.push(this.parseType()));
    return types;
  }
  /** A non-empty list of types separated by commas (no delimiters). */
  parseTypeList(): Type[] {
    const types: Type[] = [];
    this.parseCommaSeparatedList('none', () => types.push(this.parseType()));
    return types;
  }
  parseColonType(): Type {
    this.parsePunct(':');
    return this.parseType();
  }
  parseColonTypeList(): Type[] {
    this.parsePunct(':');
    return this.parseTypeList();
  }
  /** Result types: `(t1, t2)`, `()` or a single non-parenthesized type. */
  parseFunctionResultTypes(): Type[] {
    if (this.is(Tok.LParen)) {
      // `(a, b)` is a result list unless it is a function type `(a) -> b` used as the single result.
      const save = this.lex.start;
      const types = this.parseTypeListParens();
      if (!this.is(Tok.Arrow)) return types;
      this.lex.resetTo(save);
      return [this.parseFunctionType()];
    }
    return [this.parseType()];
  }
  parseArrowTypeList(): Type[] {
    this.expect(Tok.Arrow, "'->'");
    return this.parseFunctionResultTypes();
  }
  parseOptionalArrowTypeList(): Type[] | undefined {
    if (!this.is(Tok.Arrow)) return undefined;
    return this.parseArrowTypeList();
  }

  // ---- dimension lists ----

  /**
   * `4x?x8x` -> [4, DYNAMIC, 8]. The lexer sees `4x?x8xf32` as `4`, `x`, `?`, `x8xf32`..., so an
   * identifier starting with `x` is split after its `x`.
   */
  parseDimensionList(allowDynamic: boolean, trailingX: boolean): number[] {
    const dims: number[] = [];
    for (;;) {
      if (this.is(Tok.Question)) {
        if (!allowDynamic) throw this.fail('expected static shape');
        this.consume();
        dims.push(DYNAMIC);
      } else if (this.is(Tok.Integer)) {
        dims.push(this.parseDimInteger());
      } else {
        if (!trailingX && dims.length > 0) throw this.expected('dimension');
        return dims;
      }
      if (!this.parseXInDimensionList()) {
        if (trailingX) throw this.expected("'x' in dimension list");
        return dims;
      }
    }
  }
  /** An integer in a dimension list; `0x4` is the dimension 0 followed by `x4`. */
  private parseDimInteger(): number {
    const s = this.lex.spelling;
    if (s.length > 1 && s[1] === 'x') {
      this.lex.resetTo(this.lex.start + 1);
      return 0;
    }
    const v = Number(s);
    if (!Number.isSafeInteger(v)) throw this.fail('invalid dimension');
    this.consume();
    return v;
  }
  private parseXInDimensionList(): boolean {
    if (!this.is(Tok.BareId) || this.text.charCodeAt(this.lex.start) !== 120) return false;
    this.lex.resetTo(this.lex.start + 1);
    return true;
  }

  private parseTensorType(): Type {
    this.parsePunct('<');
    if (this.consumeIf(Tok.Star)) {
      if (!this.parseXInDimensionList()) throw this.expected("'x' in unranked tensor type");
      const et = this.parseElementType('tensor');
      this.parsePunct('>');
      return UnrankedTensorType.get(et);
    }
    const dims = this.parseDimensionList(true, true);
    const et = this.parseElementType('tensor');
    // As upstream: the encoding is optional after the comma (what does not start an attribute
    // leaves the `>` missing).
    const enc = this.consumeIf(Tok.Comma) ? this.parseOptionalAttribute() : undefined;
    if (!this.consumeIf(Tok.Greater)) throw this.expected("'>' in tensor type");
    return RankedTensorType.get(dims, et, enc);
  }

  /** After `memref` (at `typeLoc`), as upstream's parseMemRefType: layouts, then at most one
   * memory space, checked as MemRefType::verify (errors at the type). */
  private parseMemRefType(typeLoc: Location): Type {
    this.parsePunct('<');
    const unranked = this.consumeIf(Tok.Star);
    let dims: number[] = [];
    if (unranked) {
      if (!this.parseXInDimensionList()) throw this.expected("'x' in unranked memref type");
    } else {
      dims = this.parseDimensionList(true, true);
    }
    const et = this.parseElementType('memref');
    let layout: Attribute | undefined;
    let space: Attribute | undefined;
    if (!this.consumeIf(Tok.Greater)) {
      // Upstream reports an empty list just past the comma.
      const pastComma = this.locAt(this.lex.line, this.lex.col + 1);
      if (!this.consumeIf(Tok.Comma)) throw this.expected("',' or '>' in memref type");
      if (this.is(Tok.Greater)) throw this.fail('expected list element', pastComma);
      do {
        const a = this.parseAttribute();
        if (a instanceof AffineMapAttr || a instanceof StridedLayoutAttr) {
          layout = a;
          if (unranked) throw this.fail('cannot have affine map for unranked memref type');
          if (space) throw this.fail('expected memory space to be last in memref type');
        } else if (space) {
          throw this.fail('multiple memory spaces specified in memref type');
        } else {
          space = a;
        }
      } while (this.consumeIf(Tok.Comma));
      if (!this.consumeIf(Tok.Greater)) throw this.expected("',' or '>'");
    }
    if (space && !isSupportedMemorySpace(space)) throw this.fail('unsupported memory space Attribute', typeLoc);
    if (unranked) return UnrankedMemRefType.get(et, space);
    if (layout instanceof StridedLayoutAttr && layout.strides.length !== dims.length) {
      throw this.fail('expected the number of strides to match the rank', typeLoc);
    }
    if (layout instanceof AffineMapAttr && layout.map.numDims !== dims.length) {
      throw this.fail(`memref layout mismatch between rank and affine map: ${dims.length} != ${layout.map.numDims}`, typeLoc);
    }
    // An identity affine map is the default layout and is not kept (MLIR prints none).
    if (layout instanceof AffineMapAttr && layout.map.isIdentity()) layout = undefined;
    return MemRefType.get(dims, et, layout, space);
  }

  /** After `vector` (at `loc`). */
  private parseVectorType(loc: Location): Type {
    this.parsePunct('<');
    const dims: number[] = [];
    const scalable: boolean[] = [];
    for (;;) {
      if (this.is(Tok.LSquare)) {
        this.consume();
        if (!this.is(Tok.Integer)) throw this.expected('integer value');
        dims.push(this.parseDimInteger());
        this.parsePunct(']');
        scalable.push(true);
      } else if (this.is(Tok.Integer)) {
        dims.push(this.parseDimInteger());
        scalable.push(false);
      } else if (this.is(Tok.Question)) {
        throw this.fail('expected static shape');
      } else {
        break;
      }
      if (!this.parseXInDimensionList()) throw this.expected("'x' in vector dimension list");
    }
    if (dims.some((d) => d <= 0) && dims.some((d, i) => d === 0 && !scalable[i])) {
      throw this.fail('vector types must have positive constant sizes but got ' + dims.join(', '), loc);
    }
    const et = this.parseElementType('vector');
    this.parsePunct('>');
    // Upstream's VectorType::verify, reported at the type.
    if (!(et instanceof IntegerType || et instanceof FloatType || et instanceof IndexType)) {
      throw this.fail("failed to verify 'elementType': VectorElementTypeInterface instance", loc);
    }
    return VectorType.get(dims, et, scalable);
  }

  private parseElementType(kind: 'tensor' | 'memref' | 'vector'): Type {
    const loc = this.currentLoc();
    const t = this.parseType();
    // Vector element types are checked once the type is read (VectorType::verify).
    // Memref elements are upstream's BaseMemRefType::isValidElementType (none of comco's dialect
    // types implements MemRefElementTypeInterface).
    const memrefElement = t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType || t instanceof ComplexType
      || t instanceof MemRefType || t instanceof UnrankedMemRefType || t instanceof VectorType;
    // Tensors take any type but builtin ones other than scalars and vectors (TensorType::isValidElementType).
    const tensorElement = t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType || t instanceof ComplexType
      || t instanceof VectorType || t instanceof OpaqueType || t instanceof DialectType;
    if (kind === 'memref' ? !memrefElement : kind === 'tensor' && !tensorElement) {
      throw this.fail(`invalid ${kind} element type`, loc);
    }
    return t;
  }

  /** `!alias`, `!dialect.type<...>` */
  private parseExtendedType(): Type {
    const name = this.lex.spelling.slice(1);
    const loc = this.currentLoc();
    const alias = this.typeAliases.get(name);
    if (alias) { this.consume(); return alias; }
    const dot = name.indexOf('.');
    const dialectName = dot < 0 ? name : name.slice(0, dot);
    const dialect = this.ctx.getDialect(dialectName);
    if (dialect?.parseType) {
      if (dot < 0) {
        if (this.text.charCodeAt(this.lex.end) !== 60) { this.consume(); throw this.fail(`undefined symbol alias id '${name}'`, this.wrongTokenLoc()); }
        // `!dialect<body>`: the dialect parses the body between the angle brackets.
        this.consume();
        this.parsePunct('<');
        const t = this.inDialectSyntax(() => dialect.parseType!(this as unknown as AsmParser));
        this.parsePunct('>');
        return t;
      }
      if (this.text.charCodeAt(this.lex.end) === 60) this.balancedAngleEnd(this.lex.end);
      this.lex.resetTo(this.lex.start + 2 + dialectName.length);
      // Only OpParser is ever instantiated; it implements the whole AsmParser.
      return this.inDialectSyntax(() => dialect.parseType!(this as unknown as AsmParser));
    }
    if (dot < 0 && this.lex.offset < this.text.length && this.text[this.lex.offset] !== '<') {
      // As upstream's emitWrongTokenError after consuming the alias: reported just after it.
      this.consume();
      throw this.fail(`undefined symbol alias id '${name}'`, this.wrongTokenLoc());
    }
    if (!this.ctx.allowUnregistered) {
      throw this.fail(`dialect '${dialectName}' is unknown; use --allow-unregistered-dialect to keep '!${name}' as an opaque type`, loc);
    }
    this.consume();
    let body = dot < 0 ? '' : name.slice(dot + 1);
    if (this.is(Tok.Less) && this.lex.start === this.text.indexOf('<', this.lex.start) && this.text[this.lex.start - 1] !== ' ') {
      body += this.takeBalancedAngle();
    }
    return OpaqueType.get(dialectName, body);
  }
}

/** Upstream's isSupportedMemorySpace: integers, strings, dictionaries, and attributes of
 * (registered) dialects other than builtin. */
function isSupportedMemorySpace(a: Attribute): boolean {
  return a instanceof IntegerAttr || a instanceof StringAttr || a instanceof DictionaryAttr || a instanceof DialectAttr;
}
