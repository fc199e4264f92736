/** The conversion passes (x-to-y lowerings, as upstream's mlir/Conversion) and their registration. */
import type { PassRegistry } from '../passes/registry.js';
import { ComcoLowerFuncPass } from './comco-to-func/index.js';
import { ComcoToLinalgPass } from './comco-to-linalg/index.js';
import { comcoPipelinePass } from './comco-pipeline.js';
import { ConvertLinalgToLoopsPass, ConvertLinalgToParallelLoopsPass } from './linalg-to-loops/index.js';

export { ComcoLowerFuncPass } from './comco-to-func/index.js';
export { ComcoToLinalgPass, comcoToLinalgPatterns } from './comco-to-linalg/index.js';
export {
  buildComcoPipeline, comcoPipelinePass, comcoPipelineSequence, comcoPipelineSteps, stepPass, type PipelineStep,
} from './comco-pipeline.js';

/** Registers `comco-lower-func`, `comco-to-linalg` and `comco-pipeline` (whose stages are looked
 * up in `registry` when it runs). */
export function registerConversionPasses(registry: PassRegistry): void {
  registry.register(ComcoLowerFuncPass);
  registry.register(ComcoToLinalgPass);
  registry.register(ConvertLinalgToLoopsPass);
  registry.register(ConvertLinalgToParallelLoopsPass);
  registry.register(comcoPipelinePass(registry));
}
