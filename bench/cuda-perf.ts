/**
 * The CUDA backend's performance bar, measured in one run (bench/cuda-perf.sh runs it on the GPU
 * machine):
 *  1. relu(a*b+c) over 2^26 f32, fused and unfused (fusion=0), against a device-to-device copy
 *     timed in the same run: fused >= 85% of copy bandwidth and >= 1.8x faster than unfused;
 *  2. a 1024^3 f32 matmul: comco's kernel against the PTX mlir-opt-22's naive GPU pipeline
 *     gives (bench/cuda/matmul-naive.sh), loaded and launched through the same HAL;
 *  3. the paper's Figure 1 (examples/fig1.mlir) replayed from a CUDA graph: < 10 us per run;
 *  4. no device memory leaked over 1000 runs of Figure 1 (cuMemGetInfo and the HAL's accounting).
 * Every result is checked against a float64 reference on fresh random inputs first (norm-wise
 * relative error). Kernels are timed as comco bench does: a graph of ten launches, events around
 * each replay, warm-up, medians. Prints a table; writes the numbers as JSON (--json=FILE).
 *   node DIST/bench/cuda-perf.js [--device=mock --small] [--naive-ptx=F.ptx] [--json=F] [--machine=TEXT]
 */
import * as fs from 'node:fs';
import { processIO } from '../src/support/io.js';
import type { Device, Stream } from '../src/backend/cuda/hal/device.js';
import { type ParamKind, type ParamValue, packParams } from '../src/backend/cuda/hal/args.js';
import { type ScheduleTiming, type Stats, copyBandwidth, stats, timeSchedule } from '../src/backend/cuda/host/bench.js';
import { loadKernels, runSchedule } from '../src/backend/cuda/host/execute.js';
import type { CompiledProgram } from '../src/backend/cuda/host/program.js';
import { openDevice } from '../src/tools/cuda-prepare.js';
import { programFor } from '../src/tools/run-cuda.js';
import { load } from '../src/tools/run.js';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const kind = arg('device') === 'mock' ? 'mock' : 'cuda';
const small = process.argv.includes('--small');
const o = { warmup: small ? 2 : 10, reps: small ? 5 : 100 };
const io = processIO();

/** xorshift32 uniform in [-1, 1): fresh inputs per run (seeded by the clock). */
function randomF32(n: number, seed: number): Float32Array {
  const out = new Float32Array(n);
  let s = (seed >>> 0) || 1;
  for (let i = 0; i < n; i++) { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; out[i] = s / 2 ** 31 - 1; }
  return out;
}
const bytesOf = (a: Float32Array): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const f32 = (b: Uint8Array): Float32Array => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
function relErr(out: Float32Array, ref: Float64Array): number {
  let num = 0, den = 0;
  for (let i = 0; i < ref.length; i++) { const d = out[i]! - ref[i]!; num += d * d; den += ref[i]! * ref[i]!; }
  return Number.isFinite(num) ? Math.sqrt(num / Math.max(den, 1e-300)) : Infinity;
}

async function compile(file: string, fn: string, fusion: boolean): Promise<CompiledProgram> {
  const p = await programFor(io, 'cuda-perf', file, fn, fusion, kind, { load });
  if (typeof p === 'string') throw new Error(p);
  return p;
}
function tmpProgram(name: string, text: string): string {
  const f = `${process.env.TMPDIR ?? '/tmp'}/comco-perf-${process.pid}-${name}.mlir`;
  fs.writeFileSync(f, text);
  return f;
}
const run = (d: Device, p: CompiledProgram, inputs: readonly Uint8Array[]): Uint8Array[] => runSchedule(d, p.schedule, loadKernels(d, p.modules, p.schedule.kernels), inputs);
const time = (d: Device, p: CompiledProgram, inputs: readonly Uint8Array[]): ScheduleTiming => timeSchedule(d, p.schedule, loadKernels(d, p.modules, p.schedule.kernels), inputs, o);
const kernelMs = (t: ScheduleTiming): number => t.kernels.reduce((s, k) => s + k.ms.median, 0);

/** Per-launch times of `enqueue` (one launch), as comco bench times a kernel: graphs of ten. */
function timeLaunch(d: Device, stream: Stream, enqueue: () => void): Stats {
  const g = d.capture(stream, () => { for (let i = 0; i < 10; i++) enqueue(); });
  const e0 = d.createEvent(), e1 = d.createEvent();
  const times: number[] = [];
  try {
    for (let rep = 0; rep < o.warmup + o.reps; rep++) {
      d.record(e0, stream); d.replay(g, stream); d.record(e1, stream);
      if (rep >= o.warmup) times.push(d.elapsed(e0, e1) / 10);
    }
  } finally { d.destroyGraph(g); d.destroyEvent(e0); d.destroyEvent(e1); }
  return stats(times);
}

async function elementwise(d: Device, copyGbps: number): Promise<Record<string, unknown>> {
  const [R, C] = small ? [64, 64] : [8192, 8192];
  const t = `tensor<${R}x${C}xf32>`;
  const file = tmpProgram('fma-relu', `comco.func @fma_relu(%a: ${t}, %b: ${t}, %c: ${t}) -> ${t} {
  %p = comco.mul %a, %b : ${t}, ${t} -> ${t}
  %s = comco.add %p, %c : ${t}, ${t} -> ${t}
  %r = comco.relu %s : ${t}
  comco.return %r : ${t}
}\n`);
  const n = R * C, seed = Date.now();
  const [a, b, c] = [0, 1, 2].map((i) => randomF32(n, seed + i)) as [Float32Array, Float32Array, Float32Array];
  const ref = new Float64Array(n);
  for (let i = 0; i < n; i++) ref[i] = Math.max(a[i]! * b[i]! + c[i]!, 0);
  const inputs = [a, b, c].map(bytesOf);
  const fused = await compile(file, 'fma_relu', true), unfused = await compile(file, 'fma_relu', false);
  const errF = relErr(f32(run(d, fused, inputs)[0]!), ref), errU = relErr(f32(run(d, unfused, inputs)[0]!), ref);
  const tf = time(d, fused, inputs), tu = time(d, unfused, inputs);
  fs.rmSync(file);
  const bytes = 4 * n * 4; // a, b, c read, the result written
  const gbps = bytes / (tf.graph.median * 1e6), kgbps = bytes / (kernelMs(tf) * 1e6);
  return {
    elements: n, bytes, rel_err_fused: errF, rel_err_unfused: errU,
    fused_kernels: tf.launches, unfused_kernels: tu.launches,
    fused_kernel_us: kernelMs(tf) * 1e3, fused_e2e_us: tf.graph.median * 1e3, unfused_e2e_us: tu.graph.median * 1e3,
    fused_grid: tf.kernels[0]?.grid, fused_block: tf.kernels[0]?.block,
    kernel_gbps: kgbps, e2e_gbps: gbps, kernel_of_copy: kgbps / copyGbps, e2e_of_copy: gbps / copyGbps,
    speedup: tu.graph.median / tf.graph.median,
  };
}

/** The naive PTX's kernel: 5 loop-bound scalars, three memref descriptors, the bound 1024. */
function naiveParams(n: number, ptrs: readonly bigint[]): { kinds: ParamKind[]; values: ParamValue[] } {
  const i64: ParamKind = { kind: 'int', bytes: 8 }, ptr: ParamKind = { kind: 'ptr' };
  const kinds: ParamKind[] = [i64, i64, i64, i64, i64];
  const values: ParamValue[] = [16n, 0n, 16n, 1n, 0n];
  for (const p of ptrs) {
    kinds.push(ptr, ptr, i64, i64, i64, i64, i64);
    values.push({ ptr: p }, { ptr: p }, 0n, BigInt(n), BigInt(n), BigInt(n), 1n);
  }
  kinds.push(i64); values.push(BigInt(n));
  return { kinds, values };
}

async function matmul(d: Device, naivePtx: string | undefined): Promise<Record<string, unknown>> {
  const n = small ? 64 : 1024;
  const t = `tensor<${n}x${n}xf32>`;
  const file = tmpProgram('matmul', `comco.func @matmul(%a: ${t}, %b: ${t}) -> ${t} {
  %c = comco.matmul %a, %b : ${t}, ${t} -> ${t}
  comco.return %c : ${t}
}\n`);
  const seed = Date.now();
  const a = randomF32(n * n, seed), b = randomF32(n * n, seed + 7);
  const ref = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let k = 0; k < n; k++) {
    const x = a[i * n + k]!;
    for (let j = 0; j < n; j++) ref[i * n + j]! += x * b[k * n + j]!;
  }
  const p = await compile(file, 'matmul', true);
  fs.rmSync(file);
  const inputs = [bytesOf(a), bytesOf(b)];
  const err = relErr(f32(run(d, p, inputs)[0]!), ref);
  const tc = time(d, p, inputs);
  const flops = 2 * n ** 3;
  const ours = kernelMs(tc);
  const out: Record<string, unknown> = {
    n, flops, rel_err: err, kernel_us: ours * 1e3, tflops: flops / (ours * 1e9), grid: tc.kernels[0]?.grid, block: tc.kernels[0]?.block,
  };
  if (naivePtx) {
    const [k] = d.loadKernels({ ptx: naivePtx }, ['matmul_kernel']);
    const bufs = [a, b, new Float32Array(n * n)].map((x, i) => { const buf = d.alloc(4 * n * n, `naive matmul operand ${i}`); d.upload(buf, bytesOf(x)); return buf; });
    const stream = d.createStream();
    try {
      const { kinds, values } = naiveParams(n, bufs.map((x) => x.ptr));
      const params = packParams('matmul_kernel', kinds, values);
      const launch = (): void => d.launch(k!, [n / 16, n / 16, 1], [16, 16, 1], 0, params, stream);
      launch();
      d.synchronize(stream);
      const c = new Uint8Array(4 * n * n);
      d.download(c, bufs[2]!);
      const naiveErr = relErr(f32(c), ref);
      const s = timeLaunch(d, stream, launch);
      Object.assign(out, { naive_rel_err: naiveErr, naive_kernel_us: s.median * 1e3, naive_tflops: flops / (s.median * 1e9), speedup_over_naive: s.median / ours });
    } finally {
      d.destroyStream(stream);
      bufs.forEach((x) => d.free(x));
    }
  }
  return out;
}

async function figure1(d: Device): Promise<Record<string, unknown>> {
  const p = await compile('examples/fig1.mlir', 'comco_func', true);
  const seed = Date.now();
  const a = randomF32(32 * 32, seed), b = randomF32(32 * 32, seed + 3);
  const ref = new Float64Array(32 * 32);
  for (let i = 0; i < 32; i++) for (let j = 0; j < 32; j++) { let s = 0; for (let k = 0; k < 32; k++) s += a[i * 32 + k]! * b[k * 32 + j]!; ref[i * 32 + j] = s; }
  const inputs = [bytesOf(a), bytesOf(b)];
  const outs = run(d, p, inputs);
  const err = relErr(f32(outs[0]!), ref);
  const sum = f32(outs[1]!)[0]!;
  const tf = time(d, p, inputs);
  // 1000 runs: device memory and the HAL's live objects before and after.
  const free = (): number => { const [s, info] = d.driver.cuMemGetInfo(); return s === 0 ? info.free : NaN; };
  const before = free(), liveBefore = d.live();
  for (let i = 0; i < (small ? 20 : 1000); i++) run(d, p, inputs);
  const after = free(), liveAfter = d.live();
  return {
    rel_err: err, all_reduce: sum, all_reduce_expected: Math.fround(256 * Math.fround(3.14)), launches: tf.launches,
    kernel_us: kernelMs(tf) * 1e3, graph_replay_us: tf.graph.median * 1e3, graph_replay_min_us: tf.graph.min * 1e3,
    leak_runs: small ? 20 : 1000, free_bytes_before: before, free_bytes_after: after, leaked_bytes: before - after,
    live_before: liveBefore, live_after: liveAfter,
  };
}

const fmt = (x: unknown, digits = 1): string => (typeof x === 'number' ? x.toFixed(digits) : String(x));

async function main(): Promise<number> {
  const d = openDevice(kind);
  try {
    const copy = copyBandwidth(d, kind === 'mock' ? 1 << 20 : 1 << 30, o);
    const naivePath = arg('naive-ptx');
    const ew = await elementwise(d, copy.gbps);
    const mm = await matmul(d, kind === 'cuda' && naivePath ? fs.readFileSync(naivePath, 'utf8') : undefined);
    const f1 = await figure1(d);
    const bars = {
      elementwise_85pct_of_copy: (ew.e2e_of_copy as number) >= 0.85,
      elementwise_fusion_1_8x: (ew.speedup as number) >= 1.8,
      matmul_not_slower_than_naive: mm.speedup_over_naive === undefined ? null : (mm.speedup_over_naive as number) >= 1,
      fig1_graph_under_10us: (f1.graph_replay_us as number) < 10,
      fig1_no_leak: f1.leaked_bytes === 0 && JSON.stringify(f1.live_before) === JSON.stringify(f1.live_after),
      numerics: [ew.rel_err_fused, ew.rel_err_unfused, mm.rel_err, mm.naive_rel_err ?? 0, f1.rel_err].every((e) => (e as number) < 1e-5),
    };
    const result = {
      date: new Date().toISOString(), machine: arg('machine') ?? d.name, device: d.name, driver: d.driver.description,
      node: process.version, command: process.argv.slice(1).join(' '), commit: process.env.COMCO_COMMIT ?? '',
      method: `medians of ${o.reps} after ${o.warmup} warm-up; kernels timed in graphs of ten launches; end to end = one graph replay`,
      copy_gbps: copy.gbps, elementwise: ew, matmul: mm, fig1: f1, bars,
    };
    const json = arg('json');
    if (json) fs.writeFileSync(json, JSON.stringify(result, null, 2) + '\n');
    const rows: [string, string, string][] = [
      ['device-to-device copy', `${fmt(copy.gbps)} GB/s`, '(yardstick)'],
      [`relu(a*b+c) ${fmt(ew.elements, 0)} f32 fused`, `${fmt(ew.fused_e2e_us)} us, ${fmt(ew.e2e_gbps)} GB/s`, `${fmt(100 * (ew.e2e_of_copy as number))}% of copy (bar 85%)`],
      ['  unfused (fusion=0)', `${fmt(ew.unfused_e2e_us)} us`, `fusion ${fmt(ew.speedup, 2)}x (bar 1.8x)`],
      [`matmul ${mm.n}^3 comco`, `${fmt(mm.kernel_us)} us`, `${fmt(mm.tflops, 2)} TFLOP/s`],
      ['  mlir-opt-22 naive PTX', mm.naive_kernel_us === undefined ? 'not run' : `${fmt(mm.naive_kernel_us)} us`, mm.naive_tflops === undefined ? '' : `${fmt(mm.naive_tflops, 2)} TFLOP/s; comco ${fmt(mm.speedup_over_naive, 2)}x`],
      ['fig1 graph replay', `${fmt(f1.graph_replay_us, 2)} us`, `kernel ${fmt(f1.kernel_us, 2)} us, ${f1.launches} launch (bar < 10 us)`],
      [`fig1 x${f1.leak_runs} runs`, `${fmt(f1.leaked_bytes, 0)} bytes leaked`, `live ${JSON.stringify(f1.live_after)}`],
      ['rel. errors (fused, unfused, mm, naive, fig1)', [ew.rel_err_fused, ew.rel_err_unfused, mm.rel_err, mm.naive_rel_err, f1.rel_err].map((e) => (typeof e === 'number' ? e.toExponential(1) : '-')).join(' '), `all-reduce ${f1.all_reduce}`],
    ];
    process.stdout.write(`comco CUDA performance bar on ${d.name} (${result.method})\n`);
    for (const [a, b, c] of rows) process.stdout.write(`${a.padEnd(46)} ${b.padEnd(28)} ${c}\n`);
    process.stdout.write(`bars: ${Object.entries(bars).map(([k, v]) => `${k}=${v === null ? 'n/a' : v ? 'PASS' : 'FAIL'}`).join(' ')}\n`);
    return Object.values(bars).every((v) => v !== false) ? 0 : 1;
  } finally {
    d.close();
  }
}

process.exitCode = await main();
