/**
 * The linalg dialect: structured ops over tensors and memrefs (linalg.generic and the named ops
 * that are generics with a fixed body), and the LinalgOp interface passes use to see any of them
 * as a generic (indexing maps, iterator types, payload).
 */
import { defineDialect } from '../../irdl/dialect.js';
import { inlineOpsAndRegions } from '../../irdl/inliner.js';
import { materializeConstant } from '../arith/index.js';
import {
  BatchMatmulOp, BatchMatvecOp, BatchMmt4DOp, BatchReduceMatmulOp, BatchVecmatOp, ContractOp, DotOp, MatmulOp, MatvecOp, Mmt4DOp, VecmatOp,
} from './contraction.js';
import { ElementwiseOp } from './elementwise.js';
import { linalgPatterns } from './canonicalize.js';
import {
  AbsOp, AddOp, CeilOp, CopyOp, DivOp, DivUnsignedOp, ErfOp, ExpOp, FillOp, FloorOp, LogOp, MaxOp, MinOp, MulOp,
  NegFOp, PowFOp, ReciprocalOp, RoundOp, RsqrtOp, SelectOp, SqrtOp, SquareOp, SubOp, TanhOp,
} from './elementwise-named.js';
import { parseLinalgAttribute } from './enums.js';
import { GenericOp, IndexOp, YieldOp } from './generic.js';
import { MapOp, ReduceOp } from './map-reduce.js';
import { SoftmaxOp } from './softmax.js';
import { convolutionOps } from './convolution.js';
import { PackOp, UnPackOp } from './relayout.js';
import { BroadcastOp, TransposeOp } from './transpose-broadcast.js';
import { winogradOps } from './winograd.js';

export const linalgDialect = defineDialect({
  name: 'linalg',
  ops: [
    GenericOp, YieldOp, IndexOp, MapOp, ReduceOp, TransposeOp, BroadcastOp, ElementwiseOp,
    FillOp, CopyOp, ContractOp, MatmulOp, BatchMatmulOp, BatchReduceMatmulOp, MatvecOp, VecmatOp, DotOp, BatchMatvecOp, BatchVecmatOp, Mmt4DOp, BatchMmt4DOp,
    ExpOp, LogOp, AbsOp, CeilOp, FloorOp, NegFOp, ReciprocalOp, RoundOp, SqrtOp, RsqrtOp, SquareOp, TanhOp, ErfOp,
    AddOp, SubOp, MulOp, DivOp, DivUnsignedOp, MaxOp, MinOp, PowFOp, SelectOp, SoftmaxOp, PackOp, UnPackOp, ...convolutionOps, ...winogradOps,
  ],
  parseAttribute: (p) => parseLinalgAttribute(p),
  canonicalizationPatterns: linalgPatterns,
  materializeConstant,
  inliner: inlineOpsAndRegions,
});

export { linalgPatterns };
export * from './contraction.js';
export * from './elementwise.js';
export * from './elementwise-named.js';
export * from './enums.js';
export * from './generic.js';
export * from './interface.js';
export * from './map-reduce.js';
export { createNamedOp, type Payload } from './named.js';
export * from './transpose-broadcast.js';
export { SoftmaxOp } from './softmax.js';
export { PackOp, UnPackOp, packedShape } from './relayout.js';
export { WinogradFilterTransformOp, WinogradFmr, WinogradInputTransformOp, WinogradOutputTransformOp, fmrSizes } from './winograd.js';
export { PayloadBuilder, type BinaryFn, type UnaryFn } from './body.js';
export { staticLoopRanges, verifyStructured } from './verify.js';
export { foldMemRefCasts, memrefCastFoldsIntoConsumer } from './folds.js';
export { generalizeNamedOp, generalizeNamedOpsPatterns } from './generalize.js';
