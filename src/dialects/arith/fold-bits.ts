/**
 * Folds defined on the bit patterns of floats, as APFloat computes them: negation, absolute
 * value and copysign only move the sign bit, and a bitcast reinterprets the bits, so a NaN keeps
 * its sign and payload (FloatAttr and DenseElementsAttr carry those bits; a JS number cannot).
 */
import { type Attribute, DenseElementsAttr, FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { FloatType, IntegerType, ShapedType, type Type } from '../../ir/types.js';
import { floatSemantics, fromBits, nanBitsToKeep, toBits } from '../../support/float.js';
import { PoisonAttr } from '../ub/index.js';
import { storeInt } from './fold-core.js';

/** The bit patterns of a constant's elements (a scalar is one element). */
interface Bits { readonly type: Type; readonly splat: boolean; readonly bits: readonly bigint[] }
type FloatKind = FloatType['kind'];

/** f80 and f128 values are held as doubles, so their bits are not known exactly: no bit folds. */
const exact = (kind: FloatKind): boolean => kind !== 'f80' && kind !== 'f128';

/** A float constant's element bits (NaNs with the bits they keep); undefined for other constants
 * and for f80/f128. */
function floatBitsOf(a: Attribute | undefined): Bits | undefined {
  if (a instanceof FloatAttr) return exact(a.type.kind) ? { type: a.type, splat: true, bits: [a.nanBits ?? toBits(a.value, a.type.kind)] } : undefined;
  if (a instanceof DenseElementsAttr && a.elementType instanceof FloatType && exact(a.elementType.kind)) {
    const kind = a.elementType.kind;
    return { type: a.type, splat: a.isSplat, bits: a.values.map((v, i) => a.nanBitsAt(i) ?? toBits(Number(v), kind)) };
  }
  return undefined;
}

/** An integer constant's element bits, unsigned. */
function intBitsOf(a: Attribute): Bits | undefined {
  if (a instanceof IntegerAttr && a.type instanceof IntegerType) return { type: a.type, splat: true, bits: [BigInt.asUintN(a.type.width, a.value)] };
  if (a instanceof DenseElementsAttr && a.elementType instanceof IntegerType) {
    const w = a.elementType.width;
    return { type: a.type, splat: a.isSplat, bits: a.values.map((v) => BigInt.asUintN(w, BigInt(v))) };
  }
  return undefined;
}

/** A float constant of `type` (scalar or statically shaped) from its elements' bit patterns. */
function floatConstFromBits(type: Type, bits: readonly bigint[]): Attribute | undefined {
  if (type instanceof FloatType) return FloatAttr.get(type, fromBits(bits[0]!, type.kind), bits[0]);
  if (!(type instanceof ShapedType) || !type.hasStaticShape || !(type.elementType instanceof FloatType)) return undefined;
  const kind = type.elementType.kind;
  const nan = new Map<number, bigint>();
  bits.forEach((b, i) => { const k = nanBitsToKeep(b, kind); if (k !== undefined) nan.set(i, k); });
  return DenseElementsAttr.get(type, bits.map((b) => fromBits(b, kind)), nan);
}

/**
 * Folds float constants of one type element by element on their bits: `fn` gets each element's
 * bits per operand and the type's sign bit. A poison operand makes the result poison.
 */
export function foldOnBits(operands: readonly (Attribute | undefined)[], arity: number, fn: (bits: readonly bigint[], sign: bigint) => bigint): Attribute | undefined {
  for (let i = 0; i < arity; i++) if (operands[i] instanceof PoisonAttr) return operands[i];
  const xs: Bits[] = [];
  for (let i = 0; i < arity; i++) {
    const x = floatBitsOf(operands[i]);
    if (!x) return undefined;
    xs.push(x);
  }
  const first = xs[0]!;
  if (xs.some((x) => x.type !== first.type)) return undefined;
  const kind = (first.type instanceof ShapedType ? first.type.elementType : first.type) as FloatType;
  const sign = 1n << BigInt(floatSemantics(kind.kind).sizeInBits - 1);
  const n = xs.every((x) => x.splat) ? 1 : Math.max(...xs.map((x) => x.bits.length));
  const out: bigint[] = [];
  for (let i = 0; i < n; i++) out.push(fn(xs.map((x) => x.bits[x.splat ? 0 : i]!), sign));
  return floatConstFromBits(first.type, out);
}

/**
 * arith.bitcast between floats and integers of one width, on bits (NaNs keep theirs); undefined
 * for what it does not cover (f80/f128, index).
 */
export function bitcastBits(a: Attribute, to: Type, toElement: Type): Attribute | undefined {
  const x = floatBitsOf(a) ?? intBitsOf(a);
  if (!x) return undefined;
  if (toElement instanceof FloatType) return exact(toElement.kind) ? floatConstFromBits(to, x.bits) : undefined;
  if (!(toElement instanceof IntegerType)) return undefined;
  const ints = x.bits.map((b) => BigInt.asIntN(toElement.width, b));
  if (to instanceof ShapedType) return to.hasStaticShape ? DenseElementsAttr.get(to, ints.map((v) => storeInt(toElement, v))) : undefined;
  return IntegerAttr.get(to, ints[0]!);
}
