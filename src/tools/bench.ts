/**
 * `comco bench FILE --function=f`: device times of a compiled program (bench/METHOD: warm-up,
 * then medians over repetitions, events for timing): per kernel and end to end (a CUDA graph of
 * the whole schedule, replayed), achieved GB/s of each kernel's buffers and TFLOP/s of the
 * program's matmuls, each against a device-to-device copy timed in the same run.
 * `--compare-unfused` compiles the fusion=0 pipeline in the same process and prints the speedup.
 */
import type { Operation } from '../ir/operation.js';
import { RankedTensorType, MemRefType } from '../ir/types.js';
import type { ToolIO, ToolMain } from '../support/io.js';
import type { Device } from '../backend/cuda/hal/device.js';
import { toDeviceBytes } from '../backend/cuda/host/data.js';
import { loadKernels } from '../backend/cuda/host/execute.js';
import { type ScheduleTiming, copyBandwidth, timeSchedule } from '../backend/cuda/host/bench.js';
import type { CompiledProgram } from '../backend/cuda/host/program.js';
import { type OptionSpec, UsageError, helpText, parseArgs } from './args.js';
import { openDevice, parseTypes } from './cuda-prepare.js';
import { deviceErrorMessage, programFor } from './run-cuda.js';
import { typeText } from './run-format.js';
import { load, prepareArguments } from './run.js';
import { InputError } from '../interpreter/errors.js';

const OPTIONS: readonly OptionSpec[] = [
  { name: 'function', kind: 'value', help: 'The function to time (default: main)', valueName: 'name' },
  { name: 'input', kind: 'list', help: 'Arguments as for comco run (default: fresh random inputs)', valueName: 'value' },
  { name: 'device', kind: 'value', help: 'cuda (default) or mock (plumbing only: its times are host times)', valueName: 'device' },
  { name: 'warmup', kind: 'value', help: 'Untimed repetitions first (default 10)', valueName: 'n' },
  { name: 'reps', kind: 'value', help: 'Timed repetitions (default 100)', valueName: 'n' },
  { name: 'compare-unfused', kind: 'flag', help: 'Also time the fusion=0 pipeline and print the speedup' },
  { name: 'seed', kind: 'value', help: 'Seed of =random inputs (default: the time)', valueName: 'n' },
  { name: 'help', kind: 'flag', help: 'Display available options', alias: 'h' },
];

/** 2·M·N·K of every matmul in the function as written (the FLOPs bench counts). */
export function matmulFlops(module: Operation, fn: string): number {
  let flops = 0;
  const f = module.regions[0]?.front.ops.find((op) => (op.getAttr('sym_name') as { value?: string } | undefined)?.value === fn);
  f?.walk((op) => {
    if (!/^(comco|linalg)\.(batch_)?matmul$/.test(op.name) || op.results.length + op.operands.length < 2) return;
    const lhs = op.getOperand(0).type, out = (op.results[0] ?? op.getOperand(op.operands.length - 1)).type;
    if (!(lhs instanceof RankedTensorType || lhs instanceof MemRefType) || !(out instanceof RankedTensorType || out instanceof MemRefType)) return;
    const k = lhs.shape[lhs.rank - 1]!;
    flops += 2 * k * out.shape.reduce((a, b) => a * b, 1);
  });
  return flops;
}

const us = (ms: number): string => `${(ms * 1000).toFixed(1)}`;

function report(io: ToolIO, label: string, t: ScheduleTiming, flops: number, copyGbps: number): void {
  io.stdout(`${label}: ${t.launches} kernel launch${t.launches === 1 ? '' : 'es'}\n`);
  io.stdout(`  ${'kernel'.padEnd(40)} ${'grid'.padEnd(12)} ${'block'.padEnd(10)} ${'median us'.padStart(10)} ${'min'.padStart(8)} ${'max'.padStart(8)} ${'GB/s'.padStart(8)} ${'of copy'.padStart(8)}\n`);
  for (const k of t.kernels) {
    const gbps = k.bytes / (k.ms.median * 1e6);
    io.stdout(`  ${`${k.kernel} (#${k.step})`.padEnd(40)} ${k.grid.join('x').padEnd(12)} ${k.block.join('x').padEnd(10)} ${us(k.ms.median).padStart(10)} ${us(k.ms.min).padStart(8)} ${us(k.ms.max).padStart(8)} ${gbps.toFixed(1).padStart(8)} ${`${(100 * gbps / copyGbps).toFixed(1)}%`.padStart(8)}\n`);
  }
  const bytes = t.kernels.reduce((s, k) => s + k.bytes, 0);
  const e2e = t.graph.median;
  io.stdout(`  end to end (graph replay): median ${us(e2e)} us, min ${us(t.graph.min)}, max ${us(t.graph.max)}; ${(bytes / (e2e * 1e6)).toFixed(1)} GB/s (${(100 * bytes / (e2e * 1e6) / copyGbps).toFixed(1)}% of copy)${flops ? `, ${(flops / (e2e * 1e9)).toFixed(3)} TFLOP/s (matmul FLOPs)` : ''}\n`);
}

async function benchOne(device: Device, p: CompiledProgram, inputs: readonly Uint8Array[], o: { warmup: number; reps: number }): Promise<ScheduleTiming> {
  const kernels = loadKernels(device, p.modules, p.schedule.kernels);
  return timeSchedule(device, p.schedule, kernels, inputs, o);
}

export const benchMain: ToolMain = async (argv, io) => {
  let args;
  try {
    args = parseArgs(argv, OPTIONS);
    const bad = args.unknown[0];
    if (bad) throw new UsageError(`unknown option '${bad.raw}'. Try: 'comco bench --help'`);
    if (args.positional.length !== 1 && !args.flags.has('help')) throw new UsageError('expected one input file');
  } catch (e) {
    if (e instanceof UsageError) { io.stderr(`comco bench: ${e.message}\n`); return 1; }
    throw e;
  }
  if (args.flags.has('help')) { io.stdout(helpText('comco bench: time a program on the GPU', 'comco bench FILE [options]', OPTIONS)); return 0; }
  const kind = args.values.get('device') ?? 'cuda';
  if (kind !== 'cuda' && kind !== 'mock') { io.stderr(`comco bench: error: --device must be cuda or mock, got '${kind}'\n`); return 1; }
  const o = { warmup: Number(args.values.get('warmup') ?? 10), reps: Number(args.values.get('reps') ?? 100) };
  if (!(Number.isInteger(o.warmup) && o.warmup >= 0 && Number.isInteger(o.reps) && o.reps >= 1)) { io.stderr('comco bench: error: --warmup and --reps must be integers (reps >= 1)\n'); return 1; }
  const file = args.positional[0]!;
  const fnName = args.values.get('function') ?? 'main';
  let device: Device | undefined;
  try {
    device = openDevice(kind);
    const fused = await programFor(io, 'comco bench', file, fnName, true, kind, { load });
    if (typeof fused === 'string') { io.stderr(fused); return 1; }
    const types = parseTypes(fused.signature.inputs);
    const given = args.lists.get('input') ?? [];
    const specs = given.length ? given : types.map((t) => (t instanceof RankedTensorType || t instanceof MemRefType ? `${typeText(t.shape, t.elementType)}=random` : `${t.key}=random`));
    const seed = Number(args.values.get('seed') ?? Date.now() % 1e9);
    const inputs = prepareArguments(io, specs, types, fnName, { seed, bf16: false }).map((v) => toDeviceBytes(v));
    const source = file.endsWith('.comco') ? undefined : load(io, file);
    const flops = source && typeof source !== 'string' ? matmulFlops(source.module, fnName) : 0;
    // Large enough not to sit in the L2 cache (50 MiB on an H100); the mock copies little.
    const copyBytes = kind === 'mock' ? 1 << 20 : Math.max(256 << 20, 4 * inputs.reduce((s, b) => s + b.byteLength, 0));
    const copy = copyBandwidth(device, copyBytes, o);
    io.stdout(`comco bench ${file} @${fnName} on ${device.name} (${device.driver.description}); warm-up ${o.warmup}, ${o.reps} timed repetitions, medians\n`);
    io.stdout(`device-to-device copy: ${copy.gbps.toFixed(1)} GB/s (read + write, ${(copyBytes / (1 << 20)).toFixed(0)} MiB)\n`);
    const tf = await benchOne(device, fused, inputs, o);
    report(io, `fused (${fused.pipeline})`, tf, flops, copy.gbps);
    if (args.flags.has('compare-unfused')) {
      if (file.endsWith('.comco')) throw new InputError('--compare-unfused needs the MLIR source, not a module file');
      const unfused = await programFor(io, 'comco bench', file, fnName, false, kind, { load });
      if (typeof unfused === 'string') { io.stderr(unfused); return 1; }
      const tu = await benchOne(device, unfused, inputs, o);
      report(io, `unfused (${unfused.pipeline})`, tu, flops, copy.gbps);
      io.stdout(`speedup of fusion: ${(tu.graph.median / tf.graph.median).toFixed(2)}x end to end (${tu.launches} -> ${tf.launches} launches)\n`);
    }
    return 0;
  } catch (e) {
    if (e instanceof InputError) { io.stderr(`comco bench: error: ${e.message}\n`); return 1; }
    const msg = deviceErrorMessage('comco bench', e);
    if (msg === undefined) throw e;
    io.stderr(msg);
    return 1;
  } finally {
    device?.close();
  }
};
