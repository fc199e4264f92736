/** Source files by name, with line lookup for diagnostics. */

export class SourceFile {
  private lineStarts: number[] | undefined;
  constructor(readonly name: string, readonly text: string) {}
  private starts(): number[] {
    if (!this.lineStarts) {
      const s = [0];
      for (let i = 0; i < this.text.length; i++) if (this.text.charCodeAt(i) === 10) s.push(i + 1);
      this.lineStarts = s;
    }
    return this.lineStarts;
  }
  /** 1-based line and column of a character offset. */
  lineCol(offset: number): { line: number; col: number } {
    const s = this.starts();
    let lo = 0, hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - s[lo]! + 1 };
  }
  /** The text of a 1-based line, without its newline. */
  line(n: number): string | undefined {
    const s = this.starts();
    if (n < 1 || n > s.length) return undefined;
    const start = s[n - 1]!;
    let end = n < s.length ? s[n]! - 1 : this.text.length;
    if (end > start && this.text.charCodeAt(end - 1) === 13) end--;
    return this.text.slice(start, end);
  }
}

export class SourceManager {
  private readonly files = new Map<string, SourceFile>();
  add(f: SourceFile): SourceFile { this.files.set(f.name, f); return f; }
  get(name: string): SourceFile | undefined { return this.files.get(name); }
}

/** `file:line:col: error: message`, then the source line and a caret under the column. */
export function formatMessage(
  pos: { file: string; line: number; col: number } | undefined,
  severity: string,
  message: string,
  sourceLine: string | undefined,
): string {
  const head = pos ? `${pos.file}:${pos.line}:${pos.col}: ${severity}: ${message}\n` : `${severity}: ${message}\n`;
  if (sourceLine === undefined || !pos) return head;
  const caretCol = Math.max(0, pos.col - 1);
  const prefix = sourceLine.slice(0, caretCol).replace(/[^\t]/g, ' ');
  return `${head}${sourceLine}\n${prefix}^\n`;
}
