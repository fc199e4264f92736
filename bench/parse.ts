/**
 * Parse + verify + print speed and memory of comco-opt against mlir-opt-22, run alternately on the
 * same generated inputs in the same run. Prints a table of medians and ratios and writes
 * bench/results/parse-<date>.json.
 *
 *   node dist/bench/parse.js [--runs=5] [--ops=200000] [--funcs=20000] [--comco=path/to/comco-opt.js]
 *
 * The default comco-opt is the bundled entry point (dist/bin, made by `npm run build`), the one
 * package.json installs: one file loads much faster than the ~260 modules tsc emits.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineInfo } from './machine.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string, dflt: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt);
const RUNS = arg('runs', 5);
const OPS = arg('ops', 200_000);
const FUNCS = arg('funcs', 20_000);

/** One function with `n` arith ops: constants, adds, muls, compares and selects in a chain. */
function bigFunction(n: number): string {
  const out = ['func.func @big(%a: i32, %b: i32) -> i32 {', '  %c1 = arith.constant 1 : i32'];
  let prev = '%a';
  for (let i = 0; i < n - 1; i++) {
    const k = i % 4;
    if (k === 0) out.push(`  %v${i} = arith.addi ${prev}, %b : i32`);
    else if (k === 1) out.push(`  %v${i} = arith.muli ${prev}, %c1 : i32`);
    else if (k === 2) out.push(`  %v${i} = arith.cmpi slt, ${prev}, %b : i32`);
    else out.push(`  %v${i} = arith.select %v${i - 1}, %v${i - 2}, %b : i32`);
    if (k !== 2) prev = `%v${i}`;
  }
  out.push(`  return ${prev} : i32`, '}');
  return out.join('\n') + '\n';
}

/** `n` small functions of five ops each. */
function manyFunctions(n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(`func.func @f${i}(%a: f32, %b: f32) -> f32 {`,
      '  %0 = arith.addf %a, %b : f32', '  %1 = arith.mulf %0, %a : f32', '  %2 = arith.subf %1, %b : f32',
      '  %cst = arith.constant 2.5 : f32', '  %3 = arith.divf %2, %cst : f32', '  return %3 : f32', '}');
  }
  return out.join('\n') + '\n';
}

interface Sample { readonly seconds: number; readonly rssKiB: number | undefined; }

const haveGnuTime = fs.existsSync('/usr/bin/time');

function timeRun(cmd: string, args: string[]): Sample {
  const start = process.hrtime.bigint();
  const r = haveGnuTime
    ? spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'ignore', 'pipe'] })
    : spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'ignore', 'pipe'] });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  const rss = haveGnuTime ? Number(r.stderr.trim().split('\n').pop()) : undefined;
  return { seconds, rssKiB: rss };
}

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]!; };

function main(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comco-bench-'));
  const comco = process.argv.find((a) => a.startsWith('--comco='))?.slice(8) ?? path.join(repo, 'dist/bin/comco-opt.js');
  const inputs: [string, string][] = [[`one function, ${OPS} ops`, bigFunction(OPS)], [`${FUNCS} small functions`, manyFunctions(FUNCS)]];
  const files: { name: string; file: string }[] = [];
  for (const [name, text] of inputs) {
    const custom = path.join(dir, `${files.length}.mlir`);
    fs.writeFileSync(custom, text);
    files.push({ name, file: custom });
    const generic = path.join(dir, `${files.length}.mlir`);
    const g = spawnSync('mlir-opt-22', ['--mlir-print-op-generic', custom], { encoding: 'utf8', maxBuffer: 1 << 30 });
    if (g.status !== 0) throw new Error(`mlir-opt-22 failed: ${g.stderr}`);
    fs.writeFileSync(generic, g.stdout);
    files.push({ name: `${name} (generic form)`, file: generic });
  }
  const rows = files.map(({ name, file }) => {
    const ours: Sample[] = [], theirs: Sample[] = [];
    timeRun(process.execPath, [comco, file]); // warm the file cache
    for (let i = 0; i < RUNS; i++) {
      ours.push(timeRun(process.execPath, [comco, file]));
      theirs.push(timeRun('mlir-opt-22', [file]));
    }
    const ratio = median(ours.map((o, i) => o.seconds / theirs[i]!.seconds));
    const rss = (s: Sample[]) => (s[0]!.rssKiB === undefined ? undefined : median(s.map((x) => x.rssKiB!)) / 1024);
    return {
      input: name, bytes: fs.statSync(file).size,
      comcoSeconds: median(ours.map((s) => s.seconds)), upstreamSeconds: median(theirs.map((s) => s.seconds)), timeRatio: ratio,
      comcoRssMiB: rss(ours), upstreamRssMiB: rss(theirs),
    };
  });
  const fmt = (x: number | undefined, d = 2) => (x === undefined ? 'n/a' : x.toFixed(d));
  console.log(`parse+verify+print, median of ${RUNS} alternating runs`);
  console.log('| input | comco-opt s | mlir-opt-22 s | time ratio | comco RSS MiB | upstream RSS MiB | RSS ratio |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const rr = r.comcoRssMiB && r.upstreamRssMiB ? r.comcoRssMiB / r.upstreamRssMiB : undefined;
    console.log(`| ${r.input} | ${fmt(r.comcoSeconds)} | ${fmt(r.upstreamSeconds)} | ${fmt(r.timeRatio)} | ${fmt(r.comcoRssMiB, 0)} | ${fmt(r.upstreamRssMiB, 0)} | ${fmt(rr)} |`);
  }
  const result = { benchmark: 'parse', machine: machineInfo(), runs: RUNS, rows };
  const outDir = path.join(repo, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `parse-${result.machine.date.slice(0, 10)}.json`);
  fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
  console.log(`wrote ${path.relative(repo, out)}`);
  fs.rmSync(dir, { recursive: true, force: true });
}

main();
