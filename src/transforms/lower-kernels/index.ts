/** Kernel lowering (pipeline stage 8): comco-lower-kernels and upstream's fold-memref-alias-ops. */
import type { PassRegistry } from '../../passes/registry.js';
import { FoldMemRefAliasOpsPass } from './fold-alias.js';

export { FoldMemRefAliasOpsPass, foldMemRefAliasPatterns } from './fold-alias.js';

export function registerLowerKernelsPasses(registry: PassRegistry): void {
  registry.register(FoldMemRefAliasOpsPass);
}
