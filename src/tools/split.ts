/** `--split-input-file`: chunks of a file separated by a marker line, keeping original line numbers. */

export interface Chunk {
  readonly text: string;
  readonly firstLine: number;
  /** Where upstream locates the chunk's implicit module: just after the marker (0:0 for the
   * first chunk). */
  readonly moduleLine: number;
  readonly moduleCol: number;
}

export function splitInput(text: string, marker = '// -----'): Chunk[] {
  const lines = text.split('\n');
  const chunks: Chunk[] = [];
  let start = 0;
  let moduleLine = 0, moduleCol = 0;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trimEnd() === marker || lines[i]!.trim() === marker) {
      // As upstream's split on the marker: a chunk keeps the newline that ends its last line.
      chunks.push({ text: lines.slice(start, i).join('\n') + '\n', firstLine: start + 1, moduleLine, moduleCol });
      start = i + 1;
      moduleLine = i + 1;
      moduleCol = lines[i]!.indexOf(marker) + marker.length + 1;
    }
  }
  chunks.push({ text: lines.slice(start).join('\n'), firstLine: start + 1, moduleLine, moduleCol });
  return chunks;
}
