/**
 * comco compute ops → linalg on tensors, one pattern per op. Each builds the scalar steps the
 * interpreter's definition of the op performs (runtime/comco.ts), in the same order and with
 * the same roundings, so a lowered program gives bit-identical results:
 *   matmul   tensor.empty + linalg.fill(0) + linalg.matmul
 *   relu     arith.maximumf(x, 0) (NaN stays NaN, -0 gives +0), arith.maxsi for integers
 *   add/mul  linalg.generic with broadcasting indexing maps (size-1 dims read element 0)
 *   update   w - lr * g, lr a constant of the element type
 *   softmax  max-reduce (from -inf), exp(x - max), sum-reduce (from 0), divide
 *   dropout  see dropout.ts
 *   elementwise  its body moved into a linalg.generic, comco.yield → linalg.yield
 */
import { AffineMap } from '../../ir/affine/map.js';
import { FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { IRMapping } from '../../ir/mapping.js';
import type { OpInfo } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { FloatType, RankedTensorType } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import * as arith from '../../dialects/arith/index.js';
import * as comco from '../../dialects/comco/index.js';
import * as linalg from '../../dialects/linalg/index.js';
import * as math from '../../dialects/math/index.js';
import { pattern, type RewritePattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { TensorBuilder, broadcastMap, dropDimMap } from './build.js';
import { buildDropout } from './dropout.js';

const typeOf = (v: Value): RankedTensorType => v.type as RankedTensorType;
const tb = (rw: PatternRewriter, op: Operation): TensorBuilder => new TensorBuilder(rw, op.loc);
const isFloat = (v: Value): boolean => typeOf(v).elementType instanceof FloatType;
const axisOf = (op: Operation, rank: number): number => {
  const a = (op.getAttr('axis') as IntegerAttr | undefined)?.num ?? -1;
  return a < 0 ? a + rank : a;
};

const matmul = pattern('ComcoMatmulToLinalg', comco.MatmulOp, (op, rw) => {
  const t = tb(rw, op);
  const out = typeOf(op.result);
  const init = t.filled(out, t.zero(out.elementType));
  rw.replaceOp(op, linalg.createNamedOp(rw, linalg.MatmulOp, [op.lhs, op.rhs], [init], { loc: op.loc }).results);
  return true;
});

const relu = pattern('ComcoReluToLinalg', comco.ReluOp, (op, rw) => {
  const t = tb(rw, op);
  const type = typeOf(op.result);
  const max = isFloat(op.input) ? arith.MaximumFOp : arith.MaxSIOp;
  rw.replaceOp(op, [t.map([op.input], [AffineMap.identity(type.rank)], type, (s, [x]) => [s.same(max, x!, s.zero(type.elementType))])]);
  return true;
});

/** add/mul with NumPy broadcasting: one generic over the result's shape. */
function broadcastBinary(name: string, def: typeof comco.AddOp, floatOp: OpInfo, intOp: OpInfo): RewritePattern {
  return pattern(name, def, (op, rw) => {
    const t = tb(rw, op);
    const out = typeOf(op.result);
    const maps = [op.lhs, op.rhs].map((v) => broadcastMap(typeOf(v).shape, out.shape));
    const fn = isFloat(op.result) ? floatOp : intOp;
    rw.replaceOp(op, [t.map([op.lhs, op.rhs], maps, out, (s, [a, b]) => [s.same(fn, a!, b!)])]);
    return true;
  });
}

const update = pattern('ComcoUpdateToLinalg', comco.UpdateOp, (op, rw) => {
  const t = tb(rw, op);
  const type = typeOf(op.result);
  const et = type.elementType as FloatType;
  const lr = (op.getAttr('lr') as FloatAttr | undefined)?.value ?? 0.01;
  const id = AffineMap.identity(type.rank);
  rw.replaceOp(op, [t.map([op.weight, op.grad], [id, id], type, (s, [w, g]) => [
    s.same(arith.SubFOp, w!, s.same(arith.MulFOp, s.float(et, lr), g!)),
  ])]);
  return true;
});

const softmax = pattern('ComcoSoftmaxToLinalg', comco.SoftmaxOp, (op, rw) => {
  const t = tb(rw, op);
  const type = typeOf(op.result);
  const et = type.elementType as FloatType;
  const axis = axisOf(op, type.rank);
  const reduced = RankedTensorType.get(type.shape.filter((_, i) => i !== axis), et);
  const id = AffineMap.identity(type.rank), row = dropDimMap(type.rank, axis);
  const max = t.reduce(op.input, t.filled(reduced, t.float(et, -Infinity)), [axis], (s, [x, acc]) => [s.same(arith.MaximumFOp, x!, acc!)]);
  const exp = t.map([op.input, max], [id, row], type, (s, [x, m]) => [s.same(math.ExpOp, s.same(arith.SubFOp, x!, m!))]);
  const sum = t.reduce(exp, t.filled(reduced, t.float(et, 0)), [axis], (s, [e, acc]) => [s.same(arith.AddFOp, e!, acc!)]);
  rw.replaceOp(op, [t.map([exp, sum], [id, row], type, (s, [e, z]) => [s.same(arith.DivFOp, e!, z!)])]);
  return true;
});

const dropout = pattern('ComcoDropoutToLinalg', comco.DropoutOp, (op, rw) => {
  const seed = (op.getAttr('seed') as IntegerAttr | undefined)?.value ?? 0n;
  rw.replaceOp(op, [buildDropout(tb(rw, op), op.input, op.ratio.value, seed)]);
  return true;
});

/** comco.elementwise: its body, cloned into a generic with broadcasting maps. */
const elementwise = pattern('ComcoElementwiseToLinalg', comco.ElementwiseOp, (op, rw) => {
  const t = tb(rw, op);
  const out = typeOf(op.result);
  const inputs = op.inputs;
  const maps = inputs.map((v) => broadcastMap(typeOf(v).shape, out.shape));
  const body = op.body.front;
  rw.replaceOp(op, [t.map(inputs, maps, out, (s, args) => {
    const mapping = new IRMapping();
    body.args.forEach((a, i) => mapping.map(a, args[i]!));
    let yielded: Value[] = [];
    for (const inner of body) {
      if (comco.YieldOp.is(inner)) { yielded = inner.operands.map((v) => mapping.lookupOrDefault(v)); break; }
      s.b.insert(inner.clone(mapping));
    }
    return yielded;
  })]);
  return true;
});

/** Every comco compute op's lowering; collectives are left alone. */
export const comcoToLinalgPatterns: readonly RewritePattern[] = [
  matmul, relu, update, softmax, dropout, elementwise,
  broadcastBinary('ComcoAddToLinalg', comco.AddOp, arith.AddFOp, arith.AddIOp),
  broadcastBinary('ComcoMulToLinalg', comco.MulOp, arith.MulFOp, arith.MulIOp),
];

/** The ops the patterns lower. */
export const LOWERED_OPS: ReadonlySet<string> = new Set([
  'comco.matmul', 'comco.relu', 'comco.update', 'comco.softmax', 'comco.dropout', 'comco.elementwise', 'comco.add', 'comco.mul',
]);
