/**
 * `--comco-pipeline{fusion=0|1}`: the whole lowering of docs/pipeline.md, from comco routines to
 * gpu.module kernels and a host routine. It is a pass holding a dynamic pipeline (as the
 * inliner holds its simplification pipeline) because named pipelines take no options, and
 * `fusion` changes which passes run. The stages are looked up in the registry when the pipeline
 * is built; a stage whose pass is not registered is left out, so the pipeline runs as far as
 * the compiler implements it (`comcoPipelineSteps` lists what it would run).
 */
import { OpPassManager } from '../passes/pass-manager.js';
import { PassInstance, definePass } from '../passes/pass.js';
import { enumOption } from '../passes/options.js';
import type { PassRegistry } from '../passes/registry.js';
import { runPipeline } from '../passes/runner.js';

/** One stage: a pass argument and its option text. */
export interface PipelineStep { readonly argument: string; readonly options: string }

/** Every stage of docs/pipeline.md's sequence, registered or not. */
export function comcoPipelineSequence(fusion: boolean): PipelineStep[] {
  const f = fusion ? '1' : '0';
  const steps: [string, string][] = [
    ['comco-lower-func', ''], ['comco-to-linalg', ''], ['canonicalize', ''], ['cse', ''],
    ['comco-fuse', `fusion=${f}`], ['comco-bufferize', ''], ['comco-kernel-inline', ''],
    ...(fusion ? [['comco-fuse-launches', ''] as [string, string]] : []),
    ['gpu-launch-sink-index-computations', ''], ['gpu-kernel-outlining', ''], ['comco-lower-kernels', ''], ['canonicalize', ''], ['cse', ''],
  ];
  return steps.map(([argument, options]) => ({ argument, options }));
}

/** The stages whose passes `registry` has, in order. */
export function comcoPipelineSteps(registry: PassRegistry, fusion: boolean): PipelineStep[] {
  return comcoPipelineSequence(fusion).filter((s) => registry.lookupPass(s.argument) !== undefined);
}

/** A fresh instance of one stage's pass. */
export function stepPass(registry: PassRegistry, step: PipelineStep): PassInstance {
  const def = registry.lookupPass(step.argument);
  if (!def) throw new Error(`pass '${step.argument}' is not registered`);
  return PassInstance.create(def, step.options);
}

/** The registered stages as a pass manager on builtin.module (passes anchored on functions nested). */
export function buildComcoPipeline(registry: PassRegistry, fusion: boolean): OpPassManager {
  const pm = new OpPassManager('builtin.module', 'implicit');
  for (const s of comcoPipelineSteps(registry, fusion)) pm.addPass(stepPass(registry, s));
  return pm;
}

/** The `comco-pipeline` pass for `registry` (it finds the stages there when it runs). */
export function comcoPipelinePass(registry: PassRegistry) {
  return definePass({
    argument: 'comco-pipeline',
    name: 'ComcoPipeline',
    summary: 'Lower a comco program to gpu.module kernels and a host routine (docs/pipeline.md)',
    anchor: 'builtin.module',
    options: {
      fusion: enumOption({ '0': 'one kernel per compute op (the control group)', '1': 'fuse kernels' }, '1', 'Fuse compute ops into kernels'),
    },
    run(module, o, ctx) {
      const pm = buildComcoPipeline(registry, o.fusion === '1');
      const ok = ctx.runPipeline ? ctx.runPipeline(pm, module) : runPipeline(pm, module, { context: ctx.context, emit: (d) => ctx.emit(d) });
      // The failing stage has reported its errors already.
      if (!ok) ctx.signalFailure();
    },
  });
}
