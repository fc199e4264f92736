/**
 * Running both tools over batches of generated programs. Upstream runs once per batch with
 * --split-input-file (process start-up dominates its cost); comco runs in-process per program.
 * The output marker is unusual so that no printed program can contain it.
 */
import { spawn } from 'node:child_process';
import type { ToolRun } from './parity.js';

export const SPLIT_MARKER = '// ===== comco-differential =====';

/** mlir-opt-22 with `stdin` on its standard input, without blocking the event loop. */
export function spawnUpstream(args: readonly string[], stdin: string): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('mlir-opt-22', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [], err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out: Buffer.concat(out).toString('utf8'), err: Buffer.concat(err).toString('utf8') }));
    child.stdin.on('error', () => { /* upstream may exit before reading everything; its status says why */ });
    child.stdin.end(stdin);
  });
}

/**
 * Upstream over many programs at once: one output per program, '' where upstream failed on it.
 * When upstream crashes on one program (a segfault ends the whole batch), each program is run
 * alone, so that only the crashing one is lost.
 */
export async function upstreamBatch(args: readonly string[], programs: readonly string[]): Promise<{ outs: string[]; err: string }> {
  const input = programs.map((p) => p.replace(/\n*$/, '\n')).join('// -----\n');
  const r = await spawnUpstream(['--split-input-file', `--output-split-marker=${SPLIT_MARKER}`, ...args, '-'], input);
  const outs = r.out.split(`${SPLIT_MARKER}\n`).map((s) => s.trim());
  if (outs.length === programs.length) return { outs, err: r.err };
  const alone: string[] = [];
  for (const p of programs) {
    const one = await spawnUpstream([...args, '-'], p);
    alone.push(one.code === 0 ? one.out.trim() : '');
  }
  return { outs: alone, err: r.err };
}

/** Upstream on one program alone, for the error message of a program the batch rejected. */
export async function upstreamError(args: readonly string[], text: string): Promise<string> {
  const r = await spawnUpstream([...args, '-'], text);
  return r.err.trim() || `exit code ${r.code}`;
}
