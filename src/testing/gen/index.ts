/**
 * A seeded generator of valid MLIR programs, one dialect group at a time, for differential testing
 * against mlir-opt-22 (test/differential.test.ts). Only ops the given context registers are made.
 */
export { GROUPS, groupByName } from './groups.js';
export { generateProgram, type GroupSpec } from './program.js';
export { GenRandom, type RandomSource, seededSource } from './random.js';
