/**
 * Execution equivalence of stages 7 and 8 (gpu-launch-sink-index-computations,
 * gpu-kernel-outlining, comco-lower-kernels): host functions with gpu.launch bodies holding
 * linalg on subview tiles, scf loops and gpu.all_reduce run in the interpreter on fresh random
 * inputs before and after each pass (after them with the race checker on), at block sizes that
 * are and are not multiples of 32; every buffer must agree within a relative error.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { createContext } from '../../src/dialects/index.js';
import type { Diagnostic } from '../../src/ir/diagnostics.js';
import type { Operation } from '../../src/ir/operation.js';
import { FloatType, FunctionType, MemRefType, type Type } from '../../src/ir/types.js';
import type { TypeAttr } from '../../src/ir/attributes.js';
import { verify } from '../../src/ir/verifier.js';
import { compileModule } from '../../src/interpreter/program.js';
import { MemRef, type RuntimeValue, allocMemRef, elementsOf, toScalar } from '../../src/interpreter/values.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { parsePassPipeline } from '../../src/passes/pipeline-parser.js';
import { runPipeline } from '../../src/passes/runner.js';
import { comcoPassRegistry } from '../../src/tools/comco-opt.js';
import { rng } from './interp-helpers.js';

function buffers(types: readonly Type[], seed: number): MemRef[] {
  const next = rng(seed);
  return types.map((t) => {
    const mt = t as MemRefType;
    const m = allocMemRef(mt.elementType, mt.shape);
    const d = m.data as unknown as number[];
    for (let i = 0; i < d.length; i++) d[i] = toScalar(mt.elementType, mt.elementType instanceof FloatType ? 2 * next() - 1 : 0) as number;
    return m;
  });
}
const copy = (m: MemRef): MemRef => { const c = allocMemRef(m.elementType, m.sizes); (c.data as Float32Array).set(m.data as Float32Array); return c; };

function run(module: Operation, fn: string, args: MemRef[], checkRaces: boolean): void {
  compileModule(module, { checkRaces }).run(fn, args as RuntimeValue[]);
}

function passes(module: Operation, pipeline: string): Diagnostic[] {
  const diags: Diagnostic[] = [];
  const ok = runPipeline(parsePassPipeline(`builtin.module(${pipeline})`, comcoPassRegistry()), module, { context: createContext(), emit: (d) => diags.push(d) });
  if (!ok) throw new Error(diags.map((d) => d.message).join('\n'));
  const err = verify(module);
  if (err) throw err;
  return diags;
}

/** Runs `source`'s `fn` before and after each stage; returns the final module text. */
function checkStages(source: string, fn: string, seed: number, rtol = 1e-5): string {
  const module = parseSource(source, createContext(), { fileName: 'test.mlir' });
  const err = verify(module);
  if (err) throw err;
  const hostFn = module.regions[0]!.front.ops.find((o) => o.name === 'func.func')!;
  const inputs = buffers(((hostFn.getAttr('function_type') as TypeAttr).value as FunctionType).inputs, seed);
  const reference = inputs.map(copy);
  run(module, fn, reference, true);
  for (const stage of ['gpu-launch-sink-index-computations', 'gpu-kernel-outlining', 'comco-lower-kernels']) {
    passes(module, stage);
    const args = inputs.map(copy);
    run(module, fn, args, true);
    reference.forEach((r, i) => {
      const a = elementsOf(r).map(Number), b = elementsOf(args[i]!).map(Number);
      const scale = Math.max(1e-6, ...a.map(Math.abs));
      a.forEach((u, k) => {
        const e = Math.abs(u - b[k]!) / Math.max(Math.abs(u), scale * 1e-3);
        assert.ok(e <= rtol, `seed ${seed}, after ${stage}: argument #${i}[${k}] is ${b[k]}, ${u} before (relative error ${e})\n${printOp(module)}`);
      });
    });
  }
  return printOp(module);
}

/** Row sums, maxima and a scaled copy, one block per row, `nt` threads per block. */
const rows = (nt: number): string => `
func.func @rows(%x: memref<8x100xf32>, %y: memref<8x100xf32>, %s: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %nt = arith.constant ${nt} : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %nt, %sy = %c1, %sz = %c1) {
    %row = memref.subview %x[%bx, 0] [1, 100] [1, 1] : memref<8x100xf32> to memref<100xf32, strided<[1], offset: ?>>
    %out = memref.subview %y[%bx, 0] [1, 100] [1, 1] : memref<8x100xf32> to memref<100xf32, strided<[1], offset: ?>>
    %part = scf.for %i = %tx to %c100 step %sx iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %row[%i] : memref<100xf32, strided<[1], offset: ?>>
      %a = arith.addf %acc, %v : f32
      scf.yield %a : f32
    }
    %sum = gpu.all_reduce add %part uniform {} : (f32) -> (f32)
    %mx = gpu.all_reduce %part uniform {
    ^bb0(%p: f32, %q: f32):
      %m = arith.maximumf %p, %q : f32
      gpu.yield %m : f32
    } : (f32) -> (f32)
    %c0 = arith.constant 0 : index
    %isFirst = arith.cmpi eq, %tx, %c0 : index
    scf.if %isFirst {
      %t = arith.addf %sum, %mx : f32
      memref.store %t, %s[%bx] : memref<8xf32>
      %tile = memref.subview %row[0] [100] [1] : memref<100xf32, strided<[1], offset: ?>> to memref<100xf32, strided<[1], offset: ?>>
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%tile : memref<100xf32, strided<[1], offset: ?>>) outs(%out : memref<100xf32, strided<[1], offset: ?>>) {
      ^bb0(%in: f32, %o: f32):
        %e = arith.mulf %in, %sum : f32
        linalg.yield %e : f32
      }
    }
    gpu.terminator
  }
  return
}`;

/** A tiled matmul plus bias: each block computes a 4x8 tile through linalg on subviews, threads
 * split the tile's rows; the tile offsets come from the block id. */
const tiles = (nt: number): string => `
func.func @mm(%a: memref<16x12xf32>, %b: memref<12x16xf32>, %bias: memref<16xf32>, %c: memref<16x16xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %nt = arith.constant ${nt} : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c2, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %nt, %sy = %c1, %sz = %c1) {
    %r0 = arith.muli %bx, %c4 : index
    %c0 = arith.muli %by, %c8 : index
    scf.for %i = %tx to %c4 step %sx {
      %r = arith.addi %r0, %i : index
      %arow = memref.subview %a[%r, 0] [1, 12] [1, 1] : memref<16x12xf32> to memref<1x12xf32, strided<[12, 1], offset: ?>>
      %bt = memref.subview %b[0, %c0] [12, 8] [1, 1] : memref<12x16xf32> to memref<12x8xf32, strided<[16, 1], offset: ?>>
      %ct = memref.subview %c[%r, %c0] [1, 8] [1, 1] : memref<16x16xf32> to memref<1x8xf32, strided<[16, 1], offset: ?>>
      %bs = memref.subview %bias[%c0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: ?>>
      linalg.fill ins(%zero : f32) outs(%ct : memref<1x8xf32, strided<[16, 1], offset: ?>>)
      linalg.matmul ins(%arow, %bt : memref<1x12xf32, strided<[12, 1], offset: ?>>, memref<12x8xf32, strided<[16, 1], offset: ?>>) outs(%ct : memref<1x8xf32, strided<[16, 1], offset: ?>>)
      %flat = memref.collapse_shape %ct [[0, 1]] : memref<1x8xf32, strided<[16, 1], offset: ?>> into memref<8xf32, strided<[1], offset: ?>>
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%bs : memref<8xf32, strided<[1], offset: ?>>) outs(%flat : memref<8xf32, strided<[1], offset: ?>>) {
      ^bb0(%x: f32, %o: f32):
        %s = arith.addf %o, %x : f32
        linalg.yield %s : f32
      }
    }
    gpu.terminator
  }
  return
}`;

const seed = (): number => Date.now() % 100000;

for (const nt of [1, 7, 32, 48, 100, 256]) {
  test(`rows: all_reduce and linalg on subviews, ${nt} threads per block`, () => {
    // The shuffle tree adds in another order than the interpreter's all_reduce (thread order):
    // sums of 100 values in [-1, 1) that cancel differ in the last bits of f32.
    const text = checkStages(rows(nt), 'rows', seed(), 1e-3);
    for (const gone of ['gpu.all_reduce', 'linalg.', 'memref.subview', 'gpu.launch ']) assert.ok(!text.includes(gone), `${gone} left:\n${text}`);
    assert.match(text, /gpu\.shuffle {2}xor/);
    assert.match(text, /workgroup\(%arg\d+ : memref<32xf32, #gpu\.address_space<workgroup>>, %arg\d+ : memref<32xf32, #gpu\.address_space<workgroup>>\)/);
  });
}

for (const nt of [1, 3, 4]) {
  test(`tiles: matmul, fill and bias on subview tiles, ${nt} threads per block`, () => {
    const text = checkStages(tiles(nt), 'mm', seed(), 1e-5);
    for (const gone of ['linalg.', 'memref.subview', 'memref.collapse_shape', 'affine.']) assert.ok(!text.includes(gone), `${gone} left:\n${text}`);
  });
}

test('a kernel argument with a dynamic shape is refused at the kernel', () => {
  const module = parseSource(`
func.func @d(%a: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %a[%tx] : memref<?xf32>
    memref.store %v, %a[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}`, createContext(), { fileName: 'd.mlir' });
  passes(module, 'gpu-kernel-outlining');
  assert.throws(() => passes(module, 'comco-lower-kernels'), /kernel argument #0 of type 'memref<\?xf32>' needs a static shape/);
});
