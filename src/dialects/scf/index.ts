import { defineDialect } from '../../irdl/dialect.js';
import { scfPatterns } from './canonicalize.js';
import { scfInliner } from './inliner.js';
import { ForOp, YieldOp } from './for.js';
import { ForallOp, InParallelOp } from './forall.js';
import { ExecuteRegionOp, IfOp, IndexSwitchOp } from './if.js';
import { ParallelOp, ReduceOp, ReduceReturnOp } from './parallel.js';
import { ConditionOp, WhileOp } from './while.js';

export const scfDialect = defineDialect({
  name: 'scf',
  ops: [
    ForOp, YieldOp, IfOp, ExecuteRegionOp, IndexSwitchOp, WhileOp, ConditionOp,
    ParallelOp, ReduceOp, ReduceReturnOp, ForallOp, InParallelOp,
  ],
  canonicalizationPatterns: scfPatterns,
  inliner: scfInliner,
});

export {
  ConditionOp, ExecuteRegionOp, ForallOp, ForOp, IfOp, InParallelOp, IndexSwitchOp, ParallelOp, ReduceOp,
  ReduceReturnOp, WhileOp, YieldOp,
};
