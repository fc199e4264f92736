/**
 * `-D` definitions: FileCheckPatternContext::defineCmdlineVariables. The definitions are laid
 * out in a fake "Global defines" buffer, one per line, so that a bad one gets a located message
 * just as a bad pattern does.
 */
import type { PatternContext } from './context.js';
import { parseNumericBlock } from './numeric.js';
import { SourceBuffer } from './source.js';
import type { ErrorDiagnostic, Reporter } from './types.js';
import { parseVariable } from './variable.js';

/** Defines the variables; prints every problem and returns false if there was one. */
export function defineCmdlineVariables(defines: readonly string[], context: PatternContext, rep: Reporter): boolean {
  if (defines.length === 0) return true;
  let text = '';
  const ranges: Array<{ start: number; len: number }> = [];
  defines.forEach((def, i) => {
    const prefix = `Global define #${i + 1}: `;
    const eq = def.indexOf('=');
    if (eq < 0) {
      ranges.push({ start: text.length, len: 0 });
    } else if (def.startsWith('#')) {
      text += `${prefix}${def} (parsed as: [[`;
      ranges.push({ start: text.length, len: def.length });
      text += `${def.slice(0, eq)}:${def.slice(eq + 1)}]])\n`;
    } else {
      text += prefix;
      ranges.push({ start: text.length, len: def.length });
      text += `${def}\n`;
    }
  });
  const buf = new SourceBuffer('Global defines', text);
  /** In order: located errors, and the unlocated ones (UndefVarError logs only its text). */
  const errors: Array<ErrorDiagnostic | string> = [];
  for (const { start, len } of ranges) {
    if (len === 0) {
      errors.push({ loc: { buf, off: start }, message: 'missing equal sign in global definition' });
      continue;
    }
    const def = text.slice(start, start + len);
    if (def.startsWith('#')) {
      const block = parseNumericBlock(buf, start + 1, start + len, false, undefined, context);
      if ('message' in block) { errors.push(block); continue; }
      const value = block.expression.ast?.evaluate();
      if (value === undefined || !block.defined) {
        errors.push({ loc: { buf, off: start + 1 }, message: 'invalid numeric variable definition' });
        continue;
      }
      if (typeof value !== 'bigint') {
        errors.push(value.kind === 'undef' ? `undefined variable: ${value.name}` : 'overflow error');
        continue;
      }
      block.defined.value = value;
      context.numerics.set(block.defined.name, block.defined);
      continue;
    }
    const eq = def.indexOf('=');
    const cursor = { buf, pos: start, end: start + eq };
    const v = parseVariable(cursor);
    if ('message' in v) { errors.push(v); continue; }
    if (v.isPseudo || cursor.pos !== cursor.end) {
      errors.push({ loc: { buf, off: start }, message: `invalid name in string variable definition '${def.slice(0, eq)}'` });
      continue;
    }
    if (context.numerics.has(v.name)) {
      errors.push({ loc: { buf, off: v.off }, message: `numeric variable with name '${v.name}' already exists` });
      continue;
    }
    context.strings.set(v.name, { value: def.slice(eq + 1), start: -1 });
    context.definedStrings.add(v.name);
  }
  for (const e of errors) {
    if (typeof e === 'string') rep.raw(`${e}\n`);
    else { rep.printError(e); rep.raw('\n'); }
  }
  return errors.length === 0;
}
