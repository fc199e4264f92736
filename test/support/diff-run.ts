/**
 * The differential harness from the command line, for runs at scale while developing:
 * `node dist/test/support/diff-run.js <group,...|all> <count> [seed] [batch]` prints the pass rates
 * and the first failures of each check (DIFF_SHOW of them, default 3); `diff-run.js corpus` runs
 * the checks over the lit corpus (diff-corpus.ts) and prints every failure.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../../src/dialects/index.js';
import { GROUPS, GenRandom, generateProgram } from '../../src/testing/gen/index.js';
import { CHECKS, type ProgramResult, checkBatch } from './diff-harness.js';
import { checkCorpus, corpusChunks, corpusReport } from './diff-corpus.js';
import { loadKnown } from './diff-known.js';
import { summaryLines, tally } from './diff-report.js';
import { Rng } from './prng.js';

/** The generator's command line in this build (dist/, dist-NAME/, ...). */
const cli = path.relative(process.cwd(), fileURLToPath(new URL('../../src/testing/gen/cli.js', import.meta.url)));

async function main(): Promise<void> {
  const [which = 'all', countS = '100', seedS = '1', batchS = '100'] = process.argv.slice(2);
  const count = Number(countS), seed = Number(seedS), batch = Number(batchS);
  const ctx = createContext();
  const has = (op: string) => ctx.lookupOp(op) !== undefined;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const known = loadKnown(path.join(root, 'test/differential/known-differences.md'));
  if (which === 'corpus') {
    const start = performance.now();
    const { results, rejected } = await checkCorpus(corpusChunks(path.join(root, 'test/filecheck')), known);
    const { lines, failures } = corpusReport(results);
    console.log(`corpus: ${results.length} chunks checked, ${rejected.length} rejected by mlir-opt-22, in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    for (const l of lines) console.log(`  ${l}`);
    for (const f of failures.slice(0, Number(process.env['DIFF_SHOW'] ?? 1000))) console.log(`  FAIL ${f}`);
    return;
  }
  for (const spec of GROUPS.filter((g) => which === 'all' || which.split(',').includes(g.name))) {
    const start = performance.now();
    const results: ProgramResult[] = [];
    for (let b = 0; b < count; b += batch) {
      const programs = [];
      for (let i = b; i < Math.min(count, b + batch); i++) {
        programs.push({ group: spec.name, seed: seed + i, text: generateProgram(new GenRandom(new Rng(seed + i)), spec, has) });
      }
      results.push(...await checkBatch(programs, known));
    }
    const t = tally(results);
    console.log(`${spec.name}: ${count} programs in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    for (const line of summaryLines(spec.name, t)) console.log(`  ${line}`);
    const show = Number(process.env['DIFF_SHOW'] ?? 3);
    for (const c of CHECKS) {
      for (const f of t.failures.filter((x) => x.check === c).slice(0, show)) {
        console.log(`  FAIL ${c} seed ${f.seed}: ${f.detail}\n    reproduce: node ${cli} ${spec.name} ${f.seed}`);
      }
    }
  }
}

// The test runner also loads every file under test/: only run when given arguments.
if (process.argv.length > 2) await main();
