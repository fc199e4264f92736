/** Type and attribute constraints of the tensor dialect, with upstream's descriptions (which
 * verifier messages quote). */
import { ArrayAttr, type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { IntegerType, RankedTensorType, UnrankedTensorType, index } from '../../ir/types.js';
import { type AttrConstraint, type TypeConstraint, classed, typeConstraint, storedAs } from '../../irdl/constraints.js';

/** Read as a TensorType (ODS gives the union that C++ class). */
export const AnyNon0RankedOrUnrankedTensor: TypeConstraint = classed(typeConstraint('non-0-ranked or unranked tensor',
  (t) => t instanceof UnrankedTensorType || (t instanceof RankedTensorType && t.rank !== 0)),
(t) => t instanceof UnrankedTensorType || t instanceof RankedTensorType);

/** tensor.reshape's shape operand: TensorRankOf<[AnySignlessInteger, Index], [1]>. */
export const ShapeTensor1D: TypeConstraint = typeConstraint('1D tensor of signless integer or index values',
  (t) => t instanceof RankedTensorType && t.rank === 1
    && ((t.elementType instanceof IntegerType && t.elementType.isSignless) || t.elementType === index));

const isI64 = (a: Attribute): boolean => a instanceof IntegerAttr && a.type instanceof IntegerType && a.type.width === 64;

/** `[[0, 1], [2]]`: IndexListArrayAttr. */
export const IndexListArrayAttr: AttrConstraint<ArrayAttr> = {
  storage: storedAs(ArrayAttr),
  description: 'Array of 64-bit integer array attributes',
  check: (a): a is ArrayAttr => a instanceof ArrayAttr
    && a.elements.every((e) => e instanceof ArrayAttr && e.elements.every(isI64)),
};

/** Reassociation groups as numbers. */
export function reassociationIndices(a: Attribute | undefined): number[][] {
  if (!(a instanceof ArrayAttr)) return [];
  return a.elements.map((g) => (g instanceof ArrayAttr ? g.elements.map((e) => (e as IntegerAttr).num) : []));
}

/** Reassociation groups as an attribute. */
export function reassociationAttr(groups: readonly (readonly number[])[]): ArrayAttr {
  return ArrayAttr.get(groups.map((g) => ArrayAttr.get(g.map((i) => IntegerAttr.i64(i)))));
}
