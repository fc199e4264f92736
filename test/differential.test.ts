/**
 * Differential testing against mlir-opt-22 on generated programs (src/testing/gen): for each
 * dialect group, seeded programs go through both tools, which must agree on the generic print,
 * on reading each other's custom print, and on `-canonicalize -cse` — or differ only as listed in
 * test/differential/known-differences.md. Pass rates per group and check go to the test output.
 *
 * COMCO_DIFF_COUNT (programs per group, default 250: 2,250 programs, about a minute on two cores), COMCO_DIFF_SEED (first seed) and
 * COMCO_DIFF_GROUPS (comma-separated) scale or narrow a run; a failure names the group and seed,
 * and `node dist/src/testing/gen/cli.js <group> <seed>` prints that program.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../src/dialects/index.js';
import { GROUPS, GenRandom, generateProgram } from '../src/testing/gen/index.js';
import { onPath } from './support/features.js';
import { type Program, type ProgramResult, checkBatch } from './support/diff-harness.js';
import { loadKnown } from './support/diff-known.js';
import { summaryLines, tally } from './support/diff-report.js';
import { Rng } from './support/prng.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const count = Number(process.env['COMCO_DIFF_COUNT'] ?? 250);
const seed = Number(process.env['COMCO_DIFF_SEED'] ?? 1);
const only = process.env['COMCO_DIFF_GROUPS']?.split(',').filter(Boolean);
const BATCH = 100;

const haveUpstream = onPath('mlir-opt-22');
const ctx = createContext();
const has = (op: string): boolean => ctx.lookupOp(op) !== undefined;
const known = loadKnown(path.join(root, 'test/differential/known-differences.md'));

for (const spec of GROUPS.filter((g) => !only || only.includes(g.name))) {
  test(`differential ${spec.name}`, { skip: haveUpstream ? false : 'mlir-opt-22 not on PATH', timeout: 900_000 }, async (t) => {
    const results: ProgramResult[] = [];
    for (let b = 0; b < count; b += BATCH) {
      const programs: Program[] = [];
      for (let i = b; i < Math.min(count, b + BATCH); i++) {
        const s = seed + i;
        programs.push({ group: spec.name, seed: s, text: generateProgram(new GenRandom(new Rng(s)), spec, has) });
      }
      results.push(...await checkBatch(programs, known));
    }
    const r = tally(results);
    for (const line of summaryLines(spec.name, r)) t.diagnostic(line);
    const shown = r.failures.slice(0, 8).map((f) => `seed ${f.seed} (${f.check}): ${f.detail}\n  reproduce: node dist/src/testing/gen/cli.js ${spec.name} ${f.seed}`);
    assert.equal(r.failures.length, 0, `${r.failures.length} unexplained differences in ${spec.name}:\n${shown.join('\n')}`);
  });
}

test('known-differences.md is well formed', () => {
  assert.ok(known.length > 0);
  const keys = known.map((k) => k.key);
  assert.equal(new Set(keys).size, keys.length, 'duplicate keys');
  for (const k of known) assert.match(k.checks, /^(print|canonicalize|all)$/, `${k.key}: check must be print, canonicalize or all`);
});
