/** The tensor dialect: value-semantics tensors, their elements, shapes and slices. */
import { defineDialect } from '../../irdl/dialect.js';
import { inlineOpsAndRegions } from '../../irdl/inliner.js';
import type { Attribute } from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import { materializeConstant as materializeArith } from '../arith/index.js';
import { ConstantOp as ComplexConstantOp, isComplexConstant } from '../complex/ops.js';
import {
  BitcastOp, CastOp, ConcatOp, DimOp, EmptyOp, ExtractOp, FromElementsOp, InsertOp, RankOp, ReshapeOp, SplatOp,
} from './ops.js';
import { ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp } from './slice-ops.js';
import { GatherOp, ScatterOp } from './gather.js';
import { CollapseShapeOp, ExpandShapeOp } from './reshape-ops.js';
import { GenerateOp, PadOp, YieldOp } from './region-ops.js';
import { tensorPatterns } from './canonicalize.js';

export * from './ops.js';
export * from './slice-ops.js';
export * from './reshape-ops.js';
export * from './region-ops.js';
export * from './shape.js';
export { tensorPatterns };
export { IndexListArrayAttr, reassociationAttr, reassociationIndices } from './constraints.js';

/** Folded shapes and elements become arith constants, complex elements complex.constant ops, as
 * upstream's TensorDialect::materializeConstant. */
function materializeConstant(b: Builder, value: Attribute, type: Type, loc: Location): Operation | undefined {
  const arith = materializeArith(b, value, type, loc);
  if (arith) return arith;
  return isComplexConstant(value, type) ? ComplexConstantOp.build(b, { value, resultTypes: [type] }, loc) : undefined;
}

export const tensorDialect = defineDialect({
  name: 'tensor',
  ops: [
    BitcastOp, CastOp, ConcatOp, DimOp, EmptyOp, ExtractOp, FromElementsOp, InsertOp, RankOp, ReshapeOp, SplatOp,
    ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp, CollapseShapeOp, ExpandShapeOp, GenerateOp, PadOp, YieldOp,
    GatherOp, ScatterOp,
  ],
  canonicalizationPatterns: tensorPatterns,
  materializeConstant,
  inliner: inlineOpsAndRegions,
});
