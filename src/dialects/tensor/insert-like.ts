/**
 * What the insert_slice patterns need to rewrite both tensor.insert_slice and
 * tensor.parallel_insert_slice (upstream's patterns are templates over the two): a new insert of
 * the same kind replaces the old one, and a cast of the inserted value goes right before the op,
 * or, for a parallel insert, before the scf.forall.in_parallel that holds it (its block holds
 * only parallel inserts).
 */
import type { DenseArrayAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { CastOp } from './ops.js';
import { InsertSliceOp, ParallelInsertSliceOp, type SliceParts } from './slice-ops.js';

export type InsertLike = Operation & SliceParts & { readonly source: Value; readonly dest: Value };

export interface InsertArgs {
  readonly source: Value;
  readonly dest: Value;
  readonly offsets: readonly Value[];
  readonly sizes: readonly Value[];
  readonly strides: readonly Value[];
  readonly static_offsets: DenseArrayAttr;
  readonly static_sizes: DenseArrayAttr;
  readonly static_strides: DenseArrayAttr;
}

const isParallel = (op: Operation): boolean => op.name === ParallelInsertSliceOp.spec.name;

/** `value` cast to `type`, made before `op` (before its in_parallel for a parallel insert). */
export function castForInsert(rw: PatternRewriter, op: InsertLike, value: Value, type: Type): Value {
  return rw.guard(() => {
    rw.setInsertionPoint(isParallel(op) ? op.parentOp! : op);
    return CastOp.build(rw, { source: value, resultTypes: [type] }, op.loc).dest;
  });
}

/** Replaces `op` by an insert of its kind with `args`; an insert_slice whose dest type changed
 * is cast back to the old result type. */
export function replaceInsert(rw: PatternRewriter, op: InsertLike, args: InsertArgs): void {
  const a = {
    source: args.source, dest: args.dest, offsets: [...args.offsets], sizes: [...args.sizes], strides: [...args.strides],
    static_offsets: args.static_offsets, static_sizes: args.static_sizes, static_strides: args.static_strides,
  };
  rw.setInsertionPoint(op);
  if (isParallel(op)) {
    ParallelInsertSliceOp.build(rw, a, op.loc);
    rw.eraseOp(op);
    return;
  }
  const old = op.getResult(0).type;
  const insert = InsertSliceOp.build(rw, { ...a, resultTypes: [args.dest.type] }, op.loc).result;
  rw.replaceOp(op, [args.dest.type === old ? insert : CastOp.build(rw, { source: insert, resultTypes: [old] }, op.loc).dest]);
}
