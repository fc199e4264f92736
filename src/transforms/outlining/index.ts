/** Kernel outlining (pipeline stage 7): upstream's gpu-launch-sink-index-computations and gpu-kernel-outlining. */
import type { PassRegistry } from '../../passes/registry.js';
import { GpuKernelOutliningPass } from './kernel-outlining.js';
import { GpuLaunchSinkIndexComputationsPass } from './sink.js';

export { GpuKernelOutliningPass, outlineKernels } from './kernel-outlining.js';
export { GpuLaunchSinkIndexComputationsPass, isLikelyAnIndexComputation, sinkOperationsIntoLaunchOp } from './sink.js';
export { usedValuesDefinedAbove } from './values-above.js';

export function registerOutliningPasses(registry: PassRegistry): void {
  registry.register(GpuKernelOutliningPass);
  registry.register(GpuLaunchSinkIndexComputationsPass);
}
