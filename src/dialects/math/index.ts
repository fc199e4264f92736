/** The math dialect (the float ops linalg's named ops use). */
import { defineDialect } from '../../irdl/dialect.js';
import {
  AbsFOp, CeilOp, ErfOp, ExpOp, FloorOp, LogOp, PowFOp, RoundOp, RsqrtOp, SqrtOp, TanhOp,
} from './ops.js';

export const mathDialect = defineDialect({
  name: 'math',
  ops: [AbsFOp, CeilOp, ErfOp, ExpOp, FloorOp, LogOp, PowFOp, RoundOp, RsqrtOp, SqrtOp, TanhOp],
});
export * from './ops.js';
