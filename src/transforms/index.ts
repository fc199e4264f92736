/** The general transformation passes (upstream's mlir/Transforms) and their registration. */
import type { PassRegistry } from '../passes/registry.js';
import { CanonicalizePass } from './canonicalize.js';
import { CSEPass } from './cse.js';
import { SymbolDCEPass } from './symbol-dce.js';

export { CanonicalizePass, canonicalizationPatterns } from './canonicalize.js';
export { CSEPass } from './cse.js';
export { SymbolDCEPass, isSymbolOp } from './symbol-dce.js';
export { isEquivalent } from './op-equivalence.js';

/** Registers `canonicalize`, `cse` and `symbol-dce`. */
export function registerTransformsPasses(registry: PassRegistry): void {
  registry.register(CanonicalizePass);
  registry.register(CSEPass);
  registry.register(SymbolDCEPass);
}
