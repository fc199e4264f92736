/**
 * Differential testing against mlir-opt-22 on generated programs (src/testing/gen): for each
 * dialect group, seeded programs go through both tools, which must agree on the generic print,
 * on reading each other's custom print, and on `-canonicalize -cse` — or differ only as listed in
 * test/differential/known-differences.md. Pass rates per group and check go to the test output.
 *
 * COMCO_DIFF_COUNT (programs per group, default 250: 3,500 programs over 14 groups, about a minute on two cores), COMCO_DIFF_SEED (first seed) and
 * COMCO_DIFF_GROUPS (comma-separated) scale or narrow a run; a failure names the group and seed,
 * and the command that prints that program from the build being run (`node <build>/src/testing/gen/cli.js
 * <group> <seed>`).
 *
 * The same checks run over the lit corpus (diff-corpus.ts): every chunk of test/filecheck that
 * mlir-opt-22 accepts, with pass rates per directory (dialect or pass); a failure names the file
 * and line of its chunk. COMCO_DIFF_GROUPS=corpus runs only these; COMCO_DIFF_CORPUS=<dir>
 * points them at another lit tree (a checkout of upstream's mlir/test/Dialect/Tensor, say).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../src/dialects/index.js';
import { GROUPS, GenRandom, generateProgram } from '../src/testing/gen/index.js';
import { onPath } from './support/features.js';
import { type Program, type ProgramResult, checkBatch } from './support/diff-harness.js';
import { checkCorpus, corpusChunks, corpusReport } from './support/diff-corpus.js';
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
/** The generator's command line in the build this test runs from (dist/, dist-NAME/, ...). */
const cli = path.relative(process.cwd(), fileURLToPath(new URL('../src/testing/gen/cli.js', import.meta.url)));

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
    const shown = r.failures.slice(0, 8).map((f) => `seed ${f.seed} (${f.check}): ${f.detail}\n  reproduce: node ${cli} ${spec.name} ${f.seed}`);
    assert.equal(r.failures.length, 0, `${r.failures.length} unexplained differences in ${spec.name}:\n${shown.join('\n')}`);
  });
}

// COMCO_DIFF_CORPUS=<dir> checks another lit tree instead (upstream MLIR's test/Dialect, say:
// its `RUN: mlir-opt` lines are read as comco-opt's), with every failure reported.
const corpusDir = process.env['COMCO_DIFF_CORPUS'];

test('differential corpus', { skip: haveUpstream && (!only || only.includes('corpus')) ? false : !haveUpstream ? 'mlir-opt-22 not on PATH' : 'not in COMCO_DIFF_GROUPS', timeout: 900_000 }, async (t) => {
  const { results, rejected } = await checkCorpus(corpusChunks(corpusDir ? path.resolve(corpusDir) : path.join(root, 'test/filecheck')), known);
  const { lines, failures } = corpusReport(results);
  t.diagnostic(`corpus: ${results.length} chunks checked, ${rejected.length} rejected by mlir-opt-22 (invalid input, left out)`);
  for (const line of lines) t.diagnostic(line);
  if (corpusDir) for (const f of failures) t.diagnostic(f.split('\n').slice(0, 3).join(' | '));
  if (!corpusDir) assert.ok(results.length > 300, `only ${results.length} corpus chunks checked`);
  assert.equal(failures.length, 0, `${failures.length} unexplained differences in the corpus:\n${failures.slice(0, 8).join('\n')}`);
});

test('known-differences.md is well formed', () => {
  assert.ok(known.length > 0);
  const keys = known.map((k) => k.key);
  assert.equal(new Set(keys).size, keys.length, 'duplicate keys');
  for (const k of known) assert.match(k.checks, /^(print|canonicalize|all)$/, `${k.key}: check must be print, canonicalize or all`);
});
