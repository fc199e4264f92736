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

const lanes = (m: number, n: number) => `
func.func @f(%x: memref<${m}x${n}xf32>, %c: memref<${n}xf32>, %r: memref<${m}xf32>, %t: memref<${n}x${m}xf32>, %out: memref<${m}x${n}xf32>) {
  comco.dispatch "elementwise" {
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %c, %r, %t : memref<${m}x${n}xf32>, memref<${n}xf32>, memref<${m}xf32>, memref<${n}x${m}xf32>) outs(%out : memref<${m}x${n}xf32>) {
    ^bb0(%a: f32, %b: f32, %s: f32, %u: f32, %o: f32):
      %p = arith.mulf %a, %b : f32
      %q = arith.addf %p, %s : f32
      %v = arith.mulf %q, %u : f32
      %i = linalg.index 1 : index
      %w = arith.index_cast %i : index to i32
      %f = arith.sitofp %w : i32 to f32
      %y = arith.addf %v, %f : f32
      linalg.yield %y : f32
    }
    linalg.exp ins(%out : memref<${m}x${n}xf32>) outs(%out : memref<${m}x${n}xf32>)
    comco.yield
  }
  return
}`;

test('elementwise: 4-lane vectors (innermost size a multiple of 4), broadcast and transposed operands per lane, tails', () => {
  for (const [m, n] of [[19, 32], [1, 4], [33, 12], [64, 64]] as const) {
    for (const opts of ['', '{elems-per-thread=8 block-size=32}', '{elems-per-thread=1}']) {
      const r = checkEquivalent(lanes(m, n), 'f', `comco-kernel-inline${opts}`);
      assert.equal(countOps(r.text, 'vector.store'), 1);
      assert.equal(countOps(r.text, 'memref.store'), 0);
    }
  }
});

const mm = (m: number, k: number, n: number) => `
func.func @f(%a: memref<${m}x${k}xf32>, %b: memref<${k}x${n}xf32>, %bias: memref<${n}xf32>, %out: memref<${m}x${n}xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<${m}x${n}xf32>
  comco.dispatch "matmul" {
    linalg.fill ins(%zero : f32) outs(%c : memref<${m}x${n}xf32>)
    linalg.matmul ins(%a, %b : memref<${m}x${k}xf32>, memref<${k}x${n}xf32>) outs(%c : memref<${m}x${n}xf32>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : memref<${m}x${n}xf32>, memref<${n}xf32>) outs(%out : memref<${m}x${n}xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
    }
    comco.yield
  }
  memref.dealloc %c : memref<${m}x${n}xf32>
  return
}`;

test('matmul: tiles over blocks and threads, epilogue in registers, C never stored when temporary', () => {
  for (const [m, k, n, opts] of [[64, 16, 64, ''], [37, 19, 23, ''], [37, 19, 23, '{tile-sizes=16,16 thread-tile=2,2}'], [5, 70, 130, '{tile-sizes=32,64 thread-tile=4,2}']] as const) {
    const r = checkEquivalent(mm(m, k, n), 'f', `comco-kernel-inline${opts}`);
    assert.equal(countOps(r.text, 'gpu.launch'), 1);
    assert.equal(countOps(r.text, 'memref.alloc'), 0, 'the temporary C lives in registers only');
    assert.equal(countOps(r.text, 'linalg.matmul'), 0);
  }
});

const mmT = (m: number, k: number, n: number) => `
func.func @f(%a: memref<${k}x${m}xf32>, %b: memref<${n}x${k}xf32>, %out: memref<${m}x${n}xf32>) {
  comco.dispatch "matmul" {
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<${k}x${m}xf32>, memref<${n}x${k}xf32>) outs(%out : memref<${m}x${n}xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %i = linalg.index 2 : index
      %w = arith.index_cast %i : index to i32
      %f = arith.sitofp %w : i32 to f32
      %q = arith.addf %p, %f : f32
      %s = arith.addf %acc, %q : f32
      linalg.yield %s : f32
    }
    comco.yield
  }
  return
}`;

test('matmul: K in slabs through workgroup memory (transposed operands, linalg.index, K of one slab, K cut at the last slab); small matrices get small tiles', () => {
  for (const [m, k, n, opts] of [[32, 32, 32, ''], [9, 5, 33, ''], [70, 37, 20, '{tile-sizes=32,32 thread-tile=2,2}'], [64, 48, 64, '']] as const) {
    const r = checkEquivalent(mmT(m, k, n), 'f', `comco-kernel-inline${opts}`);
    assert.equal(countOps(r.text, 'gpu.barrier'), 2);
    assert.match(r.text, /workgroup\(/);
  }
  const small = checkEquivalent(mm(32, 32, 32), 'f', 'comco-kernel-inline');
  assert.match(small.text, /workgroup\(%\w+ : memref<32x36xf32, #gpu.address_space<workgroup>>, %\w+ : memref<32x32xf32,/);
  assert.match(small.text, /threads\(.*\) in \(%\w+ = %c256,/);
  assert.match(small.text, /-> \(f32, f32, f32, f32\) \{/, '2x2 outputs per thread');
});

const softmax = (rows: number, cols: number) => `
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: memref<${rows}x${cols}xf32>, %out: memref<${rows}x${cols}xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %mx = memref.alloc() : memref<${rows}xf32>
  %e = memref.alloc() : memref<${rows}x${cols}xf32>
  %s = memref.alloc() : memref<${rows}xf32>
  comco.dispatch "reduction" {
    linalg.fill ins(%ninf : f32) outs(%mx : memref<${rows}xf32>)
    linalg.reduce ins(%x : memref<${rows}x${cols}xf32>) outs(%mx : memref<${rows}xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %m = arith.maxnumf %in, %init : f32
        linalg.yield %m : f32
      }
    linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mx : memref<${rows}x${cols}xf32>, memref<${rows}xf32>) outs(%e : memref<${rows}x${cols}xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %v = math.exp %d : f32
      linalg.yield %v : f32
    }
    linalg.fill ins(%zero : f32) outs(%s : memref<${rows}xf32>)
    linalg.reduce ins(%e : memref<${rows}x${cols}xf32>) outs(%s : memref<${rows}xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %m = arith.addf %in, %init : f32
        linalg.yield %m : f32
      }
    linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<${rows}x${cols}xf32>, memref<${rows}xf32>) outs(%out : memref<${rows}x${cols}xf32>) {
    ^bb0(%a: f32, %t: f32, %o: f32):
      %q = arith.divf %a, %t : f32
      linalg.yield %q : f32
    }
    comco.yield
  }
  memref.dealloc %mx : memref<${rows}xf32>
  memref.dealloc %e : memref<${rows}x${cols}xf32>
  memref.dealloc %s : memref<${rows}xf32>
  return
}`;

test('reduction (softmax): a block per row, gpu.all_reduce max then add, equal within rounding', () => {
  for (const [rows, cols, opts] of [[4, 256, ''], [5, 37, ''], [3, 1000, '{block-size=128}'], [7, 3, '{block-size=32}']] as const) {
    const r = checkEquivalent(softmax(rows, cols), 'f', `comco-kernel-inline${opts}`, 1e-5);
    assert.equal(countOps(r.text, 'gpu.launch'), 1);
    assert.match(r.text, /gpu\.all_reduce\s+maxnumf[\s\S]*gpu\.all_reduce\s+add/);
  }
});

const figure1 = `
module attributes {gpu.container_module} {
  func.func @f(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>) -> f32 {
    %0 = arith.constant 3.14 : f32
    comco.dispatch "matmul" {
      linalg.matmul ins(%A, %B : memref<32x32xf32>, memref<32x32xf32>) outs(%C : memref<32x32xf32>)
      comco.yield
    }
    %s = gpu.all_reduce add %0 uniform {} : (f32) -> (f32)
    return %s : f32
  }
}`;

test("the paper's Figure 1: one launch, matmul over threads, the reduction once in its block", () => {
  const r = checkEquivalent(figure1, 'f', 'comco-kernel-inline,comco-fuse-launches');
  assert.equal(countOps(r.text, 'gpu.launch'), 1);
  assert.equal(countOps(r.text, 'gpu.all_reduce'), 1);
  const w = checkEquivalent(figure1.replace('{gpu.container_module}', '{gpu.container_module, comco.workgroup_size = 64 : i64}'), 'f', 'comco-kernel-inline');
  assert.equal(countOps(w.text, 'gpu.launch'), 2);
});

const twoElementwise = (m: number, n: number, second: string) => `
func.func @f(%x: memref<${m}x${n}xf32>, %y: memref<${m}x${n}xf32>, %t: memref<${m}x${n}xf32>, %out: memref<${m}x${n}xf32>, %other: memref<${n}x${m}xf32>) {
  comco.dispatch "elementwise" {
    linalg.add ins(%x, %y : memref<${m}x${n}xf32>, memref<${m}x${n}xf32>) outs(%t : memref<${m}x${n}xf32>)
    comco.yield
  }
  ${second}
  return
}`;
const dependent = (m: number, n: number) => `comco.dispatch "elementwise" {
    linalg.mul ins(%t, %x : memref<${m}x${n}xf32>, memref<${m}x${n}xf32>) outs(%out : memref<${m}x${n}xf32>)
    comco.yield
  }`;
const independent = (m: number, n: number) => `comco.dispatch "elementwise" {
    linalg.exp ins(%other : memref<${n}x${m}xf32>) outs(%other : memref<${n}x${m}xf32>)
    comco.yield
  }`;
const transposed = (m: number, n: number) => `comco.dispatch "elementwise" {
    linalg.transpose ins(%t : memref<${m}x${n}xf32>) outs(%other : memref<${n}x${m}xf32>) permutation = [1, 0]
    comco.yield
  }`;

test('fuse-launches: tile-local dependent launches share threads; independent ones take block ranges', () => {
  for (const [m, n] of [[32, 32], [37, 23]] as const) {
    const d = checkEquivalent(twoElementwise(m, n, dependent(m, n)), 'f', 'comco-kernel-inline,comco-fuse-launches');
    assert.equal(countOps(d.text, 'gpu.launch'), 1);
    assert.equal(countOps(d.text, 'scf.if') >= 2, true);
    const i = checkEquivalent(twoElementwise(m, n, independent(m, n)), 'f', 'comco-kernel-inline,comco-fuse-launches');
    assert.equal(countOps(i.text, 'gpu.launch'), 1);
    const mmThenEw = checkEquivalent(mm(m, 9, n) + '\n' + twoElementwise(m, n, independent(m, n)).replace('@f', '@g'), 'f', 'comco-kernel-inline,comco-fuse-launches');
    assert.equal(countOps(mmThenEw.text, 'gpu.launch'), 2, 'one per function');
  }
});

test('fuse-launches: a consumer reading elements other threads wrote stays apart, with a remark', () => {
  const r = checkEquivalent(twoElementwise(37, 23, transposed(37, 23)), 'f', 'comco-kernel-inline,comco-fuse-launches{remarks}');
  assert.equal(countOps(r.text, 'gpu.launch'), 2);
  assert.equal(r.diags.length, 1);
  assert.match(r.diags[0]!.message, /^not fused: .*not tile-local/);
});

test('reductions over other loops than the last: each thread reduces its outputs, equal bit for bit', () => {
  const src = (m: number, n: number) => `
func.func @f(%x: memref<${m}x${n}xf32>, %out: memref<${n}xf32>) {
  comco.dispatch "other" {
    linalg.reduce ins(%x : memref<${m}x${n}xf32>) outs(%out : memref<${n}xf32>) dimensions = [0]
      (%in: f32, %init: f32) {
        %s = arith.addf %in, %init : f32
        linalg.yield %s : f32
      }
    comco.yield
  }
  return
}`;
  for (const [m, n] of [[2, 4], [37, 1030]] as const) {
    const r = checkEquivalent(src(m, n), 'f', 'comco-kernel-inline', 0);
    assert.equal(countOps(r.text, 'gpu.launch'), 1);
  }
});

test('a row reduction alone reads its initial value from memory and overwrites it after a barrier', () => {
  const src = `
func.func @f(%x: memref<9x300xf32>, %out: memref<9xf32>) {
  comco.dispatch "reduction" {
    linalg.reduce ins(%x : memref<9x300xf32>) outs(%out : memref<9xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %m = arith.maximumf %in, %init : f32
        linalg.yield %m : f32
      }
    comco.yield
  }
  return
}`;
  const r = checkEquivalent(src, 'f', 'comco-kernel-inline', 0);
  assert.equal(countOps(r.text, 'gpu.barrier'), 1);
});
