/**
 * arith's casts: one operand, one result of the same shape, and a rule on the pair of element
 * types that CastOpInterface checks ("are cast incompatible"). The families differ by what they
 * take and give: integers (no index), floats, or integers and index (memrefs too).
 */
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Pure, type Trait } from '../../ir/traits.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { TypeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr, optionalAttr } from '../../irdl/spec.js';
import { FastMathFlags, OverflowFlags, RoundingMode, overflowNone } from './attrs.js';
import { type Folder, castShapeTrait, elementwise, tensorDims } from './common.js';
import * as F from './fold-cast.js';
import type { CastLike } from './match.js';
import {
  BitcastTypeConstraint, type CastKind, bitWidth, FixedIntLike, FloatLike, IndexCastTypeConstraint, castCompatible, elementOf,
} from './types.js';

const castTraits: readonly Trait[] = [Pure, castShapeTrait, ...elementwise];
const castFormat = '$in attr-dict `:` type($in) `to` type($out)';

/** CastOpInterface's verifier, then the width rule of extensions and truncations. */
function verifyCast(kind: CastKind, fromKind?: 'int' | 'float') {
  return (op: CastLike): void => {
    const from = op.in.type, to = op.out.type;
    if (!castCompatible(kind, from, to, fromKind)) {
      throw opError(op, `operand type '${from.key}' and result type '${to.key}' are cast incompatible`);
    }
    verifyWidth(op, kind, elementOf(from), elementOf(to));
  };
}

function verifyWidth(op: Operation, kind: CastKind, src: Type, dst: Type): void {
  const sw = bitWidth(src) ?? 0, dw = bitWidth(dst) ?? 0;
  if (kind === 'ext' && sw >= dw) throw opError(op, `result type '${dst.key}' must be wider than operand type '${src.key}'`);
  if (kind === 'trunc' && sw <= dw) throw opError(op, `result type '${dst.key}' must be shorter than operand type '${src.key}'`);
}

/** The op's folder, then CastOpInterface's trait fold: a cast to its own type is its operand. */
function withCastFold<T extends CastLike>(fold: Folder<T>): Folder<T> {
  return (op, operands) => fold(op, operands) ?? (op.in.type === op.out.type ? [op.in] : undefined);
}

/** A cast without attributes (Arith_CastOp). */
function cast<const N extends string>(name: N, summary: string, from: TypeConstraint, to: TypeConstraint,
  kind: CastKind, fold: Folder<CastLike>, fromKind?: 'int' | 'float') {
  return defineOp({
    name,
    summary,
    operands: { in: from },
    results: { out: to },
    traits: castTraits,
    format: castFormat,
  }, { verify: verifyCast(kind, fromKind), fold: withCastFold(fold) });
}

/** `%2 = arith.extui %1 : i3 to i6` (zero extension) */
export const ExtUIOp = cast('arith.extui', 'integer zero extension operation', FixedIntLike, FixedIntLike, 'ext', F.foldExtI('arith.extui'));
/** `%2 = arith.extsi %1 : vector<2xi32> to vector<2xi64>` (sign extension) */
export const ExtSIOp = cast('arith.extsi', 'integer sign extension operation', FixedIntLike, FixedIntLike, 'ext', F.foldExtI('arith.extsi'));
/** `%1 = arith.uitofp %0 : i32 to f32` */
export const UIToFPOp = cast('arith.uitofp', 'cast from unsigned integer type to floating-point', FixedIntLike, FloatLike, 'intfp', F.foldIntToFP(false), 'int');
/** `%1 = arith.sitofp %0 : i32 to f32` */
export const SIToFPOp = cast('arith.sitofp', 'cast from integer type to floating-point', FixedIntLike, FloatLike, 'intfp', F.foldIntToFP(true), 'int');
/** `%1 = arith.fptoui %0 : f32 to i32` (rounds toward zero) */
export const FPToUIOp = cast('arith.fptoui', 'cast from floating-point type to integer type', FloatLike, FixedIntLike, 'intfp', F.foldFPToInt(false), 'float');
/** `%1 = arith.fptosi %0 : f32 to i32` (rounds toward zero) */
export const FPToSIOp = cast('arith.fptosi', 'cast from floating-point type to integer type', FloatLike, FixedIntLike, 'intfp', F.foldFPToInt(true), 'float');
/** `%1 = arith.index_cast %0 : index to i32` (sign-extends or truncates) */
export const IndexCastOp = cast('arith.index_cast', 'cast between index and integer types',
  IndexCastTypeConstraint, IndexCastTypeConstraint, 'index', F.foldIndexCast(true));
/** `%1 = arith.index_castui %0 : i32 to index` (zero-extends or truncates) */
export const IndexCastUIOp = cast('arith.index_castui', 'unsigned cast between index and integer types',
  IndexCastTypeConstraint, IndexCastTypeConstraint, 'index', F.foldIndexCast(false));
/** `%1 = arith.bitcast %0 : f32 to i32` (same bit width) */
export const BitcastOp = cast('arith.bitcast', 'bitcast between values of equal bit width',
  BitcastTypeConstraint, BitcastTypeConstraint, 'bitcast', F.foldBitcast);

/** `%5 = arith.trunci %a overflow<nsw, nuw> : i32 to i16` */
export const TruncIOp = defineOp({
  name: 'arith.trunci',
  summary: 'integer truncation operation',
  operands: { in: FixedIntLike },
  attributes: { overflowFlags: defaultAttr(OverflowFlags.constraint, overflowNone) },
  results: { out: FixedIntLike },
  traits: castTraits,
  format: '$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)',
}, { verify: verifyCast('trunc'), fold: withCastFold(F.foldTruncI) });

/** `%1 = arith.extf %0 fastmath<contract> : f16 to f32` */
export const ExtFOp = defineOp({
  name: 'arith.extf',
  summary: 'cast from floating-point to wider floating-point',
  operands: { in: FloatLike },
  attributes: { fastmath: optionalAttr(FastMathFlags.constraint) },
  results: { out: FloatLike },
  traits: castTraits,
  format: '$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)',
}, { verify: verifyCast('ext'), fold: withCastFold(F.foldExtF) });

/** `%1 = arith.truncf %0 downward : f32 to bf16` (rounds with the given mode, default nearest-even) */
export const TruncFOp = defineOp({
  name: 'arith.truncf',
  summary: 'cast from floating-point to narrower floating-point',
  operands: { in: FloatLike },
  attributes: { roundingmode: optionalAttr(RoundingMode), fastmath: optionalAttr(FastMathFlags.constraint) },
  results: { out: FloatLike },
  traits: castTraits,
  format: '$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)',
}, { verify: verifyCast('trunc'), fold: withCastFold(F.foldTruncF) });

/** What scaling casts check beyond their operand constraints (no SameOperandsAndResultShape). */
function verifyScaling(kind: 'ext' | 'trunc') {
  return (op: Operation & { readonly in: Value; readonly scale: Value; readonly out: Value }): void => {
    if (tensorDims(op.in.type) !== tensorDims(op.out.type)) {
      throw opError(op, 'failed to verify that input and output have the same tensor dimensions');
    }
    if (!castCompatible(kind, op.in.type, op.out.type)) {
      throw opError(op, `operand types '${op.in.type.key}', '${op.scale.type.key}' and result type '${op.out.type.key}' are cast incompatible`);
    }
    verifyWidth(op, kind, elementOf(op.in.type), elementOf(op.out.type));
  };
}

/**
 * `%a = arith.scaling_extf %b, %c : f4E2M1FN, f8E8M0FNU to f32` (OCP MXFP upcast: the input
 * converted, times the scale). Not folded, as upstream.
 */
export const ScalingExtFOp = defineOp({
  name: 'arith.scaling_extf',
  summary: 'Upcasts input floats using provided scales values following OCP MXFP Spec',
  operands: { in: FloatLike, scale: FloatLike },
  attributes: { fastmath: optionalAttr(FastMathFlags.constraint) },
  results: { out: FloatLike },
  traits: [Pure, ...elementwise],
  format: '$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)',
}, { verify: verifyScaling('ext') });

/** `%a = arith.scaling_truncf %b, %c : f32, f8E8M0FNU to f4E2M1FN` (divide by the scale, then
 * truncate with the rounding mode). */
export const ScalingTruncFOp = defineOp({
  name: 'arith.scaling_truncf',
  summary: 'Downcasts input floating point values using provided scales values following OCP MXFP Spec',
  operands: { in: FloatLike, scale: FloatLike },
  attributes: { roundingmode: optionalAttr(RoundingMode), fastmath: optionalAttr(FastMathFlags.constraint) },
  results: { out: FloatLike },
  traits: [Pure, ...elementwise],
  format: '$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)',
}, { verify: verifyScaling('trunc') });
