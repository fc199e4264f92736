/**
 * `dense_resource` constants: blobs round-trip through the metadata dictionary byte for byte, and
 * the interpreter reads their elements (little-endian, as upstream's blobs) exactly.
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { FileResources, blobFromHex, blobToHex } from '../../src/ir/resources.js';
import { InterpreterError } from '../../src/interpreter/errors.js';
import { Tensor } from '../../src/interpreter/values.js';
import { roundToKind, toBits } from '../../src/support/float.js';
import { f32 as f32T } from '../../src/ir/types.js';
import { compile, rng } from './interp-helpers.js';

const hex = (bytes: Iterable<number>) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const blob = (align: number, data: Uint8Array) => `0x${hex([align, 0, 0, 0])}${hex(data)}`;
const section = (entries: Record<string, string>) =>
  `{-#\n  dialect_resources: {\n    builtin: {\n${Object.entries(entries).map(([k, v]) => `      ${k}: "${v}"`).join(',\n')}\n    }\n  }\n#-}\n`;

test('blob hex: random bytes round-trip, printed in upper case', () => {
  const next = rng(7);
  for (let n = 0; n < 40; n++) {
    const data = Uint8Array.from({ length: n }, () => Math.floor(next() * 256));
    const text = blob(8, data);
    const b = blobFromHex(text, 'k');
    assert.ok(typeof b === 'object');
    assert.equal(b.alignment, 8);
    assert.deepEqual([...b.data], [...data]);
    assert.equal(blobToHex(b), text.toUpperCase().replace('0X', '0x'));
  }
  assert.match(blobFromHex('0x0400', 'k') as string, /to encode alignment in first 4 bytes$/);
  assert.match(blobFromHex('0x03000000', 'k') as string, /non-power-of-2 value: 3$/);
  assert.equal(blobFromHex('0x0400000g', 'k'), "expected hex string blob for key 'k'");
});

test('a module with resources prints them back after parsing, external groups included', () => {
  const next = rng(11);
  const data = Uint8Array.from({ length: 16 }, () => Math.floor(next() * 256));
  const text = `func.func @f() -> tensor<4xi32> {
  %0 = arith.constant dense_resource<r> : tensor<4xi32>
  return %0 : tensor<4xi32>
}
{-#
  dialect_resources: { builtin: { r: "${blob(4, data)}" } },
  external_resources: { tool: { on: false } }
#-}
`;
  const resources = new FileResources();
  const m = parseSource(text, createContext(), { resources });
  const out = printOp(m, { resources });
  assert.ok(out.includes(`r: "${blob(4, data).toUpperCase().replace('0X', '0x')}"`), out);
  assert.ok(out.includes('tool: {\n      on: false\n    }'), out);
});

test('the interpreter reads resource elements exactly (f32, f16, i16, i1, i64)', () => {
  const next = rng(23);
  const f32 = Float32Array.from({ length: 6 }, () => next() * 200 - 100);
  const f16 = Array.from({ length: 5 }, () => next() * 8 - 4);
  const i16 = Int16Array.from({ length: 4 }, () => Math.floor(next() * 65536) - 32768);
  const bools = Uint8Array.from({ length: 7 }, () => (next() < 0.5 ? 1 : 0));
  const i64 = Array.from({ length: 3 }, () => BigInt.asIntN(64, BigInt(Math.floor(next() * 2 ** 53)) * 4099n));
  const f16Bytes = new Uint8Array(f16.length * 2);
  f16.forEach((x, i) => { const b = Number(toBits(x, 'f16')); f16Bytes[2 * i] = b & 0xff; f16Bytes[2 * i + 1] = b >> 8; });
  const i64Bytes = new Uint8Array(new BigInt64Array(i64).buffer);
  const p = compile(`func.func @f(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<5xf16>, tensor<4xi16>, tensor<7xi1>, tensor<3xi64>) {
  %a = arith.constant dense_resource<a> : tensor<2x3xf32>
  %s = arith.addf %x, %a : tensor<2x3xf32>
  %b = arith.constant dense_resource<"half values"> : tensor<5xf16>
  %c = arith.constant dense_resource<c> : tensor<4xi16>
  %d = arith.constant dense_resource<d> : tensor<7xi1>
  %e = arith.constant dense_resource<e> : tensor<3xi64>
  return %s, %b, %c, %d, %e : tensor<2x3xf32>, tensor<5xf16>, tensor<4xi16>, tensor<7xi1>, tensor<3xi64>
}
${section({
    a: blob(4, new Uint8Array(f32.buffer)), '"half values"': blob(2, f16Bytes), c: blob(2, new Uint8Array(i16.buffer)),
    d: blob(1, bools), e: blob(8, i64Bytes),
  })}`);
  const x = Float32Array.from({ length: 6 }, () => next() * 2 - 1);
  const [s, b, c, d, e] = p.run('f', [new Tensor(f32T, [2, 3], x)]) as Tensor[];
  const list = (t: Tensor) => Array.from(t.data as ArrayLike<number | bigint>);
  assert.deepEqual(list(s!), [...f32].map((v, i) => Math.fround(v + x[i]!)));
  assert.deepEqual(list(b!), f16.map((v) => roundToKind(v, 'f16')));
  assert.deepEqual(list(c!), [...i16]);
  assert.deepEqual(list(d!), [...bools]);
  assert.deepEqual(list(e!), i64);
});

test('a resource without data, or of the wrong size, is an interpreter error naming it', () => {
  const program = (entries: Record<string, string>) => compile(`func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<k> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
${Object.keys(entries).length ? section(entries) : ''}`);
  assert.throws(() => program({}).run('f', []), (e: unknown) => e instanceof InterpreterError && /resource 'k' has no data/.test(e.message));
  assert.throws(() => program({ k: blob(4, new Uint8Array(5).fill(1)) }).run('f', []),
    (e: unknown) => e instanceof InterpreterError && /holds 5 bytes, but tensor<2xi32> needs 8/.test(e.message));
});
