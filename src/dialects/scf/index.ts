import { defineDialect } from '../../irdl/dialect.js';

export const scfDialect = defineDialect({ name: 'scf', ops: [] });
