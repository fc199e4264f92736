/**
 * The MLIR lexer. It keeps the current token in fields (kind, start, end, line, col) instead of
 * allocating token objects, and tracks lines as it skips whitespace, so that locating a token is
 * free. Spellings are sliced only when asked for.
 */
import { bytesToString } from '../support/text.js';

export enum Tok {
  EOF, Error,
  BareId, AtId, PercentId, CaretId, HashId, BangId,
  Integer, Float, String,
  LParen, RParen, LSquare, RSquare, LBrace, RBrace, Less, Greater,
  Colon, Comma, Equal, Arrow, Question, Star, Plus, Minus, Ellipsis, Pipe,
  FileMetadataBegin, FileMetadataEnd,
}

const PUNCT_NAMES: Record<number, string> = {
  [Tok.LParen]: "'('", [Tok.RParen]: "')'", [Tok.LSquare]: "'['", [Tok.RSquare]: "']'",
  [Tok.LBrace]: "'{'", [Tok.RBrace]: "'}'", [Tok.Less]: "'<'", [Tok.Greater]: "'>'",
  [Tok.Colon]: "':'", [Tok.Comma]: "','", [Tok.Equal]: "'='", [Tok.Arrow]: "'->'",
  [Tok.Question]: "'?'", [Tok.Star]: "'*'", [Tok.Plus]: "'+'", [Tok.Minus]: "'-'",
  [Tok.Ellipsis]: "'...'", [Tok.Pipe]: "'|'",
};
export const tokName = (k: Tok): string => PUNCT_NAMES[k] ?? Tok[k] ?? '?';

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
const isAlpha = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Characters that continue a bare identifier: letters, digits, `_ $ .` */
const isIdChar = (c: number) => isAlpha(c) || isDigit(c) || c === 95 || c === 36 || c === 46;
/** Characters of suffix identifiers (`%x`, `#x`, `^x`, `!x`): also `-`. */
const isSuffixChar = (c: number) => isIdChar(c) || c === 45;

export class Lexer {
  kind: Tok = Tok.EOF;
  start = 0;
  end = 0;
  /** 1-based line and column of the current token. */
  line = 1;
  col = 1;
  /** Message of an Error token. */
  errorMessage = '';
  private pos = 0;
  private curLine = 1;
  private lineStart = 0;

  /** `firstLine` numbers the first line (a chunk of a split file keeps its original lines). */
  constructor(readonly text: string, readonly firstLine = 1) {
    this.curLine = firstLine;
    this.next();
  }

  get spelling(): string { return this.text.slice(this.start, this.end); }
  /** Offset just after the current token. */
  get offset(): number { return this.pos; }

  /** Restarts lexing at `offset` (used to split tokens like `4xf32`). */
  resetTo(offset: number): void {
    // Recompute the line of `offset`: it lies on the line of the current token or after it.
    let line = this.line, ls = this.start - (this.col - 1);
    if (offset < ls) { line = this.firstLine; ls = 0; }
    for (let i = ls; i < offset; i++) if (this.text.charCodeAt(i) === 10) { line++; ls = i + 1; }
    this.pos = offset;
    this.curLine = line;
    this.lineStart = ls;
    this.next();
  }

  next(): void {
    const t = this.text;
    const n = t.length;
    let p = this.pos;
    // Skip whitespace and comments, counting lines.
    for (;;) {
      if (p >= n) break;
      const c = t.charCodeAt(p);
      if (c === 10) { p++; this.curLine++; this.lineStart = p; continue; }
      if (c === 32 || c === 9 || c === 13) { p++; continue; }
      if (c === 47 && t.charCodeAt(p + 1) === 47) {
        while (p < n && t.charCodeAt(p) !== 10) p++;
        continue;
      }
      break;
    }
    this.start = p;
    this.line = this.curLine;
    this.col = p - this.lineStart + 1;
    if (p >= n) { this.kind = Tok.EOF; this.end = this.pos = p; return; }
    const c = t.charCodeAt(p);
    let k: Tok;
    p++;
    switch (c) {
      case 40: k = Tok.LParen; break;
      case 41: k = Tok.RParen; break;
      case 91: k = Tok.LSquare; break;
      case 93: k = Tok.RSquare; break;
      case 123:
        if (t.charCodeAt(p) === 45 && t.charCodeAt(p + 1) === 35) { p += 2; k = Tok.FileMetadataBegin; } else k = Tok.LBrace;
        break;
      case 125: k = Tok.RBrace; break;
      case 60: k = Tok.Less; break;
      case 62: k = Tok.Greater; break;
      case 58: k = Tok.Colon; break;
      case 44: k = Tok.Comma; break;
      case 61: k = Tok.Equal; break;
      case 63: k = Tok.Question; break;
      case 42: k = Tok.Star; break;
      case 43: k = Tok.Plus; break;
      case 124: k = Tok.Pipe; break;
      case 45:
        if (t.charCodeAt(p) === 62) { p++; k = Tok.Arrow; } else k = Tok.Minus;
        break;
      case 46:
        if (t.charCodeAt(p) === 46 && t.charCodeAt(p + 1) === 46) { p += 2; k = Tok.Ellipsis; }
        // Reported after the first dot, as upstream's lexer.
        else return this.fail(p, 'expected three consecutive dots for an ellipsis', 1);
        break;
      case 34: return this.lexString(p);
      case 64: return this.lexAt(p);
      case 37: return this.lexSuffixId(p, Tok.PercentId, 'invalid SSA name');
      case 94: return this.lexSuffixId(p, Tok.CaretId, 'invalid block name');
      case 33: return this.lexSuffixId(p, Tok.BangId, 'invalid type identifier');
      case 35:
        if (t.charCodeAt(p) === 45 && t.charCodeAt(p + 1) === 125) { p += 2; k = Tok.FileMetadataEnd; break; }
        return this.lexSuffixId(p, Tok.HashId, 'invalid attribute name');
      default:
        if (isAlpha(c) || c === 95) {
          while (p < n && isIdChar(t.charCodeAt(p))) p++;
          k = Tok.BareId;
        } else if (isDigit(c)) {
          return this.lexNumber(p - 1);
        } else {
          return this.fail(p, `unexpected character`);
        }
    }
    this.kind = k;
    this.end = this.pos = p;
  }

  /** An error token; `shift` moves where it is reported past the token's start (upstream reports
   * some lexer errors after the first character). */
  private fail(p: number, message: string, shift = 0): void {
    this.kind = Tok.Error;
    this.errorMessage = message;
    this.end = this.pos = p;
    this.col += shift;
  }

  private lexNumber(p: number): void {
    const t = this.text;
    const n = t.length;
    // Hexadecimal integers: 0x...
    if (t.charCodeAt(p) === 48 && t.charCodeAt(p + 1) === 120 && isHex(t.charCodeAt(p + 2))) {
      p += 2;
      while (p < n && isHex(t.charCodeAt(p))) p++;
      this.kind = Tok.Integer;
      this.end = this.pos = p;
      return;
    }
    while (p < n && isDigit(t.charCodeAt(p))) p++;
    if (t.charCodeAt(p) !== 46) {
      this.kind = Tok.Integer;
      this.end = this.pos = p;
      return;
    }
    p++;
    while (p < n && isDigit(t.charCodeAt(p))) p++;
    const e = t.charCodeAt(p);
    if (e === 101 || e === 69) {
      const s = t.charCodeAt(p + 1);
      if (isDigit(s) || ((s === 43 || s === 45) && isDigit(t.charCodeAt(p + 2)))) {
        p += 2;
        while (p < n && isDigit(t.charCodeAt(p))) p++;
      }
    }
    this.kind = Tok.Float;
    this.end = this.pos = p;
  }

  private lexString(p: number): void {
    const t = this.text;
    const n = t.length;
    while (p < n) {
      const c = t.charCodeAt(p);
      if (c === 34) { this.kind = Tok.String; this.end = this.pos = p + 1; return; }
      // A line break (\n, \v, \f, \r) ends the line before the string.
      if (c === 10 || c === 11 || c === 12 || c === 13) break;
      if (c === 92) {
        const d = t.charCodeAt(p + 1);
        if (d === 34 || d === 92 || d === 110 || d === 116) { p += 2; continue; }
        if (isHex(d) && isHex(t.charCodeAt(p + 2))) { p += 3; continue; }
        return this.fail(p + 1, 'unknown escape in string literal', p - this.start);
      }
      p++;
    }
    // Reported where the line (or the input) ends, as upstream's lexer.
    this.fail(p, 'expected \'"\' in string literal', p - this.start);
  }

  private lexAt(p: number): void {
    const t = this.text;
    if (t.charCodeAt(p) === 34) {
      this.lexString(p + 1);
      if (this.kind === Tok.String) this.kind = Tok.AtId;
      return;
    }
    const c = t.charCodeAt(p);
    // Reported after the `@`, as upstream's lexer.
    if (!(isAlpha(c) || c === 95)) return this.fail(p, '@ identifier expected to start with letter or \'_\'', 1);
    while (p < t.length && isSuffixChar(t.charCodeAt(p))) p++;
    this.kind = Tok.AtId;
    this.end = this.pos = p;
  }

  /** `%name`, `%0`, `^bb0`, `#map`, `!type`: a run of digits or an identifier with `-` allowed. */
  private lexSuffixId(p: number, kind: Tok, message: string): void {
    const t = this.text;
    const n = t.length;
    const c = t.charCodeAt(p);
    if (isDigit(c)) {
      while (p < n && isDigit(t.charCodeAt(p))) p++;
    } else if (isAlpha(c) || c === 95 || c === 36 || c === 46 || c === 45) {
      while (p < n && isSuffixChar(t.charCodeAt(p))) p++;
    } else {
      return this.fail(p, message);
    }
    this.kind = kind;
    this.end = this.pos = p;
  }
}

/** Decodes the body of a string token (without quotes) as MLIR does (\n \t \" \\ \XX). */
export function unescapeString(raw: string): string {
  if (raw.indexOf('\\') < 0) return raw;
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c !== 92) {
      if (c < 0x80) { bytes.push(c); continue; }
      const cp = raw.codePointAt(i)!;
      for (const b of Buffer.from(String.fromCodePoint(cp), 'utf8')) bytes.push(b);
      if (cp > 0xffff) i++;
      continue;
    }
    const d = raw[i + 1]!;
    if (d === 'n') { bytes.push(10); i++; }
    else if (d === 't') { bytes.push(9); i++; }
    else if (d === '"' || d === '\\') { bytes.push(d.charCodeAt(0)); i++; }
    else { bytes.push(parseInt(raw.slice(i + 1, i + 3), 16)); i += 2; }
  }
  return bytesToString(Uint8Array.from(bytes));
}
