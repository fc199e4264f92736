/**
 * gpu.all_reduce → warp shuffles, workgroup memory and barriers (after upstream's
 * GpuAllReduceRewriter, AllReduceLowering.cpp). With n threads in the block:
 *   1. each warp reduces its lanes with `gpu.shuffle xor` at offsets 1, 2, 4, 8, 16 and width
 *      min(32, n - 32·warp); a partner outside the width is not valid and is skipped, so lane 0
 *      ends with the warp's value whatever n is (blocks of any size, not only multiples of 32);
 *   2. lane 0 of each warp stores it to a workgroup buffer of 32 elements; barrier;
 *   3. the first warp reduces the ceil(n/32) warp values the same way, lane 0 stores the total
 *      to element 0; barrier; every thread loads it; a last barrier lets the buffer be reused
 *      (an all_reduce in a loop) without a race.
 * Every lane of a warp takes part in each shuffle (divergent shuffles are undefined on the
 * device). The buffer becomes a workgroup attribution of the gpu.func, one per all_reduce.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import { Builder, Region } from '../../ir/builder.js';
import { IRMapping } from '../../ir/mapping.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType, type Type, i32 } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { functionType } from '../../dialects/func/function-syntax.js';
import {
  AddIOp, CmpIOp, CmpIPredicate, ConstantOp, DivUIOp, IndexCastOp, MinUIOp, MulIOp, RemUIOp, SelectOp, SubIOp,
} from '../../dialects/arith/index.js';
import {
  AllReduceOp, BarrierOp, BlockDimOp, ShuffleMode, ShuffleOp, ThreadIdOp, WORKGROUP_ATTRIBUTIONS, dim,
  numWorkgroupAttributions, workgroupSpace,
} from '../../dialects/gpu/index.js';
import { LoadOp, StoreOp } from '../../dialects/memref/access.js';
import { IfOp, YieldOp } from '../../dialects/scf/index.js';
import { makeArithReduction } from '../../dialects/vector/build.js';

const WARP = 32;

/** Adds a workgroup buffer of type `t` to the gpu.func `fn` and returns it. */
export function addWorkgroupAttribution(fn: Operation, t: Type): Value {
  const n = numWorkgroupAttributions(fn);
  const arg = fn.regions[0]!.front.insertArgument(functionType(fn).inputs.length + n, t, fn.loc);
  fn.setAttr(WORKGROUP_ATTRIBUTIONS, IntegerAttr.i64(n + 1));
  return arg;
}

class Emitter {
  constructor(readonly b: Builder, readonly op: ReturnType<typeof AllReduceOp.build>) {}
  idx(n: number): Value { return ConstantOp.build(this.b, { value: IntegerAttr.index(n) }).result; }
  i32c(n: number): Value { return ConstantOp.build(this.b, { value: IntegerAttr.get(i32, n) }).result; }
  cmp(pred: string, lhs: Value, rhs: Value): Value { return CmpIOp.build(this.b, { predicate: CmpIPredicate.get(pred), lhs, rhs }).result; }
  add(lhs: Value, rhs: Value): Value { return AddIOp.build(this.b, { lhs, rhs }).result; }
  mul(lhs: Value, rhs: Value): Value { return MulIOp.build(this.b, { lhs, rhs }).result; }
  toI32(v: Value): Value { return IndexCastOp.build(this.b, { in: v, resultTypes: [i32] }).out; }

  /** The reduction of two values: the op's kind, or its region inlined. */
  combine(lhs: Value, rhs: Value): Value {
    const kind = this.op.op;
    if (kind !== undefined) return makeArithReduction(this.b, this.op.loc, kind, lhs, rhs);
    const body = this.op.body.front;
    const map = new IRMapping();
    map.map(body.args[0]!, lhs);
    map.map(body.args[1]!, rhs);
    for (const inner of body.ops) {
      if (inner.name === 'gpu.yield') return map.lookupOrDefault(inner.operands[0]!);
      this.b.insert(inner.clone(map));
    }
    throw new Error('gpu.all_reduce region without gpu.yield');
  }

  /** Lane 0 gets the reduction of the values of lanes [0, width) (every lane must call this). */
  warpReduce(value: Value, width: Value): Value {
    let acc = value;
    for (let off = 1; off < WARP; off *= 2) {
      const sh = ShuffleOp.build(this.b, { value: acc, offset: this.i32c(off), width, mode: ShuffleMode.getByName('xor') });
      const combined = this.combine(acc, sh.shuffleResult);
      acc = SelectOp.build(this.b, { condition: sh.valid, true_value: combined, false_value: acc }).result;
    }
    return acc;
  }

  /** `scf.if %cond -> (t) { then() } else { otherwise() }`. */
  ifElse(cond: Value, t: Type, then: () => Value, otherwise: () => Value): Value {
    const regions = [new Region(), new Region()];
    const op = IfOp.build(this.b, { condition: cond, resultTypes: [t], regions });
    [then, otherwise].forEach((fn, i) => this.b.guard(() => {
      this.b.setInsertionPointToEnd(regions[i]!.addBlock());
      YieldOp.build(this.b, { values: [fn()] });
    }));
    return op.results[0]!;
  }

  /** `scf.if %cond { ... }` with the builder inside while `fn` runs. */
  ifThen(cond: Value, fn: () => void): void {
    const then = new Region();
    const block = then.addBlock();
    IfOp.build(this.b, { condition: cond, resultTypes: [], regions: [then, new Region()] });
    this.b.guard(() => {
      this.b.setInsertionPointToEnd(block);
      fn();
      YieldOp.build(this.b, { values: [] });
    });
  }
}

/** Replaces one gpu.all_reduce inside the gpu.func `fn`. */
export function lowerAllReduce(fn: Operation, op: ReturnType<typeof AllReduceOp.build>): void {
  const t = op.value.type;
  const buffer = addWorkgroupAttribution(fn, MemRefType.get([WARP], t, undefined, workgroupSpace));
  const b = Builder.before(op);
  const e = new Emitter(b, op);
  const [tx, ty, tz] = (['x', 'y', 'z'] as const).map((d) => ThreadIdOp.build(b, { dimension: dim(d) }).result);
  const [bx, by, bz] = (['x', 'y', 'z'] as const).map((d) => BlockDimOp.build(b, { dimension: dim(d) }).result);
  const tid = e.add(tx!, e.mul(bx!, e.add(ty!, e.mul(by!, tz!))));
  const size = e.mul(bx!, e.mul(by!, bz!));
  const c32 = e.idx(WARP);
  const lane = RemUIOp.build(b, { lhs: tid, rhs: c32 }).result;
  const warp = DivUIOp.build(b, { lhs: tid, rhs: c32 }).result;
  const c0 = e.idx(0);
  const isLane0 = e.cmp('eq', lane, c0);
  // 1-2: per-warp values into the buffer.
  const warpStart = e.mul(warp, c32);
  const width = e.toI32(MinUIOp.build(b, { lhs: SubIOp.build(b, { lhs: size, rhs: warpStart }).result, rhs: c32 }).result);
  const perWarp = e.warpReduce(op.value, width);
  e.ifThen(isLane0, () => { StoreOp.build(b, { value: perWarp, memref: buffer, indices: [warp] }); });
  BarrierOp.build(b, {});
  // 3: the first warp reduces the warp values.
  const numWarps = DivUIOp.build(b, { lhs: e.add(size, e.idx(WARP - 1)), rhs: c32 }).result;
  e.ifThen(e.cmp('eq', warp, c0), () => {
    // Lanes past the warp count keep their own value (outside the shuffle width, never used):
    // reading a slot would race with lane 0 writing the total.
    const v = e.ifElse(e.cmp('ult', lane, numWarps), t, () => LoadOp.build(b, { memref: buffer, indices: [lane] }).result, () => perWarp);
    const total = e.warpReduce(v, e.toI32(numWarps));
    e.ifThen(isLane0, () => { StoreOp.build(b, { value: total, memref: buffer, indices: [c0] }); });
  });
  BarrierOp.build(b, {});
  const result = LoadOp.build(b, { memref: buffer, indices: [c0] }).result;
  BarrierOp.build(b, {});
  op.result.replaceAllUsesWith(result);
  op.erase();
}

/** Lowers every gpu.all_reduce of the gpu.func `fn`. */
export function lowerAllReduces(fn: Operation): void {
  const ops: ReturnType<typeof AllReduceOp.build>[] = [];
  fn.walk((o) => { if (AllReduceOp.is(o)) ops.push(o); });
  for (const o of ops) lowerAllReduce(fn, o);
}
