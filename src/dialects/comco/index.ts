/** The comco dialect: the host routine, ML compute ops and cross-GPU collectives. */
import { defineDialect } from '../../irdl/dialect.js';
import { inlineOps } from '../../irdl/inliner.js';
import { enumAttrParser } from '../../irdl/enum.js';
import { ComcoFuncOp, ComcoReturnOp } from './func.js';
import { AddOp, DropoutOp, ElementwiseOp, MatmulOp, MulOp, ReluOp, SoftmaxOp, UpdateOp, YieldOp } from './compute.js';
import { DispatchOp } from './dispatch.js';
import { AllGatherOp, AllReduceOp, ReduceScatterOp, Reduction } from './collectives.js';

export const comcoDialect = defineDialect({
  name: 'comco',
  ops: [
    ComcoFuncOp, ComcoReturnOp, MatmulOp, ReluOp, SoftmaxOp, DropoutOp, UpdateOp, AddOp, MulOp, ElementwiseOp, YieldOp,
    AllReduceOp, AllGatherOp, ReduceScatterOp, DispatchOp,
  ],
  parseAttribute: enumAttrParser([Reduction]),
  inliner: inlineOps,
});

export {
  AddOp, AllGatherOp, AllReduceOp, ComcoFuncOp, ComcoReturnOp, DispatchOp, DropoutOp, ElementwiseOp, MatmulOp, MulOp,
  ReduceScatterOp, Reduction, ReluOp, SoftmaxOp, UpdateOp, YieldOp,
};
export { DISPATCH_KINDS, type DispatchKind } from './dispatch.js';
