/** Every dialect comco knows, and a context with all of them loaded. */
import { Context, type Dialect } from '../ir/context.js';
import { affineDialect } from './affine/index.js';
import { arithDialect } from './arith/index.js';
import { builtinDialect } from './builtin/index.js';
import { bufferizationDialect } from './bufferization/index.js';
import { cfDialect } from './cf/index.js';
import { comcoDialect } from './comco/index.js';
import { complexDialect } from './complex/index.js';
import { funcDialect } from './func/index.js';
import { gpuDialect } from './gpu/index.js';
import { linalgDialect } from './linalg/index.js';
import { mathDialect } from './math/index.js';
import { memrefDialect } from './memref/index.js';
import { scfDialect } from './scf/index.js';
import { tensorDialect } from './tensor/index.js';
import { ubDialect } from './ub/index.js';
import { indexDialect } from './index/index.js';
import { vectorDialect } from './vector/index.js';

export function allDialects(): Dialect[] {
  return [builtinDialect, funcDialect, arithDialect, affineDialect, mathDialect, tensorDialect, linalgDialect, memrefDialect, scfDialect, cfDialect, gpuDialect, comcoDialect, vectorDialect, bufferizationDialect, ubDialect, indexDialect, complexDialect];
}

export function createContext(opts: { allowUnregistered?: boolean } = {}): Context {
  const ctx = new Context(allDialects());
  ctx.allowUnregistered = opts.allowUnregistered ?? false;
  return ctx;
}
