/**
 * What tensor and memref reshapes share, as upstream's ReshapeOpsUtils: composing the groups of
 * two reshapes of one kind, and folding a reshape of the inverse reshape.
 */
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { type ShapedType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';

export type Reassociation = readonly (readonly number[])[];

/**
 * Upstream's composeReassociationIndices: the groups of two reshapes of the same kind, one after
 * the other, as one reshape's groups; undefined when both have as many groups (upstream refuses
 * that case) or the two do not chain.
 */
function composeReassociation(first: Reassociation, second: Reassociation): number[][] | undefined {
  if (first.length === second.length) return undefined;
  const [producer, consumer] = first.length > second.length ? [first, second] : [second, first];
  if (consumer.length === 0) return [];
  if (consumer.reduce((n, g) => n + g.length, 0) !== producer.length) return undefined;
  return consumer.map((g) => g.flatMap((i) => [...producer[i]!]));
}

/**
 * ComposeReassociativeReshapeOps' match: `op` reads a reshape of its own kind; the source of that
 * one and the groups of both as one reshape, or undefined where they do not compose.
 */
export function composedReshape(op: Operation, groups: (op: Operation) => Reassociation): { source: Value; groups: number[][] } | undefined {
  const src = op.getOperand(0).definingOp;
  if (!src || src.name !== op.name) return undefined;
  const composed = composeReassociation(groups(src), groups(op));
  return composed ? { source: src.getOperand(0), groups: composed } : undefined;
}

/**
 * The reshape-of-inverse part of upstream's foldReshapeOp: collapse_shape(expand_shape(x)) or the
 * reverse that gives x's type back is x when x has at most one dynamic dim, or, with more, when
 * the two use the same groups and each group of the result holds at most one dynamic dim (or the
 * middle value has the higher rank).
 */
export function foldReshapeOfInverse(op: Operation, inverse: string, groups: (op: Operation) => Reassociation): readonly FoldResult[] | undefined {
  const def = op.getOperand(0).definingOp;
  if (!def || def.name !== inverse) return undefined;
  const inner = def.getOperand(0);
  const type = op.getResult(0).type as ShapedType;
  const mid = def.getResult(0).type as ShapedType;
  if (inner.type !== type || !type.shape || !mid.shape) return undefined;
  const shape = type.shape;
  if (shape.filter(isDynamic).length < 2) return [inner];
  const a = groups(op), b = groups(def);
  if (a.length !== b.length || a.some((g, i) => g.join() !== b[i]!.join())) return undefined;
  if (shape.length < mid.shape.length) return [inner];
  return a.every((g) => shape.slice(g[0], g[0]! + g.length).filter(isDynamic).length < 2) ? [inner] : undefined;
}
