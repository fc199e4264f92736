/**
 * comco-kernel-inline and comco-fuse-launches keep the results of host functions (fresh random
 * inputs, the race checker on after the passes), at sizes that divide the tiles and sizes that
 * do not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkEquivalent, countOps } from './launch-helpers.js';

const ew = (m: number, n: number) => `
func.func @f(%x: memref<${m}x${n}xf32>, %y: memref<${m}x${n}xf32>, %out: memref<${m}x${n}xf32>) {
  comco.dispatch "elementwise" {
    linalg.add ins(%x, %y : memref<${m}x${n}xf32>, memref<${m}x${n}xf32>) outs(%out : memref<${m}x${n}xf32>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<${m}x${n}xf32>) outs(%out : memref<${m}x${n}xf32>) {
    ^bb0(%a: f32, %o: f32):
      %p = arith.mulf %a, %o : f32
      %e = math.exp %p : f32
      linalg.yield %e : f32
    }
    comco.yield
  }
  return
}`;

test('elementwise: equal results, one launch, sizes that divide and do not', () => {
  for (const [m, n] of [[32, 32], [37, 23], [1, 5], [64, 129]] as const) {
    const r = checkEquivalent(ew(m, n), 'f', 'comco-kernel-inline');
    assert.equal(countOps(r.text, 'gpu.launch'), 1);
    assert.equal(countOps(r.text, 'linalg.add'), 0);
  }
});
