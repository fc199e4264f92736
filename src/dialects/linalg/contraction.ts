/**
 * Contractions: C += cast(A) * cast(B) over an iteration space. linalg.matmul, batch_matmul and
 * batch_reduce_matmul carry their `indexing_maps` as a property (printed only when they differ
 * from the defaults, which allows transposes and broadcasts); matvec, vecmat, dot, batch_matvec and
 * batch_vecmat have fixed maps that upstream memoizes in `linalg.memoized_indexing_maps`.
 */
import { AffineMap } from '../../ir/affine/map.js';
import { AffineDimExpr, getAffineDimExpr } from '../../ir/affine/expr.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { ShapedType } from '../../ir/types.js';
import { AffineMapArrayAttr } from '../../irdl/constraints.js';
import { optionalAttr } from '../../irdl/spec.js';
import type { Payload } from './named.js';
import { type IteratorType, TypeFnEnum } from './enums.js';
import { typeFnCast } from './elementwise-named.js';
import { mapsOf } from './generic.js';
import { namedOp } from './named.js';

const d = (...dims: number[]) => dims.map((i) => getAffineDimExpr(i));
const map = (n: number, ...dims: number[]) => AffineMap.get(n, 0, d(...dims));

/** `out + cast(a) * cast(b)`, the body of every contraction. */
const contraction: Payload = (pb, [a, b, out], attrs) => {
  const x = typeFnCast(pb, out!, a!, attrs);
  const y = typeFnCast(pb, out!, b!, attrs);
  return [pb.binary('add', out!, pb.binary('mul', x, y))];
};

/**
 * The body of contractions whose upstream regionBuilder casts signed whatever a `cast` attribute
 * says (batch_reduce_matmul; matvec, vecmat, dot, batch_matvec and batch_vecmat, from OpDSL without
 * a cast parameter).
 */
const signedContraction: Payload = (pb, args) => contraction(pb, args, new Map());

const fixed = (maps: AffineMap[], iterators: IteratorType[]) => ({
  maps: () => maps, iterators: () => iterators,
});

const P = 'parallel', R = 'reduction';

const matmulMaps = [map(3, 0, 2), map(3, 2, 1), map(3, 0, 1)];

/** Every result of `m` is a result of `dflt` (upstream's areResultExprsSubsetOf). */
const resultsWithin = (m: AffineMap, dflt: AffineMap): boolean => {
  const allowed = new Set(dflt.results.map((e) => e.key));
  return m.results.every((e) => allowed.has(e.key));
};

/** Upstream's verifyExtendedMatmulSemantic for the two inputs of a matmul with explicit maps. */
function verifyMatmulMaps(op: Operation): void {
  const maps = mapsOf(op.getAttr('indexing_maps'));
  if (maps.length !== 3 || maps.every((m, i) => m.equals(matmulMaps[i]!))) return;
  for (let i = 0; i < 2; i++) {
    const m = maps[i]!, dflt = matmulMaps[i]!;
    if (!resultsWithin(m, dflt)) throw opError(op, 'Unexpected dim expression in map result.');
    if (m.numResults < dflt.numResults) {
      const e = m.results[0];
      if (!(m.numResults === 1 && e instanceof AffineDimExpr && e.position === m.numDims - 1)) {
        throw opError(op, 'Invalid broadcast requested, should be (d2).');
      }
    }
  }
}

/**
 * Upstream's verifyExtendedBatchVariantMatmulSemantic, for batch_matmul and batch_reduce_matmul
 * with explicit maps (loops: batch d0, m d1, n d2, k d3): the inputs use the default results, drop
 * only dims a broadcast may drop and keep the batch dim first; the output is the default one.
 */
function batchMapsVerifier(defaults: readonly AffineMap[], reduce: boolean): (op: Operation) => void {
  const fn = (m: AffineMap, i: number, d: number) => m.results[i]!.isFunctionOfDim(d);
  const validBroadcast = (m: AffineMap, lhs: boolean): boolean => {
    if (m.numResults === 1) return fn(m, 0, 3);
    if (m.numResults !== 2) return false;
    return lhs ? (fn(m, 0, 0) || fn(m, 0, 1)) && fn(m, 1, 3) : (fn(m, 0, 0) && fn(m, 1, 3)) || (fn(m, 0, 3) && fn(m, 1, 2));
  };
  return (op) => {
    const maps = mapsOf(op.getAttr('indexing_maps'));
    if (maps.length === defaults.length && maps.every((m, i) => m.equals(defaults[i]!))) return;
    if (maps.length !== 3) throw opError(op, 'Indexing_map attribute must have 3 affine maps.');
    for (let i = 0; i < 2; i++) {
      const m = maps[i]!, dflt = defaults[i]!;
      if (!resultsWithin(m, dflt)) throw opError(op, 'Unexpected result dim expression (outside the set of default result dims).');
      if (m.numResults > 3) throw opError(op, 'no. of result dim expressions exceeds 3.');
      if (m.numResults < dflt.numResults) {
        if (!validBroadcast(m, i === 0)) throw opError(op, 'Invalid broadcast requested.');
      } else if (!fn(m, 0, 0)) {
        throw opError(op, 'Invalid batch dimension expression.');
      }
    }
    const out = maps[2]!;
    const rank = reduce ? 2 : 3;
    if (out.numResults !== rank) throw opError(op, `expects ${rank} dims, but got (${out.numResults}).`);
    const valid = reduce ? fn(out, 0, 1) && fn(out, 1, 2) : fn(out, 0, 0) && fn(out, 1, 1) && fn(out, 2, 2);
    if (!valid) throw opError(op, 'Invalid output map result dimension.');
  };
}

const cast = { cast: optionalAttr(TypeFnEnum.constraint) };
const withMaps = { indexing_maps: optionalAttr(AffineMapArrayAttr), ...cast };

/** `%c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c0 : tensor<4x16xf32>) -> tensor<4x16xf32>` */
export const MatmulOp = namedOp('linalg.matmul', withMaps, {
  summary: 'Performs a matrix multiplication of two 2D inputs without broadcast or transpose.',
  ...fixed(matmulMaps, [P, P, R]),
  defaultMaps: () => matmulMaps,
  regionArgs: 3,
  payload: contraction,
  verify: verifyMatmulMaps,
});

const batchMatmulMaps = [map(4, 0, 1, 3), map(4, 0, 3, 2), map(4, 0, 1, 2)];
/** `%c = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c0 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>` */
export const BatchMatmulOp = namedOp('linalg.batch_matmul', withMaps, {
  summary: 'Performs a batched matrix multiplication of two 3D inputs.',
  ...fixed(batchMatmulMaps, [P, P, P, R]),
  defaultMaps: () => batchMatmulMaps,
  regionArgs: 3,
  payload: contraction,
  verify: batchMapsVerifier(batchMatmulMaps, false),
});

const batchReduceMaps = [map(4, 0, 1, 3), map(4, 0, 3, 2), map(4, 1, 2)];
/** `%c = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c0 : tensor<4x16xf32>) -> tensor<4x16xf32>` */
export const BatchReduceMatmulOp = namedOp('linalg.batch_reduce_matmul', withMaps, {
  summary: 'Performs a batch-reduce matrix multiplication on two inputs.',
  ...fixed(batchReduceMaps, [R, P, P, R]),
  defaultMaps: () => batchReduceMaps,
  regionArgs: 3,
  payload: signedContraction,
  verify: batchMapsVerifier(batchReduceMaps, true),
});

/** `%x = linalg.matvec ins(%a, %y : tensor<4x8xf32>, tensor<8xf32>) outs(%x0 : tensor<4xf32>) -> tensor<4xf32>` */
export const MatvecOp = namedOp('linalg.matvec', {}, {
  summary: 'Performs a matrix-vector multiplication.',
  ...fixed([map(2, 0, 1), map(2, 1), map(2, 0)], [P, R]),
  memoize: true,
  regionArgs: 3,
  payload: signedContraction,
});

/** `%x = linalg.vecmat ins(%y, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%x0 : tensor<8xf32>) -> tensor<8xf32>` */
export const VecmatOp = namedOp('linalg.vecmat', {}, {
  summary: 'Performs a vector-matrix multiplication.',
  ...fixed([map(2, 1), map(2, 1, 0), map(2, 0)], [P, R]),
  memoize: true,
  regionArgs: 3,
  payload: signedContraction,
});

/** `%s = linalg.dot ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%s0 : tensor<f32>) -> tensor<f32>` */
export const DotOp = namedOp('linalg.dot', {}, {
  summary: 'Performs a dot product of two vectors to a scalar result.',
  ...fixed([map(1, 0), map(1, 0), map(1)], [R]),
  memoize: true,
  regionArgs: 3,
  payload: signedContraction,
});

/** `%c = linalg.batch_matvec ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%c0 : tensor<2x4xf32>) -> tensor<2x4xf32>` */
export const BatchMatvecOp = namedOp('linalg.batch_matvec', {}, {
  summary: 'Performs a batched matrix-vector multiplication.',
  ...fixed([map(3, 0, 1, 2), map(3, 0, 2), map(3, 0, 1)], [P, P, R]),
  memoize: true,
  regionArgs: 3,
  payload: signedContraction,
});

/** `%c = linalg.batch_vecmat ins(%a, %b : tensor<2x8xf32>, tensor<2x8x16xf32>) outs(%c0 : tensor<2x16xf32>) -> tensor<2x16xf32>` */
export const BatchVecmatOp = namedOp('linalg.batch_vecmat', {}, {
  summary: 'Performs a batched matrix-vector multiplication.',
  ...fixed([map(3, 0, 2), map(3, 0, 2, 1), map(3, 0, 1)], [P, P, R]),
  memoize: true,
  regionArgs: 3,
  payload: signedContraction,
});

/** `%c = linalg.mmt4d ins(%a, %b : tensor<2x3x4x5xf32>, tensor<6x3x7x5xf32>) outs(%c0 : tensor<2x6x4x7xf32>) -> tensor<2x6x4x7xf32>`:
 * a matmul of 4-D tiled operands, the right one transposed (M0xK0xM1xK1 by N0xK0xN1xK1). */
export const Mmt4DOp = namedOp('linalg.mmt4d', {}, {
  summary: 'Performs a matrix-matrix-transpose multiplication of two 4D inputs.',
  ...fixed([map(6, 0, 2, 3, 5), map(6, 1, 2, 4, 5), map(6, 0, 1, 3, 4)], [P, P, R, P, P, R]),
  memoize: true,
  regionArgs: 3,
  payload: signedContraction,
});

/** mmt4d with a leading batch dimension on every operand. */
export const BatchMmt4DOp = namedOp('linalg.batch_mmt4d', {}, {
  summary: 'Performs a batched matrix-matrix-transpose multiplication of two batched-4D (5D) inputs.',
  ...fixed([map(7, 0, 1, 3, 4, 6), map(7, 0, 2, 3, 5, 6), map(7, 0, 1, 2, 4, 5)], [P, P, P, R, P, P, R]),
  memoize: true,
  regionArgs: 3,
  payload: signedContraction,
});

/** linalg.contract's loops: dims of the output map are parallel, the others reductions. */
function contractIterators(op: Operation): IteratorType[] {
  const maps = mapsOf(op.getAttr('indexing_maps'));
  const out = maps[maps.length - 1];
  if (!out) return [];
  const inOut = new Set(out.results.filter((e): e is AffineDimExpr => e instanceof AffineDimExpr).map((e) => e.position));
  return Array.from({ length: out.numDims }, (_, i) => (inOut.has(i) ? P : R));
}

/** Upstream's ContractOp::verify (messages without the op prefix, as its emitError). */
function verifyContract(op: Operation): void {
  const maps = mapsOf(op.getAttr('indexing_maps'));
  let dims = -1;
  let ins: number[] = [], outs: number[] = [];
  maps.forEach((m, k) => {
    const t = op.getOperand(k)?.type;
    if (!m.isProjectedPermutation()) throw errorOn(op, 'provided affine_map is not a projected permutation');
    if (t instanceof ShapedType) {
      if (m.numResults !== t.rank) throw errorOn(op, 'ranks of shaped operand and results of corresponding affine_map differ');
    } else if (m.numResults !== 0) {
      throw errorOn(op, 'affine_map specifies shaped access while operand has non-shaped type');
    }
    if (dims === -1) { dims = m.numDims; ins = new Array<number>(dims).fill(0); outs = new Array<number>(dims).fill(0); }
    else if (dims !== m.numDims) throw errorOn(op, 'iteration spaces of provided affine_maps differ');
    for (const e of m.results) {
      const pos = (e as AffineDimExpr).position;
      if (k < 2) ins[pos]!++; else outs[pos]!++;
    }
  });
  let contracting = false;
  for (let d = 0; d < dims; d++) {
    const i = ins[d]!, o = outs[d]!;
    contracting ||= i === 2 && o === 0;
    if (i === 0 && o === 0) throw errorOn(op, `iteration space dim at index ${d} not used to access any operand`);
    if (i === 1 && o !== 1) throw errorOn(op, `iteration space dim at index ${d} is neither a contracting dim nor of parallel iteration type`);
  }
  if (!contracting) throw errorOn(op, "'indexing_maps' do not specify a contracting dimension");
}

/** `%c = linalg.contract indexing_maps = [#a, #b, #c] ins(%x, %y : tensor<4x8xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>` */
export const ContractOp = namedOp('linalg.contract', withMaps, {
  summary: 'Perform a contraction on two inputs, accumulating into the third.',
  maps: () => [],
  iterators: contractIterators,
  requiredMaps: true,
  regionArgs: 3,
  payload: contraction,
  verify: verifyContract,
});
