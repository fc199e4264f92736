/**
 * The tensor dialect's implementation table. Tensors are immutable values, so every op that
 * "modifies" one (insert, insert_slice, pad) builds a new array; reshapes share the data.
 * Region-carrying ops (generate, pad) compile their body to a JS closure over the indices.
 */
import { ArrayAttr, DenseArrayAttr, type IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import { DYNAMIC, FloatType, RankedTensorType, type Type, elementTypeOf } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { computeRankReductionMask } from '../../dialects/memref/layout.js';
import { InterpreterError } from '../errors.js';
import type { EmitTable, FunctionGen } from '../gen.js';
import { list, mixed, shapeExprs } from './common.js';

const tensorType = (op: Operation, t: Type): RankedTensorType => {
  if (t instanceof RankedTensorType) return t;
  throw new InterpreterError(op, `'${t.key}' is not supported by the interpreter (unranked tensor)`);
};

/** `(i0, i1) => { body; return yielded; }` as one expression spanning lines; returns its text start. */
function closure(g: FunctionGen, region: Region, head: string, tail: string): void {
  const params = region.front.args.map(() => g.fresh('i'));
  g.line(`${head}(${params.join(', ')}) => {`);
  g.indent(() => g.emitRegion(region, params, (y) => g.line(`return ${g.name(y.getOperand(0))};`)));
  g.line(`}${tail}`);
}

const staticList = (a: unknown): number[] =>
  (a instanceof DenseArrayAttr ? a.values.map((v) => (BigInt(v) === -(2n ** 63n) ? DYNAMIC : Number(v))) : []);

const groups = (a: unknown): number[][] =>
  (a instanceof ArrayAttr ? a.elements.map((e) => (e as ArrayAttr).elements.map((x) => (x as IntegerAttr).num)) : []);

function bitcastExpr(from: Type, to: Type, x: string): string {
  if (from instanceof FloatType && !(to instanceof FloatType)) return `$rt.floatToBits(${x}, '${from.kind}', ${from.width})`;
  if (to instanceof FloatType && !(from instanceof FloatType)) return `$rt.bitsToFloat(${x}, '${to.kind}', ${to.width})`;
  if (from instanceof FloatType && to instanceof FloatType) {
    return `$rt.bitsToFloat($rt.floatToBits(${x}, '${from.kind}', ${from.width}), '${to.kind}', ${to.width})`;
  }
  return x;
}

type Slice = Operation & { offsets: Value[]; sizes: Value[]; strides: Value[] };
/** The offsets, sizes and strides of a slice op, as JS array expressions. */
export const sliceParts = (op: Operation, g: FunctionGen): string[] => {
  const s = op as Slice;
  return [
    list(mixed(g, op.getAttr('static_offsets'), s.offsets)),
    list(mixed(g, op.getAttr('static_sizes'), s.sizes)),
    list(mixed(g, op.getAttr('static_strides'), s.strides)),
  ];
};

export const tensorTable: EmitTable = {
  'tensor.empty': (op, g) => {
    const t = tensorType(op, op.getResult(0).type);
    g.def(op.getResult(0), `$rt.empty(${g.konst(t.elementType)}, ${list(shapeExprs(g, t, op.operands))}, ${g.id(op)})`);
  },
  'tensor.extract': (op, g) => {
    const [t, ...idx] = g.names_(op.operands);
    g.def(op.getResult(0), `$rt.extract(${t}, ${list(idx)}, ${g.id(op)})`);
  },
  'tensor.insert': (op, g) => {
    const [v, t, ...idx] = g.names_(op.operands);
    g.def(op.getResult(0), `$rt.insert(${v}, ${t}, ${list(idx)}, ${g.id(op)})`);
  },
  'tensor.cast': (op, g) => {
    const t = op.getResult(0).type;
    const src = g.name(op.getOperand(0));
    if (t instanceof RankedTensorType) g.def(op.getResult(0), `$rt.castShape(${src}, ${g.konst(t.shape)}, ${g.id(op)})`);
    else g.bind(op.getResult(0), src);
  },
  'tensor.dim': (op, g) => g.def(op.getResult(0), `$rt.dim(${g.name(op.getOperand(0))}.shape, ${g.name(op.getOperand(1))}, ${g.id(op)})`),
  'tensor.rank': (op, g) => g.def(op.getResult(0), `${g.name(op.getOperand(0))}.shape.length`),
  'tensor.from_elements': (op, g) => {
    const t = tensorType(op, op.getResult(0).type);
    g.def(op.getResult(0), `$rt.fromElements(${g.konst(t.elementType)}, ${g.konst(t.shape)}, ${list(g.names_(op.operands))})`);
  },
  'tensor.splat': (op, g) => {
    const t = tensorType(op, op.getResult(0).type);
    g.def(op.getResult(0), `$rt.splat(${g.konst(t.elementType)}, ${list(shapeExprs(g, t, op.operands.slice(1)))}, ${g.name(op.getOperand(0))})`);
  },
  'tensor.bitcast': (op, g) => {
    const from = elementTypeOf(op.getOperand(0).type), to = elementTypeOf(op.getResult(0).type);
    g.def(op.getResult(0), `$rt.tbitcast(${g.name(op.getOperand(0))}, ${g.konst(to)}, (x) => ${bitcastExpr(from, to, 'x')})`);
  },
  'tensor.reshape': (op, g) => {
    g.def(op.getResult(0), `$rt.reshape(${g.name(op.getOperand(0))}, $rt.shapeOperand(${g.name(op.getOperand(1))}.data), ${g.id(op)})`);
  },
  'tensor.collapse_shape': (op, g) => {
    g.def(op.getResult(0), `$rt.collapseT(${g.name(op.getOperand(0))}, ${g.konst(groups(op.getAttr('reassociation')))}, ${g.id(op)})`);
  },
  'tensor.expand_shape': (op, g) => {
    const sizes = mixed(g, op.getAttr('static_output_shape'), op.operands.slice(1));
    g.def(op.getResult(0), `$rt.reshape(${g.name(op.getOperand(0))}, ${list(sizes)}, ${g.id(op)})`);
  },
  'tensor.gather': (op, g) => {
    const [src, idx] = g.names_(op.operands);
    const dims = (op.getAttr('gather_dims') as DenseArrayAttr).nums;
    const reduced = (op.getResult(0).type as RankedTensorType).rank < (op.getOperand(1).type as RankedTensorType).rank - 1 + (op.getOperand(0).type as RankedTensorType).rank;
    g.def(op.getResult(0), `$rt.gather(${src}, ${idx}, ${g.konst(dims)}, ${reduced}, ${g.id(op)})`);
  },
  'tensor.scatter': (op, g) => {
    const [src, dest, idx] = g.names_(op.operands);
    const dims = (op.getAttr('scatter_dims') as DenseArrayAttr).nums;
    g.def(op.getResult(0), `$rt.scatter(${src}, ${dest}, ${idx}, ${g.konst(dims)}, ${g.id(op)})`);
  },
  'tensor.concat': (op, g) => {
    const dim = (op.getAttr('dim') as IntegerAttr).num;
    g.def(op.getResult(0), `$rt.concat(${dim}, ${list(g.names_(op.operands))}, ${g.id(op)})`);
  },
  'tensor.extract_slice': (op, g) => {
    const [offsets, sizes, strides] = sliceParts(op, g);
    const res = tensorType(op, op.getResult(0).type);
    const staticSizes = staticList(op.getAttr('static_sizes'));
    const dropped = computeRankReductionMask(staticSizes, res.shape) ?? new Set<number>();
    const sz = g.fresh('s');
    g.line(`const ${sz} = ${sizes};`);
    const resultShape = `${sz}.filter((_, d) => !${g.konst([...dropped])}.includes(d))`;
    g.def(op.getResult(0), `$rt.extractSlice(${g.name(op.getOperand(0))}, ${offsets}, ${sz}, ${strides}, ${resultShape}, ${g.id(op)})`);
  },
  'tensor.insert_slice': (op, g) => {
    const [offsets, sizes, strides] = sliceParts(op, g);
    g.def(op.getResult(0), `$rt.insertSlice(${g.name(op.getOperand(0))}, ${g.name(op.getOperand(1))}, ${offsets}, ${sizes}, ${strides}, ${g.id(op)})`);
  },
  'tensor.generate': (op, g) => {
    const t = tensorType(op, op.getResult(0).type);
    const tmp = g.fresh('g');
    closure(g, op.regions[0]!, `const ${tmp} = $rt.generate(${g.konst(t.elementType)}, ${list(shapeExprs(g, t, op.operands))}, `, ');');
    g.def(op.getResult(0), tmp);
  },
  'tensor.pad': (op, g) => {
    const p = op as Operation & { low: Value[]; high: Value[] };
    const low = list(mixed(g, op.getAttr('static_low'), p.low));
    const high = list(mixed(g, op.getAttr('static_high'), p.high));
    const tmp = g.fresh('g');
    closure(g, op.regions[0]!, `const ${tmp} = $rt.pad(${g.name(op.getOperand(0))}, ${low}, ${high}, `, `, ${g.id(op)});`);
    g.def(op.getResult(0), tmp);
  },
};
