import { defineDialect } from '../../irdl/dialect.js';
import { ModuleOp, UnrealizedConversionCastOp } from './ops.js';

export const builtinDialect = defineDialect({ name: 'builtin', ops: [ModuleOp, UnrealizedConversionCastOp] });
export { ModuleOp, UnrealizedConversionCastOp };
