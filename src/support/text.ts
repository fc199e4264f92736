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
  for (const b of Buffer.from(s, 'utf8')) {
    if (b === 92) out += '\\\\';
    else if (b >= 0x20 && b <= 0x7e && b !== 34) out += String.fromCharCode(b);
    else out += '\\' + HEX[b >> 4] + HEX[b & 15];
  }
  return out;
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
