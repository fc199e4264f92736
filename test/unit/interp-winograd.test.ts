/**
 * The Winograd transforms in the interpreter: filter and input transforms, their elementwise
 * products summed over channels, then the output transform, give the direct convolution
 * (linalg.conv_2d_nhwc_fhwc) added to the output's initial values, for each fmr, in 2-D and in
 * 1-D (a filter of width 1), on fresh random inputs.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { f32, i32 } from '../../src/ir/types.js';
import type { Tensor } from '../../src/interpreter/values.js';
import { compile, randomTensor, rng } from './interp-helpers.js';

const FMRS = { F_2_3: [2, 3], F_4_3: [4, 3], F_2_5: [2, 5] } as const;

const t = (shape: readonly number[]) => `tensor<${shape.join('x')}xf32>`;

/** A function computing both the Winograd convolution and the direct one. */
function program(fmr: string, m: number, r: number, oneD: boolean): { text: string; input: number[]; filter: number[]; out: number[] } {
  const N = 2, C = 3, F = 2, tiles = 2, alpha = m + r - 1;
  const H = tiles * m + r - 1, W = oneD ? 3 : H;
  const kw = oneD ? 1 : r, aW = oneD ? 1 : alpha, tW = oneD ? W : tiles;
  const input = [N, H, W, C], filter = [F, r, kw, C], out = [N, tiles * m, oneD ? W : tiles * m, F];
  const u = [alpha, aW, C, F], v = [alpha, aW, tiles, tW, N, C], prod = [alpha, aW, tiles, tW, N, F];
  const text = `
#v = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d6)>
#u = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d6, d5)>
#p = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5)>
func.func @conv(%in: ${t(input)}, %flt: ${t(filter)}, %init: ${t(out)}) -> (${t(out)}, ${t(out)}) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : ${t(u)}
  %u = linalg.winograd_filter_transform fmr(${fmr}) ins(%flt : ${t(filter)}) outs(%e0 : ${t(u)}) -> ${t(u)}
  %e1 = tensor.empty() : ${t(v)}
  %v = linalg.winograd_input_transform fmr(${fmr}) ins(%in : ${t(input)}) outs(%e1 : ${t(v)}) -> ${t(v)}
  %e2 = tensor.empty() : ${t(prod)}
  %p0 = linalg.fill ins(%z : f32) outs(%e2 : ${t(prod)}) -> ${t(prod)}
  %p = linalg.generic {indexing_maps = [#v, #u, #p],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%v, %u : ${t(v)}, ${t(u)}) outs(%p0 : ${t(prod)}) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %ab = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %ab : f32
    linalg.yield %s : f32
  } -> ${t(prod)}
  %y = linalg.winograd_output_transform fmr(${fmr}) ins(%p : ${t(prod)}) outs(%init : ${t(out)}) -> ${t(out)}
  %ref = linalg.conv_2d_nhwc_fhwc ins(%in, %flt : ${t(input)}, ${t(filter)}) outs(%init : ${t(out)}) -> ${t(out)}
  return %y, %ref : ${t(out)}, ${t(out)}
}`;
  return { text, input, filter, out };
}

/** max |a - b| over max |b|: the error of the transforms relative to the result's scale. */
function normError(a: Tensor, b: Tensor): number {
  const x = a.data as Float32Array, y = b.data as Float32Array;
  let diff = 0, scale = 0;
  for (let i = 0; i < y.length; i++) { diff = Math.max(diff, Math.abs(x[i]! - y[i]!)); scale = Math.max(scale, Math.abs(y[i]!)); }
  return diff / scale;
}

for (const [fmr, [m, r]] of Object.entries(FMRS)) {
  for (const oneD of [false, true]) {
    test(`winograd ${fmr} ${oneD ? '1-D' : '2-D'} equals the direct convolution`, () => {
      const { text, input, filter, out } = program(fmr, m, r, oneD);
      const next = rng(Date.now() ^ (m * 131 + r * 17 + (oneD ? 7 : 0)));
      const args = [randomTensor(f32, input, next), randomTensor(f32, filter, next), randomTensor(f32, out, next)];
      const [y, ref] = compile(text).run('conv', args) as Tensor[];
      assert.deepEqual(y!.shape, ref!.shape);
      // Single-precision transforms: a few ulps of the largest output, more for the wider tiles.
      const err = normError(y!, ref!);
      assert.ok(err < 2e-5, `${fmr}: error ${err} relative to the largest output`);
      // The transforms do change the rounding: the two computations are not the same code path.
      assert.ok(err > 0 || fmr === 'F_2_3', `${fmr}: bit-identical results suggest the Winograd path was not taken`);
    });
  }
}

test('winograd transforms of a non-float element type are refused by the interpreter', () => {
  const text = `
func.func @f(%flt: tensor<2x3x3x3xi32>) -> tensor<6x6x3x2xi32> {
  %e = tensor.empty() : tensor<6x6x3x2xi32>
  %u = linalg.winograd_filter_transform fmr(F_4_3) ins(%flt : tensor<2x3x3x3xi32>) outs(%e : tensor<6x6x3x2xi32>) -> tensor<6x6x3x2xi32>
  return %u : tensor<6x6x3x2xi32>
}`;
  const flt = randomTensor(i32, [2, 3, 3, 3], rng(Date.now()), -100, 100);
  assert.throws(() => compile(text).run('f', [flt]), /needs a float element type, got 'i32'/);
});
