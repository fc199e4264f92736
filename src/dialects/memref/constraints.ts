/**
 * The memref type constraints of MemRefOps.td, with the summaries ODS quotes in its verifier
 * messages ("operand #0 must be strided memref of any type values, but got ...").
 */
import { ArrayAttr, type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { FloatType, IntegerType, MemRefType, type Type, UnrankedMemRefType } from '../../ir/types.js';
import { type AttrConstraint, type TypeConstraint, classed, typeConstraint, storedAs } from '../../irdl/constraints.js';
import { isStrided } from './layout.js';

const isMemRef = (t: Type) => t instanceof MemRefType;
const isBaseMemRef = (t: Type) => t instanceof MemRefType || t instanceof UnrankedMemRefType;
export const AnyMemRef = classed(typeConstraint('memref of any type values', isMemRef), isMemRef, 'builtin.memref');
export const AnyRankedOrUnrankedMemRef = classed(typeConstraint('ranked or unranked memref of any type values', isBaseMemRef), isBaseMemRef);
// A union of ODS constraints: read as any type.
export const AnyNon0RankedOrUnrankedMemRef = typeConstraint(
  'unranked.memref of any type values or non-0-ranked.memref of any type values',
  (t) => t instanceof UnrankedMemRefType || (t instanceof MemRefType && t.rank > 0));
export const AnyStridedMemRef = classed(typeConstraint('strided memref of any type values',
  (t) => t instanceof MemRefType && isStrided(t)), isMemRef, 'builtin.memref');
export const AnyStaticShapeMemRef = typeConstraint('statically shaped memref of any type values',
  (t) => t instanceof MemRefType && t.hasStaticShape);
export const AnyStridedMemRefOfRank0 = typeConstraint('strided memref of any type values of ranks 0',
  (t) => t instanceof MemRefType && t.rank === 0 && isStrided(t));
export const Rank1I8MemRef = typeConstraint('1D memref of 8-bit signless integer values',
  (t) => t instanceof MemRefType && t.rank === 1 && t.elementType instanceof IntegerType
    && t.elementType.width === 8 && t.elementType.isSignless);

const isIntOrFloat = (t: Type) => (t instanceof IntegerType && t.isSignless) || t instanceof FloatType;
export const SignlessIntOrFloat = typeConstraint('signless integer or floating-point', isIntOrFloat);
export const IntOrFloatMemRef = typeConstraint('memref of signless integer or floating-point values',
  (t) => t instanceof MemRefType && isIntOrFloat(t.elementType));

/** `[[0, 1], [2]]`: the reassociation of collapse_shape / expand_shape. */
export const IndexListArrayAttr: AttrConstraint<ArrayAttr> = {
  storage: storedAs(ArrayAttr),
  description: 'Array of 64-bit integer array attributes',
  check: (a: Attribute): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((g) => g instanceof ArrayAttr
    && g.elements.every((x) => x instanceof IntegerAttr && x.type === IntegerType.get(64))),
};

/** The element type of a memref type (for TypesMatchWith relations). */
export const elementTypeOfMemRef = (t: Type): Type => (t instanceof MemRefType || t instanceof UnrankedMemRefType ? t.elementType : t);
export type { TypeConstraint };
