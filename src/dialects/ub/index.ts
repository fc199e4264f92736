import { defineDialect } from '../../irdl/dialect.js';
import { PoisonAttr, PoisonOp, materializePoison, parseUbAttribute, poison } from './ops.js';

export const ubDialect = defineDialect({
  name: 'ub',
  ops: [PoisonOp],
  parseAttribute: (p) => parseUbAttribute(p),
  materializeConstant: materializePoison,
});

export { PoisonAttr, PoisonOp, materializePoison, poison };
