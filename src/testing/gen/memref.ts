/**
 * memref ops: allocation, loads and stores at in-bounds indices, subviews (static and dynamic
 * offsets, sizes and strides, rank-reducing, on strided sources) with their exact inferred
 * layouts, casts, dim, copy, reinterpret_cast, globals, atomic_rmw and alloca_scope.
 */
import { type ModuleState, type Value, argList } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { nested } from './gen.js';
import type { GenRandom } from './random.js';
import { scalarLiteral } from './constants.js';
import { dropUnitDimsByStride } from '../../dialects/memref/layout.js';
import {
  DYN, type GenType, INDEX, type ScalarKind, type Strided, isFloatKind, layoutOf, randomScalarKind, randomShape,
  satAdd, satMul, scalar, typeText,
} from './types.js';

export type MemRefType = Extract<GenType, { k: 'memref' }>;

const isMemref = (t: GenType): t is MemRefType => t.k === 'memref';

/** A random memref type: small static or dynamic shape, sometimes a strided layout. */
export function randomMemref(r: GenRandom, elem: ScalarKind = randomScalarKind(r)): MemRefType {
  const shape = randomShape(r, r.between(1, 3)).map((d) => (r.chance(0.25) ? DYN : d));
  if (!r.chance(0.2)) return { k: 'memref', shape, elem };
  const strides = shape.map(() => (r.chance(0.2) ? DYN : r.between(1, 8)));
  return { k: 'memref', shape, elem, layout: { strides, offset: r.chance(0.3) ? DYN : r.between(0, 5) } };
}

/** A memref to work on: a visible one, or a new one. */
export function memref(g: Gen): { v: Value; t: MemRefType } {
  const vs = g.b.visible().filter((v) => isMemref(v.type));
  const v = vs.length && g.r.chance(0.8) ? g.r.pick(vs) : g.make(randomMemref(g.r));
  return { v, t: v.type as MemRefType };
}

function indices(g: Gen, shape: readonly number[]): string {
  return argList(shape.map((d) => g.indexBelow(d)));
}

function load(g: Gen): void {
  const { v, t } = memref(g);
  const idx = indices(g, t.shape);
  const x = g.b.define(scalar(t.elem));
  g.b.emit(`${x.name} = memref.load ${v.name}[${idx}]${g.r.chance(0.1) ? ' {nontemporal = true}' : ''} : ${typeText(t)}`);
}

function store(g: Gen): void {
  const { v, t } = memref(g);
  const x = g.use(scalar(t.elem));
  g.b.emit(`memref.store ${x.name}, ${v.name}[${indices(g, t.shape)}] : ${typeText(t)}`);
}

/** One dimension of a slice: static or SSA offset/size/stride, in bounds where the dim is static. */
interface SliceDim { offset: number | string; size: number | string; stride: number | string; }

/** Offsets, sizes and strides for a slice of `shape` (shared by memref.subview and tensor slices). */
export function sliceDims(g: Gen, shape: readonly number[], fullSize: (dim: number) => Value): SliceDim[] {
  return shape.map((d, i) => {
    if (d === DYN) {
      // In bounds whatever the size at run time (at least 1 in generated programs).
      const whole = g.r.chance(0.5);
      return { offset: whole || g.r.chance(0.5) ? 0 : g.indexConst(0).name, size: whole ? fullSize(i).name : 1, stride: 1 };
    }
    const stride = g.r.chance(0.75) ? 1 : 2;
    const size = g.r.between(1, Math.max(1, Math.floor((d - 1) / stride) + 1));
    const offset = g.r.between(0, d - 1 - (size - 1) * stride);
    const ssa = (n: number): number | string => (g.r.chance(0.2) ? g.indexConst(n).name : n);
    return { offset: ssa(offset), size: ssa(size), stride: ssa(stride) };
  });
}

export function sliceText(dims: readonly SliceDim[]): string {
  const part = (k: keyof SliceDim) => `[${dims.map((d) => String(d[k])).join(', ')}]`;
  return `${part('offset')}${part('size')}${part('stride')}`;
}

const staticOr = (x: number | string): number => (typeof x === 'number' ? x : DYN);

/** Dims that may be dropped by a rank-reducing slice (static size 1), chosen at random. */
export function droppedDims(g: Gen, dims: readonly SliceDim[]): Set<number> {
  const drop = new Set<number>();
  // Only all-static slices drop dims: mlir-opt-22's constant-argument folding of a rank-reducing
  // memref.subview makes invalid IR (the loads and stores keep the reduced rank).
  const allStatic = dims.every((d) => typeof d.offset === 'number' && typeof d.size === 'number' && typeof d.stride === 'number');
  if (!allStatic || !g.r.chance(0.25)) return drop;
  dims.forEach((d, i) => { if (d.size === 1 && g.r.chance(0.6)) drop.add(i); });
  return drop;
}

/** Whether upstream's computeMemRefRankReductionMask, given the unreduced strides and the
 * reduced ones, finds exactly `drop` (it tells unit dims apart by stride counts). */
function upstreamDropsThese(strides: readonly number[], sizes: readonly number[], drop: ReadonlySet<number>): boolean {
  if (drop.size === 0) return true;
  const unit = new Set(sizes.flatMap((s, i) => (s === 1 ? [i] : [])));
  if (unit.size === drop.size) return true;
  const found = dropUnitDimsByStride(strides, strides.filter((_, i) => !drop.has(i)), unit);
  return found !== undefined && found.size === drop.size && [...drop].every((d) => found.has(d));
}

function subview(g: Gen): void {
  const { v, t } = memref(g);
  const dims = sliceDims(g, t.shape, (i) => dimOf(g, 'memref', v, i));
  const src = layoutOf(t);
  let offset = src.offset;
  dims.forEach((d, i) => { offset = satAdd(offset, satMul(staticOr(d.offset), src.strides[i]!)); });
  const strides = dims.map((d, i) => satMul(src.strides[i]!, staticOr(d.stride)));
  let drop = droppedDims(g, dims);
  // Where several unit dims have one stride, the verifier tells the dropped ones apart by stride
  // counts: a choice it would read otherwise drops nothing instead (no extra draws, so the rest of
  // the program stays as it was).
  if (!upstreamDropsThese(strides, dims.map((d) => staticOr(d.size)), drop)) drop = new Set();
  const keep = (_: unknown, i: number) => !drop.has(i);
  const layout: Strided = { strides: strides.filter(keep), offset };
  const out: MemRefType = { k: 'memref', shape: dims.map((d) => staticOr(d.size)).filter(keep), elem: t.elem, layout };
  const x = g.b.define(out);
  g.b.emit(`${x.name} = memref.subview ${v.name}${sliceText(dims)} : ${typeText(t)} to ${typeText(out)}`);
}

/**
 * A type `t` can be cast to: some static entries made dynamic. Never the other way: a static size
 * the program cannot know would be undefined behaviour, which canonicalization (upstream's
 * included) is free to turn into invalid IR.
 */
function castTarget(g: Gen, t: MemRefType): MemRefType {
  const shape = t.shape.map((d) => (g.r.chance(0.4) ? DYN : d));
  if (!t.layout) return { ...t, shape };
  const l = t.layout;
  return { ...t, shape, layout: { strides: l.strides.map((s) => (g.r.chance(0.3) ? DYN : s)), offset: g.r.chance(0.3) ? DYN : l.offset } };
}

function cast(g: Gen): void {
  const { v, t } = memref(g);
  const out = castTarget(g, t);
  const x = g.b.define(out);
  g.b.emit(`${x.name} = memref.cast ${v.name} : ${typeText(t)} to ${typeText(out)}`);
}

function dim(g: Gen): boolean {
  const { v, t } = memref(g);
  if (!t.shape.length) return false;
  const i = g.indexConst(g.r.int(t.shape.length));
  const x = g.b.define(INDEX);
  g.b.emit(`${x.name} = memref.dim ${v.name}, ${i.name} : ${typeText(t)}`);
  return true;
}

/** `memref.dim` / `tensor.dim` of `v` at constant index `i`. */
export function dimOf(g: Gen, dialect: 'memref' | 'tensor', v: Value, i: number): Value {
  const c = g.indexConst(i);
  const x = g.b.define(INDEX);
  g.b.emit(`${x.name} = ${dialect}.dim ${v.name}, ${c.name} : ${typeText(v.type)}`);
  return x;
}

/** An allocation shaped like `v` (dynamic sizes read with memref.dim), so a copy is well defined. */
function allocLike(g: Gen, v: Value, t: MemRefType): Value {
  const dyn = t.shape.flatMap((d, i) => (d === DYN ? [dimOf(g, 'memref', v, i)] : []));
  const out: MemRefType = { k: 'memref', shape: t.shape, elem: t.elem };
  const x = g.b.define(out);
  g.b.emit(`${x.name} = memref.alloc(${argList(dyn)}) : ${typeText(out)}`);
  return x;
}

function copy(g: Gen): void {
  const { v, t } = memref(g);
  const same = t.shape.includes(DYN) ? [] : g.b.ofType({ k: 'memref', shape: t.shape, elem: t.elem }).filter((x) => x !== v);
  let target = same.length && g.r.chance(0.5) ? g.r.pick(same) : allocLike(g, v, t);
  if (g.r.chance(0.3)) {
    const ct = castTarget(g, target.type as MemRefType);
    const x = g.b.define(ct);
    g.b.emit(`${x.name} = memref.cast ${target.name} : ${typeText(target.type)} to ${typeText(ct)}`);
    target = x;
  }
  g.b.emit(`memref.copy ${v.name}, ${target.name} : ${typeText(t)} to ${typeText(target.type)}`);
}

/** A DMA of one element (or none) between two memrefs, sometimes with strides, then its wait. */
function dma(g: Gen): void {
  const src = memref(g), dst = memref(g);
  const tag = g.r.chance(0.5) ? memref(g) : { v: g.make({ k: 'memref', shape: [1], elem: 'i32' }), t: { k: 'memref', shape: [1], elem: 'i32' } as MemRefType };
  const n = g.indexConst(g.r.int(2));
  const tagIdx = indices(g, tag.t.shape);
  const stride = g.r.chance(0.2) ? `, ${g.indexConst(g.r.between(1, 4)).name}, ${g.indexConst(1).name}` : '';
  g.b.emit(`memref.dma_start ${src.v.name}[${indices(g, src.t.shape)}], ${dst.v.name}[${indices(g, dst.t.shape)}], ${n.name}, ${tag.v.name}[${tagIdx}]${stride} : ${typeText(src.t)}, ${typeText(dst.t)}, ${typeText(tag.t)}`);
  if (g.r.chance(0.8)) g.b.emit(`memref.dma_wait ${tag.v.name}[${tagIdx}], ${n.name} : ${typeText(tag.t)}`);
}

function rank(g: Gen): void {
  const { v, t } = memref(g);
  const u = g.b.freshName();
  g.b.emit(`${u} = memref.cast ${v.name} : ${typeText(t)} to memref<*x${t.elem}>`);
  const x = g.b.define(INDEX);
  g.b.emit(`${x.name} = memref.rank ${u} : memref<*x${t.elem}>`);
}

function getGlobal(g: Gen): boolean {
  if (!g.mod.globals.length) return false;
  const gl = g.r.pick(g.mod.globals);
  const x = g.b.define(gl.type);
  g.b.emit(`${x.name} = memref.get_global @${gl.name} : ${typeText(gl.type)}`);
  return true;
}

function reinterpretCast(g: Gen): void {
  const { v, t } = memref(g);
  if (t.layout || t.shape.some((d) => d === DYN)) { g.make(randomMemref(g.r, t.elem)); return; }
  const shape = randomShape(g.r, g.r.between(1, 2));
  const layout: Strided = { strides: shape.map(() => g.r.between(0, 3)), offset: g.r.between(0, 3) };
  // Now and then an entry as an SSA value: dynamic in the result type.
  const ssa = (n: number): string => (g.r.chance(0.15) ? g.indexConst(n).name : String(n));
  const offs = [layout.offset].map(ssa), sizes = shape.map(ssa), strides = layout.strides.map(ssa);
  const dyn = (texts: readonly string[], ns: readonly number[]) => ns.map((n, i) => (texts[i]!.startsWith('%') ? DYN : n));
  const out: MemRefType = { k: 'memref', shape: dyn(sizes, shape), elem: t.elem, layout: { strides: dyn(strides, layout.strides), offset: dyn(offs, [layout.offset])[0]! } };
  const x = g.b.define(out);
  g.b.emit(`${x.name} = memref.reinterpret_cast ${v.name} to offset: [${offs[0]}], sizes: [${sizes.join(', ')}], strides: [${strides.join(', ')}] : ${typeText(t)} to ${typeText(out)}`);
}

const ATOMIC_FLOAT = ['addf', 'assign', 'maximumf', 'minimumf', 'mulf', 'maxnumf', 'minnumf'] as const;
const ATOMIC_INT = ['addi', 'assign', 'maxs', 'maxu', 'mins', 'minu', 'muli', 'ori', 'andi', 'xori'] as const;

function atomicRmw(g: Gen): boolean {
  const { v, t } = memref(g);
  const e = t.elem;
  if (e === 'index' || e === 'i1') return false;
  const kind = isFloatKind(e) ? g.r.pick(ATOMIC_FLOAT) : g.r.pick(ATOMIC_INT);
  const val = g.use(scalar(e));
  const idx = indices(g, t.shape);
  const x = g.b.define(scalar(e));
  g.b.emit(`${x.name} = memref.atomic_rmw ${kind} ${val.name}, ${v.name}[${idx}] : (${e}, ${typeText(t)}) -> ${e}`);
  return true;
}

function allocaScope(g: Gen): boolean {
  if (!g.canNest()) return false;
  const types: GenType[] = g.r.chance(0.5) ? [scalar(g.r.pick(['f32', 'i32', 'index'] as const))] : [];
  const { head, commit } = g.b.pending(types);
  g.b.emit(`${head}memref.alloca_scope ${types.length ? `-> (${types.map(typeText).join(', ')}) ` : ''}{`);
  g.block([], () => {
    const vs = types.map((x) => g.use(x, 0.1));
    if (vs.length) g.b.emit(`memref.alloca_scope.return ${argList(vs)} : ${vs.map((x) => typeText(x.type)).join(', ')}`);
  });
  g.b.emit('}');
  commit();
  return true;
}

function dealloc(g: Gen): void {
  const t = randomMemref(g.r);
  const m = g.make({ k: 'memref', shape: t.shape, elem: t.elem });
  g.b.emit(`memref.dealloc ${m.name} : ${typeText(m.type)}`);
}

export const MEMREF_OPS: readonly OpGen[] = [
  { op: 'memref.load', weight: 4, gen: load },
  { op: 'memref.store', weight: 4, gen: store },
  { op: 'memref.subview', weight: 5, needs: ['memref.subview', 'memref.dim'], gen: subview },
  { op: 'memref.cast', weight: 3, gen: cast },
  { op: 'memref.dim', weight: 2, gen: dim },
  { op: 'memref.copy', weight: 2, needs: ['memref.copy', 'memref.dim', 'memref.alloc'], gen: copy },
  { op: 'memref.rank', weight: 1, needs: ['memref.rank', 'memref.cast'], gen: rank },
  { op: 'memref.get_global', weight: 2, gen: getGlobal },
  { op: 'memref.reinterpret_cast', weight: 1, gen: reinterpretCast },
  { op: 'memref.atomic_rmw', weight: 1, gen: atomicRmw },
  { op: 'memref.alloca_scope', weight: 1, needs: ['memref.alloca_scope', 'memref.alloca_scope.return'], gen: allocaScope },
  { op: 'memref.dealloc', weight: 1, gen: dealloc },
  { op: 'memref.dma_start', weight: 1, needs: ['memref.dma_start', 'memref.dma_wait'], gen: dma },
];

/** Module-level memref.globals for get_global. */
export function declareGlobals(r: GenRandom, mod: ModuleState): void {
  for (let i = r.between(0, 3); i > 0; i--) {
    const elem = randomScalarKind(r);
    const shape = randomShape(r, r.between(0, 2), 3);
    const type: MemRefType = { k: 'memref', shape, elem };
    const constant = r.chance(0.4);
    const name = `g${i}`;
    const init = constant || r.chance(0.6)
      ? `dense<${r.chance(0.5) || !shape.length ? scalarLiteral(r, elem) : nested(shape, () => scalarLiteral(r, elem))}>`
      : 'uninitialized';
    const vis = r.pick(['', '"private" ', 'public ']);
    const align = r.chance(0.2) ? ` {alignment = ${r.pick([16, 64])} : i64}` : '';
    mod.globals.push({ name, type, constant });
    mod.prelude.push(`memref.global ${vis === 'public ' ? '' : vis}${constant ? 'constant ' : ''}@${name} : ${typeText(type)} = ${init}${align}`);
  }
}

