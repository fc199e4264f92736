/**
 * `comco run`'s value text: C's %G as iree-run-module prints floats (the table was produced
 * with Python's '%G', which rounds the exact binary value half to even as glibc does), IREE's
 * nesting of brackets by rank, element truncation, and the parsing of --input.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, f32, i32 } from '../../src/ir/types.js';
import { MemRef, Tensor, allocStorage, allocMemRef } from '../../src/interpreter/values.js';
import { formatG, formatValue } from '../../src/tools/run-format.js';
import { InputRandom, parseElementType, parseInput, toArgument } from '../../src/tools/run-inputs.js';
import { InputError } from '../../src/interpreter/errors.js';
import { cformat } from '../../src/interpreter/runtime/printf.js';

const G_TABLE: ReadonlyArray<readonly [number, string]> = [
  [0, '0'], [-0, '-0'], [1, '1'], [1.5, '1.5'], [-2.25, '-2.25'], [0.1, '0.1'], [1e-4, '0.0001'],
  [1e-5, '1E-05'], [123456, '123456'], [1234567, '1.23457E+06'], [1234565, '1.23456E+06'],
  [1234575, '1.23458E+06'], [0.000123456789, '0.000123457'], [3.14159265358979, '3.14159'],
  [1e100, '1E+100'], [-1e-100, '-1E-100'], [65504, '65504'], [2.5e-8, '2.5E-08'], [100000, '100000'],
  [999999.5, '1E+06'], [9999995, '1E+07'], [0.30000000000000004, '0.3'], [Math.fround(0.1), '0.1'],
  [Infinity, 'INF'], [-Infinity, '-INF'], [NaN, 'NAN'], [5e-324, '4.94066E-324'],
];

test('formatG matches C %G', () => {
  for (const [x, want] of G_TABLE) assert.equal(formatG(x), want, `formatG(${x})`);
});

const tensor = (t: FloatType | IntegerType | IndexType, shape: number[], values: readonly number[]): Tensor => {
  const data = allocStorage(t, values.length);
  values.forEach((v, i) => { (data as unknown as number[])[i] = v; });
  return new Tensor(t, shape, data);
};

test('values print as iree-run-module prints them', () => {
  assert.equal(formatValue(tensor(f32, [2, 3], [1, 2, 3, 4, 5, 6]), f32), '2x3xf32=[1 2 3][4 5 6]');
  assert.equal(formatValue(tensor(f32, [3], [1, 2.5, -3]), f32), '3xf32=1 2.5 -3');
  assert.equal(formatValue(tensor(i32, [2, 1, 2], [1, 2, 3, 4]), f32), '2x1x2xi32=[[1 2]][[3 4]]');
  assert.equal(formatValue(tensor(i32, [], [7]), i32), 'i32=7');
  assert.equal(formatValue(1.5, f32), 'f32=1.5');
  assert.equal(formatValue(-3n, IntegerType.get(64)), 'i64=-3');
  assert.equal(formatValue(1, IntegerType.get(1)), 'i1=1');
  assert.equal(formatValue(255 - 256, IntegerType.get(8, 'unsigned')), 'ui8=255');
  assert.equal(formatValue(tensor(f32, [0, 3], []), f32), '0x3xf32=');
  assert.equal(formatValue(tensor(f32, [2, 3], [1, 2, 3, 4, 5, 6]), f32, 4), '2x3xf32=[1 2 3][4...]');
  const m = allocMemRef(f32, [2, 2]);
  (m.data as Float32Array).set([1, 2, 3, 4]);
  assert.equal(formatValue(m.view(1, [2], [2]), f32), '2xf32=2 4');
});

const ctx = { random: new InputRandom(1), readNpy: () => { throw new Error('no files here'); }, bf16AsUint16: false };

test('--input text: values, splats, brackets and commas, random, scalars', () => {
  const t = RankedTensorType.get([2, 3], f32);
  assert.deepEqual([...parseInput('2x3xf32=[1 2 3][4 5 6]', t, ctx).data], [1, 2, 3, 4, 5, 6]);
  assert.deepEqual([...parseInput('2x3xf32=1,2,3,4,5,6', t, ctx).data], [1, 2, 3, 4, 5, 6]);
  assert.deepEqual([...parseInput('2x3xf32=7', t, ctx).data], [7, 7, 7, 7, 7, 7]);
  assert.deepEqual([...parseInput('2x3xf32=', t, ctx).data], [0, 0, 0, 0, 0, 0]);
  const r = parseInput('2x3xf32=random', t, ctx);
  assert.ok([...r.data].every((x) => Number(x) >= -1 && Number(x) < 1 && x === Math.fround(Number(x))));
  assert.equal(parseInput('f32=0.1', f32, ctx).data[0], Math.fround(0.1));
  assert.equal(parseInput('4xindex=1 2 3 4', RankedTensorType.get([4], IndexType.instance), ctx).shape[0], 4);
  assert.equal(parseInput('i64=-9223372036854775808', IntegerType.get(64), ctx).data[0], -(2n ** 63n));
  assert.equal(parseInput('i8=255', IntegerType.get(8), ctx).data[0], -1);
  assert.throws(() => parseInput('i8=256', IntegerType.get(8), ctx), InputError);
  assert.throws(() => parseInput('2x3xf32=1 2', t, ctx), /has 2 values, but shape 2x3xf32 needs 6/);
  assert.throws(() => parseInput('2x3=1', t, ctx), /malformed --input/);
  assert.equal(parseElementType('bf16'), FloatType.get('bf16'));
});

test('inputs are checked against the argument types', () => {
  const t = RankedTensorType.get([2, -9007199254740991], f32);
  const v = parseInput('2x5xf32=1', t, ctx);
  assert.ok(toArgument(v, t) instanceof Tensor);
  assert.throws(() => toArgument(v, RankedTensorType.get([3, 5], f32)), /expected tensor<3x5xf32>, but the input is 2x5xf32/);
  assert.throws(() => toArgument(v, RankedTensorType.get([2, 5], i32)), /expected tensor<2x5xi32>/);
  assert.throws(() => toArgument(v, f32), /expected f32/);
  const strided = MemRefType.get([2, 5], f32);
  assert.equal((toArgument(v, strided) as MemRef).sizes.join(), '2,5');
});

test('gpu.printf formats as C printf', () => {
  assert.equal(cformat('%d|%5d|%-4d|%05d|%+d', [42, 7, 3, -12, 5]), '42|    7|3   |-0012|+5');
  assert.equal(cformat('%u %x %X %#x %o', [-1, 255, 255, 16, 8]), '18446744073709551615 ff FF 0x10 10');
  assert.equal(cformat('%f %.2f %e %.3E', [1.5, 3.14159, 12345.678, 0.00012]), '1.500000 3.14 1.234568e+04 1.200E-04');
  assert.equal(cformat('%g %g %g %g %G', [0.5, 100000, 1000000, 1e-5, 1.5e-10]), '0.5 100000 1e+06 1e-05 1.5E-10');
  assert.equal(cformat('%f %g %%', [NaN, -Infinity]), 'nan -inf %');
  assert.equal(cformat('%d', [-(2n ** 63n)]), '-9223372036854775808');
});
