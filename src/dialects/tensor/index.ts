/** The tensor dialect: value-semantics tensors, their elements, shapes and slices. */
import { defineDialect } from '../../irdl/dialect.js';
import { inlineOpsAndRegions } from '../../irdl/inliner.js';
import { materializeConstant } from '../arith/index.js';
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

export const tensorDialect = defineDialect({
  name: 'tensor',
  ops: [
    BitcastOp, CastOp, ConcatOp, DimOp, EmptyOp, ExtractOp, FromElementsOp, InsertOp, RankOp, ReshapeOp, SplatOp,
    ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp, CollapseShapeOp, ExpandShapeOp, GenerateOp, PadOp, YieldOp,
    GatherOp, ScatterOp,
  ],
  canonicalizationPatterns: tensorPatterns,
  // Folded shapes and elements become arith constants, as upstream's TensorDialect::materializeConstant.
  materializeConstant,
  inliner: inlineOpsAndRegions,
});
