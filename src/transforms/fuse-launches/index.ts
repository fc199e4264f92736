/** comco-fuse-launches: adjacent gpu.launch ops → one where legal (docs/pipeline.md, stage 6). */
import { boolOption } from '../../passes/options.js';
import type { PassRegistry } from '../../passes/registry.js';
import { FuseLaunchesPass } from './pass.js';

export { FuseLaunchesPass, judge } from './pass.js';
export { LaunchAccesses, type Access } from './access.js';
export { launchShape, mergeIndependent, mergeTileLocal } from './merge.js';

/**
 * Registers `comco-fuse-launches`. With `remarks` (comco-opt's `--comco-fusion-remarks`) its
 * `remarks` option defaults to true, wherever the pass runs (flag, pipeline, --comco-pipeline).
 */
export function registerFuseLaunchesPasses(registry: PassRegistry, remarks = false): void {
  if (!remarks) { registry.register(FuseLaunchesPass); return; }
  registry.register({ ...FuseLaunchesPass, options: { remarks: boolOption(true, FuseLaunchesPass.options.remarks.description) } });
}
