/**
 * .npy files: bytes written by hand with NumPy's layout (so the test needs no NumPy) are read,
 * every supported dtype round-trips, and every kind of malformed file is a clear error.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { FloatType, IndexType, IntegerType, type Type } from '../../src/ir/types.js';
import { Tensor, allocStorage } from '../../src/interpreter/values.js';
import { NpyError, npyToTensor, parseNpy, tensorToNpy } from '../../src/tools/npy.js';

/** A .npy v1.0 file as NumPy writes it: header padded with spaces to a multiple of 64 bytes. */
function npyBytes(descr: string, shape: string, body: Uint8Array, opts: { fortran?: boolean; version?: number } = {}): Uint8Array {
  let header = `{'descr': '${descr}', 'fortran_order': ${opts.fortran ? 'True' : 'False'}, 'shape': ${shape}, }`;
  const v = opts.version ?? 1;
  const pre = v === 1 ? 10 : 12;
  header += ' '.repeat((64 - ((pre + header.length + 1) % 64)) % 64) + '\n';
  const out = new Uint8Array(pre + header.length + body.length);
  out.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, v, 0]);
  const dv = new DataView(out.buffer);
  if (v === 1) dv.setUint16(8, header.length, true); else dv.setUint32(8, header.length, true);
  for (let i = 0; i < header.length; i++) out[pre + i] = header.charCodeAt(i);
  out.set(body, pre + header.length);
  return out;
}

const f32Bytes = (xs: number[]): Uint8Array => new Uint8Array(new Float32Array(xs).buffer);

test('reads a file laid out as NumPy writes it', () => {
  const file = npyBytes('<f4', '(2, 3)', f32Bytes([1, 2, 3, 4, 5, 6]));
  assert.equal(file.length % 64, (6 * 4) % 64);
  const a = parseNpy(file, 'x.npy');
  assert.deepEqual(a.shape, [2, 3]);
  const t = npyToTensor(a, FloatType.get('f32'), 'x.npy', false);
  assert.deepEqual([...t.data], [1, 2, 3, 4, 5, 6]);
  const v2 = parseNpy(npyBytes('<f4', '(3,)', f32Bytes([1, 2, 3]), { version: 2 }), 'y.npy');
  assert.deepEqual(v2.shape, [3]);
  const scalar = parseNpy(npyBytes('<i8', '()', new Uint8Array(new BigInt64Array([-5n]).buffer)), 's.npy');
  assert.equal(npyToTensor(scalar, IntegerType.get(64), 's.npy', false).data[0], -5n);
});

test('writes what it reads, for every supported dtype', () => {
  const cases: [Type, number[] | bigint[], string][] = [
    [FloatType.get('f16'), [1, -2.5, 65504, 0.0009765625], '<f2'],
    [FloatType.get('f32'), [Math.fround(0.1), -0, Infinity], '<f4'],
    [FloatType.get('f64'), [0.1, NaN, -1e300], '<f8'],
    [IntegerType.get(1), [1, 0, 1], '|b1'],
    [IntegerType.get(8), [-128, 127, 0], '|i1'],
    [IntegerType.get(16), [-32768, 1234], '<i2'],
    [IntegerType.get(32), [-2147483648, 2147483647], '<i4'],
    [IntegerType.get(64), [-(2n ** 63n), 2n ** 63n - 1n], '<i8'],
    [IndexType.instance, [0, -7, 2 ** 40], '<i8'],
    [FloatType.get('bf16'), [1, -3.5, 256], '<u2'],
  ];
  for (const [t, values, descr] of cases) {
    const data = allocStorage(t, values.length);
    values.forEach((v, i) => { (data as unknown as (number | bigint)[])[i] = v; });
    const bytes = tensorToNpy(new Tensor(t, [values.length], data), true);
    const a = parseNpy(bytes, 'r.npy');
    assert.equal(a.descr, descr);
    assert.equal((bytes.length - a.bytes.length) % 64, 0, 'header aligned to 64 bytes');
    const back = npyToTensor(a, t, 'r.npy', true);
    assert.deepEqual([...back.data].map(String), [...data].map(String), `${t.key} round trip`);
  }
});

test('bf16 needs the explicit uint16 opt-in', () => {
  const t = FloatType.get('bf16');
  assert.throws(() => tensorToNpy(new Tensor(t, [1], allocStorage(t, 1)), false), /--npy-bf16-as-uint16/);
  const a = parseNpy(npyBytes('<u2', '(1,)', new Uint8Array([0x80, 0x3f])), 'b.npy');
  assert.throws(() => npyToTensor(a, t, 'b.npy', false), /--npy-bf16-as-uint16/);
  assert.equal(npyToTensor(a, t, 'b.npy', true).data[0], 1);
});

test('malformed files are clear errors', () => {
  const bad = (bytes: Uint8Array, re: RegExp, t: Type = FloatType.get('f32')) =>
    assert.throws(() => npyToTensor(parseNpy(bytes, 'bad.npy'), t, 'bad.npy', false), (e: unknown) => e instanceof NpyError && re.test(e.message));
  bad(new TextEncoder().encode('hello world!'), /bad\.npy: not a \.npy file/);
  bad(npyBytes('<f4', '(2, 2)', f32Bytes([1, 2, 3])), /truncated/);
  bad(npyBytes('<f4', '(2, 2)', f32Bytes([1, 2, 3, 4]), { fortran: true }), /Fortran-order/);
  bad(npyBytes('>f4', '(1,)', f32Bytes([1])), /big-endian/);
  bad(npyBytes('<c8', '(1,)', new Uint8Array(8)), /unsupported dtype '<c8'/);
  bad(npyBytes('<f8', '(1,)', new Uint8Array(8)), /dtype '<f8' does not match element type f32/);
  bad(npyBytes('|u1', '(1,)', new Uint8Array(1)), /does not match element type i8/, IntegerType.get(8));
  const cut = npyBytes('<f4', '(1,)', f32Bytes([1])).subarray(0, 30);
  bad(cut, /truncated header/);
});
