/**
 * gpu ops: gpu.launch with constant or argument grid and block sizes, and inside it the id and
 * dimension queries (with and without upper bounds), lane_id, barrier, shuffle, rotate,
 * subgroup_reduce, all_reduce and the subgroup matrix ops (load, compute, elementwise, store); on
 * the host gpu.alloc, memcpy, memset, dealloc and wait chains.
 * Kernel-only ops are made only inside a launch.
 */
import { type Value } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { randomMemref } from './memref.js';
import { DYN, type GenType, INDEX, isFloatKind, scalar, typeText } from './types.js';

/** How many gpu.launch bodies enclose the point being written. */
let kernelDepth = 0;
const DIMS = ['x', 'y', 'z'] as const;

/** A launch size: a small constant, or an index value that is no constant. */
function launchSize(g: Gen): Value {
  const v = g.r.chance(0.25) ? g.find((x) => x.type.k === 'scalar' && x.type.s === 'index' && x.known === undefined) : undefined;
  return v ?? g.indexConst(g.r.pick([1, 1, 2, 4, 32]));
}

function launch(g: Gen): boolean {
  if (!g.canNest() || kernelDepth > 0) return false;
  const grid = DIMS.map(() => launchSize(g)), block = DIMS.map(() => launchSize(g));
  const ids = ['%bx', '%by', '%bz', '%tx', '%ty', '%tz'].map((p) => g.b.argument(INDEX, p));
  const sizes = ['%gx', '%gy', '%gz', '%sx', '%sy', '%sz'].map((p) => g.b.argument(INDEX, p));
  const [b, t] = [ids.slice(0, 3), ids.slice(3)];
  const [gs, ss] = [sizes.slice(0, 3), sizes.slice(3)];
  const list = (vs: Value[], ns: Value[], xs: Value[]): string => `(${vs.map((v) => v.name).join(', ')}) in (${ns.map((n, i) => `${n.name} = ${xs[i]!.name}`).join(', ')})`;
  g.b.emit(`gpu.launch blocks${list(b, gs, grid)} threads${list(t, ss, block)} {`);
  kernelDepth++;
  try {
    g.block([...ids, ...sizes], () => g.b.emit('gpu.terminator'));
  } finally {
    kernelDepth--;
  }
  g.b.emit('}');
  return true;
}

function indexQuery(g: Gen): boolean {
  if (!kernelDepth) return false;
  const op = g.r.pick(['thread_id', 'block_id', 'block_dim', 'grid_dim', 'lane_id'] as const);
  const v = g.b.define(INDEX);
  const bound = g.r.chance(0.2) ? ` upper_bound ${g.r.pick([1, 4, 32, 64])}` : '';
  g.b.emit(op === 'lane_id' ? `${v.name} = gpu.lane_id${bound}` : `${v.name} = gpu.${op} ${g.r.pick(DIMS)}${bound}`);
  return true;
}

function barrier(g: Gen): boolean {
  if (!kernelDepth) return false;
  g.b.emit('gpu.barrier');
  return true;
}

/** A value of f32 or i32 to exchange or reduce. */
function lanesValue(g: Gen): Value {
  return g.use(scalar(g.r.pick(['f32', 'i32'] as const)), 0.2);
}

function shuffle(g: Gen): boolean {
  if (!kernelDepth) return false;
  const x = lanesValue(g);
  if (g.r.chance(0.2)) {
    const { head } = g.b.defineMany([x.type, scalar('i1')]);
    g.b.emit(`${head}gpu.rotate ${x.name}, ${g.r.between(0, 15)}, ${g.r.pick([16, 32])} : ${typeText(x.type)}`);
    return true;
  }
  const i32 = scalar('i32');
  const offset = g.use(i32, 0.3), width = g.use(i32, 0.3);
  const { head } = g.b.defineMany([x.type, scalar('i1')]);
  g.b.emit(`${head}gpu.shuffle ${g.r.pick(['xor', 'down', 'up', 'idx'])} ${x.name}, ${offset.name}, ${width.name} : ${typeText(x.type)}`);
  return true;
}

function reduceKind(g: Gen, t: GenType): string {
  const float = t.k === 'scalar' && isFloatKind(t.s);
  return g.r.pick(float ? ['add', 'mul', 'minnumf', 'maxnumf', 'minimumf', 'maximumf'] : ['add', 'mul', 'minui', 'minsi', 'maxui', 'maxsi', 'and', 'or', 'xor']);
}

function reduce(g: Gen): boolean {
  if (!kernelDepth) return false;
  const x = lanesValue(g);
  const r = g.b.define(x.type);
  const tt = typeText(x.type);
  const uniform = g.r.chance(0.5) ? ' uniform' : '';
  if (g.r.chance(0.5)) {
    const cluster = g.r.chance(0.3) ? ` cluster(size = ${g.r.pick([2, 4, 8])}${g.r.chance(0.5) ? `, stride = ${g.r.pick([1, 2])}` : ''})` : '';
    g.b.emit(`${r.name} = gpu.subgroup_reduce ${reduceKind(g, x.type)} ${x.name}${uniform}${cluster} : (${tt}) -> ${tt}`);
  } else {
    g.b.emit(`${r.name} = gpu.all_reduce ${reduceKind(g, x.type)} ${x.name}${uniform} {} : (${tt}) -> (${tt})`);
  }
  return true;
}

type MemRefType = Extract<GenType, { k: 'memref' }>;

/** A store of a kernel's value into a buffer it sees, at indices from its ids: what keeps a launch
 * (and the ops it computes with) alive through canonicalization. */
function kernelStore(g: Gen): boolean {
  if (!kernelDepth) return false;
  const m = g.find((v) => v.type.k === 'memref');
  if (!m) return false;
  const t = m.type as MemRefType;
  const x = g.use(scalar(t.elem), 0.3);
  const idx = t.shape.map(() => g.use(INDEX, 0.1));
  g.b.emit(`memref.store ${x.name}, ${m.name}[${idx.map((v) => v.name).join(', ')}] : ${typeText(t)}`);
  return true;
}

/** Host side: device buffers, copies, fills and wait chains. */
function hostMemory(g: Gen): boolean {
  if (kernelDepth) return false;
  const t: MemRefType = { ...randomMemref(g.r, g.r.pick(['f32', 'i32'] as const)), layout: undefined };
  const sizes = t.shape.filter((d) => d === DYN).map(() => g.dimSize());
  const m = g.b.define(t);
  g.b.emit(`${m.name} = gpu.alloc (${sizes.map((s) => s.name).join(', ')}) : ${typeText(t)}`);
  const other = g.find((v) => v.type.k === 'memref' && typeText(v.type) === typeText(t) && v !== m);
  if (other && g.r.chance(0.5)) {
    const [dst, src] = g.r.chance(0.5) ? [m, other] : [other, m];
    g.b.emit(`gpu.memcpy ${dst.name}, ${src.name} : ${typeText(t)}, ${typeText(t)}`);
  }
  if (g.r.chance(0.4)) g.b.emit(`gpu.memset ${m.name}, ${g.use(scalar(t.elem), 0.3).name} : ${typeText(t)}, ${t.elem}`);
  if (g.r.chance(0.3)) g.b.emit(`gpu.dealloc ${m.name} : ${typeText(t)}`);
  return true;
}

/** `gpu.wait async [...]` chains ending in a blocking wait, or tokens returned to nobody. */
function waits(g: Gen): boolean {
  if (kernelDepth) return false;
  const tokens: string[] = [];
  for (let i = 0, n = g.r.between(1, 3); i < n; i++) {
    const deps = g.r.subset(tokens);
    // Tokens are named but not made visible: no other op takes a !gpu.async.token.
    const v = g.b.freshName();
    g.b.emit(`${v} = gpu.wait async${deps.length ? ` [${deps.join(', ')}]` : ''}`);
    tokens.push(v);
  }
  if (g.r.chance(0.6)) g.b.emit(`gpu.wait [${g.r.subset(tokens).join(', ') || tokens[0]}]`);
  return true;
}

/**
 * A warp-level matrix multiply-accumulate inside a kernel: A and B tiles loaded from workgroup-like
 * buffers (f16, f32, or si8/ui8 from i8 memory with an i32 accumulator), C loaded or made by
 * subgroup_mma_constant_matrix, D = A x B + C, maybe combined elementwise with C, stored.
 */
function mma(g: Gen): boolean {
  if (!kernelDepth) return false;
  const ints = g.r.chance(0.2);
  const [ab, acc, memAB] = ints ? [g.r.pick(['si8', 'ui8']), 'i32', 'i8'] : [g.r.pick(['f16', 'f32']), g.r.pick(['f16', 'f32']), ''];
  const elemAB = memAB || ab;
  const [m, n, k] = [16, 16, g.r.pick([8, 16])];
  const mat = (rows: number, cols: number, et: string, op: string) => `!gpu.mma_matrix<${rows}x${cols}x${et}, "${op}">`;
  const bufAB = g.b.freshName(), bufC = g.b.freshName();
  g.b.emit(`${bufAB} = memref.alloca() : memref<32x32x${elemAB}>`);
  g.b.emit(`${bufC} = memref.alloca() : memref<32x32x${acc}>`);
  const at = () => g.indexConst(g.r.pick([0, 8, 16])).name;
  const load = (buf: string, mem: string, t: string) => {
    const v = g.b.freshName();
    const attrs = `leadDimension = 32 : index${g.r.chance(0.2) ? ', transpose' : ''}`;
    g.b.emit(`${v} = gpu.subgroup_mma_load_matrix ${buf}[${at()}, ${at()}] {${attrs}} : memref<32x32x${mem}> -> ${t}`);
    return v;
  };
  const tA = mat(m, k, ab, 'AOp'), tB = mat(k, n, ab, 'BOp'), tC = mat(m, n, acc, 'COp');
  const a = load(bufAB, elemAB, tA), b = load(bufAB, elemAB, tB);
  let c: string;
  if (g.r.chance(0.5) || acc === 'f16') c = load(bufC, acc, tC);
  else {
    c = g.b.freshName();
    g.b.emit(`${c} = gpu.subgroup_mma_constant_matrix ${g.use(scalar(acc as 'f32' | 'i32'), 0.5).name} : ${tC}`);
  }
  let d = g.b.freshName();
  const flags = [g.r.chance(0.2) ? 'a_transpose' : '', g.r.chance(0.2) ? 'b_transpose' : ''].filter(Boolean);
  g.b.emit(`${d} = gpu.subgroup_mma_compute ${a}, ${b}, ${c}${flags.length ? ` {${flags.join(', ')}}` : ''} : ${tA}, ${tB} -> ${tC}`);
  if (g.r.chance(0.5)) {
    const e = g.b.freshName();
    const binary = ints ? ['addi', 'subi', 'muli'] : ['addf', 'subf', 'mulf', 'maxf', 'minf', 'divf'];
    if (g.r.chance(0.8)) g.b.emit(`${e} = gpu.subgroup_mma_elementwise ${g.r.pick(binary)} ${d}, ${c} : (${tC}, ${tC}) -> ${tC}`);
    else g.b.emit(`${e} = gpu.subgroup_mma_elementwise ${ints ? 'negates' : 'negatef'} ${d} : (${tC}) -> ${tC}`);
    d = e;
  }
  g.b.emit(`gpu.subgroup_mma_store_matrix ${d}, ${bufC}[${at()}, ${at()}] {leadDimension = 32 : index} : ${tC}, memref<32x32x${acc}>`);
  return true;
}

export const GPU_OPS: readonly OpGen[] = [
  { op: 'gpu.launch', weight: 3, needs: ['gpu.launch', 'gpu.terminator'], gen: launch },
  { op: 'gpu.thread_id', weight: 4, needs: ['gpu.thread_id', 'gpu.block_id', 'gpu.block_dim', 'gpu.grid_dim', 'gpu.lane_id'], gen: indexQuery },
  { op: 'gpu.barrier', weight: 1.5, gen: barrier },
  { op: 'memref.store', weight: 2, gen: kernelStore },
  { op: 'gpu.shuffle', weight: 1.5, needs: ['gpu.shuffle', 'gpu.rotate'], gen: shuffle },
  { op: 'gpu.subgroup_reduce', weight: 1.5, needs: ['gpu.subgroup_reduce', 'gpu.all_reduce'], gen: reduce },
  { op: 'gpu.alloc', weight: 1, needs: ['gpu.alloc', 'gpu.memcpy', 'gpu.memset', 'gpu.dealloc'], gen: hostMemory },
  { op: 'gpu.wait', weight: 1, gen: waits },
  {
    op: 'gpu.subgroup_mma_compute', weight: 3,
    needs: ['gpu.subgroup_mma_load_matrix', 'gpu.subgroup_mma_store_matrix', 'gpu.subgroup_mma_compute', 'gpu.subgroup_mma_constant_matrix', 'gpu.subgroup_mma_elementwise'],
    gen: mma,
  },
];
