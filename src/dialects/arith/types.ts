/**
 * The type vocabulary of arith: the ODS constraints its ops use (with upstream's descriptions,
 * which verifier messages quote) and the shape rules of its casts and comparisons.
 */
import {
  FloatLike, SignlessIntegerLike, type TypeConstraint, typeConstraint,
} from '../../irdl/constraints.js';
import {
  FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, ShapedType, type Type, UnrankedMemRefType,
  UnrankedTensorType, VectorType, i1, isDynamic,
} from '../../ir/types.js';

const isSignlessInt = (t: Type): boolean => t instanceof IntegerType && t.isSignless;
const isVectorOrTensor = (t: Type): t is VectorType | RankedTensorType | UnrankedTensorType =>
  t instanceof VectorType || t instanceof RankedTensorType || t instanceof UnrankedTensorType;
const likeOf = (pred: (t: Type) => boolean) => (t: Type): boolean => pred(t) || (isVectorOrTensor(t) && pred(t.elementType));
const memrefOf = (pred: (t: Type) => boolean) => (t: Type): boolean =>
  (t instanceof MemRefType || t instanceof UnrankedMemRefType) && pred(t.elementType);

/** Integers, index, and vectors/tensors of them (SignlessIntegerOrIndexLike). */
export const IntLike = SignlessIntegerLike;
export { FloatLike };
/** i1 and vectors/tensors of i1 (BoolLike). */
export const BoolLike = typeConstraint('bool-like', likeOf((t) => t === i1));
/** What casts between integers take: no index (SignlessFixedWidthIntegerLike). */
export const FixedIntLike = typeConstraint('signless-fixed-width-integer-like', likeOf(isSignlessInt));
export const IndexCastTypeConstraint: TypeConstraint = typeConstraint('signless-integer-like or memref of signless-integer',
  (t) => IntLike.check(t) || memrefOf((e) => isSignlessInt(e) || e === IndexType.instance)(t));
export const BitcastTypeConstraint: TypeConstraint = typeConstraint(
  'signless-integer-or-float-like or memref of signless-integer or float',
  (t) => likeOf((e) => isSignlessInt(e) || e instanceof FloatType)(t) || memrefOf((e) => isSignlessInt(e) || e instanceof FloatType)(t));

/** The element type of a shaped type, or the type itself. */
export function elementOf(t: Type): Type {
  return t instanceof ShapedType ? t.elementType : t;
}

/** The type of the same shape (scalar, vector or tensor) with i1 elements (upstream getI1SameShape). */
export function i1SameShape(t: Type): Type {
  if (t instanceof VectorType) return VectorType.get(t.shape, i1, t.scalableDims);
  if (t instanceof RankedTensorType) return RankedTensorType.get(t.shape, i1, t.encoding);
  if (t instanceof UnrankedTensorType) return UnrankedTensorType.get(i1);
  if (t instanceof MemRefType) return MemRefType.get(t.shape, i1, t.layout, t.memorySpace);
  return i1;
}

/** Bit width of an integer, index (64) or float type; undefined for others. */
export function bitWidth(t: Type): number | undefined {
  if (t instanceof IntegerType) return t.width;
  if (t === IndexType.instance) return 64;
  if (t instanceof FloatType) return t.width;
  return undefined;
}

/** MLIR's verifyCompatibleShape: both scalars, or shaped with compatible dims (unranked matches any). */
export function compatibleShapes(a: Type, b: Type): boolean {
  const sa = a instanceof ShapedType, sb = b instanceof ShapedType;
  if (!sa && !sb) return true;
  if (!sa || !sb) return false;
  if (!a.hasRank || !b.hasRank) return true;
  if (a.rank !== b.rank) return false;
  if (a instanceof VectorType && b instanceof VectorType && a.scalableDims.some((s, i) => s !== b.scalableDims[i])) return false;
  return a.shape!.every((d, i) => isDynamic(d) || isDynamic(b.shape![i]!) || d === b.shape![i]);
}

/** The tensor encoding, when both are ranked tensors, must agree. */
function sameEncoding(a: Type, b: Type): boolean {
  if (!(a instanceof RankedTensorType) || !(b instanceof RankedTensorType)) return true;
  return a.encoding === b.encoding || (a.encoding?.key === b.encoding?.key);
}

/** The element type of a cast operand when it is a scalar, vector or tensor (memrefs too when
 * `memref`), else undefined (upstream getTypeIfLike / getTypeIfLikeOrMemRef). */
function underlying(t: Type, memref: boolean): Type | undefined {
  if (t instanceof ShapedType) {
    const ok = t instanceof VectorType || t instanceof RankedTensorType || t instanceof UnrankedTensorType
      || (memref && t instanceof MemRefType);
    return ok ? t.elementType : undefined;
  }
  return t;
}

export type CastKind = 'ext' | 'trunc' | 'intfp' | 'index' | 'bitcast';

/** Upstream's areCastCompatible for each family of arith casts. */
export function castCompatible(kind: CastKind, from: Type, to: Type, fromKind?: 'int' | 'float'): boolean {
  if (!sameEncoding(from, to) || !compatibleShapes(from, to)) return false;
  const memref = kind === 'index' || kind === 'bitcast';
  const s = underlying(from, memref), d = underlying(to, memref);
  if (!s || !d) return false;
  switch (kind) {
    case 'ext':
    case 'trunc': {
      const sameKind = (s instanceof IntegerType && d instanceof IntegerType) || (s instanceof FloatType && d instanceof FloatType);
      if (!sameKind) return false;
      const sw = bitWidth(s)!, dw = bitWidth(d)!;
      return kind === 'ext' ? dw > sw : dw < sw;
    }
    case 'intfp':
      return fromKind === 'int' ? s instanceof IntegerType && d instanceof FloatType : s instanceof FloatType && d instanceof IntegerType;
    case 'index':
      return (s === IndexType.instance && isSignlessInt(d)) || (isSignlessInt(s) && d === IndexType.instance);
    case 'bitcast': {
      const ok = (x: Type) => x instanceof IntegerType || x instanceof FloatType;
      return ok(s) && ok(d) && bitWidth(s) === bitWidth(d);
    }
  }
}
