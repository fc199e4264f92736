/**
 * complex ops: arithmetic and functions on `complex<f16|bf16|f32|f64>` values, their parts,
 * create/re/im chains, bitcasts through integers and floats of twice the part's width, and the
 * inverse pairs and constants (0, 1, -0 parts) that upstream's folds and patterns look for.
 */
import { fastmath } from './arith.js';
import type { Gen, OpGen } from './gen.js';
import { type ComplexKind, type FloatKind, FLOAT_KINDS, type ScalarKind, isComplexKind, partOf, scalar } from './types.js';

const BINARY = ['add', 'sub', 'mul', 'div', 'pow', 'atan2'] as const;
const UNARY = ['conj', 'cos', 'exp', 'expm1', 'log', 'log1p', 'neg', 'rsqrt', 'sign', 'sin', 'sqrt', 'tan', 'tanh'] as const;
const TO_PART = ['abs', 'angle', 're', 'im'] as const;
/** The kinds a complex of each part kind bitcasts to (twice the part's width). */
const BITCASTS: Readonly<Record<FloatKind, readonly ScalarKind[]>> = { f16: ['i32', 'f32'], bf16: ['i32', 'f32'], f32: ['i64', 'f64'], f64: [] };

/** A complex kind: one already in use mostly, else a fresh one. */
function complexKind(g: Gen): ComplexKind {
  const v = g.find((x) => x.type.k === 'scalar' && isComplexKind(x.type.s));
  if (v && v.type.k === 'scalar' && isComplexKind(v.type.s) && g.r.chance(0.8)) return v.type.s;
  return `complex<${g.r.pick(FLOAT_KINDS)}>`;
}

/** A constant whose parts the folds special-case: 0 (either sign) or 1 with a zero imaginary part. */
function specialConstant(g: Gen, kind: ComplexKind): string {
  const part = partOf(kind);
  const re = g.r.pick(['0.0', '-0.0', '1.0', '2.0']), im = g.r.pick(['0.0', '-0.0', '0.0', '1.0']);
  const v = g.b.define(scalar(kind));
  g.b.emit(`${v.name} = complex.constant [${re} : ${part}, ${im} : ${part}] : ${kind}`);
  return v.name;
}

function perOp(names: readonly string[], weight: number, make: (g: Gen, op: string) => void): OpGen[] {
  return names.map((n) => ({ op: `complex.${n}`, weight, gen: (g: Gen) => make(g, n) }));
}

export const COMPLEX_OPS: readonly OpGen[] = [
  ...perOp(BINARY, 2, (g, op) => {
    const k = complexKind(g);
    const a = g.use(scalar(k)).name;
    const b = g.r.chance(0.3) ? specialConstant(g, k) : g.use(scalar(k)).name;
    const v = g.b.define(scalar(k));
    g.b.emit(`${v.name} = complex.${op} ${a}, ${b}${fastmath(g)} : ${k}`);
  }),
  ...perOp(UNARY, 1, (g, op) => {
    const k = complexKind(g);
    const a = g.use(scalar(k));
    const v = g.b.define(scalar(k));
    g.b.emit(`${v.name} = complex.${op} ${a.name}${fastmath(g)} : ${k}`);
  }),
  ...perOp(TO_PART, 2, (g, op) => {
    const k = complexKind(g);
    const a = g.use(scalar(k));
    const v = g.b.define(scalar(partOf(k)));
    g.b.emit(`${v.name} = complex.${op} ${a.name}${fastmath(g)} : ${k}`);
  }),
  ...perOp(['create'], 2, (g) => {
    const k = complexKind(g);
    const [re, im] = g.uses(scalar(partOf(k)), 2);
    const v = g.b.define(scalar(k));
    g.b.emit(`${v.name} = complex.create ${re!.name}, ${im!.name} : ${k}`);
  }),
  ...perOp(['eq', 'neq'], 1, (g, op) => {
    const k = complexKind(g);
    const [a, b] = g.uses(scalar(k), 2);
    const v = g.b.define(scalar('i1'));
    g.b.emit(`${v.name} = complex.${op} ${a!.name}, ${b!.name} : ${k}`);
  }),
  ...perOp(['powi'], 1, (g) => {
    const k = complexKind(g);
    const a = g.use(scalar(k));
    const n = g.use(scalar(g.r.pick(['i8', 'i32', 'i64'] as const)));
    const v = g.b.define(scalar(k));
    g.b.emit(`${v.name} = complex.powi ${a.name}, ${n.name}${fastmath(g)} : ${k}, ${n.type.k === 'scalar' ? n.type.s : ''}`);
  }),
  ...perOp(['bitcast'], 2, (g) => {
    const k = complexKind(g);
    const targets = BITCASTS[partOf(k)];
    if (!targets.length || g.r.chance(0.1)) {
      const a = g.use(scalar(k));
      const v = g.b.define(scalar(k));
      g.b.emit(`${v.name} = complex.bitcast ${a.name} : ${k} to ${k}`);
      return;
    }
    const other = g.r.pick(targets);
    if (g.r.chance(0.5)) {
      const a = g.use(scalar(k));
      const v = g.b.define(scalar(other));
      g.b.emit(`${v.name} = complex.bitcast ${a.name} : ${k} to ${other}`);
    } else {
      const a = g.use(scalar(other));
      const v = g.b.define(scalar(k));
      g.b.emit(`${v.name} = complex.bitcast ${a.name} : ${other} to ${k}`);
    }
  }),
];
