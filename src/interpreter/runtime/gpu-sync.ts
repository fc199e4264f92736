/**
 * The synchronizing GPU ops as requests a thread yields to the scheduler (runtime/gpu.ts), and
 * how a complete rendezvous is resolved. Reductions fold the participating threads' values in
 * increasing thread (lane) order with the op's combining function, which fixes the rounding of
 * float reductions (a device may use another tree; tests of lowered code compare within a
 * tolerance). Shuffles and rotates return the executing lane's own value where `valid` is false.
 */
import { fail } from './core.js';

/** Request kinds: block-wide (0, 1) and subgroup-wide (2, 3, 4). */
export const enum Kind { Barrier = 0, AllReduce = 1, Shuffle = 2, SubgroupReduce = 3, Rotate = 4 }
type Combine = (a: unknown, b: unknown) => unknown;

/** `[kind, opId, ...payload]`, as generated code yields it. */
export type Request = readonly [number, number, ...unknown[]];

export const isBlockOp = (r: Request): boolean => r[0] === Kind.Barrier || r[0] === Kind.AllReduce;

/** Results of a block-wide op for the waiting threads, in thread order. */
export function resolveBlockOp(reqs: readonly Request[], id: number): unknown[] {
  if (reqs[0]![0] === Kind.Barrier) return reqs.map(() => undefined);
  const combine = reqs[0]![3] as Combine;
  let acc = reqs[0]![2];
  for (let i = 1; i < reqs.length; i++) acc = combine(acc, reqs[i]![2]);
  void id;
  return reqs.map(() => acc);
}

/** Results of a subgroup op for the waiting lanes (`lanes[k]` is the lane of `reqs[k]`). */
export function resolveWarpOp(reqs: readonly Request[], lanes: readonly number[], id: number, warpSize: number): unknown[] {
  const byLane = new Map<number, unknown>();
  reqs.forEach((r, k) => byLane.set(lanes[k]!, r[2]));
  const kind = reqs[0]![0];
  if (kind === Kind.SubgroupReduce) {
    return reqs.map((r, k) => {
      const size = (r[4] as number | undefined) ?? warpSize, stride = (r[5] as number | undefined) ?? 1;
      const lane = lanes[k]!;
      const base = (lane % stride) + Math.floor(lane / (size * stride)) * size * stride;
      const combine = r[3] as Combine;
      let acc: unknown;
      let first = true;
      for (let j = 0; j < size; j++) {
        const l = base + j * stride;
        if (!byLane.has(l)) continue;
        acc = first ? byLane.get(l) : combine(acc, byLane.get(l));
        first = false;
      }
      return acc;
    });
  }
  return reqs.map((r, k) => {
    const lane = lanes[k]!;
    const offset = Number(r[3]), width = Number(r[4]);
    let src: number;
    if (kind === Kind.Rotate) src = lane < width ? (lane + offset) % width : -1;
    else {
      const mode = r[5] as number;
      src = mode === 0 ? lane ^ offset : mode === 1 ? lane + offset : mode === 2 ? lane - offset : offset;
    }
    const valid = src >= 0 && src < width && (kind !== Kind.Rotate || lane < width);
    if (!valid) return [r[2], 0];
    if (!byLane.has(src)) fail(id, `lane ${lane} reads lane ${src}, which is not active (it has exited or is past the block's threads)`);
    return [byLane.get(src), 1];
  });
}
