/**
 * Numeric substitution blocks, `[[#%x,VAR:expr]]`, and the legacy `[[@LINE+1]]`. A port of
 * FileCheck's parseNumericSubstitutionBlock and its expression AST, with BigInt in place of
 * APInt (so values never overflow; only formatting a negative value unsigned, or dividing by
 * zero, reports FileCheck's "overflow error").
 */
import { NO_FORMAT, NumericVariable, sameFormat, type ExpressionFormat, type FormatKind, type PatternContext } from './context.js';
import type { SourceBuffer } from './source.js';
import type { ErrorDiagnostic } from './types.js';
import { consumeInteger, parseVariable, type Cursor } from './variable.js';

/** Why an expression has no value: an undefined variable (named, located) or an overflow. */
export type EvalError = { readonly kind: 'undef'; readonly name: string; readonly off: number } | { readonly kind: 'overflow' };

export interface ExpressionAST {
  readonly text: string;
  evaluate(): bigint | EvalError;
  implicitFormat(): ExpressionFormat | ErrorDiagnostic;
}

export interface Expression {
  readonly ast: ExpressionAST | undefined;
  readonly format: ExpressionFormat;
}

export interface NumericBlock {
  readonly expression: Expression;
  readonly defined: NumericVariable | undefined;
}

const SPACE = /[ \t]/;
const isError = (v: ExpressionFormat | ErrorDiagnostic): v is ErrorDiagnostic => 'message' in v;

export function formatName(f: ExpressionFormat): string {
  return f.kind === undefined ? '<none>' : `%${f.kind}`;
}

/** ExpressionFormat::getWildcardRegex */
export function wildcardRegex(f: ExpressionFormat): string {
  const alt = f.alternate ? '0x' : '';
  const prec = (s: string): string => `${alt}${s}{${f.precision}}`;
  switch (f.kind ?? 'u') {
    case 'u': return f.precision ? prec('([1-9][0-9]*)?[0-9]') : '[0-9]+';
    case 'd': return f.precision ? prec('-?([1-9][0-9]*)?[0-9]') : '-?[0-9]+';
    case 'X': return f.precision ? prec('([1-9A-F][0-9A-F]*)?[0-9A-F]') : `${alt}[0-9A-F]+`;
    case 'x': return f.precision ? prec('([1-9a-f][0-9a-f]*)?[0-9a-f]') : `${alt}[0-9a-f]+`;
  }
}

/** ExpressionFormat::getMatchingString; undefined for a negative value in an unsigned format. */
export function matchingString(f: ExpressionFormat, value: bigint): string | undefined {
  const kind = f.kind ?? 'u';
  if (kind !== 'd' && value < 0n) return undefined;
  const abs = value < 0n ? -value : value;
  let digits = abs.toString(kind === 'x' || kind === 'X' ? 16 : 10);
  if (kind === 'X') digits = digits.toUpperCase();
  if (f.precision > digits.length) digits = '0'.repeat(f.precision - digits.length) + digits;
  return (value < 0n ? '-' : '') + (f.alternate ? '0x' : '') + digits;
}

/** ExpressionFormat::valueFromStringRepr for text that matched wildcardRegex. */
export function valueFromString(f: ExpressionFormat, text: string): bigint {
  const neg = text.startsWith('-');
  let digits = neg ? text.slice(1) : text;
  if (f.alternate) digits = digits.replace(/^0x/, '');
  const hex = f.kind === 'x' || f.kind === 'X';
  const v = BigInt(hex ? `0x${digits}` : digits);
  return neg ? -v : v;
}

class Literal implements ExpressionAST {
  constructor(readonly text: string, private readonly value: bigint) {}
  evaluate(): bigint { return this.value; }
  implicitFormat(): ExpressionFormat { return NO_FORMAT; }
}

class VariableUse implements ExpressionAST {
  constructor(readonly text: string, private readonly variable: NumericVariable, private readonly off: number) {}
  evaluate(): bigint | EvalError {
    return this.variable.value ?? { kind: 'undef', name: this.text, off: this.off };
  }
  implicitFormat(): ExpressionFormat { return this.variable.implicitFormat; }
}

type Op = (a: bigint, b: bigint) => bigint | undefined;

const FUNCTIONS: Readonly<Record<string, Op>> = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => (b === 0n ? undefined : a / b),
  max: (a, b) => (a > b ? a : b),
  min: (a, b) => (a < b ? a : b),
};

class Operation implements ExpressionAST {
  constructor(
    readonly text: string,
    private readonly op: Op,
    private readonly args: readonly ExpressionAST[],
    private readonly loc: { buf: SourceBuffer; off: number },
  ) {}

  evaluate(): bigint | EvalError {
    const values = this.args.map((a) => a.evaluate());
    for (const v of values) if (typeof v !== 'bigint') return v;
    const r = this.op(values[0] as bigint, values[1] as bigint);
    return r === undefined ? { kind: 'overflow' } : r;
  }

  implicitFormat(): ExpressionFormat | ErrorDiagnostic {
    const formats = this.args.map((a) => a.implicitFormat());
    for (const f of formats) if (isError(f)) return f;
    const [l, r] = formats as ExpressionFormat[];
    if (l!.kind !== undefined && r!.kind !== undefined && !sameFormat(l!, r!)) {
      return {
        loc: this.loc,
        message: `implicit format conflict between '${this.args[0]!.text}' (${formatName(l!)}) and '${this.args[1]!.text}' (${formatName(r!)}), need an explicit format specifier`,
      };
    }
    return l!.kind !== undefined ? l! : r!;
  }
}

type Allowed = 'any' | 'line' | 'legacy-literal';

/** Parses expressions of one substitution block; every method throws ErrorDiagnostic. */
class ExprParser {
  constructor(
    private readonly c: Cursor,
    private readonly lineNumber: number | undefined,
    private readonly context: PatternContext,
  ) {}

  private fail(off: number, message: string): never {
    throw { loc: { buf: this.c.buf, off }, message } satisfies ErrorDiagnostic;
  }

  private skipSpace(): void {
    while (this.c.pos < this.c.end && SPACE.test(this.c.buf.text[this.c.pos]!)) this.c.pos++;
  }

  operand(allowed: Allowed, maybeInvalidConstraint: boolean): ExpressionAST {
    const text = this.c.buf.text;
    if (text[this.c.pos] === '(') {
      if (allowed !== 'any') this.fail(this.c.pos, 'parenthesized expression not permitted here');
      return this.paren();
    }
    const save = this.c.pos;
    if (allowed !== 'legacy-literal') {
      const v = parseVariable(this.c);
      if (!('message' in v)) {
        const after = this.c.pos;
        this.skipSpace();
        if (text[this.c.pos] === '(') {
          if (allowed !== 'any') this.fail(save, 'unexpected function call');
          return this.call(v.name, save);
        }
        this.c.pos = after;
        return this.variableUse(v.name, v.isPseudo, save);
      }
      if (allowed === 'line') throw v;
      this.c.pos = save;
    }
    const neg = text[this.c.pos] === '-' && this.c.pos < this.c.end;
    const digits = this.c.pos + (neg ? 1 : 0);
    const lit = consumeInteger(text.slice(digits, this.c.end), allowed === 'legacy-literal' ? 10 : 0);
    if (!lit) this.fail(save, `invalid ${maybeInvalidConstraint ? 'matching constraint or ' : ''}operand format`);
    this.c.pos = digits + lit.length;
    return new Literal(text.slice(save, this.c.pos), neg ? -lit.value : lit.value);
  }

  private variableUse(name: string, isPseudo: boolean, off: number): ExpressionAST {
    if (isPseudo && name !== '@LINE') this.fail(off, `invalid pseudo numeric variable '${name}'`);
    let variable = this.context.numerics.get(name);
    if (!variable) {
      variable = new NumericVariable(name, { kind: 'u', precision: 0, alternate: false });
      this.context.numerics.set(name, variable);
    }
    if (variable.defLineNumber !== undefined && this.lineNumber !== undefined && variable.defLineNumber === this.lineNumber) {
      this.fail(off, `numeric variable '${name}' defined earlier in the same CHECK directive`);
    }
    return new VariableUse(name, variable, off);
  }

  /** parseBinop: one `+`/`-` and its right operand, if any remain. */
  binop(start: number, left: ExpressionAST, legacy: boolean): ExpressionAST {
    this.skipSpace();
    if (this.c.pos >= this.c.end) return left;
    const opOff = this.c.pos;
    const op = this.c.buf.text[this.c.pos++]!;
    if (op !== '+' && op !== '-') this.fail(opOff, `unsupported operation '${op}'`);
    this.skipSpace();
    if (this.c.pos >= this.c.end) this.fail(this.c.pos, 'missing operand in expression');
    const right = this.operand(legacy ? 'legacy-literal' : 'any', false);
    const text = this.c.buf.text.slice(start, this.c.pos);
    return new Operation(text, FUNCTIONS[op === '+' ? 'add' : 'sub']!, [left, right], { buf: this.c.buf, off: start });
  }

  private paren(): ExpressionAST {
    this.c.pos++;
    this.skipSpace();
    if (this.c.pos >= this.c.end) this.fail(this.c.pos, 'missing operand in expression');
    const start = this.c.pos;
    let e = this.operand('any', false);
    this.skipSpace();
    while (this.c.pos < this.c.end && this.c.buf.text[this.c.pos] !== ')') {
      e = this.binop(start, e, false);
      this.skipSpace();
    }
    if (this.c.buf.text[this.c.pos] !== ')') this.fail(this.c.pos, "missing ')' at end of nested expression");
    this.c.pos++;
    return e;
  }

  private call(name: string, start: number): ExpressionAST {
    this.c.pos++; // '('
    this.skipSpace();
    const args: ExpressionAST[] = [];
    if (this.c.buf.text[this.c.pos] !== ')') {
      for (;;) {
        const argStart = this.c.pos;
        let arg = this.operand('any', false);
        this.skipSpace();
        while (this.c.pos < this.c.end && !',)'.includes(this.c.buf.text[this.c.pos]!)) {
          arg = this.binop(argStart, arg, false);
          this.skipSpace();
        }
        args.push(arg);
        if (this.c.buf.text[this.c.pos] !== ',') break;
        this.c.pos++;
        this.skipSpace();
        if (this.c.pos >= this.c.end) this.fail(this.c.pos, 'missing argument');
      }
    }
    if (this.c.buf.text[this.c.pos] !== ')') this.fail(this.c.pos, "missing ')' at end of call expression");
    this.c.pos++;
    const fn = FUNCTIONS[name];
    if (!fn) this.fail(start, `call to undefined function '${name}'`);
    if (args.length !== 2) this.fail(start, `function '${name}' takes 2 arguments but ${args.length} given`);
    return new Operation(this.c.buf.text.slice(start, this.c.pos), fn, args, { buf: this.c.buf, off: start });
  }
}

function parseFormat(buf: SourceBuffer, start: number, end: number): ExpressionFormat {
  const fail: (off: number, message: string) => never = (off, message) => { throw { loc: { buf, off }, message } satisfies ErrorDiagnostic; };
  let p = start;
  let e = end;
  while (p < e && SPACE.test(buf.text[p]!)) p++;
  while (e > p && SPACE.test(buf.text[e - 1]!)) e--;
  if (buf.text[p] !== '%') fail(p, 'invalid matching format specification in expression');
  p++;
  const altOff = p;
  const alternate = buf.text[p] === '#';
  if (alternate) p++;
  let precision = 0;
  if (buf.text[p] === '.') {
    p++;
    const m = /^[0-9]+/.exec(buf.text.slice(p, e));
    if (!m) fail(p, 'invalid precision in format specifier');
    precision = Number(m[0]);
    p += m[0].length;
  }
  let kind: FormatKind | undefined;
  if (p < e) {
    const c = buf.text[p]!;
    if (c !== 'u' && c !== 'd' && c !== 'x' && c !== 'X') fail(p, 'invalid format specifier in expression');
    kind = c as FormatKind;
    p++;
  }
  if (alternate && kind !== 'x' && kind !== 'X') fail(altOff, 'alternate form only supported for hex values');
  while (p < e && SPACE.test(buf.text[p]!)) p++;
  if (p < e) fail(p, 'invalid matching format specification in expression');
  return kind === undefined ? { kind: undefined, precision, alternate } : { kind, precision, alternate };
}

/**
 * Pattern::parseNumericSubstitutionBlock over buf.text[start, end) (the text after `#`, or the
 * whole `@LINE+n` of a legacy block). Returns the expression and the variable it defines.
 */
export function parseNumericBlock(
  buf: SourceBuffer, start: number, end: number, legacy: boolean,
  lineNumber: number | undefined, context: PatternContext,
): NumericBlock | ErrorDiagnostic {
  try {
    const text = buf.text;
    let p = start;
    let explicit: ExpressionFormat | undefined;
    const comma = text.indexOf(',', p);
    const paren = text.indexOf('(', p);
    if (comma >= 0 && comma < end && (paren < 0 || paren >= end || comma < paren)) {
      explicit = parseFormat(buf, p, comma);
      p = comma + 1;
    }
    let defStart = -1;
    let defEnd = -1;
    const colon = text.indexOf(':', p);
    if (colon >= 0 && colon < end) {
      defStart = p;
      defEnd = colon;
      p = colon + 1;
    }
    const c: Cursor = { buf, pos: p, end };
    const parser = new ExprParser(c, lineNumber, context);
    while (c.pos < end && SPACE.test(text[c.pos]!)) c.pos++;
    const constraint = text.startsWith('==', c.pos) && c.pos + 1 < end;
    if (constraint) c.pos += 2;
    while (c.pos < end && SPACE.test(text[c.pos]!)) c.pos++;
    let ast: ExpressionAST | undefined;
    if (c.pos >= end) {
      if (constraint) return { loc: { buf, off: c.pos }, message: 'empty numeric expression should not have a constraint' };
    } else {
      while (c.end > c.pos && SPACE.test(text[c.end - 1]!)) c.end--;
      const exprStart = c.pos;
      ast = parser.operand(legacy ? 'line' : 'any', !constraint);
      while (c.pos < c.end) {
        ast = parser.binop(exprStart, ast, legacy);
        if (legacy && c.pos < c.end) {
          return { loc: { buf, off: c.pos }, message: `unexpected characters at end of expression '${text.slice(c.pos, c.end)}'` };
        }
      }
    }
    let format = explicit && explicit.kind !== undefined ? explicit : undefined;
    if (!format && ast) {
      const implicit = ast.implicitFormat();
      if (isError(implicit)) return implicit;
      if (implicit.kind !== undefined) format = implicit;
    }
    format ??= { kind: 'u', precision: explicit?.precision ?? 0, alternate: false };
    let defined: NumericVariable | undefined;
    if (defStart >= 0) defined = parseDefinition(buf, defStart, defEnd, format, lineNumber, context);
    return { expression: { ast, format }, defined };
  } catch (e) {
    if (typeof e === 'object' && e !== null && 'message' in e && 'loc' in e) return e as ErrorDiagnostic;
    throw e;
  }
}

function parseDefinition(
  buf: SourceBuffer, start: number, end: number, format: ExpressionFormat,
  lineNumber: number | undefined, context: PatternContext,
): NumericVariable {
  const c: Cursor = { buf, pos: start, end };
  while (c.pos < end && SPACE.test(buf.text[c.pos]!)) c.pos++;
  const v = parseVariable(c);
  if ('message' in v) throw v;
  const fail: (off: number, message: string) => never = (off, message) => { throw { loc: { buf, off }, message } satisfies ErrorDiagnostic; };
  if (v.isPseudo) fail(v.off, 'definition of pseudo numeric variable unsupported');
  if (context.definedStrings.has(v.name)) fail(v.off, `string variable with name '${v.name}' already exists`);
  while (c.pos < end && SPACE.test(buf.text[c.pos]!)) c.pos++;
  if (c.pos < end) fail(c.pos, 'unexpected characters after numeric variable name');
  const previous = context.numerics.get(v.name);
  if (previous) {
    if (!sameFormat(previous.implicitFormat, format)) fail(c.pos, 'format different from previous variable definition');
    return previous;
  }
  return new NumericVariable(v.name, format, lineNumber);
}
