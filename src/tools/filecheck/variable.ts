/**
 * Pattern::parseVariable, shared by string blocks, numeric expressions and -D definitions: a
 * name is `[a-zA-Z_][a-zA-Z0-9_]*`, optionally after `$` (global) or `@` (pseudo, i.e. @LINE).
 */
import type { SourceBuffer } from './source.js';
import type { ErrorDiagnostic } from './types.js';

/** A position in buf.text, moving forward, bounded by `end`. */
export interface Cursor {
  readonly buf: SourceBuffer;
  pos: number;
  end: number;
}

export interface VariableProperties {
  readonly name: string;
  readonly isPseudo: boolean;
  /** Offset of the name (with its `$`/`@`) in the buffer. */
  readonly off: number;
}

const isWordStart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z_]/.test(c);
const isWord = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_]/.test(c);

/** Consumes a variable name at the cursor, or returns FileCheck's error without moving. */
export function parseVariable(c: Cursor): VariableProperties | ErrorDiagnostic {
  const text = c.buf.text;
  const start = c.pos;
  const at = (off: number, message: string): ErrorDiagnostic => ({ loc: { buf: c.buf, off }, message });
  if (start >= c.end) return at(start, 'empty variable name');
  const isPseudo = text[start] === '@';
  let i = start;
  if (text[i] === '$' || isPseudo) i++;
  if (i >= c.end) return at(i, `empty ${isPseudo ? 'pseudo ' : 'global '}variable name`);
  if (!isWordStart(text[i])) return at(start, 'invalid variable name');
  i++;
  while (i < c.end && isWord(text[i])) i++;
  c.pos = i;
  return { name: text.slice(start, i), isPseudo, off: start };
}

/** LLVM's StringRef::consumeInteger with radix autosensing (0x, 0b, 0o, leading 0 = octal). */
export function consumeInteger(text: string, radix: 0 | 10): { value: bigint; length: number } | undefined {
  let i = 0;
  let base = 10;
  if (radix === 0) {
    if (/^0x/i.test(text)) { base = 16; i = 2; }
    else if (/^0b/i.test(text)) { base = 2; i = 2; }
    else if (text.startsWith('0o')) { base = 8; i = 2; }
    else if (/^0[0-9]/.test(text)) { base = 8; i = 1; }
  }
  const digitsStart = i;
  let value = 0n;
  for (; i < text.length; i++) {
    const d = parseInt(text[i]!, 36);
    if (Number.isNaN(d) || d >= base) break;
    value = value * BigInt(base) + BigInt(d);
  }
  if (i === 0 || (i === digitsStart && digitsStart === 0)) return undefined;
  return { value, length: i };
}
