/**
 * Fast paths for named linalg ops (docs/interpreter.md: "Fast paths must agree with the
 * definition"). linalg.matmul and linalg.batch_matmul with their default indexing maps, one
 * float element type (f32 or f64) and the standard payload `out + a * b` run as a runtime
 * kernel (runtime/linalg.ts) that loops i, k, j but accumulates each output element over k in
 * increasing order with the same two roundings per step, so results are bit-identical to the
 * generic loop nest; test/unit/interp-linalg.test.ts checks that on random inputs.
 */
import { AffineMap } from '../../ir/affine/map.js';
import { getAffineDimExpr } from '../../ir/affine/expr.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import { FloatType, type Type, elementTypeOf } from '../../ir/types.js';
import type { FunctionGen } from '../gen.js';

const map = (n: number, ...dims: number[]) => AffineMap.get(n, 0, dims.map((i) => getAffineDimExpr(i)));
const DEFAULT_MAPS: Readonly<Record<string, AffineMap[]>> = {
  'linalg.matmul': [map(3, 0, 2), map(3, 2, 1), map(3, 0, 1)],
  'linalg.batch_matmul': [map(4, 0, 1, 3), map(4, 0, 3, 2), map(4, 0, 1, 2)],
};

/** True when the payload is exactly `yield(addf(out, mulf(a, b)))`. */
function standardPayload(view: LinalgView): boolean {
  const [a, b, out] = view.body.args;
  const ops = view.body.ops;
  if (ops.length !== 3) return false;
  const [mul, add, y] = ops as [typeof ops[0], typeof ops[0], typeof ops[0]];
  return mul.name === 'arith.mulf' && mul.getOperand(0) === a && mul.getOperand(1) === b
    && add.name === 'arith.addf' && add.getOperand(0) === out && add.getOperand(1) === mul.getResult(0)
    && y.name === 'linalg.yield' && y.numOperands === 1 && y.getOperand(0) === add.getResult(0);
}

function floatKind(types: readonly Type[]): 'f32' | 'f64' | undefined {
  const t = types[0];
  if (!(t instanceof FloatType) || !types.every((x) => x === t)) return undefined;
  return t.kind === 'f32' || t.kind === 'f64' ? t.kind : undefined;
}

/** Emits the fast path for `view` when one applies; false leaves it to the loop nest. */
export function tryFastPath(view: LinalgView, g: FunctionGen): boolean {
  const dflt = DEFAULT_MAPS[view.op.name];
  if (!dflt || view.inputs.length !== 2 || view.outputs.length !== 1) return false;
  if (!view.indexingMaps.every((m, i) => m.equals(dflt[i]!))) return false;
  const kind = floatKind([...view.inputs, ...view.outputs].map((v) => elementTypeOf(v.type)));
  if (!kind || !standardPayload(view)) return false;
  const [a, b, c] = g.names_([...view.inputs, ...view.outputs]);
  const batched = view.op.name === 'linalg.batch_matmul';
  const call = `$rt.matmul(${a}, ${b}, ${c}, ${batched}, ${kind === 'f32'}, ${g.id(view.op)})`;
  if (g.options.stats) {
    const iters = `$rt.matmulIterations(${a}, ${b}, ${batched})`;
    for (const op of view.body.ops) if (!op.hasTrait('Terminator')) g.line(`$C[${g.id(op)}] += ${iters};`);
  }
  if (view.results.length) g.def(view.results[0]!, call);
  else g.line(`${call};`);
  return true;
}
