/**
 * One CHECK pattern: FileCheck's Pattern::parsePattern and Pattern::match. A pattern is either a
 * fixed string or one POSIX regex built exactly as FileCheck builds it (literal text escaped,
 * `{{re}}` inlined, `[[VAR:re]]` as a capture group, `[[VAR]]` spliced in at match time), so that
 * group numbers, back-references to variables defined on the same line, and error messages all
 * come out as FileCheck's. The regex is then translated to JS by ./regex.ts.
 */
import type { NumericVariable, PatternContext } from './context.js';
import { matchingString, parseNumericBlock, valueFromString, wildcardRegex, type Expression } from './numeric.js';
import { execPosix } from './posix-match.js';
import { escapeEre, RegexSyntaxError, translateEre } from './regex.js';
import type { Loc, SourceBuffer } from './source.js';
import type { CheckType, ErrorDiagnostic, FileCheckRequest, Reporter } from './types.js';
import { parseVariable } from './variable.js';

/** A `[[VAR]]` or `[[#expr]]` whose text is only known when matching. */
export interface Substitution {
  /** The variable name or expression text, as written. */
  readonly fromStr: string;
  readonly fromLoc: Loc;
  /** Where in the regex source the value goes. */
  readonly insertIdx: number;
  /** The regex text of the value, or why there is none. */
  resultRegex(): string | ErrorDiagnostic;
  /** The value as notes show it (`"foo"`), or undefined when it has none. */
  resultForDiagnostics(): string | undefined;
}

export type MatchResult =
  | { readonly kind: 'found'; readonly pos: number; readonly len: number; readonly errors: readonly ErrorDiagnostic[] }
  | { readonly kind: 'notfound' }
  | { readonly kind: 'error'; readonly errors: readonly ErrorDiagnostic[] };

const isPrintable = (c: string): boolean => c >= ' ' && c <= '~';

/** raw_ostream::write_escaped */
function writeEscaped(s: string): string {
  let out = '';
  for (const c of s) {
    if (c === '\\') out += '\\\\';
    else if (c === '\t') out += '\\t';
    else if (c === '\n') out += '\\n';
    else if (c === '"') out += '\\"';
    else if (isPrintable(c) || c.charCodeAt(0) > 0x7f) out += c;
    else out += '\\' + c.charCodeAt(0).toString(8).padStart(3, '0');
  }
  return out;
}

class StringSubstitution implements Substitution {
  constructor(readonly fromStr: string, readonly fromLoc: Loc, readonly insertIdx: number, private readonly context: PatternContext) {}

  resultRegex(): string | ErrorDiagnostic {
    const v = this.context.strings.get(this.fromStr);
    if (v === undefined) return { loc: this.fromLoc, message: `undefined variable: ${this.fromStr}` };
    return escapeEre(v.value);
  }

  resultForDiagnostics(): string | undefined {
    const v = this.context.strings.get(this.fromStr);
    if (v === undefined) return undefined;
    const needsEscaping = [...v.value].some((c) => !isPrintable(c) || c === '"');
    return needsEscaping ? `"${writeEscaped(v.value)}" (escaped value)` : `"${v.value}"`;
  }
}

class NumericSubstitution implements Substitution {
  constructor(readonly fromStr: string, readonly fromLoc: Loc, readonly insertIdx: number, private readonly expr: Expression) {}

  private value(): string | ErrorDiagnostic {
    const v = this.expr.ast!.evaluate();
    if (typeof v === 'bigint') {
      const s = matchingString(this.expr.format, v);
      if (s !== undefined) return s;
    } else if (v.kind === 'undef') {
      return { loc: { buf: this.fromLoc.buf, off: v.off }, message: `undefined variable: ${v.name}` };
    }
    return { loc: this.fromLoc, message: 'unable to substitute variable or numeric expression: overflow error' };
  }

  resultRegex(): string | ErrorDiagnostic {
    const v = this.value();
    return typeof v === 'string' ? escapeEre(v) : v;
  }

  resultForDiagnostics(): string | undefined {
    const v = this.value();
    return typeof v === 'string' ? `"${v}"` : undefined;
  }
}

export class Pattern {
  fixedStr = '';
  regExStr = '';
  loc!: Loc;
  readonly substitutions: Substitution[] = [];
  /** String variables defined here -> their capture group. */
  readonly variableDefs = new Map<string, number>();
  readonly numericDefs = new Map<string, { variable: NumericVariable; group: number }>();
  private ignoreCase = false;
  /** Where the last `[[...]]` block parsed ended. */
  private blockEnd = 0;

  constructor(readonly checkTy: CheckType, readonly context: PatternContext, readonly lineNumber?: number) {}

  hasVariable(): boolean {
    return this.substitutions.length > 0 || this.variableDefs.size > 0;
  }

  /**
   * Parses buf.text[start, end). Returns false on success; on a syntax error prints it and
   * returns true, or returns 'exit' where FileCheck itself exits at once with status 1.
   */
  parse(buf: SourceBuffer, start: number, end: number, prefix: string, req: FileCheckRequest, rep: Reporter): boolean | 'exit' {
    const matchFullLinesHere = req.matchFullLines && this.checkTy.kind !== 'not';
    this.ignoreCase = req.ignoreCase;
    this.loc = { buf, off: start };
    const text = buf.text;
    if (!(req.noCanonicalizeWhiteSpace && req.matchFullLines)) {
      while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
    }
    const pattern = text.slice(start, end);
    if (pattern === '' && this.checkTy.kind !== 'empty') {
      rep.print(this.loc, 'error', `found empty check string with prefix '${prefix}:'`);
      return true;
    }
    if (pattern !== '' && this.checkTy.kind === 'empty') {
      rep.print(this.loc, 'error', `found non-empty check string for empty check with prefix '${prefix}:'`);
      return true;
    }
    if (this.checkTy.kind === 'empty') {
      this.regExStr = '(\n$)';
      return false;
    }
    if (this.checkTy.literal) {
      this.fixedStr = pattern;
      return false;
    }
    if (!matchFullLinesHere && (pattern.length < 2 || (!pattern.includes('{{') && !pattern.includes('[[')))) {
      this.fixedStr = pattern;
      return false;
    }
    if (matchFullLinesHere) this.regExStr += req.noCanonicalizeWhiteSpace ? '^' : '^ *';
    const curParen = { n: 1 };
    let p = start;
    while (p < end) {
      if (text.startsWith('{{', p)) {
        const close = text.indexOf('}}', p + 2);
        if (close < 0 || close + 2 > end) {
          rep.print({ buf, off: p }, 'error', "found start of regex string with no end '}}'");
          return true;
        }
        const re = text.slice(p + 2, close);
        const alternation = re.includes('|');
        if (alternation) { this.regExStr += '('; curParen.n++; }
        if (this.addRegex(re, { buf, off: p + 2 }, curParen, rep)) return true;
        if (alternation) this.regExStr += ')';
        p = close + 2;
        continue;
      }
      if (text.startsWith('[[', p) && !text.startsWith('[[[', p)) {
        const r = this.parseSubstitutionBlock(buf, p, end, curParen, rep);
        if (r !== 'ok') return r === 'exit' ? 'exit' : true;
        p = this.blockEnd;
        continue;
      }
      let fixedEnd = end;
      const a = text.indexOf('{{', p + 1);
      const b = text.indexOf('[[', p + 1);
      if (a >= 0 && a < fixedEnd) fixedEnd = a;
      if (b >= 0 && b < fixedEnd) fixedEnd = b;
      this.regExStr += escapeEre(text.slice(p, fixedEnd));
      p = fixedEnd;
    }
    if (matchFullLinesHere) this.regExStr += req.noCanonicalizeWhiteSpace ? '$' : ' *$';
    return false;
  }

  /** One `[[...]]` block starting at p; sets blockEnd past its `]]`. */
  private parseSubstitutionBlock(buf: SourceBuffer, p: number, end: number, curParen: { n: number }, rep: Reporter): 'ok' | 'error' | 'exit' {
    const text = buf.text;
    const inner = p + 2;
    const found = findRegexVarEnd(text, inner, end);
    if (found && 'stray' in found) {
      rep.print({ buf, off: found.stray }, 'error', 'missing closing "]" for regex variable');
      return 'exit';
    }
    if (!found) {
      rep.print({ buf, off: p }, 'error', 'Invalid substitution block, no ]] found');
      return 'error';
    }
    const close = found.close;
    this.blockEnd = close + 2;
    let m = inner;
    let isNumBlock = text[m] === '#';
    if (isNumBlock) m++;
    let isDefinition = false;
    let substNeeded = false;
    let isLegacyLineExpr = false;
    let defName = '';
    let substStr = '';
    let substOff = m;
    let matchRegexp = '';
    let matchRegexpOff = m;
    let insertIdx = this.regExStr.length;
    const fail = (e: ErrorDiagnostic): 'error' => { rep.printError(e); rep.raw('\n'); return 'error'; };

    if (!isNumBlock) {
      const colon = text.indexOf(':', m);
      const varEnd = colon >= 0 && colon < close ? colon : close;
      const space = text.slice(m, varEnd).search(/[ \t]/);
      if (space >= 0) {
        rep.print({ buf, off: m + space }, 'error', 'unexpected whitespace');
        return 'error';
      }
      const cursor = { buf, pos: m, end: close };
      const v = parseVariable(cursor);
      if ('message' in v) return fail(v);
      isDefinition = varEnd !== close;
      substNeeded = !isDefinition;
      if (isDefinition) {
        if (v.isPseudo || text[cursor.pos] !== ':') {
          rep.print({ buf, off: v.off }, 'error', 'invalid name in string variable definition');
          return 'error';
        }
        if (this.context.numerics.has(v.name)) {
          rep.print({ buf, off: v.off }, 'error', `numeric variable with name '${v.name}' already exists`);
          return 'error';
        }
        defName = v.name;
        matchRegexp = text.slice(cursor.pos + 1, close);
        matchRegexpOff = cursor.pos + 1;
      } else if (v.isPseudo) {
        isLegacyLineExpr = isNumBlock = true;
      } else {
        if (cursor.pos !== close) {
          rep.print({ buf, off: v.off }, 'error', 'invalid name in string variable use');
          return 'error';
        }
        substStr = v.name;
        substOff = v.off;
      }
    }

    let expression: Expression | undefined;
    let definedNumeric: NumericVariable | undefined;
    if (isNumBlock) {
      const block = parseNumericBlock(buf, m, close, isLegacyLineExpr, this.lineNumber, this.context);
      if ('message' in block) return fail(block);
      expression = block.expression;
      substNeeded = expression.ast !== undefined;
      if (block.defined) {
        isDefinition = true;
        definedNumeric = block.defined;
        defName = block.defined.name;
      }
      if (substNeeded) {
        substStr = text.slice(m, close);
        substOff = m;
      } else {
        matchRegexp = wildcardRegex(expression.format);
        matchRegexpOff = -1;
      }
    }

    if (isDefinition) {
      this.regExStr += '(';
      insertIdx++;
      if (definedNumeric) {
        this.numericDefs.set(defName, { variable: definedNumeric, group: curParen.n });
        this.context.numerics.set(defName, definedNumeric);
      } else {
        this.variableDefs.set(defName, curParen.n);
        this.context.definedStrings.add(defName);
      }
      curParen.n++;
    }
    if (matchRegexp !== '') {
      const loc = matchRegexpOff >= 0 ? { buf, off: matchRegexpOff } : { buf, off: m };
      if (this.addRegex(matchRegexp, loc, curParen, rep)) return 'error';
    }
    if (isDefinition) this.regExStr += ')';

    if (substNeeded) {
      const group = isNumBlock ? undefined : this.variableDefs.get(substStr);
      if (group !== undefined) {
        if (group < 1 || group > 9) {
          rep.print({ buf, off: substOff }, 'error', "Can't back-reference more than 9 variables");
          return 'error';
        }
        this.regExStr += `\\${group}`;
      } else if (isNumBlock) {
        this.substitutions.push(new NumericSubstitution(substStr, { buf, off: substOff }, insertIdx, expression!));
      } else {
        this.substitutions.push(new StringSubstitution(substStr, { buf, off: substOff }, insertIdx, this.context));
      }
    }
    return 'ok';
  }

  /** AddRegExToRegEx: validates `re` and appends it, counting its groups. */
  private addRegex(re: string, loc: Loc, curParen: { n: number }, rep: Reporter): boolean {
    try {
      curParen.n += translateEre(re).groups;
    } catch (e) {
      if (!(e instanceof RegexSyntaxError)) throw e;
      rep.print(loc, 'error', `invalid regex: ${e.message}`);
      return true;
    }
    this.regExStr += re;
    return false;
  }

  /** Pattern::match against input[from, to): positions are absolute offsets into input. */
  match(input: string, from: number, to: number): MatchResult {
    if (this.checkTy.kind === 'eof') return { kind: 'found', pos: to, len: 0, errors: [] };
    const buffer = input.slice(from, to);
    if (this.fixedStr !== '') {
      const pos = this.ignoreCase
        ? buffer.toLowerCase().indexOf(this.fixedStr.toLowerCase())
        : buffer.indexOf(this.fixedStr);
      return pos < 0 ? { kind: 'notfound' } : { kind: 'found', pos: from + pos, len: this.fixedStr.length, errors: [] };
    }
    let regex = this.regExStr;
    if (this.substitutions.length > 0) {
      if (this.lineNumber !== undefined) this.context.lineVariable.value = BigInt(this.lineNumber);
      const errors: ErrorDiagnostic[] = [];
      let offset = 0;
      for (const s of this.substitutions) {
        const v = s.resultRegex();
        if (typeof v !== 'string') { errors.push(v); continue; }
        regex = regex.slice(0, s.insertIdx + offset) + v + regex.slice(s.insertIdx + offset);
        offset += v.length;
      }
      if (errors.length > 0) return { kind: 'error', errors };
    }
    const m = execPosix(regex, buffer, this.ignoreCase);
    if (!m) return { kind: 'notfound' };
    for (const [name, group] of this.variableDefs) {
      const g = m.groups[group];
      this.context.strings.set(name, { value: g?.text ?? '', start: from + (g?.start ?? 0) });
    }
    for (const { variable, group } of this.numericDefs.values()) {
      const g = m.groups[group];
      variable.value = valueFromString(variable.implicitFormat, g?.text ?? '0');
      const start = from + (g?.start ?? 0);
      variable.capture = { start, end: start + (g?.text.length ?? 0) };
    }
    // CHECK-EMPTY's regex consumes the newline that precedes the empty line.
    const skip = this.checkTy.kind === 'empty' ? 1 : 0;
    return { kind: 'found', pos: from + m.start + skip, len: m.end - m.start - skip, errors: [] };
  }

  /** The example string for fuzzy matching: the fixed text, or else the regex source. */
  exampleString(): string {
    return this.fixedStr !== '' ? this.fixedStr : this.regExStr;
  }
}

/** Pattern::FindRegexVarEnd: the `]]` closing a block, skipping nested brackets and backslash
 * escapes; a `]` closing nothing is FileCheck's fatal "missing closing" error. */
function findRegexVarEnd(text: string, start: number, end: number): { close: number } | { stray: number } | undefined {
  let depth = 0;
  let i = start;
  while (i < end) {
    if (depth === 0 && text.startsWith(']]', i) && i + 1 < end) return { close: i };
    if (text[i] === '\\') { i += 2; continue; }
    if (text[i] === '[') depth++;
    else if (text[i] === ']') {
      if (depth === 0) return { stray: i };
      depth--;
    }
    i++;
  }
  return undefined;
}
