/**
 * Every example through `--comco-pipeline` (as far as its stages are registered), fusion on and
 * off, at its own sizes and at sizes that divide neither 32 nor 16: the results after each pass
 * equal those before it, on fresh random inputs (test/support/equivalence.ts).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FloatAttr } from '../../src/ir/attributes.js';
import { definePass } from '../../src/passes/pass.js';
import { PassRegistry } from '../../src/passes/registry.js';
import { CanonicalizePass } from '../../src/transforms/canonicalize.js';
import { EquivalenceError, checkEquivalence, maxRelError, resize } from '../support/equivalence.js';

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples');

/** Each example's functions; every example is written with 64, 48, 32 and 16 as its extents. */
const CASES: readonly (readonly [string, readonly string[]])[] = [
  ['fig1.mlir', ['comco_func']],
  ['mlp-layer.mlir', ['mlp_layer']],
  ['elementwise.mlir', ['fma_relu', 'fma_relu_body']],
  ['softmax.mlir', ['softmax']],
  ['dropout-add.mlir', ['dropout_add']],
  ['mlp2.mlir', ['mlp2']],
  ['megatron.mlir', ['megatron']],
];

const SIZES: readonly (readonly [string, Readonly<Record<number, number>>])[] = [
  ['as written', {}],
  ['odd sizes', { 64: 37, 48: 45, 32: 19, 16: 23 }],
  ['small and unit sizes', { 64: 3, 48: 17, 32: 1, 16: 9 }],
];

for (const [file, fns] of CASES) {
  const source = fs.readFileSync(path.join(examples, file), 'utf8');
  for (const fn of fns) {
    for (const [label, sizes] of SIZES) {
      for (const fusion of [true, false]) {
        test(`${file} @${fn}, ${label}, fusion=${fusion ? 1 : 0}`, () => {
          const report = checkEquivalence({ name: `examples/${file}`, source: resize(source, sizes), fn, fusion });
          assert.ok(report.stages.length >= 2, 'the pipeline ran no passes');
        });
      }
    }
  }
}

test('resize renames extents of shaped types only', () => {
  const text = 'func.func @f(%a: tensor<64x32xf32>, %b: tensor<16xf32>, %c: memref<64xi32>) { %k = arith.constant 64 : index }';
  assert.equal(resize(text, { 64: 37, 16: 5 }),
    'func.func @f(%a: tensor<37x32xf32>, %b: tensor<5xf32>, %c: memref<37xi32>) { %k = arith.constant 64 : index }');
});

test('the relative error is norm-wise and exact on NaN and infinities', () => {
  assert.equal(maxRelError([1, 2, NaN, Infinity], [1, 2, NaN, Infinity]), 0);
  assert.equal(maxRelError([1, -4], [1, -3]), 0.25);
  assert.equal(maxRelError([1, NaN], [1, 0]), Infinity);
  assert.equal(maxRelError([Infinity], [-Infinity]), Infinity);
});

/** Doubles every f32 constant: a wrong "optimization" the check must catch. */
const BreakConstants = definePass({
  argument: 'test-break-constants',
  name: 'TestBreakConstants',
  summary: 'Doubles f32 constants',
  options: {},
  run(root) {
    root.walk((op) => {
      const v = op.name === 'arith.constant' ? op.getAttr('value') : undefined;
      if (v instanceof FloatAttr) op.setAttr('value', FloatAttr.get(v.type, v.value * 2));
    });
  },
});

const SCALE = `module {
  func.func @f(%x: tensor<5xf32>) -> tensor<5xf32> {
    %c = arith.constant 2.0 : f32
    %e = tensor.empty() : tensor<5xf32>
    %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %c : f32
      linalg.yield %m : f32
    } -> tensor<5xf32>
    return %y : tensor<5xf32>
  }
}`;

test('a pass that keeps the results passes; one that changes them is named, with the error and the seed', () => {
  const registry = new PassRegistry([CanonicalizePass, BreakConstants]);
  const ok = checkEquivalence({ name: 't.mlir', source: SCALE, fn: 'f', registry, steps: [{ argument: 'canonicalize', options: '' }], seed: 7 });
  assert.deepEqual(ok.stages, [{ pass: 'canonicalize', maxRelError: 0 }]);
  assert.throws(
    () => checkEquivalence({ name: 't.mlir', source: SCALE, fn: 'f', registry, seed: 7,
      steps: [{ argument: 'canonicalize', options: '' }, { argument: 'test-break-constants', options: '' }] }),
    (e: Error) => e instanceof EquivalenceError
      && /^t\.mlir @f \(seed 7\): pass 'test-break-constants' changed result #0: max relative error 1 > 0\.00001/.test(e.message),
  );
});
