import { defineDialect } from '../../irdl/dialect.js';
import { CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp } from './ops.js';

export const funcDialect = defineDialect({ name: 'func', ops: [FuncOp, ReturnOp, CallOp, CallIndirectOp, ConstantOp] });
export { CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp };
