/**
 * A small lit: runs the RUN lines of one test file (`// RUN:`, `# RUN:`, `; RUN:`), in-process
 * where the tool map has the command and as child processes otherwise, and honours REQUIRES,
 * UNSUPPORTED and XFAIL against a feature set. The log of a run shows each command, its exit
 * code and its stderr, so that a failing test reads like lit's output.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ToolMain } from '../support/io.js';
import { filecheckMain } from '../tools/filecheck/main.js';
import { evalFeatureExpr, splitFeatureList } from './features.js';
import { runScript, type ShellContext } from './shell-exec.js';
import { parseShell } from './shell.js';

export interface LitOptions {
  /** Available features, for REQUIRES / UNSUPPORTED / XFAIL (e.g. 'mlir-opt-22', 'cuda'). */
  readonly features?: Iterable<string>;
  /** Where per-test temporary directories (%t, %T) are made; default os.tmpdir(). */
  readonly tmpRoot?: string;
  /** Working directory of the commands; default the test's temporary directory. */
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Applied in order before the built-in substitutions: [text, replacement]. */
  readonly substitutions?: ReadonlyArray<readonly [string, string]>;
  /** Limit for each child process, in milliseconds; default 120000. */
  readonly timeoutMs?: number;
  /** Keep the temporary directory (%t, %T) for inspection; by default it is removed. */
  readonly keepTemp?: boolean;
}

export type LitStatus = 'pass' | 'fail' | 'skip' | 'xfail' | 'xpass';

export interface LitResult {
  /** False only for 'fail' and 'xpass'. */
  readonly ok: boolean;
  readonly status: LitStatus;
  /** The run as lit would print it; its first line says the status (and, for 'skip', why). */
  readonly log: string;
  /** For 'skip': the missing or excluded features. */
  readonly reason?: string;
}

/** The lit directives of a file. */
export interface LitDirectives {
  /** RUN commands, continuation lines joined, with the line each began on. */
  readonly run: ReadonlyArray<{ readonly line: number; readonly command: string }>;
  readonly requires: readonly string[];
  readonly unsupported: readonly string[];
  readonly xfail: readonly string[];
}

const KEYWORD = /(RUN|REQUIRES|UNSUPPORTED|XFAIL):(.*)$|END\./;

/** `%(line)`, `%(line+1)`, `%(line - 2)` as lit expands them, with the RUN line's number. */
function expandLine(text: string, line: number): string {
  return text.replace(/%\(line *(?:([+-]) *(\d+))?\)/g, (_m, sign: string | undefined, n: string | undefined) =>
    String(sign === undefined ? line : sign === '+' ? line + Number(n) : line - Number(n)));
}

/** Reads the directives; throws an Error for an unterminated continuation. */
export function parseLitDirectives(text: string): LitDirectives {
  const run: Array<{ line: number; command: string }> = [];
  const requires: string[] = [];
  const unsupported: string[] = [];
  const xfail: string[] = [];
  let continuing = false;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = KEYWORD.exec(lines[i]!);
    if (!m) continue;
    if (m[1] === undefined) break; // END.
    const body = expandLine(m[2]!.trimEnd(), i + 1);
    if (m[1] === 'RUN') {
      if (continuing) run[run.length - 1]!.command = run[run.length - 1]!.command.slice(0, -1) + body;
      else run.push({ line: i + 1, command: body });
      continuing = run[run.length - 1]!.command.endsWith('\\');
      continue;
    }
    const list = m[1] === 'REQUIRES' ? requires : m[1] === 'UNSUPPORTED' ? unsupported : xfail;
    list.push(...splitFeatureList(body));
  }
  if (continuing) throw new Error("Test has unterminated RUN lines (with '\\')");
  return { run: run.map((r) => ({ line: r.line, command: r.command.trim() })), requires, unsupported, xfail };
}

/** lit's default substitutions: %s %S %p %t %T %basename_t %{pathsep} %%. */
export function substitute(command: string, file: string, tmpBase: string, extra: LitOptions['substitutions'] = []): string {
  let text = command;
  for (const [from, to] of extra) text = text.split(from).join(to);
  const dir = path.dirname(file);
  return text.replace(/%(%|s|S|p|t|T|basename_t|\{pathsep\})/g, (_m, k: string) => {
    switch (k) {
      case '%': return '%';
      case 's': return file;
      case 'S': case 'p': return dir;
      case 't': return tmpBase;
      case 'T': return path.dirname(tmpBase);
      case 'basename_t': return path.basename(tmpBase);
      default: return path.delimiter;
    }
  });
}

function skipReason(d: LitDirectives, features: ReadonlySet<string>): string | undefined {
  const missing = d.requires.filter((e) => !evalFeatureExpr(e, features));
  if (missing.length > 0) return `Test requires the following unavailable features: ${missing.join(', ')}`;
  const hit = d.unsupported.filter((e) => evalFeatureExpr(e, features));
  if (hit.length > 0) return `Test does not support the following features and/or targets: ${hit.join(', ')}`;
  return undefined;
}

/** Runs the RUN lines of `file`; `tools` maps command names to in-process tools. */
export async function runLitFile(file: string, tools: ReadonlyMap<string, ToolMain>, opts: LitOptions = {}): Promise<LitResult> {
  const abs = path.resolve(file);
  const log: string[] = [];
  const result = (status: LitStatus): LitResult => ({ ok: status !== 'fail' && status !== 'xpass', status, log: `${log.join('\n')}\n` });
  let d: LitDirectives;
  let expectFail: boolean;
  const features = new Set(opts.features ?? []);
  try {
    d = parseLitDirectives(fs.readFileSync(abs, 'utf8'));
    const reason = skipReason(d, features);
    if (reason !== undefined) {
      log.push(`UNSUPPORTED: ${reason}`, abs);
      return { ...result('skip'), reason };
    }
    expectFail = d.xfail.some((e) => e === '*' || evalFeatureExpr(e, features));
  } catch (e) {
    log.push(`FAIL: ${abs}`, e instanceof Error ? e.message : String(e));
    return result('fail');
  }
  if (d.run.length === 0) {
    log.push(`FAIL: ${abs}`, "Test has no 'RUN:' line");
    return result('fail');
  }
  const tmpDir = fs.mkdtempSync(path.join(opts.tmpRoot ?? os.tmpdir(), 'comco-lit-'));
  const ctx: ShellContext = {
    tools, cwd: opts.cwd ?? tmpDir, env: opts.env ?? process.env, timeoutMs: opts.timeoutMs ?? 120_000, log,
  };
  const tmpBase = path.join(tmpDir, `${path.basename(abs)}.tmp`);
  let failed = false;
  for (const { line, command } of d.run) {
    const expanded = substitute(command, abs, tmpBase, opts.substitutions);
    log.push(`RUN: at line ${line}: ${expanded}`);
    let code: number;
    try {
      code = await runScript(parseShell(expanded), ctx);
    } catch (e) {
      log.push(`# error: ${e instanceof Error ? e.message : String(e)}`);
      code = 1;
    }
    if (code !== 0) {
      log.push(`# RUN line at line ${line} failed with exit code ${code}`);
      failed = true;
      break;
    }
  }
  const status: LitStatus = expectFail ? (failed ? 'xfail' : 'xpass') : failed ? 'fail' : 'pass';
  if (status === 'xpass') log.push(`XPASS: ${abs}: the test is marked XFAIL but passed`);
  if (opts.keepTemp === true) log.push(`# temporary files kept in ${tmpDir}`);
  else fs.rmSync(tmpDir, { recursive: true, force: true });
  log.unshift(`${status.toUpperCase()}: ${abs}`);
  return result(status);
}

/** Test files under `dir` (recursively, sorted), skipping hidden and `Output` directories. */
export function collectLitFiles(dir: string, extensions: readonly string[] = ['.mlir']): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'Output') walk(p);
      } else if (extensions.some((e) => entry.name.endsWith(e))) {
        out.push(p);
      }
    }
  };
  if (fs.existsSync(dir)) walk(path.resolve(dir));
  return out.sort();
}

/** `tools` plus this project's FileCheck under the names RUN lines use: FileCheck, filecheck. */
export function withFileCheck(tools: ReadonlyMap<string, ToolMain> = new Map()): Map<string, ToolMain> {
  return new Map([...tools, ['FileCheck', filecheckMain], ['filecheck', filecheckMain]]);
}
