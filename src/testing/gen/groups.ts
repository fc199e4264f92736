/**
 * The dialect groups the differential harness runs: each names the ops that fill function bodies
 * (arith is mixed into every group, as real programs mix it) and the types functions exchange.
 */
import { AFFINE_OPS, affineBody } from './affine.js';
import { ARITH_OPS } from './arith.js';
import { BUFFERIZATION_OPS } from './bufferization.js';
import { CF_OPS, cfgBody } from './cf.js';
import { COMPLEX_OPS } from './complex.js';
import { FUNC_OPS, declareExternals } from './func.js';
import { GPU_OPS } from './gpu.js';
import { INDEX_OPS } from './index-dialect.js';
import type { OpGen } from './gen.js';
import { LINALG_OPS } from './linalg.js';
import { MATH_OPS } from './math.js';
import { MEMREF_OPS, declareGlobals, randomMemref } from './memref.js';
import { type GroupSpec, straightLineBody } from './program.js';
import type { GenRandom } from './random.js';
import { SCF_OPS } from './scf.js';
import { TENSOR_OPS, randomTensor } from './tensor.js';
import { UB_OPS } from './ub.js';
import { VECTOR_OPS } from './vector.js';
import { type GenType, randomElementwiseType, randomFloatKind, randomScalarKind, randomShape, scalar } from './types.js';

function elementwiseArg(r: GenRandom, has: (op: string) => boolean): GenType {
  return randomElementwiseType(r, randomScalarKind(r), { tensors: has('tensor.empty') });
}
function scalarArg(r: GenRandom): GenType { return scalar(randomScalarKind(r)); }
function floatArg(r: GenRandom, has: (op: string) => boolean): GenType {
  return randomElementwiseType(r, randomFloatKind(r), { tensors: has('tensor.empty') });
}

/** arith with a lower weight, as the support of another dialect's ops. */
function support(weight: number): OpGen[] {
  return ARITH_OPS.map((o) => ({ ...o, weight: o.weight * weight }));
}

const AFFINE_GROUP_OPS = [...AFFINE_OPS, ...support(0.12)];
/** bufferization with the tensor and memref ops its patterns look through. */
const BUFFERIZATION_GROUP_OPS = [
  ...BUFFERIZATION_OPS,
  ...[...TENSOR_OPS, ...MEMREF_OPS].filter((o) => ['tensor.dim', 'tensor.cast', 'memref.dim', 'memref.load', 'memref.cast', 'memref.store'].includes(o.op)),
  ...support(0.05),
];
const UB_GROUP_OPS = [...UB_OPS, ...VECTOR_OPS.map((o) => ({ ...o, weight: o.weight * 0.3 }))];
const ubCfg = cfgBody([...UB_OPS, ...CF_OPS], { unreachable: true });

export const GROUPS: readonly GroupSpec[] = [
  { name: 'arith', ops: ARITH_OPS, argType: elementwiseArg, limits: { ops: 14, depth: 0 }, funcs: [1, 2] },
  { name: 'math', ops: [...MATH_OPS, ...support(0.1)], argType: floatArg, limits: { ops: 10, depth: 0 }, funcs: [1, 2] },
  {
    name: 'func', ops: [...FUNC_OPS, ...support(0.15)], argType: scalarArg, limits: { ops: 8, depth: 0 }, funcs: [1, 3],
    prelude: (r, mod) => declareExternals(r, mod, () => scalarArg(r)),
  },
  { name: 'cf', ops: [...CF_OPS, ...support(0.2)], argType: scalarArg, limits: { ops: 12, depth: 0 }, funcs: [1, 2], body: cfgBody([...CF_OPS, ...support(0.2)]) },
  {
    name: 'memref', ops: [...MEMREF_OPS, ...support(0.08)], argType: (r) => (r.chance(0.6) ? randomMemref(r) : scalarArg(r)),
    limits: { ops: 12, depth: 1 }, funcs: [1, 2], prelude: (r, mod) => declareGlobals(r, mod),
  },
  {
    name: 'tensor', ops: [...TENSOR_OPS, ...support(0.08)], argType: (r) => (r.chance(0.6) ? randomTensor(r) : scalarArg(r)),
    limits: { ops: 12, depth: 1 }, funcs: [1, 2],
  },
  {
    name: 'linalg', ops: [...LINALG_OPS, ...support(0.05)],
    argType: (r) => (r.chance(0.7) ? { k: r.chance(0.7) ? 'tensor' : 'memref', shape: randomShape(r, r.between(1, 2)), elem: r.chance(0.7) ? randomFloatKind(r) : 'i32' } : scalarArg(r)),
    limits: { ops: 8, depth: 1 }, funcs: [1, 2],
  },
  {
    name: 'vector', ops: [...VECTOR_OPS, ...support(0.05)],
    argType: (r) => (r.chance(0.6) ? { k: 'vector', shape: randomShape(r, r.between(1, 2)), elem: r.chance(0.6) ? randomFloatKind(r) : 'i32' } : scalarArg(r)),
    limits: { ops: 12, depth: 0 }, funcs: [1, 2],
  },
  { name: 'scf', ops: [...SCF_OPS, ...support(0.12)], argType: scalarArg, limits: { ops: 14, depth: 3 }, funcs: [1, 2] },
  {
    name: 'affine', ops: AFFINE_GROUP_OPS, body: affineBody(AFFINE_GROUP_OPS),
    argType: (r) => (r.chance(0.3) ? randomMemref(r, r.pick(['f32', 'i32'] as const)) : scalar(r.pick(['index', 'index', 'index', 'f32', 'i32'] as const))),
    limits: { ops: 14, depth: 2 }, funcs: [1, 2],
  },
  {
    name: 'bufferization', ops: BUFFERIZATION_GROUP_OPS,
    argType: (r) => (r.chance(0.4) ? randomTensor(r) : r.chance(0.6) ? randomMemref(r) : scalarArg(r)),
    limits: { ops: 12, depth: 0 }, funcs: [1, 2],
  },
  {
    name: 'gpu', ops: [...GPU_OPS, ...support(0.15)],
    argType: (r) => (r.chance(0.25) ? randomMemref(r, r.pick(['f32', 'i32'] as const)) : scalar(r.pick(['index', 'index', 'f32', 'i32'] as const))),
    limits: { ops: 14, depth: 1 }, funcs: [1, 2],
  },
  {
    name: 'index', ops: [...INDEX_OPS, ...support(0.1)], argType: (r) => (r.chance(0.7) ? scalar('index') : scalar(randomScalarKind(r))),
    limits: { ops: 16, depth: 0 }, funcs: [1, 2],
  },
  {
    name: 'ub', ops: UB_GROUP_OPS, argType: elementwiseArg, limits: { ops: 14, depth: 0 }, funcs: [1, 2],
    // Half the functions are CFGs whose blocks may end in ub.unreachable.
    body: (g, sig, args) => (g.r.chance(0.5) ? ubCfg : straightLineBody(UB_GROUP_OPS))(g, sig, args),
  },
  {
    name: 'complex', ops: [...COMPLEX_OPS, ...support(0.1)],
    argType: (r) => (r.chance(0.6) ? scalar(`complex<${randomFloatKind(r)}>`) : scalarArg(r)),
    limits: { ops: 12, depth: 0 }, funcs: [1, 2],
  },
];

export function groupByName(name: string): GroupSpec {
  const g = GROUPS.find((x) => x.name === name);
  if (!g) throw new Error(`unknown generator group '${name}' (known: ${GROUPS.map((x) => x.name).join(', ')})`);
  return g;
}
