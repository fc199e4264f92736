/**
 * The small vocabulary kernel-inline writes kernels in: index arithmetic, scf loops and ifs,
 * memref loads and stores, affine maps applied to index values, and linalg payloads cloned at one
 * point of the iteration space. Index constants are made once, at the top of the kernel body, so
 * the printed kernels stay readable before canonicalize/cse run.
 */
import { type Attribute, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import type { AffineExpr } from '../../ir/affine/expr.js';
import type { AffineMap } from '../../ir/affine/map.js';
import type { Block } from '../../ir/block.js';
import { Builder } from '../../ir/builder.js';
import { opError } from '../../ir/diagnostics.js';
import type { Location } from '../../ir/location.js';
import { IRMapping } from '../../ir/mapping.js';
import type { Operation } from '../../ir/operation.js';
import { FloatType, type Type, index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import {
  AddIOp, AndIOp, CmpIOp, CmpIPredicate, ConstantOp, DivUIOp, MinUIOp, MulIOp, RemUIOp, SubIOp,
} from '../../dialects/arith/index.js';
import { LoadOp, StoreOp } from '../../dialects/memref/index.js';
import { ForOp, IfOp, YieldOp } from '../../dialects/scf/index.js';
import type { LinalgView } from '../../dialects/linalg/index.js';

type IfOpT = ReturnType<typeof IfOp.build>;
export type Pred = 'eq' | 'ne' | 'ult' | 'ule' | 'ugt' | 'uge' | 'slt' | 'sle' | 'sgt' | 'sge';

export class KernelBuilder {
  readonly b: Builder;
  private readonly consts = new Map<string, Value>();
  /** Constants go to the start of this block (a kernel's entry block), after those made before. */
  private constBlock: Block | null = null;
  private lastConst: Operation | null = null;

  constructor(loc: Location) { this.b = new Builder(loc); }

  /** Makes `block` (a kernel's entry block) the home of the constants made from now on. */
  setConstantHome(block: Block): void {
    this.constBlock = block; this.lastConst = null; this.consts.clear();
  }

  constant(value: Attribute, type: Type): Value {
    const key = `${value.toString()}:${type.key}`;
    const known = this.consts.get(key);
    if (known) return known;
    const cb = new Builder(this.b.loc);
    if (!this.constBlock) return ConstantOp.build(this.b, { value, resultTypes: [type] }).result;
    if (this.lastConst) cb.setInsertionPointAfter(this.lastConst); else cb.setInsertionPointToStart(this.constBlock);
    const op = ConstantOp.build(cb, { value, resultTypes: [type] });
    this.lastConst = op;
    this.consts.set(key, op.result);
    return op.result;
  }
  idx(n: number): Value { return this.constant(IntegerAttr.index(n), index); }

  add(a: Value, c: Value): Value { return AddIOp.build(this.b, { lhs: a, rhs: c }).result; }
  sub(a: Value, c: Value): Value { return SubIOp.build(this.b, { lhs: a, rhs: c }).result; }
  mul(a: Value, c: Value): Value { return MulIOp.build(this.b, { lhs: a, rhs: c }).result; }
  divu(a: Value, c: Value): Value { return DivUIOp.build(this.b, { lhs: a, rhs: c }).result; }
  remu(a: Value, c: Value): Value { return RemUIOp.build(this.b, { lhs: a, rhs: c }).result; }
  minu(a: Value, c: Value): Value { return MinUIOp.build(this.b, { lhs: a, rhs: c }).result; }
  and(a: Value, c: Value): Value { return AndIOp.build(this.b, { lhs: a, rhs: c }).result; }
  cmp(p: Pred, a: Value, c: Value): Value {
    return CmpIOp.build(this.b, { predicate: CmpIPredicate.get(p), lhs: a, rhs: c }).result;
  }
  /** `a * k + c`, skipping the parts that are no-ops for constant `k` and `c`. */
  affine(a: Value, k: number, c: number): Value {
    let v = k === 1 ? a : this.mul(a, this.idx(k));
    if (c !== 0) v = this.add(v, this.idx(c));
    return v;
  }

  load(mem: Value, indices: readonly Value[]): Value {
    return LoadOp.build(this.b, { memref: mem, indices: [...indices] }).result;
  }
  store(value: Value, mem: Value, indices: readonly Value[]): void {
    StoreOp.build(this.b, { value, memref: mem, indices: [...indices] });
  }

  /** `scf.for %iv = lb to ub step st iter_args(inits)`; `body` returns the yielded values. */
  forLoop(lb: Value, ub: Value, step: Value, inits: readonly Value[], body: (iv: Value, iters: Value[]) => Value[]): Value[] {
    const op = ForOp.build(this.b, { lowerBound: lb, upperBound: ub, step, initArgs: [...inits], resultTypes: inits.map((v) => v.type) });
    const block = op.region.addBlock();
    const iv = block.addArgument(index, this.b.loc);
    const iters = inits.map((v) => block.addArgument(v.type, this.b.loc));
    this.b.guard(() => {
      this.b.setInsertionPointToEnd(block);
      const ys = body(iv, iters);
      YieldOp.build(this.b, { values: ys });
    });
    return op.results;
  }

  /** `scf.if %cond { then }` without results. */
  ifThen(cond: Value, then: () => void): IfOpT {
    const op = IfOp.build(this.b, { condition: cond, resultTypes: [] });
    const block = op.thenRegion.addBlock();
    this.b.guard(() => {
      this.b.setInsertionPointToEnd(block);
      then();
      YieldOp.build(this.b, { values: [] });
    });
    return op;
  }

  /** `scf.if %cond { then } else { other }` without results. */
  ifElse(cond: Value, then: () => void, other: () => void): IfOpT {
    const op = this.ifThen(cond, then);
    const block = op.elseRegion.addBlock();
    this.b.guard(() => {
      this.b.setInsertionPointToEnd(block);
      other();
      YieldOp.build(this.b, { values: [] });
    });
    return op;
  }

  /** `scf.if %cond -> (T) { then } else { other }`: one value chosen by `cond`. */
  select(cond: Value, type: Type, then: () => Value, other: () => Value): Value {
    const op = IfOp.build(this.b, { condition: cond, resultTypes: [type] });
    for (const [region, fn] of [[op.thenRegion, then], [op.elseRegion, other]] as const) {
      const block = region.addBlock();
      this.b.guard(() => {
        this.b.setInsertionPointToEnd(block);
        YieldOp.build(this.b, { values: [fn()] });
      });
    }
    return op.getResult(0);
  }

  /** The zero of an integer, index or float type. */
  zero(t: Type): Value {
    return this.constant(t instanceof FloatType ? FloatAttr.get(t, 0) : IntegerAttr.get(t, 0), t);
  }

  /** Row-major indices of `linear` in `shape` (the last dimension varies fastest). */
  delinearize(linear: Value, shape: readonly number[]): Value[] {
    const out: Value[] = new Array<Value>(shape.length);
    let rest = linear;
    for (let d = shape.length - 1; d > 0; d--) {
      // Once the dims left of d hold one index in all, `rest` is the index along d.
      if (shape.slice(0, d).every((x) => x === 1)) {
        out[d] = rest;
        for (let e = 0; e < d; e++) out[e] = this.idx(0);
        return out;
      }
      if (shape[d] === 1) { out[d] = this.idx(0); continue; }
      out[d] = this.remu(rest, this.idx(shape[d]!));
      rest = this.divu(rest, this.idx(shape[d]!));
    }
    if (shape.length) out[0] = rest;
    return out;
  }

  /** The results of `map` at `dims`, as index values (affine expressions become arith ops). */
  applyMap(map: AffineMap, dims: readonly (Value | undefined)[], at: Operation): Value[] {
    return map.results.map((e) => this.expr(e, dims, at));
  }

  private expr(e: AffineExpr, dims: readonly (Value | undefined)[], at: Operation): Value {
    switch (e.kind) {
      case 'dim': {
        const v = dims[e.position];
        if (!v) throw opError(at, `indexing map uses d${e.position}, which this schedule does not give the op`);
        return v;
      }
      case 'constant': return this.idx(e.value);
      case 'symbol': throw opError(at, 'indexing maps with symbols are not supported by comco-kernel-inline');
      default: {
        const l = this.expr(e.lhs, dims, at), r = this.expr(e.rhs, dims, at);
        switch (e.kind) {
          case 'add': return this.add(l, r);
          case 'mul': return this.mul(l, r);
          // Index values in a kernel are non-negative, so unsigned division is floordiv.
          case 'floordiv': return this.divu(l, r);
          case 'mod': return this.remu(l, r);
          default: return this.divu(this.add(l, this.sub(r, this.idx(1))), r);
        }
      }
    }
  }

  /**
   * Clones the payload of the structured op `view` with its block arguments bound to `args`
   * (one per input, then per output) and linalg.index bound to `point`; returns the yielded
   * values.
   */
  payload(view: LinalgView, args: readonly Value[], point: readonly (Value | undefined)[]): Value[] {
    const m = this.payloadMapping(view, args, point);
    return view.body.last!.operands.map((v) => m.lookupOrDefault(v));
  }

  /** As `payload`, but leaving out `skip` (and the yield); returns how payload values map to clones. */
  payloadMapping(view: LinalgView, args: readonly Value[], point: readonly (Value | undefined)[], skip?: Operation): IRMapping {
    const m = new IRMapping();
    view.body.args.forEach((a, i) => m.map(a, args[i]!));
    for (const op of view.body.ops) {
      if (op === skip || op.name === 'linalg.yield') continue;
      if (op.name === 'linalg.index') {
        const d = Number((op.getAttr('dim') as IntegerAttr).value);
        const v = point[d];
        if (!v) throw opError(op, `linalg.index ${d} is not available in this schedule`);
        m.map(op.getResult(0), v);
        continue;
      }
      this.b.insert(op.clone(m));
    }
    return m;
  }
}
