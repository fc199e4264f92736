/**
 * Speed of the interpreter (issue 4's targets: each under 1 s):
 *   - a 256×256×256 f32 linalg.matmul (fast path, and the generic loop nest for reference);
 *   - a gpu.launch of 64 blocks × 256 threads over 16k elements (an elementwise kernel run
 *     thread after thread, the same kernel with a gpu.barrier so that threads run cooperatively
 *     as generators, and that one again with race checking).
 * Each is timed in-process (compiled once, median of several runs) and end to end as a
 * `comco run` process (parse, compile, random inputs, run, print). Prints a table and writes
 * bench/results/interp-<date>.json, with the machine and its load average (other processes
 * share this machine).
 *
 *   node dist/bench/interp.js [--runs=5]
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../src/dialects/index.js';
import { f32 } from '../src/ir/types.js';
import { verify } from '../src/ir/verifier.js';
import { parseSource } from '../src/parser/index.js';
import type { CompileOptions } from '../src/interpreter/gen.js';
import { compileModule } from '../src/interpreter/program.js';
import { fromTensor } from '../src/interpreter/runtime/memref.js';
import { Tensor } from '../src/interpreter/values.js';
import { machineInfo } from './machine.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
/** The bundled tool when it is built (what users run), else the module tree. */
const comcoBin = [path.join(repo, 'dist/bin/comco.js'), path.join(repo, 'dist/src/bin/comco.js')].find((f) => fs.existsSync(f))!;

const MATMUL = `func.func @main(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x256xf32>, tensor<256x256xf32>) outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %r : tensor<256x256xf32>
}
`;

/** y = a·x + y over 16k elements, one element per thread; `sync` adds a barrier. */
function launchProgram(sync: boolean): string {
  return `func.func @main(%x: memref<16384xf32>, %y: memref<16384xf32>) -> memref<16384xf32> {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c64, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %a = arith.constant 2.5 : f32
    %v = memref.load %x[%i] : memref<16384xf32>
    %w = memref.load %y[%i] : memref<16384xf32>
    %m = arith.mulf %a, %v : f32
${sync ? '    gpu.barrier\n' : ''}    %s = arith.addf %m, %w : f32
    memref.store %s, %y[%i] : memref<16384xf32>
    gpu.terminator
  }
  return %y : memref<16384xf32>
}
`;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function random(n: number, seed: number): Float32Array {
  const out = new Float32Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) { s = (s * 1103515245 + 12345) % 2147483648; out[i] = s / 2147483648 - 0.5; }
  return out;
}

interface Row { readonly name: string; readonly compileMs: number; readonly runMs: number; readonly processMs: number | undefined }

function inProcess(name: string, text: string, options: CompileOptions, args: () => unknown[], cli: string[] | undefined): Row {
  const t0 = performance.now();
  const m = parseSource(text, createContext(), { fileName: 'bench.mlir' });
  const err = verify(m);
  if (err) throw err;
  const p = compileModule(m, options);
  const compileMs = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const a = args();
    const s = performance.now();
    p.run('main', a as never[]);
    times.push(performance.now() - s);
  }
  let processMs: number | undefined;
  if (cli) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comco-bench-'));
    const file = path.join(dir, 'bench.mlir');
    fs.writeFileSync(file, text);
    const ts: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      const s = performance.now();
      const r = spawnSync(process.execPath, [comcoBin, 'run', file, ...cli, '--print-max-element-count=4'], { encoding: 'utf8' });
      ts.push(performance.now() - s);
      if (r.status !== 0) throw new Error(`comco run failed: ${r.stderr}`);
    }
    processMs = median(ts);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { name, compileMs, runMs: median(times), processMs };
}

function main(): void {
  const A = new Tensor(f32, [256, 256], random(65536, 1)), B = new Tensor(f32, [256, 256], random(65536, 2));
  const x = random(16384, 3), y = random(16384, 4);
  const vec = () => [fromTensor(new Tensor(f32, [16384], x)), fromTensor(new Tensor(f32, [16384], y))];
  const mmCli = ['--input=256x256xf32=random', '--input=256x256xf32=random'];
  const launchCli = ['--input=16384xf32=random', '--input=16384xf32=random'];
  const rows = [
    inProcess('matmul 256x256x256 f32 (fast path)', MATMUL, {}, () => [A, B], mmCli),
    inProcess('matmul 256x256x256 f32 (generic loops)', MATMUL, { fastPaths: false }, () => [A, B], [...mmCli, '--no-fast-paths']),
    inProcess('gpu.launch 64x256 threads, elementwise', launchProgram(false), {}, vec, launchCli),
    inProcess('gpu.launch 64x256 threads, with a barrier', launchProgram(true), {}, vec, launchCli),
    inProcess('  ... and --check-races', launchProgram(true), { checkRaces: true }, vec, [...launchCli, '--check-races']),
  ];
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const lines = [
    `comco interpreter benchmark (${RUNS} runs, median; load average ${load} on ${os.cpus().length} cores)`,
    '',
    `${'case'.padEnd(44)} ${'compile ms'.padStart(11)} ${'run ms'.padStart(9)} ${'comco run ms'.padStart(13)}`,
    ...rows.map((r) => `${r.name.padEnd(44)} ${r.compileMs.toFixed(1).padStart(11)} ${r.runMs.toFixed(1).padStart(9)} ${(r.processMs?.toFixed(0) ?? '-').padStart(13)}`),
  ];
  process.stdout.write(lines.join('\n') + '\n');
  const outDir = path.join(repo, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  const out = path.join(outDir, `interp-${date}.json`);
  fs.writeFileSync(out, JSON.stringify({ machine: machineInfo(), loadavg: os.loadavg(), runs: RUNS, rows }, null, 2) + '\n');
  process.stdout.write(`\nwrote ${path.relative(repo, out)}\n`);
}

main();
