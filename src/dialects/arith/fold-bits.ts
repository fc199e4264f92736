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
 * bits per operand, the type's sign bit and the element type, and may decline (undefined) for
 * the whole fold. A poison operand makes the result poison.
 */
export function foldOnBits(
  operands: readonly (Attribute | undefined)[], arity: number, fn: (bits: readonly bigint[], sign: bigint, t: FloatType) => bigint | undefined,
): Attribute | undefined {
  for (let i = 0; i < arity; i++) if (operands[i] instanceof PoisonAttr) return operands[i];
  const xs: Bits[] = [];
  for (let i = 0; i < arity; i++) {
    const x = floatBitsOf(operands[i]);
    if (!x) return undefined;
    xs.push(x);
  }
  const first = xs[0]!;
  if (xs.some((x) => x.type !== first.type)) return undefined;
  const et = (first.type instanceof ShapedType ? first.type.elementType : first.type) as FloatType;
  const sign = 1n << BigInt(floatSemantics(et.kind).sizeInBits - 1);
  const n = xs.every((x) => x.splat) ? 1 : Math.max(...xs.map((x) => x.bits.length));
  const out: bigint[] = [];
  for (let i = 0; i < n; i++) {
    const r = fn(xs.map((x) => x.bits[x.splat ? 0 : i]!), sign, et);
    if (r === undefined) return undefined;
    out.push(r);
  }
  return floatConstFromBits(first.type, out);
}

/** The IEEE formats whose NaNs have a quiet bit (the top bit of the significand field). */
const IEEE_NANS = new Set<FloatKind>(['f16', 'bf16', 'f32', 'f64']);
const quietBit = (t: FloatType): bigint => 1n << BigInt(floatSemantics(t.kind).precision - 2);
const isNaNBits = (b: bigint, t: FloatType): boolean => Number.isNaN(fromBits(b, t.kind));

/**
 * What a binary operation gives where an operand is a NaN: result bits, or undefined to compute
 * the element on numbers. `quiet` sets the quiet bit, `isNaN` tests bits, `sign` is the sign bit.
 */
export type NaNRule = (a: bigint, b: bigint, f: NaNBits) => bigint | undefined;

/** What a NaN rule knows of the element type, on bits. */
export interface NaNBits {
  readonly quiet: (x: bigint) => bigint;
  readonly isNaN: (x: bigint) => boolean;
  /** The sign bit, and the bits of 1.0. */
  readonly sign: bigint;
  readonly one: bigint;
}

/** The NaN facts of float type `t` (its quiet bit is the top bit of the significand field). */
export function nanBitsOf(t: FloatType): NaNBits {
  const q = quietBit(t);
  return {
    quiet: (x) => x | q, isNaN: (x) => isNaNBits(x, t),
    sign: 1n << BigInt(floatSemantics(t.kind).sizeInBits - 1), one: toBits(1, t.kind),
  };
}

/** APFloat's arithmetic and maximumf/minimumf: the first NaN operand, quieted. */
export const firstNaN: NaNRule = (a, b, f) => (f.isNaN(a) ? f.quiet(a) : f.isNaN(b) ? f.quiet(b) : undefined);

/** APFloat's maxnum/minnum (IEEE 754-2019): a signalling NaN quieted, else the other operand. */
export const numNaN: NaNRule = (a, b, f) => {
  const an = f.isNaN(a), bn = f.isNaN(b);
  if (an && f.quiet(a) !== a) return f.quiet(a);
  if (bn && f.quiet(b) !== b) return f.quiet(b);
  if (an) return bn ? f.quiet(a) : b;
  return bn ? a : undefined;
};

/**
 * A binary float fold where an operand is a NaN, with the NaN results `rule` gives; elements it
 * leaves to numbers go to `numeric`. Undefined when no element is a NaN (the caller folds on
 * numbers) or for non-IEEE formats.
 */
export function foldWithNaNs(
  operands: readonly (Attribute | undefined)[], rule: NaNRule, numeric: (a: number, b: number, t: FloatType) => number | undefined,
): Attribute | undefined {
  const xs = [floatBitsOf(operands[0]), floatBitsOf(operands[1])];
  if (!xs[0] || !xs[1]) return undefined;
  const et = elementFloatType(xs[0].type);
  if (!IEEE_NANS.has(et.kind) || !xs.some((x) => x!.bits.some((b) => isNaNBits(b, et)))) return undefined;
  const f = nanBitsOf(et);
  return foldOnBits(operands, 2, ([a, b]) => {
    const r = rule(a!, b!, f);
    if (r !== undefined) return r;
    const v = numeric(fromBits(a!, et.kind), fromBits(b!, et.kind), et);
    return v === undefined ? undefined : toBits(v, et.kind);
  });
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


const elementFloatType = (t: Type): FloatType => (t instanceof ShapedType ? t.elementType : t) as FloatType;

/**
 * Where a fold meets NaN elements, what it gives: an attribute, `null` when it must not fold
 * (the numbers would fold to the wrong NaN), or undefined when there is no NaN to care about
 * and the caller folds on numbers.
 */
export type NaNFold = Attribute | null | undefined;

/**
 * A unary float fold of an operand with NaN elements: a NaN gives itself, quieted (APFloat's
 * rounding operations return their NaN operand). Other elements go to `numeric`.
 */
export function foldUnaryWithNaNs(
  operands: readonly (Attribute | undefined)[], numeric: (x: number, t: FloatType) => number | undefined,
): NaNFold {
  const x = floatBitsOf(operands[0]);
  if (!x) return undefined;
  const et = elementFloatType(x.type);
  if (!IEEE_NANS.has(et.kind) || !x.bits.some((b) => isNaNBits(b, et))) return undefined;
  const f = nanBitsOf(et);
  const r = foldOnBits(operands, 1, ([b]) => {
    if (f.isNaN(b!)) return f.quiet(b!);
    const v = numeric(fromBits(b!, et.kind), et);
    return v === undefined ? undefined : toBits(v, et.kind);
  });
  return r ?? null;
}

/**
 * arith.extf / arith.truncf of a constant with NaN elements, as APFloat::convert: a quiet NaN
 * keeps its sign and its payload, moved to the top of the new significand; a signalling NaN, or
 * a payload whose low bits would be lost, does not fold. Other elements go to `numeric`.
 */
export function convertWithNaNs(a: Attribute | undefined, to: Type, numeric: (x: number) => number | undefined): NaNFold {
  const x = floatBitsOf(a);
  if (!x) return undefined;
  const src = elementFloatType(x.type), dst = elementFloatType(to);
  if (!IEEE_NANS.has(src.kind) || !IEEE_NANS.has(dst.kind) || !x.bits.some((b) => isNaNBits(b, src))) return undefined;
  const ss = floatSemantics(src.kind), ds = floatSemantics(dst.kind);
  const srcField = (1n << BigInt(ss.precision - 1)) - 1n;
  const dstExponent = ((1n << BigInt(ds.sizeInBits - 1)) - 1n) ^ ((1n << BigInt(ds.precision - 1)) - 1n);
  const shift = ds.precision - ss.precision;
  const out: bigint[] = [];
  for (const b of x.bits) {
    if (!isNaNBits(b, src)) {
      const v = numeric(fromBits(b, src.kind));
      if (v === undefined) return null;
      out.push(toBits(v, dst.kind));
      continue;
    }
    if (!(b & quietBit(src))) return null;
    const payload = b & srcField;
    if (shift < 0 && payload & ((1n << BigInt(-shift)) - 1n)) return null;
    const moved = shift >= 0 ? payload << BigInt(shift) : payload >> BigInt(-shift);
    const sign = (b >> BigInt(ss.sizeInBits - 1)) << BigInt(ds.sizeInBits - 1);
    out.push(sign | dstExponent | moved);
  }
  return floatConstFromBits(to, out) ?? null;
}
