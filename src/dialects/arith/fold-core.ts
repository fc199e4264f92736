/**
 * Element-wise constant folding over arith's constant attributes, as upstream's CommonFolders.h:
 * scalars (IntegerAttr, FloatAttr), splats, and dense elements are all seen as a list of element
 * values, the calculation runs per element, and the result takes the same form. A calculation
 * that returns undefined for any element makes the whole fold fail (division by zero, overflow).
 *
 * Integers are handled as signed bigints normalized to their width (index is 64 bits), so that
 * i1 true is -1n as APInt's signed view; floats as JS numbers holding the exact value.
 */
import {
  type Attribute, DenseElementsAttr, type DenseValue, FloatAttr, IntegerAttr,
} from '../../ir/attributes.js';
import {
  FloatType, IndexType, IntegerType, ShapedType, type Type,
} from '../../ir/types.js';
import { floatSemantics } from '../../support/float.js';
import { PoisonAttr } from '../ub/index.js';

export type Elem = bigint | number;
export type ElemKind = 'int' | 'float';

/** An attribute seen as element values of one type. */
export interface Elements {
  readonly type: Type;
  readonly elementType: Type;
  readonly scalar: boolean;
  readonly splat: boolean;
  readonly values: readonly Elem[];
}

/** Width of an integer-like element type (index counts as 64 bits). */
export function intWidth(t: Type): number {
  if (t instanceof IntegerType) return t.width;
  if (t === IndexType.instance) return 64;
  throw new Error(`'${t.key}' is not an integer type`);
}

const isIntElem = (t: Type): boolean => t instanceof IntegerType || t === IndexType.instance;

/** The signed value of `v` as an integer of `width` bits. */
export function signed(v: bigint | number, width: number): bigint {
  return BigInt.asIntN(width, BigInt(v));
}
export function unsigned(v: bigint | number, width: number): bigint {
  return BigInt.asUintN(width, BigInt(v));
}

/** How a dense attribute stores an integer element: i1 as 0/1, up to 32 bits as numbers. */
export function storeInt(t: Type, v: bigint): DenseValue {
  const w = intWidth(t);
  if (w === 1) return unsigned(v, 1) ? 1 : 0;
  const s = signed(v, w);
  return t instanceof IntegerType && w <= 32 ? Number(s) : s;
}

/** The elements of a constant of the given kind, or undefined when it is another attribute. */
export function elementsOf(a: Attribute | undefined, kind: ElemKind): Elements | undefined {
  if (a === undefined) return undefined;
  if (kind === 'int' && a instanceof IntegerAttr && isIntElem(a.type)) {
    return { type: a.type, elementType: a.type, scalar: true, splat: true, values: [signed(a.value, intWidth(a.type))] };
  }
  if (kind === 'float' && a instanceof FloatAttr) {
    return { type: a.type, elementType: a.type, scalar: true, splat: true, values: [a.value] };
  }
  if (!(a instanceof DenseElementsAttr)) return undefined;
  const et = a.elementType;
  if (kind === 'int' && isIntElem(et)) {
    const w = intWidth(et);
    return { type: a.type, elementType: et, scalar: false, splat: a.isSplat, values: a.values.map((v) => signed(v, w)) };
  }
  if (kind === 'float' && et instanceof FloatType) {
    return { type: a.type, elementType: et, scalar: false, splat: a.isSplat, values: a.values.map((v) => Number(v)) };
  }
  return undefined;
}

/** Builds a constant of `type` (scalar, or shaped with static shape) from element values. */
export function makeConst(type: Type, values: readonly Elem[], splat: boolean): Attribute | undefined {
  if (type instanceof ShapedType) {
    if (!type.hasStaticShape) return undefined;
    const et = type.elementType;
    const store = (v: Elem): DenseValue => (et instanceof FloatType ? Number(v) : storeInt(et, BigInt(v)));
    if (splat) return DenseElementsAttr.splat(type, store(values[0]!));
    return DenseElementsAttr.get(type, values.map(store));
  }
  if (type instanceof FloatType) return FloatAttr.get(type, Number(values[0]));
  if (isIntElem(type)) return IntegerAttr.get(type, BigInt(values[0]!));
  return undefined;
}

/** A constant of `type` with every element equal to `v` (getZeroAttr and friends); undefined
 * for dynamic shapes, as a DenseElementsAttr needs a static one. */
export function splatConst(type: Type, v: Elem): Attribute | undefined {
  return makeConst(type, [v], true);
}

/**
 * Applies `fn` element-wise to constants of the same type (constFoldBinaryOp and friends). The
 * result is scalar when the inputs are, a splat when all inputs are splats, else dense.
 */
export function foldElementwise(
  operands: readonly (Attribute | undefined)[], kinds: readonly ElemKind[], resultType: Type | undefined,
  fn: (xs: readonly Elem[], elementType: Type) => Elem | undefined,
): Attribute | undefined {
  // As upstream's constant folders: a poison operand makes the result poison.
  for (let i = 0; i < kinds.length; i++) if (operands[i] instanceof PoisonAttr) return operands[i];
  const els: Elements[] = [];
  for (let i = 0; i < kinds.length; i++) {
    const e = elementsOf(operands[i], kinds[i]!);
    if (!e) return undefined;
    els.push(e);
  }
  const first = els[0]!;
  if (els.some((e) => e.scalar !== first.scalar)) return undefined;
  if (kinds.length > 1 && els.some((e) => e.type !== first.type)) return undefined;
  const type = resultType ?? first.type;
  if (els.every((e) => e.splat)) {
    const r = fn(els.map((e) => e.values[0]!), first.elementType);
    return r === undefined ? undefined : makeConst(type, [r], true);
  }
  const n = (first.type as ShapedType).numElements;
  const out: Elem[] = [];
  for (let i = 0; i < n; i++) {
    const r = fn(els.map((e) => (e.splat ? e.values[0]! : e.values[i]!)), first.elementType);
    if (r === undefined) return undefined;
    out.push(r);
  }
  return makeConst(type, out, false);
}

/** Folds a binary integer op; `fn` gets signed values and the width. */
export function foldIntBinary(
  operands: readonly (Attribute | undefined)[], fn: (a: bigint, b: bigint, width: number) => bigint | undefined,
  resultType?: Type,
): Attribute | undefined {
  return foldElementwise(operands, ['int', 'int'], resultType, ([a, b], et) => fn(a as bigint, b as bigint, intWidth(et)));
}

/** The value of an integer constant or integer splat (m_ConstantInt), signed. */
export function constInt(a: Attribute | undefined): { value: bigint; width: number } | undefined {
  const e = elementsOf(a, 'int');
  if (!e || !e.splat) return undefined;
  return { value: e.values[0] as bigint, width: intWidth(e.elementType) };
}
export const isZeroInt = (a: Attribute | undefined): boolean => constInt(a)?.value === 0n;
export const isOneInt = (a: Attribute | undefined): boolean => {
  const c = constInt(a);
  return c !== undefined && unsigned(c.value, c.width) === 1n;
};
export const isAllOnesInt = (a: Attribute | undefined): boolean => constInt(a)?.value === -1n;

/** The value of a float constant or float splat (m_ConstantFloat). */
export function constFloat(a: Attribute | undefined): number | undefined {
  const e = elementsOf(a, 'float');
  return e && e.splat ? (e.values[0] as number) : undefined;
}

/** True when the format has a NaN encoding (the f6/f4 formats have none). */
export function hasNaN(t: FloatType): boolean {
  return floatSemantics(t.kind).nonFinite !== 'finiteOnly';
}
export function hasInf(t: FloatType): boolean {
  return floatSemantics(t.kind).nonFinite === 'ieee754';
}
