/**
 * arith's integer arithmetic: binary ops on signless integers, index, and vectors/tensors of
 * them. Three families differ by their attribute (none, `overflow<nsw, nuw>` flags, the `exact`
 * flag); the folders are upstream's, element-wise over constants.
 */
import { DenseElementsAttr, IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { Speculatability } from '../../ir/opinfo.js';
import { Commutative, Idempotent, NoMemoryEffect, Pure, SameOperandsAndResultType, type Trait } from '../../ir/traits.js';
import { index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { UnitAttrC } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr, optionalAttr } from '../../irdl/spec.js';
import { OverflowFlags, overflowNone } from './attrs.js';
import { type Folder, elementwise } from './common.js';
import * as F from './fold-int.js';
import { type BinaryLike, type WithOverflow, constantOf } from './match.js';
import { IntLike } from './types.js';

const intOperands = { lhs: IntLike, rhs: IntLike } as const;
const intResult = { result: IntLike } as const;
const traitsOf = (extra: readonly Trait[]): Trait[] => [...extra, SameOperandsAndResultType, ...elementwise];

interface IntBinaryOptions<T extends Operation> {
  readonly summary: string;
  readonly traits?: readonly Trait[];
  readonly fold?: Folder<T>;
  readonly asmResultNames?: (op: T) => readonly (string | undefined)[];
  readonly speculatability?: (op: T) => Speculatability;
}

/** The divisor's constant values, or undefined when it is not constant. Upstream asks integer
 * range inference with the defining op's operands unknown, which only knows constants. */
function divisorValues(v: Value): bigint[] | undefined {
  const c = constantOf(v);
  if (c instanceof IntegerAttr) return [c.value];
  if (c instanceof DenseElementsAttr) return c.all().map((x) => BigInt(x as bigint | number));
  return undefined;
}
/** Unsigned division traps only on a zero divisor. */
const divUISpeculatability = (op: BinaryLike): Speculatability =>
  (divisorValues(op.rhs)?.every((d) => d !== 0n) ? 'speculatable' : 'not-speculatable');
/** Signed division also overflows on INT_MIN / -1 (a -1 divisor is never speculated). */
const divSISpeculatability = (op: BinaryLike): Speculatability =>
  (divisorValues(op.rhs)?.every((d) => d !== 0n && d !== -1n) ? 'speculatable' : 'not-speculatable');

/** Integer binary ops without attributes (Arith_IntBinaryOp / Arith_TotalIntBinaryOp). */
function intBinary<const N extends string>(name: N, o: IntBinaryOptions<BinaryLike>) {
  return defineOp({
    name,
    summary: o.summary,
    operands: intOperands,
    results: intResult,
    traits: traitsOf(o.traits ?? []),
    format: '$lhs `,` $rhs attr-dict `:` type($result)',
  }, { ...(o.fold ? { fold: o.fold } : {}), ...(o.speculatability ? { speculatability: o.speculatability } : {}) });
}

/** Integer binary ops carrying `overflow<nsw, nuw>` flags. */
function intOverflow<const N extends string>(name: N, o: IntBinaryOptions<WithOverflow>) {
  return defineOp({
    name,
    summary: o.summary,
    operands: intOperands,
    attributes: { overflowFlags: defaultAttr(OverflowFlags.constraint, overflowNone) },
    results: intResult,
    traits: traitsOf([Pure, ...(o.traits ?? [])]),
    format: '$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)',
  }, { ...(o.fold ? { fold: o.fold } : {}), ...(o.asmResultNames ? { asmResultNames: o.asmResultNames } : {}) });
}

/** Integer binary ops carrying the `exact` flag (the result is poison when bits are lost). */
function intExact<const N extends string>(name: N, o: IntBinaryOptions<BinaryLike>) {
  return defineOp({
    name,
    summary: o.summary,
    operands: intOperands,
    attributes: { isExact: optionalAttr(UnitAttrC) },
    results: intResult,
    traits: traitsOf(o.traits ?? []),
    format: '$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)',
  }, { ...(o.fold ? { fold: o.fold } : {}), ...(o.speculatability ? { speculatability: o.speculatability } : {}) });
}

/** `%a = arith.addi %b, %c overflow<nsw> : i64` */
export const AddIOp = intOverflow('arith.addi', { summary: 'integer addition operation', traits: [Commutative], fold: F.foldAddI });
/** `%a = arith.subi %b, %c : vector<4xi32>` */
export const SubIOp = intOverflow('arith.subi', { summary: 'Integer subtraction operation.', fold: F.foldSubI });
/**
 * `%a = arith.muli %b, %c overflow<nuw> : index`. A constant times `vector.vscale` is named
 * `%c4_vscale`, as upstream (matched by name: arith does not depend on the vector dialect).
 */
export const MulIOp = intOverflow('arith.muli', {
  summary: 'Integer multiplication operation.', traits: [Commutative], fold: F.foldMulI, asmResultNames: vscaleName,
});

function vscaleName(op: BinaryLike): (string | undefined)[] {
  if (op.result.type !== index) return [];
  const base = (c: Value, v: Value) => (constantOf(c) instanceof IntegerAttr && v.definingOp?.name === 'vector.vscale'
    ? (constantOf(c) as IntegerAttr).value : undefined);
  const n = base(op.lhs, op.rhs) ?? base(op.rhs, op.lhs);
  return n === undefined ? [] : [`c${n}_vscale`];
}
/** `%3 = arith.shli %1, %2 : i8` */
export const ShLIOp = intOverflow('arith.shli', { summary: 'integer left-shift', fold: F.foldShift(F.shlOf) });

/** `%a = arith.divui %b, %c exact : i64` (speculatable only by a constant other than 0: division by zero is undefined). */
export const DivUIOp = intExact('arith.divui', { summary: 'unsigned integer division operation', traits: [NoMemoryEffect], fold: F.foldDivUI, speculatability: divUISpeculatability });
/** `%a = arith.divsi %b, %c : tensor<4x?xi8>` */
export const DivSIOp = intExact('arith.divsi', { summary: 'signed integer division operation', traits: [NoMemoryEffect], fold: F.foldDivSI, speculatability: divSISpeculatability });
/** `%4 = arith.shrui %1, %2 exact : i8` */
export const ShRUIOp = intExact('arith.shrui', { summary: 'unsigned integer right-shift', traits: [Pure], fold: F.foldShift(F.lshrOf) });
/** `%3 = arith.shrsi %1, %2 : i8` */
export const ShRSIOp = intExact('arith.shrsi', { summary: 'signed integer right-shift', traits: [Pure], fold: F.foldShift(F.ashrOf) });

/** `%a = arith.ceildivui %b, %c : i64` */
export const CeilDivUIOp = intBinary('arith.ceildivui', { summary: 'unsigned ceil integer division operation', traits: [NoMemoryEffect], fold: F.foldCeilDivUI, speculatability: divUISpeculatability });
/** `%a = arith.ceildivsi %b, %c : i64` */
export const CeilDivSIOp = intBinary('arith.ceildivsi', { summary: 'signed ceil integer division operation', traits: [NoMemoryEffect], fold: F.foldCeilDivSI, speculatability: divSISpeculatability });
/** `%a = arith.floordivsi %b, %c : i64` */
export const FloorDivSIOp = intBinary('arith.floordivsi', { summary: 'signed floor integer division operation', traits: [Pure], fold: F.foldFloorDivSI });
/** `%a = arith.remui %b, %c : i64` */
export const RemUIOp = intBinary('arith.remui', { summary: 'unsigned integer division remainder operation', traits: [Pure], fold: F.foldRem('u') });
/** `%a = arith.remsi %b, %c : vector<4xi32>` */
export const RemSIOp = intBinary('arith.remsi', { summary: 'signed integer division remainder operation', traits: [Pure], fold: F.foldRem('s') });
/** `%a = arith.andi %b, %c : i1` */
export const AndIOp = intBinary('arith.andi', { summary: 'integer binary and', traits: [Pure, Commutative, Idempotent], fold: F.foldAndI });
/** `%a = arith.ori %b, %c : i64` */
export const OrIOp = intBinary('arith.ori', { summary: 'integer binary or', traits: [Pure, Commutative, Idempotent], fold: F.foldOrI });
/** `%a = arith.xori %b, %c : tensor<4xi8>` */
export const XOrIOp = intBinary('arith.xori', { summary: 'integer binary xor', traits: [Pure, Commutative], fold: F.foldXOrI });
/** `%a = arith.maxsi %b, %c : i32` */
export const MaxSIOp = intBinary('arith.maxsi', { summary: 'signed integer maximum operation', traits: [Pure, Commutative], fold: F.foldMinMax('maxs') });
/** `%a = arith.maxui %b, %c : i32` */
export const MaxUIOp = intBinary('arith.maxui', { summary: 'unsigned integer maximum operation', traits: [Pure, Commutative], fold: F.foldMinMax('maxu') });
/** `%a = arith.minsi %b, %c : i32` */
export const MinSIOp = intBinary('arith.minsi', { summary: 'signed integer minimum operation', traits: [Pure, Commutative], fold: F.foldMinMax('mins') });
/** `%a = arith.minui %b, %c : i32` */
export const MinUIOp = intBinary('arith.minui', { summary: 'unsigned integer minimum operation', traits: [Pure, Commutative], fold: F.foldMinMax('minu') });
