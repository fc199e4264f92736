import { defineDialect } from '../../irdl/dialect.js';
import { ModuleOp, UnrealizedConversionCastOp } from './ops.js';

export const builtinDialect = defineDialect({
  name: 'builtin',
  ops: [ModuleOp, UnrealizedConversionCastOp],
  // Upstream's inliner lets casts through by name (builtin has no inliner interface); modules
  // never sit in a function body.
  inliner: { isLegalToInlineOp: (op) => UnrealizedConversionCastOp.is(op) },
});
export { ModuleOp, UnrealizedConversionCastOp };
