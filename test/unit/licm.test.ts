/**
 * loop-invariant-code-motion and the speculation rules it follows: an op leaves a loop that may
 * run zero times only when running it anyway can neither trap nor hang.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Operation } from '../../src/ir/operation.js';
import { PassRegistry, parsePassPipeline, runPipeline } from '../../src/passes/index.js';
import { isSpeculatable, speculatabilityOf } from '../../src/rewrite/speculation.js';
import { registerTransformsPasses } from '../../src/transforms/index.js';
import { moveLoopInvariantCode } from '../../src/transforms/licm.js';
import { parseIn, print, tstContext } from './pass-helpers.js';

const registry = new PassRegistry();
registerTransformsPasses(registry);

/** The ops of the body of the only function in `text`, by result name hint (`%name = ...`). */
function opsOf(body: string, args = '%a: i32, %b: i32, %lb: index, %ub: index, %step: index'): Map<string, Operation> {
  const module = parseIn(tstContext(), `func.func @f(${args}) {\n${body}\nreturn }`);
  const out = new Map<string, Operation>();
  const names = [...body.matchAll(/%(\w+)\s*=\s*([\w.]+)/g)].map((m) => m[1]!);
  const ops = module.regions[0]!.front.first!.nestedOps().filter((o) => o.numResults > 0 || o.numRegions > 0);
  names.forEach((n, i) => out.set(n, ops[i]!));
  return out;
}

test('integer division is speculatable only by constants that cannot trap', () => {
  const ops = opsOf(`
    %c0 = arith.constant 0 : i32
    %c5 = arith.constant 5 : i32
    %cm1 = arith.constant -1 : i32
    %d0 = arith.divsi %a, %b : i32
    %d1 = arith.divsi %a, %c0 : i32
    %d2 = arith.divsi %a, %cm1 : i32
    %d3 = arith.divsi %a, %c5 : i32
    %d4 = arith.divui %a, %cm1 : i32
    %d5 = arith.ceildivsi %a, %cm1 : i32
    %d6 = arith.ceildivui %a, %c0 : i32
    %d7 = arith.addi %a, %b : i32`);
  const spec = (n: string) => isSpeculatable(ops.get(n)!);
  assert.deepEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'].map(spec), [false, false, false, true, true, false, false, true]);
});

test('scf.for is recursively speculatable with a unit step; scf.if always is', () => {
  const ops = opsOf(`
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %f1 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> i32 { scf.yield %x : i32 }
    %f2 = scf.for %i = %lb to %ub step %c2 iter_args(%x = %a) -> i32 { scf.yield %x : i32 }
    %f3 = scf.for %i = %lb to %ub step %step iter_args(%x = %a) -> i32 { scf.yield %x : i32 }
    %c = arith.cmpi slt, %a, %b : i32
    %i1 = scf.if %c -> i32 { %s = arith.addi %a, %b : i32 scf.yield %s : i32 } else { scf.yield %a : i32 }
    %i2 = scf.if %c -> i32 { %s = arith.divsi %a, %b : i32 scf.yield %s : i32 } else { scf.yield %a : i32 }`);
  assert.equal(speculatabilityOf(ops.get('f1')!), 'recursively-speculatable');
  assert.equal(speculatabilityOf(ops.get('f2')!), 'not-speculatable');
  assert.equal(speculatabilityOf(ops.get('f3')!), 'not-speculatable');
  assert.equal(isSpeculatable(ops.get('i1')!), true);
  assert.equal(isSpeculatable(ops.get('i2')!), false, 'a division in either branch keeps the scf.if in place');
});

test('tensor.dim and memref.dim need a constant index below a known rank', () => {
  const ops = opsOf(`
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %t0 = tensor.dim %t, %c0 : tensor<?x?xf32>
    %t1 = tensor.dim %t, %c3 : tensor<?x?xf32>
    %t2 = tensor.dim %u, %c0 : tensor<*xf32>
    %t3 = tensor.dim %t, %lb : tensor<?x?xf32>
    %m0 = memref.dim %m, %c0 : memref<?xf32>
    %m1 = memref.dim %m, %lb : memref<?xf32>`, '%t: tensor<?x?xf32>, %u: tensor<*xf32>, %m: memref<?xf32>, %lb: index');
  const spec = (n: string) => isSpeculatable(ops.get(n)!);
  assert.deepEqual(['t0', 't1', 't2', 't3', 'm0', 'm1'].map(spec), [true, false, false, false, true, false]);
});

test('NoMemoryEffect is not speculatable without a hook; Pure is', () => {
  const ops = opsOf(`
    %x = arith.addi %a, %b : i32
    %y = arith.remsi %a, %b : i32`);
  assert.equal(isSpeculatable(ops.get('x')!), true);
  assert.equal(isSpeculatable(ops.get('y')!), true, 'upstream treats remsi as total');
});

test('moveLoopInvariantCode hoists chains of invariant ops, keeps trapping and variant ones', () => {
  const ctx = tstContext();
  const module = parseIn(ctx, `
    func.func @f(%a: i32, %b: i32, %lb: index, %ub: index, %step: index, %m: memref<4xi32>) {
      %c3 = arith.constant 3 : i32
      scf.for %i = %lb to %ub step %step {
        %0 = arith.addi %a, %b : i32
        %1 = arith.muli %0, %0 : i32
        %2 = arith.divsi %1, %b : i32
        %3 = arith.divsi %1, %c3 : i32
        %4 = arith.index_cast %i : index to i32
        %5 = arith.addi %4, %3 : i32
        memref.store %2, %m[%i] : memref<4xi32>
        memref.store %5, %m[%i] : memref<4xi32>
      }
      return
    }`);
  const fn = module.regions[0]!.front.first!;
  const loop = fn.nestedOps().find((o) => o.name === 'scf.for')!;
  assert.equal(moveLoopInvariantCode(loop), 3);
  const before = [];
  for (let o = loop.prev; o; o = o.prev) before.unshift(o.name);
  assert.deepEqual(before, ['arith.constant', 'arith.addi', 'arith.muli', 'arith.divsi']);
  assert.deepEqual(loop.regions[0]!.front.ops.map((o) => o.name),
    ['arith.divsi', 'arith.index_cast', 'arith.addi', 'memref.store', 'memref.store', 'scf.yield']);
});

test('the pass visits inner loops first, so invariants climb out of a whole nest', () => {
  const ctx = tstContext();
  const module = parseIn(ctx, `
    func.func @f(%a: i32, %lb: index, %ub: index) {
      %c1 = arith.constant 1 : index
      scf.for %i = %lb to %ub step %c1 {
        scf.while : () -> () {
          %k = arith.addi %a, %a : i32
          %c = arith.cmpi eq, %k, %a : i32
          scf.condition(%c)
        } do {
          scf.yield
        }
      }
      return
    }`);
  assert.ok(runPipeline(parsePassPipeline('builtin.module(loop-invariant-code-motion)', registry), module, { context: ctx, emit: () => {} }));
  const text = print(module);
  assert.match(text, /%0 = arith\.addi %arg0, %arg0 : i32\n\s+%1 = arith\.cmpi eq, %0, %arg0 : i32\n\s+scf\.for/, text);
});
