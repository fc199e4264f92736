import { defineDialect } from '../../irdl/dialect.js';

export const linalgDialect = defineDialect({ name: 'linalg', ops: [] });
