/**
 * The part of MLIR's lexer (mlir/lib/AsmParser/Lexer.cpp) that affine maps and sets see.
 *
 * It is a separate, self-contained lexer so the affine parser can run over any string (or any
 * offset in a larger buffer) without the main parser. Token boundaries follow upstream exactly,
 * because they decide what is an identifier (`x.y`, `a$b`, `i32`, keywords), when `->` is an
 * arrow, and where a number ends (`0x1f`, `1.5`, `0xi32` = `0` then `xi32`). Tokens the affine
 * grammar never accepts are lexed just far enough to be reported as unexpected.
 */

export type AffineTokenKind =
  | 'ident' // bare identifier, inttype or keyword: all may name a dim or symbol
  | 'kw_symbol' | 'kw_floordiv' | 'kw_ceildiv' | 'kw_mod'
  | 'percent' // %name
  | 'hash' // #name
  | 'integer'
  | '(' | ')' | '[' | ']' | ',' | '->' | ':' | '-' | '+' | '*' | '=' | '>' | '<'
  | 'other' // a valid MLIR token that no affine production accepts
  | 'eof'
  | 'error';

export interface AffineToken {
  readonly kind: AffineTokenKind;
  readonly start: number;
  readonly end: number;
  /** For 'error' tokens: what the lexer reports. */
  readonly message?: string;
}

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isAlpha = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isHex = (c: string): boolean => isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
const isIdChar = (c: string): boolean => isAlpha(c) || isDigit(c) || c === '_' || c === '$' || c === '.';
const isSuffixPunct = (c: string): boolean => c === '$' || c === '.' || c === '_' || c === '-';

const keywordKinds: ReadonlyMap<string, AffineTokenKind> = new Map<string, AffineTokenKind>([
  ['symbol', 'kw_symbol'], ['floordiv', 'kw_floordiv'], ['ceildiv', 'kw_ceildiv'], ['mod', 'kw_mod'],
]);

const punctuation: ReadonlyMap<string, AffineTokenKind> = new Map<string, AffineTokenKind>([
  ['(', '('], [')', ')'], ['[', '['], [']', ']'], [',', ','], [':', ':'], ['+', '+'], ['*', '*'],
  ['=', '='], ['>', '>'], ['<', '<'], ['}', 'other'], ['?', 'other'], ['|', 'other'], ['/', 'other'],
]);

const prefixedErrors = {
  '%': 'invalid SSA name', '#': 'invalid attribute name', '^': 'invalid block name', '!': 'invalid type identifier',
};

/** Lexes the token that starts at or after `pos` (whitespace and `//` comments skipped). */
export function lexAffineToken(text: string, pos: number): AffineToken {
  const n = text.length;
  for (;;) {
    const c = text[pos];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      ++pos;
    } else if (c === '/' && text[pos + 1] === '/') {
      while (pos < n && text[pos] !== '\n' && text[pos] !== '\r') ++pos;
    } else {
      break;
    }
  }
  const start = pos;
  const tok = (kind: AffineTokenKind, end: number): AffineToken => ({ kind, start, end });
  const err = (message: string, end = start + 1): AffineToken => ({ kind: 'error', start, end, message });
  if (pos >= n) return tok('eof', n);
  const c = text[pos]!;

  if (isAlpha(c) || c === '_') {
    let end = pos + 1;
    while (end < n && isIdChar(text[end]!)) ++end;
    return tok(keywordKinds.get(text.slice(start, end)) ?? 'ident', end);
  }
  if (isDigit(c)) {
    let end = pos + 1;
    if (c === '0' && text[end] === 'x') {
      if (!isHex(text[end + 1] ?? '')) return tok('integer', end);
      end += 2;
      while (end < n && isHex(text[end]!)) ++end;
      return tok('integer', end);
    }
    while (end < n && isDigit(text[end]!)) ++end;
    if (text[end] !== '.') return tok('integer', end);
    ++end;
    while (end < n && isDigit(text[end]!)) ++end;
    if (text[end] === 'e' || text[end] === 'E') {
      const d1 = text[end + 1] ?? '';
      if (isDigit(d1) || ((d1 === '-' || d1 === '+') && isDigit(text[end + 2] ?? ''))) {
        end += 2;
        while (end < n && isDigit(text[end]!)) ++end;
      }
    }
    return tok('other', end); // a float literal
  }
  if (c === '-') return text[pos + 1] === '>' ? tok('->', pos + 2) : tok('-', pos + 1);
  if (c === '%' || c === '#' || c === '^' || c === '!') {
    if (c === '#' && text[pos + 1] === '-' && text[pos + 2] === '}') return tok('other', pos + 3);
    let end = pos + 1;
    const d = text[end] ?? '';
    if (isDigit(d)) {
      while (end < n && isDigit(text[end]!)) ++end;
    } else if (isAlpha(d) || isSuffixPunct(d)) {
      do ++end; while (end < n && (isAlpha(text[end]!) || isDigit(text[end]!) || isSuffixPunct(text[end]!)));
    } else {
      return err(prefixedErrors[c]);
    }
    return tok(c === '%' ? 'percent' : c === '#' ? 'hash' : 'other', end);
  }
  if (c === '@') {
    let end = pos + 1;
    if (text[end] === '"') return lexString(text, start, end, 'other');
    const d = text[end] ?? '';
    if (!isAlpha(d) && d !== '_') return err("@ identifier expected to start with letter or '_'");
    while (end < n && isIdChar(text[end]!)) ++end;
    return tok('other', end);
  }
  if (c === '"') return lexString(text, start, pos, 'other');
  if (c === '{') return tok('other', text.startsWith('{-#', pos) ? pos + 3 : pos + 1);
  if (c === '.') {
    if (text.startsWith('...', pos)) return tok('other', pos + 3);
    return { kind: 'error', start: pos + 1, end: pos + 1, message: 'expected three consecutive dots for an ellipsis' };
  }
  const p = punctuation.get(c);
  if (p !== undefined) return tok(p, pos + 1);
  return err('unexpected character');
}

function lexString(text: string, start: number, quote: number, kind: AffineTokenKind): AffineToken {
  let end = quote + 1;
  while (end < text.length) {
    const c = text[end]!;
    if (c === '"') return { kind, start, end: end + 1 };
    if (c === '\n' || c === '\r') break;
    end += c === '\\' ? 2 : 1;
  }
  return { kind: 'error', start, end: Math.min(end, text.length), message: 'expected \'"\' in string literal' };
}
