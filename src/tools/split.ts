/**
 * `--split-input-file`: the chunks of a file between occurrences of the marker, keeping original
 * line and column numbers. As upstream's splitAndProcessBuffer, the marker splits the text
 * wherever it occurs, even inside a line: what precedes it on its line ends one chunk, what
 * follows it starts the next.
 */

export interface Chunk {
  readonly text: string;
  readonly firstLine: number;
  /** Where upstream locates the chunk's implicit module: just after the marker (0:0 for the
   * first chunk). */
  readonly moduleLine: number;
  readonly moduleCol: number;
}

export function splitInput(text: string, marker = '// -----'): Chunk[] {
  const chunks: Chunk[] = [];
  let start = 0;
  // Line (1-based) and column (0-based) where the current chunk starts.
  let line = 1, col = 0;
  let moduleLine = 0, moduleCol = 0;
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, start)) {
    // A chunk starting inside a line is padded with spaces to keep its columns.
    chunks.push({ text: ' '.repeat(col) + text.slice(start, at), firstLine: line, moduleLine, moduleCol });
    const end = at + marker.length;
    for (let i = text.indexOf('\n', start); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
    col = end - (text.lastIndexOf('\n', at) + 1);
    start = end;
    moduleLine = line;
    moduleCol = col + 1;
  }
  chunks.push({ text: ' '.repeat(col) + text.slice(start), firstLine: line, moduleLine, moduleCol });
  return chunks;
}
