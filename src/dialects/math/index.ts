/**
 * The math dialect: elementwise mathematical functions on floats and integers (and vectors and
 * tensors of them), with upstream's constant folds. Folded values become arith.constant ops, as
 * upstream's MathDialect::materializeConstant makes them.
 */
import { defineDialect } from '../../irdl/dialect.js';
import { inlineOps } from '../../irdl/inliner.js';
import { materializeConstant } from '../arith/ops-constant.js';
import {
  AbsFOp, AcosOp, AcoshOp, AsinOp, AsinhOp, Atan2Op, AtanOp, AtanhOp, CbrtOp, CeilOp, CopySignOp, CosOp, CoshOp,
  ErfOp, ErfcOp, Exp2Op, ExpM1Op, ExpOp, FloorOp, FmaOp, Log10Op, Log1pOp, Log2Op, LogOp, PowFOp, RoundEvenOp,
  RoundOp, RsqrtOp, SinOp, SinhOp, SqrtOp, TanOp, TanhOp, TruncOp,
} from './ops.js';
import {
  AbsIOp, ClampFOp, CountLeadingZerosOp, CountTrailingZerosOp, CtPopOp, FPowIOp, IPowIOp, IsFiniteOp, IsInfOp,
  IsNaNOp, IsNormalOp, SincosOp,
} from './ops-int.js';

export const mathDialect = defineDialect({
  name: 'math',
  ops: [
    AbsFOp, AbsIOp, AcosOp, AcoshOp, AsinOp, AsinhOp, AtanOp, Atan2Op, AtanhOp, CbrtOp, CeilOp, ClampFOp, CopySignOp,
    CosOp, CoshOp, CountLeadingZerosOp, CountTrailingZerosOp, CtPopOp, ErfOp, ErfcOp, ExpOp, Exp2Op, ExpM1Op,
    FloorOp, FmaOp, FPowIOp, IPowIOp, IsFiniteOp, IsInfOp, IsNaNOp, IsNormalOp, LogOp, Log10Op, Log1pOp, Log2Op,
    PowFOp, RoundOp, RoundEvenOp, RsqrtOp, SinOp, SincosOp, SinhOp, SqrtOp, TanOp, TanhOp, TruncOp,
  ],
  materializeConstant,
  inliner: inlineOps,
});
export * from './ops.js';
export * from './ops-int.js';
