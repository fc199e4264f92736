/** comco-fuse (fusion on tensors) and its cost model; see pass.ts. */
import { boolOption } from '../../passes/options.js';
import type { PassRegistry } from '../../passes/registry.js';
import { ComcoFusePass } from './pass.js';

export { ComcoFusePass } from './pass.js';
export {
  FUSION_LIMITS, FUSION_RULES, decideHorizontal, decideMerge, decideRecompute,
  type Decision, type EdgeFacts, type GroupKind, type MergeFacts, type OpFacts, type Role,
} from './cost.js';

/**
 * Registers `comco-fuse`. With `remarks` (comco-opt's `--comco-fusion-remarks`) the pass reports
 * its decisions by default, wherever it runs: as a flag, in `--pass-pipeline`, or inside
 * `--comco-pipeline`, which looks its stages up in the registry.
 */
export function registerFusionPasses(registry: PassRegistry, remarks = false): void {
  if (!remarks) { registry.register(ComcoFusePass); return; }
  registry.register({
    ...ComcoFusePass,
    options: { ...ComcoFusePass.options, remarks: boolOption(true, ComcoFusePass.options.remarks.description) },
  });
}
