/**
 * Collectives across the ranks of an SPMD program (NCCL semantics). Not to be confused with
 * upstream's `gpu.all_reduce`, which reduces across the threads of one workgroup.
 */
import { defineOp } from '../../irdl/define.js';
import { I64Attr } from '../../irdl/constraints.js';
import { defaultAttr } from '../../irdl/spec.js';

import { opError } from '../../ir/diagnostics.js';
import { IntegerAttr } from '../../ir/attributes.js';
import { RankedTensorType, i64 } from '../../ir/types.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { defineDialectEnum } from '../../irdl/enum.js';
import { ComcoTensor, normalizeAxis, shapeText } from './shapes.js';

/** The reduction of a collective: `#comco<reduction sum>`, printed `sum` in ops. */
export const Reduction = defineDialectEnum({
  dialect: 'comco',
  mnemonic: 'reduction',
  cases: { sum: 0, prod: 1, min: 2, max: 3, avg: 4 },
  syntax: 'keyword',
  description: 'reduction kind',
});

/**
 * Every rank gets the elementwise reduction of all ranks' tensors (sum, prod, min, max, avg).
 * With one rank it is the identity.
 *
 * ```mlir
 * %y = comco.allreduce sum %x : tensor<1024xf32>
 * ```
 */
export const AllReduceOp = defineOp({
  name: 'comco.allreduce',
  summary: 'all-reduce across ranks',
  operands: { input: ComcoTensor },
  results: { result: ComcoTensor },
  attributes: { op: Reduction.constraint },
  sameTypes: [['input', 'result']],
  format: '$op $input attr-dict `:` type($input)',
});

function gatherLike(op: Operation & { readonly input: Value; readonly result: Value; readonly axis: IntegerAttr }, gather: boolean): void {
  const a = op.input.type as RankedTensorType, r = op.result.type as RankedTensorType;
  if (a.rank !== r.rank) throw opError(op, `result rank ${r.rank} differs from input rank ${a.rank}`);
  if (a.elementType !== r.elementType) throw opError(op, 'result element type differs from the input element type');
  const axis = normalizeAxis(op, op.axis.num, a.rank);
  for (let i = 0; i < a.rank; i++) {
    if (i === axis) continue;
    if (a.dim(i) !== r.dim(i)) throw opError(op, `dimension ${i} differs: ${shapeText(a)} vs ${shapeText(r)}`);
  }
  const [small, big] = gather ? [a.dim(axis), r.dim(axis)] : [r.dim(axis), a.dim(axis)];
  if (small === 0 || big % small !== 0) {
    throw opError(op, `dimension ${axis} of the ${gather ? 'result' : 'input'} (${big}) must be a multiple of the ${gather ? 'input' : 'result'}'s (${small})`);
  }
}

/**
 * Concatenates the ranks' tensors along `axis`, in rank order.
 *
 * ```mlir
 * %y = comco.allgather %x axis = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
 * ```
 */
export const AllGatherOp = defineOp({
  name: 'comco.allgather',
  summary: 'all-gather across ranks',
  operands: { input: ComcoTensor },
  results: { result: ComcoTensor },
  attributes: { axis: defaultAttr(I64Attr, IntegerAttr.get(i64, 0)) },
  format: '$input (`axis` `=` $axis^)? attr-dict `:` type($input) `->` type($result)',
}, {
  verify(op) { gatherLike(op, true); },
});

/**
 * Reduces the ranks' tensors and gives rank r the r-th slice along `axis`.
 *
 * ```mlir
 * %y = comco.reduce_scatter sum %x axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
 * ```
 */
export const ReduceScatterOp = defineOp({
  name: 'comco.reduce_scatter',
  summary: 'reduce-scatter across ranks',
  operands: { input: ComcoTensor },
  results: { result: ComcoTensor },
  attributes: { op: Reduction.constraint, axis: defaultAttr(I64Attr, IntegerAttr.get(i64, 0)) },
  format: '$op $input (`axis` `=` $axis^)? attr-dict `:` type($input) `->` type($result)',
}, {
  verify(op) { gatherLike(op, false); },
});

