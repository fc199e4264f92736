import { defineDialect } from '../../irdl/dialect.js';
import { PoisonAttr, PoisonOp, UnreachableOp, materializePoison, parseUbAttribute, poison } from './ops.js';

export const ubDialect = defineDialect({
  name: 'ub',
  ops: [PoisonOp, UnreachableOp],
  parseAttribute: (p) => parseUbAttribute(p),
  materializeConstant: materializePoison,
});

export { PoisonAttr, PoisonOp, UnreachableOp, materializePoison, poison };
