/**
 * Helpers the canonicalization patterns share: matching constants as upstream's DRR does
 * (`ConstantLikeMatcher APIntAttr` takes scalar integer constants only; `IsScalarOrSplat…`
 * also splats), and creating constants and merged overflow flags.
 */
import { type Attribute, IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { OverflowFlags } from './attrs.js';
import { constInt, splatConst } from './fold-core.js';
import { constantOf } from './match.js';
import { ConstantOp } from './ops-constant.js';

/** The scalar integer constant defining `v` (ConstantLikeMatcher APIntAttr). */
export function scalarIntConst(v: Value): IntegerAttr | undefined {
  const a = constantOf(v);
  return a instanceof IntegerAttr ? a : undefined;
}

/** The signed value of an integer constant or splat defining `v` (getIntOrSplatIntValue). */
export function intOrSplat(v: Value): { value: bigint; width: number } | undefined {
  return constInt(constantOf(v));
}

/** An arith.constant of `value` before the rewriter's insertion point. */
export function constant(rw: PatternRewriter, value: Attribute): Value {
  return ConstantOp.build(rw, { value }).result;
}

/** An arith.constant with every element `v`, or undefined for types without static shape. */
export function splatConstant(rw: PatternRewriter, type: Type, v: bigint): Value | undefined {
  const a = splatConst(type, v);
  return a ? constant(rw, a) : undefined;
}

/** The most conservative combination of two ops' overflow flags (mergeOverflowFlags). */
export function mergeOverflow(a: DialectEnumAttr, b: DialectEnumAttr): DialectEnumAttr {
  return OverflowFlags.get(a.value & b.value);
}

/** Puts the insertion point before `op`, where upstream's driver has it for a pattern. */
export function at(rw: PatternRewriter, op: Operation): PatternRewriter {
  rw.setInsertionPoint(op);
  return rw;
}
