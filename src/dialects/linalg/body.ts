/**
 * The payload builder of linalg's named ops (upstream's RegionBuilderHelper): scalar unary,
 * binary and ternary functions over the block arguments, the numeric casts of OpDSL's TypeFn, and
 * the closing linalg.yield. Named ops build their bodies with it when parsed from their custom
 * form and when created by passes, so the generic form shows the same ops mlir-opt builds.
 */
import { FloatAttr, type Attribute } from '../../ir/attributes.js';
import { Builder } from '../../ir/builder.js';
import type { Block } from '../../ir/block.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import { ComplexType, FloatType, IntegerType, type Type, index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { OpDef } from '../../irdl/define.js';
import {
  AddFOp, AddIOp, AndIOp, ConstantOp, DivFOp, DivSIOp, DivUIOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp,
  IndexCastOp, MaxSIOp, MaxUIOp, MaximumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, NegFOp, OrIOp,
  SIToFPOp, SelectOp, SubFOp, SubIOp, TruncFOp, TruncIOp, UIToFPOp,
} from '../arith/index.js';
import {
  AbsFOp, CeilOp, ErfOp, ExpOp, FloorOp, LogOp, PowFOp, RoundOp, RsqrtOp, SqrtOp, TanhOp,
} from '../math/index.js';

export type UnaryFn = 'exp' | 'log' | 'abs' | 'ceil' | 'floor' | 'negf' | 'reciprocal' | 'round' | 'sqrt' | 'rsqrt'
  | 'square' | 'tanh' | 'erf';
export type BinaryFn = 'add' | 'sub' | 'mul' | 'div' | 'div_unsigned' | 'max_signed' | 'min_signed' | 'max_unsigned'
  | 'min_unsigned' | 'powf';

/** A failure to build a payload, reported by the caller with its own prefix and location. */
export class PayloadError extends Error {}

const isFloat = (v: Value): boolean => v.type instanceof FloatType;
const isInt = (v: Value): boolean => v.type instanceof IntegerType;
const isComplex = (v: Value): boolean => v.type instanceof ComplexType;
const isBool = (v: Value): boolean => v.type instanceof IntegerType && v.type.width === 1;

/** Creates `def` with its default-valued attributes set, as ODS builders do. */
export function createWithDefaults(b: Builder, def: OpDef, operands: readonly Value[], resultTypes: readonly Type[],
  attrs: Iterable<readonly [string, Attribute]> = []): Operation {
  const attributes = new Map<string, Attribute>();
  for (const a of def.model.attrs) if (a.defaultValue !== undefined) attributes.set(a.name, a.defaultValue);
  for (const [k, v] of attrs) attributes.set(k, v);
  return b.create(def, { operands, resultTypes, attributes });
}

export class PayloadBuilder {
  readonly b: Builder;
  constructor(readonly block: Block, readonly loc: Location) {
    this.b = Builder.atEnd(block, loc);
  }

  private op(def: OpDef, operands: readonly Value[], resultType: Type, loc: Location): Value {
    this.b.loc = loc;
    return createWithDefaults(this.b, def, operands, [resultType]).getResult(0);
  }

  unary(fn: UnaryFn, arg: Value): Value {
    if (!isFloat(arg)) throw new PayloadError('unsupported non numeric type');
    const t = arg.type, loc = arg.loc;
    switch (fn) {
      case 'exp': return this.op(ExpOp, [arg], t, loc);
      case 'log': return this.op(LogOp, [arg], t, loc);
      case 'abs': return this.op(AbsFOp, [arg], t, loc);
      case 'ceil': return this.op(CeilOp, [arg], t, loc);
      case 'floor': return this.op(FloorOp, [arg], t, loc);
      case 'negf': return this.op(NegFOp, [arg], t, loc);
      case 'reciprocal': {
        this.b.loc = loc;
        const one = createWithDefaults(this.b, ConstantOp, [], [t], [['value', FloatAttr.get(t as FloatType, 1)]]).getResult(0);
        return this.op(DivFOp, [one, arg], t, loc);
      }
      case 'round': return this.op(RoundOp, [arg], t, loc);
      case 'sqrt': return this.op(SqrtOp, [arg], t, loc);
      case 'rsqrt': return this.op(RsqrtOp, [arg], t, loc);
      case 'square': return this.op(MulFOp, [arg, arg], t, loc);
      case 'tanh': return this.op(TanhOp, [arg], t, loc);
      case 'erf': return this.op(ErfOp, [arg], t, loc);
    }
  }

  binary(fn: BinaryFn, a: Value, c: Value): Value {
    const allFloat = isFloat(a) && isFloat(c), allInt = isInt(a) && isInt(c);
    const allBool = allInt && isBool(a) && isBool(c);
    if (!(isComplex(a) && isComplex(c)) && !allFloat && !allInt) {
      throw new PayloadError(`Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '${a.type.key}' and '${c.type.key}'`);
    }
    if (!allFloat && !allInt) throw new PayloadError('complex payloads are not supported');
    const t = a.type, loc = a.loc;
    const pick = (f: OpDef, i: OpDef): Value => this.op(allFloat ? f : i, [a, c], t, loc);
    switch (fn) {
      case 'add': return allBool ? this.op(OrIOp, [a, c], t, loc) : pick(AddFOp, AddIOp);
      case 'sub':
        if (allBool) throw new PayloadError('unsupported operation: sub with bools');
        return pick(SubFOp, SubIOp);
      case 'mul': return allBool ? this.op(AndIOp, [a, c], t, loc) : pick(MulFOp, MulIOp);
      case 'div':
        if (allBool) throw new PayloadError('unsupported operation: div with bools');
        return pick(DivFOp, DivSIOp);
      case 'div_unsigned':
        if (!allInt || allBool) throw new PayloadError('unsupported operation: unsigned div not on uint');
        return this.op(DivUIOp, [a, c], t, loc);
      case 'max_signed': return pick(MaximumFOp, MaxSIOp);
      case 'min_signed': return pick(MinimumFOp, MinSIOp);
      case 'max_unsigned':
        if (!allInt || allBool) throw new PayloadError('unsupported operation: unsigned max not on uint');
        return this.op(MaxUIOp, [a, c], t, loc);
      case 'min_unsigned':
        if (!allInt || allBool) throw new PayloadError('unsupported operation: unsigned min not on uint');
        return this.op(MinUIOp, [a, c], t, loc);
      case 'powf': return this.op(PowFOp, [a, c], t, loc);
    }
  }

  select(cond: Value, a: Value, c: Value): Value {
    return this.op(SelectOp, [cond, a, c], a.type, cond.loc);
  }

  /** OpDSL's TypeFn cast_signed / cast_unsigned (upstream's convertScalarToDtype). */
  cast(to: Type, v: Value, unsigned: boolean): Value {
    const from = v.type;
    if (from === to) return v;
    const loc = v.loc;
    if (to instanceof IntegerType) {
      if (from instanceof FloatType) return this.op(unsigned ? FPToUIOp : FPToSIOp, [v], to, loc);
      if (from === index) return this.op(IndexCastOp, [v], to, loc);
      if (from instanceof IntegerType) {
        if (to.width > from.width) return this.op(unsigned ? ExtUIOp : ExtSIOp, [v], to, loc);
        if (to.width < from.width) return this.op(TruncIOp, [v], to, loc);
      }
      return v;
    }
    if (to instanceof FloatType) {
      if (from instanceof IntegerType) return this.op(unsigned ? UIToFPOp : SIToFPOp, [v], to, loc);
      if (from instanceof FloatType) {
        if (to.width > from.width) return this.op(ExtFOp, [v], to, loc);
        if (to.width < from.width) return this.op(TruncFOp, [v], to, loc);
      }
    }
    return v;
  }

  /** The terminator; upstream gives it an unknown location unless `loc` is given. */
  yield(values: readonly Value[], yieldDef: OpDef, loc: Location): void {
    this.b.loc = loc;
    this.b.create(yieldDef, { operands: values, resultTypes: [] });
  }
}


