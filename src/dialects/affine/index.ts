/**
 * The affine dialect: loops, conditionals and memory accesses whose bounds, conditions and
 * subscripts are affine maps and integer sets of SSA dims and symbols.
 */
import { defineDialect } from '../../irdl/dialect.js';
import { materializeConstant } from '../arith/index.js';
import { ApplyOp, MaxOp, MinOp } from './apply.js';
import { affinePatterns } from './canonicalize.js';
import { ForOp, YieldOp } from './for.js';
import { IfOp } from './if.js';
import { DelinearizeIndexOp, LinearizeIndexOp } from './index-ops.js';
import { indexOpPatterns } from './canonicalize-index.js';
import { LoadOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp } from './memory.js';
import { ParallelOp } from './parallel.js';

export const affineDialect = defineDialect({
  name: 'affine',
  ops: [
    ApplyOp, DelinearizeIndexOp, ForOp, IfOp, LinearizeIndexOp, LoadOp, MaxOp, MinOp, ParallelOp, PrefetchOp, StoreOp,
    VectorLoadOp, VectorStoreOp, YieldOp,
  ],
  canonicalizationPatterns: [...affinePatterns, ...indexOpPatterns],
  // Folded values become arith constants, as upstream.
  materializeConstant,
});

export {
  ApplyOp, DelinearizeIndexOp, ForOp, IfOp, LinearizeIndexOp, LoadOp, MaxOp, MinOp, ParallelOp, PrefetchOp, StoreOp,
  VectorLoadOp, VectorStoreOp, YieldOp,
};
export { canonicalizeMapAndOperands, canonicalizeSetAndOperands, composeAffineMapAndOperands, fullyComposeAffineMapAndOperands } from './compose.js';
export { isValidDim, isValidDimIn, isValidSymbol, isValidSymbolIn } from './validity.js';
