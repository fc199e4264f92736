/**
 * 128-bit accesses for the elementwise strategy: a thread evaluates four consecutive points of
 * the innermost loop (the "lanes") and reads and writes each buffer whose innermost index is that
 * loop as one `vector.load`/`vector.store` of 4 lanes (the PTX emitter's `ld/st.global.v4`),
 * the payloads still running per lane on scalars (`vector.to_elements` / `vector.from_elements`
 * carry the lanes; in PTX they are the same registers). Consecutive threads take consecutive
 * vectors, so a warp's accesses are 512 contiguous bytes.
 *
 * A buffer qualifies only when every access the dispatch makes to it does: identity layout, a
 * static shape whose last size is a multiple of 4 (so a vector never straddles a row and starts
 * 16-byte aligned, allocations being at least 256-byte aligned), a 32-bit element, and maps whose
 * last result is exactly the innermost loop and whose other results do not use it. Other
 * buffers (a bias broadcast over rows, a transposed operand) are read per lane, once for lanes
 * that share the element.
 */
import type { AffineMap } from '../../ir/affine/map.js';
import { FloatType, IntegerType, MemRefType, VectorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import { FromElementsOp, LoadOp as VectorLoadOp, StoreOp as VectorStoreOp, ToElementsOp } from '../../dialects/vector/index.js';
import type { KernelBuilder } from './emit.js';
import { Scope } from './points.js';

export const LANES = 4;

const sameIndices = (a: readonly Value[], b: readonly Value[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

function laneMap(m: AffineMap, inner: number): boolean {
  const n = m.results.length;
  const last = m.results[n - 1];
  if (!last || last.kind !== 'dim' || last.position !== inner) return false;
  return m.results.slice(0, -1).every((e) => !e.isFunctionOfDim(inner));
}

function laneBuffer(t: MemRefType): boolean {
  const et = t.elementType;
  const bits = et instanceof FloatType || et instanceof IntegerType ? et.width : 0;
  return !t.layout && !t.memorySpace && t.hasStaticShape && t.rank > 0 && t.shape[t.rank - 1]! % LANES === 0 && bits === 32;
}

/**
 * The buffers the dispatch can access as 4-lane vectors over `ranges`, or undefined when the
 * space's innermost size is not a multiple of 4 or no buffer qualifies.
 */
export function vectorBuffers(views: readonly LinalgView[], ranges: readonly number[]): Set<Value> | undefined {
  const inner = ranges.length - 1;
  if (inner < 0 || ranges[inner]! % LANES !== 0) return undefined;
  const ok = new Map<Value, boolean>();
  for (const v of views) {
    [...v.inputs, ...v.outputs].forEach((buf, i) => {
      if (!(buf.type instanceof MemRefType)) return;
      const fits = laneBuffer(buf.type) && laneMap(v.indexingMaps[i]!, inner);
      ok.set(buf, (ok.get(buf) ?? true) && fits);
    });
  }
  const set = new Set([...ok].filter(([, f]) => f).map(([b]) => b));
  return set.size ? set : undefined;
}

interface VecLoad { readonly buffer: Value; readonly indices: readonly Value[]; readonly lanes: readonly Value[] }

/** The loads of one group of lanes, shared by their scopes: vectors, and scalars lanes share. */
export class LaneLoads {
  private readonly vectors: VecLoad[] = [];
  private readonly scalars: { buffer: Value; indices: readonly Value[]; value: Value }[] = [];
  /** @param inner the innermost index of each lane (lane l: lane 0's plus l). */
  constructor(readonly vec: ReadonlySet<Value>, readonly inner: readonly Value[]) {}

  load(kb: KernelBuilder, buffer: Value, indices: readonly Value[], lane: number): Value {
    const n = indices.length;
    if (this.vec.has(buffer) && indices[n - 1] === this.inner[lane]) {
      const base = [...indices.slice(0, -1), this.inner[0]!];
      let v = this.vectors.find((e) => e.buffer === buffer && sameIndices(e.indices, base));
      if (!v) {
        const et = (buffer.type as MemRefType).elementType;
        const vt = VectorType.get([LANES], et);
        const loaded = VectorLoadOp.build(kb.b, { base: buffer, indices: base, resultTypes: [vt] }).result;
        const lanes = ToElementsOp.build(kb.b, { source: loaded, resultTypes: new Array(LANES).fill(et) }).results;
        v = { buffer, indices: base, lanes };
        this.vectors.push(v);
      }
      return v.lanes[lane]!;
    }
    const s = this.scalars.find((e) => e.buffer === buffer && sameIndices(e.indices, indices));
    if (s) return s.value;
    const value = kb.load(buffer, indices);
    this.scalars.push({ buffer, indices, value });
    return value;
  }
}

/** One lane's scope: its loads go through the group's `LaneLoads`. */
export class LaneScope extends Scope {
  constructor(private readonly loads: LaneLoads, private readonly lane: number) { super(); }
  override load(kb: KernelBuilder, buffer: Value, indices: readonly Value[]): Value {
    return this.loads.load(kb, buffer, indices, this.lane);
  }
}

/**
 * Stores what the lanes hold: one vector.store where all lanes hold a vector buffer's element at
 * their own innermost index, scalar stores otherwise.
 */
export function flushLanes(kb: KernelBuilder, loads: LaneLoads, scopes: readonly LaneScope[]): void {
  const held = scopes.map((s) => s.take());
  const done = held.map(() => new Set<number>());
  held[0]!.forEach((h0) => {
    const n = h0.indices.length;
    if (!loads.vec.has(h0.buffer) || h0.indices[n - 1] !== loads.inner[0]) return;
    const ks = held.map((list, l) => list.findIndex((h) => h.buffer === h0.buffer
      && sameIndices(h.indices, [...h0.indices.slice(0, -1), loads.inner[l]!])));
    if (ks.some((k) => k < 0)) return;
    const et = (h0.buffer.type as MemRefType).elementType;
    const v = FromElementsOp.build(kb.b, { elements: ks.map((k, l) => held[l]![k]!.value), resultTypes: [VectorType.get([LANES], et)] }).dest;
    VectorStoreOp.build(kb.b, { valueToStore: v, base: h0.buffer, indices: [...h0.indices] });
    ks.forEach((k, l) => done[l]!.add(k));
  });
  held.forEach((list, l) => list.forEach((h, k) => { if (!done[l]!.has(k)) kb.store(h.value, h.buffer, h.indices); }));
}
