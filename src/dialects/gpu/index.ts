import { defineDialect } from '../../irdl/dialect.js';

export const gpuDialect = defineDialect({ name: 'gpu', ops: [] });
