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

/** Upstream over many programs at once: one output per program, '' where upstream failed on it. */
export async function upstreamBatch(args: readonly string[], programs: readonly string[]): Promise<{ outs: string[]; err: string }> {
  const input = programs.map((p) => p.replace(/\n*$/, '\n')).join('// -----\n');
  const r = await spawnUpstream(['--split-input-file', `--output-split-marker=${SPLIT_MARKER}`, ...args, '-'], input);
  const outs = r.out.split(`${SPLIT_MARKER}\n`).map((s) => s.trim());
  if (outs.length !== programs.length) {
    throw new Error(`mlir-opt-22 ${args.join(' ')}: ${outs.length} outputs for ${programs.length} programs (exit ${r.code})\n${r.err.slice(0, 2000)}`);
  }
  return { outs, err: r.err };
}

/** Upstream on one program alone, for the error message of a program the batch rejected. */
export async function upstreamError(args: readonly string[], text: string): Promise<string> {
  const r = await spawnUpstream([...args, '-'], text);
  return r.err.trim() || `exit code ${r.code}`;
}
