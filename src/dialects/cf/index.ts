import { defineDialect } from '../../irdl/dialect.js';
import { inlineOps } from '../../irdl/inliner.js';
import { cfPatterns } from './canonicalize.js';
import { AssertOp, BranchOp, CondBranchOp, SwitchOp } from './ops.js';

export const cfDialect = defineDialect({
  name: 'cf',
  ops: [AssertOp, BranchOp, CondBranchOp, SwitchOp],
  canonicalizationPatterns: cfPatterns,
  inliner: inlineOps,
});

export { AssertOp, BranchOp, CondBranchOp, SwitchOp };
