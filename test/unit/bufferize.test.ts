/**
 * comco-bufferize keeps meaning: every program runs in the interpreter before the pass (tensors)
 * and after it (memrefs) on fresh random inputs, one rank or several, and the results agree;
 * the argument buffers are never written, and no buffer is used after it is freed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { verify } from '../../src/ir/verifier.js';
import type { Operation } from '../../src/ir/operation.js';
import type { Value } from '../../src/ir/value.js';
import { type FunctionType, MemRefType, RankedTensorType } from '../../src/ir/types.js';
import type { TypeAttr } from '../../src/ir/attributes.js';
import { compileModule } from '../../src/interpreter/program.js';
import { MemRef, Tensor, memrefToTensor } from '../../src/interpreter/values.js';
import { fromTensor } from '../../src/interpreter/runtime/memref.js';
import { ComcoBufferizePass } from '../../src/transforms/bufferize/index.js';
import { printOp } from '../../src/printer/printer.js';
import { maxRelError, randomTensor, rng } from './interp-helpers.js';

function parse(text: string): Operation {
  const m = parseSource(text, createContext(), { fileName: 'test.mlir' });
  const err = verify(m);
  if (err) throw err;
  return m;
}

function bufferize(m: Operation): void {
  ComcoBufferizePass.run(m, {}, { context: createContext(), stat() {}, emit() {}, signalFailure() {} });
  const err = verify(m);
  if (err) throw new Error(`${err.message}\n${printOp(m)}`);
}

function entry(m: Operation, name: string): Operation {
  const f = m.regions[0]!.front.ops.find((op) => (op.getAttr('sym_name') as { value?: string } | undefined)?.value === name);
  assert.ok(f, `no function @${name}`);
  return f;
}

const inputTypes = (f: Operation): RankedTensorType[] =>
  ((f.getAttr('function_type') as TypeAttr).value as FunctionType).inputs.map((t) => t as RankedTensorType);

const asTensor = (v: unknown): Tensor => (v instanceof MemRef ? memrefToTensor(v) : v as Tensor);

/** Ops nested in `op` after `after` in program order that use `v` or a view of it. */
function usesAfter(fn: Operation, dealloc: Operation): string[] {
  const freed = new Set<Value>([dealloc.getOperand(0)]);
  const bad: string[] = [];
  let past = false;
  fn.walkPre((op) => {
    if (op === dealloc) { past = true; return; }
    const touches = op.operands.some((v) => freed.has(v));
    if (touches && op.numResults && op.getResult(0).type instanceof MemRefType && !past) freed.add(op.getResult(0));
    if (past && touches) bad.push(op.name);
  });
  return bad;
}

function checkDeallocs(m: Operation): void {
  m.walk((op) => {
    if (op.name !== 'memref.dealloc') return;
    const fn = op.parentWhere((p) => p.name === 'func.func')!;
    assert.deepEqual(usesAfter(fn, op), [], `a buffer is used after it is freed:\n${printOp(fn)}`);
  });
}

/** Runs `name` before and after the pass on `trials` fresh random input sets; `ranks` > 1 runs SPMD. */
function equivalent(text: string, name: string, { ranks = 1, trials = 3, tol = 1e-6 } = {}): string {
  const before = parse(text);
  const after = parse(text);
  bufferize(after);
  checkDeallocs(after);
  const types = inputTypes(entry(before, name));
  const p0 = compileModule(before, { spmd: ranks > 1 });
  const p1 = compileModule(after, { spmd: ranks > 1 });
  for (let trial = 0; trial < trials; trial++) {
    const next = rng(1000 * trial + 17 + ranks);
    const inputs = Array.from({ length: ranks }, () => types.map((t) => randomTensor(t.elementType, [...t.shape], next, 0.25, 2)));
    const buffers = inputs.map((set) => set.map((t) => fromTensor(t)));
    const run = (p: typeof p0, args: readonly (readonly unknown[])[]) =>
      (ranks > 1 ? p.runRanks(name, args as never) : [p.run(name, args[0] as never)]);
    const want = run(p0, inputs);
    const got = run(p1, buffers);
    for (let r = 0; r < ranks; r++) {
      assert.equal(got[r]!.length, want[r]!.length);
      want[r]!.forEach((w, i) => {
        if (typeof w === 'number') {
          assert.ok(maxRelError([got[r]![i] as number], [w]) <= tol, `${name} rank ${r} result #${i}: ${got[r]![i]} vs ${w}`);
          return;
        }
        const a = asTensor(got[r]![i]), b = asTensor(w);
        assert.deepEqual(a.shape, b.shape);
        const err = maxRelError(a.data as ArrayLike<number>, b.data as ArrayLike<number>);
        assert.ok(err <= tol, `${name} rank ${r} result #${i}: relative error ${err}`);
      });
      buffers[r]!.forEach((m, i) => {
        assert.deepEqual([...memrefToTensor(m).data], [...inputs[r]![i]!.data], `${name}: argument #${i} was written`);
      });
    }
  }
  return printOp(after);
}

const matmulBias = `
func.func @main(%a: tensor<16x8xf32>, %b: tensor<8x12xf32>, %bias: tensor<16x12xf32>) -> (tensor<16x12xf32>, tensor<16x12xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x12xf32>
  %r = comco.dispatch "matmul" -> (tensor<16x12xf32>) {
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x12xf32>) -> tensor<16x12xf32>
    %m = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x12xf32>) outs(%f : tensor<16x12xf32>) -> tensor<16x12xf32>
    %y = linalg.add ins(%m, %bias : tensor<16x12xf32>, tensor<16x12xf32>) outs(%e : tensor<16x12xf32>) -> tensor<16x12xf32>
    comco.yield %y : tensor<16x12xf32>
  }
  %s = comco.allreduce sum %r : tensor<16x12xf32>
  %t = comco.dispatch "elementwise" -> (tensor<16x12xf32>) {
    %y = linalg.mul ins(%s, %r : tensor<16x12xf32>, tensor<16x12xf32>) outs(%e : tensor<16x12xf32>) -> tensor<16x12xf32>
    comco.yield %y : tensor<16x12xf32>
  }
  return %s, %t : tensor<16x12xf32>, tensor<16x12xf32>
}`;

test('bufferize: a matmul dispatch with its epilogue, then a collective, one rank and two', () => {
  const out = equivalent(matmulBias, 'main');
  equivalent(matmulBias, 'main', { ranks: 2 });
  // The second dispatch still reads the first one's result: the allreduce works on a copy, and
  // the second dispatch then overwrites the first one's buffer, element by element.
  assert.match(out, /memref.copy %alloc, %alloc_0 [^\n]*\n\s*comco.allreduce sum %alloc_0 : memref<16x12xf32>/);
  assert.match(out, /linalg.mul ins\(%alloc_0, %alloc : memref<16x12xf32>, memref<16x12xf32>\) outs\(%alloc : memref<16x12xf32>\)/);
});

const softmaxLike = `
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %ninf = arith.constant -3.0e38 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %er = tensor.empty() : tensor<8xf32>
  %r = comco.dispatch "reduction" -> (tensor<8x16xf32>) {
    %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
    %mx = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%mi : tensor<8xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %m = arith.maximumf %in, %acc : f32
        linalg.yield %m : f32
      }
    %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mx : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %v = math.exp %d : f32
      linalg.yield %v : f32
    } -> tensor<8x16xf32>
    %si = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
    %sum = linalg.reduce ins(%ex : tensor<8x16xf32>) outs(%si : tensor<8xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %s = arith.addf %in, %acc : f32
        linalg.yield %s : f32
      }
    %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %v = arith.divf %a, %s : f32
      linalg.yield %v : f32
    } -> tensor<8x16xf32>
    comco.yield %y : tensor<8x16xf32>
  }
  return %r : tensor<8x16xf32>
}`;

test('bufferize: a softmax dispatch reuses its buffers in place and allocates outside the kernel', () => {
  const out = equivalent(softmaxLike, 'main');
  // The max is dead when the sum is computed, but its row buffer was read by the exponentials
  // of the same kernel through another indexing map: the sum gets its own buffer. The divide
  // overwrites the exponentials it reads, element by element.
  assert.equal(out.match(/memref.alloc\(\)/g)?.length, 3, out);
  assert.doesNotMatch(out.slice(out.indexOf('comco.dispatch')), /memref.alloc/);
});

const hostMix = `
func.func private @helper(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<4x8xf32>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5],
                              [0.5, 0.25, 0.125, 1.0, 2.0, 4.0, 8.0, 16.0], [3.0, 3.0, 3.0, 3.0, 2.0, 2.0, 2.0, 2.0]]> : tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %a = linalg.mul ins(%x, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%x : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %h = func.call @helper(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %mm = linalg.matmul ins(%h, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %flat = tensor.collapse_shape %mm [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %acc = linalg.add ins(%mm, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%mm : tensor<4x8xf32>) -> tensor<4x8xf32>
  %g = comco.allreduce max %x : tensor<4x8xf32>
  return %g, %r, %a, %flat, %c : tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<4x8xf32>
}`;

test('bufferize: calls, constants, reductions, reshapes; arguments and constants are never written', () => {
  const out = equivalent(hostMix, 'main');
  // %mm is still returned (through %flat) when the add would overwrite it: the add goes elsewhere.
  assert.match(out, /linalg.add ins\(%alloc_\d+, %0 : memref<4x8xf32>, memref<4x8xf32>\) outs\(%alloc_\d+ : memref<4x8xf32>\)/);
  assert.match(out, /memref.copy %0, %alloc_\d+/, 'the returned constant is copied');
});

const slices = `
func.func @main(%x: tensor<8x8xf32>, %y: tensor<4x8xf32>) -> (tensor<8x8xf32>, tensor<2x4x8xf32>, f32) {
  %s = tensor.extract_slice %x[2, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %p = linalg.add ins(%s, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %i = tensor.insert_slice %p into %x[4, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  %q = linalg.mul ins(%p, %p : tensor<4x8xf32>, tensor<4x8xf32>) outs(%p : tensor<4x8xf32>) -> tensor<4x8xf32>
  %x3 = tensor.expand_shape %q [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
  %e3 = tensor.empty() : tensor<2x4x8xf32>
  %z = tensor.insert_slice %x3 into %e3[0, 1, 0] [2, 2, 8] [1, 1, 1] : tensor<2x2x8xf32> into tensor<2x4x8xf32>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = tensor.extract %i[%c3, %c1] : tensor<8x8xf32>
  return %i, %z, %v : tensor<8x8xf32>, tensor<2x4x8xf32>, f32
}`;

test('bufferize: slices become subviews; insert_slice copies its destination only when it must', () => {
  const out = equivalent(slices, 'main');
  assert.match(out, /memref.subview %arg0\[2, 0\] \[4, 8\] \[1, 1\]/);
  assert.match(out, /memref.copy %arg0, %alloc/, 'the argument is copied before the slice is inserted');
  assert.match(out, /memref.load/);
});

const collectives = `
func.func @main(%x: tensor<4x6xf32>, %w: tensor<6x6xf32>) -> (tensor<8x6xf32>, tensor<2x6xf32>, tensor<4x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %m = comco.dispatch "matmul" -> (tensor<4x6xf32>) {
    %mm = linalg.matmul ins(%x, %w : tensor<4x6xf32>, tensor<6x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
    comco.yield %mm : tensor<4x6xf32>
  }
  %g = comco.allgather %m : tensor<4x6xf32> -> tensor<8x6xf32>
  %rs = comco.reduce_scatter sum %m : tensor<4x6xf32> -> tensor<2x6xf32>
  %a = comco.allreduce avg %x : tensor<4x6xf32>
  %b = comco.allreduce sum %m : tensor<4x6xf32>
  %t = linalg.sub ins(%b, %a : tensor<4x6xf32>, tensor<4x6xf32>) outs(%b : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %g, %rs, %t : tensor<8x6xf32>, tensor<2x6xf32>, tensor<4x6xf32>
}`;

test('bufferize: collectives on buffers across two ranks', () => {
  const out = equivalent(collectives, 'main', { ranks: 2 });
  assert.match(out, /comco.allgather %alloc into %alloc_\d+ : memref<4x6xf32> -> memref<8x6xf32>/);
  // The last reader of %m is the in-place allreduce; the argument's allreduce needs a copy.
  assert.match(out, /comco.allreduce sum %alloc : memref<4x6xf32>/);
  assert.match(out, /memref.copy %arg0, %alloc_\d+[^\n]*\n\s*comco.allreduce avg %alloc_\d+/);
});

test('bufferize: a program whose temporaries are all freed, each after its last use', () => {
  const out = equivalent(`
func.func @main(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %b = linalg.mul ins(%a, %x : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  %c = linalg.add ins(%b, %a : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  %d = linalg.sub ins(%c, %a : tensor<16xf32>, tensor<16xf32>) outs(%a : tensor<16xf32>) -> tensor<16xf32>
  %r = linalg.div ins(%d, %x : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}`, 'main');
  assert.equal(out.match(/memref.alloc\(\)/g)?.length, 2, out);
  assert.equal(out.match(/memref.dealloc/g)?.length, 1, out);
  assert.doesNotMatch(out, /memref.copy/);
});
