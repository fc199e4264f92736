/**
 * The annotated input dump FileCheck prints on failure (`--dump-input=fail`, the default):
 * numbered input lines with markers under them (`X~~ error: no match found`), lines far from
 * any error elided to three dots. A port of BuildInputAnnotations and DumpAnnotatedInput,
 * without colours.
 */
import type { SourceBuffer } from './source.js';
import { abbreviateCheck, type FileCheckDiag, type MatchType } from './types.js';

export type DumpFilter = 'all' | 'annotation-full' | 'annotation' | 'error';

interface Marker {
  lead: string;
  note: string;
  filtersAsError: boolean;
}

interface Annotation {
  readonly diagIndex: number;
  readonly label: string;
  readonly marker: Marker;
  readonly isFirstLine: boolean;
  readonly inputLine: number;
  readonly startCol: number;
  /** Exclusive; Infinity runs to the end of the line. */
  readonly endCol: number;
}

function markerFor(t: MatchType): Marker {
  switch (t) {
    case 'FoundAndExpected': return { lead: '^', note: '', filtersAsError: false };
    case 'FoundButExcluded': return { lead: '!', note: 'error: no match expected', filtersAsError: true };
    case 'FoundButWrongLine': return { lead: '!', note: 'error: match on wrong line', filtersAsError: true };
    case 'FoundButDiscarded': return { lead: '!', note: 'discard: overlaps earlier match', filtersAsError: false };
    case 'FoundErrorNote': return { lead: '!', note: 'error: unknown error after match', filtersAsError: true };
    case 'NoneAndExcluded': return { lead: 'X', note: '', filtersAsError: false };
    case 'NoneButExpected': return { lead: 'X', note: 'error: no match found', filtersAsError: true };
    case 'NoneForInvalidPattern': return { lead: 'X', note: 'error: match failed for invalid pattern', filtersAsError: true };
    case 'Fuzzy': return { lead: '?', note: 'possible intended match', filtersAsError: true };
  }
}

/** Line and 1-based column (in UTF-8 bytes, as FileCheck counts) of an input offset. */
function lineCol(input: SourceBuffer, off: number): { line: number; col: number } {
  return input.lineCol(off);
}

function buildAnnotations(
  diags: readonly FileCheckDiag[], checkFile: SourceBuffer, implicit: readonly SourceBuffer[], input: SourceBuffer,
): { annotations: Annotation[]; labelWidth: number } {
  const key = (d: FileCheckDiag): string => `${d.checkLoc.buf === checkFile ? 'c' : implicit.indexOf(d.checkLoc.buf)}:${d.checkLoc.off}`;
  const perPattern = new Map<string, number>();
  for (const d of diags) perPattern.set(key(d), (perPattern.get(key(d)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const annotations: Annotation[] = [];
  let labelWidth = 0;
  diags.forEach((d, diagIndex) => {
    let label = `${abbreviateCheck(d.checkTy)}:`;
    label += d.checkLoc.buf === checkFile
      ? String(checkFile.lineOf(d.checkLoc.off))
      : `imp${implicit.indexOf(d.checkLoc.buf) + 1}`;
    if ((perPattern.get(key(d)) ?? 0) > 1) {
      const n = seen.get(key(d)) ?? 0;
      seen.set(key(d), n + 1);
      label += `'${n}`;
    }
    labelWidth = Math.max(labelWidth, label.length);
    const marker = markerFor(d.matchTy);
    const start = lineCol(input, d.inputStart);
    const end = lineCol(input, d.inputEnd);
    if (d.note !== '') {
      marker.note = d.note;
      if (start.line === end.line && start.col === end.col) marker.lead = ' ';
    }
    if (d.matchTy === 'FoundErrorNote') marker.note = d.note;
    const first = { diagIndex, label, marker, isFirstLine: true, inputLine: start.line, startCol: start.col };
    if (start.line === end.line) {
      annotations.push({ ...first, endCol: Math.max(start.col + 1, end.col) });
      return;
    }
    annotations.push({ ...first, endCol: Infinity });
    for (let l = start.line + 1; l <= end.line; l++) {
      if (end.col === 1 && l === end.line) break;
      annotations.push({
        diagIndex, label, marker: { ...marker, lead: '~', note: '' }, isFirstLine: false, inputLine: l,
        startCol: 1, endCol: l !== end.line ? Infinity : end.col,
      });
    }
  });
  return { annotations, labelWidth };
}

function inFilter(filter: DumpFilter, a: Annotation): boolean {
  switch (filter) {
    case 'all':
    case 'annotation-full': return true;
    case 'annotation': return a.isFirstLine;
    case 'error': return a.isFirstLine && a.marker.filtersAsError;
  }
}

/** The dump, from "Input was:" to ">>>>>>". */
export function dumpAnnotatedInput(
  diags: readonly FileCheckDiag[], checkFile: SourceBuffer, implicit: readonly SourceBuffer[], input: SourceBuffer,
  filter: DumpFilter, context: number,
): string {
  const { annotations, labelWidth: widest } = buildAnnotations(diags, checkFile, implicit, input);
  annotations.sort((a, b) => a.inputLine - b.inputLine || a.diagIndex - b.diagIndex);
  const text = input.text;
  let lineCount = text.split('\n').length - 1;
  if (!text.endsWith('\n')) lineCount++;
  const lineNoWidth = Math.floor(Math.log10(Math.max(lineCount, 1))) + 1;
  const labelWidth = Math.max(widest, lineNoWidth) + 3;
  const filteredLines = annotations.filter((a) => filter === 'all' || inFilter(filter, a)).map((a) => a.inputLine);

  const out: string[] = ['Input was:\n<<<<<<\n'];
  // Elided lines are printed as they are when there are at most three of them, else as three
  // dots; so only the first four need keeping.
  let elided: string[] = [];
  const flushElided = (): void => {
    if (elided.length > 3) out.push(`${'.'.padStart(labelWidth)}\n`.repeat(3));
    else out.push(...elided);
    elided = [];
  };
  let p = 0;
  let ai = 0;
  let fi = 0;
  for (let line = 1; p < text.length || ai < annotations.length; line++) {
    while (fi < filteredLines.length && filteredLines[fi]! < line - context) fi++;
    const near = filter === 'all' || (fi < filteredLines.length && filteredLines[fi]! <= line + context);
    const lineStart = p;
    const nl = text.indexOf('\n', p);
    p = nl < 0 ? text.length : nl + 1;
    const chunk = [`${String(line).padStart(labelWidth)}: ${text.slice(lineStart, nl < 0 ? p : nl)}${nl < 0 ? '' : ' '}\n`];
    let width = p - lineStart;
    if (/[^\x00-\x7f]/.test(text.slice(lineStart, p))) width = Buffer.byteLength(text.slice(lineStart, p), 'utf8');
    for (; ai < annotations.length && annotations[ai]!.inputLine === line; ai++) {
      const a = annotations[ai]!;
      let s = `${a.label.padEnd(labelWidth)}  ${' '.repeat(a.startCol - 1)}${a.marker.lead}`;
      const tildes = Math.max(0, Math.min(a.endCol, width + 1) - (a.startCol + 1));
      s += '~'.repeat(tildes);
      const col = a.startCol + 1 + tildes;
      if (a.marker.note !== '') s += `${' '.repeat(Math.max(0, width - col + 1))} ${a.marker.note}`;
      chunk.push(`${s}\n`);
    }
    if (near) {
      flushElided();
      out.push(...chunk);
    } else if (elided.length <= 3) {
      elided.push(...chunk);
    }
  }
  flushElided();
  return `${out.join('')}>>>>>>\n`;
}
