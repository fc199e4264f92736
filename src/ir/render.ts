/** Renders diagnostics as people read them, with source lines from a SourceManager. */
import { Diagnostic } from './diagnostics.js';
import type { Operation } from './operation.js';
import { formatMessage, type SourceManager } from '../support/source.js';

/** `printOp` renders the op of an op diagnostic for the "see current operation" note. */
export function renderDiagnostic(d: Diagnostic, sources: SourceManager, printOp?: (op: Operation) => string): string {
  const main = d.loc.filePos;
  const one = (x: Diagnostic): string => {
    const p = x.loc.filePos;
    const pos = p ? { file: p.file, line: p.line, col: p.col } : undefined;
    // As upstream, a note at the diagnostic's own location does not repeat the source line.
    const sameAsMain = x !== d && p && main && p.file === main.file && p.line === main.line && p.col === main.col;
    const line = p && !sameAsMain ? sources.get(p.file)?.line(p.line) : undefined;
    return formatMessage(pos, x.severity, x.message, line);
  };
  // As upstream's Diagnostic::appendOp, an op printed on several lines starts on a line of its own.
  const opText = d.op && printOp ? printOp(d.op) : undefined;
  const opNote = opText !== undefined ? one(new Diagnostic('note', d.loc, `see current operation: ${opText.includes('\n') ? '\n' : ''}${opText}`)) : '';
  return one(d) + opNote + d.notes.map(one).join('');
}
