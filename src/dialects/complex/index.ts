/**
 * The complex dialect (ops.ts), its canonicalization patterns, and its constant materializer:
 * a folded `[re, im]` becomes complex.constant, any other value what arith materializes.
 */
import type { Attribute } from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import { defineDialect } from '../../irdl/dialect.js';
import { materializeConstant as materializeArith } from '../arith/ops-constant.js';
import { parseComplexAttribute } from './attrs.js';
import { complexPatterns } from './canonicalize.js';
import {
  AbsOp, AddOp, AngleOp, Atan2Op, BitcastOp, ConjOp, ConstantOp, CosOp, CreateOp, DivOp, EqualOp, ExpOp, Expm1Op,
  ImOp, Log1pOp, LogOp, MulOp, NegOp, NotEqualOp, PowOp, PowiOp, ReOp, RsqrtOp, SignOp, SinOp, SqrtOp, SubOp,
  TanOp, TanhOp, isComplexConstant,
} from './ops.js';

function materializeConstant(b: Builder, value: Attribute, type: Type, loc: Location): Operation | undefined {
  if (isComplexConstant(value, type)) return ConstantOp.build(b, { value, resultTypes: [type] }, loc);
  return materializeArith(b, value, type, loc);
}

export const complexDialect = defineDialect({
  name: 'complex',
  ops: [
    AbsOp, AddOp, AngleOp, Atan2Op, BitcastOp, ConjOp, ConstantOp, CosOp, CreateOp, DivOp, EqualOp, ExpOp, Expm1Op,
    ImOp, LogOp, Log1pOp, MulOp, NegOp, NotEqualOp, PowOp, PowiOp, ReOp, RsqrtOp, SignOp, SinOp, SqrtOp, SubOp,
    TanOp, TanhOp,
  ],
  parseAttribute: (p) => parseComplexAttribute(p),
  canonicalizationPatterns: complexPatterns,
  materializeConstant,
});
export * from './attrs.js';
export * from './ops.js';
