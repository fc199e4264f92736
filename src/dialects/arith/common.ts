/**
 * What the arith op families share: their traits (every arith op is elementwise-mappable, as
 * upstream's Arith_Op base class makes it, with upstream's verifier), the shape rules of casts,
 * and the types of fold hooks. The folds of traits (Commutative moving constants to the right,
 * Idempotent) are not here: the folding driver runs them after an op's own folder
 * (src/rewrite/fold.ts), as upstream's foldTraits.
 */
import type { Attribute } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { FoldResult } from '../../ir/opinfo.js';
import {
  Elementwise, Scalarizable, SameOperandsAndResultShape, Tensorizable, type Trait, Vectorizable,
} from '../../ir/traits.js';
import { RankedTensorType, type Type, UnrankedTensorType, VectorType } from '../../ir/types.js';
import { compatibleShapes } from './types.js';

const isMappable = (t: Type): boolean => t instanceof VectorType || t instanceof RankedTensorType || t instanceof UnrankedTensorType;

/** No vector or tensor among the op's operands and results (the common case, checked without
 * allocating). */
function allScalar(op: Operation): boolean {
  const os = op.opOperands, rs = op.results;
  for (let i = 0; i < os.length; i++) if (isMappable(os[i]!.value.type)) return false;
  for (let i = 0; i < rs.length; i++) if (isMappable(rs[i]!.type)) return false;
  return true;
}

/**
 * OpTrait::impl::verifyElementwise: vector and tensor operands and results go together, with one
 * base type (vector, ranked or unranked tensor) and compatible shapes. `before` runs first, for
 * ops whose ODS predicates upstream checks ahead of the traits.
 */
function elementwiseTrait(before?: (op: Operation) => void): Trait {
  return Object.freeze({
    name: Elementwise.name,
    verify: (op: Operation) => {
      before?.(op);
      if (allScalar(op)) return;
      const results = op.resultTypes.filter(isMappable), operands = op.operandTypes.filter(isMappable);
      if (!results.length && !operands.length) return;
      if (!operands.length) throw opError(op, 'if a result is non-scalar, then at least one operand must be non-scalar');
      if (!results.length) throw opError(op, 'if an operand is non-scalar, then there must be at least one non-scalar result');
      if (results.length !== op.numResults) throw opError(op, 'if an operand is non-scalar, then all results must be non-scalar');
      const types = [...operands, ...results];
      const base = types[0]!.constructor;
      if (!types.every((t) => t.constructor === base && compatibleShapes(t, types[0]!))) {
        throw opError(op, 'all non-scalar operands/results must have the same shape and base type');
      }
    },
  });
}

/** The Elementwise trait with upstream's verifier (complex ops have it alone). */
export const ElementwiseChecked: Trait = elementwiseTrait();
/** ElementwiseMappable, with upstream's verifier. */
export const elementwise: readonly Trait[] = [ElementwiseChecked, Scalarizable, Vectorizable, Tensorizable];

/** ElementwiseMappable preceded by a check that upstream makes first. */
export function elementwiseAfter(before: (op: Operation) => void): readonly Trait[] {
  return [elementwiseTrait(before), Scalarizable, Vectorizable, Tensorizable];
}

export type Operands = readonly (Attribute | undefined)[];
export type Folder<T extends Operation> = (op: T, operands: Operands) => FoldResults;

/** What a fold hook returns: one value or attribute per result, or undefined (no fold). */
export type FoldResults = readonly FoldResult[] | undefined;

/** A single-result fold: a value or attribute, or undefined when it does not fold. */
export function one(r: FoldResult | undefined): FoldResults {
  return r === undefined ? undefined : [r];
}

/** The dims SameInputOutputTensorDims compares: a tensor's shape, nothing for other types. */
export function tensorDims(t: Type): string {
  if (t instanceof RankedTensorType) return t.shape.join('x');
  if (t instanceof UnrankedTensorType) return '*';
  return '';
}

/**
 * SameOperandsAndResultShape (shapes compatible as verifyCompatibleShape says) preceded by the
 * cast ops' SameInputOutputTensorDims predicate, which upstream checks first as part of the ODS
 * invariants.
 */
export const castShapeTrait: Trait = Object.freeze({
  name: SameOperandsAndResultShape.name,
  verify: (op: Operation) => {
    if (tensorDims(op.getOperand(0).type) !== tensorDims(op.getResult(0).type)) {
      throw opError(op, 'failed to verify that input and output have the same tensor dimensions');
    }
    const types = [...op.operandTypes, ...op.resultTypes];
    if (!types.every((t) => compatibleShapes(t, types[0]!))) {
      throw opError(op, 'requires the same shape for all operands and results');
    }
  },
});
