/**
 * `comco-bufferize`: stage 4 of the comco pipeline (docs/pipeline.md). Tensors become memrefs in
 * the manner of upstream's One-Shot Bufferize run with `bufferize-function-boundaries` and
 * `function-boundary-type-conversion=identity-layout-map`, for the ops the pipeline produces:
 * destination-passing structured ops write into their `outs` buffers, in place where no later
 * read of the overwritten tensor exists (state.ts); comco.dispatch loses its results and its body
 * writes the buffers it yielded; collectives run on buffers. Unlike upstream, function arguments
 * are read-only (the caller's tensors), a function's results are new allocations its caller owns,
 * and every other allocation is freed after its last use in host code (upstream leaves that to
 * ownership-based buffer deallocation).
 */
import { definePass } from '../../passes/pass.js';
import { ConstantGlobals } from './globals.js';
import { bufferizeFunction, checkFunction } from './function.js';

export const ComcoBufferizePass = definePass({
  argument: 'comco-bufferize',
  name: 'ComcoBufferize',
  summary: 'Bufferize a comco host program: tensors to memrefs, dispatches writing in place',
  description: 'Function arguments and results become identity-layout memrefs, linalg and comco.dispatch ops write their destination buffers (in place where legal), collectives run on buffers, temporaries are allocated and freed in host code.',
  options: {},
  run(module) {
    const funcs = module.regions[0]?.blocks[0]?.ops.filter((op) => op.name === 'func.func') ?? [];
    if (!funcs.length) return;
    for (const fn of funcs) checkFunction(fn);
    const globals = new ConstantGlobals(module, funcs[0]!);
    for (const fn of funcs) bufferizeFunction(fn, globals);
    globals.eraseUnused();
  },
});
