/**
 * The "matmul" strategy: a contraction C[i,j] = ⊕_k f(A.., B..) (any linalg op with loops
 * (parallel, parallel, reduction) writing its output through (d0, d1): linalg.matmul, its
 * transposed forms, a generic), with pointwise ops over the same (M, N) space before it (a fill
 * of C: the prologue) and after it (bias, activation: the epilogue).
 *
 * Each block computes a `tile` of C; its threads form a (tile/threadTile) grid and each computes
 * a threadTile sub-tile whose rows and columns are strided by the thread-grid size, so neighbouring
 * threads touch neighbouring columns (coalesced loads of B and stores of C). A thread keeps its
 * sub-tile's accumulators in registers through the whole K loop (iter_args), then applies the
 * epilogue to each accumulator and stores only the final values: C is never reread. Rows and
 * columns past M and N are clamped for loads of A and B (min), and loads of C or of the
 * prologue's operands, as well as all stores, happen only inside (scf.if), so any size works
 * without a thread touching a neighbour's elements, and the K loop accumulates in the order linalg.matmul does (equal results).
 */
import { AffineMap } from '../../ir/affine/map.js';
import { errorAt, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import type { LinalgView } from '../../dialects/linalg/index.js';
import type { KernelBuilder } from './emit.js';
import { checkPointwise } from './elementwise.js';
import { type KernelPlan, type Tiling, ceilDiv, rangesOf, sameRanges } from './plan.js';
import { chooseTile, sharedKLoop, sharedSlabs } from './matmul-shared.js';
import { Ledger, Scope, evalAt } from './points.js';

/** Loops (parallel, parallel, reduction) and one output written at (d0, d1). */
export function isContraction(v: LinalgView): boolean {
  if (v.numLoops !== 3 || v.outputs.length !== 1) return false;
  if (v.iteratorTypes.join() !== 'parallel,parallel,reduction') return false;
  const out = v.indexingMaps[v.inputs.length]!;
  return out.results.length === 2 && out.results.every((e, i) => e.kind === 'dim' && e.position === i);
}

/** Checks the tiling options once, at the dispatch they are used for. */
export function matmulThreads(t: Tiling, at: Operation): { bx: number; by: number } {
  const [tm, tn] = t.tile, [rm, rn] = t.threadTile;
  if (tm <= 0 || tn <= 0 || rm <= 0 || rn <= 0 || tm % rm || tn % rn) {
    throw errorAt(at.loc, `comco-kernel-inline: tile-sizes ${tm},${tn} must be positive multiples of thread-tile ${rm},${rn}`);
  }
  const bx = tn / rn, by = tm / rm;
  if (bx * by > 1024) throw errorAt(at.loc, `comco-kernel-inline: tile-sizes/thread-tile give ${bx * by} threads per block (at most 1024)`);
  return { bx, by };
}

export function matmulPlan(views: readonly LinalgView[], t: Tiling, dispatch: Operation): KernelPlan {
  const at = views.filter(isContraction);
  if (at.length !== 1) {
    throw opError(dispatch, `'matmul' dispatch needs exactly one contraction (loops parallel, parallel, reduction), found ${at.length}`);
  }
  const mm = at[0]!;
  const ci = views.indexOf(mm);
  const [M, N, K] = rangesOf(mm) as [number, number, number];
  const pro = views.slice(0, ci), epi = views.slice(ci + 1);
  for (const v of [...pro, ...epi]) {
    const r = rangesOf(v);
    if (!sameRanges(r, [M, N])) throw opError(v.op, `iterates over [${r.join(', ')}], not the [${M}, ${N}] output space of the matmul`);
    checkPointwise(v);
  }
  const { tile, threadTile } = chooseTile(M, N, t);
  const tt: Tiling = { ...t, tile, threadTile };
  const { bx: BX, by: BY } = matmulThreads(tt, dispatch);
  const [TM, TN] = tile, [RM, RN] = threadTile;
  const slabs = sharedSlabs(mm, K, TM, TN);
  const gx = ceilDiv(N, TN), gy = ceilDiv(M, TM);
  const C = mm.outputs[0]!;
  const cMap = mm.indexingMaps[mm.inputs.length]!;
  // C as the pointwise ops see it: the (M, N) space, not (M, N, K).
  const cMap2 = AffineMap.get(2, 0, cMap.results);
  return {
    blocks: gx * gy,
    threads: BX * BY,
    ...(slabs ? { workgroup: slabs.types } : {}),
    body(kb: KernelBuilder, bid: Value, tid: Value, wg: readonly Value[]) {
      const ledger = new Ledger(() => false);
      const by = kb.divu(bid, kb.idx(gx)), bxv = kb.remu(bid, kb.idx(gx));
      const ty = kb.divu(tid, kb.idx(BX)), tx = kb.remu(tid, kb.idx(BX));
      // Through slabs a thread's rows and columns are consecutive (one vector read of each slab
      // per k); from global memory they are strided by the thread grid (coalesced reads of B).
      const [rowStep, colStep] = slabs ? [1, 1] : [BY, BX];
      const row0 = slabs ? kb.mul(ty, kb.idx(RM)) : ty, col0 = slabs ? kb.mul(tx, kb.idx(RN)) : tx;
      const rowsLocal = Array.from({ length: RM }, (_, r) => kb.affine(row0, 1, r * rowStep));
      const colsLocal = Array.from({ length: RN }, (_, c) => kb.affine(col0, 1, c * colStep));
      const rowTile = kb.mul(by, kb.idx(TM)), colTile = kb.mul(bxv, kb.idx(TN));
      const rows = rowsLocal.map((r) => kb.add(rowTile, r)), cols = colsLocal.map((c) => kb.add(colTile, c));
      const rc = rows.map((r) => kb.minu(r, kb.idx(M - 1)));
      const cc = cols.map((c) => kb.minu(c, kb.idx(N - 1)));
      const cells = rc.flatMap((i, r) => cc.map((j, c) => {
        const inside = kb.and(kb.cmp('ult', rows[r]!, kb.idx(M)), kb.cmp('ult', cols[c]!, kb.idx(N)));
        const scope = new Scope();
        scope.guard = inside;
        return { r, c, i, j, inside, scope };
      }));

      // Prologue (the fill of C, typically) at every cell; then the accumulators' initial values.
      const inits = cells.map((cell) => {
        for (const v of pro) evalAt(kb, v, [cell.i, cell.j], cell.scope, ledger, 'point', [M, N]);
        const held = cell.scope.lookup(C, [cell.i, cell.j]);
        if (mm.body.args[mm.inputs.length]!.hasUses) ledger.noteRead(C, cMap2, mm, 'point', [M, N], held !== undefined);
        return held ?? cell.scope.load(kb, C, [cell.i, cell.j]);
      });

      if (slabs) mm.inputs.forEach((buf, n) => ledger.noteRead(buf, mm.indexingMaps[n]!, mm, 'k-loop', [M, N, K], false));
      const accs = slabs ? sharedKLoop(kb, mm, slabs, [
        { buffer: mm.inputs[0]!, slab: wg[0]!, map: mm.indexingMaps[0]!, dim: 0, kFast: slabs.kFast[0], base: rowTile, extent: TM, limit: M },
        { buffer: mm.inputs[1]!, slab: wg[1]!, map: mm.indexingMaps[1]!, dim: 1, kFast: slabs.kFast[1], base: colTile, extent: TN, limit: N },
      ], K, tid, BX * BY, rowsLocal, colsLocal, cells, inits) : kb.forLoop(kb.idx(0), kb.idx(K), kb.idx(1), inits, (k, iters) => {
        // One load per distinct element of A and B this iteration (rows of A, columns of B).
        const loads = new Map<string, Value>();
        const ids = new Map<Value, number>();
        const id = (v: Value): number => { let n = ids.get(v); if (n === undefined) { n = ids.size; ids.set(v, n); } return n; };
        const read = (operand: number, point: Value[]): Value => {
          const buf = mm.inputs[operand]!;
          if (!mm.body.args[operand]!.hasUses) return buf;
          const ix = kb.applyMap(mm.indexingMaps[operand]!, point, mm.op);
          const key = `${operand}:${ix.map(id).join(',')}`;
          let v = loads.get(key);
          if (!v) { v = kb.load(buf, ix); loads.set(key, v); }
          return v;
        };
        mm.inputs.forEach((buf, n) => ledger.noteRead(buf, mm.indexingMaps[n]!, mm, 'k-loop', [M, N, K], false));
        return cells.map((cell, n) => {
          const point = [cell.i, cell.j, k];
          const args = mm.inputs.map((_, o) => read(o, point));
          return kb.payload(mm, [...args, iters[n]!], point)[0]!;
        });
      });

      ledger.noteWrite(C, cMap2, mm, 'point', [M, N]);
      cells.forEach((cell, n) => {
        cell.scope.set(C, [cell.i, cell.j], accs[n]!);
        cell.scope.guard = undefined; // the epilogue runs inside the guard
        kb.ifThen(cell.inside, () => {
          for (const v of epi) evalAt(kb, v, [cell.i, cell.j], cell.scope, ledger, 'point', [M, N]);
          cell.scope.flush(kb);
        });
      });
    },
  };
}
