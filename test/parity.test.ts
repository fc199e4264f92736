/**
 * Upstream parity: every ops.mlir of test/filecheck prints exactly as mlir-opt-22 prints it (custom,
 * generic, debuginfo; each tool reading the other's output), and every invalid*.mlir's expected
 * diagnostics are also upstream's. Files using comco-only dialects, or marked
 * `// PARITY: skip (reason)`, are left out. Runs only when mlir-opt-22 is on PATH; prints the
 * pass rate per dialect. Every other corpus file (canonicalize.mlir, pass tests) goes through the
 * differential checks chunk by chunk, canonicalize+cse included: differential.test.ts,
 * `differential corpus`.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectLitFiles } from '../src/testing/lit.js';
import { onPath } from './support/features.js';
import { diagnosticParity, parseFlags, printParity } from './support/parity.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/filecheck');
const haveUpstream = onPath('mlir-opt-22');
const tally = new Map<string, { pass: number; total: number }>();

function eligible(file: string, text: string): 'print' | 'diagnostics' | undefined {
  if (/PARITY:\s*skip/.test(text) || /\bcomco\./.test(text.replace(/^\s*\/\/.*$/gm, ''))) return undefined;
  const base = path.basename(file);
  if (base === 'ops.mlir' || /PARITY:\s*print/.test(text)) return 'print';
  if (/^invalid.*\.mlir$/.test(base) || /PARITY:\s*diagnostics/.test(text)) return 'diagnostics';
  return undefined;
}

for (const file of collectLitFiles(root)) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = eligible(file, text);
  if (!kind) continue;
  const rel = path.relative(root, file);
  test(`parity ${rel}`, { skip: haveUpstream ? false : 'mlir-opt-22 not on PATH' }, async () => {
    const flags = parseFlags(text);
    const failures = kind === 'print' ? await printParity(file, flags) : await diagnosticParity(file, flags);
    const dialect = rel.split(path.sep)[0]!;
    const t = tally.get(dialect) ?? { pass: 0, total: 0 };
    t.total++;
    if (!failures.length) t.pass++;
    tally.set(dialect, t);
    assert.deepEqual(failures, [], failures.map((f) => `${f.check}: ${f.detail}`).join('\n'));
  });
}

test('parity summary', { skip: !haveUpstream }, (t) => {
  for (const [d, { pass, total }] of [...tally].sort()) t.diagnostic(`${d}: ${pass}/${total} files identical to mlir-opt-22`);
});
