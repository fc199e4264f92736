import { defineDialect } from '../../irdl/dialect.js';

export const comcoDialect = defineDialect({ name: 'comco', ops: [] });
