/**
 * Evaluating a dispatch's structured ops one point of the iteration space at a time, in the
 * thread that owns the point. Values an op computes are kept in registers (a `Scope`) and read
 * from there by later ops at the same point, and stores are deferred to the end of the point:
 * so an elementwise chain or a matmul epilogue never rereads what it just wrote, and a
 * temporary read only through registers is never stored at all (see `dropDeadTemporaries`).
 *
 * Whether a read of memory is legal is the strategy's question: the `Ledger` remembers which
 * buffers the dispatch writes and through which maps, and refuses reads and writes that would
 * touch elements another thread computes (which one kernel cannot order without a grid barrier).
 */
import type { AffineMap } from '../../ir/affine/map.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import type { KernelBuilder } from './emit.js';

interface Held { readonly indices: readonly Value[]; value: Value }

const sameIndices = (a: readonly Value[], b: readonly Value[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

/** Buffer elements this thread holds in registers, with the stores still to be made. */
export class Scope {
  private readonly held = new Map<Value, Held[]>();
  /** Loads made in this scope: an element is loaded once per point. */
  private readonly loaded = new Map<Value, Held[]>();
  /**
   * While set, loads happen only where this holds (zero elsewhere): matmul threads compute
   * clamped cells past the edges, and must not read what a neighbour writes.
   */
  guard: Value | undefined;
  constructor(readonly parent?: Scope) {}

  /** A load of `buffer` at `indices`, reusing one made before in this scope or its parents. */
  load(kb: KernelBuilder, buffer: Value, indices: readonly Value[]): Value {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const h = s.loaded.get(buffer)?.find((e) => sameIndices(e.indices, indices));
      if (h) return h.value;
    }
    const g = this.guard;
    const elem = (buffer.type as MemRefType).elementType;
    const value = g ? kb.select(g, elem, () => kb.load(buffer, indices), () => kb.zero(elem)) : kb.load(buffer, indices);
    this.loaded.set(buffer, [...(this.loaded.get(buffer) ?? []), { indices, value }]);
    return value;
  }

  lookup(buffer: Value, indices: readonly Value[]): Value | undefined {
    const h = this.held.get(buffer)?.find((e) => sameIndices(e.indices, indices));
    return h?.value ?? this.parent?.lookup(buffer, indices);
  }
  set(buffer: Value, indices: readonly Value[], value: Value): void {
    const list = this.held.get(buffer) ?? [];
    const h = list.find((e) => sameIndices(e.indices, indices));
    if (h) h.value = value; else list.push({ indices, value });
    this.held.set(buffer, list);
  }
  /** Stores everything this scope holds (its own entries only) and forgets it. */
  flush(kb: KernelBuilder): void {
    for (const [buffer, list] of this.held) for (const h of list) kb.store(h.value, buffer, h.indices);
    this.held.clear();
  }
  /** This scope's pending stores (its own entries), forgotten here: the caller makes them. */
  take(): { buffer: Value; indices: readonly Value[]; value: Value }[] {
    const out = [...this.held].flatMap(([buffer, list]) => list.map((h) => ({ buffer, indices: h.indices, value: h.value })));
    this.held.clear();
    return out;
  }
  get isEmpty(): boolean { return this.held.size === 0; }
  /** Does this scope store a buffer it (or an inner scope) also loaded? */
  storesWhatWasLoaded(loads: ReadonlySet<Value>): boolean { return [...this.held.keys()].some((b) => loads.has(b)); }
  /** Buffers loaded in this scope. */
  get loadedBuffers(): Value[] { return [...this.loaded.keys()]; }
}

/** How a buffer was written earlier in the dispatch. */
export interface Written {
  readonly map: AffineMap;
  readonly op: Operation;
  /** Strategy-defined: which threads own the elements (e.g. 'point', 'row', 'column'). */
  readonly owner: string;
  /** The loop ranges of the writer, for strategies that compare them. */
  readonly ranges: readonly number[];
}

/** What the dispatch has read and written so far, and the strategy's rule for rereads. */
export class Ledger {
  readonly written = new Map<Value, Written>();
  private readonly reads = new Map<Value, { map: AffineMap; op: Operation }[]>();

  /**
   * @param mayReload whether an op may load (not through registers) an element an earlier op
   * wrote: true only where the same thread wrote exactly that element.
   */
  constructor(private readonly mayReload: (w: Written, map: AffineMap, view: LinalgView, owner: string, ranges: readonly number[]) => boolean) {}

  noteRead(buffer: Value, map: AffineMap, view: LinalgView, owner: string, ranges: readonly number[], inRegister: boolean): void {
    const w = this.written.get(buffer);
    if (w && !inRegister && !this.mayReload(w, map, view, owner, ranges)) {
      throw opError(view.op, `reads a buffer that '${w.op.name}' of the same dispatch writes, at elements other threads compute `
        + '(no single-kernel schedule without a grid-wide barrier)').note('the writer is here', w.op.loc);
    }
    const list = this.reads.get(buffer) ?? [];
    list.push({ map, op: view.op });
    this.reads.set(buffer, list);
  }

  noteWrite(buffer: Value, map: AffineMap, view: LinalgView, owner: string, ranges: readonly number[]): void {
    const earlier = this.reads.get(buffer)?.find((r) => r.map.key !== map.key && r.op !== view.op);
    if (earlier) {
      throw opError(view.op, `writes a buffer that '${earlier.op.name}' of the same dispatch reads through another indexing map `
        + '(other threads would overwrite elements before they are read)').note('the reader is here', earlier.op.loc);
    }
    this.written.set(buffer, { map, op: view.op, owner, ranges });
  }
}

/** Is `m` a permutation of its dims (each point writes its own element)? */
export function isPermutationMap(m: AffineMap): boolean {
  if (m.numSymbols || m.results.length !== m.numDims) return false;
  const seen = new Set<number>();
  for (const e of m.results) { if (e.kind !== 'dim' || seen.has(e.position)) return false; seen.add(e.position); }
  return true;
}

/** Operands of `view` the payload reads, bound to values at `point` (loads or registers). */
export function payloadArgs(kb: KernelBuilder, view: LinalgView, point: readonly (Value | undefined)[], scope: Scope,
  ledger: Ledger, owner: string, ranges: readonly number[], at: Operation): Value[] {
  const used = view.body.args.map((a) => a.hasUses);
  const operands = [...view.inputs, ...view.outputs];
  return operands.map((v, i) => {
    if (!(v.type instanceof MemRefType)) return v;
    const map = view.indexingMaps[i]!;
    if (!used[i]) return v; // never read: any value will do (the payload ignores it)
    const indices = kb.applyMap(map, point, at);
    const held = scope.lookup(v, indices);
    ledger.noteRead(v, map, view, owner, ranges, held !== undefined);
    return held ?? scope.load(kb, v, indices);
  });
}

/**
 * Evaluates `view` at `point`: its payload on loaded or held operands; its results are held in
 * `scope` for the outputs (stored when the scope is flushed).
 */
export function evalAt(kb: KernelBuilder, view: LinalgView, point: readonly (Value | undefined)[], scope: Scope,
  ledger: Ledger, owner: string, ranges: readonly number[]): void {
  const args = payloadArgs(kb, view, point, scope, ledger, owner, ranges, view.op);
  const ys = kb.payload(view, args, point);
  view.outputs.forEach((out, i) => {
    const map = view.indexingMaps[view.inputs.length + i]!;
    ledger.noteWrite(out, map, view, owner, ranges);
    scope.set(out, kb.applyMap(map, point, view.op), ys[i]!);
  });
}
