/**
 * The vector dialect: n-D vectors as SSA values — transfers to and from memory, reshaping and
 * slicing, reductions and contractions, masks — with upstream's folds and canonicalization
 * patterns. Folded values become arith.constant ops, as upstream's materializeConstant makes them.
 */
import { defineDialect } from '../../irdl/dialect.js';
import { materializeConstant } from '../arith/ops-constant.js';
import { parseVectorAttribute } from './attrs.js';
import { vectorPatterns } from './canonicalize.js';
import { FMAOp, MultiDimReductionOp, OuterProductOp, ReductionOp, ScanOp } from './compute.js';
import { ContractionOp } from './contract.js';
import { DeinterleaveOp, FromElementsOp, InterleaveOp, ShuffleOp, ToElementsOp } from './elements.js';
import { ExtractOp, InsertOp } from './extract-insert.js';
import { MaskOp } from './mask-op.js';
import { ConstantMaskOp, CreateMaskOp, PrintOp, StepOp, VectorScaleOp, YieldOp } from './masks.js';
import {
  CompressStoreOp, ExpandLoadOp, GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp, StoreOp, TypeCastOp,
} from './memory.js';
import { BitCastOp, BroadcastOp, ShapeCastOp, TransposeOp } from './shape-ops.js';
import { ExtractStridedSliceOp, InsertStridedSliceOp } from './slices.js';
import { TransferReadOp, TransferWriteOp } from './transfer.js';

export const vectorDialect = defineDialect({
  name: 'vector',
  ops: [
    TransferReadOp, TransferWriteOp, LoadOp, StoreOp, MaskedLoadOp, MaskedStoreOp, GatherOp, ScatterOp, ExpandLoadOp,
    CompressStoreOp, TypeCastOp, BroadcastOp, ShapeCastOp, TransposeOp, BitCastOp, ExtractOp, InsertOp,
    ExtractStridedSliceOp, InsertStridedSliceOp, FromElementsOp, ToElementsOp, ShuffleOp, InterleaveOp, DeinterleaveOp,
    FMAOp, ReductionOp, MultiDimReductionOp, ContractionOp, OuterProductOp, ScanOp, ConstantMaskOp, CreateMaskOp, StepOp,
    VectorScaleOp, PrintOp, YieldOp, MaskOp,
  ],
  parseAttribute: (p) => parseVectorAttribute(p),
  canonicalizationPatterns: vectorPatterns,
  materializeConstant,
});

export * from './attrs.js';
export * from './compute.js';
export * from './contract.js';
export * from './elements.js';
export * from './extract-insert.js';
export * from './mask-op.js';
export * from './masks.js';
export * from './memory.js';
export * from './shape-ops.js';
export * from './slices.js';
export * from './transfer.js';
