/**
 * The interpreter's vector.gather, scatter, expandload, compressstore and scan on fresh random
 * data, masks and indices, against plain loops written here from the ops' definitions (scan as
 * upstream lowers it: an inclusive scan does not use the initial value, an exclusive one
 * accumulates all but the last element).
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { f32, i1, i32 } from '../../src/ir/types.js';
import { Tensor, allocMemRef } from '../../src/interpreter/values.js';
import { InterpreterError } from '../../src/interpreter/errors.js';
import { compile, rng } from './interp-helpers.js';

const SEED = (Date.now() ^ (process.pid << 12)) >>> 0;
const next = rng(SEED);
const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
const floats = (n: number) => Float32Array.from({ length: n }, () => Math.fround(next() * 20 - 10));
const mask = (n: number) => new Tensor(i1, [n], Uint8Array.from({ length: n }, () => (next() < 0.6 ? 1 : 0)));
const vec = (xs: Float32Array) => new Tensor(f32, [xs.length], xs);

test('gather, scatter, expandload and compressstore against loops', () => {
  const p = compile(`
func.func @gather(%m: memref<4x16xf32>, %row: index, %col: index, %idx: vector<8xi32>, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %r = vector.gather %m[%row, %col][%idx], %mask, %pass : memref<4x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %r : vector<8xf32>
}
func.func @scatter(%m: memref<4x16xf32>, %row: index, %idx: vector<8xi32>, %mask: vector<8xi1>, %v: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%row, %c0][%idx], %mask, %v : memref<4x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return
}
func.func @expand(%m: memref<4x16xf32>, %row: index, %col: index, %mask: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %r = vector.expandload %m[%row, %col], %mask, %pass : memref<4x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %r : vector<8xf32>
}
func.func @compress(%m: memref<4x16xf32>, %row: index, %col: index, %mask: vector<8xi1>, %v: vector<8xf32>) {
  vector.compressstore %m[%row, %col], %mask, %v : memref<4x16xf32>, vector<8xi1>, vector<8xf32>
  return
}`);
  for (let trial = 0; trial < 20; trial++) {
    const m = allocMemRef(f32, [4, 16]);
    (m.data as Float32Array).set(floats(64));
    const at = (r: number, c: number) => (m.data as Float32Array)[r * 16 + c]!;
    const row = int(0, 3), col = int(0, 7);
    const idx = new Tensor(i32, [8], Int32Array.from({ length: 8 }, () => int(0, 8)));
    const mk = mask(8), pass = floats(8), v = floats(8);
    const g = p.run('gather', [m, row, col, idx, mk, vec(pass)])[0] as Tensor;
    for (let k = 0; k < 8; k++) assert.equal(g.data[k], mk.data[k] ? at(row, col + (idx.data[k] as number)) : pass[k], `gather lane ${k} (seed ${SEED})`);
    const e = p.run('expand', [m, row, col, mk, vec(pass)])[0] as Tensor;
    let j = 0;
    for (let k = 0; k < 8; k++) assert.equal(e.data[k], mk.data[k] ? at(row, col + j++) : pass[k], `expandload lane ${k} (seed ${SEED})`);
    const before = Float32Array.from(m.data as Float32Array);
    p.run('scatter', [m, row, idx, mk, vec(v)]);
    const want = Float32Array.from(before);
    for (let k = 0; k < 8; k++) if (mk.data[k]) want[row * 16 + (idx.data[k] as number)] = v[k]!;
    assert.deepEqual(m.data, want, `scatter (seed ${SEED})`);
    p.run('compress', [m, row, col, mk, vec(v)]);
    j = 0;
    for (let k = 0; k < 8; k++) if (mk.data[k]) want[row * 16 + col + j++] = v[k]!;
    assert.deepEqual(m.data, want, `compressstore (seed ${SEED})`);
  }
  // An index leaving the row is an error at the op.
  const m = allocMemRef(f32, [4, 16]);
  const all = new Tensor(i1, [8], new Uint8Array(8).fill(1));
  const far = new Tensor(i32, [8], new Int32Array(8).fill(20));
  assert.throws(() => p.run('gather', [m, 0, 0, far, all, vec(floats(8))]),
    (x: unknown) => x instanceof InterpreterError && /gather index \[0, 20\] is out of bounds of shape \[4, 16\]/.test(x.message));
});

test('vector.scan, inclusive and exclusive, against loops', () => {
  for (const inclusive of [true, false]) {
    const p = compile(`func.func @scan(%v: vector<3x5xf32>, %init: vector<3xf32>) -> (vector<3x5xf32>, vector<3xf32>) {
  %d, %acc = vector.scan <add>, %v, %init {inclusive = ${inclusive}, reduction_dim = 1} : vector<3x5xf32>, vector<3xf32>
  return %d, %acc : vector<3x5xf32>, vector<3xf32>
}
func.func @scan0(%v: vector<4x2xf32>, %init: vector<2xf32>) -> (vector<4x2xf32>, vector<2xf32>) {
  %d, %acc = vector.scan <maxnumf>, %v, %init {inclusive = ${inclusive}, reduction_dim = 0} : vector<4x2xf32>, vector<2xf32>
  return %d, %acc : vector<4x2xf32>, vector<2xf32>
}`);
    const src = floats(15), init = floats(3);
    const [d, acc] = p.run('scan', [new Tensor(f32, [3, 5], src), new Tensor(f32, [3], init)]) as Tensor[];
    for (let r = 0; r < 3; r++) {
      let prev = 0;
      for (let i = 0; i < 5; i++) {
        const y = i === 0 ? (inclusive ? src[r * 5]! : init[r]!) : Math.fround(prev + (inclusive ? src[r * 5 + i]! : src[r * 5 + i - 1]!));
        assert.equal(d!.data[r * 5 + i], y, `add scan row ${r} element ${i} (inclusive ${inclusive}, seed ${SEED})`);
        prev = y;
      }
      assert.equal(acc!.data[r], prev, `accumulated row ${r}`);
    }
    const src0 = floats(8), init0 = floats(2);
    const [d0] = p.run('scan0', [new Tensor(f32, [4, 2], src0), new Tensor(f32, [2], init0)]) as Tensor[];
    for (let c = 0; c < 2; c++) {
      let prev = 0;
      for (let i = 0; i < 4; i++) {
        const y = i === 0 ? (inclusive ? src0[c]! : init0[c]!) : Math.max(prev, inclusive ? src0[i * 2 + c]! : src0[(i - 1) * 2 + c]!);
        assert.equal(d0!.data[i * 2 + c], y, `maxnumf scan column ${c} element ${i} (inclusive ${inclusive}, seed ${SEED})`);
        prev = y;
      }
    }
  }
});

test('vector.mask over transfers: padding or passthru where masked off, no write there', () => {
  const p = compile(`func.func @f(%m: memref<8xf32>, %mask: vector<8xi1>, %pass: vector<8xf32>, %v: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %r = vector.mask %mask { vector.transfer_read %m[%c0], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %q = vector.mask %mask, %pass { vector.transfer_read %m[%c0], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%c0] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  return %r, %q : vector<8xf32>, vector<8xf32>
}`);
  const m = allocMemRef(f32, [8]);
  const before = floats(8);
  (m.data as Float32Array).set(before);
  const mk = mask(8), pass = floats(8), v = floats(8);
  const [r, q] = p.run('f', [m, mk, vec(pass), vec(v)]) as Tensor[];
  for (let k = 0; k < 8; k++) {
    const on = mk.data[k] === 1;
    assert.equal(r!.data[k], on ? before[k] : -1, `read lane ${k} (seed ${SEED})`);
    assert.equal(q!.data[k], on ? before[k] : pass[k], `passthru lane ${k} (seed ${SEED})`);
    assert.equal((m.data as Float32Array)[k], on ? v[k] : before[k], `written lane ${k} (seed ${SEED})`);
  }
});
