/**
 * Diagnostics attached to IR locations. Verifiers and custom parsers raise a `DiagnosticError`;
 * tools collect diagnostics and render them as `file:line:col: error: message` with the source
 * line and a caret.
 */
import { Location, UnknownLoc } from './location.js';
import type { Operation } from './operation.js';

export type Severity = 'error' | 'warning' | 'note' | 'remark';

export class Diagnostic {
  readonly notes: Diagnostic[] = [];
  /** Further diagnostics reported after this one for the same failure (upstream's parsers that
   * emit twice); tools report them in order. */
  readonly followUps: Diagnostic[] = [];
  /** The op the diagnostic is about, for the "see current operation" note tools may add. */
  op: Operation | undefined;
  /** An op printed at the end of the message (upstream's `diag << *op`), by the tool's printer. */
  appendedOp: Operation | undefined;
  constructor(readonly severity: Severity, readonly loc: Location, readonly message: string) {}
  /** Attaches a note; returns this diagnostic so notes chain. */
  note(message: string, loc?: Location): this {
    this.notes.push(new Diagnostic('note', loc ?? this.loc, message));
    return this;
  }
}

/** An error carried as an exception through parsers and verifiers, caught at the tool boundary. */
export class DiagnosticError extends Error {
  constructor(readonly diagnostic: Diagnostic) { super(diagnostic.message); }
  note(message: string, loc?: Location): this { this.diagnostic.note(message, loc); return this; }
  /** The diagnostic and those reported after it for the same failure, in the order tools print them. */
  get diagnostics(): Diagnostic[] { return [this.diagnostic, ...this.diagnostic.followUps]; }
}

export function errorAt(loc: Location | undefined, message: string): DiagnosticError {
  return new DiagnosticError(new Diagnostic('error', loc ?? UnknownLoc.instance, message));
}

/** An error about an op, without the `'name' op` prefix (MLIR's op->emitError()). */
export function errorOn(op: Operation, message: string): DiagnosticError {
  const e = errorAt(op.loc, message);
  e.diagnostic.op = op;
  return e;
}

/** `'arith.addi' op <message>` at the op's location, as MLIR's emitOpError. */
export function opError(op: Operation, message: string): DiagnosticError {
  const e = errorAt(op.loc, `'${op.name}' op ${message}`);
  e.diagnostic.op = op;
  return e;
}

export type DiagnosticHandler = (d: Diagnostic) => void;

/** Collects diagnostics; the tool decides how to render them. */
export class DiagnosticEngine {
  private readonly handlers: DiagnosticHandler[] = [];
  errorCount = 0;
  constructor(handler?: DiagnosticHandler) { if (handler) this.handlers.push(handler); }
  emit(d: Diagnostic): void {
    if (d.severity === 'error') this.errorCount++;
    for (let i = this.handlers.length - 1; i >= 0; i--) this.handlers[i]!(d);
  }
  error(loc: Location, message: string): Diagnostic {
    const d = new Diagnostic('error', loc, message);
    this.emit(d);
    return d;
  }
  /** Installs a handler for the duration of `fn` (the innermost handler is called first). */
  withHandler<T>(h: DiagnosticHandler, fn: () => T): T {
    this.handlers.push(h);
    try { return fn(); } finally { this.handlers.pop(); }
  }
}
