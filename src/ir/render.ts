/** Renders diagnostics as people read them, with source lines from a SourceManager. */
import type { Diagnostic } from './diagnostics.js';
import { formatMessage, type SourceManager } from '../support/source.js';

export function renderDiagnostic(d: Diagnostic, sources: SourceManager): string {
  const one = (x: Diagnostic): string => {
    const p = x.loc.filePos;
    const pos = p ? { file: p.file, line: p.line, col: p.col } : undefined;
    const line = p ? sources.get(p.file)?.line(p.line) : undefined;
    return formatMessage(pos, x.severity, x.message, line);
  };
  return one(d) + d.notes.map(one).join('');
}
