/** The general transformation passes (upstream's mlir/Transforms) and their registration. */
import type { PassRegistry } from '../passes/registry.js';
import { CanonicalizePass } from './canonicalize.js';
import { CSEPass } from './cse.js';
import { InlinerPass } from './inline.js';
import { LoopInvariantCodeMotionPass } from './licm.js';
import { SymbolDCEPass } from './symbol-dce.js';
import { DuplicateFunctionEliminationPass } from './duplicate-function-elimination.js';
import { ComcoBufferizePass } from './bufferize/index.js';
import { registerOutliningPasses } from './outlining/index.js';
import { registerLowerKernelsPasses } from './lower-kernels/index.js';

export { CanonicalizePass, canonicalizationPatterns } from './canonicalize.js';
export { CSEPass } from './cse.js';
export { SymbolDCEPass, isSymbolOp } from './symbol-dce.js';
export { isEquivalent } from './op-equivalence.js';
export { InlinerPass } from './inline.js';
export { inlineCall } from './inline-call.js';
export { LoopInvariantCodeMotionPass, moveLoopInvariantCode } from './licm.js';

/** Registers `canonicalize`, `cse`, `inline`, `loop-invariant-code-motion`, `symbol-dce` and the
 * kernel outlining and lowering passes. */
export function registerTransformsPasses(registry: PassRegistry): void {
  registry.register(CanonicalizePass);
  registry.register(CSEPass);
  registry.register(InlinerPass);
  registry.register(LoopInvariantCodeMotionPass);
  registry.register(SymbolDCEPass);
  registry.register(DuplicateFunctionEliminationPass);
  registry.register(ComcoBufferizePass);
  registerOutliningPasses(registry);
  registerLowerKernelsPasses(registry);
}
