/**
 * `comco-fuse-launches`: merges adjacent gpu.launch ops of a function into one kernel where
 * that keeps the program's meaning (docs/pipeline.md, stage 6).
 *
 * - Independent launches (neither writes a buffer the other reads or writes) become parts of
 *   one launch selected by block-id range (merge.ts).
 * - Dependent launches merge only when the dependency is thread-local: same grid and block, and
 *   every access to each shared buffer, in both launches, has one signature (access.ts), so the
 *   thread that reads an element in the second body is the thread that wrote it in the first,
 *   and the second body simply follows the first in each thread. Each launch is assumed free of
 *   races on its own (the interpreter's --check-races checks kernel-inline's output).
 * - Anything else stays apart, with `remark: not fused: <reason>` under `remarks`.
 *
 * Ops between two launches may be moved out of the way: ops without memory effects and
 * allocations go before the first, deallocations of buffers the second does not use after it.
 * Other ops (collectives, copies, calls) separate the launches.
 */
import { Diagnostic } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { boolOption, definePass } from '../../passes/index.js';
import type { PassRunContext } from '../../passes/pass.js';
import { isMemoryEffectFree } from '../../rewrite/effects.js';
import { LaunchAccesses } from './access.js';
import { type LaunchShape, launchShape, mergeIndependent, mergeTileLocal, synchronizes, volume } from './merge.js';

/** Why `a` and `b` cannot be merged, or how they can. */
type Verdict = { readonly how: 'independent' | 'tile-local'; sa: LaunchShape; sb: LaunchShape } | { readonly reason: string };

const usesValue = (l: Operation, v: Value): boolean => v.users.some((u) => l.isAncestor(u));

/** The ops between `a` and `b` sorted into those moved before `a`, after `b`, or a reason. */
function clearPath(a: Operation, b: Operation): { before: Operation[]; after: Operation[] } | string {
  const before: Operation[] = [], after: Operation[] = [];
  for (let o = a.next; o && o !== b; o = o.next) {
    if (o.name === 'memref.dealloc' && !usesValue(b, o.getOperand(0))) after.push(o);
    else if (o.name === 'memref.alloc' || (isMemoryEffectFree(o) && !o.operands.some((v) => v.definingOp && after.includes(v.definingOp)))) before.push(o);
    else return `'${o.name}' between the launches touches memory`;
  }
  return { before, after };
}

export function judge(a: Operation, b: Operation): Verdict {
  const sa = launchShape(a), sb = launchShape(b);
  if (typeof sa === 'string') return { reason: `first launch: ${sa}` };
  if (typeof sb === 'string') return { reason: `second launch: ${sb}` };
  const xa = new LaunchAccesses(a), xb = new LaunchAccesses(b);
  const wa = xa.writes(), wb = xb.writes(), ra = xa.reads(), rb = xb.reads();
  const conflicts = [...new Set([...wa].filter((v) => rb.has(v) || wb.has(v)).concat([...ra].filter((v) => wb.has(v))))];
  if (!conflicts.length) {
    const ta = volume(sa.block), tb = volume(sb.block);
    if (ta !== tb && ((ta < tb && synchronizes(a)) || (tb < ta && synchronizes(b)))) {
      return { reason: `block sizes differ (${ta} and ${tb}) and the smaller one synchronizes its threads` };
    }
    return { how: 'independent', sa, sb };
  }
  if (sa.grid.join() !== sb.grid.join() || sa.block.join() !== sb.block.join()) {
    return { reason: `the second launch depends on the first and their grids or blocks differ (${sa.grid.join('x')}/${sa.block.join('x')} and ${sb.grid.join('x')}/${sb.block.join('x')})` };
  }
  for (const buf of conflicts) {
    const all = [...xa.accesses, ...xb.accesses].filter((x) => x.buffer === buf);
    const sigs = new Set(all.map((x) => x.sig));
    if (sigs.has(null) || sigs.size !== 1) {
      return { reason: 'the second launch reads or writes elements of a buffer the first writes that other threads handle (not tile-local)' };
    }
  }
  if (sa.workgroup.length || sb.workgroup.length) return { reason: 'the second launch depends on the first and one of them has workgroup buffers' };
  return { how: 'tile-local', sa, sb };
}

function remark(ctx: PassRunContext, on: boolean, at: Operation, text: string): void {
  if (on) ctx.emit(new Diagnostic('remark', at.loc, text));
}

export const FuseLaunchesPass = definePass({
  argument: 'comco-fuse-launches',
  name: 'ComcoFuseLaunches',
  summary: 'Merge adjacent gpu.launch ops into one kernel where legal',
  description: 'Independent launches become block-id ranges of one launch; dependent ones merge only when every shared buffer is accessed tile-locally (same thread, same element).',
  anchor: 'func.func',
  options: { remarks: boolOption(false, "Report launches left apart ('not fused: <reason>') as remarks") },
  statistics: { 'num-fused': 'Number of launches merged into the one before them' },
  run(func, o, ctx) {
    const blocks = new Set<Operation['parentBlock']>();
    func.walk((op) => { if (op.name === 'gpu.launch' && !op.parentOfKind('gpu.launch')) blocks.add(op.parentBlock); return undefined; });
    for (const block of blocks) {
      if (!block) continue;
      let cur: Operation | null = block.first;
      let prev: Operation | null = null;
      while (cur) {
        if (cur.name !== 'gpu.launch') { cur = cur.next; continue; }
        if (!prev) { prev = cur; cur = cur.next; continue; }
        const path = clearPath(prev, cur);
        if (typeof path === 'string') { remark(ctx, o.remarks, cur, `not fused: ${path}`); prev = cur; cur = cur.next; continue; }
        const v = judge(prev, cur);
        if ('reason' in v) { remark(ctx, o.remarks, cur, `not fused: ${v.reason}`); prev = cur; cur = cur.next; continue; }
        for (const x of path.before) x.moveBefore(prev);
        for (const x of path.after.reverse()) x.moveAfter(cur);
        const next = cur.next;
        prev = v.how === 'independent' ? mergeIndependent(prev, v.sa, cur, v.sb) : mergeTileLocal(prev, cur);
        ctx.stat('num-fused');
        cur = next;
      }
    }
  },
});
