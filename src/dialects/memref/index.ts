import { defineDialect } from '../../irdl/dialect.js';
import { inlineOpsAndRegions } from '../../irdl/inliner.js';
import { materializeConstant } from '../arith/index.js';
import { AtomicRMWOp, AtomicYieldOp, GenericAtomicRMWOp, LoadOp, StoreOp } from './access.js';
import { AllocOp, AllocaOp, AllocaScopeOp, AllocaScopeReturnOp, DeallocOp, ReallocOp } from './alloc.js';
import {
  AssumeAlignmentOp, CastOp, CopyOp, DimOp, ExtractAlignedPointerAsIndexOp, MemorySpaceCastOp, RankOp,
} from './cast.js';
import { memrefPatterns } from './canonicalize.js';
import { DmaStartOp, DmaWaitOp } from './dma.js';
import { GetGlobalOp, GlobalOp } from './global.js';
import { DistinctObjectsOp, PrefetchOp, TransposeOp } from './misc.js';
import { CollapseShapeOp, ExpandShapeOp, ReshapeOp } from './reshape.js';
import { ExtractStridedMetadataOp, ReinterpretCastOp, SubViewOp, ViewOp } from './view.js';

export const memrefDialect = defineDialect({
  name: 'memref',
  ops: [
    AllocOp, AllocaOp, ReallocOp, DeallocOp, AllocaScopeOp, AllocaScopeReturnOp,
    LoadOp, StoreOp, AtomicRMWOp, GenericAtomicRMWOp, AtomicYieldOp,
    CastOp, MemorySpaceCastOp, AssumeAlignmentOp, CopyOp, DimOp, RankOp, ExtractAlignedPointerAsIndexOp,
    GlobalOp, GetGlobalOp,
    SubViewOp, ReinterpretCastOp, ViewOp, ExtractStridedMetadataOp,
    CollapseShapeOp, ExpandShapeOp, ReshapeOp, TransposeOp, PrefetchOp, DistinctObjectsOp, DmaStartOp, DmaWaitOp,
  ],
  canonicalizationPatterns: memrefPatterns,
  // Folded dims and ranks become arith constants, as upstream.
  materializeConstant,
  inliner: inlineOpsAndRegions,
});

export {
  AllocOp, AllocaOp, AllocaScopeOp, AllocaScopeReturnOp, AssumeAlignmentOp, AtomicRMWOp, AtomicYieldOp, CastOp,
  CollapseShapeOp, CopyOp, DeallocOp, DmaStartOp, DmaWaitOp, DimOp, DistinctObjectsOp, PrefetchOp, TransposeOp, ExpandShapeOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp,
  GenericAtomicRMWOp, GetGlobalOp, GlobalOp, LoadOp, MemorySpaceCastOp, RankOp, ReallocOp, ReinterpretCastOp,
  ReshapeOp, StoreOp, SubViewOp, ViewOp,
};
