/**
 * linalg in the interpreter: the matmul/batch_matmul fast paths agree bit for bit with the
 * generic loop nest (the definition) on random inputs, for tensors and for strided memref
 * views; results agree with a double-precision reference within f32 rounding; and linalg.generic
 * with transposing and broadcasting maps matches a direct computation.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { f32, f64 } from '../../src/ir/types.js';
import { MemRef, Tensor, elementsOf } from '../../src/interpreter/values.js';
import { fromTensor } from '../../src/interpreter/runtime/memref.js';
import { compile, maxRelError, randomTensor, rng } from './interp-helpers.js';

const nums = (v: unknown): number[] => elementsOf(v as Tensor | MemRef).map(Number);

function matmulProgram(t: string, m: number, k: number, n: number): string {
  return `
  func.func @mm(%a: tensor<${m}x${k}x${t}>, %b: tensor<${k}x${n}x${t}>, %c: tensor<${m}x${n}x${t}>) -> tensor<${m}x${n}x${t}> {
    %r = linalg.matmul ins(%a, %b : tensor<${m}x${k}x${t}>, tensor<${k}x${n}x${t}>) outs(%c : tensor<${m}x${n}x${t}>) -> tensor<${m}x${n}x${t}>
    return %r : tensor<${m}x${n}x${t}>
  }
  func.func @bmm(%a: tensor<2x${m}x${k}x${t}>, %b: tensor<2x${k}x${n}x${t}>, %c: tensor<2x${m}x${n}x${t}>) -> tensor<2x${m}x${n}x${t}> {
    %r = linalg.batch_matmul ins(%a, %b : tensor<2x${m}x${k}x${t}>, tensor<2x${k}x${n}x${t}>) outs(%c : tensor<2x${m}x${n}x${t}>) -> tensor<2x${m}x${n}x${t}>
    return %r : tensor<2x${m}x${n}x${t}>
  }
  func.func @mmv(%a: memref<${m}x${2 * k}x${t}>, %b: memref<${k}x${n}x${t}>, %c: memref<${m}x${n}x${t}>) {
    %s = memref.subview %a[0, 1] [${m}, ${k}] [1, 2] : memref<${m}x${2 * k}x${t}> to memref<${m}x${k}x${t}, strided<[${2 * k}, 2], offset: 1>>
    linalg.matmul ins(%s, %b : memref<${m}x${k}x${t}, strided<[${2 * k}, 2], offset: 1>>, memref<${k}x${n}x${t}>) outs(%c : memref<${m}x${n}x${t}>)
    return
  }`;
}

test('the matmul fast paths agree bit for bit with the generic loop nest', () => {
  const next = rng(42);
  for (const [t, ty] of [['f32', f32], ['f64', f64]] as const) {
    for (const [m, k, n] of [[1, 1, 1], [3, 5, 7], [16, 9, 4], [8, 33, 17]] as const) {
      const text = matmulProgram(t, m, k, n);
      const fast = compile(text), generic = compile(text, { fastPaths: false });
      assert.ok(fast.source.includes('$rt.matmul('), 'the fast path is taken');
      assert.ok(!generic.source.includes('$rt.matmul('), 'the generic path is taken');
      const a = randomTensor(ty, [m, k], next, -4, 4), b = randomTensor(ty, [k, n], next, -4, 4), c = randomTensor(ty, [m, n], next);
      assert.deepEqual(nums(fast.run('mm', [a, b, c])[0]), nums(generic.run('mm', [a, b, c])[0]), `${t} ${m}x${k}x${n}`);
      const a3 = randomTensor(ty, [2, m, k], next), b3 = randomTensor(ty, [2, k, n], next), c3 = randomTensor(ty, [2, m, n], next);
      assert.deepEqual(nums(fast.run('bmm', [a3, b3, c3])[0]), nums(generic.run('bmm', [a3, b3, c3])[0]));
      const av = randomTensor(ty, [m, 2 * k], next), bv = randomTensor(ty, [k, n], next), cv = randomTensor(ty, [m, n], next);
      const outs = [fast, generic].map((p) => {
        const out = fromTensor(cv);
        p.run('mmv', [fromTensor(av), fromTensor(bv), out]);
        return nums(out);
      });
      assert.deepEqual(outs[0], outs[1], 'strided memref operands');
    }
  }
});

test('matmul is within f32 rounding of a double-precision reference', () => {
  const next = rng(7);
  const [m, k, n] = [12, 40, 9];
  const p = compile(matmulProgram('f32', m, k, n));
  const a = randomTensor(f32, [m, k], next, 0.5, 2), b = randomTensor(f32, [k, n], next, 0.5, 2);
  const zero = new Tensor(f32, [m, n], new Float32Array(m * n));
  const got = nums(p.run('mm', [a, b, zero])[0]);
  const want: number[] = [];
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let q = 0; q < k; q++) s += Number(a.data[i * k + q]) * Number(b.data[q * n + j]);
      want.push(s);
    }
  }
  // Positive terms: the rounding error of k steps is at most about k * 2^-24 relative.
  assert.ok(maxRelError(got, want) < k * 2 ** -23, `relative error ${maxRelError(got, want)}`);
});

test('linalg.generic with transposing and broadcasting maps', () => {
  const next = rng(1);
  const p = compile(`
  func.func @f(%a: tensor<4x3xf64>, %b: tensor<3xf64>, %c: tensor<3x4xf64>) -> tensor<3x4xf64> {
    %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
        ins(%a, %b : tensor<4x3xf64>, tensor<3xf64>) outs(%c : tensor<3x4xf64>) {
    ^bb0(%x: f64, %y: f64, %o: f64):
      %m = arith.mulf %x, %y : f64
      %s = arith.addf %m, %o : f64
      linalg.yield %s : f64
    } -> tensor<3x4xf64>
    return %r : tensor<3x4xf64>
  }`);
  const a = randomTensor(f64, [4, 3], next), b = randomTensor(f64, [3], next), c = randomTensor(f64, [3, 4], next);
  const got = nums(p.run('f', [a, b, c])[0]);
  const want: number[] = [];
  for (let i = 0; i < 3; i++) for (let j = 0; j < 4; j++) want.push(Number(a.data[j * 3 + i]) * Number(b.data[i]) + Number(c.data[i * 4 + j]));
  assert.deepEqual(got, want);
});

test('named elementwise ops on random inputs (relative error, never zeros)', () => {
  const next = rng(3);
  const p = compile(`
  func.func @f(%a: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
    %e = tensor.empty() : tensor<64xf32>
    %x = linalg.exp ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
    %s = linalg.sqrt ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
    %t = linalg.tanh ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
    return %x, %s, %t : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }`);
  const a = randomTensor(f32, [64], next, 0.01, 3);
  const [x, s, t] = p.run('f', [a]).map(nums);
  const xs = [...a.data].map(Number);
  assert.ok(maxRelError(x!, xs.map(Math.exp)) < 2 ** -23);
  assert.ok(maxRelError(s!, xs.map(Math.sqrt)) < 2 ** -23);
  assert.ok(maxRelError(t!, xs.map(Math.tanh)) < 2 ** -23);
});

test('linalg.softmax on tensors and memrefs matches a double-precision softmax along its dimension', () => {
  const next = rng(2026);
  const p = compile(`
  func.func @t(%x: tensor<3x5x4xf32>) -> tensor<3x5x4xf32> {
    %e = tensor.empty() : tensor<3x5x4xf32>
    %y = linalg.softmax dimension(1) ins(%x : tensor<3x5x4xf32>) outs(%e : tensor<3x5x4xf32>) -> tensor<3x5x4xf32>
    return %y : tensor<3x5x4xf32>
  }
  func.func @m(%x: memref<3x5x4xf32>, %o: memref<3x5x4xf32>) {
    linalg.softmax dimension(1) ins(%x : memref<3x5x4xf32>) outs(%o : memref<3x5x4xf32>)
    return
  }`);
  const x = randomTensor(f32, [3, 5, 4], next, -6, 6);
  const want: number[] = new Array<number>(60);
  for (let i = 0; i < 3; i++) {
    for (let k = 0; k < 4; k++) {
      const at = (j: number) => i * 20 + j * 4 + k;
      const xs = [0, 1, 2, 3, 4].map((j) => Number(x.data[at(j)]));
      const m = Math.max(...xs);
      const s = xs.reduce((acc, v) => acc + Math.exp(v - m), 0);
      xs.forEach((v, j) => { want[at(j)] = Math.exp(v - m) / s; });
    }
  }
  const got = nums(p.run('t', [x])[0]);
  assert.ok(maxRelError(got, want) < 2 ** -20, `tensor: relative error ${maxRelError(got, want)}`);
  const out = fromTensor(randomTensor(f32, [3, 5, 4], next));
  p.run('m', [fromTensor(x), out]);
  assert.deepEqual(nums(out), got, 'memref form writes what the tensor form returns');
});

test('convolution and pooling named ops match a direct computation (strides and dilations)', () => {
  const next = rng(99);
  const p = compile(`
  func.func @conv(%i: tensor<1x7x9x3xf64>, %k: tensor<2x3x3x4xf64>, %o: tensor<1x3x3x4xf64>) -> tensor<1x3x3x4xf64> {
    %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %k : tensor<1x7x9x3xf64>, tensor<2x3x3x4xf64>) outs(%o : tensor<1x3x3x4xf64>) -> tensor<1x3x3x4xf64>
    return %r : tensor<1x3x3x4xf64>
  }
  func.func @pool(%i: tensor<1x7x9x3xf64>, %k: tensor<2x3xf64>, %o: tensor<1x3x3x3xf64>) -> tensor<1x3x3x3xf64> {
    %r = linalg.pooling_nhwc_max {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %k : tensor<1x7x9x3xf64>, tensor<2x3xf64>) outs(%o : tensor<1x3x3x3xf64>) -> tensor<1x3x3x3xf64>
    return %r : tensor<1x3x3x3xf64>
  }`);
  const x = randomTensor(f64, [1, 7, 9, 3], next, -2, 2), k = randomTensor(f64, [2, 3, 3, 4], next, -2, 2);
  const o = randomTensor(f64, [1, 3, 3, 4], next, -1, 1), o2 = randomTensor(f64, [1, 3, 3, 3], next, -3, -2);
  const at = (t: Tensor, idx: number[]): number => {
    let pos = 0;
    idx.forEach((v, d) => { pos = pos * t.shape[d]! + v; });
    return Number(t.data[pos]);
  };
  const conv: number[] = [], pool: number[] = [];
  for (let oh = 0; oh < 3; oh++) {
    for (let ow = 0; ow < 3; ow++) {
      for (let f = 0; f < 4; f++) {
        let s = at(o, [0, oh, ow, f]);
        for (let kh = 0; kh < 2; kh++) for (let kw = 0; kw < 3; kw++) for (let c = 0; c < 3; c++) {
          s += at(x, [0, oh * 2 + kh, ow * 2 + kw * 2, c]) * at(k, [kh, kw, c, f]);
        }
        conv.push(s);
      }
      for (let c = 0; c < 3; c++) {
        let m = at(o2, [0, oh, ow, c]);
        for (let kh = 0; kh < 2; kh++) for (let kw = 0; kw < 3; kw++) m = Math.max(m, at(x, [0, oh * 2 + kh, ow * 2 + kw * 2, c]));
        pool.push(m);
      }
    }
  }
  assert.ok(maxRelError(nums(p.run('conv', [x, k, o])[0]), conv) < 1e-12, 'conv');
  assert.deepEqual(nums(p.run('pool', [x, randomTensor(f64, [2, 3], next), o2])[0]), pool, 'pooling');
});
