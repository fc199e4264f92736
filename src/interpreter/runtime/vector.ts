/**
 * Vectors at run time: immutable `Tensor` values (row-major), so vector ops are data movement
 * over their storage. Reductions fold in element order starting from the accumulator (as the
 * ordered LLVM reductions do); transfers read padding where an index leaves its dimension (or the
 * mask is off) and write nothing there.
 */
import type { AffineMap } from '../../ir/affine/map.js';
import { FloatType, type Type } from '../../ir/types.js';
import { fromBits, roundRationalToBits } from '../../support/float.js';
import { MemRef, type Scalar, Tensor, allocStorage, product, rowMajorStrides } from '../values.js';
import { fail } from './core.js';
import { pos } from './memref.js';

type S = Scalar;
type Combine = (a: S, b: S) => S;
const data = (t: Tensor): S[] => t.data as unknown as S[];
const make = (et: Type, shape: readonly number[], vals: S[] | ((k: number) => S)): Tensor => {
  const n = product(shape);
  const out = allocStorage(et, n) as unknown as S[];
  for (let k = 0; k < n; k++) out[k] = typeof vals === 'function' ? vals(k) : vals[k]!;
  return new Tensor(et, shape, out as unknown as Tensor['data']);
};

/** Row-major multi-index of flat position `k`. */
function unflatten(k: number, shape: readonly number[]): number[] {
  const idx = new Array<number>(shape.length);
  for (let d = shape.length - 1; d >= 0; d--) { idx[d] = k % shape[d]!; k = Math.floor(k / shape[d]!); }
  return idx;
}
const flatten = (idx: readonly number[], shape: readonly number[]): number => idx.reduce((acc, i, d) => acc * shape[d]! + i, 0);

/** vector.broadcast: a scalar or a vector stretched to `shape` (trailing dims aligned). */
export function broadcast(v: S | Tensor, et: Type, shape: readonly number[]): Tensor {
  if (!(v instanceof Tensor)) return make(et, shape, () => v);
  const off = shape.length - v.rank;
  return make(et, shape, (k) => {
    const idx = unflatten(k, shape).slice(off).map((i, d) => (v.shape[d] === 1 ? 0 : i));
    return data(v)[flatten(idx, v.shape)]!;
  });
}

function checkPosition(v: Tensor, p: readonly number[], id: number): void {
  p.forEach((i, d) => { if (!(i >= 0 && i < v.shape[d]!)) fail(id, `position [${p.join(', ')}] is out of bounds for a vector of shape ${v.shape.join('x')}`); });
}

/** vector.extract: the element or sub-vector at the leading position `p`. */
export function extract(v: Tensor, p: readonly number[], id: number): S | Tensor {
  checkPosition(v, p, id);
  const rest = v.shape.slice(p.length);
  const base = flatten([...p, ...rest.map(() => 0)], v.shape);
  if (rest.length === 0) return data(v)[base]!;
  return make(v.elementType, rest, (k) => data(v)[base + k]!);
}

/** vector.insert: a copy of `dest` with `value` at the leading position `p`. */
export function insert(value: S | Tensor, dest: Tensor, p: readonly number[], id: number): Tensor {
  checkPosition(dest, p, id);
  const out = dest.data.slice() as unknown as S[];
  const rest = dest.shape.slice(p.length);
  const base = flatten([...p, ...rest.map(() => 0)], dest.shape);
  if (value instanceof Tensor) data(value).forEach((x, k) => { out[base + k] = x; });
  else out[base] = value;
  return new Tensor(dest.elementType, dest.shape, out as unknown as Tensor['data']);
}

export function transpose(v: Tensor, perm: readonly number[]): Tensor {
  const shape = perm.map((p) => v.shape[p]!);
  return make(v.elementType, shape, (k) => {
    const idx = unflatten(k, shape);
    const src = new Array<number>(perm.length);
    perm.forEach((p, d) => { src[p] = idx[d]!; });
    return data(v)[flatten(src, v.shape)]!;
  });
}

/** A mask whose leading box `sizes` is set. */
export function boxMask(et: Type, shape: readonly number[], sizes: readonly number[]): Tensor {
  return make(et, shape, (k) => (unflatten(k, shape).every((i, d) => i < sizes[d]!) ? 1 : 0));
}

export function extractStrided(v: Tensor, offsets: readonly number[], sizes: readonly number[], strides: readonly number[]): Tensor {
  const shape = [...sizes, ...v.shape.slice(sizes.length)];
  return make(v.elementType, shape, (k) => {
    const idx = unflatten(k, shape).map((i, d) => (d < offsets.length ? offsets[d]! + i * strides[d]! : i));
    return data(v)[flatten(idx, v.shape)]!;
  });
}

export function insertStrided(src: Tensor, dest: Tensor, offsets: readonly number[], strides: readonly number[]): Tensor {
  const out = dest.data.slice() as unknown as S[];
  const lead = dest.rank - src.rank;
  data(src).forEach((x, k) => {
    const idx = unflatten(k, src.shape);
    const at = dest.shape.map((_, d) => (d < lead ? offsets[d]! : offsets[d]! + idx[d - lead]! * strides[d - lead]!));
    out[flatten(at, dest.shape)] = x;
  });
  return new Tensor(dest.elementType, dest.shape, out as unknown as Tensor['data']);
}

/** vector.shuffle: rows (leading-dim slices) of v1 then v2, picked by `mask`. */
export function shuffle(a: Tensor, b: Tensor, mask: readonly number[], shape: readonly number[]): Tensor {
  const inner = product(a.shape.slice(1));
  const n0 = a.shape[0] ?? 1;
  return make(a.elementType, shape, (k) => {
    const row = mask[Math.floor(k / inner)]!, j = k % inner;
    return row < n0 ? data(a)[row * inner + j]! : data(b)[(row - n0) * inner + j]!;
  });
}

export function interleave(a: Tensor, b: Tensor): Tensor {
  const shape = [...a.shape.slice(0, -1), (a.shape[a.rank - 1] ?? 1) * 2];
  return make(a.elementType, shape, (k) => ((k % 2 === 0 ? data(a) : data(b))[Math.floor(k / 2)]!));
}
export function deinterleave(v: Tensor): [Tensor, Tensor] {
  const shape = [...v.shape.slice(0, -1), v.shape[v.rank - 1]! / 2];
  return [make(v.elementType, shape, (k) => data(v)[2 * k]!), make(v.elementType, shape, (k) => data(v)[2 * k + 1]!)];
}

/** vector.reduction: `acc` (when given) then the elements, in order. */
export function reduction(v: Tensor, acc: S | undefined, combine: Combine): S {
  const d = data(v);
  let r = acc === undefined ? d[0]! : combine(acc, d[0]!);
  for (let i = 1; i < d.length; i++) r = combine(r, d[i]!);
  return r;
}

/** vector.multi_reduction over `dims`, each kept element starting from `acc`. */
export function multiReduction(v: Tensor, acc: S | Tensor, dims: readonly number[], combine: Combine): S | Tensor {
  const kept = v.shape.map((_, d) => d).filter((d) => !dims.includes(d));
  const keptShape = kept.map((d) => v.shape[d]!);
  const out = acc instanceof Tensor ? (acc.data.slice() as unknown as S[]) : [acc];
  data(v).forEach((x, k) => {
    const idx = unflatten(k, v.shape);
    const o = flatten(kept.map((d) => idx[d]!), keptShape);
    out[o] = combine(out[o]!, x);
  });
  return acc instanceof Tensor ? new Tensor(acc.elementType, acc.shape, out as unknown as Tensor['data']) : out[0]!;
}

/** The exact a·b + c of doubles rounded once to `kind` (vector.fma, math.fma). */
export function fma(a: number, b: number, c: number, kind: string): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(c) || a * b === 0) return kind === 'f64' ? a * b + c : roundTo(a * b + c, kind);
  const [ma, ea] = parts(a), [mb, eb] = parts(b), [mc, ec] = parts(c);
  const ep = ea + eb, e = Math.min(ep, ec);
  const num = ((ma * mb) << BigInt(ep - e)) + (mc << BigInt(ec - e));
  if (num === 0n) return 0;
  const neg = num < 0n, mag = neg ? -num : num;
  const [n, d] = e >= 0 ? [mag << BigInt(e), 1n] : [mag, 1n << BigInt(-e)];
  return fromBits(roundRationalToBits(neg, n, d, kind as 'f32'), kind as 'f32');
}
function parts(x: number): [bigint, number] {
  let e = 0;
  while (!Number.isInteger(x)) { x *= 2; e--; }
  return [BigInt(x), e];
}
const roundTo = (x: number, kind: string): number => (kind === 'f32' ? Math.fround(x) : x);

/** vector.contract (kind add: acc + Σ lhs·rhs over the reduction dims, in loop order). */
export function contract(lhs: Tensor, rhs: Tensor, acc: S | Tensor, maps: readonly AffineMap[], sizes: readonly number[],
  mul: Combine, add: Combine, et: Type): S | Tensor {
  const accShape = acc instanceof Tensor ? acc.shape : [];
  const out = acc instanceof Tensor ? (acc.data.slice() as unknown as S[]) : [acc];
  const n = product(sizes);
  for (let k = 0; k < n; k++) {
    const it = unflatten(k, sizes);
    const [li, ri, ai] = maps.map((m) => m.evaluate(it));
    const o = flatten(ai!, accShape);
    out[o] = add(out[o]!, mul(data(lhs)[flatten(li!, lhs.shape)]!, data(rhs)[flatten(ri!, rhs.shape)]!));
  }
  return acc instanceof Tensor ? new Tensor(et, accShape, out as unknown as Tensor['data']) : out[0]!;
}

/** A base (memref or tensor) position, or undefined when an index leaves its dimension. */
function basePos(base: MemRef | Tensor, idx: readonly number[]): number | undefined {
  const sizes = base instanceof MemRef ? base.sizes : base.shape;
  const strides = base instanceof MemRef ? base.strides : rowMajorStrides(base.shape);
  let p = base instanceof MemRef ? base.offset : 0;
  for (let d = 0; d < idx.length; d++) {
    if (!(idx[d]! >= 0 && idx[d]! < sizes[d]!)) return undefined;
    p += idx[d]! * strides[d]!;
  }
  return p;
}

/** The source indices of vector element `v` of a transfer (`map` from base dims to vector dims). */
function transferIndex(start: readonly number[], map: AffineMap, v: readonly number[]): number[] {
  const idx = [...start];
  map.results.forEach((e, k) => { if (e.kind === 'dim') idx[e.position]! += v[k]!; });
  return idx;
}

export function transferRead(base: MemRef | Tensor, start: readonly number[], map: AffineMap, inBounds: readonly boolean[], pad: S,
  mask: Tensor | undefined, et: Type, shape: readonly number[], id: number): Tensor {
  return make(et, shape, (k) => {
    if (mask && !data(mask)[k]) return pad;
    const v = unflatten(k, shape);
    const p = basePos(base, transferIndex(start, map, v));
    if (p === undefined) {
      if (map.results.some((e, d) => inBounds[d] && e.kind === 'dim')) fail(id, `an in_bounds transfer reads outside the source at [${transferIndex(start, map, v).join(', ')}]`);
      return pad;
    }
    return base.data[p]!;
  });
}

export function transferWrite(value: Tensor, base: MemRef | Tensor, start: readonly number[], map: AffineMap, mask: Tensor | undefined): Tensor | undefined {
  const target = base instanceof Tensor ? new Tensor(base.elementType, base.shape, base.data.slice()) : base;
  data(value).forEach((x, k) => {
    if (mask && !data(mask)[k]) return;
    const p = basePos(target, transferIndex(start, map, unflatten(k, value.shape)));
    if (p !== undefined) (target.data as unknown as S[])[p] = x;
  });
  return target instanceof Tensor ? target : undefined;
}

/** maskedload/maskedstore: like vector.load/store (trailing dims) where the mask is set. */
export function masked(m: MemRef, idx: readonly number[], mask: Tensor, other: Tensor, store: boolean, id: number): Tensor | undefined {
  const shape = other.shape;
  const lead = m.rank - shape.length;
  const out = store ? undefined : (other.data.slice() as unknown as S[]);
  for (let k = 0; k < product(shape); k++) {
    if (!data(mask)[k]) continue;
    const v = unflatten(k, shape);
    const p = pos(m, idx.map((i, d) => (d < lead ? i : i + v[d - lead]!)), id);
    if (out) out[k] = m.data[p]!;
    else (m.data as unknown as S[])[p] = data(other)[k]!;
  }
  return out ? new Tensor(other.elementType, shape, out as unknown as Tensor['data']) : undefined;
}

/** vector.print's text of a value: `( 1, 2 )`, nested per dimension. */
export function printText(v: S | Tensor, et: Type): string {
  const one = (x: S): string => (et instanceof FloatType ? formatFloat(Number(x)) : String(x));
  if (!(v instanceof Tensor)) return one(v);
  let k = 0;
  const rec = (d: number): string => {
    if (d === v.rank) return one(data(v)[k++]!);
    return `( ${Array.from({ length: v.shape[d]! }, () => rec(d + 1)).join(', ')} )`;
  };
  return rec(0);
}
const formatFloat = (x: number): string => {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  return String(Number(x.toPrecision(6)));
};

/**
 * vector.outerproduct: `lhs[i] * rhs[j]` (rhs may be a scalar, giving an axpy), combined into
 * `acc` with `combine`; with `fmaKind` (float add) the product and the accumulation are one fma.
 */
export function outerproduct(lhs: Tensor, rhs: S | Tensor, acc: Tensor | undefined, et: Type, shape: readonly number[],
  mul: Combine, combine: Combine, fmaKind: string | undefined): Tensor {
  const l = data(lhs);
  const n = rhs instanceof Tensor ? rhs.data.length : 1;
  return make(et, shape, (k) => {
    const i = Math.floor(k / n), j = k % n;
    const b = rhs instanceof Tensor ? data(rhs)[j]! : rhs;
    if (!acc) return mul(l[i]!, b);
    const c = data(acc)[k]!;
    return fmaKind ? fma(l[i] as number, b as number, c as number, fmaKind) : combine(c, mul(l[i]!, b));
  });
}

/** The base position of `start` with the innermost index moved by `delta` (bounds-checked). */
function innermost(base: MemRef | Tensor, start: readonly number[], delta: number, what: string, id: number): number {
  const idx = start.slice();
  idx[idx.length - 1]! += delta;
  const p = basePos(base, idx);
  return p ?? fail(id, `${what} index [${idx.join(', ')}] is out of bounds of shape [${(base instanceof MemRef ? base.sizes : base.shape).join(', ')}]`);
}

/**
 * vector.gather: where the mask is set, the element at `offsets` moved along the innermost
 * dimension by the index vector's element; elsewhere the pass-through element. (Indices that
 * leave the innermost dimension are an error; upstream leaves them undefined.)
 */
export function gather(base: MemRef | Tensor, offsets: readonly number[], indices: Tensor, mask: Tensor, pass: Tensor, id: number): Tensor {
  return make(pass.elementType, pass.shape, (k) =>
    (data(mask)[k] ? base.data[innermost(base, offsets, Number(data(indices)[k]), 'gather', id)]! : data(pass)[k]!));
}

/** vector.scatter: the masked elements written in order (a later one wins); a tensor base gives a new tensor. */
export function scatter(base: MemRef | Tensor, offsets: readonly number[], indices: Tensor, mask: Tensor, value: Tensor, id: number): Tensor | undefined {
  const target = base instanceof Tensor ? new Tensor(base.elementType, base.shape, base.data.slice()) : base;
  data(value).forEach((x, k) => {
    if (data(mask)[k]) (target.data as unknown as S[])[innermost(target, offsets, Number(data(indices)[k]), 'scatter', id)] = x;
  });
  return target instanceof Tensor ? target : undefined;
}

/** vector.expandload: the j-th set mask lane reads the j-th element from `start` on (innermost dimension). */
export function expandload(base: MemRef, start: readonly number[], mask: Tensor, pass: Tensor, id: number): Tensor {
  let j = 0;
  return make(pass.elementType, pass.shape, (k) => (data(mask)[k] ? base.data[innermost(base, start, j++, 'expandload', id)]! : data(pass)[k]!));
}

/** vector.compressstore: the set mask lanes' values written one after another from `start`. */
export function compressstore(base: MemRef, start: readonly number[], mask: Tensor, value: Tensor, id: number): void {
  let j = 0;
  data(value).forEach((x, k) => { if (data(mask)[k]) (base.data as unknown as S[])[innermost(base, start, j++, 'compressstore', id)] = x; });
}

/**
 * vector.scan along `dim`, as upstream lowers it: inclusive, out[0] = src[0] and out[i] =
 * out[i-1] ⊕ src[i] (the initial value unused); exclusive, out[0] = init and out[i] =
 * out[i-1] ⊕ src[i-1]. The accumulated value is the last out.
 */
export function scan(src: Tensor, init: S | Tensor, dim: number, inclusive: boolean, combine: Combine): [Tensor, S | Tensor] {
  const shape = src.shape, n = shape[dim]!;
  const accShape = shape.filter((_, d) => d !== dim);
  const initAt = (k: number): S => (init instanceof Tensor ? data(init)[k]! : init);
  const out = data(src).slice();
  const last = new Array<S>(product(accShape));
  for (let a = 0; a < last.length; a++) {
    const outer = unflatten(a, accShape);
    const at = (i: number) => flatten([...outer.slice(0, dim), i, ...outer.slice(dim)], shape);
    let prev: S = 0, prevIn: S = 0;
    for (let i = 0; i < n; i++) {
      const x = data(src)[at(i)]!;
      const y: S = i === 0 ? (inclusive ? x : initAt(a)) : combine(prev, inclusive ? x : prevIn);
      out[at(i)] = y;
      prev = y;
      prevIn = x;
    }
    last[a] = prev;
  }
  const dest = make(src.elementType, shape, out);
  return [dest, init instanceof Tensor ? make(src.elementType, accShape, last) : last[0]!];
}
