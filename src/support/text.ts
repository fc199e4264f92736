/** Text helpers shared by the lexer and the printer: identifiers, escapes, symbol names. */

const isAlpha = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number) => c >= 48 && c <= 57;

/** `[a-zA-Z_][a-zA-Z0-9_$.]*` — an identifier that prints without quotes. */
export function isBareIdentifier(s: string): boolean {
  if (s.length === 0) return false;
  const c0 = s.charCodeAt(0);
  if (!isAlpha(c0) && c0 !== 95) return false;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isAlpha(c) && !isDigit(c) && c !== 95 && c !== 36 && c !== 46) return false;
  }
  return true;
}

const HEX = '0123456789ABCDEF';

/** LLVM's printEscapedString: printable ASCII stays, `\` doubles, `"` and other bytes become
 * `\XX` (uppercase hex of the UTF-8 bytes). */
export function escapeString(s: string): string {
  let simple = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 34 || c === 92) { simple = false; break; }
  }
  if (simple) return s;
  let out = '';
  for (const b of stringBytes(s)) {
    if (b === 92) out += '\\\\';
    else if (b >= 0x20 && b <= 0x7e && b !== 34) out += String.fromCharCode(b);
    else out += '\\' + HEX[b >> 4] + HEX[b & 15];
  }
  return out;
}

/**
 * MLIR strings are bytes. They are held as JS strings of their UTF-8 decoding, with each byte
 * that is not part of valid UTF-8 kept as a lone surrogate U+DC80..U+DCFF (Python's
 * "surrogateescape"), so that `"\ff"` survives a round trip.
 */
export function bytesToString(bytes: Uint8Array): string {
  try { return UTF8.decode(bytes); } catch { /* not UTF-8: decode piece by piece below */ }
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const n = utf8SequenceLength(bytes, i);
    if (n === 0) { out += String.fromCharCode(0xdc00 + bytes[i]!); i++; continue; }
    out += UTF8.decode(bytes.subarray(i, i + n));
    i += n;
  }
  return out;
}

/** The bytes a string holds (inverse of bytesToString). */
export function stringBytes(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) { out.push(c); continue; }
    const lone = c >= 0xdc80 && c <= 0xdcff && !(i > 0 && s.charCodeAt(i - 1) >= 0xd800 && s.charCodeAt(i - 1) <= 0xdbff);
    if (lone) { out.push(c - 0xdc00); continue; }
    const cp = s.codePointAt(i)!;
    for (const b of Buffer.from(String.fromCodePoint(cp), 'utf8')) out.push(b);
    if (cp > 0xffff) i++;
  }
  return out;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The length of the valid UTF-8 sequence starting at `i`, or 0. */
function utf8SequenceLength(b: Uint8Array, i: number): number {
  const c = b[i]!;
  const n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (n <= 1 || i + n > b.length) return n === 1 ? 1 : 0;
  try { UTF8.decode(b.subarray(i, i + n)); return n; } catch { return 0; }
}

/** `@name` or `@"quoted name"`. */
export function printSymbolName(name: string): string {
  return isBareIdentifier(name) ? `@${name}` : `@"${escapeString(name)}"`;
}

/** MLIR's isDialectSymbolSimpleEnoughForPrettyForm: `#d.body` when the body is an identifier
 * optionally followed by one `<...>` group, otherwise `#d<body>`. */
export function isPrettyDialectSymbol(body: string): boolean {
  if (!/^[A-Za-z]/.test(body)) return false;
  const rest = body.replace(/^[A-Za-z0-9._]*/, '');
  return rest === '' || (rest.startsWith('<') && rest.endsWith('>'));
}

/** `#dialect.body` or `#dialect<body>` (prefix `#` or `!`). */
export function dialectSymbol(prefix: string, dialect: string, body: string): string {
  return isPrettyDialectSymbol(body) ? `${prefix}${dialect}.${body}` : `${prefix}${dialect}<${body}>`;
}
