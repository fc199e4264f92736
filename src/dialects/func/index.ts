import { defineDialect } from '../../irdl/dialect.js';
import { SymbolRefAttr } from '../../ir/attributes.js';
import { FunctionType } from '../../ir/types.js';
import { funcPatterns } from './canonicalize.js';
import { funcInliner } from './inliner.js';
import { CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp } from './ops.js';

export const funcDialect = defineDialect({
  name: 'func',
  ops: [FuncOp, ReturnOp, CallOp, CallIndirectOp, ConstantOp],
  canonicalizationPatterns: funcPatterns,
  inliner: funcInliner,
  // Function constants fold to their symbol, as upstream's FuncDialect::materializeConstant.
  materializeConstant: (b, value, type, loc) => (value instanceof SymbolRefAttr && value.isFlat && type instanceof FunctionType
    ? ConstantOp.build(b, { value, resultTypes: [type] }, loc) : undefined),
});
export { CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp };
