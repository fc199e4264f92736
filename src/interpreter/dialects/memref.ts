/**
 * The memref dialect's implementation table. Loads and stores are inline: the position is
 * `offset + Σ index·stride` with every static size, stride and offset of the type written as a
 * literal, and each index checked against its size; an out-of-bounds access fails naming the op
 * and the indices. Views (subview, casts, reshapes) are runtime calls that check their geometry.
 */
import { AffineMapAttr, ArrayAttr, DenseArrayAttr, IntegerAttr, SymbolRefAttr } from '../../ir/attributes.js';
import type { AffineDimExpr } from '../../ir/affine/expr.js';
import type { Operation } from '../../ir/operation.js';
import { lookupNearestSymbolFrom } from '../../ir/symbols.js';
import { DYNAMIC, MemRefType, type Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { getStridesAndOffset, hasIdentityLayout, memRefRankReductionMask } from '../../dialects/memref/layout.js';
import { dmaParts } from '../../dialects/memref/dma.js';
import { InterpreterError } from '../errors.js';
import { isBig, roundF, uns, wrapI } from '../exprs.js';
import type { EmitTable, FunctionGen } from '../gen.js';
import { list, mixed, shapeExprs } from './common.js';
import { elemOf } from './lift.js';

const memrefType = (op: Operation, v: Value): MemRefType => {
  if (v.type instanceof MemRefType) return v.type;
  throw new InterpreterError(op, `unranked memref '${v.type.key}' is not supported by the interpreter`);
};

/** The static layout of a type: literal offset/strides, or undefined entries where dynamic. */
export function staticLayout(t: MemRefType): { offset: number | undefined; strides: (number | undefined)[] } {
  const so = getStridesAndOffset(t);
  if (!so) return { offset: undefined, strides: t.shape.map(() => undefined) };
  const dyn = (x: number) => (x === DYNAMIC ? undefined : x);
  return { offset: dyn(so.offset), strides: so.strides.map(dyn) };
}

/**
 * The storage position of `indices` in memref `m` (a JS name) of type `t`, after emitting the
 * bounds checks; hoistable parts are literals where the type makes them static.
 */
export function position(g: FunctionGen, op: Operation, t: MemRefType, m: string, indices: readonly string[]): string {
  const { offset, strides } = staticLayout(t);
  const checks = indices.map((i, d) => {
    const size = t.shape[d] === DYNAMIC ? `${m}.sizes[${d}]` : String(t.shape[d]);
    return `${i} >= 0 && ${i} < ${size}`;
  });
  if (checks.length) g.line(`if (!(${checks.join(' && ')})) $rt.oob(${g.id(op)}, ${m}, [${indices.join(', ')}]);`);
  const terms = [offset === undefined ? `${m}.offset` : String(offset)];
  indices.forEach((i, d) => {
    const s = strides[d];
    if (s === 0) return;
    terms.push(s === 1 ? i : s === undefined ? `${i} * ${m}.strides[${d}]` : `${i} * ${s}`);
  });
  const nonZero = terms.filter((x, k) => !(k === 0 && x === '0'));
  return nonZero.length ? nonZero.join(' + ') : '0';
}

/** `{offset, strides}` of a target type for runtime checks (DYNAMIC where free). */
export function layoutArg(g: FunctionGen, t: MemRefType): string {
  if (hasIdentityLayout(t)) return 'undefined';
  const so = getStridesAndOffset(t);
  if (!so) return 'undefined';
  return g.konst({ offset: so.offset, strides: so.strides });
}

function access(op: Operation, g: FunctionGen, memref: Value, indices: readonly Value[], write?: boolean): { data: string; pos: string } {
  const t = memrefType(op, memref);
  const m = g.name(memref);
  const p = g.fresh('p');
  g.line(`const ${p} = ${position(g, op, t, m, g.names_(indices))};`);
  // Checking mode records every kernel access (atomics pass `write` undefined: they never race).
  if (write !== undefined && g.inKernel && g.options.checkRaces) g.line(`$rt.races.access($t, ${m}, ${p}, ${write}, ${g.id(op)});`);
  return { data: `${m}.data`, pos: p };
}

const reassociation = (a: unknown): number[][] =>
  (a instanceof ArrayAttr ? a.elements.map((e) => (e as ArrayAttr).elements.map((x) => (x as IntegerAttr).num)) : []);

/** atomic_rmw kinds (enum values) as scalar code on the old value `a` and operand `b`. */
export function rmwExpr(kind: number, a: string, b: string, t: Type): string {
  switch (kind) {
    case 0: return roundF(t, `${a} + ${b}`);
    case 1: return wrapI(t, `${a} + ${b}`);
    case 2: return `(${a} & ${b})`;
    case 3: return b;
    case 4: return `$rt.maximumf(${a}, ${b})`;
    case 5: return `$rt.maxnumf(${a}, ${b})`;
    case 6: return `(${a} > ${b} ? ${a} : ${b})`;
    case 7: return `(${uns(t, a)} > ${uns(t, b)} ? ${a} : ${b})`;
    case 8: return `$rt.minimumf(${a}, ${b})`;
    case 9: return `$rt.minnumf(${a}, ${b})`;
    case 10: return `(${a} < ${b} ? ${a} : ${b})`;
    case 11: return `(${uns(t, a)} < ${uns(t, b)} ? ${a} : ${b})`;
    case 12: return roundF(t, `${a} * ${b}`);
    case 13: return isBig(t) ? wrapI(t, `${a} * ${b}`) : wrapI(t, `Math.imul(${a}, ${b})`);
    case 14: return `(${a} | ${b})`;
    default: return `(${a} ^ ${b})`;
  }
}

export const memrefTable: EmitTable = {
  'memref.load': (op, g) => {
    const { data, pos } = access(op, g, op.getOperand(0), op.operands.slice(1), false);
    g.def(op.getResult(0), `${data}[${pos}]`);
  },
  'memref.store': (op, g) => {
    const { data, pos } = access(op, g, op.getOperand(1), op.operands.slice(2), true);
    g.line(`${data}[${pos}] = ${g.name(op.getOperand(0))};`);
  },
  'memref.alloc': (op, g) => alloc(op, g),
  'memref.alloca': (op, g) => alloc(op, g),
  'memref.dealloc': (op, g) => g.line(`$rt.dealloc(${g.name(op.getOperand(0))}, ${g.id(op)});`),
  'memref.realloc': (op, g) => {
    const t = memrefType(op, op.getResult(0));
    const size = t.shape[0] === DYNAMIC ? g.name(op.operands[1]!) : String(t.shape[0]);
    g.def(op.getResult(0), `$rt.realloc(${g.name(op.getOperand(0))}, ${size}, ${g.id(op)})`);
  },
  'memref.subview': (op, g) => {
    const s = op as Operation & { offsets: Value[]; sizes: Value[]; strides: Value[] };
    const src = memrefType(op, op.getOperand(0)), res = memrefType(op, op.getResult(0));
    const sizes = mixed(g, op.getAttr('static_sizes'), s.sizes);
    const staticSizes = (op.getAttr('static_sizes') as DenseArrayAttr).values.map((v) => (BigInt(v) === -(2n ** 63n) ? DYNAMIC : Number(v)));
    const dropped = [...(memRefRankReductionMask(src, res, staticSizes) ?? new Set<number>())].sort((a, b) => a - b);
    g.def(op.getResult(0), `$rt.subview(${g.name(op.getOperand(0))}, ${list(mixed(g, op.getAttr('static_offsets'), s.offsets))}, ${list(sizes)}, ${list(mixed(g, op.getAttr('static_strides'), s.strides))}, ${JSON.stringify(dropped)}, ${g.id(op)})`);
  },
  'memref.reinterpret_cast': (op, g) => {
    const s = op as Operation & { offsets: Value[]; sizes: Value[]; strides: Value[] };
    const [offset] = mixed(g, op.getAttr('static_offsets'), s.offsets);
    g.def(op.getResult(0), `$rt.reinterpret(${g.name(op.getOperand(0))}, ${offset}, ${list(mixed(g, op.getAttr('static_sizes'), s.sizes))}, ${list(mixed(g, op.getAttr('static_strides'), s.strides))}, ${g.id(op)})`);
  },
  'memref.cast': (op, g) => cast(op, g),
  'memref.memory_space_cast': (op, g) => g.bind(op.getResult(0), g.name(op.getOperand(0))),
  'memref.assume_alignment': (op, g) => g.bind(op.getResult(0), g.name(op.getOperand(0))),
  // Only a promise to the optimizer: the same buffers.
  'memref.distinct_objects': (op, g) => op.results.forEach((r, i) => g.bind(r, g.name(op.getOperand(i)))),
  // A cache hint: nothing to do.
  'memref.prefetch': () => {},
  'memref.transpose': (op, g) => {
    const perm = (op.getAttr('permutation') as AffineMapAttr).map.results.map((e) => (e as AffineDimExpr).position);
    g.def(op.getResult(0), `$rt.permuteView(${g.name(op.getOperand(0))}, ${JSON.stringify(perm)})`);
  },
  'memref.view': (op, g) => {
    const t = memrefType(op, op.getResult(0));
    const sizes = shapeExprs(g, t, op.operands.slice(2));
    g.def(op.getResult(0), `$rt.byteView(${g.name(op.getOperand(0))}, ${g.name(op.getOperand(1))}, ${g.konst(t.elementType)}, ${list(sizes)}, ${g.id(op)})`);
  },
  'memref.collapse_shape': (op, g) => {
    g.def(op.getResult(0), `$rt.collapse(${g.name(op.getOperand(0))}, ${g.konst(reassociation(op.getAttr('reassociation')))}, ${g.id(op)})`);
  },
  'memref.expand_shape': (op, g) => {
    const sizes = mixed(g, op.getAttr('static_output_shape'), op.operands.slice(1));
    g.def(op.getResult(0), `$rt.expand(${g.name(op.getOperand(0))}, ${g.konst(reassociation(op.getAttr('reassociation')))}, ${list(sizes)}, ${g.id(op)})`);
  },
  'memref.reshape': (op, g) => {
    const shape = g.name(op.getOperand(1));
    g.def(op.getResult(0), `$rt.reshapeMemRef(${g.name(op.getOperand(0))}, $rt.elementsOf(${shape}).map(Number), ${g.id(op)})`);
  },
  'memref.copy': (op, g) => g.line(`$rt.copy(${g.name(op.getOperand(0))}, ${g.name(op.getOperand(1))}, ${g.id(op)});`),
  'memref.dma_start': (op, g) => {
    const d = dmaParts(op);
    const names = (vs: readonly Value[]) => list(vs.map((v) => g.name(v)));
    const args = `${g.name(d.src)}, ${names(d.srcIndices)}, ${g.name(d.dst)}, ${names(d.dstIndices)}, ${g.name(d.numElements)}`;
    if (!d.stride) { g.line(`$rt.dma(${args}, ${g.id(op)});`); return; }
    // The stride is for the slower memory, the lower memory space id (upstream's definition);
    // the source's when both are in one space.
    const space = (v: Value) => { const s = (v.type as MemRefType).memorySpace; return s instanceof IntegerAttr ? s.num : 0; };
    const srcStrided = space(d.src) <= space(d.dst);
    g.line(`$rt.dmaStrided(${args}, ${g.name(d.stride[0])}, ${g.name(d.stride[1])}, ${srcStrided}, ${g.id(op)});`);
  },
  // The transfer completed when it started: waiting does nothing.
  'memref.dma_wait': () => {},
  'memref.dim': (op, g) => g.def(op.getResult(0), `$rt.dimOf(${g.name(op.getOperand(0))}, ${g.name(op.getOperand(1))}, ${g.id(op)})`),
  'memref.rank': (op, g) => g.def(op.getResult(0), `${g.name(op.getOperand(0))}.sizes.length`),
  'memref.extract_aligned_pointer_as_index': (op, g) => g.def(op.getResult(0), `${g.name(op.getOperand(0))}.buffer.id * 4096`),
  'memref.extract_strided_metadata': (op, g) => {
    const m = g.name(op.getOperand(0));
    const rank = (op.getOperand(0).type as MemRefType).rank;
    const [base, offset, ...rest] = op.results;
    g.def(base!, `${m}.view(0, [], [])`);
    g.def(offset!, `${m}.offset`);
    rest.forEach((r, i) => g.def(r, i < rank ? `${m}.sizes[${i}]` : `${m}.strides[${i - rank}]`));
  },
  'memref.get_global': (op, g) => {
    const ref = op.getAttr('name');
    const glob = ref instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, ref) : undefined;
    const js = glob ? g.mod.globals.get(glob) : undefined;
    if (!js) throw new InterpreterError(op, `refers to an unknown global '${ref?.key ?? ''}'`);
    g.def(op.getResult(0), js);
  },
  'memref.atomic_rmw': (op, g) => {
    const { data, pos } = access(op, g, op.getOperand(1), op.operands.slice(2));
    const old = g.def(op.getResult(0), `${data}[${pos}]`);
    const kind = (op.getAttr('kind') as IntegerAttr).num;
    g.line(`${data}[${pos}] = ${rmwExpr(kind, old, g.name(op.getOperand(0)), elemOf(op, 0))};`);
  },
  'memref.generic_atomic_rmw': (op, g) => {
    const { data, pos } = access(op, g, op.getOperand(0), op.operands.slice(1));
    const old = g.def(op.getResult(0), `${data}[${pos}]`);
    g.emitRegion(op.regions[0]!, [old], (y) => g.line(`${data}[${pos}] = ${g.name(y.getOperand(0))};`));
  },
  'memref.alloca_scope': (op, g) => {
    const res = g.declare(op.results);
    g.line('{');
    g.indent(() => g.emitRegion(op.regions[0]!, [], (y) => g.assignParallel(res, g.names_(y.operands))));
    g.line('}');
  },
};

function alloc(op: Operation, g: FunctionGen): void {
  const t = memrefType(op, op.getResult(0));
  const sizes = shapeExprs(g, t, op.operands);
  g.def(op.getResult(0), `$rt.alloc(${g.konst(t.elementType)}, ${list(sizes)}, ${layoutArg(g, t)}, ${g.id(op)})`);
}

function cast(op: Operation, g: FunctionGen): void {
  const t = op.getResult(0).type;
  const src = g.name(op.getOperand(0));
  if (!(t instanceof MemRefType)) { g.bind(op.getResult(0), src); return; }
  const layout = hasIdentityLayout(t) ? `{ offset: 0, strides: $rt.rowMajorStrides(${src}.sizes) }` : layoutArg(g, t);
  g.def(op.getResult(0), `$rt.cast(${src}, ${g.konst(t.shape)}, ${layout}, ${g.id(op)})`);
}
