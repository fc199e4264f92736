/**
 * tensor ops: empty, extract/insert at in-bounds indices, from_elements, extract_slice and
 * insert_slice (rank-reducing, static and dynamic parts, in bounds), collapse/expand_shape, cast,
 * dim, generate, pad, splat, concat, reshape, bitcast and rank. Dynamic sizes come from tensor.dim
 * of the tensor itself, so that every generated program is free of undefined behaviour.
 */
import { type Value, argList } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { dimOf, droppedDims, sliceDims, sliceText } from './memref.js';
import type { GenRandom } from './random.js';
import { DYN, type GenType, INDEX, type ScalarKind, bitWidth, isFloatKind, numElements, randomScalarKind, randomShape, scalar, typeText } from './types.js';

export type TensorType = Extract<GenType, { k: 'tensor' }>;
const isTensor = (t: GenType): t is TensorType => t.k === 'tensor';

export function randomTensor(r: GenRandom, elem: ScalarKind = randomScalarKind(r)): TensorType {
  return { k: 'tensor', shape: randomShape(r, r.between(1, 3)).map((d) => (r.chance(0.25) ? DYN : d)), elem };
}

/** A tensor to work on (satisfying `pred`): a visible one, or a new one. */
export function tensor(g: Gen, pred: (t: TensorType) => boolean = () => true): { v: Value; t: TensorType } {
  const vs = g.b.visible().filter((v) => isTensor(v.type) && pred(v.type));
  let v = vs.length && g.r.chance(0.85) ? g.r.pick(vs) : undefined;
  if (!v) {
    let t = randomTensor(g.r);
    for (let i = 0; i < 8 && !pred(t); i++) t = randomTensor(g.r);
    v = g.make(pred(t) ? t : { k: 'tensor', shape: [2, 3], elem: 'f32' });
  }
  return { v, t: v.type as TensorType };
}

function define(g: Gen, t: GenType, text: (name: string) => string): Value {
  const x = g.b.define(t);
  g.b.emit(text(x.name));
  return x;
}

const full = (g: Gen, v: Value) => (i: number): Value => dimOf(g, 'tensor', v, i);

function extract(g: Gen): void {
  const { v, t } = tensor(g);
  const idx = argList(t.shape.map((d) => g.indexBelow(d === DYN ? 1 : d)));
  define(g, scalar(t.elem), (n) => `${n} = tensor.extract ${v.name}[${idx}] : ${typeText(t)}`);
}

function insert(g: Gen): void {
  const { v, t } = tensor(g);
  const x = g.use(scalar(t.elem));
  const idx = argList(t.shape.map((d) => g.indexBelow(d === DYN ? 1 : d)));
  define(g, t, (n) => `${n} = tensor.insert ${x.name} into ${v.name}[${idx}] : ${typeText(t)}`);
}

function fromElements(g: Gen): void {
  const elem = randomScalarKind(g.r);
  const shape = randomShape(g.r, g.r.between(0, 2), 3);
  const xs = g.uses(scalar(elem), numElements(shape));
  define(g, { k: 'tensor', shape, elem }, (n) => `${n} = tensor.from_elements ${argList(xs)} : ${typeText({ k: 'tensor', shape, elem })}`);
}

/** The type of a slice of `t` with the given sizes, some unit dims dropped. */
function sliceType(t: TensorType, sizes: readonly (number | string)[], drop: Set<number>): TensorType {
  return { k: 'tensor', shape: sizes.map((s) => (typeof s === 'number' ? s : DYN)).filter((_, i) => !drop.has(i)), elem: t.elem };
}

function extractSlice(g: Gen): void {
  const { v, t } = tensor(g);
  const dims = sliceDims(g, t.shape, full(g, v));
  const out = sliceType(t, dims.map((d) => d.size), droppedDims(g, dims));
  define(g, out, (n) => `${n} = tensor.extract_slice ${v.name}${sliceText(dims)} : ${typeText(t)} to ${typeText(out)}`);
}

function insertSlice(g: Gen): void {
  const { v, t } = tensor(g);
  const dims = sliceDims(g, t.shape, full(g, v));
  const st = sliceType(t, dims.map((d) => d.size), droppedDims(g, dims));
  // A source with dynamic sizes must match them at run time: take a slice of the destination.
  const src = st.shape.includes(DYN)
    ? define(g, st, (n) => `${n} = tensor.extract_slice ${v.name}${sliceText(dims)} : ${typeText(t)} to ${typeText(st)}`)
    : g.use(st);
  define(g, t, (n) => `${n} = tensor.insert_slice ${src.name} into ${v.name}${sliceText(dims)} : ${typeText(st)} into ${typeText(t)}`);
}

function collapse(g: Gen): boolean {
  const { v, t } = tensor(g, (x) => x.shape.length >= 2);
  if (t.shape.length < 2) return false;
  const groups: number[][] = [];
  t.shape.forEach((_, i) => {
    if (groups.length && g.r.chance(0.5)) groups[groups.length - 1]!.push(i); else groups.push([i]);
  });
  const shape = groups.map((gr) => (gr.some((i) => t.shape[i] === DYN) ? DYN : gr.reduce((p, i) => p * t.shape[i]!, 1)));
  const out: TensorType = { k: 'tensor', shape, elem: t.elem };
  define(g, out, (n) => `${n} = tensor.collapse_shape ${v.name} [${groups.map((gr) => `[${gr.join(', ')}]`).join(', ')}] : ${typeText(t)} into ${typeText(out)}`);
  return true;
}

function expand(g: Gen): boolean {
  const { v, t } = tensor(g);
  const groups: number[][] = [];
  const shape: number[] = [];
  const sizes: string[] = [];
  t.shape.forEach((d, i) => {
    const start = shape.length;
    if (d === DYN) {
      // [?, 1] with the dynamic size read from the source: exact at run time.
      const dv = dimOf(g, 'tensor', v, i);
      shape.push(DYN); sizes.push(dv.name);
      if (g.r.chance(0.5)) { shape.push(1); sizes.push('1'); }
    } else {
      const divisors = Array.from({ length: d }, (_, k) => k + 1).filter((k) => d % k === 0);
      const a = g.r.pick(divisors);
      if (a !== d && g.r.chance(0.7)) { shape.push(a, d / a); sizes.push(String(a), String(d / a)); } else { shape.push(d); sizes.push(String(d)); }
      if (g.r.chance(0.2)) { shape.push(1); sizes.push('1'); }
    }
    groups.push(Array.from({ length: shape.length - start }, (_, k) => start + k));
  });
  if (!groups.length) return false;
  const out: TensorType = { k: 'tensor', shape, elem: t.elem };
  define(g, out, (n) => `${n} = tensor.expand_shape ${v.name} [${groups.map((gr) => `[${gr.join(', ')}]`).join(', ')}] output_shape [${sizes.join(', ')}] : ${typeText(t)} into ${typeText(out)}`);
  return true;
}

function cast(g: Gen): void {
  const { v, t } = tensor(g);
  const out: TensorType = { ...t, shape: t.shape.map((d) => (g.r.chance(0.4) ? DYN : d)) };
  define(g, out, (n) => `${n} = tensor.cast ${v.name} : ${typeText(t)} to ${typeText(out)}`);
}

function dim(g: Gen): boolean {
  const { v, t } = tensor(g);
  if (!t.shape.length) return false;
  dimOf(g, 'tensor', v, g.r.int(t.shape.length));
  return true;
}

function generate(g: Gen): boolean {
  if (!g.canNest()) return false;
  const t = randomTensor(g.r);
  const dyn = t.shape.filter((d) => d === DYN).map(() => g.dimSize());
  const { head, commit } = g.b.pending([t]);
  g.b.emit(`${head}tensor.generate ${argList(dyn)} {`);
  const ivs = t.shape.map(() => g.b.argument(INDEX, '%g'));
  g.block(ivs, () => g.b.emit(`tensor.yield ${g.use(scalar(t.elem), 0.2).name} : ${t.elem}`),
    { label: `^bb0(${ivs.map((a) => `${a.name}: index`).join(', ')}):` });
  g.b.emit(`} : ${typeText(t)}`);
  commit();
  return true;
}

function pad(g: Gen): boolean {
  if (!g.canNest()) return false;
  const { v, t } = tensor(g);
  const amount = (): number | string => (g.r.chance(0.2) ? g.indexConst(g.r.between(0, 2)).name : g.r.between(0, 2));
  const low = t.shape.map(amount), high = t.shape.map(amount);
  const shape = t.shape.map((d, i) => (d === DYN || typeof low[i] !== 'number' || typeof high[i] !== 'number' ? DYN : d + (low[i] as number) + (high[i] as number)));
  const out: TensorType = { k: 'tensor', shape, elem: t.elem };
  const { head, commit } = g.b.pending([out]);
  g.b.emit(`${head}tensor.pad ${v.name}${g.r.chance(0.1) ? ' nofold' : ''} low[${low.join(', ')}] high[${high.join(', ')}] {`);
  const ivs = t.shape.map(() => g.b.argument(INDEX, '%q'));
  g.block(ivs, () => g.b.emit(`tensor.yield ${g.use(scalar(t.elem), 0.2).name} : ${t.elem}`),
    { label: `^bb0(${ivs.map((a) => `${a.name}: index`).join(', ')}):`, ops: [] });
  g.b.emit(`} : ${typeText(t)} to ${typeText(out)}`);
  commit();
  return true;
}

function splat(g: Gen): void {
  const t = randomTensor(g.r);
  const x = g.use(scalar(t.elem));
  const dyn = t.shape.filter((d) => d === DYN).map(() => g.dimSize());
  define(g, t, (n) => `${n} = tensor.splat ${x.name}${dyn.length ? `[${argList(dyn)}]` : ''} : ${typeText(t)}`);
}

function concat(g: Gen): boolean {
  const { v, t } = tensor(g, (x) => x.shape.length > 0);
  if (!t.shape.length) return false;
  const k = g.r.int(t.shape.length);
  // Dynamic sizes must agree at run time: such a tensor is concatenated with itself.
  const others = Array.from({ length: g.r.between(0, 2) }, () => (t.shape.includes(DYN) ? v : g.use(t, 0.3)));
  const all = [v, ...others];
  const shape = t.shape.map((d, i) => (i === k ? (d === DYN ? DYN : d * all.length) : d));
  const out: TensorType = { k: 'tensor', shape, elem: t.elem };
  return !!define(g, out, (n) => `${n} = tensor.concat dim(${k}) ${argList(all)} : (${all.map((x) => typeText(x.type)).join(', ')}) -> ${typeText(out)}`);
}

function reshape(g: Gen): boolean {
  const { v, t } = tensor(g, (x) => !x.shape.includes(DYN));
  if (t.shape.includes(DYN)) return false;
  const n = numElements(t.shape);
  const a = g.r.pick(Array.from({ length: n }, (_, k) => k + 1).filter((k) => n % k === 0));
  const shape = g.r.chance(0.5) ? [a, n / a] : [n];
  const st: TensorType = { k: 'tensor', shape: [shape.length], elem: 'index' };
  const sv = define(g, st, (x) => `${x} = arith.constant dense<[${shape.join(', ')}]> : ${typeText(st)}`);
  const out: TensorType = { k: 'tensor', shape, elem: t.elem };
  define(g, out, (x) => `${x} = tensor.reshape ${v.name}(${sv.name}) : (${typeText(t)}, ${typeText(st)}) -> ${typeText(out)}`);
  return true;
}

const SAME_WIDTH: Partial<Record<ScalarKind, ScalarKind[]>> = {
  i16: ['f16', 'bf16'], f16: ['i16', 'bf16'], bf16: ['i16', 'f16'], i32: ['f32'], f32: ['i32'], i64: ['f64'], f64: ['i64'],
};

function bitcast(g: Gen): boolean {
  const { v, t } = tensor(g, (x) => SAME_WIDTH[x.elem] !== undefined);
  const to = SAME_WIDTH[t.elem];
  if (!to) return false;
  const elem = g.r.pick(to);
  if (bitWidth(elem) !== bitWidth(t.elem) || isFloatKind(elem) === isFloatKind(t.elem) && elem === t.elem) return false;
  const out: TensorType = { ...t, elem };
  define(g, out, (n) => `${n} = tensor.bitcast ${v.name} : ${typeText(t)} to ${typeText(out)}`);
  return true;
}

function rank(g: Gen): void {
  const { v, t } = tensor(g);
  define(g, INDEX, (n) => `${n} = tensor.rank ${v.name} : ${typeText(t)}`);
}

/**
 * tensor.gather of a tensor at an index tensor (some dims gathered, kept as 1 or dropped), and
 * sometimes a tensor.scatter of the gathered slices back into a tensor of the source's type.
 */
function gatherScatter(g: Gen): boolean {
  const { v, t } = tensor(g, (x) => x.shape.length > 0);
  const dims = t.shape.map((_, i) => i).filter(() => g.r.chance(0.5));
  if (!dims.length) dims.push(g.r.int(t.shape.length));
  const idxType: TensorType = { k: 'tensor', shape: [g.r.between(1, 3), dims.length], elem: g.r.pick(['index', 'i32'] as const) };
  const idx = g.use(idxType, 0.5);
  const reduced = g.r.chance(0.4);
  const out: TensorType = { k: 'tensor', shape: [idxType.shape[0]!, ...t.shape.flatMap((d, i) => (dims.includes(i) ? (reduced ? [] : [1]) : [d]))], elem: t.elem };
  const dimsText = `[${dims.join(', ')}]`;
  const gathered = define(g, out, (n) => `${n} = tensor.gather ${v.name}[${idx.name}] gather_dims(${dimsText})${g.r.chance(0.3) ? ' unique' : ''} : (${typeText(t)}, ${typeText(idxType)}) -> ${typeText(out)}`);
  if (g.r.chance(0.5)) {
    const dest = g.use(t, 0.3);
    define(g, t, (n) => `${n} = tensor.scatter ${gathered.name} into ${dest.name}[${idx.name}] scatter_dims(${dimsText}) unique : (${typeText(out)}, ${typeText(t)}, ${typeText(idxType)}) -> ${typeText(t)}`);
  }
  return true;
}

export const TENSOR_OPS: readonly OpGen[] = [
  { op: 'tensor.gather', weight: 1, gen: gatherScatter },
  { op: 'tensor.extract', weight: 4, gen: extract },
  { op: 'tensor.insert', weight: 3, gen: insert },
  { op: 'tensor.from_elements', weight: 2, gen: fromElements },
  { op: 'tensor.extract_slice', weight: 5, needs: ['tensor.extract_slice', 'tensor.dim'], gen: extractSlice },
  { op: 'tensor.insert_slice', weight: 4, needs: ['tensor.insert_slice', 'tensor.extract_slice', 'tensor.dim'], gen: insertSlice },
  { op: 'tensor.collapse_shape', weight: 2, gen: collapse },
  { op: 'tensor.expand_shape', weight: 2, needs: ['tensor.expand_shape', 'tensor.dim'], gen: expand },
  { op: 'tensor.cast', weight: 3, gen: cast },
  { op: 'tensor.dim', weight: 2, gen: dim },
  { op: 'tensor.generate', weight: 1, needs: ['tensor.generate', 'tensor.yield'], gen: generate },
  { op: 'tensor.pad', weight: 1, needs: ['tensor.pad', 'tensor.yield'], gen: pad },
  { op: 'tensor.splat', weight: 1, gen: splat },
  { op: 'tensor.concat', weight: 1, gen: concat },
  { op: 'tensor.reshape', weight: 1, gen: reshape },
  { op: 'tensor.bitcast', weight: 1, gen: bitcast },
  { op: 'tensor.rank', weight: 1, gen: rank },
];
