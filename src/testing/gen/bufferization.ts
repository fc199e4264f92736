/**
 * bufferization ops between tensors and memrefs: to_tensor (restrict, writable), to_buffer
 * (read_only, identity or fully dynamic strided layouts), alloc_tensor (dynamic sizes, copy,
 * memory space), materialize_in_destination (into a tensor, or into a memref), clone,
 * dealloc_tensor and dealloc. Mixed with the tensor and memref ops their canonicalization patterns look
 * through (dim, load, cast), so that to_buffer(to_tensor), dim of alloc_tensor, load of to_buffer
 * and casts around them meet.
 */
import { type Value } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { dimOf, memref } from './memref.js';
import { randomTensor, tensor } from './tensor.js';
import { DYN, type GenType, INDEX, scalar, typeText } from './types.js';

type TensorType = Extract<GenType, { k: 'tensor' }>;
type MemRefType = Extract<GenType, { k: 'memref' }>;

/** A memref of `t`'s shape: identity layout, or strided with every stride and the offset dynamic. */
function bufferOf(g: Gen, t: TensorType): MemRefType {
  if (g.r.chance(0.75)) return { k: 'memref', shape: t.shape, elem: t.elem };
  return { k: 'memref', shape: t.shape, elem: t.elem, layout: { strides: t.shape.map(() => DYN), offset: DYN } };
}

function toTensor(g: Gen): void {
  const { v, t } = memref(g);
  const out: TensorType = { k: 'tensor', shape: t.shape, elem: t.elem };
  const x = g.b.define(out);
  const flags = `${g.r.chance(0.15) ? ' restrict' : ''}${g.r.chance(0.3) ? ' writable' : ''}`;
  g.b.emit(`${x.name} = bufferization.to_tensor ${v.name}${flags} : ${typeText(t)} to ${typeText(out)}`);
}

function toBuffer(g: Gen): void {
  const { v, t } = tensor(g);
  const out = bufferOf(g, t);
  const x = g.b.define(out);
  g.b.emit(`${x.name} = bufferization.to_buffer ${v.name}${g.r.chance(0.3) ? ' read_only' : ''} : ${typeText(t)} to ${typeText(out)}`);
}

function allocTensor(g: Gen): void {
  const copy = g.r.chance(0.3) ? g.find((v) => v.type.k === 'tensor') : undefined;
  const t = (copy?.type as TensorType | undefined) ?? randomTensor(g.r);
  // A copy gives the sizes; otherwise each dynamic size is an index value.
  // (Small constants, or an index value that is no constant: sizes are to be in bounds.)
  const size = (): Value => (g.r.chance(0.3) && g.find((v) => v.type.k === 'scalar' && v.type.s === 'index' && v.known === undefined)) || g.dimSize();
  const sizes = copy ? [] : t.shape.filter((d) => d === DYN).map(size);
  const x = g.b.define(t);
  const copyText = copy ? ` copy(${copy.name})` : '';
  const space = g.r.chance(0.15) ? ` {memory_space = ${g.r.between(0, 2)} : i64}` : '';
  g.b.emit(`${x.name} = bufferization.alloc_tensor(${sizes.map((s) => s.name).join(', ')})${copyText}${space} : ${typeText(t)}`);
}

/**
 * Into a destination of the source's sizes (a visible value of its static type, or one made from
 * the source's sizes): sizes that differ at run time would be exposed by canonicalization as
 * incompatible static shapes.
 */
function materialize(g: Gen): void {
  const { v, t } = tensor(g);
  const isStatic = t.shape.every((d) => d !== DYN);
  if (g.r.chance(0.6)) {
    const d = isStatic ? g.use(t, 0.5) : g.b.define(t);
    if (!isStatic) g.b.emit(`${d.name} = bufferization.alloc_tensor() copy(${v.name}) : ${typeText(t)}`);
    const x = g.b.define(t);
    g.b.emit(`${x.name} = bufferization.materialize_in_destination ${v.name} in ${d.name} : (${typeText(t)}, ${typeText(t)}) -> ${typeText(t)}`);
    return;
  }
  const dest: MemRefType = { k: 'memref', shape: t.shape, elem: t.elem };
  let d: Value;
  if (isStatic) d = g.use(dest, 0.5);
  else {
    const sizes = t.shape.flatMap((d, i) => (d === DYN ? [dimOf(g, 'tensor', v, i)] : []));
    d = g.b.define(dest);
    g.b.emit(`${d.name} = memref.alloc(${sizes.map((x) => x.name).join(', ')}) : ${typeText(dest)}`);
  }
  g.b.emit(`bufferization.materialize_in_destination ${v.name} in${g.r.chance(0.3) ? ' restrict' : ''} writable ${d.name} : (${typeText(t)}, ${typeText(dest)}) -> ()`);
}

function clone(g: Gen): void {
  const { v, t } = memref(g);
  const x = g.b.define(t);
  g.b.emit(`${x.name} = bufferization.clone ${v.name} : ${typeText(t)} to ${typeText(t)}`);
}

function deallocTensor(g: Gen): void {
  const { v, t } = tensor(g);
  g.b.emit(`bufferization.dealloc_tensor ${v.name} : ${typeText(t)}`);
}

/**
 * bufferization.dealloc of a few memrefs (sometimes one twice, or the base buffer of its strided
 * metadata) under i1 conditions (sometimes constant), retaining a few (sometimes twice).
 */
function dealloc(g: Gen): void {
  const pick = (n: number) => Array.from({ length: n }, () => memref(g));
  const memrefs = pick(g.r.between(0, 3));
  if (memrefs.length && g.r.chance(0.3)) memrefs.push(g.r.pick(memrefs));
  const listed = memrefs.map(({ v, t }) => {
    // The base buffer of a plain memref (the layouts and memory spaces of others are left out).
    if (!t.shape.length || Object.keys(t).length !== 3 || !g.r.chance(0.2)) return { v, t };
    const base = g.b.define({ k: 'memref', shape: [], elem: t.elem });
    const meta = Array.from({ length: 1 + 2 * t.shape.length }, () => g.b.define(INDEX).name);
    g.b.emit(`${base.name}, ${meta.join(', ')} = memref.extract_strided_metadata ${v.name} : ${typeText(t)} -> memref<${t.elem}>, ${meta.map(() => 'index').join(', ')}`);
    return { v: base, t: base.type as MemRefType };
  });
  const conds = listed.map(() => {
    if (g.r.chance(0.2)) { const c = g.b.define(scalar('i1')); g.b.emit(`${c.name} = arith.constant ${g.r.chance(0.5)}`); return c; }
    return g.use(scalar('i1'), 0.5);
  });
  const retained = pick(g.r.between(0, 2));
  if (retained.length && g.r.chance(0.3)) retained.push(retained[0]!);
  const { head } = g.b.defineMany(retained.map(() => scalar('i1')));
  const list = (xs: readonly { v: Value; t: MemRefType }[]) => `${xs.map((x) => x.v.name).join(', ')} : ${xs.map((x) => typeText(x.t)).join(', ')}`;
  const parts = [listed.length ? ` (${list(listed)}) if (${conds.map((c) => c.name).join(', ')})` : '', retained.length ? ` retain (${list(retained)})` : ''];
  g.b.emit(`${head}bufferization.dealloc${parts.join('')}`);
}

export const BUFFERIZATION_OPS: readonly OpGen[] = [
  { op: 'bufferization.dealloc', weight: 1, gen: dealloc },
  { op: 'bufferization.to_tensor', weight: 4, gen: toTensor },
  { op: 'bufferization.to_buffer', weight: 4, gen: toBuffer },
  { op: 'bufferization.alloc_tensor', weight: 3, gen: allocTensor },
  { op: 'bufferization.materialize_in_destination', weight: 2, gen: materialize },
  { op: 'bufferization.clone', weight: 1.5, gen: clone },
  { op: 'bufferization.dealloc_tensor', weight: 0.5, gen: deallocTensor },
];
