/**
 * The "elementwise" strategy: ops over one iteration space with only parallel loops. The space
 * is flattened (row-major) and each thread takes `elemsPerThread` contiguous points, so a grid
 * covers `blockSize * elemsPerThread` points per block instead of one thread per element; the
 * last block's threads check `point < total`. At each point the ops run in order, later ones
 * reading earlier ones' results from registers.
 */
import { opError } from '../../ir/diagnostics.js';
import type { Value } from '../../ir/value.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import type { KernelBuilder } from './emit.js';
import { type KernelPlan, type Tiling, ceilDiv, product, rangesOf, sameRanges } from './plan.js';
import { Ledger, Scope, evalAt, isPermutationMap } from './points.js';

/** Checks that `views` share one all-parallel iteration space and write through permutations;
 * returns the space. */
export function pointwiseSpace(views: readonly LinalgView[]): number[] {
  const ranges = rangesOf(views[0]!);
  for (const v of views) {
    const r = rangesOf(v);
    if (!sameRanges(r, ranges)) {
      throw opError(v.op, `iterates over [${r.join(', ')}], not the [${ranges.join(', ')}] of the dispatch's first op (elementwise ops share one space)`);
    }
    checkPointwise(v);
  }
  return ranges;
}

/** Parallel loops only, and each output written through a permutation (one point per element). */
export function checkPointwise(v: LinalgView): void {
  const i = v.iteratorTypes.indexOf('reduction');
  if (i >= 0) throw opError(v.op, `has a reduction loop (d${i}); an elementwise kernel has parallel loops only`);
  v.outputs.forEach((_, k) => {
    if (!isPermutationMap(v.indexingMaps[v.inputs.length + k]!)) {
      throw opError(v.op, `writes output #${k} through a map that is not a permutation (several points would write one element)`);
    }
  });
}

export function elementwisePlan(views: readonly LinalgView[], t: Tiling): KernelPlan {
  const ranges = pointwiseSpace(views);
  const total = product(ranges);
  const per = t.elemsPerThread;
  return {
    blocks: ceilDiv(total, t.blockSize * per),
    threads: t.blockSize,
    body(kb: KernelBuilder, bid: Value, tid: Value) {
      // Every read of a buffer the dispatch writes comes from the thread's registers.
      const ledger = new Ledger(() => false);
      const first = kb.mul(kb.add(kb.mul(bid, kb.idx(t.blockSize)), tid), kb.idx(per));
      kb.forLoop(kb.idx(0), kb.idx(per), kb.idx(1), [], (e) => {
        const lin = kb.add(first, e);
        kb.ifThen(kb.cmp('ult', lin, kb.idx(total)), () => {
          const point = kb.delinearize(lin, ranges);
          const scope = new Scope();
          for (const v of views) evalAt(kb, v, point, scope, ledger, 'point', ranges);
          scope.flush(kb);
        });
        return [];
      });
    },
  };
}
