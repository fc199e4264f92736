import { defineDialect } from '../../irdl/dialect.js';

export const memrefDialect = defineDialect({ name: 'memref', ops: [] });
