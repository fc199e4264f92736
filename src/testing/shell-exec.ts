/**
 * Runs parsed RUN lines. Commands found in the tool map run in-process over an io whose stdin and
 * stdout are strings (so `a | b` passes text, not bytes through pipes) and whose files are the
 * real file system (so `-o %t` written by one tool is read by a child process later); any other
 * command runs as a child process. Pipelines fail as with lit's pipefail: the status is that of
 * the last command that failed. Each command is written to the log with its exit code and stderr.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ToolIO, ToolMain } from '../support/io.js';
import { quoteArg, type Command, type Pipeline, type Redirect, type Script } from './shell.js';

export interface ShellContext {
  readonly tools: ReadonlyMap<string, ToolMain>;
  /** Changed by `cd`. */
  cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Limit for each child process, in milliseconds. */
  readonly timeoutMs: number;
  readonly log: string[];
}

interface Output {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Where a descriptor of one command goes. */
type Dest = { readonly kind: 'pipe' } | { readonly kind: 'log' } | { readonly kind: 'file'; readonly file: string; readonly append: boolean };

const LOG_LIMIT = 16 * 1024;

function clip(text: string): string {
  if (text.length <= LOG_LIMIT) return text;
  const head = text.slice(0, LOG_LIMIT - 4096);
  const tail = text.slice(text.length - 4096);
  return `${head}\n... (${text.length - head.length - tail.length} characters omitted) ...\n${tail}`;
}

function describe(cmd: Command): string {
  const redirs = cmd.redirects.map((r) => {
    const fd = r.fd === 'both' ? '&' : r.fd === 0 || (r.fd === 1 && r.op !== '>&') ? '' : String(r.fd);
    return `${fd}${r.op}${r.op === '>&' ? r.target : ` ${quoteArg(r.target)}`}`;
  });
  return [...cmd.args.map(quoteArg), ...redirs].join(' ');
}

/** A ToolIO over the real file system with string stdin/stdout; stderr may share stdout. */
function inProcessIO(stdin: string, ctx: ShellContext, mergeStderr: boolean): ToolIO & { out(): string; err(): string } {
  const out: string[] = [];
  const err: string[] = [];
  const resolve = (f: string): string => path.resolve(ctx.cwd, f);
  return {
    readStdin: () => stdin,
    readFile: (f) => fs.readFileSync(resolve(f), 'utf8'),
    writeFile: (f, text) => {
      const target = resolve(f);
      const tmp = `${target}.tmp-${process.pid}`;
      fs.writeFileSync(tmp, text);
      fs.renameSync(tmp, target);
    },
    stdout: (t) => { out.push(t); },
    stderr: (t) => { (mergeStderr ? out : err).push(t); },
    cwd: ctx.cwd,
    env: ctx.env,
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

async function runTool(main: ToolMain, args: readonly string[], stdin: string, ctx: ShellContext, merge: boolean): Promise<Output> {
  const io = inProcessIO(stdin, ctx, merge);
  let code: number;
  try {
    code = await main(args, io);
  } catch (e) {
    io.stderr(`internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    code = 70;
  }
  return { code, stdout: io.out(), stderr: io.err() };
}

function runChild(args: readonly string[], stdin: string, ctx: ShellContext, merge: boolean): Output {
  const [file, argv] = merge
    ? ['/bin/sh', ['-c', 'exec "$0" "$@" 2>&1', ...args]]
    : [args[0]!, args.slice(1)];
  const r = spawnSync(file, argv, {
    cwd: ctx.cwd, env: ctx.env as NodeJS.ProcessEnv, input: stdin, encoding: 'utf8',
    maxBuffer: 1 << 30, timeout: ctx.timeoutMs,
  });
  if (r.error) {
    const code = (r.error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'command not found' : code === 'ETIMEDOUT' ? `timed out after ${ctx.timeoutMs} ms` : r.error.message;
    return { code: 127, stdout: r.stdout ?? '', stderr: `${r.stderr ?? ''}${args[0]}: ${why}\n` };
  }
  const signal = r.signal ? `${args[0]}: killed by ${r.signal}\n` : '';
  return { code: r.status ?? 128, stdout: r.stdout, stderr: r.stderr + signal };
}

/** One simple command, with `not`, `env` and `cd` handled as lit's shell does. */
async function execArgs(args: readonly string[], stdin: string, ctx: ShellContext, merge: boolean): Promise<Output> {
  const name = args[0]!;
  if (name === 'not') {
    if (args[1] === '--crash') return { code: 2, stdout: '', stderr: "'not --crash' is not supported\n" };
    if (args.length < 2) return { code: 2, stdout: '', stderr: "'not' needs a command\n" };
    const r = await execArgs(args.slice(1), stdin, ctx, merge);
    return { ...r, code: r.code === 0 ? 1 : 0 };
  }
  if (name === 'cd') {
    const dir = path.resolve(ctx.cwd, args[1] ?? '.');
    if (!fs.existsSync(dir)) return { code: 1, stdout: '', stderr: `cd: ${args[1]}: no such directory\n` };
    ctx.cwd = dir;
    return { code: 0, stdout: '', stderr: '' };
  }
  if (name === 'env') {
    const env: Record<string, string | undefined> = { ...ctx.env };
    let i = 1;
    for (; i < args.length; i++) {
      const a = args[i]!;
      if (a === '-u' && i + 1 < args.length) { delete env[args[++i]!]; continue; }
      const eq = a.indexOf('=');
      if (eq <= 0) break;
      env[a.slice(0, eq)] = a.slice(eq + 1);
    }
    if (i === args.length) return { code: 0, stdout: '', stderr: '' };
    return execArgs(args.slice(i), stdin, { ...ctx, env }, merge);
  }
  const tool = ctx.tools.get(name);
  return tool ? runTool(tool, args.slice(1), stdin, ctx, merge) : runChild(args, stdin, ctx, merge);
}

function readInput(r: Redirect, ctx: ShellContext): string {
  return r.target === '/dev/null' ? '' : fs.readFileSync(path.resolve(ctx.cwd, r.target), 'utf8');
}

function deliver(dest: Dest, text: string, ctx: ShellContext): void {
  if (dest.kind !== 'file' || dest.file === '/dev/null') return;
  const file = path.resolve(ctx.cwd, dest.file);
  if (dest.append) fs.appendFileSync(file, text);
  else fs.writeFileSync(file, text);
}

/** Runs a pipeline; returns its status and what its last command wrote to the pipe. */
async function runPipeline(p: Pipeline, ctx: ShellContext): Promise<{ code: number; stdout: string }> {
  let stdin = '';
  let status = 0;
  for (const [i, cmd] of p.commands.entries()) {
    ctx.log.push(`$ ${describe(cmd)}`);
    let out: Dest = { kind: 'pipe' };
    let err: Dest = { kind: 'log' };
    let input = i === 0 ? '' : stdin;
    try {
      for (const r of cmd.redirects) {
        const file: Dest = { kind: 'file', file: r.target, append: r.op === '>>' };
        if (r.op === '<') input = readInput(r, ctx);
        else if (r.op === '>&') {
          if (r.target === '1' && r.fd === 2) err = out;
          else if (r.target === '2' && r.fd === 1) out = err;
          else throw new Error(`unsupported redirection ${r.fd}>&${r.target}`);
        } else if (r.fd === 'both') { out = file; err = file; }
        else if (r.fd === 2) err = file;
        else out = file;
        if (r.op === '>') deliver(file, '', ctx);
      }
    } catch (e) {
      ctx.log.push(`# error: ${e instanceof Error ? e.message : String(e)}`);
      return { code: 1, stdout: '' };
    }
    // With both descriptors to one place, run the command so that their text interleaves.
    const merge = out === err;
    const result = await execArgs(cmd.args, input, ctx, merge);
    let piped = '';
    let logged = '';
    const route = (dest: Dest, text: string): void => {
      if (dest.kind === 'pipe') piped += text;
      else if (dest.kind === 'log') logged += text;
      else deliver({ ...dest, append: true }, text, ctx);
    };
    route(out, result.stdout);
    if (!merge) route(err, result.stderr);
    if (logged !== '') ctx.log.push(`# stderr:\n${clip(logged)}`.trimEnd());
    if (result.code !== 0) {
      ctx.log.push(`# exit code: ${result.code}`);
      status = result.code;
    }
    stdin = piped;
  }
  return { code: status, stdout: stdin };
}

/** Runs a RUN line; returns its exit status. */
export async function runScript(script: Script, ctx: ShellContext): Promise<number> {
  const run = async (p: Pipeline): Promise<number> => {
    const r = await runPipeline(p, ctx);
    if (r.stdout !== '') ctx.log.push(`# stdout:\n${clip(r.stdout)}`.trimEnd());
    return r.code;
  };
  let code = await run(script.first);
  for (const { op, pipeline } of script.rest) {
    if ((op === '&&' && code !== 0) || (op === '||' && code === 0)) continue;
    code = await run(pipeline);
  }
  return code;
}
