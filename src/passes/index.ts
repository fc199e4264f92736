/** The pass infrastructure: definitions, registry, pipelines, the runner and instrumentation. */
export {
  PassOptionError, boolOption, enumOption, intOption, listOption, stringOption, uintOption,
  type OptionSpec, type OptionSpecs, type OptionValues,
} from './options.js';
export { PassInstance, definePass, type PassDef, type PassRunContext } from './pass.js';
export { PassRegistry, type PipelineDef } from './registry.js';
export { ANY, OpPassManager, PipelineError, type PipelineElement } from './pass-manager.js';
export { PipelineParseError, parsePassPipeline, parsePipelineElements } from './pipeline-parser.js';
export type { PassInstrumentation } from './instrumentation.js';
export { PassRunner, runPipeline, type RunOptions } from './runner.js';
export { IRPrinter, type PrintIRConfig } from './print-ir.js';
export { PassTiming } from './timing.js';
export { statisticsReport } from './statistics.js';
export {
  PASS_MANAGER_OPTIONS, PassCliError, buildPipeline, instrumentationFromArgs, splitPassFlags,
  type CliOptionSpec, type Instrumentation, type PassCliArgs, type PassFlag,
} from './cli.js';
