/**
 * comco.dropout as a linalg.generic that draws its own mask: the element's row-major linear
 * index from linalg.index, then Philox-4x32-10 in 32-bit integer ops (mulhi through
 * arith.mului_extended), exactly as src/support/philox.ts defines it, so the interpreter's
 * comco.dropout and every later stage (down to the GPU kernels) agree bit for bit.
 */
import { AffineMap } from '../../ir/affine/map.js';
import { IntegerAttr } from '../../ir/attributes.js';
import { type FloatType, IntegerType, type RankedTensorType, index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import * as arith from '../../dialects/arith/index.js';
import * as linalg from '../../dialects/linalg/index.js';
import { M0, M1, W0, W1, dropScale, dropThreshold, seedKey } from '../../support/philox.js';
import type { ScalarBuilder, TensorBuilder } from './build.js';

const i32 = IntegerType.get(32), i64 = IntegerType.get(64);
const UGE = 9;

/** The row-major linear index of the current element of an iteration space of `shape`, as i64. */
function linearIndex(s: ScalarBuilder, shape: readonly number[]): Value {
  let lin: Value | undefined;
  shape.forEach((d, i) => {
    const iv = s.op(linalg.IndexOp, [], [index], [['dim', IntegerAttr.i64(i)]]).getResult(0);
    lin = lin === undefined ? iv : s.same(arith.AddIOp, s.same(arith.MulIOp, lin, s.int(index, d)), iv);
  });
  return s.cast(arith.IndexCastUIOp, lin ?? s.int(index, 0), i64);
}

/** Word 0 of philox4x32_10((lo, hi, 0, 0), key), with the round keys folded into constants. */
function philoxWord0(s: ScalarBuilder, lo: Value, hi: Value, key: readonly [number, number]): Value {
  let c0 = lo, c1 = hi, c2 = s.int(i32, 0), c3 = s.int(i32, 0);
  const m0 = s.int(i32, M0), m1 = s.int(i32, M1);
  let k0 = key[0], k1 = key[1];
  for (let r = 0; r < 10; r++) {
    const [lo0, hi0] = s.mulExtended(m0, c0);
    const [lo1, hi1] = s.mulExtended(m1, c2);
    const n0 = s.same(arith.XOrIOp, s.same(arith.XOrIOp, hi1, c1), s.int(i32, k0));
    const n2 = s.same(arith.XOrIOp, s.same(arith.XOrIOp, hi0, c3), s.int(i32, k1));
    c0 = n0; c1 = lo1; c2 = n2; c3 = lo0;
    k0 = (k0 + W0) >>> 0;
    k1 = (k1 + W1) >>> 0;
  }
  return c0;
}

/** Builds `dropout(x)`: keep ? x * scale : 0 per element, the mask drawn from (seed, index). */
export function buildDropout(t: TensorBuilder, x: Value, ratio: number, seed: bigint): Value {
  const type = x.type as RankedTensorType;
  const et = type.elementType as FloatType;
  const key = seedKey(seed);
  const threshold = dropThreshold(ratio);
  return t.map([x], [AffineMap.identity(type.rank)], type, (s, [v]) => {
    const lin = linearIndex(s, type.shape);
    const lo = s.cast(arith.TruncIOp, lin, i32);
    const hi = s.cast(arith.TruncIOp, s.same(arith.ShRUIOp, lin, s.int(i64, 32)), i32);
    const r = philoxWord0(s, lo, hi, key);
    const keep = s.cmpi(UGE, r, s.int(i32, threshold));
    const scaled = s.same(arith.MulFOp, v!, s.float(et, dropScale(ratio)));
    return [s.select(keep, scaled, s.float(et, 0))];
  });
}

