/**
 * vector.extract and vector.insert: a sub-vector or element at a position whose entries are
 * constants or SSA index values (`%v[0, %i]`), -1 meaning poison. Folds are in fold-extract.ts
 * and fold-insert.ts, patterns in canonicalize-extract.ts.
 */
import type { DenseArrayAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import { Pure } from '../../ir/traits.js';
import { type Type, VectorType } from '../../ir/types.js';
import { AnyType, DenseI64ArrayAttr, Index } from '../../irdl/constraints.js';
import '../../irdl/directives/index.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { AnyVectorOfAnyRank } from './constraints.js';
import { foldExtract } from './fold-extract.js';
import { foldInsert } from './fold-insert.js';
import {
  DYN, POISON, type PositionOp, extractResultType, mixedPosition, staticPosition,
} from './position.js';
import { checkSameElementType } from './shape-ops.js';

function checkPositions(op: PositionOp, vector: VectorType, what: string): void {
  const positions = mixedPosition(op);
  positions.forEach((p, i) => {
    if (typeof p !== 'number') return;
    if (p === POISON || (p >= 0 && p < vector.shape[i]!)) return;
    throw opError(op, `expected position attribute #${i + 1} to be a non-negative integer smaller than the corresponding ${what}`);
  });
}

/**
 * The sub-vector or element of a vector at a position.
 *
 * ```mlir
 * %1 = vector.extract %0[2, %i] : vector<16xf32> from vector<4x8x16xf32>
 * ```
 */
export const ExtractOp = defineOp({
  name: 'vector.extract',
  operands: { vector: AnyVectorOfAnyRank, dynamic_position: variadic(Index) },
  attributes: { static_position: DenseI64ArrayAttr },
  results: { result: AnyType },
  traits: [Pure],
  format: '$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($vector)',
}, {
  verify(op) {
    checkSameElementType(op, op.vector.type, op.result.type, 'operand and result have same element type');
    const src = op.vector.type as VectorType;
    const rt = op.result.type;
    if (rt instanceof VectorType && rt.rank === 0) throw errorOn(op, 'expected a scalar instead of a 0-d vector as the result type');
    if (staticPosition(op).filter((p) => p === DYN).length !== op.dynamic_position.length) {
      throw opError(op, 'mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite');
    }
    if (staticPosition(op).length > src.rank) throw opError(op, 'expected position attribute of rank no greater than vector rank');
    checkPositions(op, src, 'vector dimension or poison (-1)');
    // InferTypeOpAdaptorWithIsCompatible: checked after the op's own verifier, as upstream.
    const inferred = extractResultType(src, staticPosition(op).length);
    const oneElement = (a: Type, b: Type) => a instanceof VectorType && a.rank === 1 && a.shape[0] === 1 && a.elementType === b;
    if (rt !== inferred && !oneElement(rt, inferred) && !oneElement(inferred, rt)) {
      throw opError(op, `inferred type(s) '${inferred.key}' are incompatible with return type(s) of operation '${rt.key}'`);
    }
  },
  fold: (op, operands) => foldExtract(op, operands),
  inferResultTypes: (operands, attrs) => {
    const sp = attrs.get('static_position') as DenseArrayAttr | undefined;
    return [extractResultType(operands[0]!.type as VectorType, sp?.length ?? 0)];
  },
});

/**
 * A copy of a vector with the sub-vector or element at a position replaced.
 *
 * ```mlir
 * %2 = vector.insert %0, %1 [3] : vector<8x16xf32> into vector<4x8x16xf32>
 * ```
 */
export const InsertOp = defineOp({
  name: 'vector.insert',
  operands: { valueToStore: AnyType, dest: AnyVectorOfAnyRank, dynamic_position: variadic(Index) },
  attributes: { static_position: DenseI64ArrayAttr },
  results: { result: AnyVectorOfAnyRank },
  traits: [Pure],
  sameTypes: [['dest', 'result']],
  format: '$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)',
}, {
  verify(op) {
    checkSameElementType(op, op.valueToStore.type, op.result.type, 'source operand and result have same element type');
    const src = op.valueToStore.type, dest = op.dest.type as VectorType;
    if (src instanceof VectorType && src.rank === 0) throw errorOn(op, 'expected a scalar instead of a 0-d vector as the source operand');
    const n = staticPosition(op).length;
    if (n > dest.rank) throw opError(op, 'expected position attribute of rank no greater than dest vector rank');
    if (src instanceof VectorType && src.rank + n !== dest.rank) {
      throw opError(op, 'expected position attribute rank + source rank to match dest vector rank');
    }
    if (!(src instanceof VectorType) && n !== dest.rank) throw opError(op, 'expected position attribute rank to match the dest vector rank');
    checkPositions(op, dest, 'dest vector dimension');
  },
  fold: (op, operands) => foldInsert(op, operands),
});
