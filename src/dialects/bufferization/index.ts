/**
 * The bufferization dialect: the boundary between tensor values and buffers (memrefs) that
 * bufferization passes rewrite, with upstream's folds and canonicalization patterns.
 */
import './attrs.js';
import { defineDialect } from '../../irdl/dialect.js';
import { bufferizationPatterns } from './canonicalize.js';
import { DeallocOp, deallocPatterns } from './dealloc.js';
import {
  AllocTensorOp, CloneOp, DeallocTensorOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp,
} from './ops.js';

export const bufferizationDialect = defineDialect({
  name: 'bufferization',
  ops: [AllocTensorOp, CloneOp, DeallocOp, DeallocTensorOp, MaterializeInDestinationOp, ToBufferOp, ToTensorOp],
  canonicalizationPatterns: [...bufferizationPatterns, ...deallocPatterns],
});
export * from './ops.js';
export { DeallocOp } from './dealloc.js';
