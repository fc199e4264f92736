/**
 * The offsets/sizes/strides triple of subview and reinterpret_cast (upstream's
 * OffsetSizeAndStrideOpInterface): mixed static/dynamic lists and their verifier.
 */
import { DenseArrayAttr } from '../../ir/attributes.js';
import { errorOn } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';
import { fromStatic } from './layout.js';

/** The parts of an op with offsets, sizes and strides, by list. */
export interface SliceParts {
  readonly offsets: readonly Value[];
  readonly sizes: readonly Value[];
  readonly strides: readonly Value[];
  readonly static_offsets: DenseArrayAttr;
  readonly static_sizes: DenseArrayAttr;
  readonly static_strides: DenseArrayAttr;
}

/** One entry of a mixed list: a static number or an SSA value. */
export type Mixed = number | Value;

/** The list with each dynamic entry replaced by its SSA value, in order. */
export function mixedValues(statics: DenseArrayAttr, dynamics: readonly Value[]): Mixed[] {
  let k = 0;
  return fromStatic(statics.values).map((v) => (v === Number.MIN_SAFE_INTEGER ? dynamics[k++]! : v));
}

function verifyList(op: Operation, name: string, plural: string, expected: number, statics: DenseArrayAttr, values: readonly Value[]): void {
  if (statics.length !== expected) throw errorOn(op, `expected ${expected} ${name} values, got ${statics.length}`);
  const dynamic = fromStatic(statics.values).filter((v) => v === Number.MIN_SAFE_INTEGER).length;
  if (values.length !== dynamic) {
    throw errorOn(op, `expected the number of '${plural}' to match the number of dynamic entries in 'static_${plural}' (${values.length} vs ${dynamic})`);
  }
}

/**
 * Upstream's verifyOffsetSizeAndStrideOp; `maxRanks` are the expected lengths of the offset,
 * size and stride lists (a single offset is allowed where its max rank is 1).
 */
export function verifySliceParts(op: Operation, s: SliceParts, maxRanks: readonly [number, number, number]): void {
  const nOff = s.static_offsets.length;
  const nSize = s.static_sizes.length;
  const nStride = s.static_strides.length;
  if (!(nOff === 1 && maxRanks[0] === 1) && nOff !== nSize) {
    throw errorOn(op, `expected mixed offsets rank to match mixed sizes rank (${nOff} vs ${nSize}) so the rank of the result type is well-formed.`);
  }
  if (nSize !== nStride) {
    throw errorOn(op, `expected mixed sizes rank to match mixed strides rank (${nSize} vs ${nStride}) so the rank of the result type is well-formed.`);
  }
  verifyList(op, 'offset', 'offsets', maxRanks[0], s.static_offsets, s.offsets);
  verifyList(op, 'size', 'sizes', maxRanks[1], s.static_sizes, s.sizes);
  verifyList(op, 'stride', 'strides', maxRanks[2], s.static_strides, s.strides);
  for (const v of fromStatic(s.static_offsets.values)) {
    if (v < 0 && v !== Number.MIN_SAFE_INTEGER) throw errorOn(op, `expected offsets to be non-negative, but got ${v}`);
  }
  for (const v of fromStatic(s.static_sizes.values)) {
    if (v < 0 && v !== Number.MIN_SAFE_INTEGER) throw errorOn(op, `expected sizes to be non-negative, but got ${v}`);
  }
}
