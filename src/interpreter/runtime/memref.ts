/**
 * Memrefs at run time: strided views over shared typed storage, so that subview, cast,
 * reinterpret_cast and reshapes alias exactly as in MLIR. Loads and stores are emitted inline
 * (with bounds checks) by the memref table; this file makes views and copies, checking every
 * geometry the program computes against the storage it views.
 */
import type { Type } from '../../ir/types.js';
import {
  type BufferInfo, MemRef, type Scalar, type Storage, Tensor, allocStorage, elementsOf, newBufferInfo, product, rowMajorStrides,
} from '../values.js';
import { fail } from './core.js';

const DYN = Number.MIN_SAFE_INTEGER;
const txt = (s: readonly number[]): string => `[${s.join(', ')}]`;

/**
 * A new allocation viewed with the given layout (identity layouts are row-major; a static
 * strided layout gets storage large enough for its offset and strides).
 */
export function alloc(et: Type, sizes: readonly number[], layout: { offset: number; strides: readonly number[] } | undefined, id: number): MemRef {
  for (const d of sizes) if (!(d >= 0)) fail(id, `negative dimension size ${d}`);
  if (!layout) return new MemRef(et, allocStorage(et, product(sizes)), 0, sizes, rowMajorStrides(sizes), newBufferInfo());
  const offset = layout.offset === DYN ? 0 : layout.offset;
  const strides = layout.strides.map((s, i) => (s === DYN ? rowMajorStrides(sizes)[i]! : s));
  const span = product(sizes) === 0 ? 0 : sizes.reduce((acc, d, i) => acc + (d - 1) * Math.abs(strides[i]!), 0) + 1;
  return new MemRef(et, allocStorage(et, offset + span), offset, sizes, strides, newBufferInfo());
}

/** The storage position of `idx` in `m`, failing (naming the op) when out of bounds. */
export function pos(m: MemRef, idx: readonly number[], id: number): number {
  let p = m.offset;
  for (let d = 0; d < idx.length; d++) {
    const i = idx[d]!;
    if (!(i >= 0 && i < m.sizes[d]!)) fail(id, `index ${txt(idx)} is out of bounds for memref of shape ${txt(m.sizes)}`);
    p += i * m.strides[d]!;
  }
  return p;
}

/** Fails when the view `(offset, sizes, strides)` reaches outside `data`. */
function checkView(data: Storage, offset: number, sizes: readonly number[], strides: readonly number[], id: number): void {
  if (product(sizes) === 0) return;
  let lo = offset, hi = offset;
  sizes.forEach((d, i) => { const e = (d - 1) * strides[i]!; if (e < 0) lo += e; else hi += e; });
  if (lo < 0 || hi >= data.length) {
    fail(id, `view with offset ${offset}, sizes ${txt(sizes)}, strides ${txt(strides)} reaches outside its buffer of ${data.length} elements`);
  }
}

/**
 * memref.subview: `dropped` are the source dims a rank-reducing subview leaves out (they must
 * have size 1).
 */
export function subview(m: MemRef, offsets: readonly number[], sizes: readonly number[], steps: readonly number[], dropped: readonly number[], id: number): MemRef {
  let off = m.offset;
  for (let d = 0; d < m.rank; d++) {
    const o = offsets[d]!, s = sizes[d]!, st = steps[d]!;
    if (s < 0) fail(id, `negative size ${s} in dimension ${d}`);
    if (s > 0 && (o < 0 || o + (s - 1) * st >= m.sizes[d]! || o + (s - 1) * st < 0)) {
      fail(id, `subview [offset ${o}, size ${s}, stride ${st}] runs out of bounds of dimension ${d} (size ${m.sizes[d]})`);
    }
    off += o * m.strides[d]!;
  }
  const keep = (_: number, d: number) => !dropped.includes(d);
  return m.view(off, sizes.filter(keep), m.strides.map((s, d) => s * steps[d]!).filter(keep));
}

/** memref.cast (and friends): checks the static sizes, strides and offset of the target type. */
export function cast(m: MemRef, sizes: readonly number[], layout: { offset: number; strides: readonly number[] } | undefined, id: number): MemRef {
  if (sizes.length !== m.rank) fail(id, `cannot cast a memref of rank ${m.rank} to rank ${sizes.length}`);
  sizes.forEach((d, i) => { if (d !== DYN && d !== m.sizes[i]) fail(id, `dimension ${i} has size ${m.sizes[i]}, the target type requires ${d}`); });
  if (layout) {
    if (layout.offset !== DYN && layout.offset !== m.offset) fail(id, `offset is ${m.offset}, the target type requires ${layout.offset}`);
    layout.strides.forEach((s, i) => {
      if (s !== DYN && s !== m.strides[i] && m.sizes[i] !== 1) fail(id, `stride ${i} is ${m.strides[i]}, the target type requires ${s}`);
    });
  }
  return m;
}

/** memref.transpose: result dimension i is source dimension perm[i] (a view of the same data). */
export function permuteView(m: MemRef, perm: readonly number[]): MemRef {
  return m.view(m.offset, perm.map((d) => m.sizes[d]!), perm.map((d) => m.strides[d]!));
}

export function reinterpret(m: MemRef, offset: number, sizes: readonly number[], strides: readonly number[], id: number): MemRef {
  checkView(m.data, offset, sizes, strides, id);
  return m.view(offset, sizes, strides);
}

/** Whether the view is row-major contiguous (so a reshape may reuse it). */
function contiguous(m: MemRef): boolean {
  const rs = rowMajorStrides(m.sizes);
  return m.sizes.every((d, i) => d === 1 || m.strides[i] === rs[i]);
}

/** memref.reshape: a contiguous view with a new shape. */
export function reshape(m: MemRef, sizes: readonly number[], id: number): MemRef {
  if (!contiguous(m)) fail(id, 'the source is not contiguous');
  if (product(sizes) !== product(m.sizes)) fail(id, `cannot reshape ${txt(m.sizes)} to ${txt(sizes)}`);
  return m.view(m.offset, sizes, rowMajorStrides(sizes));
}

/** memref.collapse_shape: each group of dims becomes one (the group must be contiguous). */
export function collapse(m: MemRef, groups: readonly (readonly number[])[], id: number): MemRef {
  const sizes: number[] = [], strides: number[] = [];
  for (const g of groups) {
    let size = 1;
    for (const d of g) size *= m.sizes[d]!;
    const nonUnit = g.filter((d) => m.sizes[d] !== 1);
    for (let k = 0; k + 1 < nonUnit.length; k++) {
      const d = nonUnit[k]!, e = nonUnit[k + 1]!;
      if (m.strides[d] !== m.strides[e]! * m.sizes[e]!) fail(id, `dimensions ${txt(g)} are not contiguous and cannot be collapsed`);
    }
    sizes.push(size);
    strides.push(nonUnit.length ? m.strides[nonUnit[nonUnit.length - 1]!]! : g.length ? m.strides[g[g.length - 1]!]! : 1);
  }
  return m.view(m.offset, sizes, strides);
}

/** memref.expand_shape: each dim becomes a group of dims of `sizes`. */
export function expand(m: MemRef, groups: readonly (readonly number[])[], sizes: readonly number[], id: number): MemRef {
  const strides = new Array<number>(sizes.length);
  groups.forEach((g, i) => {
    const n = g.reduce((acc, d) => acc * sizes[d]!, 1);
    if (n !== m.sizes[i]) fail(id, `dimension ${i} of size ${m.sizes[i]} cannot be expanded to ${txt(g.map((d) => sizes[d]!))}`);
    let run = m.strides[i]!;
    for (let k = g.length - 1; k >= 0; k--) { strides[g[k]!] = run; run *= sizes[g[k]!]!; }
  });
  return m.view(m.offset, sizes, strides);
}

/** memref.view: a typed view of a byte buffer at a byte shift. */
export function byteView(m: MemRef, shift: number, et: Type, sizes: readonly number[], id: number): MemRef {
  const bytes = m.data;
  if (!(bytes instanceof Int8Array)) fail(id, 'the source must be an i8 buffer');
  const probe = allocStorage(et, 0);
  const width = (probe as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  if ((probe instanceof Float32Array && !isF32(et)) || probe instanceof Float64Array && !isF64(et)) {
    fail(id, `a byte view of '${et.key}' elements is not supported by the interpreter`);
  }
  const start = bytes.byteOffset + m.offset + shift;
  if (shift < 0 || start % width !== 0) fail(id, `byte shift ${shift} is not aligned to the ${width}-byte element type`);
  const n = product(sizes);
  if (m.offset + shift + n * width > bytes.length) fail(id, `view of ${n} elements at byte ${shift} reaches outside the ${bytes.length}-byte buffer`);
  const Ctor = probe.constructor as new (b: ArrayBufferLike, o: number, n: number) => Storage;
  return new MemRef(et, new Ctor(bytes.buffer, start, n), 0, sizes, rowMajorStrides(sizes), m.buffer);
}
const isF32 = (t: Type): boolean => t.key === 'f32';
const isF64 = (t: Type): boolean => t.key === 'f64';

export function copy(src: MemRef, dst: MemRef, id: number): void {
  if (src.rank !== dst.rank || src.sizes.some((d, i) => d !== dst.sizes[i])) {
    fail(id, `source shape ${txt(src.sizes)} differs from target shape ${txt(dst.sizes)}`);
  }
  const vals = elementsOf(src);
  let k = 0;
  forEachPos(dst, (p) => { (dst.data as unknown as Scalar[])[p] = vals[k++]!; });
}

/**
 * memref.dma_start (unstrided): `n` elements, in row-major order from `si` in `src`, to
 * row-major order from `di` in `dst`.
 */
export function dma(src: MemRef, si: readonly number[], dst: MemRef, di: readonly number[], n: number, id: number): void {
  const from = positionsFrom(src, si, n, id), to = positionsFrom(dst, di, n, id);
  const s = src.data as unknown as Scalar[], d = dst.data as unknown as Scalar[];
  const vals = from.map((p) => s[p]!);
  for (let k = 0; k < n; k++) d[to[k]!] = vals[k]!;
}

/**
 * memref.dma_start with a stride: the side in the slower memory (the lower memory space id; the
 * source when both are in one) is read or written `perStride` elements at a time, the chunks
 * starting `stride` elements apart (row-major from its indices); the other side is contiguous.
 */
export function dmaStrided(src: MemRef, si: readonly number[], dst: MemRef, di: readonly number[], n: number,
  stride: number, perStride: number, srcStrided: boolean, id: number): void {
  if (!(perStride > 0) || stride < perStride) fail(id, `a stride of ${stride} elements cannot hold chunks of ${perStride}`);
  const chunked = (m: MemRef, idx: readonly number[]) => positionsFrom(m, idx, n, id, (k) => Math.floor(k / perStride) * stride + (k % perStride));
  const from = srcStrided ? chunked(src, si) : positionsFrom(src, si, n, id);
  const to = srcStrided ? positionsFrom(dst, di, n, id) : chunked(dst, di);
  const s = src.data as unknown as Scalar[], d = dst.data as unknown as Scalar[];
  const vals = from.map((p) => s[p]!);
  for (let k = 0; k < n; k++) d[to[k]!] = vals[k]!;
}

/** Storage positions of `n` elements of `m` in row-major order from `idx` (the k-th at row-major
 * distance `at(k)`, consecutive by default). */
function positionsFrom(m: MemRef, idx: readonly number[], n: number, id: number, at: (k: number) => number = (k) => k): number[] {
  pos(m, idx, id);
  let start = 0;
  idx.forEach((i, d) => { start = start * m.sizes[d]! + i; });
  const span = n > 0 ? at(n - 1) + 1 : 0;
  if (n < 0 || start + span > product(m.sizes)) fail(id, `${n} elements from ${txt(idx)} run past the end of a memref of shape ${txt(m.sizes)}`);
  const out = new Array<number>(n);
  for (let k = 0; k < n; k++) {
    let rest = start + at(k), p = m.offset;
    for (let d = m.rank - 1; d >= 0; d--) { p += (rest % m.sizes[d]!) * m.strides[d]!; rest = Math.floor(rest / m.sizes[d]!); }
    out[k] = p;
  }
  return out;
}

/** Calls `f` with the storage position of every element of `m`, row-major. */
export function forEachPos(m: MemRef, f: (p: number) => void): void {
  const n = product(m.sizes);
  const rank = m.rank;
  const idx = new Array<number>(rank).fill(0);
  let p = m.offset;
  for (let k = 0; k < n; k++) {
    f(p);
    for (let d = rank - 1; d >= 0; d--) {
      idx[d]!++;
      p += m.strides[d]!;
      if (idx[d]! < m.sizes[d]!) break;
      p -= idx[d]! * m.strides[d]!;
      idx[d] = 0;
    }
  }
}

export function dealloc(m: MemRef, id: number): void {
  if (m.buffer.freed) fail(id, `buffer #${m.buffer.id} is freed twice`);
  m.buffer.freed = true;
}

/**
 * bufferization.dealloc: frees (once) the buffer of each memref whose condition holds, unless a
 * retained memref aliases it; returns, for each retained memref, whether such a memref aliases it.
 */
export function deallocOwned(memrefs: readonly MemRef[], conditions: readonly number[], retained: readonly MemRef[], id: number): number[] {
  const kept = new Set(retained.map((r) => r.buffer));
  const freed = new Set<MemRef['buffer']>();
  memrefs.forEach((m, i) => { if (conditions[i] && !kept.has(m.buffer)) freed.add(m.buffer); });
  for (const b of freed) {
    if (b.freed) fail(id, `buffer #${b.id} is freed twice`);
    b.freed = true;
  }
  return retained.map((r) => (memrefs.some((m, i) => conditions[i] && m.buffer === r.buffer) ? 1 : 0));
}

export function realloc(m: MemRef, size: number, id: number): MemRef {
  if (m.buffer.freed) fail(id, `buffer #${m.buffer.id} was freed`);
  const out = new MemRef(m.elementType, allocStorage(m.elementType, size), 0, [size], [1], newBufferInfo());
  const n = Math.min(size, m.sizes[0]!);
  for (let i = 0; i < n; i++) (out.data as unknown as Scalar[])[i] = m.data[m.offset + i * m.strides[0]!]!;
  m.buffer.freed = true;
  return out;
}

/** A memref initialized from a tensor value (function arguments, memref.global). */
export function fromTensor(t: Tensor, buffer: BufferInfo = newBufferInfo()): MemRef {
  return new MemRef(t.elementType, t.data.slice(), 0, t.shape, rowMajorStrides(t.shape), buffer);
}

/**
 * A vector load (`value` undefined) or store at `idx`: the vector's dims are the memref's
 * trailing dims, starting at the indices; every element is bounds-checked.
 */
export function vectorAccess(m: MemRef, idx: readonly number[], vshape: readonly number[], et: Type, value: Tensor | undefined, id: number): Tensor | undefined {
  const lead = m.rank - vshape.length;
  if (lead < 0) fail(id, `a vector of rank ${vshape.length} does not fit a memref of rank ${m.rank}`);
  const out = value ? undefined : allocStorage(et, product(vshape));
  const at = [...idx];
  const n = product(vshape);
  const v = new Array<number>(vshape.length).fill(0);
  for (let k = 0; k < n; k++) {
    for (let d = 0; d < vshape.length; d++) at[lead + d] = idx[lead + d]! + v[d]!;
    const p = pos(m, at, id);
    if (out) (out as unknown as Scalar[])[k] = m.data[p]!;
    else (m.data as unknown as Scalar[])[p] = value!.data[k]!;
    for (let d = vshape.length - 1; d >= 0; d--) { if (++v[d]! < vshape[d]!) break; v[d] = 0; }
  }
  return out ? new Tensor(et, vshape, out) : undefined;
}

/** A new buffer holding a tensor's elements, laid out as `layout` says (bufferization.to_buffer). */
export function toBuffer(t: Tensor, layout: { offset: number; strides: readonly number[] } | undefined, id: number): MemRef {
  const m = alloc(t.elementType, t.shape, layout, id);
  copy(fromTensor(t), m, id);
  return m;
}

export function dimOf(m: MemRef, i: number, id: number): number {
  if (!(i >= 0 && i < m.rank)) fail(id, `dimension index ${i} is out of range for rank ${m.rank}`);
  return m.sizes[i]!;
}
