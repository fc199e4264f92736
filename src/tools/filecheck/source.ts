/**
 * The little of llvm::SourceMgr that FileCheck's messages need. Locations are offsets into named
 * buffers (the check file, the input, the fake "command line" buffer of --implicit-check-not),
 * and messages are printed as SMDiagnostic prints them, so that our output can be compared with
 * FileCheck's line for line.
 */

export class SourceBuffer {
  private lineStartsCache: number[] | undefined;

  constructor(readonly name: string, readonly text: string) {}

  /** Offsets at which lines begin; LLVM counts lines by '\n' only. */
  private lineStarts(): number[] {
    if (this.lineStartsCache) return this.lineStartsCache;
    const starts = [0];
    for (let i = this.text.indexOf('\n'); i >= 0; i = this.text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.lineStartsCache = starts;
    return starts;
  }

  /** 1-based line of an offset. */
  lineOf(off: number): number {
    const starts = this.lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= off) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  lineStart(line: number): number {
    return this.lineStarts()[line - 1] ?? this.text.length;
  }

  /** 1-based line and column. As in SourceMgr, lines are counted by '\n' but a column counts
   * (in UTF-8 bytes) from the last '\n' or '\r'. */
  lineCol(off: number): { line: number; col: number } {
    return { line: this.lineOf(off), col: Buffer.byteLength(this.text.slice(this.displayLineStart(off), off), 'utf8') + 1 };
  }

  /** Where the displayed line holding `off` starts: after the last '\n' or '\r' before it. */
  displayLineStart(off: number): number {
    let start = off;
    while (start > 0 && this.text[start - 1] !== '\n' && this.text[start - 1] !== '\r') start--;
    return start;
  }

  lineCount(): number {
    return this.lineStarts().length;
  }
}

/** A point in a buffer: SMLoc. */
export interface Loc {
  readonly buf: SourceBuffer;
  readonly off: number;
}

export type DiagKind = 'error' | 'warning' | 'remark' | 'note';

const TAB_STOP = 8;

/** SMDiagnostic::print without colours: header, source line, caret line with `~` under ranges. */
export function formatDiag(
  loc: Loc,
  kind: DiagKind,
  message: string,
  ranges: ReadonlyArray<{ start: number; end: number }> = [],
): string {
  const { buf, off } = loc;
  const { line, col } = buf.lineCol(off);
  const start = buf.displayLineStart(off);
  let end = start;
  while (end < buf.text.length && buf.text[end] !== '\n' && buf.text[end] !== '\r') end++;
  const contents = buf.text.slice(start, end);
  const caret: string[] = Array.from({ length: contents.length + 1 }, () => ' ');
  for (const r of ranges) {
    const s = Math.max(r.start, start) - start;
    const e = Math.min(r.end, end) - start;
    for (let i = s; i < e; i++) caret[i] = '~';
  }
  const column = off - start;
  if (column <= contents.length) caret[column] = '^';
  const caretLine = caret.join('').trimEnd();
  const header = `${buf.name}:${line}:${col}: ${kind}: ${message}\n`;
  const source = expandTabs(contents, contents, true) + '\n';
  // Like LLVM, which counts columns in bytes: with non-ASCII text the caret would be misplaced,
  // so it shows the line alone.
  if (/[^\x00-\x7f]/.test(contents)) return header + source;
  return header + source + expandTabs(caretLine, contents, false) + '\n';
}

/** Expands tabs of the source line to 8-column stops; the caret line follows the source's tabs. */
function expandTabs(text: string, source: string, isSource: boolean): string {
  if (!source.includes('\t')) return text;
  let out = '';
  let col = 0;
  for (let i = 0; i < text.length; i++) {
    if (source[i] !== '\t') {
      out += text[i];
      col++;
      continue;
    }
    do {
      out += isSource ? ' ' : text[i];
      col++;
    } while (col % TAB_STOP !== 0);
  }
  return out;
}
