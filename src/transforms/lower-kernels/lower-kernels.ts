/**
 * `comco-lower-kernels` (pipeline stage 8, docs/pipeline.md): brings every gpu.func of every
 * gpu.module to the kernel form the PTX emitter reads. In order: gpu.all_reduce → shuffles,
 * workgroup memory and barriers (all-reduce.ts); structured linalg ops on buffers → scf.for
 * loops (convert-linalg-to-loops' lowering); loads and stores through views → accesses of the
 * kernel's arguments (fold-memref-alias-ops' patterns, with folding, which also erases the views
 * left unused); affine index ops → arith. What cannot be brought to that form is reported at
 * the op: memref arguments with dynamic shapes or non-identity layouts, linalg on tensors, views
 * that still have users.
 */
import { AffineMapAttr } from '../../ir/attributes.js';
import { errorAt } from '../../ir/diagnostics.js';
import { Builder } from '../../ir/builder.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType } from '../../ir/types.js';
import { definePass } from '../../passes/pass.js';
import { applyPatternsGreedily } from '../../rewrite/greedy.js';
import { functionType } from '../../dialects/func/function-syntax.js';
import { isLinalgOp } from '../../dialects/linalg/interface.js';
import { lowerLinalgOpToLoops } from '../../conversion/linalg-to-loops/lower.js';
import type { Context } from '../../ir/context.js';
import { expandAffineIndexOps } from './affine-expand.js';
import { lowerAllReduces } from './all-reduce.js';
import { foldMemRefAliasPatterns } from './fold-alias.js';

/** Ops that must not remain in a kernel, with why. */
const LEFTOVER: Readonly<Record<string, string>> = {
  'memref.subview': 'a view the kernel still uses other than through memref.load/store',
  'memref.expand_shape': 'a view the kernel still uses other than through memref.load/store',
  'memref.collapse_shape': 'a view the kernel still uses other than through memref.load/store',
  'gpu.subgroup_reduce': 'gpu.subgroup_reduce is not lowered by comco-lower-kernels',
};

/** Static shape and identity layout (no layout, or an identity affine map). */
function isKernelMemRef(t: MemRefType): boolean {
  if (!t.hasStaticShape) return false;
  const layout = t.layout;
  return layout === undefined || (layout instanceof AffineMapAttr && layout.map.isIdentity());
}

function checkArguments(fn: Operation): void {
  functionType(fn).inputs.forEach((t, i) => {
    if (!(t instanceof MemRefType) || isKernelMemRef(t)) return;
    throw errorAt(fn.loc, `'gpu.func' op kernel argument #${i} of type '${t.key}' needs a static shape and an identity layout to be passed as a device pointer`);
  });
}

/** Brings one gpu.func to the kernel form. */
export function lowerKernel(fn: Operation, ctx: Context): void {
  checkArguments(fn);
  lowerAllReduces(fn);
  const structured: Operation[] = [];
  fn.walk((o) => { if (isLinalgOp(o)) structured.push(o); });
  for (const op of structured) {
    if (!lowerLinalgOpToLoops(Builder.before(op), op)) {
      throw errorAt(op.loc, `'${op.name}' op cannot be lowered to loops in a kernel: it needs memref operands whose sizes give every loop`);
    }
    op.erase();
  }
  applyPatternsGreedily(fn, foldMemRefAliasPatterns, ctx, { topDown: false });
  expandAffineIndexOps(fn);
  fn.walk((o) => {
    const why = LEFTOVER[o.name];
    if (why) throw errorAt(o.loc, `'${o.name}' op cannot stay in a kernel: ${why}`);
  });
}

export const ComcoLowerKernelsPass = definePass({
  argument: 'comco-lower-kernels',
  name: 'ComcoLowerKernels',
  summary: 'Lower gpu.func bodies to the kernel form of docs/pipeline.md',
  description: 'linalg → scf loops, gpu.all_reduce → shuffles + workgroup memory + barriers, views folded into load/store subscripts, affine index ops → arith.',
  anchor: 'builtin.module',
  options: {},
  run(module, _o, ctx) {
    const fns: Operation[] = [];
    module.walk((o) => { if (o.name === 'gpu.func' && o.parentOp?.name === 'gpu.module') fns.push(o); });
    for (const fn of fns) lowerKernel(fn, ctx.context);
  },
});
