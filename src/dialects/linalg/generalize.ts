/**
 * Named structured ops rewritten as linalg.generic (upstream's generalizeNamedOp, what
 * `--linalg-generalize-named-ops` does): same operands, the op's indexing maps and iterator types
 * as attributes, its payload moved over. Fusion and lowering passes can then handle one op kind.
 */
import { AffineMapAttr, ArrayAttr, DenseArrayAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import { MemRefType } from '../../ir/types.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import type { RewritePattern } from '../../rewrite/pattern.js';
import { iteratorTypesAttr } from './enums.js';
import { GenericOp } from './generic.js';
import { isLinalgOp, linalgInterface } from './interface.js';

/**
 * Replaces the structured op `op` (not already a linalg.generic) by the equivalent generic and
 * returns it; undefined when `op` is not a candidate. Discardable attributes are dropped, and
 * tensor results follow the outputs' types, as upstream.
 */
export function generalizeNamedOp(rw: PatternRewriter, op: Operation): Operation | undefined {
  if (GenericOp.is(op) || op.numRegions !== 1) return undefined;
  const v = linalgInterface(op);
  if (!v) return undefined;
  const pureTensor = !op.operands.some((x) => x.type instanceof MemRefType);
  const region = new Region();
  region.takeBody(op.regions[0]!);
  rw.setInsertionPoint(op);
  const generic = rw.create(GenericOp, {
    operands: [...v.inputs, ...v.outputs],
    resultTypes: pureTensor ? v.outputs.map((x) => x.type) : [],
    attributes: [
      ['indexing_maps', ArrayAttr.get(v.indexingMaps.map((m) => AffineMapAttr.get(m)))],
      ['iterator_types', iteratorTypesAttr(v.iteratorTypes)],
      ['operandSegmentSizes', DenseArrayAttr.i32([v.inputs.length, v.outputs.length])],
    ],
    regions: [region],
    loc: op.loc,
  });
  rw.replaceOp(op, generic.results);
  return generic;
}

/** The rewrite as a pattern set, for a pass to apply greedily. */
export const generalizeNamedOpsPatterns: readonly RewritePattern[] = [{
  name: 'LinalgGeneralizationPattern',
  root: undefined,
  matchAndRewrite: (op, rw) => isLinalgOp(op) && generalizeNamedOp(rw, op) !== undefined,
}];
