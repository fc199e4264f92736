/**
 * The "elementwise" strategy: ops over one iteration space with only parallel loops. The space
 * is flattened (row-major) into units: groups of 4 consecutive points when buffers can be read
 * and written as 128-bit vectors (lanes.ts), single points otherwise. A block takes
 * `blockSize * per` consecutive units and its thread t takes units t, t + blockSize, ... (`per`
 * = elems-per-thread points per thread), so consecutive threads touch consecutive memory
 * (coalesced); units past the end are skipped (`unit < units`). At each point the ops run in
 * order, later ones reading earlier ones' results from registers.
 */
import { opError } from '../../ir/diagnostics.js';
import type { Value } from '../../ir/value.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import type { KernelBuilder } from './emit.js';
import { type KernelPlan, type Tiling, ceilDiv, product, rangesOf, sameRanges } from './plan.js';
import { LANES, LaneLoads, LaneScope, flushLanes, vectorBuffers } from './lanes.js';
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
  const vec = vectorBuffers(views, ranges);
  const lanes = vec ? LANES : 1;
  // A thread's units (vectors of `lanes` points): elems-per-thread points, at least one unit.
  const per = Math.max(1, Math.floor(t.elemsPerThread / lanes));
  const units = total / lanes;
  const T = t.blockSize;
  return {
    blocks: ceilDiv(units, T * per),
    threads: T,
    body(kb: KernelBuilder, bid: Value, tid: Value) {
      // Every read of a buffer the dispatch writes comes from the thread's registers (one
      // ledger per point: each lane is checked as the scalar schedule checks its point).
      const ledger = (): Ledger => new Ledger(() => false);
      // Unit e of the thread: block base + e * T + tid (a warp's units are consecutive).
      const base = kb.add(kb.mul(bid, kb.idx(T * per)), tid);
      const unit = (u: Value): void => {
        kb.ifThen(kb.cmp('ult', u, kb.idx(units)), () => {
          const point = kb.delinearize(lanes > 1 ? kb.mul(u, kb.idx(lanes)) : u, ranges);
          if (!vec) {
            const scope = new Scope();
            const lg = ledger();
            for (const v of views) evalAt(kb, v, point, scope, lg, 'point', ranges);
            scope.flush(kb);
            return;
          }
          const last = point.length - 1;
          const inner = Array.from({ length: lanes }, (_, l) => (l ? kb.add(point[last]!, kb.idx(l)) : point[last]!));
          const loads = new LaneLoads(vec, inner);
          const scopes = inner.map((_, l) => new LaneScope(loads, l));
          scopes.forEach((scope, l) => {
            const p = [...point.slice(0, last), inner[l]!];
            const lg = ledger();
            for (const v of views) evalAt(kb, v, p, scope, lg, 'point', ranges);
          });
          flushLanes(kb, loads, scopes);
        });
      };
      if (per === 1) unit(base);
      else kb.forLoop(kb.idx(0), kb.idx(per * T), kb.idx(T), [], (e) => { unit(kb.add(base, e)); return []; });
    },
  };
}
