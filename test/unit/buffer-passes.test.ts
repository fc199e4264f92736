/**
 * Execution equivalence of the buffer-level passes taken from upstream: convert-linalg-to-loops,
 * convert-linalg-to-parallel-loops and fold-memref-alias-ops. Each module runs in the interpreter
 * on fresh random buffers before and after the pass; every buffer must agree within a relative
 * error (the loops accumulate in the order the interpreter's linalg does, so the bound is tight).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { createContext } from '../../src/dialects/index.js';
import type { Diagnostic } from '../../src/ir/diagnostics.js';
import type { Operation } from '../../src/ir/operation.js';
import { FloatType, type FunctionType, type MemRefType } from '../../src/ir/types.js';
import type { TypeAttr } from '../../src/ir/attributes.js';
import { verify } from '../../src/ir/verifier.js';
import { compileModule } from '../../src/interpreter/program.js';
import { type MemRef, type RuntimeValue, allocMemRef, toScalar } from '../../src/interpreter/values.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { parsePassPipeline } from '../../src/passes/pipeline-parser.js';
import { runPipeline } from '../../src/passes/runner.js';
import { comcoPassRegistry } from '../../src/tools/comco-opt.js';
import { maxRelError, rng } from './interp-helpers.js';

function parse(source: string): Operation {
  const module = parseSource(source, createContext(), { fileName: 'test.mlir' });
  const err = verify(module);
  if (err) throw err;
  return module;
}

/** Random f32 buffers in [-1, 1) for a function's memref arguments. */
function buffers(module: Operation, fn: string, seed: number): MemRef[] {
  const f = module.regions[0]!.front.ops.find((o) => o.getAttr('sym_name')?.key === `"${fn}"`)!;
  const next = rng(seed);
  return ((f.getAttr('function_type') as TypeAttr).value as FunctionType).inputs.map((t) => {
    const mt = t as MemRefType;
    const m = allocMemRef(mt.elementType, mt.shape);
    const d = m.data as unknown as number[];
    for (let i = 0; i < d.length; i++) d[i] = toScalar(mt.elementType, mt.elementType instanceof FloatType ? 2 * next() - 1 : 0) as number;
    return m;
  });
}
const copy = (m: MemRef): MemRef => { const c = allocMemRef(m.elementType, m.sizes); (c.data as Float32Array).set(m.data as Float32Array); return c; };

function applyPass(module: Operation, pass: string): void {
  const diags: Diagnostic[] = [];
  const ok = runPipeline(parsePassPipeline(`builtin.module(${pass})`, comcoPassRegistry()), module, { context: createContext(), emit: (d) => diags.push(d) });
  if (!ok) throw new Error(diags.map((d) => d.message).join('\n'));
  const err = verify(module);
  if (err) throw err;
}

/** Runs `fn` of `source` before and after `pass` on the same random buffers; returns the text
 * after the pass. */
function checkPass(source: string, fn: string, pass: string, seed: number): string {
  const before = parse(source), after = parse(source);
  applyPass(after, pass);
  const inputs = buffers(before, fn, seed);
  const expected = inputs.map(copy), actual = inputs.map(copy);
  compileModule(before).run(fn, expected as RuntimeValue[]);
  compileModule(after).run(fn, actual as RuntimeValue[]);
  expected.forEach((e, i) => {
    const err = maxRelError(actual[i]!.data as Float32Array, e.data as Float32Array);
    assert.ok(err <= 1e-6, `${pass} @${fn} buffer ${i}: relative error ${err}`);
  });
  // The inputs were random: the outputs changed, so the comparison compared something.
  assert.ok(expected.some((e, i) => maxRelError(e.data as Float32Array, inputs[i]!.data as Float32Array) > 0), 'nothing was written');
  return printOp(after);
}

const LINALG = `
#in = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @ops(%a: memref<6x10xf32>, %b: memref<10x7xf32>, %c: memref<6x7xf32>, %x: memref<3x4x5xf32>, %y: memref<3x5xf32>, %v: memref<10xf32>, %w: memref<6xf32>) {
  linalg.matmul ins(%a, %b : memref<6x10xf32>, memref<10x7xf32>) outs(%c : memref<6x7xf32>)
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : memref<3x4x5xf32>) outs(%y : memref<3x5xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %p = arith.mulf %e, %e : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  }
  linalg.matvec ins(%a, %v : memref<6x10xf32>, memref<10xf32>) outs(%w : memref<6xf32>)
  return
}`;

for (const pass of ['convert-linalg-to-loops', 'convert-linalg-to-parallel-loops']) {
  test(`${pass} computes what the linalg ops compute`, () => {
    for (const seed of [11, 12, 13]) {
      const text = checkPass(LINALG, 'ops', pass, seed + Math.floor(Math.random() * 1e6));
      assert.ok(!text.includes('linalg.'), text);
      assert.equal(text.includes('scf.parallel'), pass.includes('parallel'), text);
    }
  });
}

const ALIASES = `
func.func @views(%m: memref<8x16x32xf32>, %o: memref<8x16x32xf32>, %flat: memref<64x32xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %s = memref.subview %m[2, 3, 4] [1, 8, 16] [1, 1, 1] : memref<8x16x32xf32> to memref<8x16xf32, strided<[32, 1], offset: 1124>>
  %t = memref.subview %o[1, 0, 0] [4, 4, 8] [2, 3, 2] : memref<8x16x32xf32> to memref<4x4x8xf32, strided<[1024, 96, 2], offset: 512>>
  %r = vector.transfer_read %s[%c1, %c2], %pad {in_bounds = [true]} : memref<8x16xf32, strided<[32, 1], offset: 1124>>, vector<4xf32>
  vector.transfer_write %r, %s[%c3, %c0] {in_bounds = [true]} : vector<4xf32>, memref<8x16xf32, strided<[32, 1], offset: 1124>>
  %v = vector.load %s[%c2, %c3] : memref<8x16xf32, strided<[32, 1], offset: 1124>>, vector<4xf32>
  vector.store %v, %s[%c0, %c1] : memref<8x16xf32, strided<[32, 1], offset: 1124>>, vector<4xf32>
  %x = memref.load %t[%c3, %c2, %c1] : memref<4x4x8xf32, strided<[1024, 96, 2], offset: 512>>
  memref.store %x, %t[%c1, %c1, %c3] : memref<4x4x8xf32, strided<[1024, 96, 2], offset: 512>>
  %e = memref.expand_shape %flat [[0, 1], [2]] output_shape [8, 8, 32] : memref<64x32xf32> into memref<8x8x32xf32>
  %y = memref.load %e[%c3, %c2, %c1] : memref<8x8x32xf32>
  memref.store %y, %e[%c2, %c3, %c0] : memref<8x8x32xf32>
  %k = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x32xf32> into memref<128x32xf32>
  %z = vector.load %k[%c3, %c2] : memref<128x32xf32>, vector<16xf32>
  vector.store %z, %out[%c0] : memref<16xf32>, vector<16xf32>
  return
}`;

test('fold-memref-alias-ops reads and writes what the views did', () => {
  for (const seed of [21, 22, 23]) {
    const text = checkPass(ALIASES, 'views', 'fold-memref-alias-ops', seed + Math.floor(Math.random() * 1e6));
    for (const gone of ['vector.load %subview', 'memref.load %subview', '%expand_shape[', '%collapse_shape[']) assert.ok(!text.includes(gone), `${gone} left:\n${text}`);
  }
});
