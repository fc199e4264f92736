/**
 * The differential harness's own pieces: how corpus files become chunks (diff-corpus.ts) and the
 * `same(constants)` match term of known-differences.md (diff-known.ts).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileChunks } from '../support/diff-corpus.js';
import { canonicalNaN, compileMatch, inlineConstants } from '../support/diff-known.js';

function withFile(name: string, text: string, f: (file: string, root: string) => void): void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'comco-diff-'));
  try {
    fs.mkdirSync(path.join(root, 'arith'));
    const file = path.join(root, 'arith', name);
    fs.writeFileSync(file, text);
    f(file, root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

test('corpus chunks: split as --split-input-file, comment lines blanked, comco-only chunks left out', () => {
  const text = [
    '// RUN: comco-opt %s --allow-unregistered-dialect -split-input-file | FileCheck %s',
    '// CHECK: // -----// IR Dump After CSE (cse) //----- //',
    'func.func @a() { return }',
    '// -----',
    'func.func @b(%x: tensor<4xf32>) { %0 = comco.relu %x : tensor<4xf32> return }',
    '// -----',
    '',
    'func.func @c() { return }',
    '',
  ].join('\n');
  withFile('x.mlir', text, (file, root) => {
    const chunks = fileChunks(file, root);
    assert.deepEqual(chunks.map((c) => [c.seed, c.line]), [[0, 1], [2, 6]]);
    assert.equal(chunks[0]!.group, 'arith');
    assert.equal(chunks[0]!.file, path.join('arith', 'x.mlir'));
    assert.deepEqual(chunks[0]!.flags, ['--allow-unregistered-dialect']);
    assert.ok(!chunks[0]!.text.includes('-----'), 'comment lines must not reach upstream, which splits on its marker anywhere');
    assert.equal(chunks[0]!.text.split('\n').length, 4, 'line numbers are kept');
    assert.match(chunks[1]!.text, /func\.func @c/);
  });
  withFile('y.mlir', '// PARITY: skip (reason)\nfunc.func @a() { return }\n', (file, root) => {
    assert.deepEqual(fileChunks(file, root), []);
  });
});

test('same(constants): equal once arith.constants are inlined, wherever the folder put them', () => {
  const ours = [
    '  "func.func"() ({',
    '    %v0 = "arith.constant"() <{value = 1 : i64}> : () -> i64',
    '    %v1 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32',
    '    "func.return"(%v1, %v0) : (f32, i64) -> ()',
    '  }) : () -> ()',
  ].join('\n');
  const theirs = [
    '  "func.func"() ({',
    '    %v0 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32',
    '    %v1 = "arith.constant"() <{value = 1 : i64}> : () -> i64',
    '    "func.return"(%v0, %v1) : (f32, i64) -> ()',
    '  }) : () -> ()',
  ].join('\n');
  assert.equal(inlineConstants(ours), inlineConstants(theirs));
  const match = compileMatch('same(constants)');
  assert.ok(match({ input: '', ours, theirs }));
  // Returning the values the other way round is a real difference.
  assert.ok(!match({ input: '', ours, theirs: theirs.replace('(%v0, %v1)', '(%v1, %v0)') }));
});

test('NaN literals: four hex digits read in the scalar type printed after them', () => {
  // 0x7F80 is an f16 NaN (with a payload) but the bf16 infinity; untyped, it is taken as bf16.
  assert.equal(canonicalNaN('value = 0x7F80 : f16'), 'value = NaN : f16');
  assert.equal(canonicalNaN('value = 0x7F80 : bf16'), 'value = 0x7F80 : bf16');
  assert.equal(canonicalNaN('dense<0x7F80>'), 'dense<0x7F80>');
  assert.equal(canonicalNaN('value = 0x7E00 : f16, 0x7FC0 : bf16'), 'value = NaN : f16, NaN : bf16');
  const payload = compileMatch('payload(theirs)');
  assert.equal(payload({ input: '', ours: '', theirs: '0x7F80 : f16' }), true);
  assert.equal(payload({ input: '', ours: '', theirs: '0x7E00 : f16' }), false);
});
