/**
 * The lit corpus (test/filecheck/**\/*.mlir) as input to the differential checks: every file is
 * split on `// -----` as --split-input-file splits it, and every chunk mlir-opt-22 accepts goes
 * through the same checks as a generated program (diff-harness.ts). Left out: files marked
 * `// PARITY: skip (reason)`, and chunks using comco's own dialect (upstream would read them
 * only as unregistered ops, which says nothing about either tool). Chunks upstream rejects
 * (invalid.mlir, diagnostics of passes) are counted as skipped, not as failures: there is no
 * upstream output to compare with.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { collectLitFiles } from '../../src/testing/lit.js';
import { CHECKS, type Program, type ProgramResult, checkBatch } from './diff-harness.js';
import type { KnownDifferences } from './diff-known.js';
import { tally } from './diff-report.js';
import { upstreamBatch } from './diff-tools.js';

/** One chunk of a corpus file; `seed` numbers the chunk within its file (from 0). */
export interface CorpusChunk extends Program { readonly file: string; readonly line: number; readonly flags: readonly string[]; }

const SPLIT = /^\/\/ -----[ \t]*$/m;

/** What a chunk uses that only comco knows: its dialect's ops, types or attributes. */
const COMCO_ONLY = /(?:^|[^\w.])(?:"?comco\.|!comco\.|#comco\.)/;

/** The chunks of one file, with the flags its first comco-opt RUN line reads them with. */
export function fileChunks(file: string, root: string): CorpusChunk[] {
  const text = fs.readFileSync(file, 'utf8');
  if (/PARITY:\s*skip/.test(text)) return [];
  // A lit file of upstream MLIR runs mlir-opt: its flags are read the same way.
  const run = /RUN:\s*(?:comco-opt|mlir-opt)([^|\n]*)/.exec(text)?.[1] ?? '';
  const flags = /allow-unregistered-dialect/.test(run) ? ['--allow-unregistered-dialect'] : [];
  const rel = path.relative(root, file);
  const group = rel.split(path.sep)[0]!;
  const chunks: CorpusChunk[] = [];
  // A chunk after a separator begins with the rest of the separator's line.
  let line = 0;
  text.split(SPLIT).forEach((chunk, i) => {
    // Comment lines go (CHECK lines may hold upstream's split marker); the line numbers stay.
    const code = chunk.replace(/^\s*\/\/.*$/gm, '');
    if (code.trim() && !COMCO_ONLY.test(code)) chunks.push({ group, seed: i, text: code, file: rel, line: line + 1, flags });
    line += chunk.split('\n').length - 1;
  });
  return chunks;
}

export function corpusChunks(root: string): CorpusChunk[] {
  return collectLitFiles(root).flatMap((f) => fileChunks(f, root));
}

export interface CorpusResult extends ProgramResult { readonly program: CorpusChunk; }

/**
 * The checks over every chunk upstream accepts, in batches by flags. Returns the results and
 * the number of chunks upstream rejected (left out).
 */
export async function checkCorpus(chunks: readonly CorpusChunk[], known: KnownDifferences, batch = 200): Promise<{ results: CorpusResult[]; rejected: CorpusChunk[] }> {
  const results: CorpusResult[] = [];
  const rejected: CorpusChunk[] = [];
  const byFlags = new Map<string, CorpusChunk[]>();
  for (const c of chunks) {
    const k = c.flags.join(' ');
    byFlags.set(k, [...(byFlags.get(k) ?? []), c]);
  }
  for (const [, group] of byFlags) {
    const flags = group[0]!.flags;
    for (let b = 0; b < group.length; b += batch) {
      const slice = group.slice(b, b + batch);
      const up = await upstreamBatch([...flags, '--mlir-print-op-generic'], slice.map((c) => c.text));
      const accepted = slice.filter((c, i) => (up.outs[i] ? true : (rejected.push(c), false)));
      if (!accepted.length) continue;
      const r = await checkBatch(accepted, known, flags);
      r.forEach((x, i) => results.push({ ...x, program: accepted[i]! }));
    }
  }
  return { results, rejected };
}

/** Where a chunk is, for a failure message: `arith/canonicalize.mlir:120 (chunk 7)`. */
export function where(c: CorpusChunk): string {
  return `${c.file}:${c.line} (chunk ${c.seed})`;
}

/** Per-dialect pass rates (a line per dialect and check) and every failure, located. */
export function corpusReport(results: readonly CorpusResult[]): { lines: string[]; failures: string[] } {
  const lines: string[] = [], failures: string[] = [];
  const groups = [...new Set(results.map((r) => r.program.group))].sort();
  for (const g of groups) {
    const mine = results.filter((r) => r.program.group === g);
    const t = tally(mine);
    const cells = CHECKS.map((c) => {
      const x = t.perCheck[c];
      return `${c} ${x.pass}/${x.run}${x.known ? ` (+${x.known} known)` : ''}`;
    });
    const fails = CHECKS.reduce((n, c) => n + t.perCheck[c].fail, 0);
    const keys = t.keys.size ? `; known: ${[...t.keys].sort().map(([k, n]) => `${k} ×${n}`).join(', ')}` : '';
    lines.push(`corpus ${g}: ${mine.length} chunks; ${cells.join(', ')}; ${fails} failing${keys}`);
  }
  for (const r of results) {
    for (const c of CHECKS) {
      const o = r.outcomes[c];
      if (o.status === 'fail') failures.push(`${where(r.program)} (${c}): ${o.detail}`);
    }
  }
  return { lines, failures };
}
