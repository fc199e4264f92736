/**
 * The interpreter's subgroup matrix ops in a one-warp kernel on fresh random f16 tiles: the
 * result of load, compute, elementwise and store against a matrix product computed here (each
 * dot product exact, rounded once to f32), with B read transposed through `transpose`.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { f16, f32 } from '../../src/ir/types.js';
import { allocMemRef } from '../../src/interpreter/values.js';
import { roundToKind } from '../../src/support/float.js';
import { compile, rng } from './interp-helpers.js';

const SEED = (Date.now() ^ (process.pid << 10)) >>> 0;
const next = rng(SEED);

test('subgroup MMA: D = max(A x B^T + C, C) through shared tiles', () => {
  // With the race checker on: lane 0 alone stores a tile.
  const p = compile(`
func.func @mma(%a: memref<16x32xf16>, %b: memref<16x32xf16>, %c: memref<16x16xf32>, %out: memref<16x16xf32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %ta0 = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 32 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %ta1 = gpu.subgroup_mma_load_matrix %a[%c0, %c16] {leadDimension = 32 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %tb0 = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 32 : index, transpose} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %tb1 = gpu.subgroup_mma_load_matrix %b[%c0, %c16] {leadDimension = 32 : index, transpose} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %tc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %d0 = gpu.subgroup_mma_compute %ta0, %tb0, %tc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %d1 = gpu.subgroup_mma_compute %ta1, %tb1, %d0 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %m = gpu.subgroup_mma_elementwise maxf %d1, %tc : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %m, %out[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.terminator
  }
  return
}`, { checkRaces: true });
  const a = allocMemRef(f16, [16, 32]), b = allocMemRef(f16, [16, 32]), c = allocMemRef(f32, [16, 16]), out = allocMemRef(f32, [16, 16]);
  const fill = (d: Float32Array, kind: 'f16' | 'f32') => { for (let i = 0; i < d.length; i++) d[i] = roundToKind(next() * 4 - 2, kind); };
  fill(a.data as Float32Array, 'f16'); fill(b.data as Float32Array, 'f16'); fill(c.data as Float32Array, 'f32');
  p.run('mma', [a, b, c, out]);
  const A = a.data as Float32Array, B = b.data as Float32Array, C = c.data as Float32Array;
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < 16; j++) {
      // Two K-halves, each rounded to f32 as its compute op does; B^T(x, j) = b[j, x].
      let s0 = C[i * 16 + j]!;
      for (let x = 0; x < 16; x++) s0 += A[i * 32 + x]! * B[j * 32 + x]!;
      let s1 = Math.fround(s0);
      for (let x = 16; x < 32; x++) s1 += A[i * 32 + x]! * B[j * 32 + x]!;
      const want = Math.max(Math.fround(s1), C[i * 16 + j]!);
      assert.equal((out.data as Float32Array)[i * 16 + j], want, `D[${i}, ${j}] (seed ${SEED})`);
    }
  }
});
