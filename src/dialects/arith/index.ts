import { defineDialect } from '../../irdl/dialect.js';

export const arithDialect = defineDialect({ name: 'arith', ops: [] });
