/** Every dialect's implementation table, in one list (the engine merges them by op name). */
import type { EmitTable } from '../gen.js';
import { affineTable } from './affine.js';
import { arithTable } from './arith.js';
import { bufferizationTable } from './bufferization.js';
import { comcoTable } from './comco.js';
import { complexTable } from './complex.js';
import { cfTable, funcTable } from './func.js';
import { gpuTable } from './gpu.js';
import { gpuMmaTable } from './gpu-mma.js';
import { indexTable } from './index-dialect.js';
import { linalgTable } from './linalg.js';
import { mathTable } from './math.js';
import { memrefTable } from './memref.js';
import { scfTable } from './scf.js';
import { tensorTable } from './tensor.js';
import { ubTable } from './ub.js';
import { vectorTable } from './vector.js';

export const allTables: readonly EmitTable[] = [
  funcTable, cfTable, arithTable, mathTable, scfTable, affineTable, memrefTable, tensorTable, linalgTable, comcoTable, gpuTable, vectorTable, bufferizationTable, ubTable, indexTable, complexTable, gpuMmaTable,
];
