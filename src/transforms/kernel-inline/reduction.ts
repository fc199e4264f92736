/**
 * The "reduction" strategy (softmax and its kin): every op shares leading "row" loops; the ops
 * are row-scalar (only the row loops), row-parallel (the row loops and a last parallel column
 * loop) or row-reductions (a last reduction loop whose payload ends in one combining op).
 *
 * A block takes one row (the grid is the number of rows) and its threads stride over the
 * columns (j = tid, tid + blockSize, ...), the ops one after another. A reduction's threads fold
 * their columns into a partial value starting from the combiner's identity, `gpu.all_reduce`
 * combines the partials (max, then add, for softmax) and every thread gets the row's value, which
 * later ops read from registers; thread 0 stores row-scalar outputs at the end. A column an op
 * writes is reread by later ops only in the thread that wrote it (same map, same column range),
 * so no barrier is needed between the phases.
 */
import { FloatAttr, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { FloatType, IntegerType, type Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { AllReduceOp, AllReduceOperation, BarrierOp } from '../../dialects/gpu/index.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import type { KernelBuilder } from './emit.js';
import { type KernelPlan, type Tiling, product, rangesOf, sameRanges } from './plan.js';
import { Ledger, Scope, type Written, evalAt, isPermutationMap, payloadArgs } from './points.js';

/** Combining arith ops and the gpu.all_reduce operation with the same meaning. */
const COMBINERS: Readonly<Record<string, string>> = {
  'arith.addf': 'add', 'arith.addi': 'add', 'arith.mulf': 'mul', 'arith.muli': 'mul',
  'arith.maxnumf': 'maxnumf', 'arith.minnumf': 'minnumf', 'arith.maximumf': 'maximumf', 'arith.minimumf': 'minimumf',
  'arith.maxsi': 'maxsi', 'arith.minsi': 'minsi', 'arith.maxui': 'maxui', 'arith.minui': 'minui',
  'arith.andi': 'and', 'arith.ori': 'or', 'arith.xori': 'xor',
};

/** The value `x` with `x ⊕ v = v` for every v: what threads without columns contribute. */
function identity(kind: string, t: Type): FloatAttr | IntegerAttr {
  if (t instanceof FloatType) {
    const v = kind === 'add' ? -0 : kind === 'mul' ? 1 : kind.startsWith('max') ? -Infinity : Infinity;
    return FloatAttr.get(t, v);
  }
  const w = (t as IntegerType).width;
  const allOnes = -1n;
  const v: Record<string, bigint> = {
    add: 0n, or: 0n, xor: 0n, maxui: 0n, mul: 1n, and: allOnes, minui: allOnes,
    maxsi: -(1n << BigInt(w - 1)), minsi: (1n << BigInt(w - 1)) - 1n,
  };
  return IntegerAttr.get(t, v[kind]!);
}

/** The combining op of a row-reduction: the payload yields `acc ⊕ g(...)` with acc used once. */
function combinerOf(v: LinalgView): { op: Operation; kind: string; accFirst: boolean } {
  const acc = v.body.args[v.inputs.length]!;
  const y = v.body.last!;
  const def = y.getOperand(0).definingOp;
  const kind = def ? COMBINERS[def.name] : undefined;
  if (!def || !kind || def.parentBlock !== v.body || acc.numUses !== 1 || acc.users[0] !== def) {
    throw opError(v.op, 'reduction payload must yield one combining op (addf, maxnumf, ...) of the accumulator and a value computed without it');
  }
  return { op: def, kind, accFirst: def.getOperand(0) === acc };
}

type Role = 'scalar' | 'parallel' | 'reduce';

export function reductionPlan(views: readonly LinalgView[], t: Tiling, dispatch: Operation): KernelPlan {
  // The row space: the leading loops every op shares; the ops with most loops have one more.
  const all = views.map(rangesOf);
  const deepest = Math.max(...all.map((r) => r.length));
  const rowRank = deepest - 1;
  if (rowRank < 0 || !views.some((v) => v.iteratorTypes[rowRank] === 'reduction')) {
    throw opError(dispatch, "'reduction' dispatch needs an op whose last loop is a reduction");
  }
  const rowShape = all.find((r) => r.length === deepest)!.slice(0, rowRank);
  const roles: Role[] = views.map((v, n) => {
    const r = all[n]!;
    if (!sameRanges(r.slice(0, rowRank), rowShape) || r.length < rowRank) {
      throw opError(v.op, `does not share the dispatch's row loops [${rowShape.join(', ')}]`);
    }
    const rowIters = v.iteratorTypes.slice(0, rowRank);
    if (rowIters.some((x) => x !== 'parallel')) throw opError(v.op, 'reduces over a row loop (only the last loop may be a reduction)');
    if (r.length === rowRank) return 'scalar';
    if (v.iteratorTypes[rowRank] === 'parallel') return 'parallel';
    if (v.outputs.length !== 1) throw opError(v.op, 'row-reductions with several outputs are not supported');
    return 'reduce';
  });
  views.forEach((v, n) => {
    const ownMaps = v.outputs.map((_, k) => v.indexingMaps[v.inputs.length + k]!);
    for (const m of ownMaps) {
      const ok = roles[n] === 'reduce'
        ? m.results.length === rowRank && m.results.every((e, i) => e.kind === 'dim' && e.position === i)
        : isPermutationMap(m);
      if (!ok) throw opError(v.op, 'writes its output through a map that does not give each row (and column) its own element');
    }
  });
  const rows = product(rowShape);
  // Columns written by one op are reread from memory only by the thread that wrote them.
  const mayReload = (w: Written, map: { key: string }, _v: LinalgView, owner: string, ranges: readonly number[]) =>
    w.owner === 'column' && owner === 'column' && w.map.key === map.key && sameRanges(w.ranges, ranges);
  return {
    blocks: rows,
    threads: t.blockSize,
    body(kb: KernelBuilder, bid: Value, tid: Value) {
      const ledger = new Ledger(mayReload);
      const rowIdx = kb.delinearize(bid, rowShape);
      const top = new Scope();
      const bs = kb.idx(t.blockSize);
      views.forEach((v, n) => {
        const ranges = all[n]!;
        if (roles[n] === 'scalar') { evalAt(kb, v, rowIdx, top, ledger, 'row', ranges); return; }
        const cols = kb.idx(ranges[rowRank]!);
        if (roles[n] === 'parallel') {
          kb.forLoop(tid, cols, bs, [], (j) => {
            const inner = new Scope(top);
            evalAt(kb, v, [...rowIdx, j], inner, ledger, 'column', ranges);
            inner.flush(kb);
            return [];
          });
          return;
        }
        const comb = combinerOf(v);
        const elem = v.body.args[v.inputs.length]!.type;
        const id = kb.constant(identity(comb.kind, elem), elem);
        const [partial] = kb.forLoop(tid, cols, bs, [id], (j, [p]) => {
          const inner = new Scope(top);
          // The accumulator feeds only the combiner, which is left out: no load of the output here.
          const args = payloadArgs(kb, { ...v, outputs: [] }, [...rowIdx, j], inner, ledger, 'column', ranges, v.op);
          const m = kb.payloadMapping(v, [...args, p!], [...rowIdx, j], comb.op);
          const g = m.lookupOrDefault(comb.op.getOperand(comb.accFirst ? 1 : 0));
          return [combine(kb, comb.op, p!, g, comb.accFirst)];
        });
        const total = AllReduceOp.build(kb.b, { value: partial!, op: AllReduceOperation.getByName(comb.kind), uniform: undefined, resultTypes: [elem] }).result;
        const out = v.outputs[0]!;
        const outMap = v.indexingMaps[v.inputs.length]!;
        const ix = kb.applyMap(outMap, rowIdx, v.op);
        const held = top.lookup(out, ix);
        ledger.noteRead(out, outMap, v, 'row', ranges, held !== undefined);
        const init = held ?? top.load(kb, out, ix);
        ledger.noteWrite(out, outMap, v, 'row', ranges);
        top.set(out, ix, combine(kb, comb.op, init, total, comb.accFirst));
      });
      if (!top.isEmpty) {
        // Row values loaded by every thread (a reduction's initial value) are overwritten by
        // thread 0 only after all have read them.
        if (top.storesWhatWasLoaded(new Set(top.loadedBuffers))) BarrierOp.build(kb.b, {});
        kb.ifThen(kb.cmp('eq', tid, kb.idx(0)), () => top.flush(kb));
      }
    },
  };
}

/** `a ⊕ b` with the payload's combining op (its attributes, e.g. fastmath, kept). */
function combine(kb: KernelBuilder, op: Operation, a: Value, b: Value, accFirst: boolean): Value {
  const c = op.cloneWithoutRegions();
  c.setOperands(accFirst ? [a, b] : [b, a]);
  kb.b.insert(c);
  return c.getResult(0);
}
