/**
 * `--verify-diagnostics`: every diagnostic must be announced by an `expected-<severity>` comment
 * (`// expected-error@+1 {{message}}`, `@-2`, `@above`, `@below`), every announcement must be
 * met, as upstream's SourceMgrDiagnosticVerifierHandler.
 */
import type { Diagnostic, Severity } from '../ir/diagnostics.js';
import { formatMessage } from '../support/source.js';

interface Expected {
  readonly severity: Severity;
  readonly line: number;
  readonly text: string;
  /** Where the directive is written, for "was not produced" errors. */
  readonly at: { line: number; col: number; len: number };
  matched: boolean;
}

const DIRECTIVE = /expected-(error|warning|note|remark)\s*(@(?:[+-]\d+|above|below))?\s*\{\{(.*?)\}\}/g;

export function collectExpectations(text: string, firstLine: number): Expected[] {
  const out: Expected[] = [];
  const lines = text.split('\n');
  // `@above` / `@below` name the nearest line above / below that holds no directive.
  const plain = lines.map((l) => !/expected-(error|warning|note|remark)/.test(l));
  const nearest = (i: number, step: number) => { let j = i + step; while (j >= 0 && j < lines.length && !plain[j]) j += step; return firstLine + j; };
  lines.forEach((l, i) => {
    const lineNo = firstLine + i;
    for (const m of l.matchAll(DIRECTIVE)) {
      const off = m[2];
      let line = lineNo;
      if (off === '@above') line = nearest(i, -1);
      else if (off === '@below') line = nearest(i, 1);
      else if (off) line = lineNo + Number(off.slice(1));
      out.push({
        severity: m[1] as Severity,
        line,
        text: m[3]!,
        at: { line: lineNo, col: (m.index ?? 0) + 1, len: m[0].length },
        matched: false,
      });
    }
  });
  return out;
}

/** Matches diagnostics (and their notes) against the expectations; returns the error messages. */
export function checkDiagnostics(
  diags: readonly Diagnostic[],
  expected: Expected[],
  file: string,
  lineText: (n: number) => string | undefined,
): string[] {
  const errors: string[] = [];
  const one = (d: Diagnostic) => {
    const pos = d.loc.filePos;
    const hit = expected.find((e) => !e.matched && e.severity === d.severity && pos !== undefined && e.line === pos.line && pos.file === file && d.message.includes(e.text));
    if (hit) { hit.matched = true; return; }
    const p = pos ? { file: pos.file, line: pos.line, col: pos.col } : undefined;
    errors.push(formatMessage(p, 'error', `unexpected ${d.severity}: ${d.message}`, p ? lineText(p.line) : undefined));
  };
  for (const d of diags) { one(d); for (const n of d.notes) one(n); }
  for (const e of expected) {
    if (e.matched) continue;
    const src = lineText(e.at.line);
    let msg = formatMessage({ file, line: e.at.line, col: e.at.col }, 'error', `expected ${e.severity} "${e.text}" was not produced`, src);
    if (src !== undefined && e.at.len > 1) msg = msg.replace(/\^\n$/, `^${'~'.repeat(e.at.len - 1)}\n`);
    errors.push(msg);
  }
  return errors;
}
