/**
 * The parser and verifier face any bytes without crashing or hanging: inputs from the test corpus
 * and examples, randomly mutated (seeded), must each end with exit code 0, or 1 and a diagnostic,
 * never an exception. Set COMCO_FUZZ_SEED / COMCO_FUZZ_COUNT to explore further.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectLitFiles } from '../src/testing/lit.js';
import { memoryIO } from '../src/support/io.js';
import { comcoOptMain } from '../src/tools/comco-opt.js';
import { Rng } from './support/prng.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = [...collectLitFiles(path.join(repo, 'test/filecheck')), ...collectLitFiles(path.join(repo, 'examples'))]
  .map((f) => fs.readFileSync(f, 'utf8'));

const TOKENS = [
  '(', ')', '{', '}', '[', ']', '<', '>', ':', ',', '=', '->', '?', '*', '...', '"', '\\', '%', '%0', '%x#1',
  '^bb0', '^bb9:', '@f', '@"q"', '#map', '#gpu<', '!t', '!llvm.ptr', 'dense<', 'array<i32:', 'loc(', 'affine_map<(d0) -> (',
  '0x', '0x7FC00000', '1.5e999', '-', '999999999999999999999', 'tensor<?x', 'memref<*x', 'vector<[4]x', 'i0', 'i99999999',
  'f8E4M3FN', '// -----\n', '\n', '{-#', '#-}', 'func.func', 'return', 'scf.for', 'gpu.launch', 'linalg.generic', 'comco.matmul',
  'attributes', 'ins(', 'outs(', 'iter_args(', '\u00e9', '\0',
];

function mutate(src: string, rng: Rng): string {
  let s = src;
  const n = 1 + rng.int(4);
  for (let k = 0; k < n; k++) {
    const i = rng.int(s.length + 1);
    switch (rng.int(6)) {
      case 0: s = s.slice(0, i) + s.slice(i + 1 + rng.int(20)); break;                  // delete
      case 1: s = s.slice(0, i) + rng.pick(TOKENS) + s.slice(i); break;                  // insert a token
      case 2: { const j = rng.int(s.length + 1); s = s.slice(0, i) + s.slice(j, j + rng.int(40)) + s.slice(i); break; } // copy a span
      case 3: s = s.slice(0, i); break;                                                   // truncate
      case 4: s = s.slice(0, i) + String.fromCharCode(32 + rng.int(95)) + s.slice(i + 1); break; // replace a char
      default: { const j = rng.int(s.length + 1); s = s.slice(0, i) + s.slice(j) + s.slice(i, j); break; } // rotate
    }
  }
  return s;
}

test('mutated inputs never crash or hang the parser and verifier', { timeout: 300_000 }, async (t) => {
  const seed = Number(process.env['COMCO_FUZZ_SEED'] ?? 20261122);
  const count = Number(process.env['COMCO_FUZZ_COUNT'] ?? 3000);
  const rng = new Rng(seed);
  const flagSets = [[], ['--allow-unregistered-dialect'], ['--mlir-print-op-generic', '--allow-unregistered-dialect'], ['--split-input-file']];
  let accepted = 0;
  let slowest = 0;
  for (let i = 0; i < count; i++) {
    const input = mutate(rng.pick(corpus), rng);
    const flags = rng.pick(flagSets);
    const io = memoryIO({ stdin: input });
    const start = performance.now();
    let code: number;
    try {
      code = await comcoOptMain(flags, io);
    } catch (e) {
      assert.fail(`case ${i} (seed ${seed}) threw ${e instanceof Error ? e.stack : String(e)}\n--- input ---\n${input}`);
    }
    slowest = Math.max(slowest, performance.now() - start);
    assert.ok(code === 0 || code === 1, `case ${i}: exit code ${code}`);
    if (code === 1) assert.match(io.err, /error: /, `case ${i}: failed without a diagnostic\n--- input ---\n${input}`);
    else accepted++;
  }
  t.diagnostic(`${count} mutated inputs (seed ${seed}): ${accepted} still valid, ${count - accepted} rejected with a diagnostic; slowest ${slowest.toFixed(0)} ms`);
  assert.ok(slowest < 5000, `an input took ${slowest.toFixed(0)} ms`);
});
