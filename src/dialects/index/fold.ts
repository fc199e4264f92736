/**
 * Constant folding of index ops as upstream's: an index is 32 or 64 bits wide on the target, so
 * a fold computes on 64-bit values and, for the ops where the upper bits of the operands reach the
 * lower bits of the result ("checked"), also on the operands truncated to 32 bits, folding only
 * when both agree. Values are bit patterns (BigInt, unsigned) of the width computed in.
 */
import { type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { IntegerType, type Type, index } from '../../ir/types.js';

/** One op on `w`-bit patterns; undefined where it does not fold (division by zero, ...). */
export type Calc = (a: bigint, b: bigint, w: number) => bigint | undefined;

/** The `w`-bit pattern of x, unsigned and signed. */
export const u = (x: bigint, w: number): bigint => BigInt.asUintN(w, x);
export const s = (x: bigint, w: number): bigint => BigInt.asIntN(w, x);
const indexAttr = (bits: bigint): IntegerAttr => IntegerAttr.index(s(bits, 64));

/** foldBinaryOpUnchecked: the 64-bit result (trunc(f(a, b)) = f(trunc(a), trunc(b)) holds). */
export function unchecked(a: Attribute | undefined, b: Attribute | undefined, f: Calc): IntegerAttr | undefined {
  if (!(a instanceof IntegerAttr) || !(b instanceof IntegerAttr)) return undefined;
  const r = f(u(a.value, 64), u(b.value, 64), 64);
  return r === undefined ? undefined : indexAttr(r);
}

/** foldBinaryOpChecked: the 64-bit result when its low 32 bits are the 32-bit result. */
export function checked(a: Attribute | undefined, b: Attribute | undefined, f: Calc): IntegerAttr | undefined {
  if (!(a instanceof IntegerAttr) || !(b instanceof IntegerAttr)) return undefined;
  const r64 = f(u(a.value, 64), u(b.value, 64), 64);
  if (r64 === undefined) return undefined;
  const r32 = f(u(a.value, 32), u(b.value, 32), 32);
  if (r32 === undefined || u(r64, 32) !== u(r32, 32)) return undefined;
  return indexAttr(r64);
}

/** The predicate (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge) on `w`-bit patterns. */
export function compare(pred: number, a: bigint, b: bigint, w: number): boolean {
  const [x, y] = pred >= 2 && pred <= 5 ? [s(a, w), s(b, w)] : [a, b];
  switch (pred) {
    case 0: return x === y;
    case 1: return x !== y;
    case 2: case 6: return x < y;
    case 3: case 7: return x <= y;
    case 4: case 8: return x > y;
    default: return x >= y;
  }
}

/**
 * casts / castu of a constant (upstream's foldCastOp): to index, extended (or truncated) to 64
 * bits; from index to iN, only where the 32- and 64-bit targets agree.
 */
export function foldCast(input: Attribute | undefined, to: Type, signed: boolean): IntegerAttr | undefined {
  if (!(input instanceof IntegerAttr)) return undefined;
  const from = input.type;
  const fromWidth = from instanceof IntegerType ? from.width : 64;
  const bits = u(input.value, fromWidth);
  const ext = (x: bigint, w: number, width: number) => (signed ? u(s(x, w), width) : u(x, width));
  if (to === index) return indexAttr(ext(bits, fromWidth, 64));
  if (!(to instanceof IntegerType)) return undefined;
  const width = to.width;
  const make = (x: bigint) => IntegerAttr.get(to, x);
  if (width <= 32) return make(u(bits, width));
  const from32 = ext(u(bits, 32), 32, width);
  if (width >= 64) return ext(u(bits, 32), 32, 64) === bits ? make(ext(bits, 64, width)) : undefined;
  return u(bits, width) === from32 ? make(u(bits, width)) : undefined;
}
