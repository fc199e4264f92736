/**
 * arith's extended integer ops, which return what the N-bit result loses: the carry of an
 * addition, the high half of a product. Their results get the declared names (`%sum, %overflow`).
 */
import { Commutative, Pure } from '../../ir/traits.js';
import type { OpResult, Value } from '../../ir/value.js';
import type { Operation } from '../../ir/operation.js';
import { defineOp } from '../../irdl/define.js';
import { elementwise, type FoldResults, type Operands } from './common.js';
import {
  foldElementwise, foldIntBinary, intWidth, isOneInt, isZeroInt, splatConst, unsigned,
} from './fold-core.js';
import { mulHighS, mulHighU } from './int-math.js';
import { BoolLike, IntLike, i1SameShape } from './types.js';

type Extended = Operation & { readonly lhs: Value; readonly rhs: Value };

/** `%sum, %overflow = arith.addui_extended %b, %c : i64, i1` */
export const AddUIExtendedOp = defineOp({
  name: 'arith.addui_extended',
  summary: 'extended unsigned integer addition operation returning sum and overflow bit',
  operands: { lhs: IntLike, rhs: IntLike },
  results: { sum: IntLike, overflow: BoolLike },
  traits: [Pure, Commutative, ...elementwise],
  sameTypes: [['lhs', 'rhs', 'sum']],
  format: '$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)',
}, {
  fold: (op: Extended & { readonly overflow: OpResult }, operands: Operands): FoldResults => {
    if (isZeroInt(operands[1])) {
      const f = splatConst(op.overflow.type, 0n);
      return f ? [op.lhs, f] : undefined;
    }
    const sum = foldIntBinary(operands, (a, b) => a + b);
    if (!sum) return undefined;
    // The carry is set when the wrapped sum is below an operand (calculateUnsignedOverflow).
    const carry = foldElementwise([sum, operands[0]], ['int', 'int'], i1SameShape(op.lhs.type), ([s, a], t) => {
      const w = intWidth(t);
      return unsigned(s!, w) < unsigned(a!, w) ? -1n : 0n;
    });
    return carry ? [sum, carry] : undefined;
  },
});

/** Low and high halves of a product; `high` computes the upper N bits of the 2N-bit product. */
function mulExtended<const N extends string>(name: N, summary: string, high: (a: bigint, b: bigint, w: number) => bigint) {
  return defineOp({
    name,
    summary,
    operands: { lhs: IntLike, rhs: IntLike },
    results: { low: IntLike, high: IntLike },
    traits: [Pure, Commutative, ...elementwise],
    sameTypes: [['lhs', 'rhs', 'low', 'high']],
    format: '$lhs `,` $rhs attr-dict `:` type($lhs)',
  }, {
    fold: (op: Extended, operands: Operands): FoldResults => {
      if (isZeroInt(operands[1])) return [operands[1]!, operands[1]!];
      if (name === 'arith.mului_extended' && isOneInt(operands[1])) {
        const z = splatConst(op.lhs.type, 0n);
        return z ? [op.lhs, z] : undefined;
      }
      const low = foldIntBinary(operands, (a, b) => a * b);
      const hi = low && foldIntBinary(operands, high);
      return low && hi ? [low, hi] : undefined;
    },
  });
}

/** `%low, %high = arith.mulsi_extended %a, %b : i32` (sign-extended operands) */
export const MulSIExtendedOp = mulExtended('arith.mulsi_extended', 'extended signed integer multiplication operation', mulHighS);
/** `%low, %high = arith.mului_extended %a, %b : i32` (zero-extended operands) */
export const MulUIExtendedOp = mulExtended('arith.mului_extended', 'extended unsigned integer multiplication operation', mulHighU);
