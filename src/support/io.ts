/**
 * The world a tool sees. Every tool is `main(argv, io) → exit code` so that tests run tools
 * in-process (fast, and pipelines of RUN lines need no child processes) and the bin shims bind
 * them to the real process.
 */
import { isAscii } from 'node:buffer';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** A file's text. ASCII (nearly every .mlir file) is copied byte for byte into a one-byte
 * string, several times faster than UTF-8 decoding (13 MB: ~40 -> ~10 ms); anything else is
 * decoded as UTF-8. */
export function readText(file: string | number): string {
  const bytes = fs.readFileSync(file);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

export interface ToolIO {
  /** All of standard input, read once. */
  readStdin(): string;
  /** Reads a text file; throws an Error carrying `code` (ENOENT, EISDIR, ...) on failure. */
  readFile(file: string): string;
  /** Writes a whole file at once (atomically where the io can). */
  writeFile(file: string, text: string): void;
  stdout(text: string): void;
  stderr(text: string): void;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export type ToolMain = (argv: readonly string[], io: ToolIO) => number | Promise<number>;

/** The io of the current process. Files are written to a temporary name and renamed, so that a
 * failing tool never leaves a half-written output behind. */
export function processIO(): ToolIO {
  let out = '';
  let err = '';
  const flushLimit = 1 << 16;
  const io: ToolIO & { flush(): void } = {
    readStdin: () => readText(0),
    readFile: (file) => readText(path.resolve(file)),
    writeFile: (file, text) => {
      const target = path.resolve(file);
      const tmp = `${target}.tmp-${process.pid}`;
      fs.writeFileSync(tmp, text);
      fs.renameSync(tmp, target);
    },
    stdout: (text) => {
      out += text;
      if (out.length > flushLimit) { writeAllSync(1, out); out = ''; }
    },
    stderr: (text) => {
      err += text;
      if (err.length > flushLimit) { writeAllSync(2, err); err = ''; }
    },
    flush: () => {
      if (out) writeAllSync(1, out);
      if (err) writeAllSync(2, err);
      out = '';
      err = '';
    },
    cwd: process.cwd(),
    env: process.env,
  };
  return io;
}

function writeAllSync(fd: number, text: string): void {
  const buf = Buffer.from(text, 'utf8');
  let off = 0;
  while (off < buf.length) {
    try {
      off += fs.writeSync(fd, buf, off);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') continue;
      if (code === 'EPIPE') return;
      throw e;
    }
  }
}

/** Runs a tool against the real process and exits with its code. Used by the bin shims. */
export async function runAsProcess(main: ToolMain): Promise<void> {
  const io = processIO() as ToolIO & { flush(): void };
  let code: number;
  try {
    code = await main(process.argv.slice(2), io);
  } catch (e) {
    io.flush();
    const debug = process.argv.includes('--debug');
    process.stderr.write(`internal error: ${e instanceof Error ? (debug ? e.stack : e.message) : String(e)}\n`);
    process.exitCode = 70;
    return;
  }
  io.flush();
  process.exitCode = code;
}

/** An io over strings, for tests and for running tool pipelines in-process. */
export interface MemoryIO extends ToolIO {
  readonly out: string;
  readonly err: string;
  readonly files: Map<string, string>;
}

export function memoryIO(opts: {
  stdin?: string;
  files?: Map<string, string>;
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Fall back to the real file system for reads of files not in `files`. */
  realFs?: boolean;
} = {}): MemoryIO {
  const files = opts.files ?? new Map<string, string>();
  const cwd = opts.cwd ?? process.cwd();
  const chunksOut: string[] = [];
  const chunksErr: string[] = [];
  const resolve = (f: string) => path.resolve(cwd, f);
  return {
    readStdin: () => opts.stdin ?? '',
    readFile: (file) => {
      const p = resolve(file);
      const hit = files.get(p);
      if (hit !== undefined) return hit;
      if (opts.realFs) return fs.readFileSync(p, 'utf8');
      const e = new Error(`ENOENT: no such file or directory, open '${file}'`) as NodeJS.ErrnoException;
      e.code = 'ENOENT';
      throw e;
    },
    writeFile: (file, text) => { files.set(resolve(file), text); },
    stdout: (t) => { chunksOut.push(t); },
    stderr: (t) => { chunksErr.push(t); },
    get out() { return chunksOut.join(''); },
    get err() { return chunksErr.join(''); },
    files,
    cwd,
    env: opts.env ?? process.env,
  };
}

/** A file-system error as LLVM's tools say it: "cannot open input file 'x.mlir': No such file or
 * directory" (`kind`: input or output). */
export function describeFileOpenError(kind: 'input' | 'output', file: string, e: unknown): string {
  const why = describeFsError(file, e).slice(`cannot open '${file}': `.length);
  return `cannot open ${kind} file '${file}': ${why.charAt(0).toUpperCase()}${why.slice(1)}`;
}

/** A file-system error as a person reads it: "cannot open 'x.mlir': no such file". */
export function describeFsError(file: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const why =
    code === 'ENOENT' ? 'no such file or directory' :
    code === 'EISDIR' ? 'is a directory' :
    code === 'EACCES' ? 'permission denied' :
    e instanceof Error ? e.message : String(e);
  return `cannot open '${file}': ${why}`;
}
