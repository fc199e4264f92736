/** comco-kernel-inline: comco.dispatch → gpu.launch (docs/pipeline.md, stage 5). */
import type { PassRegistry } from '../../passes/registry.js';
import { KernelInlinePass } from './pass.js';

export { KernelInlinePass } from './pass.js';

/** Registers `comco-kernel-inline`. */
export function registerKernelInlinePasses(registry: PassRegistry): void {
  registry.register(KernelInlinePass);
}
