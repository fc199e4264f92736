/**
 * A small vocabulary for building linalg on tensors at one location: constants, tensor.empty,
 * fills, linalg.generic and linalg.reduce with their bodies. The comco-to-linalg patterns are
 * written in it so each reads as the computation it builds, not as op plumbing.
 */
import type { AffineMap } from '../../ir/affine/map.js';
import { getAffineConstantExpr, getAffineDimExpr } from '../../ir/affine/expr.js';
import { AffineMap as Map_ } from '../../ir/affine/map.js';
import { ArrayAttr, AffineMapAttr, type Attribute, DenseArrayAttr, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { Builder } from '../../ir/builder.js';
import type { Location } from '../../ir/location.js';
import type { OpInfo } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import { FloatType, IntegerType, RankedTensorType, type Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { roundToKind } from '../../support/float.js';
import * as arith from '../../dialects/arith/index.js';
import * as linalg from '../../dialects/linalg/index.js';
import * as tensor from '../../dialects/tensor/index.js';

/** A body builder: the block's arguments in, the values to yield out. */
export type BodyFn = (s: ScalarBuilder, args: readonly Value[]) => Value[];

/** Scalar ops inside a body (or at the insertion point), all at one location. */
export class ScalarBuilder {
  constructor(readonly b: Builder, readonly loc: Location) {}

  op(def: OpInfo, operands: readonly Value[], resultTypes: readonly Type[], attrs: [string, Attribute][] = []): Operation {
    return this.b.create(def, { operands, resultTypes, attributes: attrs, loc: this.loc });
  }
  /** A one-result op whose result has the type of its first operand (arith binaries, math). */
  same(def: OpInfo, ...operands: Value[]): Value { return this.op(def, operands, [operands[0]!.type]).getResult(0); }

  /** A float constant of type `t`, its value rounded to `t` as the interpreter rounds it. */
  float(t: FloatType, v: number): Value {
    return this.op(arith.ConstantOp, [], [t], [['value', FloatAttr.get(t, roundToKind(v, t.kind))]]).getResult(0);
  }
  /** An integer (or index) constant; `v` is wrapped to the type's width. */
  int(t: Type, v: number | bigint): Value {
    const w = t instanceof IntegerType ? t.width : 64;
    return this.op(arith.ConstantOp, [], [t], [['value', IntegerAttr.get(t, BigInt.asIntN(w, BigInt(v)))]]).getResult(0);
  }
  /** The zero of an element type. */
  zero(t: Type): Value { return t instanceof FloatType ? this.float(t, 0) : this.int(t, 0); }
  cmpi(predicate: number, a: Value, b: Value): Value {
    return this.op(arith.CmpIOp, [a, b], [IntegerType.get(1)], [['predicate', IntegerAttr.i64(predicate)]]).getResult(0);
  }
  select(c: Value, a: Value, b: Value): Value { return this.op(arith.SelectOp, [c, a, b], [a.type]).getResult(0); }
  /** [low, high] halves of the unsigned product. */
  mulExtended(a: Value, b: Value): [Value, Value] {
    const op = this.op(arith.MulUIExtendedOp, [a, b], [a.type, a.type]);
    return [op.getResult(0), op.getResult(1)];
  }
  cast(def: OpInfo, v: Value, t: Type): Value { return this.op(def, [v], [t]).getResult(0); }
}

/** Tensor-level building: empty tensors, fills, generics and reductions. */
export class TensorBuilder extends ScalarBuilder {
  empty(t: RankedTensorType): Value { return this.op(tensor.EmptyOp, [], [t]).getResult(0); }

  /** tensor.empty filled with `v`. */
  filled(t: RankedTensorType, v: Value): Value {
    return linalg.createNamedOp(this.b, linalg.FillOp, [v], [this.empty(t)], { loc: this.loc }).getResult(0);
  }

  /** A linalg.generic with a body built by `body` (which gets the input and output elements). */
  generic(inputs: readonly Value[], outputs: readonly Value[], maps: readonly AffineMap[], iterators: readonly linalg.IteratorType[], body: BodyFn): Value[] {
    const region = this.body([...inputs, ...outputs], body);
    const op = this.b.create(linalg.GenericOp, {
      operands: [...inputs, ...outputs],
      resultTypes: outputs.map((v) => v.type),
      attributes: [
        ['indexing_maps', ArrayAttr.get(maps.map((m) => AffineMapAttr.get(m)))],
        ['iterator_types', linalg.iteratorTypesAttr(iterators)],
        ['operandSegmentSizes', DenseArrayAttr.i32([inputs.length, outputs.length])],
      ],
      regions: [region],
      loc: this.loc,
    });
    return op.results;
  }

  /** An all-parallel generic over `out`'s shape: inputs through `maps`, the output by identity. */
  map(inputs: readonly Value[], maps: readonly AffineMap[], out: RankedTensorType, body: BodyFn): Value {
    const rank = out.rank;
    return this.generic(inputs, [this.empty(out)], [...maps, Map_.identity(rank)],
      new Array<linalg.IteratorType>(rank).fill('parallel'), body)[0]!;
  }

  /** linalg.reduce of `input` along `dims` into `init`; the body gets (element, accumulator). */
  reduce(input: Value, init: Value, dims: readonly number[], body: BodyFn): Value {
    const region = this.body([input, init], body);
    const op = this.b.create(linalg.ReduceOp, {
      operands: [input, init],
      resultTypes: [init.type],
      attributes: [['dimensions', DenseArrayAttr.i64([...dims])]],
      regions: [region],
      loc: this.loc,
    });
    return op.getResult(0);
  }

  /** A one-block region taking the element types of `operands`, ended by linalg.yield. */
  private body(operands: readonly Value[], fn: BodyFn): Region {
    const region = new Region();
    const inner = new Builder(this.loc);
    const block = inner.createBlock(region, operands.map((v) => elementOf(v.type)), operands.map(() => this.loc));
    const yields = fn(new ScalarBuilder(inner, this.loc), block.args);
    inner.create(linalg.YieldOp, { operands: yields, loc: this.loc });
    return region;
  }
}

export const elementOf = (t: Type): Type => (t as RankedTensorType).elementType;

/**
 * The indexing map of an operand of shape `shape` broadcast (NumPy rules, aligned at the right)
 * to an iteration space of shape `out`: missing leading dims are dropped, size-1 dims read
 * element 0.
 */
export function broadcastMap(shape: readonly number[], out: readonly number[]): AffineMap {
  const lead = out.length - shape.length;
  const results = shape.map((d, j) => (d === 1 && out[lead + j] !== 1 ? getAffineConstantExpr(0) : getAffineDimExpr(lead + j)));
  return Map_.get(out.length, 0, results);
}

/** The identity map of rank `rank` with dimension `drop` projected out. */
export function dropDimMap(rank: number, drop: number): AffineMap {
  const results = [];
  for (let i = 0; i < rank; i++) if (i !== drop) results.push(getAffineDimExpr(i));
  return Map_.get(rank, 0, results);
}
