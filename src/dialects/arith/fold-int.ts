/**
 * Folders of arith's integer binary ops (upstream ArithOps.cpp): identities first (x + 0, x * 1,
 * x - x…), then element-wise constant folding. Division by zero and signed overflow of division
 * do not fold.
 */
import type { Value } from '../../ir/value.js';
import { hasAllFlags } from './attrs.js';
import { type FoldResults, one, type Operands } from './common.js';
import { constInt, foldIntBinary, isAllOnesInt, isOneInt, isZeroInt, splatConst, unsigned } from './fold-core.js';
import * as M from './int-math.js';
import { type BinaryLike, type WithOverflow, defOf } from './match.js';

const zeroOf = (op: BinaryLike): FoldResults => one(splatConst(op.result.type, 0n));

export function foldAddI(op: WithOverflow, operands: Operands): FoldResults {
  if (isZeroInt(operands[1])) return [op.lhs];
  const subL = defOf(op.lhs, 'arith.subi');
  if (subL && subL.rhs === op.rhs) return [subL.lhs];
  const subR = defOf(op.rhs, 'arith.subi');
  if (subR && subR.rhs === op.lhs) return [subR.lhs];
  return one(foldIntBinary(operands, (a, b) => a + b));
}

export function foldSubI(op: WithOverflow, operands: Operands): FoldResults {
  if (op.lhs === op.rhs) {
    const z = splatConst(op.result.type, 0n);
    if (z) return [z];
  }
  if (isZeroInt(operands[1])) return [op.lhs];
  const add = defOf(op.lhs, 'arith.addi');
  if (add) {
    if (op.rhs === add.rhs) return [add.lhs];
    if (op.rhs === add.lhs) return [add.rhs];
  }
  return one(foldIntBinary(operands, (a, b) => a - b));
}

export function foldMulI(op: WithOverflow, operands: Operands): FoldResults {
  if (isZeroInt(operands[1])) return [op.rhs];
  if (isOneInt(operands[1])) return [op.lhs];
  return one(foldIntBinary(operands, (a, b) => a * b));
}

/** `(a * b) / b -> a` when the multiplication has the flag that makes it exact. */
function foldDivMul(lhs: Value, rhs: Value, flag: number): Value | undefined {
  const mul = defOf(lhs, 'arith.muli');
  if (!mul || !hasAllFlags(mul.overflowFlags, flag)) return undefined;
  if (mul.lhs === rhs) return mul.rhs;
  if (mul.rhs === rhs) return mul.lhs;
  return undefined;
}

const NSW = 1, NUW = 2;

export function foldDivUI(op: BinaryLike, operands: Operands): FoldResults {
  if (isOneInt(operands[1])) return [op.lhs];
  const v = foldDivMul(op.lhs, op.rhs, NUW);
  if (v) return [v];
  return one(foldIntBinary(operands, (a, b, w) => (b === 0n ? undefined : M.udiv(a, b, w))));
}

export function foldDivSI(op: BinaryLike, operands: Operands): FoldResults {
  if (isOneInt(operands[1])) return [op.lhs];
  const v = foldDivMul(op.lhs, op.rhs, NSW);
  if (v) return [v];
  return one(foldIntBinary(operands, (a, b, w) => (b === 0n ? undefined : M.sdivOv(a, b, w))));
}

export function foldCeilDivUI(op: BinaryLike, operands: Operands): FoldResults {
  if (isOneInt(operands[1])) return [op.lhs];
  return one(foldIntBinary(operands, (a, b, w) => (b === 0n ? undefined : M.ceilDivU(a, b, w))));
}

export function foldCeilDivSI(op: BinaryLike, operands: Operands): FoldResults {
  if (isOneInt(operands[1])) return [op.lhs];
  return one(foldIntBinary(operands, (a, b, w) => (b === 0n ? undefined : M.ceilDivS(a, b, w))));
}

/**
 * As upstream, the failure flag is set per element rather than kept (its overflow check assigns
 * it), so only the last element decides; a zero divisor before it leaves that element unchanged.
 */
export function foldFloorDivSI(op: BinaryLike, operands: Operands): FoldResults {
  if (isOneInt(operands[1])) return [op.lhs];
  let failed = false;
  const r = foldIntBinary(operands, (a, b, w) => {
    if (b === 0n) { failed = true; return a; }
    failed = a === M.minSigned(w) && b === -1n;
    return M.floorDivS(a, b, w) ?? a;
  });
  return failed ? undefined : one(r);
}

/** remui / remsi: `x % 1 -> 0`; a zero divisor does not fold. */
export function foldRem(kind: 'u' | 's') {
  return (op: BinaryLike, operands: Operands): FoldResults => {
    if (isOneInt(operands[1])) return zeroOf(op);
    return one(foldIntBinary(operands, (a, b, w) => {
      if (b === 0n) return undefined;
      return kind === 'u' ? M.urem(a, b, w) : a % b;
    }));
  };
}

/** `x` when `v` is `xori(x, -1)` (m_Op<XOrIOp>(m_Val(x), m_ConstantInt(allOnes))). */
function isNotOf(v: Value, x: Value): boolean {
  const xor = defOf(v, 'arith.xori');
  if (!xor || xor.lhs !== x) return false;
  const c = xor.rhs.definingOp;
  return c !== undefined && c.hasTrait('ConstantLike') && isAllOnesInt(c.getAttr('value'));
}

export function foldAndI(op: BinaryLike, operands: Operands): FoldResults {
  if (isZeroInt(operands[1])) return [op.rhs];
  if (isAllOnesInt(operands[1])) return [op.lhs];
  if (isNotOf(op.rhs, op.lhs) || isNotOf(op.lhs, op.rhs)) return zeroOf(op);
  // and(a, and(a, b)) -> and(a, b)
  for (const [inner, other] of [[op.lhs, op.rhs], [op.rhs, op.lhs]] as const) {
    const prev = defOf(inner, 'arith.andi');
    if (prev && (other === prev.lhs || other === prev.rhs)) return [prev.result];
  }
  return one(foldIntBinary(operands, (a, b) => a & b));
}

export function foldOrI(op: BinaryLike, operands: Operands): FoldResults {
  const c = constInt(operands[1]);
  if (c?.value === 0n) return [op.lhs];
  if (c?.value === -1n) return [operands[1]!];
  if (isNotOf(op.rhs, op.lhs)) return [defOf(op.rhs, 'arith.xori')!.rhs];
  if (isNotOf(op.lhs, op.rhs)) return [defOf(op.lhs, 'arith.xori')!.rhs];
  return one(foldIntBinary(operands, (a, b) => a | b));
}

export function foldXOrI(op: BinaryLike, operands: Operands): FoldResults {
  if (isZeroInt(operands[1])) return [op.lhs];
  if (op.lhs === op.rhs) return zeroOf(op);
  const l = defOf(op.lhs, 'arith.xori');
  if (l) {
    if (l.rhs === op.rhs) return [l.lhs];
    if (l.lhs === op.rhs) return [l.rhs];
  }
  const r = defOf(op.rhs, 'arith.xori');
  if (r) {
    if (r.rhs === op.lhs) return [r.lhs];
    if (r.lhs === op.lhs) return [r.rhs];
  }
  return one(foldIntBinary(operands, (a, b) => a ^ b));
}

export type MinMax = 'maxs' | 'maxu' | 'mins' | 'minu';

/** max/min: `op(x, x) -> x`, the absorbing and neutral extremes, then constants. */
export function foldMinMax(kind: MinMax) {
  return (op: BinaryLike, operands: Operands): FoldResults => {
    if (op.lhs === op.rhs) return [op.rhs];
    const c = constInt(operands[1]);
    if (c) {
      const u = unsigned(c.value, c.width);
      const isSMax = c.value === M.maxSigned(c.width), isSMin = c.value === M.minSigned(c.width);
      const isUMax = u === M.maxUnsigned(c.width), isUMin = u === 0n;
      const [absorbing, neutral] = kind === 'maxs' ? [isSMax, isSMin] : kind === 'maxu' ? [isUMax, isUMin]
        : kind === 'mins' ? [isSMin, isSMax] : [isUMin, isUMax];
      if (absorbing) return [op.rhs];
      if (neutral) return [op.lhs];
    }
    return one(foldIntBinary(operands, (a, b, w) => {
      switch (kind) {
        case 'maxs': return M.smax(a, b);
        case 'mins': return M.smin(a, b);
        case 'maxu': return M.umax(a, b, w);
        case 'minu': return M.umin(a, b, w);
      }
    }));
  };
}

export const shlOf = M.shl;
export const lshrOf = M.lshr;
export const ashrOf = M.ashr;

/**
 * Shifts: `x >> 0 -> x`, and constants fold when the shift amount is below the bit width. As
 * upstream, the bound is checked on the last element computed only (a dense shift amount with an
 * out-of-range element before the last still folds, that element giving 0 or the sign).
 */
export function foldShift(shift: (a: bigint, b: bigint, w: number) => bigint) {
  return (op: BinaryLike, operands: Operands): FoldResults => {
    if (isZeroInt(operands[1])) return [op.lhs];
    let bounded = false;
    const r = foldIntBinary(operands, (a, b, w) => {
      bounded = unsigned(b, w) < BigInt(w);
      return shift(a, b, w);
    });
    return bounded ? one(r) : undefined;
  };
}
