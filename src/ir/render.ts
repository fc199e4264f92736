/** Renders diagnostics as people read them, with source lines from a SourceManager. */
import { Diagnostic } from './diagnostics.js';
import type { Operation } from './operation.js';
import { formatMessage, type SourceManager } from '../support/source.js';

/** `printOp` renders the op of an op diagnostic for the "see current operation" note. */
export function renderDiagnostic(d: Diagnostic, sources: SourceManager, printOp?: (op: Operation) => string): string {
  const main = d.loc.filePos;
  // As upstream's Diagnostic::appendOp, an op printed on several lines starts on a line of its own.
  const withOp = (message: string, op: Operation): string => {
    const text = printOp!(op);
    return `${message}${text.includes('\n') ? '\n' : ''}${text}`;
  };
  const one = (x: Diagnostic): string => {
    const p = x.loc.filePos;
    const pos = p ? { file: p.file, line: p.line, col: p.col } : undefined;
    // As upstream, a note at the diagnostic's own location does not repeat the source line.
    const sameAsMain = x !== d && p && main && p.file === main.file && p.line === main.line && p.col === main.col;
    const line = p && !sameAsMain ? sources.get(p.file)?.line(p.line) : undefined;
    const message = x.appendedOp && printOp ? withOp(x.message, x.appendedOp) : x.message;
    return formatMessage(pos, x.severity, message, line);
  };
  const opNote = d.op && printOp ? one(new Diagnostic('note', d.loc, withOp('see current operation: ', d.op))) : '';
  return one(d) + opNote + d.notes.map(one).join('');
}
