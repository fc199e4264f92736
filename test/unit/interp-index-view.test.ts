/**
 * The interpreter's affine.delinearize_index / linearize_index against their folders (on fresh
 * random indices and bases, with and without the outer bound), and memref.transpose,
 * distinct_objects and prefetch on a random buffer.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { IntegerAttr } from '../../src/ir/attributes.js';
import { f32 } from '../../src/ir/types.js';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import type { Operation } from '../../src/ir/operation.js';
import { allocMemRef } from '../../src/interpreter/values.js';
import { InterpreterError } from '../../src/interpreter/errors.js';
import { compile, rng } from './interp-helpers.js';

const SEED = (Date.now() ^ (process.pid << 4)) >>> 0;
const next = rng(SEED);
const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));

function firstOp(text: string, name: string): Operation {
  const m = parseSource(text, createContext(), { fileName: 'fold.mlir' });
  let found: Operation | undefined;
  m.walk((o) => { if (!found && o.name === name) found = o; });
  return found!;
}

test('delinearize_index and linearize_index agree with their folders', () => {
  for (let trial = 0; trial < 60; trial++) {
    const n = int(1, 4);
    const basis = Array.from({ length: n }, () => int(1, 9));
    const outer = next() < 0.5; // the basis names the outer bound
    const results = outer ? n : n + 1;
    const sizes = basis.join(', ');
    const types = Array.from({ length: results }, () => 'index').join(', ');
    const names = Array.from({ length: results }, (_, i) => `%r#${i}`).join(', ');
    const text = `func.func @d(%x: index) -> (${types}) {
  %r:${results} = affine.delinearize_index %x into (${sizes}) : ${types}
  return ${names} : ${types}
}
func.func @l(${Array.from({ length: results }, (_, i) => `%i${i}: index`).join(', ')}) -> index {
  %r = affine.linearize_index [${Array.from({ length: results }, (_, i) => `%i${i}`).join(', ')}] by (${sizes}) : index
  return %r : index
}`;
    const p = compile(text);
    const x = int(-500, 5000);
    const got = p.run('d', [x]);
    const d = firstOp(text, 'affine.delinearize_index');
    // A fold to a value (a single result) is the operand itself.
    const want = d.info.fold!(d, [IntegerAttr.index(x)])!.map((a) => (a instanceof IntegerAttr ? Number(a.value) : x));
    assert.deepEqual(got, want, `delinearize ${x} into (${sizes}) -> ${results} (seed ${SEED})`);
    const idx = Array.from({ length: results }, () => int(-3, 12));
    const l = firstOp(text, 'affine.linearize_index');
    const lin = l.info.fold!(l, [...idx.map((v) => IntegerAttr.index(v))])![0];
    assert.equal(p.run('l', idx)[0], lin instanceof IntegerAttr ? Number(lin.value) : idx[0], `linearize [${idx}] by (${sizes}) (seed ${SEED})`);
    // Linearizing a delinearization gives the index back.
    assert.equal(p.run('l', got)[0], x, `round trip of ${x} (seed ${SEED})`);
  }
});

test('delinearize_index by a non-positive size is an error at the op', () => {
  const p = compile('func.func @d(%x: index, %n: index) -> (index, index) {\n  %r:2 = affine.delinearize_index %x into (%n) : index, index\n  return %r#0, %r#1 : index, index\n}');
  assert.deepEqual(p.run('d', [17, 5]), [3, 2]);
  assert.throws(() => p.run('d', [17, 0]), (e: unknown) => e instanceof InterpreterError && /basis element 0 is 0, not positive/.test(e.render()));
});

test('memref.transpose views the same buffer with permuted sizes and strides', () => {
  const p = compile(`func.func @t(%m: memref<3x4x5xf32>, %i: index, %j: index, %k: index) -> f32 {
  %d:2 = memref.distinct_objects %m, %m : memref<3x4x5xf32>, memref<3x4x5xf32>
  memref.prefetch %d#0[%i, %j, %k], read, locality<3>, data : memref<3x4x5xf32>
  %t = memref.transpose %d#1 (a, b, c) -> (c, a, b) : memref<3x4x5xf32> to memref<5x3x4xf32, strided<[1, 20, 5]>>
  %v = memref.load %t[%k, %i, %j] : memref<5x3x4xf32, strided<[1, 20, 5]>>
  return %v : f32
}`);
  const m = allocMemRef(f32, [3, 4, 5]);
  const f = m.data as Float32Array;
  for (let i = 0; i < 60; i++) f[i] = Math.fround(next() * 100);
  for (let trial = 0; trial < 20; trial++) {
    const [i, j, k] = [int(0, 2), int(0, 3), int(0, 4)];
    assert.equal(p.run('t', [m, i, j, k])[0], f[i * 20 + j * 5 + k], `element [${i}, ${j}, ${k}] (seed ${SEED})`);
  }
});

test('strided memref.dma_start: chunks stride apart on the slower memory side (lower space id)', () => {
  const p = compile(`func.func @dma(%src: memref<4x16xf32>, %dst: memref<32xf32, 1>, %back: memref<4x16xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 24 : index
  %stride = arith.constant 16 : index
  %per = arith.constant 8 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %src[%c0, %c2], %dst[%c0], %n, %tag[%c0], %stride, %per : memref<4x16xf32>, memref<32xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  memref.dma_start %dst[%c0], %back[%c0, %c2], %n, %tag[%c0], %stride, %per : memref<32xf32, 1>, memref<4x16xf32>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}`);
  const src = allocMemRef(f32, [4, 16]), dst = allocMemRef(f32, [32]), back = allocMemRef(f32, [4, 16]);
  const s = src.data as Float32Array;
  for (let i = 0; i < 64; i++) s[i] = Math.fround(next() * 10 + 1);
  p.run('dma', [src, dst, back]);
  for (let k = 0; k < 24; k++) {
    const at = 2 + Math.floor(k / 8) * 16 + (k % 8);
    assert.equal((dst.data as Float32Array)[k], s[at], `element ${k} read from ${at} (seed ${SEED})`);
    // Written back strided (the destination is in the lower memory space now).
    assert.equal((back.data as Float32Array)[at], s[at], `element ${k} written back to ${at}`);
  }
  assert.equal((dst.data as Float32Array)[24], 0);
});
