/**
 * vector.to_elements / vector.from_elements of 1-D vectors: a vector is one register per lane,
 * so both are lane copies (ptxas removes the moves). The elementwise strategy reads and writes
 * 4 lanes at once with vector.load/store and runs the payload per lane between these two ops.
 */
import type { Operation } from '../../../ir/operation.js';
import { FromElementsOp, ToElementsOp } from '../../../dialects/vector/elements.js';
import type { Lowerer, Lowering } from './context.js';

const toElements: Lowering = (op: Operation, k: Lowerer) => {
  if (!ToElementsOp.is(op)) return;
  k.info(op, op.source.type); // refuses vectors of rank above 1
  const src = k.use(op.source);
  op.results.forEach((r, i) => k.copy(k.def(r), [src[i]!]));
};

const fromElements: Lowering = (op: Operation, k: Lowerer) => {
  if (!FromElementsOp.is(op)) return;
  k.info(op, op.dest.type);
  k.copy(k.def(op.dest), op.elements.map((e) => k.get(e)));
};

export const vectorLowerings: ReadonlyArray<readonly [string, Lowering]> = [
  ['vector.to_elements', toElements],
  ['vector.from_elements', fromElements],
];
