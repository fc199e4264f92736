/**
 * `canonicalize`: folding, constant dedup/hoisting, dead op removal, every loaded dialect's
 * canonicalization patterns and region simplification, applied greedily to the regions of the op
 * it runs on, as upstream's Canonicalizer with the same options and defaults.
 */
import type { Context } from '../ir/context.js';
import { errorAt } from '../ir/diagnostics.js';
import { asComcoDialect } from '../irdl/dialect.js';
import { boolOption, enumOption, intOption, listOption } from '../passes/options.js';
import { definePass } from '../passes/pass.js';
import { applyPatternsGreedily } from '../rewrite/greedy.js';
import type { RewritePattern } from '../rewrite/pattern.js';

const patternCache = new WeakMap<Context, readonly RewritePattern[]>();

/** The canonicalization patterns of every dialect loaded in `ctx`. */
export function canonicalizationPatterns(ctx: Context): readonly RewritePattern[] {
  let list = patternCache.get(ctx);
  if (!list) {
    list = ctx.loadedDialects.flatMap((d) => asComcoDialect(d)?.canonicalizationPatterns ?? []);
    patternCache.set(ctx, list);
  }
  return list;
}

export const CanonicalizePass = definePass({
  argument: 'canonicalize',
  name: 'Canonicalizer',
  summary: 'Canonicalize operations',
  description: 'Folds ops, dedups and hoists constants, erases dead ops and applies the canonicalization patterns of the loaded dialects until nothing changes.',
  options: {
    'top-down': boolOption(true, 'Seed the worklist in general top-down order'),
    'region-simplify': enumOption({
      disabled: "Don't run any control-flow simplification.",
      normal: 'Perform simple control-flow simplifications (e.g. dead args elimination).',
      aggressive: 'Perform aggressive control-flow simplification (e.g. block merging).',
    }, 'normal', 'Perform control flow optimizations to the region tree'),
    'max-iterations': intOption(10, 'Max. iterations between applying patterns / simplifying regions'),
    'max-num-rewrites': intOption(-1, 'Max. number of pattern rewrites within an iteration'),
    'test-convergence': boolOption(false, 'Test only: Fail pass on non-convergence to detect cyclic pattern'),
    'disable-patterns': listOption('Labels of patterns that should be filtered out during application'),
    'enable-patterns': listOption('Labels of patterns that should be used during application, all other patterns are filtered out'),
  },
  run(op, o, ctx) {
    const result = applyPatternsGreedily(op, canonicalizationPatterns(ctx.context), ctx.context, {
      topDown: o['top-down'],
      regionSimplify: o['region-simplify'],
      maxIterations: o['max-iterations'],
      maxNumRewrites: o['max-num-rewrites'],
      filter: { disabled: o['disable-patterns'], enabled: o['enable-patterns'] },
    });
    // Canonicalization is best effort: not converging fails only when asked to test for it.
    if (o['test-convergence'] && !result.converged) {
      throw errorAt(op.loc, `canonicalizer did not converge within ${o['max-iterations']} iterations`);
    }
  },
});
