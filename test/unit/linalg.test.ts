/**
 * The LinalgOp interface as passes use it: indexing maps, iterator types and payload of every
 * structured op kind (named ops carry the body upstream builds), static loop ranges, the
 * memoized maps of OpDSL contractions, and named ops created from the API with their payload.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { printAffineMap } from '../../src/ir/affine/print.js';
import { Builder } from '../../src/ir/builder.js';
import type { Operation } from '../../src/ir/operation.js';
import { RankedTensorType, i32, i8 } from '../../src/ir/types.js';
import { verify } from '../../src/ir/verifier.js';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import {
  type LinalgView, MatmulOp, createNamedOp, generalizeNamedOpsPatterns, isLinalgOp, linalgInterface, staticLoopRanges,
} from '../../src/dialects/linalg/index.js';
import { applyPatternsGreedily } from '../../src/rewrite/greedy.js';

const ctx = createContext();

/** Parses `body` inside a function with `args` and returns its first op. */
function firstOp(args: string, body: string): { op: Operation; module: Operation } {
  const module = parseSource(`func.func @f(${args}) {\n${body}\n  return\n}`, ctx, { fileName: 't.mlir' });
  assert.equal(verify(module), undefined);
  const fn = module.regions[0]!.front.first!;
  return { op: fn.regions[0]!.front.first!, module };
}

function view(args: string, body: string): LinalgView {
  const v = linalgInterface(firstOp(args, body).op);
  assert.ok(v);
  return v;
}
const maps = (v: LinalgView) => v.indexingMaps.map((m) => printAffineMap(m));
const payload = (v: LinalgView) => v.body.ops.map((o) => o.name);

test('matmul: default maps, loops, and a body of mulf/addf', () => {
  const v = view('%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>',
    '%0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>');
  assert.deepEqual(maps(v), ['(d0, d1, d2) -> (d0, d2)', '(d0, d1, d2) -> (d2, d1)', '(d0, d1, d2) -> (d0, d1)']);
  assert.deepEqual(v.iteratorTypes, ['parallel', 'parallel', 'reduction']);
  assert.deepEqual(payload(v), ['arith.mulf', 'arith.addf', 'linalg.yield']);
  assert.deepEqual(staticLoopRanges(v), [4, 16, 8]);
  assert.equal(v.inputs.length, 2);
  assert.equal(v.outputs.length, 1);
});

test('matmul with user maps uses them', () => {
  const v = view('%a: memref<8x4xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>',
    'linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)');
  assert.equal(maps(v)[0], '(d0, d1, d2) -> (d2, d0)');
  assert.equal(v.results.length, 0);
});

test('generic: maps and iterator types from its attributes; payload as written', () => {
  const v = view('%a: tensor<4x8xf32>, %r: tensor<4xf32>', `%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>`);
  assert.deepEqual(maps(v), ['(d0, d1) -> (d0, d1)', '(d0, d1) -> (d0)']);
  assert.deepEqual(v.iteratorTypes, ['parallel', 'reduction']);
  assert.equal(v.numLoops, 2);
  assert.deepEqual(staticLoopRanges(v), [4, 8]);
});

test('elementwise named ops: identity maps, scalar operands get (d..) -> ()', () => {
  const v = view('%f: f32, %a: tensor<4x?xf32>',
    '%0 = linalg.fill ins(%f : f32) outs(%a : tensor<4x?xf32>) -> tensor<4x?xf32>');
  assert.deepEqual(maps(v), ['(d0, d1) -> ()', '(d0, d1) -> (d0, d1)']);
  assert.deepEqual(v.iteratorTypes, ['parallel', 'parallel']);
  assert.deepEqual(payload(v), ['linalg.yield']);
  assert.deepEqual(staticLoopRanges(v)?.[0], 4);
  const e = view('%a: tensor<8xf32>', '%0 = linalg.exp ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) -> tensor<8xf32>');
  assert.deepEqual(payload(e), ['math.exp', 'linalg.yield']);
});

test('map, reduce, transpose, broadcast', () => {
  const r = view('%a: tensor<4x8xf32>, %r: tensor<4xf32>',
    '%0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]');
  assert.deepEqual(maps(r), ['(d0, d1) -> (d0, d1)', '(d0, d1) -> (d0)']);
  assert.deepEqual(r.iteratorTypes, ['parallel', 'reduction']);
  const addf = r.body.first!;
  assert.equal(addf.getOperand(0), r.body.getArgument(1), 'the short form puts the init first');
  const m = view('%a: tensor<4x8xf32>', '%0 = linalg.map { arith.negf } ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)');
  assert.equal(m.body.numArguments, 2);
  assert.deepEqual(maps(m), ['(d0, d1) -> (d0, d1)', '(d0, d1) -> (d0, d1)']);
  const t = view('%a: tensor<2x3x4xf32>, %b: tensor<4x2x3xf32>',
    '%0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<4x2x3xf32>) permutation = [2, 0, 1]');
  assert.deepEqual(maps(t), ['(d0, d1, d2) -> (d1, d2, d0)', '(d0, d1, d2) -> (d0, d1, d2)']);
  const b = view('%a: tensor<3xf32>, %b: tensor<2x3x4xf32>',
    '%0 = linalg.broadcast ins(%a : tensor<3xf32>) outs(%b : tensor<2x3x4xf32>) dimensions = [0, 2]');
  assert.deepEqual(maps(b), ['(d0, d1, d2) -> (d1)', '(d0, d1, d2) -> (d0, d1, d2)']);
});

test('OpDSL contractions memoize their maps as upstream', () => {
  const { op } = firstOp('%a: tensor<8xf32>, %s: tensor<f32>',
    '%0 = linalg.dot ins(%a, %a : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>');
  assert.equal(op.getAttr('linalg.memoized_indexing_maps')?.key,
    '[affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>]');
  assert.ok(isLinalgOp(op));
});

test('createNamedOp builds the payload with the casts of the output type', () => {
  const { module } = firstOp('%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>', '');
  const entry = module.regions[0]!.front.first!.regions[0]!.front;
  const [a, bb, c] = entry.args;
  const builder = Builder.before(entry.last!);
  const mm = createNamedOp(builder, MatmulOp, [a!, bb!], [c!]);
  assert.equal(mm.resultTypes[0], RankedTensorType.get([4, 16], i32));
  assert.equal(verify(module), undefined);
  const v = linalgInterface(mm)!;
  assert.deepEqual(payload(v), ['arith.extsi', 'arith.extsi', 'arith.muli', 'arith.addi', 'linalg.yield']);
  assert.equal(v.body.getArgument(0).type, i8);
  assert.match(printOp(module), /%0 = linalg\.matmul ins\(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>\) outs\(%arg2 : tensor<4x16xi32>\) -> tensor<4x16xi32>/);
  assert.match(printOp(module, { generic: true }), /"arith\.extsi"\(%arg\d+\) : \(i8\) -> i32/);
});

test('generalizeNamedOp gives what mlir-opt-22 --linalg-generalize-named-ops prints', () => {
  const module = parseSource(GEN_INPUT, ctx, { fileName: 't.mlir' });
  assert.equal(verify(module), undefined);
  applyPatternsGreedily(module, generalizeNamedOpsPatterns, ctx);
  assert.equal(verify(module), undefined);
  assert.equal(printOp(module) + '\n', GEN_EXPECTED);
});

const GEN_INPUT = `func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %m: memref<4x16xf32>, %f: f32) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<4x16xf32>)
  %1 = linalg.exp {tag} ins(%0 : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
`;

/** mlir-opt-22 --linalg-generalize-named-ops of GEN_INPUT. */
const GEN_EXPECTED = `#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: memref<4x16xf32>, %arg4: f32) -> tensor<4x16xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.mulf %in, %in_0 : f32
      %3 = arith.addf %out, %2 : f32
      linalg.yield %3 : f32
    } -> tensor<4x16xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg4 : f32) outs(%arg3 : memref<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %1 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = math.exp %in : f32
      linalg.yield %2 : f32
    } -> tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
}

`;
