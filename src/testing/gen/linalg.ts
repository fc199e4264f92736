/**
 * linalg ops on tensors and on buffers: linalg.generic with random projected-permutation maps and
 * iterator types (every loop reached by some operand, outputs indexed by parallel loops only) and
 * a scalar body using linalg.index; the named contractions with consistent shapes; elementwise
 * named ops, elementwise, fill, copy, map, reduce, transpose and broadcast.
 */
import { CONVOLUTIONS, type ConvolutionRow } from '../../dialects/linalg/convolution.js';
import { type Value, argList } from './builder.js';
import type { Gen, OpGen } from './gen.js';
import { combiner } from './scf.js';
import {
  DYN, type GenType, INDEX, type ScalarKind, bitWidth, isFloatKind, randomFloatKind, randomIntKind, scalar, typeText,
} from './types.js';

type Shaped = Extract<GenType, { k: 'tensor' | 'memref' }>;

/** Tensors (results) or buffers (no results) for one op. */
type Mode = 'tensor' | 'memref';

function shapedOf(mode: Mode, shape: readonly number[], elem: ScalarKind): Shaped {
  return { k: mode, shape, elem };
}

/**
 * An operand of a static type, sometimes cast to a type with dynamic sizes (same sizes at run
 * time) where the op accepts that (map, reduce, transpose and broadcast want equal static sizes).
 */
function operand(g: Gen, t: Shaped, castable = true): Value {
  const v = g.use(t, 0.3);
  if (!castable || !t.shape.length || !g.r.chance(0.2)) return v;
  const dyn: Shaped = { ...t, shape: t.shape.map((d) => (g.r.chance(0.5) ? DYN : d)) };
  const x = g.b.define(dyn);
  g.b.emit(`${x.name} = ${t.k}.cast ${v.name} : ${typeText(t)} to ${typeText(dyn)}`);
  return x;
}

function insOuts(ins: readonly Value[], outs: readonly Value[]): string {
  const part = (kw: string, vs: readonly Value[]) => `${kw}(${argList(vs)} : ${vs.map((v) => typeText(v.type)).join(', ')})`;
  return ins.length ? `${part('ins', ins)} ${part('outs', outs)}` : part('outs', outs);
}

/** `%r = ` and ` -> type` for tensor outputs; nothing for buffers. */
function results(g: Gen, outs: readonly Value[]): { head: string; tail: string; commit: () => void } {
  const types = outs.filter((o) => o.type.k === 'tensor').map((o) => o.type);
  const { head, commit } = g.b.pending(types);
  const list = types.map(typeText).join(', ');
  return { head, tail: types.length ? ` -> ${types.length === 1 ? list : `(${list})`}` : '', commit: () => { commit(); } };
}

const elemKind = (g: Gen, float = g.r.chance(0.7)): ScalarKind => (float ? randomFloatKind(g.r) : randomIntKind(g.r, false));
const dims = (n: number) => Array.from({ length: n }, (_, i) => `d${i}`);
const mapText = (n: number, res: readonly number[]) => `affine_map<(${dims(n).join(', ')}) -> (${res.map((r) => `d${r}`).join(', ')})>`;

/** A scalar op on body values: what a payload computes. */
function scalarOp(g: Gen): boolean {
  const pool = g.b.visible().filter((v) => v.type.k === 'scalar' && v.type.s !== 'i1');
  if (!pool.length) return false;
  const a = g.r.pick(pool);
  const t = a.type;
  const b = g.use(t, 0.3);
  const e = t.k === 'scalar' ? t.s : 'f32';
  const op = isFloatKind(e) ? g.r.pick(['arith.addf', 'arith.mulf', 'arith.subf', 'arith.maximumf', 'arith.divf'])
    : g.r.pick(['arith.addi', 'arith.muli', 'arith.subi', 'arith.maxsi', 'arith.andi']);
  const x = g.b.define(t);
  g.b.emit(`${x.name} = ${op} ${a.name}, ${b.name} : ${typeText(t)}`);
  return true;
}

function indexOp(g: Gen, loops: number): void {
  const x = g.b.define(INDEX);
  g.b.emit(`${x.name} = linalg.index ${g.r.int(loops)} : index`);
}

function generic(g: Gen): boolean {
  if (!g.canNest()) return false;
  const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
  const n = g.r.between(1, 3);
  const sizes = Array.from({ length: n }, () => g.r.between(1, 4));
  const iters = sizes.map(() => (g.r.chance(0.3) ? 'reduction' : 'parallel'));
  if (!iters.includes('parallel') && g.r.chance(0.5)) iters[0] = 'parallel';
  const parallel = iters.flatMap((it, i) => (it === 'parallel' ? [i] : []));
  const perm = (from: readonly number[]): number[] => g.r.shuffle(g.r.subset(from, 0.7));
  const outMaps = Array.from({ length: g.r.between(1, 2) }, () => perm(parallel));
  const inMaps = Array.from({ length: g.r.between(0, 3) }, () => perm(sizes.map((_, i) => i)));
  // Every loop must be reachable from some operand's sizes.
  const used = new Set([...outMaps, ...inMaps].flat());
  const missing = sizes.map((_, i) => i).filter((i) => !used.has(i));
  if (missing.length) inMaps.push(g.r.shuffle(missing));
  const inElems = inMaps.map(() => elemKind(g));
  const outElems = outMaps.map(() => elemKind(g));
  const ins = inMaps.map((m, i) => (!m.length && g.r.chance(0.5) ? g.use(scalar(inElems[i]!)) : operand(g, shapedOf(mode, m.map((d) => sizes[d]!), inElems[i]!))));
  const outs = outMaps.map((m, i) => operand(g, shapedOf(mode, m.map((d) => sizes[d]!), outElems[i]!)));
  const maps = [...inMaps, ...outMaps].map((m) => mapText(n, m));
  const { head, tail, commit } = results(g, outs);
  const attrs = `indexing_maps = [${maps.join(', ')}], iterator_types = [${iters.map((i) => `"${i}"`).join(', ')}]`;
  g.b.emit(`${head}linalg.generic {${attrs}} ${insOuts(ins, outs)} {`);
  const args = [...inElems, ...outElems].map((e) => g.b.argument(scalar(e), '%in'));
  const body: OpGen[] = [{ op: 'arith.addf', weight: 3, gen: scalarOp }, { op: 'linalg.index', weight: 1, gen: (x) => indexOp(x, n) }];
  g.block(args, () => {
    const ys = outElems.map((e) => g.use(scalar(e), 0.2));
    g.b.emit(`linalg.yield ${argList(ys)} : ${ys.map((y) => typeText(y.type)).join(', ')}`);
  }, { label: `^bb0(${args.map((a) => `${a.name}: ${typeText(a.type)}`).join(', ')}):`, ops: body });
  g.b.emit(`}${tail}`);
  commit();
  return true;
}

/** Operand shapes of the named contractions, from sizes b (batch), m, n, k. */
const CONTRACTIONS: Record<string, (b: number, m: number, n: number, k: number) => [number[], number[], number[]]> = {
  matmul: (_b, m, n, k) => [[m, k], [k, n], [m, n]],
  batch_matmul: (b, m, n, k) => [[b, m, k], [b, k, n], [b, m, n]],
  batch_reduce_matmul: (b, m, n, k) => [[b, m, k], [b, k, n], [m, n]],
  matvec: (_b, m, n) => [[m, n], [n], [m]],
  vecmat: (_b, m, n) => [[m], [m, n], [n]],
  dot: (_b, _m, n) => [[n], [n], []],
  batch_matvec: (b, m, n) => [[b, m, n], [b, n], [b, m]],
  batch_vecmat: (b, m, n) => [[b, m], [b, m, n], [b, n]],
};

function contraction(name: string) {
  return (g: Gen): boolean => {
    const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
    const [sa, sb, sc] = CONTRACTIONS[name]!(g.r.between(1, 3), g.r.between(1, 4), g.r.between(1, 4), g.r.between(1, 4));
    const float = g.r.chance(0.7);
    const e = elemKind(g, float);
    // Mixed inputs are cast to the output type; f16 and bf16 have no cast between them upstream.
    const other = elemKind(g, float);
    const ea = g.r.chance(0.8) || bitWidth(other) === bitWidth(e) ? e : other;
    const ins = [operand(g, shapedOf(mode, sa, ea)), operand(g, shapedOf(mode, sb, e))];
    const outs = [operand(g, shapedOf(mode, sc, e))];
    const { head, tail, commit } = results(g, outs);
    const cast = ea !== e && g.r.chance(0.3) ? ' {cast = #linalg.type_fn<cast_unsigned>}' : '';
    g.b.emit(`${head}linalg.${name}${cast} ${insOuts(ins, outs)}${tail}`);
    commit();
    return true;
  };
}

const UNARY_F = ['exp', 'log', 'abs', 'ceil', 'floor', 'negf', 'reciprocal', 'round', 'sqrt', 'rsqrt', 'square', 'tanh', 'erf'];
const BINARY = ['add', 'sub', 'mul', 'div', 'max', 'min'];

function elementwiseNamed(name: string, arity: number, floatOnly: boolean, attr: (g: Gen) => string = () => '') {
  return (g: Gen): boolean => {
    const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
    const shape = Array.from({ length: g.r.between(1, 3) }, () => g.r.between(1, 4));
    const e = elemKind(g, floatOnly || g.r.chance(0.7));
    const ins = Array.from({ length: arity }, () => operand(g, shapedOf(mode, shape, e)));
    const outs = [operand(g, shapedOf(mode, shape, e))];
    const { head, tail, commit } = results(g, outs);
    g.b.emit(`${head}linalg.${name}${attr(g)} ${insOuts(ins, outs)}${tail}`);
    commit();
    return true;
  };
}

function fillOrCopy(kind: 'fill' | 'copy') {
  return (g: Gen): boolean => {
    const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
    const shape = Array.from({ length: g.r.between(0, 3) }, () => g.r.between(1, 4));
    const e = elemKind(g);
    const ins = [kind === 'fill' ? g.use(scalar(e)) : operand(g, shapedOf(mode, shape, e))];
    const outs = [operand(g, shapedOf(mode, shape, e))];
    const { head, tail, commit } = results(g, outs);
    g.b.emit(`${head}linalg.${kind} ${insOuts(ins, outs)}${tail}`);
    commit();
    return true;
  };
}

function map(g: Gen): boolean {
  if (!g.canNest()) return false;
  const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
  const shape = Array.from({ length: g.r.between(1, 3) }, () => g.r.between(1, 4));
  const e = elemKind(g);
  const arity = g.r.between(1, 2);
  const ins = Array.from({ length: arity }, () => operand(g, shapedOf(mode, shape, e), false));
  const outs = [operand(g, shapedOf(mode, shape, e), false)];
  const types = mode === 'tensor' ? [outs[0]!.type] : [];
  const { head, commit } = g.b.pending(types);
  if (arity === 2 && g.r.chance(0.5)) {
    g.b.emit(`${head}linalg.map { ${combiner(scalar(e), g.r)} } ${insOuts(ins, outs)}`);
  } else {
    const args = [...ins.map(() => g.b.argument(scalar(e), '%in')), g.b.argument(scalar(e), '%init')];
    g.b.emit(`${head}linalg.map ${insOuts(ins, outs)}`);
    g.b.emit(`  (${args.map((a) => `${a.name}: ${e}`).join(', ')}) {`);
    g.block(args, () => g.b.emit(`linalg.yield ${g.use(scalar(e), 0.2).name} : ${e}`), { ops: [{ op: 'arith.addf', weight: 1, gen: scalarOp }] });
    g.b.emit('  }');
  }
  commit();
  return true;
}

function reduce(g: Gen): boolean {
  const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
  const shape = Array.from({ length: g.r.between(1, 3) }, () => g.r.between(1, 4));
  const red = g.r.shuffle(shape.map((_, i) => i)).slice(0, g.r.between(1, shape.length)).sort();
  const e = elemKind(g);
  const ins = [operand(g, shapedOf(mode, shape, e), false)];
  const outs = [operand(g, shapedOf(mode, shape.filter((_, i) => !red.includes(i)), e), false)];
  const types = mode === 'tensor' ? [outs[0]!.type] : [];
  const { head, commit } = g.b.pending(types);
  g.b.emit(`${head}linalg.reduce { ${combiner(scalar(e), g.r)} } ${insOuts(ins, outs)} dimensions = [${red.join(', ')}]`);
  commit();
  return true;
}

function transpose(g: Gen): boolean {
  const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
  const shape = Array.from({ length: g.r.between(1, 3) }, () => g.r.between(1, 4));
  const perm = g.r.shuffle(shape.map((_, i) => i));
  const e = elemKind(g);
  const ins = [operand(g, shapedOf(mode, shape, e), false)];
  const outs = [operand(g, shapedOf(mode, perm.map((p) => shape[p]!), e), false)];
  const types = mode === 'tensor' ? [outs[0]!.type] : [];
  const { head, commit } = g.b.pending(types);
  g.b.emit(`${head}linalg.transpose ${insOuts(ins, outs)} permutation = [${perm.join(', ')}]`);
  commit();
  return true;
}

function broadcast(g: Gen): boolean {
  const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
  const shape = Array.from({ length: g.r.between(1, 3) }, () => g.r.between(1, 4));
  const added = shape.map((_, i) => i).filter(() => g.r.chance(0.4));
  if (!added.length) added.push(g.r.int(shape.length));
  const e = elemKind(g);
  const ins = [operand(g, shapedOf(mode, shape.filter((_, i) => !added.includes(i)), e), false)];
  const outs = [operand(g, shapedOf(mode, shape, e), false)];
  const types = mode === 'tensor' ? [outs[0]!.type] : [];
  const { head, commit } = g.b.pending(types);
  g.b.emit(`${head}linalg.broadcast ${insOuts(ins, outs)} dimensions = [${added.join(', ')}]`);
  commit();
  return true;
}

/**
 * A convolution or pooling op with random loop sizes, strides and dilations: the input is made
 * as large as the windows need (a spatial pair `a~b` reads up to (a - 1) * stride + (b - 1) *
 * dilation), the quantized forms take i8 inputs into i32 with two i32 zero points, and unsigned
 * pooling takes integers.
 */
function convolution(row: ConvolutionRow) {
  const [name, loops, input, kernel, output, body] = row;
  return (g: Gen): boolean => {
    const mode: Mode = g.r.chance(0.7) ? 'tensor' : 'memref';
    const size = [...loops].map(() => g.r.between(1, 3));
    const pairs = (input.match(/~/g) ?? []).length;
    const strides = Array.from({ length: pairs }, () => g.r.between(1, 3));
    const dilations = Array.from({ length: pairs }, () => g.r.between(1, 2));
    let k = 0;
    const shapeOf = (text: string): number[] => text.split(', ').map((part) => {
      const pair = /^d(\d+)~d(\d+)$/.exec(part);
      if (pair) { const i = k++; return (size[+pair[1]!]! - 1) * strides[i]! + (size[+pair[2]!]! - 1) * dilations[i]! + 1; }
      const sum = /^d(\d+) \+ d(\d+)$/.exec(part);
      if (sum) return size[+sum[1]!]! + size[+sum[2]!]! - 1;
      return size[+part.slice(1)]!;
    });
    const quantized = body === 'conv_q';
    const e: ScalarKind = quantized ? 'i32' : elemKind(g, !body.endsWith('unsigned') && g.r.chance(0.6));
    const ein: ScalarKind = quantized ? 'i8' : e;
    const ins = [operand(g, shapedOf(mode, shapeOf(input), ein)), operand(g, shapedOf(mode, shapeOf(kernel), ein))];
    if (quantized) ins.push(g.use(scalar('i32')), g.use(scalar('i32')));
    const outs = [operand(g, shapedOf(mode, shapeOf(output), e))];
    const attrs: string[] = [];
    const list = (xs: number[]) => `dense<[${xs.join(', ')}]> : tensor<${xs.length}xi64>`;
    if (pairs && g.r.chance(0.6)) attrs.push(`dilations = ${list(dilations)}`);
    if (pairs && g.r.chance(0.8)) attrs.push(`strides = ${list(strides)}`);
    // Omitted attributes mean 1: only sizes computed with 1 fit then.
    if (pairs && (!attrs.some((a) => a.startsWith('dilations')) && dilations.some((d) => d !== 1)
      || !attrs.some((a) => a.startsWith('strides')) && strides.some((x) => x !== 1))) return false;
    const { head, tail, commit } = results(g, outs);
    g.b.emit(`${head}linalg.${name}${attrs.length ? ` {${attrs.join(', ')}}` : ''} ${insOuts(ins, outs)}${tail}`);
    commit();
    return true;
  };
}

/**
 * linalg.pack (padded or not) and linalg.unpack of random layouts: some dims tiled by constant
 * tiles, the outer dims maybe permuted; a pack without padding gets sizes its tiles divide, and
 * an unpack reads a pack's result shape.
 */
function relayout(unpack: boolean) {
  return (g: Gen): boolean => {
    const rank = g.r.between(1, 3);
    const tiled = Array.from({ length: rank }, (_, i) => i).filter(() => g.r.chance(0.6));
    if (!tiled.length) return false;
    if (g.r.chance(0.5)) tiled.reverse();
    const tiles = tiled.map(() => g.r.between(1, 4));
    const padded = !unpack && g.r.chance(0.5);
    const shape = Array.from({ length: rank }, (_, d) => {
      const k = tiled.indexOf(d);
      return k < 0 ? g.r.between(1, 4) : tiles[k]! * g.r.between(1, 3) - (padded ? g.r.between(0, tiles[k]! - 1) : 0);
    });
    const perm = g.r.chance(0.4) ? g.r.shuffle(Array.from({ length: rank }, (_, i) => i)) : [];
    const packed = shape.map((d, i) => { const k = tiled.indexOf(i); return k < 0 ? d : Math.ceil(d / tiles[k]!); });
    const packedShape = [...(perm.length ? perm.map((p) => packed[p]!) : packed), ...tiles];
    const e = elemKind(g);
    const [srcShape, dstShape] = unpack ? [packedShape, shape] : [shape, packedShape];
    // Operands are sometimes cast to dynamic sizes (the casts fold into the op); a tile whose
    // packed dim is dynamic is given by an index constant, as the verifier wants.
    const unpackedOperand = operand(g, shapedOf('tensor', unpack ? dstShape : srcShape, e));
    const packedType = shapedOf('tensor', packedShape, e);
    let packedOperand = g.use(packedType, 0.3);
    let tileText = tiles.map(String);
    if (g.r.chance(0.3)) {
      const dyn = shapedOf('tensor', packedShape.map((d) => (g.r.chance(0.5) ? DYN : d)), e);
      const x = g.b.define(dyn);
      g.b.emit(`${x.name} = tensor.cast ${packedOperand.name} : ${typeText(packedType)} to ${typeText(dyn)}`);
      packedOperand = x;
      tileText = tiles.map((t, i) => (dyn.shape[dyn.shape.length - tiles.length + i] === DYN ? g.indexConst(t).name : String(t)));
    }
    const [src, dst] = unpack ? [packedOperand, unpackedOperand] : [unpackedOperand, packedOperand];
    const pad = padded ? ` padding_value(${g.use(scalar(e)).name} : ${e})` : '';
    const permText = perm.length ? ` outer_dims_perm = [${perm.join(', ')}]` : '';
    const { head, commit } = g.b.pending([dst.type]);
    g.b.emit(`${head}linalg.${unpack ? 'unpack' : 'pack'} ${src.name}${pad}${permText} inner_dims_pos = [${tiled.join(', ')}] inner_tiles = [${tileText.join(', ')}] `
      + `into ${dst.name} : ${typeText(src.type)} -> ${typeText(dst.type)}`);
    commit();
    return true;
  };
}

/** fmr cases: name, m, r. */
const FMRS = [['F_2_3', 2, 3], ['F_4_3', 4, 3], ['F_2_5', 2, 5]] as const;

/**
 * The Winograd transforms with shapes their verifiers accept: 2-D, or 1-D along either axis (the
 * other one's alpha is 1); the `outs` of the filter and output transforms may be cast to dynamic
 * sizes, the inputs may not (a dynamic filter or input size does not verify).
 */
function winograd(kind: 'filter' | 'input' | 'output') {
  return (g: Gen): boolean => {
    const [fmr, m, r] = g.r.pick(FMRS);
    const alpha = m + r - 1;
    const [left, right] = g.r.pick([[true, true], [true, false], [false, true]] as const);
    const e = elemKind(g, true);
    const n = g.r.between(1, 2), c = g.r.between(1, 3), f = g.r.between(1, 3);
    const tH = g.r.between(1, 2), tW = g.r.between(1, 2);
    const a = (on: boolean) => (on ? alpha : 1);
    const [src, dst] = kind === 'filter' ? [[f, left ? r : 1, right ? r : 1, c], [a(left), a(right), c, f]]
      : kind === 'input' ? [[n, left ? tH * m + r - 1 : tH, right ? tW * m + r - 1 : tW, c], [a(left), a(right), tH, tW, n, c]]
        : [[a(left), a(right), tH, tW, n, f], [n, left ? tH * m : tH, right ? tW * m : tW, f]];
    const x = operand(g, shapedOf('tensor', src, e), false);
    // The input transform reads which axes it transforms from its `outs` (an alpha that is not
    // 1, dynamic included): that operand keeps its static sizes.
    const o = operand(g, shapedOf('tensor', dst, e), kind !== 'input');
    const { head, tail, commit } = results(g, [o]);
    g.b.emit(`${head}linalg.winograd_${kind}_transform fmr(${fmr}) ins(${x.name} : ${typeText(x.type)}) outs(${o.name} : ${typeText(o.type)})${tail}`);
    commit();
    return true;
  };
}

const EW_UNARY = ['exp', 'log', 'abs', 'negf'];
const EW_BINARY = ['add', 'sub', 'mul', 'div', 'max_signed', 'min_signed'];
const kindAttr = (kinds: readonly string[]) => (g: Gen): string => ` kind=#linalg.elementwise_kind<${g.r.pick(kinds)}>`;

export const LINALG_OPS: readonly OpGen[] = [
  { op: 'linalg.generic', weight: 8, needs: ['linalg.generic', 'linalg.yield', 'linalg.index'], gen: generic },
  ...Object.keys(CONTRACTIONS).map((n) => ({ op: `linalg.${n}`, weight: 1, gen: contraction(n) })),
  ...UNARY_F.map((n) => ({ op: `linalg.${n}`, weight: 0.3, gen: elementwiseNamed(n, 1, true) })),
  ...BINARY.map((n) => ({ op: `linalg.${n}`, weight: 0.5, gen: elementwiseNamed(n, 2, false) })),
  { op: 'linalg.elementwise', weight: 0.5, gen: elementwiseNamed('elementwise', 1, true, kindAttr(EW_UNARY)) },
  { op: 'linalg.elementwise', weight: 0.5, gen: elementwiseNamed('elementwise', 2, true, kindAttr(EW_BINARY)) },
  { op: 'linalg.fill', weight: 2, gen: fillOrCopy('fill') },
  { op: 'linalg.copy', weight: 1, gen: fillOrCopy('copy') },
  { op: 'linalg.map', weight: 2, needs: ['linalg.map', 'linalg.yield'], gen: map },
  { op: 'linalg.reduce', weight: 2, gen: reduce },
  { op: 'linalg.transpose', weight: 2, gen: transpose },
  { op: 'linalg.broadcast', weight: 2, gen: broadcast },
  { op: 'linalg.pack', weight: 0.6, gen: relayout(false) },
  { op: 'linalg.unpack', weight: 0.6, gen: relayout(true) },
  ...(['filter', 'input', 'output'] as const).map((k) => ({ op: `linalg.winograd_${k}_transform`, weight: 0.3, gen: winograd(k) })),
  ...CONVOLUTIONS.map((row) => ({ op: `linalg.${row[0]}`, weight: 0.1, gen: convolution(row) })),
];
