/**
 * The bundled entry points (dist/bin, made by `npm run bundle` after tsc; what package.json
 * installs) behave as the module tree they are made from. A bundle older than the tsc output is
 * stale (someone ran tsc alone), so the test skips rather than report a difference that a rebuild
 * would remove; `npm test` bundles first.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = path.join(dist, 'bin/comco-opt.js');
const modules = path.join(dist, 'src/bin/comco-opt.js');

function skipReason(): string | false {
  if (!fs.existsSync(bundle)) return 'no bundle (run `npm run bundle`)';
  const built = fs.statSync(path.join(dist, 'src/tools/comco-opt.js')).mtimeMs;
  return fs.statSync(bundle).mtimeMs < built ? 'bundle older than the tsc output (run `npm run bundle`)' : false;
}

const INPUT = `func.func @f(%a: i32, %b: i32) -> i1 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.cmpi slt, %0, %b : i32
  return %1 : i1
}
`;

test('bundled comco-opt prints as the module tree does', { skip: skipReason() }, () => {
  for (const flags of [[], ['--mlir-print-op-generic'], ['--canonicalize', '--cse']]) {
    const run = (entry: string) => spawnSync(process.execPath, [entry, ...flags, '-'], { input: INPUT, encoding: 'utf8' });
    const a = run(bundle), b = run(modules);
    assert.equal(a.status, 0, a.stderr);
    assert.equal(a.stdout, b.stdout);
  }
  const bad = spawnSync(process.execPath, [bundle, '-'], { input: 'func.func @f() {\n  %x = arith.addi\n}\n', encoding: 'utf8' });
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /<stdin>:2:\d+: error:/);
});

test('the bundled tools start from the code cache recorded at bundle time', { skip: skipReason() }, () => {
  for (const tool of ['comco-opt', 'comco']) {
    const entry = path.join(dist, `bin/${tool}.js`);
    const args = tool === 'comco-opt' ? ['-'] : ['--help'];
    const r = spawnSync(process.execPath, [entry, ...args], { input: INPUT, encoding: 'utf8', env: { ...process.env, COMCO_CODE_CACHE: 'report' } });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /^comco: code cache accepted$/m, `${tool}: ${r.stderr}`);
  }
});
