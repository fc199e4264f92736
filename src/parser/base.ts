/**
 * The parser's foundation: token handling, errors with locations, punctuation, keywords,
 * literals and comma-separated lists. Type, attribute and operation parsing build on it.
 */
import { Lexer, Tok, tokName, unescapeString } from './lexer.js';
import { DiagnosticError, errorAt } from '../ir/diagnostics.js';
import { FileLineColLoc, type Location } from '../ir/location.js';
import type { Delimiter, Punct } from '../ir/asm.js';
import { fromBits } from '../support/float.js';

const PUNCT_TOK: Record<Exclude<Punct, '::' | '^'>, Tok> = {
  '(': Tok.LParen, ')': Tok.RParen, '[': Tok.LSquare, ']': Tok.RSquare, '{': Tok.LBrace,
  '}': Tok.RBrace, '<': Tok.Less, '>': Tok.Greater, ':': Tok.Colon, ',': Tok.Comma,
  '=': Tok.Equal, '->': Tok.Arrow, '?': Tok.Question, '*': Tok.Star, '+': Tok.Plus,
  '-': Tok.Minus, '...': Tok.Ellipsis, '|': Tok.Pipe,
};

const DELIMS: Record<string, readonly [Tok, Tok, string, boolean]> = {
  paren: [Tok.LParen, Tok.RParen, "'('", false],
  square: [Tok.LSquare, Tok.RSquare, "'['", false],
  angle: [Tok.Less, Tok.Greater, "'<'", false],
  brace: [Tok.LBrace, Tok.RBrace, "'{'", false],
  optionalParen: [Tok.LParen, Tok.RParen, "'('", true],
  optionalSquare: [Tok.LSquare, Tok.RSquare, "'['", true],
  optionalAngle: [Tok.Less, Tok.Greater, "'<'", true],
  optionalBrace: [Tok.LBrace, Tok.RBrace, "'{'", true],
};

/** Deeper nesting (of regions, attributes, types) is refused rather than overflowing the stack. */
export const MAX_NESTING = 1000;

export class BaseParser {
  readonly lex: Lexer;
  private depth = 0;

  /** Counts one level of nesting; errors when input nests too deeply. Pair with `leave`. */
  enter(): void {
    if (++this.depth > MAX_NESTING) {
      this.depth = 0;
      throw this.fail(`nesting is deeper than ${MAX_NESTING} levels`);
    }
  }
  leave(): void { this.depth--; }
  /** How deep the parser is in a dialect's own attribute or type syntax (`#ub.poison`), where
   * errors are the dialect's and not prefixed with the custom op around them, as upstream's. */
  protected dialectSyntax = 0;
  /** Runs a dialect's attribute or type parser. */
  protected inDialectSyntax<T>(parse: () => T): T {
    this.dialectSyntax++;
    try { return parse(); } finally { this.dialectSyntax--; }
  }
  constructor(readonly text: string, readonly fileName: string, readonly firstLine = 1) {
    this.lex = new Lexer(text, firstLine);
  }

  // ---- locations and errors ----
  currentLoc(): Location { return FileLineColLoc.get(this.fileName, this.lex.line, this.lex.col); }
  locAt(line: number, col: number): Location { return FileLineColLoc.get(this.fileName, line, col); }
  /** A parse error raised by the parser itself. */
  fail(message: string, loc?: Location): DiagnosticError { return errorAt(loc ?? this.currentLoc(), message); }
  /** A parse error raised by a custom parser hook (OpParser prefixes the op name, as upstream). */
  error(message: string, loc?: Location): DiagnosticError { return this.fail(message, loc); }
  /** An error about the current token, as MLIR words it ("expected X"). */
  expected(what: string): DiagnosticError {
    if (this.lex.kind === Tok.Error) return this.fail(this.lex.errorMessage);
    return this.fail(`expected ${what}`, this.wrongTokenLoc());
  }
  /**
   * Where MLIR reports an unexpected token: at the token, unless it starts a line, in which case
   * at the end of the last preceding line with text (before any `//` comment on it).
   */
  wrongTokenLoc(): Location {
    const t = this.text;
    let cur = this.lex.start;
    if (this.lex.kind === Tok.EOF) cur = Math.max(0, cur - 1);
    let end = cur;
    for (;;) {
      while (end > 0 && (t[end - 1] === ' ' || t[end - 1] === '\t')) end--;
      if (end === 0) return this.locOfOffset(cur);
      const c = t[end - 1];
      if (c !== '\n' && c !== '\r') return this.locOfOffset(end);
      end--;
      const lineStart = Math.max(t.lastIndexOf('\n', end - 1), t.lastIndexOf('\r', end - 1)) + 1;
      const comment = t.slice(lineStart, end).indexOf('//');
      if (comment >= 0) end = lineStart + comment;
    }
  }
  /** The location of a character offset (slow path, for errors). */
  locOfOffset(offset: number): Location {
    let line = this.firstLine, ls = 0;
    for (let i = 0; i < offset; i++) if (this.text.charCodeAt(i) === 10) { line++; ls = i + 1; }
    return this.locAt(line, offset - ls + 1);
  }

  // ---- tokens ----
  get tok(): Tok { return this.lex.kind; }
  get spelling(): string { return this.lex.spelling; }
  is(k: Tok): boolean { return this.lex.kind === k; }
  isKeyword(k: string): boolean {
    const l = this.lex;
    return l.kind === Tok.BareId && l.end - l.start === k.length && l.text.startsWith(k, l.start);
  }
  consume(): void {
    if (this.lex.kind === Tok.Error) throw this.fail(this.lex.errorMessage);
    this.lex.next();
  }
  consumeIf(k: Tok): boolean {
    if (this.lex.kind !== k) return false;
    this.lex.next();
    return true;
  }
  expect(k: Tok, what?: string): void {
    if (this.lex.kind !== k) throw this.expected(what ?? tokName(k));
    this.lex.next();
  }

  // ---- punctuation (the OpAsmParser surface) ----
  parsePunct(p: Punct): void {
    if (!this.parseOptionalPunct(p)) throw this.expected(`'${p}'`);
  }
  parseOptionalPunct(p: Punct): boolean {
    if (p === '::') {
      if (this.lex.kind !== Tok.Colon || this.text.charCodeAt(this.lex.end) !== 58) return false;
      this.lex.next();
      this.lex.next();
      return true;
    }
    if (p === '^') return false;
    return this.consumeIf(PUNCT_TOK[p]);
  }
  peekPunct(p: Punct): boolean {
    if (p === '::') return this.lex.kind === Tok.Colon && this.text.charCodeAt(this.lex.end) === 58;
    if (p === '^') return this.lex.kind === Tok.CaretId;
    return this.lex.kind === PUNCT_TOK[p];
  }
  peekKeyword(keyword?: string): boolean {
    return keyword === undefined ? this.lex.kind === Tok.BareId : this.isKeyword(keyword);
  }

  // ---- keywords and literals ----
  parseKeyword(keyword: string): void {
    // As upstream's AsmParserImpl: reported at the current token, through the hook-facing error.
    if (!this.isKeyword(keyword)) throw this.error(`expected '${keyword}'`);
    this.lex.next();
  }
  parseOptionalKeyword(allowed?: string | readonly string[]): string | undefined {
    if (this.lex.kind !== Tok.BareId) return undefined;
    const s = this.lex.spelling;
    if (allowed !== undefined && (typeof allowed === 'string' ? s !== allowed : !allowed.includes(s))) return undefined;
    this.lex.next();
    return s;
  }
  parseKeywordOrString(): string {
    const s = this.parseOptionalKeywordOrString();
    // At the current token, as upstream's AsmParserImpl::parseKeywordOrString.
    if (s === undefined) throw this.fail('expected valid keyword or string');
    return s;
  }
  parseOptionalKeywordOrString(): string | undefined {
    return this.parseOptionalKeyword() ?? this.parseOptionalString();
  }
  parseString(): string {
    const s = this.parseOptionalString();
    if (s === undefined) throw this.expected('string');
    return s;
  }
  parseOptionalString(): string | undefined {
    if (this.lex.kind !== Tok.String) return undefined;
    const s = unescapeString(this.text.slice(this.lex.start + 1, this.lex.end - 1));
    this.lex.next();
    return s;
  }
  /** An integer with an optional leading minus. */
  parseOptionalInteger(): bigint | undefined {
    let neg = false;
    if (this.lex.kind === Tok.Minus) {
      const save = this.lex.start;
      this.lex.next();
      if (!this.is(Tok.Integer)) { this.lex.resetTo(save); return undefined; }
      neg = true;
    }
    if (this.lex.kind !== Tok.Integer) return undefined;
    const v = BigInt(this.lex.spelling);
    this.lex.next();
    return neg ? -v : v;
  }
  parseInteger(): bigint {
    // As upstream's AsmParser::parseInteger: at the token, through the hook-facing error.
    const loc = this.currentLoc();
    const v = this.parseOptionalInteger();
    if (v === undefined) throw this.error('expected integer value', loc);
    return v;
  }
  /** An integer that must fit a JS number (sizes, indices). */
  parseSmallInteger(what = 'integer value'): number {
    const v = this.parseOptionalInteger();
    if (v === undefined) throw this.expected(what);
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) throw this.fail('integer value too large');
    return Number(v);
  }
  /**
   * A double, as upstream's AsmParser::parseFloat(double&): a float literal with an optional
   * minus, or a hexadecimal integer literal giving its bits; a decimal integer is refused.
   */
  parseFloat(): number {
    const neg = this.consumeIf(Tok.Minus);
    const spelling = this.lex.spelling;
    let v: number;
    if (this.lex.kind === Tok.Float) v = neg ? -Number(spelling) : Number(spelling);
    else if (this.lex.kind === Tok.Integer) {
      if (!spelling.startsWith('0x')) {
        throw this.fail('unexpected decimal integer literal for a floating point value').note('add a trailing dot to make the literal a float');
      }
      if (neg) throw this.fail('hexadecimal float literal should not have a leading minus');
      const bits = BigInt(spelling);
      if (bits >> 64n) throw this.fail('hexadecimal float constant out of range for type');
      v = fromBits(bits, 'f64');
    } else throw this.fail('expected floating point literal');
    this.lex.next();
    return v;
  }

  /**
   * Parses `each` separated by commas, inside the given delimiters. A missing closing delimiter is
   * `expected ')'` followed by `context` (upstream's parseCommaSeparatedList); `until` gives
   * upstream's parseCommaSeparatedListUntil wording instead (`expected ',' or ')'`), which some
   * lists use.
   */
  parseCommaSeparatedList(delim: Delimiter, each: () => void, context = '', until = false): void {
    if (delim === 'none') {
      each();
      while (this.consumeIf(Tok.Comma)) each();
      return;
    }
    const [open, close, openName, optional] = DELIMS[delim]!;
    if (this.lex.kind !== open) {
      if (optional) return;
      throw this.expected(`${openName}${context}`);
    }
    this.lex.next();
    if (this.lex.kind === close) { this.lex.next(); return; }
    each();
    while (this.consumeIf(Tok.Comma)) each();
    if (this.lex.kind !== close) throw this.expected(until ? `',' or ${tokName(close)}` : `${tokName(close)}${context}`);
    this.lex.next();
  }

  /**
   * The raw text of a balanced `<...>` group starting at the current `<` token, consumed whole
   * (used for attributes and types of dialects we do not know).
   */
  takeBalancedAngle(): string {
    const start = this.lex.start;
    const end = this.balancedAngleEnd(start);
    this.lex.resetTo(end);
    return this.text.slice(start, end);
  }

  /**
   * The offset just past the `>` closing the `<` at `start`. As upstream's
   * parseDialectSymbolBody, which runs before any dialect parses the body: a mismatch names the
   * innermost open character, reported at the `<`.
   */
  balancedAngleEnd(start: number): number {
    const t = this.text;
    let p = start;
    const stack: number[] = [];
    const unbalanced = () => this.fail(`unbalanced '${String.fromCharCode(stack[stack.length - 1]!)}' character in pretty dialect name`, this.locOfOffset(start));
    for (; p < t.length; p++) {
      const c = t.charCodeAt(p);
      if (c === 0) break;
      if (c === 34) { // a string, lexed as one token
        for (p++; p < t.length && t.charCodeAt(p) !== 34 && t.charCodeAt(p) !== 10; p++) if (t.charCodeAt(p) === 92) p++;
        if (p >= t.length || t.charCodeAt(p) !== 34) throw this.fail('expected \'"\' in string literal', this.locOfOffset(Math.min(p, t.length)));
        continue;
      }
      if (c === 60 || c === 40 || c === 91 || c === 123) stack.push(c);
      else if (c === 45 && t.charCodeAt(p + 1) === 62) p++; // `->`
      else if (c === 62 || c === 41 || c === 93 || c === 125) {
        if (stack[stack.length - 1] !== (c === 62 ? 60 : c === 41 ? 40 : c === 93 ? 91 : 123)) throw unbalanced();
        stack.pop();
        if (stack.length === 0) break;
      }
    }
    if (p >= t.length || t.charCodeAt(p) === 0) throw unbalanced();
    return p + 1;
  }
}
