/**
 * Putting two gpu.launch ops into one. Independent launches become *parts* of a launch with a
 * 1-D grid: blocks [0, G1) run the first body and [G1, G1 + G2) the second, each part rebuilding
 * its own block and thread ids (and sizes) from the linearized block id, so grids of any shape
 * and size combine. Dependent, tile-local launches (same grid and block) share every thread: the
 * second body follows the first in the same thread.
 */
import { Builder } from '../../ir/builder.js';
import type { Operation } from '../../ir/operation.js';
import { type Value } from '../../ir/value.js';
import { ConstantOp } from '../../dialects/arith/index.js';
import { TerminatorOp, buildLaunchOp, launchBlockIds, launchThreadIds, launchWorkgroupAttributions } from '../../dialects/gpu/index.js';
import type { Type } from '../../ir/types.js';
import { KernelBuilder } from '../kernel-inline/emit.js';
import { IntegerAttr } from '../../ir/attributes.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';

/** Grid and block sizes of a launch when they are constants, and its workgroup buffers' types. */
export interface LaunchShape { readonly grid: readonly number[]; readonly block: readonly number[]; readonly workgroup: readonly Type[] }

const constIndex = (v: Value): number | undefined => {
  const d = v.definingOp;
  const a = d?.name === 'arith.constant' ? d.getAttr('value') : undefined;
  return a instanceof IntegerAttr ? Number(a.value) : undefined;
};

/** The launch's shape, or why it cannot be merged. */
export function launchShape(l: Operation): LaunchShape | string {
  if (l.numResults) return 'the launch is asynchronous';
  const workgroup = launchWorkgroupAttributions(l).map((a) => a.type);
  if (l.regions[0]!.front.args.length !== 12 + workgroup.length) return 'the launch has clusters or private buffers';
  if (l.numOperands !== 6) return 'the launch has a dynamic shared memory size or clusters';
  if (l.regions[0]!.blocks.length !== 1) return 'the launch body has several blocks';
  const sizes = l.operands.map(constIndex);
  if (sizes.some((s) => s === undefined)) return 'grid or block sizes are not constants';
  const n = sizes as number[];
  return { grid: n.slice(0, 3), block: n.slice(3, 6), workgroup };
}

export const volume = (xs: readonly number[]): number => xs[0]! * xs[1]! * xs[2]!;

const SYNC = new Set(['gpu.barrier', 'gpu.all_reduce', 'gpu.shuffle', 'gpu.subgroup_reduce', 'gpu.rotate']);
/** Does the body synchronize threads (so every thread of a block must take part)? */
export function synchronizes(l: Operation): boolean {
  return !l.walk((o) => (SYNC.has(o.name) ? 'interrupt' : undefined));
}

function hostIndex(b: Builder, n: number): Value {
  return ConstantOp.build(b, { value: IntegerAttr.index(n) }).result;
}

/**
 * A new 1-D launch before `at` with an empty body (and `workgroup` buffers); returns it and a
 * builder before its terminator.
 */
export function newLaunch(at: Operation, blocks: number, threads: number, workgroup: readonly Type[] = []): { launch: Operation; kb: KernelBuilder } {
  const b = Builder.before(at);
  const made = new Map<number, Value>();
  const c = (n: number): Value => made.get(n) ?? made.set(n, hostIndex(b, n)).get(n)!;
  const one = c(1), g = c(blocks), t = c(threads);
  const launch = buildLaunchOp(b, { gridSize: { x: g, y: one, z: one }, blockSize: { x: t, y: one, z: one }, workgroupAttributions: workgroup });
  const entry = launch.regions[0]!.front;
  const kb = new KernelBuilder(at.loc);
  kb.setConstantHome(entry);
  kb.b.setInsertionPointToEnd(entry);
  const term = TerminatorOp.build(kb.b, {});
  kb.b.setInsertionPoint(term);
  return { launch, kb };
}

const ID_OPS = ['gpu.block_id', 'gpu.thread_id', 'gpu.grid_dim', 'gpu.block_dim'];

/**
 * Moves the body of `src` to the builder's insertion point, its ids and sizes given by `ids`
 * (block ids, thread ids, grid sizes, block sizes: 12 values), id ops inside it included, and its
 * workgroup buffers replaced by `workgroup`.
 */
export function inlineBody(kb: KernelBuilder, src: Operation, ids: readonly Value[], workgroup: readonly Value[] = []): void {
  const entry = src.regions[0]!.front;
  launchWorkgroupAttributions(src).forEach((a, i) => a.replaceAllUsesWith(workgroup[i]!));
  // Id ops that ask `src` (not a launch nested in it) for its configuration.
  const idOps: Operation[] = [];
  for (const op of entry.ops) {
    op.walk((o) => { if (ID_OPS.includes(o.name) && o.parentOfKind('gpu.launch') === src) idOps.push(o); return undefined; });
  }
  entry.args.slice(0, 12).forEach((a, i) => a.replaceAllUsesWith(ids[i]!));
  for (const op of entry.ops.filter((o) => o.name !== 'gpu.terminator')) { op.remove(); kb.b.insert(op); }
  for (const o of idOps) {
    const d = ['x', 'y', 'z'].indexOf((o.getAttr('dimension') as DialectEnumAttr).text);
    o.getResult(0).replaceAllUsesWith(ids[ID_OPS.indexOf(o.name) * 3 + d]!);
    o.erase();
  }
}

/** Ids and sizes of a part of shape `s` whose linear block id is `lin` and thread id `tid`. */
function partIds(kb: KernelBuilder, s: LaunchShape, lin: Value, tid: Value): Value[] {
  const [bz, by, bx] = kb.delinearize(lin, [s.grid[2]!, s.grid[1]!, s.grid[0]!]);
  const [tz, ty, tx] = kb.delinearize(tid, [s.block[2]!, s.block[1]!, s.block[0]!]);
  return [bx!, by!, bz!, tx!, ty!, tz!, ...s.grid.map((n) => kb.idx(n)), ...s.block.map((n) => kb.idx(n))];
}

/**
 * Merges independent launches `a` (before) and `b` into one launch placed where `a` was;
 * callers have checked legality (and moved what lay between them). Threads of a part with a
 * smaller block than the merged one skip its body.
 */
export function mergeIndependent(a: Operation, sa: LaunchShape, b: Operation, sb: LaunchShape): Operation {
  const ga = volume(sa.grid), gb = volume(sb.grid);
  const ta = volume(sa.block), tb = volume(sb.block);
  const threads = Math.max(ta, tb);
  // Each part keeps its own workgroup buffers (a block runs one part: they could share the
  // bytes; kept apart for simplicity).
  const { launch, kb } = newLaunch(a, ga + gb, threads, [...sa.workgroup, ...sb.workgroup]);
  const bid = launchBlockIds(launch).x, tid = launchThreadIds(launch).x;
  const wg = launchWorkgroupAttributions(launch);
  const place = (src: Operation, s: LaunchShape, lin: Value, t: number) => {
    const own = src === a ? wg.slice(0, sa.workgroup.length) : wg.slice(sa.workgroup.length);
    const run = () => inlineBody(kb, src, partIds(kb, s, lin, tid), own);
    if (t < threads) kb.ifThen(kb.cmp('ult', tid, kb.idx(t)), run); else run();
  };
  kb.ifElse(kb.cmp('ult', bid, kb.idx(ga)), () => place(a, sa, bid, ta), () => place(b, sb, kb.sub(bid, kb.idx(ga)), tb));
  const sizes = [...a.operands, ...b.operands].map((v) => v.definingOp);
  a.erase();
  b.erase();
  // The parts' size constants, if nothing else uses them.
  for (const d of new Set(sizes)) if (d?.name === 'arith.constant' && d.useEmpty && d.parentBlock) d.erase();
  return launch;
}

/** Appends the body of `b` to that of `a` (same grid and block): each thread runs both. */
export function mergeTileLocal(a: Operation, b: Operation): Operation {
  const kb = new KernelBuilder(a.loc);
  const entry = a.regions[0]!.front;
  kb.b.setInsertionPoint(entry.last!);
  inlineBody(kb, b, entry.args.slice(0, 12));
  b.erase();
  return a;
}
