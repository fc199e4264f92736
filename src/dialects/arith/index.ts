/**
 * The arith dialect: integer and floating-point arithmetic, comparisons, casts and constants on
 * scalars and, element-wise, on vectors and tensors of them. Ops fold as upstream's do; the
 * canonicalization patterns are in canonicalize-*.ts.
 */
import { defineDialect } from '../../irdl/dialect.js';
import { inlineOps } from '../../irdl/inliner.js';
import { parseArithAttribute } from './attrs.js';
import { arithPatterns } from './canonicalize.js';
import {
  BitcastOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp,
  ScalingExtFOp, ScalingTruncFOp, TruncFOp, TruncIOp, UIToFPOp,
} from './ops-cast.js';
import { CmpFOp, CmpIOp, SelectOp } from './ops-cmp.js';
import { ConstantOp, materializeConstant } from './ops-constant.js';
import { AddUIExtendedOp, MulSIExtendedOp, MulUIExtendedOp } from './ops-extended.js';
import {
  AddFOp, DivFOp, MaxNumFOp, MaximumFOp, MinNumFOp, MinimumFOp, MulFOp, NegFOp, RemFOp, SubFOp,
} from './ops-float.js';
import {
  AddIOp, AndIOp, CeilDivSIOp, CeilDivUIOp, DivSIOp, DivUIOp, FloorDivSIOp, MaxSIOp, MaxUIOp, MinSIOp,
  MinUIOp, MulIOp, OrIOp, RemSIOp, RemUIOp, ShLIOp, ShRSIOp, ShRUIOp, SubIOp, XOrIOp,
} from './ops-int.js';

export const arithDialect = defineDialect({
  name: 'arith',
  ops: [
    ConstantOp,
    AddIOp, SubIOp, MulIOp, DivUIOp, DivSIOp, CeilDivUIOp, CeilDivSIOp, FloorDivSIOp, RemUIOp, RemSIOp,
    AndIOp, OrIOp, XOrIOp, ShLIOp, ShRUIOp, ShRSIOp, MaxSIOp, MaxUIOp, MinSIOp, MinUIOp,
    AddUIExtendedOp, MulSIExtendedOp, MulUIExtendedOp,
    NegFOp, AddFOp, SubFOp, MulFOp, DivFOp, RemFOp, MaximumFOp, MinimumFOp, MaxNumFOp, MinNumFOp,
    ExtUIOp, ExtSIOp, ExtFOp, TruncIOp, TruncFOp, ScalingExtFOp, ScalingTruncFOp,
    UIToFPOp, SIToFPOp, FPToUIOp, FPToSIOp, IndexCastOp, IndexCastUIOp, BitcastOp,
    CmpIOp, CmpFOp, SelectOp,
  ],
  parseAttribute: (p) => parseArithAttribute(p),
  canonicalizationPatterns: arithPatterns,
  materializeConstant,
  inliner: inlineOps,
});

export * from './attrs.js';
export * from './ops-cast.js';
export * from './ops-cmp.js';
export { ConstantOp, isBuildableWith, materializeConstant } from './ops-constant.js';
export * from './ops-extended.js';
export * from './ops-float.js';
export * from './ops-int.js';
export { arithPatterns };
