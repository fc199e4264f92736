/**
 * Differential checks of comco-opt against upstream mlir-opt-22 on one MLIR file.
 */
import { spawnSync } from 'node:child_process';
import { memoryIO } from '../../src/support/io.js';
import { comcoOptMain } from '../../src/tools/comco-opt.js';

export interface ToolRun { readonly code: number; readonly out: string; readonly err: string; }

export async function runComco(args: readonly string[], stdin?: string): Promise<ToolRun> {
  const io = memoryIO({ ...(stdin !== undefined ? { stdin } : {}), realFs: true });
  const code = await comcoOptMain(args, io);
  return { code, out: io.out, err: io.err };
}

export function runUpstream(args: readonly string[], stdin?: string): ToolRun {
  const r = spawnSync('mlir-opt-22', args, { input: stdin ?? '', encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status ?? -1, out: r.stdout ?? '', err: r.stderr ?? '' };
}

/** The flags of a test's first comco-opt RUN line that matter for parsing. */
export function parseFlags(text: string): string[] {
  const run = /RUN:\s*comco-opt([^|\n]*)/.exec(text)?.[1] ?? '';
  const flags: string[] = [];
  if (/allow-unregistered-dialect/.test(run)) flags.push('--allow-unregistered-dialect');
  if (/split-input-file/.test(run)) flags.push('--split-input-file');
  if (/verify-diagnostics/.test(run)) flags.push('--verify-diagnostics');
  return flags;
}

export interface ParityFailure { readonly check: string; readonly detail: string; }

/** First differing line of two texts, for a readable failure. */
export function firstDiff(a: string, b: string): string {
  const la = a.split('\n'), lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) return `line ${i + 1}:\n  comco:    ${la[i] ?? '<eof>'}\n  upstream: ${lb[i] ?? '<eof>'}`;
  }
  return '';
}

/** (a) same custom/generic/debuginfo print; (b) our custom form read by upstream gives its generic
 * form; (c) upstream's custom form read by us gives the same generic form. */
export async function printParity(file: string, flags: readonly string[]): Promise<ParityFailure[]> {
  const failures: ParityFailure[] = [];
  const forms: [string, string[]][] = [['custom', []], ['generic', ['--mlir-print-op-generic']], ['debuginfo', ['--mlir-print-debuginfo']]];
  for (const [name, extra] of forms) {
    const ours = await runComco([...flags, ...extra, file]);
    const theirs = runUpstream([...flags, ...extra, file]);
    if (ours.code !== 0 || theirs.code !== 0 || ours.out !== theirs.out) {
      failures.push({ check: `print ${name}`, detail: ours.code !== 0 ? ours.err : theirs.code !== 0 ? `upstream failed: ${theirs.err}` : firstDiff(ours.out, theirs.out) });
    }
  }
  if (flags.includes('--split-input-file')) return failures; // re-reading split outputs adds nothing
  const generic = runUpstream([...flags, '--mlir-print-op-generic', file]);
  const oursCustom = await runComco([...flags, file]);
  const b = runUpstream([...flags, '--mlir-print-op-generic', '-'], oursCustom.out);
  if (b.code !== 0 || b.out !== generic.out) failures.push({ check: 'upstream reads ours', detail: b.code !== 0 ? b.err : firstDiff(b.out, generic.out) });
  const theirsCustom = runUpstream([...flags, file]);
  const c = await runComco([...flags, '--mlir-print-op-generic', '-'], theirsCustom.out);
  if (c.code !== 0 || c.out !== generic.out) failures.push({ check: 'we read upstream', detail: c.code !== 0 ? c.err : firstDiff(c.out, generic.out) });
  return failures;
}

/** `file:line:col: severity: message` of every diagnostic a tool printed (first line of each). */
function diagnosticLines(stderr: string): string[] {
  // mlir-opt-22 reports expectations of a file as "not produced" even without
  // --verify-diagnostics; its singular "operand type\0 but had" prints a NUL where comco prints a space.
  return stderr.replace(/\0/g, ' ').split('\n')
    .filter((l) => /^[^ ]+:\d+:\d+: (error|warning|note|remark): /.test(l) && !/expected (error|warning|note|remark) ".*" was not produced/.test(l));
}

/**
 * Upstream accepts our invalid.mlir expectations (our messages are its messages), and without
 * --verify-diagnostics both tools report the same diagnostics at the same line and column (the
 * expectations check lines only).
 */
export async function diagnosticParity(file: string, flags: readonly string[]): Promise<ParityFailure[]> {
  const r = runUpstream([...flags, file]);
  const failures: ParityFailure[] = r.code === 0 ? [] : [{ check: 'upstream -verify-diagnostics', detail: r.err.split('\n').slice(0, 12).join('\n') }];
  const plain = flags.filter((f) => f !== '--verify-diagnostics');
  const ours = diagnosticLines((await runComco([...plain, file])).err);
  const theirs = diagnosticLines(runUpstream([...plain, file]).err);
  if (ours.join('\n') !== theirs.join('\n')) failures.push({ check: 'diagnostics at the same positions', detail: firstDiff(ours.join('\n'), theirs.join('\n')) });
  return failures;
}
