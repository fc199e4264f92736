/**
 * Tensor values at run time: immutable row-major arrays. Element-wise application of scalar
 * code (arith/math on tensors and vectors), and the tensor dialect's data movement. Every op
 * that takes indices or shapes from the program checks them and fails naming the op.
 */
import type { Type } from '../../ir/types.js';
import { type Scalar, type Storage, Tensor, allocStorage, product, rowMajorStrides } from '../values.js';
import { fail } from './core.js';

type S = Scalar;
const shapeText = (s: readonly number[]): string => (s.length ? s.join('x') : 'scalar');

function sameShape(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

function checkShapes(xs: readonly Tensor[], id: number): void {
  const s = xs[0]!.shape;
  for (const t of xs) if (!sameShape(t.shape, s)) fail(id, `operand shapes differ: ${xs.map((x) => shapeText(x.shape)).join(' vs ')}`);
}

/** Applies scalar code element-wise; the result has element type `et` and the operands' shape. */
export function emap(et: Type, xs: readonly Tensor[], f: (...args: S[]) => S, id: number): Tensor {
  checkShapes(xs, id);
  const n = xs[0]!.data.length;
  const out = allocStorage(et, n) as unknown as S[];
  if (xs.length === 1) {
    const a = xs[0]!.data as unknown as S[];
    for (let i = 0; i < n; i++) out[i] = f(a[i]!);
  } else if (xs.length === 2) {
    const a = xs[0]!.data as unknown as S[], b = xs[1]!.data as unknown as S[];
    for (let i = 0; i < n; i++) out[i] = f(a[i]!, b[i]!);
  } else {
    const ds = xs.map((x) => x.data as unknown as S[]);
    for (let i = 0; i < n; i++) out[i] = f(...ds.map((d) => d[i]!));
  }
  return new Tensor(et, xs[0]!.shape, out as unknown as Storage);
}

/** Like `emap` for ops with several results (one tensor per result). */
export function emapN(ets: readonly Type[], xs: readonly Tensor[], f: (...args: S[]) => S[], id: number): Tensor[] {
  checkShapes(xs, id);
  const n = xs[0]!.data.length;
  const outs = ets.map((et) => allocStorage(et, n) as unknown as S[]);
  for (let i = 0; i < n; i++) {
    const r = f(...xs.map((x) => x.data[i]!));
    for (let k = 0; k < outs.length; k++) outs[k]![i] = r[k]!;
  }
  return outs.map((o, k) => new Tensor(ets[k]!, xs[0]!.shape, o as unknown as Storage));
}

/** A tensor of `shape` with every element `v`. */
export function splat(et: Type, shape: readonly number[], v: S): Tensor {
  const data = allocStorage(et, product(shape));
  (data as unknown as { fill(v: S): void }).fill(v);
  return new Tensor(et, shape, data);
}

export function empty(et: Type, shape: readonly number[], id: number): Tensor {
  for (const d of shape) if (!(d >= 0)) fail(id, `negative dimension size ${d}`);
  return new Tensor(et, shape, allocStorage(et, product(shape)));
}

/** The row-major position of `idx` in `shape`, or a failure naming the op. */
export function position(shape: readonly number[], idx: readonly number[], id: number): number {
  let p = 0;
  for (let d = 0; d < shape.length; d++) {
    const i = idx[d]!;
    if (!(i >= 0 && i < shape[d]!)) fail(id, `index [${idx.join(', ')}] is out of bounds for shape ${shapeText(shape)}`);
    p = p * shape[d]! + i;
  }
  return p;
}

export function extract(t: Tensor, idx: readonly number[], id: number): S {
  return t.data[position(t.shape, idx, id)]!;
}

export function insert(v: S, t: Tensor, idx: readonly number[], id: number): Tensor {
  const p = position(t.shape, idx, id);
  const data = t.data.slice();
  (data as unknown as S[])[p] = v;
  return new Tensor(t.elementType, t.shape, data);
}

export function fromElements(et: Type, shape: readonly number[], values: readonly S[]): Tensor {
  const data = allocStorage(et, values.length);
  for (let i = 0; i < values.length; i++) (data as unknown as S[])[i] = values[i]!;
  return new Tensor(et, shape, data);
}

export function dim(shape: readonly number[], i: number, id: number): number {
  if (!(i >= 0 && i < shape.length)) fail(id, `dimension index ${i} is out of range for rank ${shape.length}`);
  return shape[i]!;
}

/** A tensor with another shape over the same (immutable) data. */
export function reshape(t: Tensor, shape: readonly number[], id: number): Tensor {
  if (product(shape) !== t.data.length) fail(id, `cannot reshape ${shapeText(t.shape)} (${t.data.length} elements) to ${shapeText(shape)}`);
  return new Tensor(t.elementType, shape, t.data);
}

/** Checks a cast to a type with static dims (DYNAMIC entries are free). */
export function castShape(t: Tensor, target: readonly number[], id: number): Tensor {
  if (target.length !== t.shape.length) fail(id, `cannot cast a tensor of rank ${t.shape.length} to rank ${target.length}`);
  target.forEach((d, i) => {
    if (d !== Number.MIN_SAFE_INTEGER && d !== t.shape[i]) fail(id, `dimension ${i} has size ${t.shape[i]}, the cast requires ${d}`);
  });
  return t;
}

/** Visits the positions of a strided box: `f(srcPos, k)` with k the row-major index in the box. */
function forBox(sizes: readonly number[], strides: readonly number[], base: number, f: (p: number, k: number) => void): void {
  const rank = sizes.length;
  const n = product(sizes);
  if (n === 0) return;
  const idx = new Array<number>(rank).fill(0);
  let p = base;
  for (let k = 0; k < n; k++) {
    f(p, k);
    for (let d = rank - 1; d >= 0; d--) {
      idx[d]!++;
      p += strides[d]!;
      if (idx[d]! < sizes[d]!) break;
      p -= idx[d]! * strides[d]!;
      idx[d] = 0;
    }
  }
}

function checkSlice(shape: readonly number[], offsets: readonly number[], sizes: readonly number[], strides: readonly number[], id: number): void {
  for (let d = 0; d < shape.length; d++) {
    const o = offsets[d]!, s = sizes[d]!, st = strides[d]!;
    if (s < 0) fail(id, `negative slice size ${s} in dimension ${d}`);
    if (s === 0) continue;
    const last = o + (s - 1) * st;
    if (o < 0 || o >= shape[d]! || last < 0 || last >= shape[d]!) {
      fail(id, `slice [offset ${o}, size ${s}, stride ${st}] runs out of bounds of dimension ${d} (size ${shape[d]})`);
    }
  }
}

/** tensor.extract_slice; `resultShape` drops the unit dims of a rank-reducing slice. */
export function extractSlice(t: Tensor, offsets: readonly number[], sizes: readonly number[], strides: readonly number[], resultShape: readonly number[], id: number): Tensor {
  checkSlice(t.shape, offsets, sizes, strides, id);
  const rs = rowMajorStrides(t.shape);
  const steps = rs.map((s, d) => s * strides[d]!);
  const base = offsets.reduce((acc, o, d) => acc + o * rs[d]!, 0);
  const out = allocStorage(t.elementType, product(sizes)) as unknown as S[];
  const src = t.data as unknown as S[];
  forBox(sizes, steps, base, (p, k) => { out[k] = src[p]!; });
  return new Tensor(t.elementType, resultShape, out as unknown as Storage);
}

/** tensor.insert_slice: a copy of `dest` with `src` written into the strided box. */
export function insertSlice(src: Tensor, dest: Tensor, offsets: readonly number[], sizes: readonly number[], strides: readonly number[], id: number): Tensor {
  checkSlice(dest.shape, offsets, sizes, strides, id);
  if (product(sizes) !== src.data.length) fail(id, `source has ${src.data.length} elements, the slice ${shapeText(sizes)} needs ${product(sizes)}`);
  const rs = rowMajorStrides(dest.shape);
  const steps = rs.map((s, d) => s * strides[d]!);
  const base = offsets.reduce((acc, o, d) => acc + o * rs[d]!, 0);
  const out = dest.data.slice() as unknown as S[];
  const s = src.data as unknown as S[];
  forBox(sizes, steps, base, (p, k) => { out[p] = s[k]!; });
  return new Tensor(dest.elementType, dest.shape, out as unknown as Storage);
}

export function concat(dimension: number, inputs: readonly Tensor[], id: number): Tensor {
  const first = inputs[0]!;
  const shape = [...first.shape];
  shape[dimension] = 0;
  for (const t of inputs) {
    if (t.shape.length !== shape.length || t.shape.some((d, i) => i !== dimension && d !== first.shape[i])) {
      fail(id, `input shapes ${inputs.map((x) => shapeText(x.shape)).join(', ')} differ outside dimension ${dimension}`);
    }
    shape[dimension]! += t.shape[dimension]!;
  }
  const out = allocStorage(first.elementType, product(shape)) as unknown as S[];
  const inner = product(shape.slice(dimension + 1));
  const outer = product(shape.slice(0, dimension));
  let col = 0;
  for (const t of inputs) {
    const w = t.shape[dimension]! * inner;
    const src = t.data as unknown as S[];
    for (let o = 0; o < outer; o++) {
      for (let k = 0; k < w; k++) out[o * shape[dimension]! * inner + col + k] = src[o * w + k]!;
    }
    col += w;
  }
  return new Tensor(first.elementType, shape, out as unknown as Storage);
}

/** tensor.generate / tensor.pad: a tensor whose element at `idx` is `f(...idx)`. */
export function generate(et: Type, shape: readonly number[], f: (...idx: number[]) => S): Tensor {
  const out = allocStorage(et, product(shape)) as unknown as S[];
  const rank = shape.length;
  const idx = new Array<number>(rank).fill(0);
  const n = product(shape);
  for (let k = 0; k < n; k++) {
    out[k] = f(...idx);
    for (let d = rank - 1; d >= 0; d--) {
      if (++idx[d]! < shape[d]!) break;
      idx[d] = 0;
    }
  }
  return new Tensor(et, shape, out as unknown as Storage);
}

/** tensor.pad: `low`/`high` pads per dim, `value(...idx)` for the padding. */
export function pad(t: Tensor, low: readonly number[], high: readonly number[], value: (...idx: number[]) => S, id: number): Tensor {
  const shape = t.shape.map((d, i) => d + low[i]! + high[i]!);
  for (let i = 0; i < shape.length; i++) if (low[i]! < 0 || high[i]! < 0) fail(id, `negative padding in dimension ${i}`);
  const src = t.data as unknown as S[];
  const rs = rowMajorStrides(t.shape);
  return generate(t.elementType, shape, (...idx) => {
    let p = 0;
    for (let d = 0; d < idx.length; d++) {
      const i = idx[d]! - low[d]!;
      if (i < 0 || i >= t.shape[d]!) return value(...idx);
      p += i * rs[d]!;
    }
    return src[p]!;
  });
}

/** A tensor's elements reinterpreted element by element (`f` maps one element's bits). */
export function bitcast(t: Tensor, et: Type, f: (x: S) => S): Tensor {
  const out = allocStorage(et, t.data.length) as unknown as S[];
  const src = t.data as unknown as S[];
  for (let i = 0; i < src.length; i++) out[i] = f(src[i]!);
  return new Tensor(et, t.shape, out as unknown as Storage);
}

/** The dims of a 1-D shape operand (tensor or memref of index/integers). */
export function shapeOperand(values: ArrayLike<S>): number[] {
  return Array.from(values, (v) => Number(v));
}

/** The source position each packed dim reads (linalg.pack/unpack): outer dims through the
 * permutation, tiled dims as outer * tile + inner. */
function unpackedIndex(packed: readonly number[], rank: number, innerDimsPos: readonly number[], tiles: readonly number[], outerPerm: readonly number[]): number[] {
  const idx = new Array<number>(rank);
  for (let j = 0; j < rank; j++) idx[outerPerm.length ? outerPerm[j]! : j] = packed[j]!;
  innerDimsPos.forEach((d, t) => { idx[d] = idx[d]! * tiles[t]! + packed[rank + t]!; });
  return idx;
}

/** linalg.pack into a tensor of `shape`; reads past the source are `padding` (a fault without one). */
export function pack(t: Tensor, shape: readonly number[], innerDimsPos: readonly number[], tiles: readonly number[], outerPerm: readonly number[], padding: S | undefined, id: number): Tensor {
  for (const x of tiles) if (x <= 0) fail(id, `tile size ${x} is not positive`);
  const src = t.data as unknown as S[];
  const rs = rowMajorStrides(t.shape);
  return generate(t.elementType, shape, (...packed) => {
    const idx = unpackedIndex(packed, t.rank, innerDimsPos, tiles, outerPerm);
    let p = 0;
    for (let d = 0; d < idx.length; d++) {
      if (idx[d]! >= t.shape[d]!) {
        if (padding === undefined) fail(id, `reads element ${idx[d]} of dimension ${d} of size ${t.shape[d]} without a padding value`);
        return padding;
      }
      p += idx[d]! * rs[d]!;
    }
    return src[p]!;
  });
}

/** linalg.unpack into a tensor of `shape`. */
export function unpack(t: Tensor, shape: readonly number[], innerDimsPos: readonly number[], tiles: readonly number[], outerPerm: readonly number[], id: number): Tensor {
  for (const x of tiles) if (x <= 0) fail(id, `tile size ${x} is not positive`);
  const src = t.data as unknown as S[];
  const rs = rowMajorStrides(t.shape);
  const rank = shape.length;
  return generate(t.elementType, shape, (...idx) => {
    const packed = new Array<number>(t.rank);
    const outer = [...idx];
    innerDimsPos.forEach((d, k) => { outer[d] = Math.floor(idx[d]! / tiles[k]!); packed[rank + k] = idx[d]! % tiles[k]!; });
    for (let j = 0; j < rank; j++) packed[j] = outer[outerPerm.length ? outerPerm[j]! : j]!;
    let p = 0;
    for (let d = 0; d < packed.length; d++) {
      if (packed[d]! >= t.shape[d]!) fail(id, `reads element ${packed[d]} of dimension ${d} of size ${t.shape[d]} of the packed tensor`);
      p += packed[d]! * rs[d]!;
    }
    return src[p]!;
  });
}

/**
 * The source coordinates tensor.gather / tensor.scatter visit, in the order of the gathered
 * tensor's elements: for each leading position of `indices`, the slice of `shape` whose `dims`
 * are fixed by that position's coordinates (checked in bounds).
 */
function gatherCoords(shape: readonly number[], idx: Tensor, dims: readonly number[], id: number): number[] {
  const batch = product(idx.shape.slice(0, -1)), k = dims.length;
  const free = shape.map((_, d) => d).filter((d) => !dims.includes(d));
  const freeShape = free.map((d) => shape[d]!);
  const rs = rowMajorStrides(shape), fs = rowMajorStrides(freeShape), n = product(freeShape);
  const coords = idx.data as unknown as Scalar[];
  const out: number[] = [];
  for (let b = 0; b < batch; b++) {
    let base = 0;
    for (let j = 0; j < k; j++) {
      const c = Number(coords[b * k + j]!);
      if (!(c >= 0 && c < shape[dims[j]!]!)) fail(id, `index ${c} is out of bounds for dimension ${dims[j]} of size ${shape[dims[j]!]}`);
      base += c * rs[dims[j]!]!;
    }
    for (let p = 0; p < n; p++) {
      let off = base;
      for (let f = 0; f < free.length; f++) off += (Math.floor(p / fs[f]!) % freeShape[f]!) * rs[free[f]!]!;
      out.push(off);
    }
  }
  return out;
}

/** tensor.gather: the slices of `src` at the coordinates in `idx`; the gathered dims are 1, or
 * dropped (`reduced`). */
export function gather(src: Tensor, idx: Tensor, dims: readonly number[], reduced: boolean, id: number): Tensor {
  const shape = [...idx.shape.slice(0, -1), ...src.shape.flatMap((d, i) => (dims.includes(i) ? (reduced ? [] : [1]) : [d]))];
  const from = src.data as unknown as Scalar[];
  const data = gatherCoords(src.shape, idx, dims, id).map((o) => from[o]!);
  const out = allocStorage(src.elementType, data.length) as unknown as Scalar[];
  data.forEach((v, i) => { out[i] = v; });
  return new Tensor(src.elementType, shape, out as unknown as Storage);
}

/** tensor.scatter: `dest` with the slices at the coordinates in `idx` replaced by `src`'s. */
export function scatter(src: Tensor, dest: Tensor, idx: Tensor, dims: readonly number[], id: number): Tensor {
  const out = allocStorage(dest.elementType, product(dest.shape)) as unknown as Scalar[];
  (dest.data as unknown as Scalar[]).forEach((v, i) => { out[i] = v; });
  const from = src.data as unknown as Scalar[];
  gatherCoords(dest.shape, idx, dims, id).forEach((o, i) => { out[o] = from[i]!; });
  return new Tensor(dest.elementType, dest.shape, out as unknown as Storage);
}
