/**
 * Errors of a program being run. They carry the op whose execution failed so that the tool can
 * say where (`file:line:col: error: 'arith.divsi' op integer division by zero`) in one line, as
 * people need for bad input, instead of a stack trace of generated code.
 */
import type { Operation } from '../ir/operation.js';

export class InterpreterError extends Error {
  constructor(readonly op: Operation | undefined, message: string) {
    super(message);
  }

  /** `file:line:col: error: 'name' op message` (the location part when the op has one). */
  render(): string {
    return renderRuntimeError(this.op, this.message);
  }
}

/** Bad arguments of a run: wrong count, shape or element type, malformed text. */
export class InputError extends Error {}

export function renderRuntimeError(op: Operation | undefined, message: string): string {
  if (!op) return `error: ${message}`;
  const p = op.loc.filePos;
  const where = p ? `${p.file}:${p.line}:${p.col}: ` : '';
  return `${where}error: '${op.name}' op ${message}`;
}
