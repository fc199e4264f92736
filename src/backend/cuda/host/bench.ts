/**
 * Device timings of a schedule, as `comco bench` reports them: all buffers allocated once, each
 * kernel timed alone by events around a graph of ten launches of it (after warm-up, over many
 * repetitions), the whole
 * schedule captured in a CUDA graph and timed by replays, and a device-to-device copy timed in
 * the same run as the bandwidth yardstick. Everything allocated is freed before returning.
 */
import type { Device, Kernel } from '../hal/device.js';
import { BufferTable, enqueueSteps } from './execute.js';
import type { Schedule } from './schedule.js';

export interface Stats { readonly median: number; readonly min: number; readonly max: number }

export function stats(ms: readonly number[]): Stats {
  const s = [...ms].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { median, min: s[0] ?? 0, max: s[s.length - 1] ?? 0 };
}

export interface KernelTiming {
  /** The launch's kernel (`module::name`) and its position among the launches. */
  readonly kernel: string;
  readonly step: number;
  readonly grid: readonly number[];
  readonly block: readonly number[];
  /** Bytes of the memref arguments (each read or written once: a lower bound of traffic). */
  readonly bytes: number;
  readonly ms: Stats;
}

export interface ScheduleTiming {
  readonly kernels: readonly KernelTiming[];
  /** One replay of the graph of the whole schedule. */
  readonly graph: Stats;
  readonly launches: number;
}

export interface BenchOptions { readonly warmup: number; readonly reps: number }

/** Launches of one kernel per timed graph replay. */
const REPEAT = 10;

/** Times `s` with its inputs uploaded from `inputs`. */
export function timeSchedule(device: Device, s: Schedule, kernels: ReadonlyMap<string, Kernel>, inputs: readonly Uint8Array[],
  o: BenchOptions): ScheduleTiming {
  const table = new BufferTable(s);
  const stream = device.createStream();
  const events = Array.from({ length: 2 }, () => device.createEvent());
  try {
    inputs.forEach((b, i) => device.upload(table.alloc(device, i), b));
    // Every buffer the schedule allocates lives for the whole benchmark (graph replays reuse them).
    s.steps.forEach((st) => { if (st.op === 'alloc' && !table.slots[st.slot]) table.alloc(device, st.slot); });
    const launches = s.steps.map((st, i) => ({ st, i })).filter((x) => x.st.op === 'launch');
    // Each kernel alone: a graph of REPEAT back-to-back launches, timed per replay, so that
    // launch overhead and event resolution (microseconds) do not swamp short kernels.
    const perStep = new Map<number, number[]>();
    for (const { st, i } of launches) {
      const one: Schedule = { ...s, steps: Array.from({ length: REPEAT }, () => st) };
      const g = device.capture(stream, () => enqueueSteps(device, one, kernels, table, stream, { checked: false, preallocated: true }));
      const times: number[] = [];
      try {
        for (let rep = 0; rep < o.warmup + o.reps; rep++) {
          device.record(events[0]!, stream);
          device.replay(g, stream);
          device.record(events[1]!, stream);
          if (rep >= o.warmup) times.push(device.elapsed(events[0]!, events[1]!) / REPEAT);
        }
      } finally {
        device.destroyGraph(g);
      }
      perStep.set(i, times);
    }
    const graph = device.capture(stream, () => enqueueSteps(device, s, kernels, table, stream, { checked: false, preallocated: true }));
    const e0 = events[0]!, e1 = events[1]!;
    const replays: number[] = [];
    try {
      for (let rep = 0; rep < o.warmup + o.reps; rep++) {
        device.record(e0, stream);
        device.replay(graph, stream);
        device.record(e1, stream);
        device.synchronize(stream);
        if (rep >= o.warmup) replays.push(device.elapsed(e0, e1));
      }
    } finally {
      device.destroyGraph(graph);
    }
    return {
      kernels: launches.map(({ st, i }) => {
        const l = st as Extract<Schedule['steps'][number], { op: 'launch' }>;
        return { kernel: l.kernel, step: i, grid: l.grid, block: l.block, bytes: l.bytes, ms: stats(perStep.get(i)!) };
      }),
      graph: stats(replays),
      launches: launches.length,
    };
  } finally {
    events.forEach((e) => device.destroyEvent(e));
    table.freeAll(device);
    device.destroyStream(stream);
  }
}

/** Device-to-device copy bandwidth (bytes read plus written per second) over `bytes`-sized buffers. */
export function copyBandwidth(device: Device, bytes: number, o: BenchOptions): { gbps: number; ms: Stats } {
  const a = device.alloc(bytes, 'the copy benchmark source'), b = device.alloc(bytes, 'the copy benchmark destination');
  const stream = device.createStream();
  const e0 = device.createEvent(), e1 = device.createEvent();
  try {
    device.fill(a, 0x3f, stream);
    const times: number[] = [];
    for (let rep = 0; rep < o.warmup + o.reps; rep++) {
      device.record(e0, stream);
      device.copy(b, a, bytes, stream);
      device.record(e1, stream);
      if (rep >= o.warmup) times.push(device.elapsed(e0, e1));
    }
    const ms = stats(times);
    return { gbps: (2 * bytes) / (ms.median * 1e6), ms };
  } finally {
    device.destroyEvent(e0); device.destroyEvent(e1);
    device.free(a); device.free(b);
    device.destroyStream(stream);
  }
}
