/**
 * The bufferization dialect: the boundary between tensor values and buffers (memrefs) that
 * bufferization passes rewrite, with upstream's folds and canonicalization patterns.
 */
import { defineDialect } from '../../irdl/dialect.js';
import { bufferizationPatterns } from './canonicalize.js';
import {
  AllocTensorOp, CloneOp, DeallocTensorOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp,
} from './ops.js';

export const bufferizationDialect = defineDialect({
  name: 'bufferization',
  ops: [AllocTensorOp, CloneOp, DeallocTensorOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp],
  canonicalizationPatterns: bufferizationPatterns,
});
export * from './ops.js';
