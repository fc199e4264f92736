import { defineDialect } from '../../irdl/dialect.js';
import { AssertOp, BranchOp, CondBranchOp, SwitchOp } from './ops.js';

export const cfDialect = defineDialect({ name: 'cf', ops: [AssertOp, BranchOp, CondBranchOp, SwitchOp] });

export { AssertOp, BranchOp, CondBranchOp, SwitchOp };
