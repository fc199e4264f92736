/**
 * Reductions over loops other than the last (a softmax along axis 0, a column sum): each thread
 * owns output points of the parallel loops (flattened as in the elementwise strategy) and runs
 * the reduction loops itself, in linalg's order, so results are equal to linalg's bit for bit.
 * Less parallel than the row-wise strategy, but legal for any reduction whose outputs are
 * indexed by the parallel loops alone.
 */
import { opError } from '../../ir/diagnostics.js';
import type { Value } from '../../ir/value.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import type { KernelBuilder } from './emit.js';
import { type KernelPlan, type Tiling, ceilDiv, product, rangesOf, sameRanges } from './plan.js';
import { Ledger, Scope, payloadArgs } from './points.js';

const parallelDims = (v: LinalgView): number[] => v.iteratorTypes.flatMap((t, i) => (t === 'parallel' ? [i] : []));

export function serialReductionPlan(views: readonly LinalgView[], t: Tiling): KernelPlan {
  const space = parallelDims(views[0]!).map((d) => rangesOf(views[0]!)[d]!);
  for (const v of views) {
    const pd = parallelDims(v);
    const ranges = rangesOf(v);
    if (!sameRanges(pd.map((d) => ranges[d]!), space)) {
      throw opError(v.op, `has parallel loops [${pd.map((d) => ranges[d]).join(', ')}], not the dispatch's [${space.join(', ')}]`);
    }
    v.outputs.forEach((_, k) => {
      const m = v.indexingMaps[v.inputs.length + k]!;
      const dims = m.results.map((e) => (e.kind === 'dim' ? e.position : -1));
      if (dims.length !== pd.length || dims.some((d) => !pd.includes(d)) || new Set(dims).size !== dims.length) {
        throw opError(v.op, `writes output #${k} through a map that is not a permutation of its parallel loops`);
      }
    });
  }
  const total = product(space);
  const per = t.elemsPerThread;
  return {
    blocks: ceilDiv(total, t.blockSize * per),
    threads: t.blockSize,
    body(kb: KernelBuilder, bid: Value, tid: Value) {
      const ledger = new Ledger(() => false);
      const first = kb.mul(kb.add(kb.mul(bid, kb.idx(t.blockSize)), tid), kb.idx(per));
      kb.forLoop(kb.idx(0), kb.idx(per), kb.idx(1), [], (e) => {
        const lin = kb.add(first, e);
        kb.ifThen(kb.cmp('ult', lin, kb.idx(total)), () => {
          const outer = kb.delinearize(lin, space);
          const scope = new Scope();
          for (const v of views) evalReduction(kb, v, outer, scope, ledger);
          scope.flush(kb);
        });
        return [];
      });
    },
  };
}

/** The op at one parallel point: its reduction loops nested in order, outputs carried. */
function evalReduction(kb: KernelBuilder, v: LinalgView, outer: readonly Value[], scope: Scope, ledger: Ledger): void {
  const ranges = rangesOf(v);
  const pd = parallelDims(v);
  const point: (Value | undefined)[] = new Array<Value | undefined>(v.numLoops);
  pd.forEach((d, i) => { point[d] = outer[i]!; });
  const outIx = v.outputs.map((_, k) => kb.applyMap(v.indexingMaps[v.inputs.length + k]!, point, v.op));
  const inits = v.outputs.map((out, k) => {
    const held = scope.lookup(out, outIx[k]!);
    ledger.noteRead(out, v.indexingMaps[v.inputs.length + k]!, v, 'point', ranges, held !== undefined);
    return held ?? scope.load(kb, out, outIx[k]!);
  });
  const red = v.iteratorTypes.flatMap((it, i) => (it === 'reduction' ? [i] : []));
  const nest = (level: number, accs: Value[]): Value[] => {
    if (level === red.length) {
      const inner = new Scope(scope);
      const args = payloadArgs(kb, { ...v, outputs: [] }, point, inner, ledger, 'point', ranges, v.op);
      return kb.payload(v, [...args, ...accs], point);
    }
    const d = red[level]!;
    return kb.forLoop(kb.idx(0), kb.idx(ranges[d]!), kb.idx(1), accs, (iv, iters) => {
      point[d] = iv;
      return nest(level + 1, iters);
    });
  };
  const results = nest(0, inits);
  v.outputs.forEach((out, k) => {
    ledger.noteWrite(out, v.indexingMaps[v.inputs.length + k]!, v, 'point', ranges);
    scope.set(out, outIx[k]!, results[k]!);
  });
}
