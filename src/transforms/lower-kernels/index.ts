/** Kernel lowering (pipeline stage 8): comco-lower-kernels and upstream's fold-memref-alias-ops. */
import type { PassRegistry } from '../../passes/registry.js';
import { FoldMemRefAliasOpsPass } from './fold-alias.js';
import { ComcoLowerKernelsPass } from './lower-kernels.js';

export { FoldMemRefAliasOpsPass, foldMemRefAliasPatterns } from './fold-alias.js';
export { ComcoLowerKernelsPass, lowerKernel } from './lower-kernels.js';
export { lowerAllReduce, lowerAllReduces } from './all-reduce.js';
export { expandAffineIndexOps } from './affine-expand.js';

export function registerLowerKernelsPasses(registry: PassRegistry): void {
  registry.register(FoldMemRefAliasOpsPass);
  registry.register(ComcoLowerKernelsPass);
}
