/**
 * Runs a schedule on a Device: arguments are uploaded, steps enqueued in order on one stream,
 * results downloaded, and every buffer the run allocated is freed whatever happens (an out-of-
 * memory error names the allocation). `checked` waits after each launch so that a fault names
 * its kernel exactly; benchmarks capture the steps into a graph instead (enqueueSteps).
 */
import type { Device, DeviceBuffer, Kernel, Stream } from '../hal/device.js';
import { type ParamValue, packParams } from '../hal/args.js';
import type { KernelDecl, Schedule } from './schedule.js';

/** PTX (and for the mock, MLIR) of one gpu.module. */
export interface KernelModule {
  readonly name: string;
  readonly ptx: string;
  readonly mlir?: string;
}

export class HostError extends Error {}

/** Loads every module a schedule launches; kernels by `module::name`. */
export function loadKernels(device: Device, modules: readonly KernelModule[], decls: readonly KernelDecl[]): Map<string, Kernel> {
  const out = new Map<string, Kernel>();
  for (const m of modules) {
    const mine = decls.filter((d) => d.module === m.name);
    if (!mine.length) continue;
    const ks = device.loadKernels({ ptx: m.ptx, ...(m.mlir !== undefined ? { mlir: m.mlir } : {}) }, mine.map((d) => d.entry));
    mine.forEach((d, i) => out.set(d.id, ks[i]!));
  }
  for (const d of decls) if (!out.has(d.id)) throw new HostError(`kernel '${d.id}' is launched but no module provides it`);
  return out;
}

/** Device buffers of a run, by slot; `owned` are those the run allocated (freed at its end). */
export class BufferTable {
  readonly slots: (DeviceBuffer | undefined)[];
  constructor(readonly schedule: Schedule) { this.slots = new Array(schedule.buffers.length).fill(undefined); }
  get(slot: number): DeviceBuffer {
    const b = this.slots[slot];
    if (!b) throw new HostError(`the schedule uses ${this.schedule.buffers[slot]?.what ?? `slot ${slot}`} while it is not allocated`);
    return b;
  }
  alloc(device: Device, slot: number): DeviceBuffer {
    const d = this.schedule.buffers[slot]!;
    const b = device.alloc(d.bytes, `${d.what}, ${d.bytes} bytes`);
    this.slots[slot] = b;
    if (d.init !== undefined) device.upload(b, Uint8Array.from(Buffer.from(d.init, 'base64')));
    return b;
  }
  freeAll(device: Device): void {
    for (let i = 0; i < this.slots.length; i++) {
      const b = this.slots[i];
      if (b) { this.slots[i] = undefined; try { device.free(b); } catch { /* a faulted context refuses frees; close() retries */ } }
    }
  }
}

export interface EnqueueOptions {
  /** Wait after each launch (exact fault attribution). */
  readonly checked: boolean;
  /** Allocations were made beforehand (graph capture): alloc/dealloc steps are skipped. */
  readonly preallocated: boolean;
}

/** Enqueues the schedule's steps on `stream`. */
export function enqueueSteps(device: Device, s: Schedule, kernels: ReadonlyMap<string, Kernel>, table: BufferTable,
  stream: Stream, opts: EnqueueOptions): void {
  const decls = new Map(s.kernels.map((k) => [k.id, k]));
  for (const step of s.steps) {
    switch (step.op) {
      case 'alloc': if (!opts.preallocated) table.alloc(device, step.slot); break;
      case 'dealloc':
        if (!opts.preallocated) { const b = table.get(step.slot); table.slots[step.slot] = undefined; device.free(b); }
        break;
      case 'copy': device.copy(table.get(step.dst), table.get(step.src), step.bytes, stream); break;
      case 'collective': break; // one device is one rank: a collective over one rank leaves the buffer as it is
      case 'launch': {
        const decl = decls.get(step.kernel)!;
        const values: ParamValue[] = step.args.map((a, i) => ('slot' in a ? { ptr: table.get(a.slot).ptr }
          : decl.params[i]!.kind === 'float' ? Number(a.scalar) : decl.params[i]!.kind === 'int' && (decl.params[i] as { bytes: number }).bytes === 8 ? BigInt(a.scalar) : Number(a.scalar)));
        const k = kernels.get(step.kernel)!;
        device.launch(k, step.grid, step.block, step.shared, packParams(k.name, decl.params, values), stream);
        if (opts.checked) device.synchronize(stream);
        break;
      }
    }
  }
}

/** One checked run: inputs are the bytes of each argument slot; returns the bytes of each result. */
export function runSchedule(device: Device, s: Schedule, kernels: ReadonlyMap<string, Kernel>, inputs: readonly Uint8Array[]): Uint8Array[] {
  if (inputs.length !== s.inputs) throw new HostError(`the program takes ${s.inputs} inputs, ${inputs.length} given`);
  const table = new BufferTable(s);
  const stream = device.createStream();
  try {
    inputs.forEach((bytes, i) => device.upload(table.alloc(device, i), bytes));
    enqueueSteps(device, s, kernels, table, stream, { checked: true, preallocated: false });
    device.synchronize(stream);
    return s.results.map((slot) => {
      const out = new Uint8Array(s.buffers[slot]!.bytes);
      device.download(out, table.get(slot));
      return out;
    });
  } finally {
    table.freeAll(device);
    try { device.destroyStream(stream); } catch { /* as above */ }
  }
}
