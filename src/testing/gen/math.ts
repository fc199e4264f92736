/**
 * math ops, from upstream's full list: each is made only when the context registers it, so the
 * group grows as the dialect does. Operands favour the values folders special-case (0, ±1,
 * negative numbers, NaN and infinities come from the constant generator).
 */
import { fastmath } from './arith.js';
import type { Gen, OpGen } from './gen.js';
import { type GenType, elemOf, isFloatKind, isIntKind, randomElementwiseType, randomFloatKind, randomIntKind, typeText, withElem } from './types.js';

const FLOAT_UNARY = ['absf', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cbrt', 'ceil', 'cos', 'cosh', 'erf', 'erfc',
  'exp', 'exp2', 'expm1', 'floor', 'log', 'log10', 'log1p', 'log2', 'round', 'roundeven', 'rsqrt', 'sin', 'sinh', 'sqrt',
  'tan', 'tanh', 'trunc'] as const;
const FLOAT_BINARY = ['atan2', 'copysign', 'powf'] as const;
const INT_UNARY = ['absi', 'ctlz', 'cttz', 'ctpop'] as const;
const FLOAT_CLASS = ['isnan', 'isinf', 'isfinite', 'isnormal'] as const;

function floatType(g: Gen): GenType {
  const v = g.find((x) => x.type.k !== 'memref' && isFloatKind(elemOf(x.type)));
  return v && g.r.chance(0.7) ? v.type : randomElementwiseType(g.r, randomFloatKind(g.r), { tensors: g.has('tensor.empty') });
}
function intType(g: Gen): GenType {
  const v = g.find((x) => x.type.k !== 'memref' && isIntKind(elemOf(x.type)));
  return v && g.r.chance(0.7) ? v.type : randomElementwiseType(g.r, randomIntKind(g.r), { tensors: g.has('tensor.empty') });
}

/** One generator per op, so that each is weighed and gated by registration on its own. */
function perOp(names: readonly string[], weight: number, make: (g: Gen, op: string) => void): OpGen[] {
  return names.map((n) => ({ op: `math.${n}`, weight, gen: (g: Gen) => make(g, n) }));
}

export const MATH_OPS: readonly OpGen[] = [
  ...perOp(FLOAT_UNARY, 1, (g, op) => {
    const t = floatType(g);
    const a = g.use(t);
    const v = g.b.define(t);
    g.b.emit(`${v.name} = math.${op} ${a.name}${fastmath(g)} : ${typeText(t)}`);
  }),
  ...perOp(FLOAT_BINARY, 2, (g, op) => {
    const t = floatType(g);
    const [a, b] = [g.use(t), g.use(t)];
    const v = g.b.define(t);
    g.b.emit(`${v.name} = math.${op} ${a.name}, ${b.name}${fastmath(g)} : ${typeText(t)}`);
  }),
  ...perOp(INT_UNARY, 2, (g, op) => {
    const t = intType(g);
    const a = g.use(t);
    const v = g.b.define(t);
    g.b.emit(`${v.name} = math.${op} ${a.name} : ${typeText(t)}`);
  }),
  ...perOp(FLOAT_CLASS, 1, (g, op) => {
    const t = floatType(g);
    const a = g.use(t);
    const v = g.b.define(withElem(t, 'i1'));
    g.b.emit(`${v.name} = math.${op} ${a.name} : ${typeText(t)}`);
  }),
  ...perOp(['fma'], 2, (g) => {
    const t = floatType(g);
    const [a, b, c] = [g.use(t), g.use(t), g.use(t)];
    const v = g.b.define(t);
    g.b.emit(`${v.name} = math.fma ${a.name}, ${b.name}, ${c.name}${fastmath(g)} : ${typeText(t)}`);
  }),
  ...perOp(['ipowi'], 2, (g) => {
    const t = intType(g);
    const [a, b] = [g.use(t), g.use(t)];
    const v = g.b.define(t);
    g.b.emit(`${v.name} = math.ipowi ${a.name}, ${b.name} : ${typeText(t)}`);
  }),
  ...perOp(['fpowi'], 2, (g) => {
    const t = floatType(g);
    const et = withElem(t, g.r.pick(['i8', 'i16', 'i32', 'i64'] as const));
    const [a, b] = [g.use(t), g.use(et)];
    const v = g.b.define(t);
    g.b.emit(`${v.name} = math.fpowi ${a.name}, ${b.name}${fastmath(g)} : ${typeText(t)}, ${typeText(et)}`);
  }),
  ...perOp(['sincos'], 1, (g) => {
    const t = floatType(g);
    const a = g.use(t);
    const { head } = g.b.defineMany([t, t]);
    g.b.emit(`${head}math.sincos ${a.name}${fastmath(g)} : ${typeText(t)}`);
  }),
  ...perOp(['clampf'], 1, (g) => {
    const t = floatType(g);
    const [a, lo, hi] = [g.use(t), g.use(t), g.use(t)];
    const v = g.b.define(t);
    g.b.emit(`${v.name} = math.clampf ${a.name} to [${lo.name}, ${hi.name}]${fastmath(g)} : ${typeText(t)}`);
  }),
];
