/**
 * arith ops: every integer and float binary op with its flags, extended arithmetic, every cast in
 * every legal direction, cmpi/cmpf with all predicates, select, and constants of edge values.
 */
import { type Gen, type OpGen } from './gen.js';
import {
  type FloatKind, type GenType, type IntKind, type ScalarKind, I1, bitWidth, elemOf, isFloatKind, isIntKind,
  randomElementwiseType, randomFloatKind, randomIntKind, typeText, withElem,
} from './types.js';

const INT_BINARY = ['addi', 'subi', 'muli', 'divui', 'divsi', 'ceildivui', 'ceildivsi', 'floordivsi', 'remui', 'remsi',
  'andi', 'ori', 'xori', 'shli', 'shrui', 'shrsi', 'maxsi', 'maxui', 'minsi', 'minui'] as const;
const OVERFLOW_OPS = new Set(['addi', 'subi', 'muli', 'shli']);
const EXACT_OPS = new Set(['divui', 'divsi', 'shrui', 'shrsi']);
const FLOAT_BINARY = ['addf', 'subf', 'mulf', 'divf', 'remf', 'maximumf', 'minimumf', 'maxnumf', 'minnumf'] as const;
export const CMPI_PREDICATES = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'] as const;
export const CMPF_PREDICATES = ['false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'ugt', 'uge', 'ult', 'ule', 'une', 'uno', 'true'] as const;
const FASTMATH = ['none', 'reassoc', 'nnan', 'ninf', 'nsz', 'arcp', 'contract', 'afn', 'fast'] as const;

/** A type whose element is an integer kind or index (what integer ops accept). */
function intLikeType(g: Gen): GenType {
  const elem: ScalarKind = g.r.chance(0.15) ? 'index' : randomIntKind(g.r);
  return randomElementwiseType(g.r, elem, { tensors: g.has('tensor.empty') });
}
function floatType(g: Gen, kind?: FloatKind): GenType {
  return randomElementwiseType(g.r, kind ?? randomFloatKind(g.r), { tensors: g.has('tensor.empty') });
}

/** An existing value's type when there is one of the wanted element class, so ops chain. */
function reuseType(g: Gen, ok: (s: ScalarKind) => boolean, fallback: () => GenType): GenType {
  const v = g.find((x) => x.type.k !== 'memref' && ok(elemOf(x.type)));
  return v && g.r.chance(0.7) ? v.type : fallback();
}

export function overflowFlags(g: Gen): string {
  return g.r.weighted<string>([[6, ''], [1, ' overflow<nsw>'], [1, ' overflow<nuw>'], [1, ' overflow<nsw, nuw>']]);
}
export function fastmath(g: Gen): string {
  if (!g.r.chance(0.25)) return '';
  const flags = g.r.subset(FASTMATH.slice(1), 0.3);
  return ` fastmath<${flags.length ? flags.join(',') : g.r.pick(['none', 'fast'])}>`;
}

function intBinary(g: Gen): void {
  const op = g.r.pick(INT_BINARY);
  const t = reuseType(g, (s) => isIntKind(s) || s === 'index', () => intLikeType(g));
  const [a, b] = [g.use(t), g.use(t)];
  const flags = OVERFLOW_OPS.has(op) ? overflowFlags(g) : EXACT_OPS.has(op) && g.r.chance(0.2) ? ' exact' : '';
  const v = g.b.define(t);
  g.b.emit(`${v.name} = arith.${op} ${a.name}, ${b.name}${flags} : ${typeText(t)}`);
}

function floatBinary(g: Gen): void {
  const op = g.r.pick(FLOAT_BINARY);
  const t = reuseType(g, isFloatKind, () => floatType(g));
  const [a, b] = [g.use(t), g.use(t)];
  const v = g.b.define(t);
  g.b.emit(`${v.name} = arith.${op} ${a.name}, ${b.name}${fastmath(g)} : ${typeText(t)}`);
}

function negf(g: Gen): void {
  const t = reuseType(g, isFloatKind, () => floatType(g));
  const a = g.use(t);
  const v = g.b.define(t);
  g.b.emit(`${v.name} = arith.negf ${a.name}${fastmath(g)} : ${typeText(t)}`);
}

function extended(g: Gen): void {
  const op = g.r.pick(['addui_extended', 'mulsi_extended', 'mului_extended']);
  const t = reuseType(g, isIntKind, () => randomElementwiseType(g.r, randomIntKind(g.r), { tensors: g.has('tensor.empty') }));
  const [a, b] = [g.use(t), g.use(t)];
  if (op === 'addui_extended') {
    const { head } = g.b.defineMany([t, withElem(t, 'i1')]);
    g.b.emit(`${head}arith.addui_extended ${a.name}, ${b.name} : ${typeText(t)}, ${typeText(withElem(t, 'i1'))}`);
  } else {
    const { head } = g.b.defineMany([t, t]);
    g.b.emit(`${head}arith.${op} ${a.name}, ${b.name} : ${typeText(t)}`);
  }
}

const WIDER: Record<IntKind, IntKind[]> = { i1: ['i8', 'i16', 'i32', 'i64'], i8: ['i16', 'i32', 'i64'], i16: ['i32', 'i64'], i32: ['i64'], i64: [] };
const WIDER_F: Record<FloatKind, FloatKind[]> = { f16: ['f32', 'f64'], bf16: ['f32', 'f64'], f32: ['f64'], f64: [] };

/** A cast: picks a source value (or type), then a legal destination element kind. */
function cast(g: Gen): boolean {
  const src = g.find((x) => x.type.k !== 'memref');
  const t = src && g.r.chance(0.7) ? src.type : g.r.chance(0.5) ? intLikeType(g) : floatType(g);
  const e = elemOf(t);
  const options: [string, ScalarKind][] = [];
  if (isIntKind(e)) {
    for (const w of WIDER[e]) options.push(['extui', w], ['extsi', w]);
    for (const [n, ws] of Object.entries(WIDER) as [IntKind, IntKind[]][]) if (ws.includes(e)) options.push(['trunci', n]);
    for (const f of ['f16', 'bf16', 'f32', 'f64'] as const) options.push(['uitofp', f], ['sitofp', f]);
    options.push(['index_cast', 'index'], ['index_castui', 'index']);
    for (const f of ['f16', 'bf16', 'f32', 'f64'] as const) if (bitWidth(f) === bitWidth(e)) options.push(['bitcast', f]);
    if (e === 'i16') options.push(['bitcast', 'i16']);
  } else if (e === 'index') {
    for (const i of ['i1', 'i8', 'i16', 'i32', 'i64'] as const) options.push(['index_cast', i], ['index_castui', i]);
  } else if (isFloatKind(e)) {
    const f = e;
    for (const w of WIDER_F[f]) options.push(['extf', w]);
    for (const [n, ws] of Object.entries(WIDER_F) as [FloatKind, FloatKind[]][]) if (ws.includes(f)) options.push(['truncf', n]);
    for (const i of ['i1', 'i8', 'i16', 'i32', 'i64'] as const) options.push(['fptoui', i], ['fptosi', i]);
    for (const i of ['i16', 'i32', 'i64'] as const) if (bitWidth(i) === bitWidth(f)) options.push(['bitcast', i]);
    if (f === 'f16') options.push(['bitcast', 'bf16']);
    if (f === 'bf16') options.push(['bitcast', 'f16']);
  }
  if (!options.length) return false;
  const [op, to] = g.r.pick(options);
  const a = src && src.type === t ? src : g.use(t);
  const out = withElem(t, to);
  let attrs = '';
  if (op === 'trunci') attrs = overflowFlags(g);
  else if (op === 'extf') attrs = fastmath(g);
  else if (op === 'truncf') {
    const mode = g.r.chance(0.3) ? ` ${g.r.pick(['to_nearest_even', 'downward', 'upward', 'toward_zero', 'to_nearest_away'])}` : '';
    attrs = `${mode}${fastmath(g)}`;
  }
  const v = g.b.define(out);
  g.b.emit(`${v.name} = arith.${op} ${a.name}${attrs} : ${typeText(t)} to ${typeText(out)}`);
  return true;
}

function cmpi(g: Gen): void {
  const t = reuseType(g, (s) => isIntKind(s) || s === 'index', () => intLikeType(g));
  const [a, b] = [g.use(t), g.use(t, 0.4)];
  const v = g.b.define(withElem(t, 'i1'));
  g.b.emit(`${v.name} = arith.cmpi ${g.r.pick(CMPI_PREDICATES)}, ${a.name}, ${b.name} : ${typeText(t)}`);
}

function cmpf(g: Gen): void {
  const t = reuseType(g, isFloatKind, () => floatType(g));
  const [a, b] = [g.use(t), g.use(t, 0.4)];
  const v = g.b.define(withElem(t, 'i1'));
  g.b.emit(`${v.name} = arith.cmpf ${g.r.pick(CMPF_PREDICATES)}, ${a.name}, ${b.name}${fastmath(g)} : ${typeText(t)}`);
}

function select(g: Gen): void {
  const v0 = g.find((x) => x.type.k !== 'memref');
  const t = v0 && g.r.chance(0.7) ? v0.type : intLikeType(g);
  const [a, b] = [g.use(t), g.use(t)];
  // The condition is a scalar i1, or an i1 shaped like the operands.
  const condType = t.k === 'scalar' || g.r.chance(0.5) ? I1 : withElem(t, 'i1');
  const c = g.use(condType, 0.3);
  const v = g.b.define(t);
  g.b.emit(condType.k === 'scalar'
    ? `${v.name} = arith.select ${c.name}, ${a.name}, ${b.name} : ${typeText(t)}`
    : `${v.name} = arith.select ${c.name}, ${a.name}, ${b.name} : ${typeText(condType)}, ${typeText(t)}`);
}

function constant(g: Gen): void {
  const t = g.r.chance(0.5) ? intLikeType(g) : floatType(g);
  if (t.k === 'scalar') g.constant(t.s);
  else if (t.k !== 'memref' && t.shape.every((d) => d >= 0)) g.denseConstant(t);
  else g.constant(elemOf(t));
}

export const ARITH_OPS: readonly OpGen[] = [
  { op: 'arith.addi', weight: 8, gen: intBinary },
  { op: 'arith.addf', weight: 6, gen: floatBinary },
  { op: 'arith.negf', weight: 1, gen: negf },
  { op: 'arith.addui_extended', weight: 1, gen: extended },
  { op: 'arith.extui', weight: 5, gen: cast },
  { op: 'arith.cmpi', weight: 3, gen: cmpi },
  { op: 'arith.cmpf', weight: 3, gen: cmpf },
  { op: 'arith.select', weight: 2, gen: select },
  { op: 'arith.constant', weight: 2, gen: constant },
];
