/**
 * The interpreter's scalar semantics on random inputs, against independent references: integer
 * ops of every width against BigInt arithmetic (and arith's folder helpers, which implement
 * upstream's APInt rules), narrow float rounding against the exact rational rounding of
 * src/support, and the Philox generator against its published known-answer vector.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { floorDivS } from '../../src/dialects/arith/int-math.js';
import { roundToKindExact } from '../../src/support/float.js';
import { bf16, f16 } from '../../src/interpreter/runtime/core.js';
import { philox4x32 } from '../../src/interpreter/runtime/philox.js';
import { InterpreterError } from '../../src/interpreter/errors.js';
import { compile, randomTensor, rng } from './interp-helpers.js';
import { Tensor, allocStorage } from '../../src/interpreter/values.js';
import { type Type, f32, i32, index } from '../../src/ir/types.js';

const WIDTHS = [1, 3, 8, 16, 31, 32, 33, 64];
const OPS = ['addi', 'subi', 'muli', 'divsi', 'divui', 'remsi', 'remui', 'andi', 'ori', 'xori', 'shli', 'shrsi', 'shrui',
  'maxsi', 'minui', 'ceildivsi', 'floordivsi'] as const;

/** The reference: operands as signed bigints of width w, result as a signed bigint (or 'error'). */
function reference(op: (typeof OPS)[number], a: bigint, b: bigint, w: number): bigint | 'error' {
  const W = BigInt(w);
  const u = (x: bigint) => BigInt.asUintN(w, x);
  const s = (x: bigint) => BigInt.asIntN(w, x);
  const min = -(1n << (W - 1n));
  switch (op) {
    case 'addi': return s(a + b);
    case 'subi': return s(a - b);
    case 'muli': return s(a * b);
    case 'divsi': return b === 0n || (a === min && b === -1n) ? 'error' : s(a / b);
    case 'divui': return b === 0n ? 'error' : s(u(a) / u(b));
    case 'remsi': return b === 0n || (a === min && b === -1n) ? 'error' : s(a % b);
    case 'remui': return b === 0n ? 'error' : s(u(a) % u(b));
    case 'andi': return s(a & b);
    case 'ori': return s(a | b);
    case 'xori': return s(a ^ b);
    case 'shli': return u(b) >= W ? 0n : s(a << u(b));
    case 'shrsi': return u(b) >= W ? (a < 0n ? -1n : 0n) : a >> u(b);
    case 'shrui': return u(b) >= W ? 0n : s(u(a) >> u(b));
    case 'maxsi': return a > b ? a : b;
    case 'minui': return u(a) < u(b) ? a : b;
    // The mathematical quotients (the folders' helpers also refuse intermediate overflows).
    case 'ceildivsi': {
      if (b === 0n || (a === min && b === -1n)) return 'error';
      const q = a / b;
      return q * b !== a && (a < 0n) === (b < 0n) ? q + 1n : q;
    }
    case 'floordivsi': {
      if (b === 0n || (a === min && b === -1n)) return 'error';
      const r = floorDivS(a, b, w);
      return r === undefined ? 'error' : s(r);
    }
  }
}

/** Interesting values of width w: extremes, small numbers, and random ones. */
function samples(w: number, next: () => number): bigint[] {
  const W = BigInt(w);
  const out = new Set<bigint>([0n, 1n, -1n, 2n, -(1n << (W - 1n)), (1n << (W - 1n)) - 1n, BigInt(w), BigInt(w - 1)]);
  for (let i = 0; i < 10; i++) out.add(BigInt.asIntN(w, BigInt(Math.floor(next() * 2 ** 32)) * BigInt(Math.floor(next() * 2 ** 32))));
  return [...out].map((v) => BigInt.asIntN(w, v));
}

test('integer ops of every width agree with BigInt arithmetic', () => {
  const next = rng(11);
  for (const w of WIDTHS) {
    const t = `i${w}`;
    const body = OPS.map((op) => `func.func @${op}(%a: ${t}, %b: ${t}) -> ${t} {\n  %r = arith.${op} %a, %b : ${t}\n  return %r : ${t}\n}`).join('\n');
    const p = compile(body);
    // The held form: numbers up to 32 bits (i1 as 0/1), bigints above.
    const held = (v: bigint): number | bigint => (w === 1 ? Number(BigInt.asUintN(1, v)) : w <= 32 ? Number(v) : v);
    const xs = samples(w, next);
    for (const op of OPS) {
      for (const a of xs) {
        for (const b of xs) {
          const want = reference(op, a, b, w);
          let got: unknown;
          try { got = p.run(op, [held(a), held(b)])[0]; } catch (e) {
            if (!(e instanceof InterpreterError)) throw e;
            got = 'error';
          }
          assert.equal(String(got), String(want === 'error' ? want : held(want)), `arith.${op} ${a}, ${b} : ${t}`);
        }
      }
    }
  }
});

test('integer comparisons and casts agree with BigInt', () => {
  const next = rng(5);
  const preds = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'];
  for (const w of [1, 8, 32, 64]) {
    const t = `i${w}`;
    const p = compile(preds.map((pr) => `func.func @${pr}(%a: ${t}, %b: ${t}) -> i1 {\n  %r = arith.cmpi ${pr}, %a, %b : ${t}\n  return %r : i1\n}`).join('\n'));
    const held = (v: bigint): number | bigint => (w === 1 ? Number(BigInt.asUintN(1, v)) : w <= 32 ? Number(v) : v);
    const xs = samples(w, next);
    for (const pr of preds) {
      for (const a of xs) {
        for (const b of xs) {
          const u = (x: bigint) => BigInt.asUintN(w, x);
          const want = { eq: a === b, ne: a !== b, slt: a < b, sle: a <= b, sgt: a > b, sge: a >= b,
            ult: u(a) < u(b), ule: u(a) <= u(b), ugt: u(a) > u(b), uge: u(a) >= u(b) }[pr];
          assert.equal(p.run(pr, [held(a), held(b)])[0], want ? 1 : 0, `cmpi ${pr} ${a}, ${b} : ${t}`);
        }
      }
    }
  }
  const casts = compile(`
    func.func @sext(%a: i16) -> i64 { %r = arith.extsi %a : i16 to i64  return %r : i64 }
    func.func @zext(%a: i16) -> i64 { %r = arith.extui %a : i16 to i64  return %r : i64 }
    func.func @trunc(%a: i64) -> i16 { %r = arith.trunci %a : i64 to i16  return %r : i16 }
    func.func @s2f(%a: i64) -> f32 { %r = arith.sitofp %a : i64 to f32  return %r : f32 }
    func.func @u2f(%a: i64) -> f32 { %r = arith.uitofp %a : i64 to f32  return %r : f32 }`);
  for (const v of samples(16, next)) {
    assert.equal(casts.run('sext', [Number(v)])[0], v);
    assert.equal(casts.run('zext', [Number(v)])[0], BigInt.asUintN(16, v));
  }
  for (const v of samples(64, next)) {
    assert.equal(casts.run('trunc', [v])[0], Number(BigInt.asIntN(16, v)));
    // Below 2^53 the double is exact, so one fround is the correct rounding.
    if (v < 2n ** 53n && v > -(2n ** 53n)) assert.equal(casts.run('s2f', [v])[0], Math.fround(Number(v)));
  }
  for (const v of [1n, 255n, 2n ** 40n + 1n]) {
    assert.equal(casts.run('u2f', [v])[0], Math.fround(Number(v)));
    assert.equal(casts.run('u2f', [-v])[0], roundToKindExact(Number(BigInt.asUintN(64, -v)), 'f32'));
  }
  // 2^60 + 2^36 + 1 is above the f32 tie 2^60 + 2^36: correct rounding goes up; through double it would tie to even.
  assert.equal(casts.run('s2f', [2n ** 60n + 2n ** 36n + 1n])[0], 2 ** 60 + 2 ** 37);
});

test('f16 and bf16 rounding is exact (ties to even, overflow to Inf, subnormals)', () => {
  const next = rng(3);
  const probes = [65504, 65519.99, 65520, 6.103515625e-5, 5.960464477539063e-8, 2.9802322387695312e-8, 2.98023223876953e-8,
    1 + 2 ** -11, 1 + 3 * 2 ** -11, 3.3895313892515355e38, 3.4e38, -0];
  for (let i = 0; i < 5000; i++) probes.push((next() - 0.5) * 2 ** Math.floor(next() * 80 - 40));
  for (const x of probes) {
    assert.ok(Object.is(f16(x), roundToKindExact(x, 'f16')), `f16(${x})`);
    assert.ok(Object.is(bf16(x), roundToKindExact(x, 'bf16')), `bf16(${x})`);
  }
});

test('f32 and f16 arithmetic round after every op', () => {
  const p = compile(`
    func.func @fma32(%a: f32, %b: f32, %c: f32) -> f32 { %m = arith.mulf %a, %b : f32  %r = arith.addf %m, %c : f32  return %r : f32 }
    func.func @fma16(%a: f16, %b: f16, %c: f16) -> f16 { %m = arith.mulf %a, %b : f16  %r = arith.addf %m, %c : f16  return %r : f16 }`);
  const next = rng(9);
  for (let i = 0; i < 2000; i++) {
    const [a, b, c] = [next() * 8 - 4, next() * 8 - 4, next() * 8 - 4].map(Math.fround) as [number, number, number];
    assert.equal(p.run('fma32', [a, b, c])[0], Math.fround(Math.fround(a * b) + c));
    const [x, y, z] = [a, b, c].map((v) => roundToKindExact(v, 'f16')) as [number, number, number];
    assert.equal(p.run('fma16', [x, y, z])[0], roundToKindExact(roundToKindExact(x * y, 'f16') + z, 'f16'));
  }
});

test('Philox-4x32-10 matches the Random123 known-answer vectors', () => {
  assert.deepEqual(philox4x32([0, 0, 0, 0], [0, 0]).map((x) => x.toString(16)), ['6627e8d5', 'e169c58d', 'bc57ac4c', '9b00dbd8']);
  assert.deepEqual(philox4x32([0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff], [0xffffffff, 0xffffffff]).map((x) => x.toString(16)),
    ['408f276d', '41c83b0e', 'a20bc7c6', '6d5451fd']);
  assert.deepEqual(philox4x32([0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344], [0xa4093822, 0x299f31d0]).map((x) => x.toString(16)),
    ['d16cfe09', '94fdcceb', '5001e420', '24126ea1']);
});

test('bufferization.dealloc frees unretained buffers once and reports ownership of retained ones', () => {
  const p = compile(`
func.func @f(%c: i1) -> (i1, i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %s : memref<2xf32, strided<[1], offset: 1>> -> memref<f32>, index, index, index
  %true = arith.constant true
  %r:3 = bufferization.dealloc (%base, %b : memref<f32>, memref<2xf32>) if (%c, %true) retain (%s, %b, %a : memref<2xf32, strided<[1], offset: 1>>, memref<2xf32>, memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  return %r#0, %r#1, %r#2 : i1, i1, i1
}
func.func @twice() {
  %a = memref.alloc() : memref<4xf32>
  %true = arith.constant true
  bufferization.dealloc (%a, %a : memref<4xf32>, memref<4xf32>) if (%true, %true)
  memref.dealloc %a : memref<4xf32>
  return
}`);
  // %a is retained (through %s and itself), so the dealloc leaves it to the later memref.dealloc.
  assert.deepEqual(p.run('f', [1]), [1, 1, 1]);
  assert.deepEqual(p.run('f', [0]), [0, 1, 0]);
  // A buffer listed twice is freed once by the dealloc; the memref.dealloc after it is the double free.
  assert.throws(() => p.run('twice', []), /freed twice/);
});

test('index dialect ops agree with BigInt arithmetic (indices held exactly, below 2^53)', () => {
  const next = rng(23);
  const pairs: [string, (typeof OPS)[number]][] = [
    ['add', 'addi'], ['sub', 'subi'], ['mul', 'muli'], ['divs', 'divsi'], ['divu', 'divui'], ['rems', 'remsi'], ['remu', 'remui'],
    ['and', 'andi'], ['or', 'ori'], ['xor', 'xori'], ['shl', 'shli'], ['shrs', 'shrsi'], ['shru', 'shrui'], ['maxs', 'maxsi'],
    ['minu', 'minui'], ['ceildivs', 'ceildivsi'], ['floordivs', 'floordivsi'],
  ];
  const unsigned = new Set(['divu', 'remu', 'shru', 'minu']);
  const p = compile(pairs.map(([op]) => `func.func @${op}(%a: index, %b: index) -> index {\n  %r = index.${op} %a, %b\n  return %r : index\n}`).join('\n'));
  // 32-bit samples: their results stay within the ±2^53 the interpreter holds an index in exactly
  // (unsigned ops of negative indices, 2^64 + v, do not: they take non-negative ones).
  const xs = samples(32, next);
  for (const [op, arith] of pairs) {
    for (const a of xs) {
      for (const b of xs) {
        if (unsigned.has(op) && (a < 0n || b < 0n)) continue;
        const want = reference(arith, a, b, 64);
        if (want !== 'error' && (want > 2n ** 53n || want < -(2n ** 53n))) continue;
        let got: unknown;
        try { got = p.run(op, [Number(a), Number(b)])[0]; } catch (e) {
          if (!(e instanceof InterpreterError)) throw e;
          got = 'error';
        }
        assert.equal(String(got), String(want), `index.${op} ${a}, ${b}`);
      }
    }
  }
});

test('tensor.gather and tensor.scatter read and write the slices their indices name', () => {
  const next = rng(31);
  const p = compile(`
func.func @g(%t: tensor<3x4x5xi32>, %i: tensor<6x2xindex>) -> tensor<6x4xi32> {
  %r = tensor.gather %t[%i] gather_dims([0, 2]) : (tensor<3x4x5xi32>, tensor<6x2xindex>) -> tensor<6x4xi32>
  return %r : tensor<6x4xi32>
}
func.func @s(%u: tensor<2x1x4x1xi32>, %t: tensor<3x4x5xi32>, %i: tensor<2x2xindex>) -> tensor<3x4x5xi32> {
  %r = tensor.scatter %u into %t[%i] scatter_dims([0, 2]) unique : (tensor<2x1x4x1xi32>, tensor<3x4x5xi32>, tensor<2x2xindex>) -> tensor<3x4x5xi32>
  return %r : tensor<3x4x5xi32>
}`);
  const at = (a: number, b: number, c: number) => (a * 4 + b) * 5 + c;
  const tensor = (t: Type, shape: number[], xs: readonly number[]) => {
    const data = allocStorage(t, xs.length) as unknown as number[];
    xs.forEach((x, i) => { data[i] = x; });
    return new Tensor(t, shape, data as unknown as Tensor['data']);
  };
  const src = Array.from({ length: 60 }, () => Math.floor(next() * 1000) - 500);
  const t = tensor(i32, [3, 4, 5], src);
  const coords = Array.from({ length: 6 }, () => [Math.floor(next() * 3), Math.floor(next() * 5)] as const);
  const g = p.run('g', [t, tensor(index, [6, 2], coords.flat())])[0] as Tensor;
  assert.deepEqual(Array.from(g.data as unknown as ArrayLike<number>), coords.flatMap(([a, c]) => [0, 1, 2, 3].map((b) => src[at(a, b, c)]!)));
  // Two distinct (row, column) pairs, as `unique` promises.
  const pairs = [[0, 1], [2, 4]] as const;
  const upd = Array.from({ length: 8 }, () => Math.floor(next() * 1000) + 1000);
  const s = p.run('s', [tensor(i32, [2, 1, 4, 1], upd), t, tensor(index, [2, 2], pairs.flat())])[0] as Tensor;
  const want = [...src];
  pairs.forEach(([a, c], k) => { for (let b = 0; b < 4; b++) want[at(a, b, c)] = upd[k * 4 + b]!; });
  assert.deepEqual(Array.from(s.data as unknown as ArrayLike<number>), want);
});

test('memref.dma_start copies its elements in row-major order from the start indices', () => {
  const next = rng(41);
  const p = compile(`
func.func @f(%a: tensor<3x4xf32>, %b: tensor<12xf32>, %i: index, %j: index, %k: index, %n: index) -> tensor<12xf32> {
  %c0 = arith.constant 0 : index
  %ma = bufferization.to_buffer %a : tensor<3x4xf32> to memref<3x4xf32>
  %mb = bufferization.to_buffer %b : tensor<12xf32> to memref<12xf32>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %ma[%i, %j], %mb[%k], %n, %tag[%c0] : memref<3x4xf32>, memref<12xf32>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  %r = bufferization.to_tensor %mb : memref<12xf32> to tensor<12xf32>
  return %r : tensor<12xf32>
}`);
  for (let trial = 0; trial < 20; trial++) {
    const a = randomTensor(f32, [3, 4], next), b = randomTensor(f32, [12], next);
    const i = Math.floor(next() * 3), j = Math.floor(next() * 4), k = Math.floor(next() * 12);
    const n = Math.floor(next() * (Math.min(12 - (i * 4 + j), 12 - k) + 1));
    const [r] = p.run('f', [a, b, i, j, k, n]) as Tensor[];
    const want = Array.from(b.data as Float32Array);
    for (let e = 0; e < n; e++) want[k + e] = (a.data as Float32Array)[i * 4 + j + e]!;
    assert.deepEqual(Array.from(r!.data as Float32Array), want);
  }
  assert.throws(() => p.run('f', [randomTensor(f32, [3, 4], next), randomTensor(f32, [12], next), 2, 3, 0, 2]),
    (e: unknown) => e instanceof InterpreterError && /2 elements from \[2, 3\] run past the end/.test(e.message));
});

test('sparse constants read as zeros with their listed values', () => {
  const next = rng(53);
  for (let trial = 0; trial < 10; trial++) {
    const positions = [...new Set(Array.from({ length: 4 }, () => Math.floor(next() * 12)))];
    const values = positions.map(() => Math.floor(next() * 2000) - 1000);
    const indices = positions.map((p) => `[${Math.floor(p / 4)}, ${p % 4}]`).join(', ');
    const p = compile(`func.func @f() -> tensor<3x4xi32> {
  %0 = arith.constant sparse<[${indices}], [${values.join(', ')}]> : tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}`);
    const want = new Array<number>(12).fill(0);
    positions.forEach((pos, k) => { want[pos] = values[k]!; });
    const [r] = p.run('f', []) as Tensor[];
    assert.deepEqual(Array.from(r!.data as Int32Array), want);
  }
});
