/**
 * SPMD execution (`comco run --ranks N`): the program runs as N ranks in lockstep. Host
 * functions compile to generators and comco's collectives yield a request; when every rank
 * waits at the same collective, the ranks' tensors are combined as NCCL combines them and each
 * rank resumes with its result. Reductions fold in rank order (rank 0 first), rounding to the
 * element type after each step; `avg` is the sum divided by N.
 */
import { FloatType, type Type } from '../../ir/types.js';
import { type Scalar, Tensor, allocStorage, toScalar } from '../values.js';
import { fail } from './core.js';
import { concat, extractSlice } from './tensor.js';
import { maximumf, minimumf } from './float.js';

export interface CollectiveRequest {
  readonly kind: 'collective';
  readonly op: string;
  readonly reduction: string;
  readonly axis: number;
  readonly value: Tensor;
  readonly id: number;
}

function combine(reduction: string, et: Type, a: Scalar, b: Scalar): Scalar {
  const f = et instanceof FloatType;
  switch (reduction) {
    case 'sum': case 'avg': return toScalar(et, typeof a === 'bigint' ? a + (b as bigint) : (a as number) + (b as number));
    case 'prod': return toScalar(et, typeof a === 'bigint' ? a * (b as bigint) : f ? (a as number) * (b as number) : BigInt(a) * BigInt(b));
    case 'min': return f ? minimumf(a as number, b as number) : a < b ? a : b;
    default: return f ? maximumf(a as number, b as number) : a > b ? a : b;
  }
}

function reduce(reduction: string, xs: readonly Tensor[], id: number): Tensor {
  const first = xs[0]!;
  for (const x of xs) {
    if (x.shape.join('x') !== first.shape.join('x')) fail(id, `ranks pass different shapes: ${xs.map((t) => t.shape.join('x')).join(', ')}`);
  }
  const et = first.elementType;
  const out = allocStorage(et, first.data.length) as unknown as Scalar[];
  for (let i = 0; i < out.length; i++) {
    let acc = first.data[i]!;
    for (let r = 1; r < xs.length; r++) acc = combine(reduction, et, acc, xs[r]!.data[i]!);
    if (reduction === 'avg') acc = et instanceof FloatType ? toScalar(et, (acc as number) / xs.length) : toScalar(et, BigInt(acc) / BigInt(xs.length));
    out[i] = acc;
  }
  return new Tensor(et, first.shape, out as unknown as Tensor['data']);
}

/** The result of one collective for every rank, in rank order. */
export function collective(reqs: readonly CollectiveRequest[]): Tensor[] {
  const r0 = reqs[0]!;
  const xs = reqs.map((r) => r.value);
  const n = xs.length;
  const axis = r0.axis < 0 ? r0.axis + r0.value.rank : r0.axis;
  if (r0.op === 'comco.allreduce') {
    const t = reduce(r0.reduction, xs, r0.id);
    return xs.map(() => t);
  }
  if (r0.op === 'comco.allgather') {
    const t = concat(axis, xs, r0.id);
    return xs.map(() => t);
  }
  const t = reduce(r0.reduction, xs, r0.id);
  const d = t.shape[axis]!;
  if (d % n !== 0) fail(r0.id, `dimension ${axis} (${d}) does not split into ${n} ranks`);
  const part = d / n;
  return xs.map((_, r) => {
    const offsets = t.shape.map((_s, i) => (i === axis ? r * part : 0));
    const sizes = t.shape.map((s, i) => (i === axis ? part : s));
    return extractSlice(t, offsets, sizes, sizes.map(() => 1), sizes, r0.id);
  });
}

/** Drives the ranks' generators to completion; returns each rank's return value. */
export function runRanks(gens: readonly Generator<unknown, unknown, unknown>[]): unknown[] {
  const n = gens.length;
  const results: unknown[] = new Array(n);
  const done: boolean[] = new Array(n).fill(false);
  const resume: unknown[] = new Array(n).fill(undefined);
  for (;;) {
    const waiting: (CollectiveRequest | undefined)[] = new Array(n).fill(undefined);
    for (let r = 0; r < n; r++) {
      if (done[r]) continue;
      const step = gens[r]!.next(resume[r]);
      if (step.done) { done[r] = true; results[r] = step.value; continue; }
      waiting[r] = step.value as CollectiveRequest;
    }
    const at = waiting.filter((w) => w !== undefined);
    if (at.length === 0) return results;
    const first = at[0]!;
    if (at.length !== n) {
      fail(first.id, `${n - at.length} of ${n} ranks returned while the others wait at this collective (every rank must reach each collective)`);
    }
    if (at.some((w) => w.id !== first.id)) {
      fail(first.id, `ranks wait at different collectives: ${[...new Set(at.map((w) => `{{op:${w.id}}}`))].join(' and ')}`);
    }
    collective(at).forEach((t, r) => { resume[r] = t; });
  }
}
