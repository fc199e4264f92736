import { defineDialect } from '../../irdl/dialect.js';

export const tensorDialect = defineDialect({ name: 'tensor', ops: [] });
