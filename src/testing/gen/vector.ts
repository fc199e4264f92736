/**
 * vector ops (each made only when registered): broadcast, extract/insert (static and dynamic
 * positions), shape_cast, transpose, bitcast, strided slices, from/to_elements, shuffle,
 * interleave, fma, reductions, contract, outerproduct, scan, masks, step, and the memory ops
 * (load/store, transfer_read/write on memrefs and tensors, masked loads, gather/scatter) at
 * in-bounds positions, plus vector.mask around a reduction.
 */
import { type Value, argList } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { floatLiteral } from './constants.js';
import {
  DYN, type FloatKind, type GenType, type ScalarKind, bitWidth, isFloatKind, numElements, randomFloatKind, randomIntKind,
  randomShape, scalar, typeText,
} from './types.js';

type VectorType = Extract<GenType, { k: 'vector' }>;
const isVector = (t: GenType): t is VectorType => t.k === 'vector' && !t.scalable && t.shape.length > 0;

function elem(g: Gen): ScalarKind { return g.r.chance(0.6) ? randomFloatKind(g.r) : randomIntKind(g.r, false); }
function vtype(g: Gen, e: ScalarKind = elem(g), rank = g.r.between(1, 2)): VectorType {
  return { k: 'vector', shape: randomShape(g.r, rank), elem: e };
}
const numeric = (t: VectorType): boolean => t.elem !== 'i1' && t.elem !== 'index';

/** A fixed-size vector to work on (visible or new) of numbers (masks and indices only if `any`). */
function vector(g: Gen, pred: (t: VectorType) => boolean = () => true, any = false): { v: Value; t: VectorType } {
  const ok = (t: VectorType): boolean => pred(t) && (any || numeric(t));
  const vs = g.b.visible().filter((v) => isVector(v.type) && ok(v.type));
  const v = vs.length && g.r.chance(0.8) ? g.r.pick(vs) : g.use(findType(g, ok), 0);
  return { v, t: v.type as VectorType };
}
function findType(g: Gen, pred: (t: VectorType) => boolean): VectorType {
  for (let i = 0; i < 20; i++) { const t = vtype(g); if (pred(t)) return t; }
  return { k: 'vector', shape: [4], elem: 'f32' };
}
function def(g: Gen, t: GenType, text: (n: string) => string): Value {
  const x = g.b.define(t);
  g.b.emit(text(x.name));
  return x;
}
const vt = (shape: readonly number[], e: ScalarKind): VectorType => ({ k: 'vector', shape, elem: e });

function broadcast(g: Gen): void {
  const to = vtype(g);
  const src = g.r.chance(0.5) ? g.use(scalar(to.elem)) : g.use(vt(to.shape.slice(g.r.between(0, to.shape.length - 1)).map((d) => (g.r.chance(0.3) ? 1 : d)), to.elem));
  def(g, to, (n) => `${n} = vector.broadcast ${src.name} : ${typeText(src.type)} to ${typeText(to)}`);
}

/** Positions into the leading `k` dims: static or, now and then, an in-bounds SSA index. */
function positions(g: Gen, shape: readonly number[], k: number): string {
  return shape.slice(0, k).map((d) => (g.r.chance(0.2) ? g.indexConst(g.r.int(d)).name : String(g.r.int(d)))).join(', ');
}

function extract(g: Gen): void {
  const { v, t } = vector(g, () => true, true);
  const k = g.r.between(1, t.shape.length);
  const pos = positions(g, t.shape, k);
  const rest = t.shape.slice(k);
  const out = rest.length ? vt(rest, t.elem) : scalar(t.elem);
  def(g, out, (n) => `${n} = vector.extract ${v.name}[${pos}] : ${typeText(out)} from ${typeText(t)}`);
}

function insert(g: Gen): void {
  const { v, t } = vector(g, () => true, true);
  const k = g.r.between(1, t.shape.length);
  const rest = t.shape.slice(k);
  const src = g.use(rest.length ? vt(rest, t.elem) : scalar(t.elem));
  const pos = positions(g, t.shape, k);
  def(g, t, (n) => `${n} = vector.insert ${src.name}, ${v.name}[${pos}] : ${typeText(src.type)} into ${typeText(t)}`);
}

function shapeCast(g: Gen): void {
  const { v, t } = vector(g, () => true, true);
  const n = numElements(t.shape);
  const divs = Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
  const a = g.r.pick(divs);
  const shape = g.r.chance(0.5) ? [n] : [a, n / a];
  def(g, vt(shape, t.elem), (x) => `${x} = vector.shape_cast ${v.name} : ${typeText(t)} to ${typeText(vt(shape, t.elem))}`);
}

function transpose(g: Gen): void {
  const { v, t } = vector(g, (x) => x.shape.length >= 2, true);
  const perm = g.r.shuffle(t.shape.map((_, i) => i));
  const out = vt(perm.map((p) => t.shape[p]!), t.elem);
  def(g, out, (n) => `${n} = vector.transpose ${v.name}, [${perm.join(', ')}] : ${typeText(t)} to ${typeText(out)}`);
}

function bitcast(g: Gen): boolean {
  const { v, t } = vector(g);
  const w = bitWidth(t.elem);
  const last = t.shape[t.shape.length - 1]!;
  const options: ScalarKind[] = (['i8', 'i16', 'i32', 'i64', 'f16', 'bf16', 'f32', 'f64'] as const)
    .filter((e) => (last * w) % bitWidth(e) === 0);
  const e = g.r.pick(options);
  const out = vt([...t.shape.slice(0, -1), (last * w) / bitWidth(e)], e);
  def(g, out, (n) => `${n} = vector.bitcast ${v.name} : ${typeText(t)} to ${typeText(out)}`);
  return true;
}

function stridedSlices(g: Gen): void {
  const { v, t } = vector(g);
  const k = g.r.between(1, t.shape.length);
  const sizes = t.shape.slice(0, k).map((d) => g.r.between(1, d));
  const offsets = sizes.map((s, i) => g.r.between(0, t.shape[i]! - s));
  const out = vt([...sizes, ...t.shape.slice(k)], t.elem);
  if (g.r.chance(0.5)) {
    def(g, out, (n) => `${n} = vector.extract_strided_slice ${v.name} {offsets = [${offsets.join(', ')}], sizes = [${sizes.join(', ')}], strides = [${sizes.map(() => 1).join(', ')}]} : ${typeText(t)} to ${typeText(out)}`);
  } else {
    // The source covers the trailing dims; leading dims get a position, covered ones an offset.
    const r = g.r.between(1, t.shape.length), lead = t.shape.length - r;
    const srcShape = t.shape.slice(lead).map((d) => g.r.between(1, d));
    const src = g.use(vt(srcShape, t.elem));
    const offs = t.shape.map((d, i) => g.r.between(0, i < lead ? d - 1 : d - srcShape[i - lead]!));
    def(g, t, (n) => `${n} = vector.insert_strided_slice ${src.name}, ${v.name} {offsets = [${offs.join(', ')}], strides = [${srcShape.map(() => 1).join(', ')}]} : ${typeText(src.type)} into ${typeText(t)}`);
  }
}

function fromToElements(g: Gen): void {
  const t = vt(randomShape(g.r, g.r.between(1, 2), 3), elem(g));
  if (g.r.chance(0.5)) {
    const xs = g.uses(scalar(t.elem), numElements(t.shape));
    def(g, t, (n) => `${n} = vector.from_elements ${argList(xs)} : ${typeText(t)}`);
  } else {
    const v = g.use(t);
    const { head } = g.b.defineMany(Array.from({ length: numElements(t.shape) }, () => scalar(t.elem)));
    g.b.emit(`${head}vector.to_elements ${v.name} : ${typeText(t)}`);
  }
}

function shuffle(g: Gen): void {
  const { v, t } = vector(g, (x) => x.shape.length === 1);
  const w = g.use(t, 0.5);
  const n = t.shape[0]! * 2;
  const mask = Array.from({ length: g.r.between(1, 6) }, () => (g.r.chance(0.1) ? -1 : g.r.int(n)));
  const out = vt([mask.length], t.elem);
  def(g, out, (x) => `${x} = vector.shuffle ${v.name}, ${w.name} [${mask.join(', ')}] : ${typeText(t)}, ${typeText(t)}`);
}

function interleave(g: Gen): void {
  const { v, t } = vector(g);
  const last = t.shape[t.shape.length - 1]!;
  if (g.r.chance(0.5) || last % 2) {
    const w = g.use(t, 0.5);
    const out = vt([...t.shape.slice(0, -1), last * 2], t.elem);
    def(g, out, (n) => `${n} = vector.interleave ${v.name}, ${w.name} : ${typeText(t)} -> ${typeText(out)}`);
  } else {
    const out = vt([...t.shape.slice(0, -1), last / 2], t.elem);
    const { head } = g.b.defineMany([out, out]);
    g.b.emit(`${head}vector.deinterleave ${v.name} : ${typeText(t)} -> ${typeText(out)}`);
  }
}

function fma(g: Gen): void {
  const { t } = vector(g, (x) => isFloatKind(x.elem));
  const [a, b, c] = [g.use(t), g.use(t), g.use(t)];
  def(g, t, (n) => `${n} = vector.fma ${a.name}, ${b.name}, ${c.name} : ${typeText(t)}`);
}

const FLOAT_KINDS = ['add', 'mul', 'minnumf', 'maxnumf', 'minimumf', 'maximumf'];
const INT_KINDS = ['add', 'mul', 'minui', 'minsi', 'maxui', 'maxsi', 'and', 'or', 'xor'];
const kindOf = (g: Gen, e: ScalarKind): string => g.r.pick(isFloatKind(e) ? FLOAT_KINDS : INT_KINDS);

function reductionText(g: Gen, v: Value, t: VectorType): { text: string; type: GenType } {
  const acc = g.r.chance(0.4) ? `, ${g.use(scalar(t.elem)).name}` : '';
  return { text: `vector.reduction <${kindOf(g, t.elem)}>, ${v.name}${acc} : ${typeText(t)} into ${t.elem}`, type: scalar(t.elem) };
}

function reduction(g: Gen): void {
  const { v, t } = vector(g, (x) => x.shape.length === 1);
  const r = reductionText(g, v, t);
  def(g, r.type, (n) => `${n} = ${r.text}`);
}

function multiReduction(g: Gen): void {
  const { v, t } = vector(g, (x) => x.shape.length === 2);
  const dimsR = t.shape.map((_, i) => i).filter(() => g.r.chance(0.5));
  if (!dimsR.length) dimsR.push(g.r.int(t.shape.length));
  const rest = t.shape.filter((_, i) => !dimsR.includes(i));
  const accT = rest.length ? vt(rest, t.elem) : scalar(t.elem);
  const acc = g.use(accT);
  def(g, accT, (n) => `${n} = vector.multi_reduction <${kindOf(g, t.elem)}>, ${v.name}, ${acc.name} [${dimsR.join(', ')}] : ${typeText(t)} to ${typeText(accT)}`);
}

function contract(g: Gen): void {
  const e: FloatKind = g.r.pick(['f16', 'f32', 'f64']);
  const [m, n, k] = [g.r.between(1, 4), g.r.between(1, 4), g.r.between(1, 4)];
  const a = g.use(vt([m, k], e)), b = g.use(vt([k, n], e)), c = g.use(vt([m, n], e));
  const maps = '[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]';
  def(g, c.type, (x) => `${x} = vector.contract {indexing_maps = ${maps}, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<${g.r.pick(['add', 'maxnumf'])}>} ${a.name}, ${b.name}, ${c.name} : ${typeText(a.type)}, ${typeText(b.type)} into ${typeText(c.type)}`);
}

function outerproduct(g: Gen): void {
  const e = elem(g);
  const a = g.use(vt([g.r.between(1, 4)], e));
  const b = g.r.chance(0.3) ? g.use(scalar(e)) : g.use(vt([g.r.between(1, 4)], e));
  const out = b.type.k === 'scalar' ? a.type : vt([(a.type as VectorType).shape[0]!, (b.type as VectorType).shape[0]!], e);
  const acc = g.r.chance(0.4) ? `, ${g.use(out).name}` : '';
  def(g, out, (n) => `${n} = vector.outerproduct ${a.name}, ${b.name}${acc} : ${typeText(a.type)}, ${typeText(b.type)}`);
}

function scan(g: Gen): void {
  const { v, t } = vector(g);
  const d = g.r.int(t.shape.length);
  const initT = vt(t.shape.filter((_, i) => i !== d), t.elem);
  const init = g.use(initT);
  const { head } = g.b.defineMany([t, initT]);
  g.b.emit(`${head}vector.scan <${kindOf(g, t.elem)}>, ${v.name}, ${init.name} {inclusive = ${g.r.pick(['true', 'false'])}, reduction_dim = ${d}} : ${typeText(t)}, ${typeText(initT)}`);
}

function masks(g: Gen): void {
  const shape = randomShape(g.r, g.r.between(1, 2));
  const t = vt(shape, 'i1');
  if (g.r.chance(0.5)) {
    // A zero size anywhere means all-false, which must be spelled with zeros everywhere.
    const sizes = shape.map((d) => g.r.between(1, d));
    const text = g.r.chance(0.15) ? sizes.map(() => 0) : sizes;
    def(g, t, (n) => `${n} = vector.constant_mask [${text.join(', ')}] : ${typeText(t)}`);
  }
  else {
    const xs = shape.map(() => g.indexConst(g.r.between(0, 5)));
    def(g, t, (n) => `${n} = vector.create_mask ${argList(xs)} : ${typeText(t)}`);
  }
}

function step(g: Gen): void {
  const t = vt([g.r.between(1, 8)], 'index');
  def(g, t, (n) => `${n} = vector.step : ${typeText(t)}`);
}

/** A 1-D buffer of `e` long enough for `len` elements from index 0 (sometimes cast to `?`). */
function buffer(g: Gen, e: ScalarKind, len: number, tensor = false): Value {
  const k = tensor ? 'tensor' : 'memref';
  const b = g.use({ k, shape: [len + g.r.between(0, 3)], elem: e }, 0.3);
  if (!g.r.chance(0.3)) return b;
  const dyn: GenType = { k, shape: [DYN], elem: e };
  return def(g, dyn, (n) => `${n} = ${k}.cast ${b.name} : ${typeText(b.type)} to ${typeText(dyn)}`);
}
function memStart(g: Gen, buf: Value, len: number): Value {
  const d = (buf.type as Extract<GenType, { shape: readonly number[] }>).shape[0]!;
  return g.indexConst(d === DYN ? 0 : g.r.between(0, d - len));
}

function loadStore(g: Gen): void {
  const t = vt([g.r.between(1, 4)], elem(g));
  const n = t.shape[0]!;
  const buf = buffer(g, t.elem, n);
  const i = memStart(g, buf, n);
  const bt = typeText(buf.type);
  switch (g.r.int(4)) {
    case 0: def(g, t, (x) => `${x} = vector.load ${buf.name}[${i.name}] : ${bt}, ${typeText(t)}`); break;
    case 1: g.b.emit(`vector.store ${g.use(t).name}, ${buf.name}[${i.name}] : ${bt}, ${typeText(t)}`); break;
    case 2: {
      const mask = g.use(vt([n], 'i1')), pass = g.use(t);
      def(g, t, (x) => `${x} = vector.maskedload ${buf.name}[${i.name}], ${mask.name}, ${pass.name} : ${bt}, ${typeText(mask.type)}, ${typeText(t)} into ${typeText(t)}`);
      break;
    }
    default: {
      const mask = g.use(vt([n], 'i1'));
      g.b.emit(`vector.maskedstore ${buf.name}[${i.name}], ${mask.name}, ${g.use(t).name} : ${bt}, ${typeText(mask.type)}, ${typeText(t)}`);
    }
  }
}

function transfer(g: Gen): void {
  const t = vt([g.r.between(1, 4)], elem(g));
  const n = t.shape[0]!;
  const onTensor = g.r.chance(0.4);
  const buf = buffer(g, t.elem, n, onTensor);
  const i = memStart(g, buf, n);
  const bt = typeText(buf.type);
  const inBounds = g.r.chance(0.5) ? ` {in_bounds = [${g.r.pick(['true', 'false'])}]}` : '';
  if (g.r.chance(0.5)) {
    const pad = g.use(scalar(t.elem));
    def(g, t, (x) => `${x} = vector.transfer_read ${buf.name}[${i.name}], ${pad.name}${inBounds} : ${bt}, ${typeText(t)}`);
  } else if (onTensor) {
    def(g, buf.type, (x) => `${x} = vector.transfer_write ${g.use(t).name}, ${buf.name}[${i.name}]${inBounds} : ${typeText(t)}, ${bt}`);
  } else {
    g.b.emit(`vector.transfer_write ${g.use(t).name}, ${buf.name}[${i.name}]${inBounds} : ${typeText(t)}, ${bt}`);
  }
}

function gather(g: Gen): void {
  const t = vt([g.r.between(1, 4)], elem(g));
  const n = t.shape[0]!;
  const buf = buffer(g, t.elem, 4);
  const i = g.indexConst(0);
  const idxT = vt([n], 'index');
  const idx = g.b.define(idxT);
  g.b.emit(`${idx.name} = arith.constant dense<[${Array.from({ length: n }, () => g.r.int(4)).join(', ')}]> : ${typeText(idxT)}`);
  const mask = g.use(vt([n], 'i1'));
  const bt = typeText(buf.type);
  if (g.r.chance(0.5)) {
    const pass = g.use(t);
    def(g, t, (x) => `${x} = vector.gather ${buf.name}[${i.name}][${idx.name}], ${mask.name}, ${pass.name} : ${bt}, ${typeText(idxT)}, ${typeText(mask.type)}, ${typeText(t)} into ${typeText(t)}`);
  } else {
    g.b.emit(`vector.scatter ${buf.name}[${i.name}][${idx.name}], ${mask.name}, ${g.use(t).name} : ${bt}, ${typeText(idxT)}, ${typeText(mask.type)}, ${typeText(t)}`);
  }
}

function mask(g: Gen): void {
  const { v, t } = vector(g, (x) => x.shape.length === 1);
  const m = g.use(vt(t.shape, 'i1'));
  const r = reductionText(g, v, t);
  def(g, r.type, (n) => `${n} = vector.mask ${m.name} { ${r.text} } : ${typeText(m.type)} -> ${typeText(r.type)}`);
}

/** Float vector constants of edge values, to feed folds. */
function constant(g: Gen): void {
  const e: FloatKind = randomFloatKind(g.r);
  const t = vt([g.r.between(1, 4)], e);
  def(g, t, (n) => `${n} = arith.constant dense<${floatLiteral(g.r, e)}> : ${typeText(t)}`);
}

export const VECTOR_OPS: readonly OpGen[] = [
  { op: 'vector.broadcast', weight: 3, gen: broadcast },
  { op: 'vector.extract', weight: 4, gen: extract },
  { op: 'vector.insert', weight: 3, gen: insert },
  { op: 'vector.shape_cast', weight: 2, gen: shapeCast },
  { op: 'vector.transpose', weight: 2, gen: transpose },
  { op: 'vector.bitcast', weight: 1, gen: bitcast },
  { op: 'vector.extract_strided_slice', weight: 2, needs: ['vector.extract_strided_slice', 'vector.insert_strided_slice'], gen: stridedSlices },
  { op: 'vector.from_elements', weight: 2, needs: ['vector.from_elements', 'vector.to_elements'], gen: fromToElements },
  { op: 'vector.shuffle', weight: 1, gen: shuffle },
  { op: 'vector.interleave', weight: 1, needs: ['vector.interleave', 'vector.deinterleave'], gen: interleave },
  { op: 'vector.fma', weight: 1, gen: fma },
  { op: 'vector.reduction', weight: 2, gen: reduction },
  { op: 'vector.multi_reduction', weight: 2, gen: multiReduction },
  { op: 'vector.contract', weight: 1, gen: contract },
  { op: 'vector.outerproduct', weight: 1, gen: outerproduct },
  { op: 'vector.scan', weight: 1, gen: scan },
  { op: 'vector.constant_mask', weight: 1, needs: ['vector.constant_mask', 'vector.create_mask'], gen: masks },
  { op: 'vector.step', weight: 1, gen: step },
  { op: 'vector.load', weight: 2, needs: ['vector.load', 'vector.store', 'vector.maskedload', 'vector.maskedstore'], gen: loadStore },
  { op: 'vector.transfer_read', weight: 2, needs: ['vector.transfer_read', 'vector.transfer_write'], gen: transfer },
  { op: 'vector.gather', weight: 1, needs: ['vector.gather', 'vector.scatter'], gen: gather },
  { op: 'vector.mask', weight: 1, needs: ['vector.mask', 'vector.reduction', 'vector.yield'], gen: mask },
  { op: 'arith.constant', weight: 1, gen: constant },
];

