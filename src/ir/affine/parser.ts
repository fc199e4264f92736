/**
 * The affine parser proper, ported from upstream's mlir/lib/AsmParser/AffineParser.cpp; the
 * entry points callers use are in parse.ts.
 *
 * The productions build expressions in upstream's order through the simplifying constructors,
 * so `(d0 * 4) floordiv 2` parses to `d0 * 2` just as in mlir-opt; errors carry upstream's
 * messages and locations (including `emitWrongTokenError`'s habit of pointing just after the
 * previous token). Upstream recurses once per operator of a chain; here the chains are loops
 * with the same construction order, nesting depth is bounded, and any stack overflow that slips
 * through becomes an error, so no input makes the parser throw or hang.
 */
import { type AffineExpr, getAffineConstantExpr, getAffineDimExpr, getAffineSymbolExpr } from './expr.js';
import { type AffineToken, type AffineTokenKind, lexAffineToken } from './lexer.js';
import { AffineMap } from './map.js';
import { IntegerSet } from './set.js';

/** A parse failure: upstream's message and the offset (into the given text) it points at. */
export class AffineParseError {
  constructor(readonly message: string, readonly offset: number) {}
}

/** What a name used inside an expression stands for (see `parseAffineExprWithOperands`). */
export interface AffineOperandRef {
  kind: 'dim' | 'symbol';
  pos: number;
}

/** Maps the dims and symbols of an expression to SSA operands, in order of first use. */
export interface SSAOperands {
  dimOperands: string[];
  symbolOperands: string[];
}

/** Where each SSA operand of `SSAOperands` was first written (offsets into the text), for
 * diagnostics about the operand itself. */
export interface SSAOperandOffsets {
  dims: number[];
  symbols: number[];
}

type LowOp = 'add' | 'sub';
type HighOp = 'mul' | 'floordiv' | 'ceildiv' | 'mod';
const highOps: ReadonlyMap<AffineTokenKind, HighOp> = new Map<AffineTokenKind, HighOp>([
  ['*', 'mul'], ['kw_floordiv', 'floordiv'], ['kw_ceildiv', 'ceildiv'], ['kw_mod', 'mod'],
]);

/** Nesting (parentheses, negations) beyond this is reported instead of risking the stack. */
const maxNesting = 1000;

export type AffineParserMode =
  | { kind: 'plain' }
  | { kind: 'ssa'; operands: SSAOperands; offsets?: SSAOperandOffsets }
  | { kind: 'resolve'; resolve: (name: string) => AffineOperandRef | undefined };

export class AffineParser {
  tok: AffineToken;
  error: AffineParseError | undefined;
  private readonly names: { name: string; expr: AffineExpr }[] = [];
  private depth = 0;

  constructor(private readonly text: string, offset: number, private readonly mode: AffineParserMode) {
    this.tok = lexAffineToken(text, offset);
    this.noteLexError();
  }

  // ---- token plumbing -------------------------------------------------------------------------

  private noteLexError(): void {
    if (this.tok.kind === 'error') this.emitErrorAt(this.tok.start, this.tok.message ?? 'unexpected character');
  }
  private consume(): void {
    this.tok = lexAffineToken(this.text, this.tok.end);
    this.noteLexError();
  }
  private consumeIf(kind: AffineTokenKind): boolean {
    if (this.tok.kind !== kind) return false;
    this.consume();
    return true;
  }
  emitErrorAt(offset: number, message: string): undefined {
    this.error ??= new AffineParseError(message, offset);
    return undefined;
  }
  private emitError(message: string): undefined {
    return this.emitErrorAt(this.tok.start, message);
  }
  /** Upstream reports a wrong token just after the previous token, skipping back over blank
   * space, line breaks and `//` comments, so the caret sits where something was missing. */
  private emitWrongTokenError(message: string): undefined {
    const loc = this.tok.start;
    let end = loc;
    for (;;) {
      while (end > 0 && (this.text[end - 1] === ' ' || this.text[end - 1] === '\t')) --end;
      if (end === 0) return this.emitErrorAt(loc, message);
      const ch = this.text[end - 1];
      if (ch !== '\n' && ch !== '\r') return this.emitErrorAt(end, message);
      --end;
      const lineStart = Math.max(this.text.lastIndexOf('\n', end - 1), this.text.lastIndexOf('\r', end - 1), 0);
      const comment = this.text.slice(lineStart, end).indexOf('//');
      if (comment !== -1) end = lineStart + comment;
    }
  }
  private parseToken(kind: AffineTokenKind, message: string): boolean {
    if (this.consumeIf(kind)) return true;
    this.emitWrongTokenError(message);
    return false;
  }
  /** The current token's kind (a call, so TypeScript does not keep narrowing across consume). */
  private peek(): AffineTokenKind {
    return this.tok.kind;
  }
  private isIdentifier(): boolean {
    const k = this.tok.kind;
    return k === 'ident' || k === 'kw_symbol' || k === 'kw_floordiv' || k === 'kw_ceildiv' || k === 'kw_mod';
  }
  private spelling(): string {
    return this.text.slice(this.tok.start, this.tok.end);
  }

  /** Upstream `parseCommaSeparatedList` for the `(`...`)` and `[`...`]` delimiters. */
  parseList(open: '(' | '[', parseElt: () => boolean, context: string): boolean {
    const close = open === '(' ? ')' : ']';
    if (!this.parseToken(open, `expected '${open}'${context}`)) return false;
    if (this.consumeIf(close)) return true;
    if (!parseElt()) return false;
    while (this.consumeIf(',')) if (!parseElt()) return false;
    return this.parseToken(close, `expected '${close}'${context}`);
  }

  // ---- expressions ----------------------------------------------------------------------------

  private high(op: HighOp, lhs: AffineExpr, rhs: AffineExpr, opLoc: number): AffineExpr | undefined {
    if (op === 'mul') {
      if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
        return this.emitErrorAt(opLoc,
          'non-affine expression: at least one of the multiply operands has to be either a constant or symbolic');
      }
      return lhs.mul(rhs);
    }
    if (!rhs.isSymbolicOrConstant()) {
      return this.emitErrorAt(opLoc,
        `non-affine expression: right operand of ${op} has to be either a constant or symbolic`);
    }
    return op === 'floordiv' ? lhs.floorDiv(rhs) : op === 'ceildiv' ? lhs.ceilDiv(rhs) : lhs.mod(rhs);
  }
  private low(op: LowOp, lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
    return op === 'add' ? lhs.add(rhs) : lhs.sub(rhs);
  }
  private consumeIfLowOp(): LowOp | undefined {
    if (this.consumeIf('+')) return 'add';
    if (this.consumeIf('-')) return 'sub';
    return undefined;
  }
  private consumeIfHighOp(): HighOp | undefined {
    const op = highOps.get(this.tok.kind);
    if (op !== undefined) this.consume();
    return op;
  }

  /** `e1 op e2 op ... en` for the high-precedence ops (upstream parseAffineHighPrecOpExpr). As
   * upstream, a non-affine operand is reported at the operator *after* it when one follows. */
  private parseHighPrecOpExpr(llhsIn: AffineExpr, llhsOpIn: HighOp, llhsOpLocIn: number): AffineExpr | undefined {
    let llhs = llhsIn;
    let llhsOp = llhsOpIn;
    let llhsOpLoc = llhsOpLocIn;
    for (;;) {
      const lhs = this.parseOperandExpr(llhs);
      if (!lhs) return undefined;
      const opLoc = this.tok.start;
      const op = this.consumeIfHighOp();
      if (op === undefined) return this.high(llhsOp, llhs, lhs, llhsOpLoc);
      const expr = this.high(llhsOp, llhs, lhs, opLoc);
      if (!expr) return undefined;
      llhs = expr;
      llhsOp = op;
      llhsOpLoc = opLoc;
    }
  }

  /** A full expression (upstream parseAffineLowPrecOpExpr from `parseAffineExpr`). */
  parseExpr(): AffineExpr | undefined {
    let llhs: AffineExpr | undefined;
    let llhsOp: LowOp = 'add';
    for (;;) {
      const lhs = this.parseOperandExpr(llhs);
      if (!lhs) return undefined;
      const lOp = this.consumeIfLowOp();
      if (lOp !== undefined) {
        llhs = llhs ? this.low(llhsOp, llhs, lhs) : lhs;
        llhsOp = lOp;
        continue;
      }
      const opLoc = this.tok.start;
      const hOp = this.consumeIfHighOp();
      if (hOp === undefined) return llhs ? this.low(llhsOp, llhs, lhs) : lhs;
      const highRes = this.parseHighPrecOpExpr(lhs, hOp, opLoc);
      if (!highRes) return undefined;
      const expr = llhs ? this.low(llhsOp, llhs, highRes) : highRes;
      const next = this.consumeIfLowOp();
      if (next === undefined) return expr;
      llhs = expr;
      llhsOp = next;
    }
  }

  /** An operand: identifier, integer, parenthesized expression or negation. `lhs` only picks
   * the error message ("missing right operand" when there was a left one). */
  private parseOperandExpr(lhs: AffineExpr | undefined): AffineExpr | undefined {
    if (this.depth >= maxNesting) return this.emitError('affine expression nested too deeply');
    ++this.depth;
    try {
      return this.parseOperandExprInner(lhs);
    } finally {
      --this.depth;
    }
  }

  private parseOperandExprInner(lhs: AffineExpr | undefined): AffineExpr | undefined {
    switch (this.tok.kind) {
      case 'kw_symbol': return this.parseSymbolSSAIdExpr();
      case 'percent': return this.parseSSAIdExpr(false);
      case 'integer': return this.parseIntegerExpr();
      case '(': {
        this.consume();
        if (this.peek() === ')') return this.emitError('no expression inside parentheses');
        const e = this.parseExpr();
        if (!e || !this.parseToken(')', "expected ')'")) return undefined;
        return e;
      }
      case '-': {
        this.consume();
        const operand = this.parseOperandExpr(lhs);
        if (!operand) return this.emitError('missing operand of negation');
        return getAffineConstantExpr(-1).mul(operand);
      }
      case '+':
      case '*':
        return this.emitError(lhs ? 'missing right operand of binary operator' : 'missing left operand of binary operator');
      default:
        if (this.isIdentifier()) return this.parseBareIdExpr();
        return this.emitError(lhs ? 'missing right operand of binary operator' : 'expected affine expression');
    }
  }

  private parseBareIdExpr(): AffineExpr | undefined {
    const name = this.spelling();
    const found = this.lookup(name);
    if (!found) return this.emitWrongTokenError('use of undeclared identifier');
    this.consume();
    return found;
  }

  private lookup(name: string): AffineExpr | undefined {
    const mode = this.mode;
    if (mode.kind === 'resolve') {
      const ref = mode.resolve(name);
      if (!ref) return undefined;
      return ref.kind === 'dim' ? getAffineDimExpr(ref.pos) : getAffineSymbolExpr(ref.pos);
    }
    return this.names.find((entry) => entry.name === name)?.expr;
  }

  private parseSSAIdExpr(isSymbol: boolean): AffineExpr | undefined {
    const mode = this.mode;
    if (mode.kind === 'plain') return this.emitWrongTokenError('unexpected ssa identifier');
    if (this.tok.kind !== 'percent') return this.emitWrongTokenError('expected ssa identifier');
    let name = this.spelling();
    const nameStart = this.tok.start;
    this.consume();
    // `%x#1` names result 1 of `%x`; `%x#0` is `%x`.
    if (this.peek() === 'hash') {
      const num = this.spelling().slice(1);
      if (!/^[0-9]+$/.test(num)) return this.emitError('invalid SSA value result number');
      if (Number(num) !== 0) name += `#${Number(num)}`;
      this.consume();
    }
    if (mode.kind === 'resolve') {
      const found = this.lookup(name);
      return found ?? this.emitErrorAt(nameStart, 'use of undeclared identifier');
    }
    const known = this.names.find((entry) => entry.name === name);
    if (known) return known.expr;
    const ops = mode.operands;
    const expr = isSymbol ? getAffineSymbolExpr(ops.symbolOperands.length) : getAffineDimExpr(ops.dimOperands.length);
    (isSymbol ? ops.symbolOperands : ops.dimOperands).push(name);
    if (mode.offsets) (isSymbol ? mode.offsets.symbols : mode.offsets.dims).push(nameStart);
    this.names.push({ name, expr });
    return expr;
  }

  private parseSymbolSSAIdExpr(): AffineExpr | undefined {
    this.consume(); // `symbol`
    if (!this.parseToken('(', "expected '(' at start of SSA symbol")) return undefined;
    const e = this.parseSSAIdExpr(true);
    if (!e || !this.parseToken(')', "expected ')' at end of SSA symbol")) return undefined;
    return e;
  }

  private parseIntegerExpr(): AffineExpr | undefined {
    const big = BigInt(this.spelling()); // decimal or 0x-hex, as lexed
    if (big > 0x7fffffffffffffffn) return this.emitError('constant too large for index');
    if (big > BigInt(Number.MAX_SAFE_INTEGER)) {
      return this.emitError('constant too large for comco affine expressions (beyond 2^53)');
    }
    this.consume();
    return getAffineConstantExpr(Number(big));
  }

  // ---- maps and sets --------------------------------------------------------------------------

  private parseIdentifierDefinition(expr: AffineExpr): boolean {
    if (!this.isIdentifier()) return this.emitWrongTokenError('expected bare identifier') ?? false;
    const name = this.spelling();
    if (this.names.some((entry) => entry.name === name)) {
      return this.emitError(`redefinition of identifier '${name}'`) ?? false;
    }
    this.consume();
    this.names.push({ name, expr });
    return true;
  }

  private parseAffineConstraint(): { expr: AffineExpr; isEq: boolean } | undefined {
    const lhs = this.parseExpr();
    if (!lhs) return undefined;
    if (this.consumeIf('>') && this.consumeIf('=')) {
      const rhs = this.parseExpr();
      return rhs && { expr: lhs.sub(rhs), isEq: false };
    }
    if (this.consumeIf('<') && this.consumeIf('=')) {
      const rhs = this.parseExpr();
      return rhs && { expr: rhs.sub(lhs), isEq: false };
    }
    if (this.consumeIf('=') && this.consumeIf('=')) {
      const rhs = this.parseExpr();
      return rhs && { expr: lhs.sub(rhs), isEq: true };
    }
    return this.emitError("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
  }

  /** `(dims)[symbols] -> (results)` or `(dims)[symbols] : (constraints)`. */
  parseMapOrSet(): AffineMap | IntegerSet | undefined {
    let numDims = 0;
    let numSymbols = 0;
    const dimOk = this.parseList('(', () => this.parseIdentifierDefinition(getAffineDimExpr(numDims++)),
      ' in dimensional identifier list');
    if (!dimOk) return undefined;
    if (this.tok.kind === '[') {
      const symOk = this.parseList('[', () => this.parseIdentifierDefinition(getAffineSymbolExpr(numSymbols++)),
        ' in symbol list');
      if (!symOk) return undefined;
    }
    if (this.consumeIf('->')) {
      const results: AffineExpr[] = [];
      const ok = this.parseList('(', () => {
        const e = this.parseExpr();
        if (e) results.push(e);
        return e !== undefined;
      }, ' in affine map range');
      return ok ? AffineMap.get(numDims, numSymbols, results) : undefined;
    }
    if (!this.parseToken(':', "expected '->' or ':'")) return undefined;
    const constraints: AffineExpr[] = [];
    const eqFlags: boolean[] = [];
    const ok = this.parseList('(', () => {
      const c = this.parseAffineConstraint();
      if (c) {
        constraints.push(c.expr);
        eqFlags.push(c.isEq);
      }
      return c !== undefined;
    }, ' in integer set constraint list');
    if (!ok) return undefined;
    // No constraints is the degenerate "true" set, `0 == 0`.
    if (constraints.length === 0) return IntegerSet.universe(numDims, numSymbols);
    return IntegerSet.get(numDims, numSymbols, constraints, eqFlags);
  }

  /** Runs a production; any error (including a stack overflow) becomes an AffineParseError. */
  run<T>(production: () => T | undefined): { value: T; end: number } | AffineParseError {
    let value: T | undefined;
    const start = this.tok.start;
    try {
      value = production();
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      return new AffineParseError('affine expression nested too deeply', start);
    }
    if (this.error) return this.error;
    if (value === undefined) return new AffineParseError('invalid affine syntax', this.tok.start);
    return { value, end: this.tok.start };
  }

  atEnd(): boolean {
    return this.tok.kind === 'eof';
  }
}
