/**
 * `comco run FILE --function=f --input=... [--output=@out.npy]`: executes a function of an MLIR
 * file on the CPU through the interpreter (src/interpreter) and prints each result as
 * iree-run-module does. Bad input of any kind (arguments, .npy files, out-of-bounds accesses,
 * division by zero, an unknown function) is one line naming what is wrong, and exit code 1.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createContext } from '../dialects/index.js';
import { DiagnosticError } from '../ir/diagnostics.js';
import type { Operation } from '../ir/operation.js';
import { renderDiagnostic } from '../ir/render.js';
import type { Type } from '../ir/types.js';
import { verify } from '../ir/verifier.js';
import { parseSource } from '../parser/index.js';
import { SourceFile, SourceManager } from '../support/source.js';
import { type ToolIO, type ToolMain, describeFsError } from '../support/io.js';
import { InputError, InterpreterError } from '../interpreter/errors.js';
import { type Program, compileModule } from '../interpreter/program.js';
import { MemRef, type RuntimeValue, Tensor, allocStorage, memrefToTensor } from '../interpreter/values.js';
import { type OptionSpec, UsageError, helpText, parseArgs } from './args.js';
import { printOpForDiagnostic } from './comco-opt.js';
import { NpyError, parseNpy, tensorToNpy } from './npy.js';
import { formatValue } from './run-format.js';
import { InputRandom, parseComplexInput, parseInput, toArgument } from './run-inputs.js';
import { runOnDevice } from './run-cuda.js';

const OPTIONS: readonly OptionSpec[] = [
  { name: 'function', kind: 'value', help: 'The function to run (default: main)', valueName: 'name' },
  { name: 'input', kind: 'list', help: 'An argument: 2x3xf32=[1 2 3][4 5 6], f32=1.5, 4xf32=random, @x.npy', valueName: 'value' },
  { name: 'output', kind: 'list', help: 'Where the next result goes: @file.npy, or - to print it', valueName: 'target' },
  { name: 'device', kind: 'value', help: 'Where to run: cpu (the interpreter; default), cuda (the GPU), mock (the CUDA host path on a simulated driver)', valueName: 'device' },
  { name: 'fusion', kind: 'value', help: 'With --device=cuda/mock: comco-pipeline fusion=0|1 (default 1)', valueName: 'n' },
  { name: 'print-stats', kind: 'flag', help: 'Print times and executed op counts to stderr' },
  { name: 'dump-js', kind: 'flag', help: 'Print the JavaScript the interpreter generates, and stop' },
  { name: 'seed', kind: 'value', help: 'Seed of =random inputs (default 0)', valueName: 'n' },
  { name: 'npy-bf16-as-uint16', kind: 'flag', help: 'Read and write bf16 .npy data as raw uint16 bits' },
  { name: 'print-max-element-count', kind: 'value', help: 'Elements printed per result (default 1024)', valueName: 'n' },
  { name: 'ranks', kind: 'value', help: 'Run as N SPMD ranks (inputs: one set for all, or N sets in rank order)', valueName: 'n' },
  { name: 'check-races', kind: 'flag', help: 'Check GPU kernels for data races (slower)' },
  { name: 'no-fast-paths', kind: 'flag', help: 'Run named linalg ops through their generic loop nests' },
  { name: 'debug', kind: 'flag', help: 'Show stack traces of internal errors' },
  { name: 'help', kind: 'flag', help: 'Display available options', alias: 'h' },
];

const ms = (t: number): string => `${t.toFixed(1)} ms`;

/** Binary file access relative to the tool's working directory (ToolIO is text-only). */
function readBinary(io: ToolIO, file: string): Uint8Array {
  return fs.readFileSync(path.resolve(io.cwd, file));
}
function writeBinary(io: ToolIO, file: string, data: Uint8Array): void {
  const target = path.resolve(io.cwd, file);
  const tmp = `${target}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, target);
}

export interface Loaded { readonly module: Operation; readonly sources: SourceManager }

export function load(io: ToolIO, input: string): Loaded | string {
  const file = input === '-' ? '<stdin>' : input;
  let text: string;
  try {
    text = input === '-' ? io.readStdin() : io.readFile(input);
  } catch (e) {
    return `comco run: ${describeFsError(input, e)}\n`;
  }
  const sources = new SourceManager();
  sources.add(new SourceFile(file, text));
  try {
    const module = parseSource(text, createContext(), { fileName: file });
    const err = verify(module, { printOp: printOpForDiagnostic });
    if (err) throw err;
    return { module, sources };
  } catch (e) {
    if (e instanceof DiagnosticError) return e.diagnostics.map((d) => renderDiagnostic(d, sources, printOpForDiagnostic)).join('');
    throw e;
  }
}

export const runMain: ToolMain = (argv, io) => {
  let args;
  try {
    args = parseArgs(argv, OPTIONS);
    const bad = args.unknown[0];
    if (bad) throw new UsageError(`unknown option '${bad.raw}'. Try: 'comco run --help'`);
    if (args.positional.length > 1) throw new UsageError(`expected one input file, got ${args.positional.length}`);
  } catch (e) {
    if (e instanceof UsageError) { io.stderr(`comco run: ${e.message}\n`); return 1; }
    throw e;
  }
  if (args.flags.has('help')) {
    io.stdout(helpText('comco run: execute a function of an MLIR file', 'comco run FILE [options]', OPTIONS));
    return 0;
  }
  const device = args.values.get('device') ?? (args.positional[0]?.endsWith('.comco') ? 'cuda' : 'cpu');
  if (device === 'cuda' || device === 'mock') return runOnDevice(io, args, device, { load, prepareArguments, emitResults });
  if (device !== 'cpu') {
    io.stderr(`comco run: error: unknown device '${device}' (cpu, cuda or mock)\n`);
    return 1;
  }
  const t0 = performance.now();
  const loaded = load(io, args.positional[0] ?? '-');
  if (typeof loaded === 'string') { io.stderr(loaded); return 1; }
  const t1 = performance.now();
  const stats = args.flags.has('print-stats');
  const ranks = Number(args.values.get('ranks') ?? 1);
  if (!(Number.isInteger(ranks) && ranks >= 1)) { io.stderr(`comco run: error: --ranks must be a positive integer, got '${args.values.get('ranks')}'\n`); return 1; }
  const program = compileModule(loaded.module, {
    stats, fastPaths: !args.flags.has('no-fast-paths'), checkRaces: args.flags.has('check-races'), spmd: ranks > 1,
  });
  const t2 = performance.now();
  if (args.flags.has('dump-js')) { io.stdout(program.source + '\n'); return 0; }
  const file = args.positional[0] ?? '<stdin>';
  try {
    const fnName = args.values.get('function') ?? 'main';
    const entry = program.functions.get(fnName);
    if (!entry) {
      const known = [...program.functions.keys()].map((n) => `@${n}`).join(', ') || 'none';
      throw new InputError(`${file}: error: no function '@${fnName}' (the module defines: ${known})`);
    }
    const inputs = args.lists.get('input') ?? [];
    const k = entry.type.inputs.length;
    const perRank = ranks > 1 && k > 0 && inputs.length === ranks * k;
    const seed = Number(args.values.get('seed') ?? 0);
    const argSets = Array.from({ length: ranks }, (_, r) => prepareArguments(io, perRank ? inputs.slice(r * k, (r + 1) * k) : inputs,
      entry.type.inputs, fnName, { seed: seed + r, bf16: args.flags.has('npy-bf16-as-uint16') }));
    const t3 = performance.now();
    const print = { print: (s: string) => io.stdout(s) };
    const results = ranks > 1 ? program.runRanks(fnName, argSets, print) : [program.run(fnName, argSets[0]!, print)];
    const t4 = performance.now();
    results.forEach((rs, r) => {
      if (ranks > 1) io.stdout(`rank ${r}:\n`);
      const outputs = (args.lists.get('output') ?? []).map((o) => (ranks > 1 && o.startsWith('@') ? o.replace(/(\.npy)?$/, `.rank${r}$1`) : o));
      emitResults(io, rs, entry.type.results, outputs, {
        bf16: args.flags.has('npy-bf16-as-uint16'),
        maxElements: Number(args.values.get('print-max-element-count') ?? 1024),
      });
    });
    if (stats) io.stderr(statsReport(program, { parse: t1 - t0, compile: t2 - t1, inputs: t3 - t2, run: t4 - t3 }));
    return 0;
  } catch (e) {
    if (e instanceof InterpreterError) { io.stderr(`${e.render()}\n`); return 1; }
    if (e instanceof InputError || e instanceof NpyError) {
      io.stderr(/^\S+: error: /.test(e.message) ? `${e.message}\n` : `comco run: error: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
};

export function prepareArguments(io: ToolIO, inputs: readonly string[], types: readonly Type[], fn: string,
  opts: { seed: number; bf16: boolean }): RuntimeValue[] {
  if (inputs.length !== types.length) {
    throw new InputError(`@${fn} takes ${types.length} argument${types.length === 1 ? '' : 's'} (${types.map((t) => t.key).join(', ') || 'none'}), but ${inputs.length} --input ${inputs.length === 1 ? 'was' : 'were'} given`);
  }
  const ctx = {
    random: new InputRandom(opts.seed),
    bf16AsUint16: opts.bf16,
    readNpy: (f: string) => {
      let buf: Uint8Array;
      try { buf = readBinary(io, f); } catch (e) { throw new NpyError(describeFsError(f, e)); }
      return parseNpy(buf, f);
    },
  };
  return inputs.map((text, i) => {
    const what = `argument #${i} of @${fn}`;
    try {
      return parseComplexInput(text, types[i]!) ?? toArgument(parseInput(text, types[i]!, ctx), types[i]!);
    } catch (e) {
      if (e instanceof InputError || e instanceof NpyError) throw new InputError(`input #${i} (${what}): ${e.message}`);
      throw e;
    }
  });
}

export function emitResults(io: ToolIO, results: readonly RuntimeValue[], types: readonly Type[], outputs: readonly string[],
  opts: { bf16: boolean; maxElements: number }): void {
  const files: [string, Uint8Array][] = [];
  const lines: string[] = [];
  results.forEach((r, i) => {
    const target = outputs[i];
    if (target !== undefined && target.startsWith('@')) {
      const v = r instanceof MemRef ? memrefToTensor(r) : r;
      const t = v instanceof Tensor ? v : new Tensor(types[i]!, [], scalarStorage(types[i]!, v));
      files.push([target.slice(1), tensorToNpy(t, opts.bf16)]);
      return;
    }
    if (target !== undefined && target !== '-' && target !== '') throw new InputError(`--output '${target}': expected @file.npy or -`);
    lines.push(formatValue(r, types[i]!, opts.maxElements));
  });
  for (const [f, data] of files) {
    try { writeBinary(io, f, data); } catch (e) { throw new NpyError(describeFsError(f, e)); }
  }
  if (lines.length) io.stdout(lines.join('\n') + '\n');
}

function scalarStorage(t: Type, v: RuntimeValue): Tensor['data'] {
  const data = allocStorage(t, 1);
  (data as unknown as RuntimeValue[])[0] = v;
  return data;
}

function statsReport(p: Program, times: Readonly<Record<string, number>>): string {
  const lines = ['comco run statistics:'];
  for (const [k, v] of Object.entries(times)) lines.push(`  ${`${k}:`.padEnd(10)} ${ms(v)}`);
  const counts = [...p.opCounts()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const total = counts.reduce((s, [, n]) => s + n, 0);
  lines.push(`  ops executed: ${total}`);
  for (const [name, n] of counts) lines.push(`    ${name.padEnd(32)} ${n}`);
  return lines.join('\n') + '\n';
}
