/**
 * The FileCheck port: one test per feature, asserting pass/fail and, for failures, FileCheck's
 * exact message; then, where /usr/bin/FileCheck-22 exists, a differential run of a corpus of
 * hand-written and generated cases through both, asserting the same exit code and stderr.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { memoryIO } from '../../src/support/io.js';
import { generatedCases, handCases, type FileCheckCase } from '../../src/testing/filecheck-corpus.js';
import { filecheckMain } from '../../src/tools/filecheck/main.js';

const CWD = '/virtual';

async function fc(check: string, input: string, args: readonly string[] = []): Promise<{ code: number; err: string }> {
  const files = new Map([[path.join(CWD, 'c.txt'), check]]);
  const io = memoryIO({ stdin: input, files, cwd: CWD, env: {} });
  const code = await filecheckMain(['c.txt', '--dump-input=never', ...args], io);
  return { code, err: io.err };
}

async function passes(check: string, input: string, args: readonly string[] = []): Promise<void> {
  const r = await fc(check, input, args);
  assert.equal(r.err, '');
  assert.equal(r.code, 0);
}

async function fails(check: string, input: string, expected: string, args: readonly string[] = [], code = 1): Promise<void> {
  const r = await fc(check, input, args);
  assert.equal(r.err, expected);
  assert.equal(r.code, code);
}

test('CHECK finds patterns in order', async () => {
  await passes('CHECK: foo\nCHECK: baz\n', 'foo\nbar\nbaz\n');
  await fails('CHECK: baz\nCHECK: foo\n', 'foo\nbar\nbaz\n',
    'c.txt:2:8: error: CHECK: expected string not found in input\nCHECK: foo\n       ^\n' +
    '<stdin>:3:4: note: scanning from here\nbaz\n   ^\n');
});

test('CHECK-NEXT reports a match on the wrong line', async () => {
  await passes('CHECK: foo\nCHECK-NEXT: bar\n', 'foo\nbar\n');
  await fails('// CHECK: foo\n// CHECK-NEXT: baz\n', 'foo\nbar\nbaz\n',
    'c.txt:2:16: error: CHECK-NEXT: is not on the line after the previous match\n// CHECK-NEXT: baz\n               ^\n' +
    "<stdin>:3:1: note: 'next' match was here\nbaz\n^\n" +
    '<stdin>:1:4: note: previous match ended here\nfoo\n   ^\n' +
    '<stdin>:2:1: note: non-matching line after previous match is here\nbar\n^\n');
});

test('CHECK-SAME and CHECK-EMPTY', async () => {
  await passes('CHECK: a\nCHECK-SAME: b\n', 'a b\n');
  await fails('CHECK: a\nCHECK-SAME: b\n', 'a\nb\n',
    'c.txt:2:13: error: CHECK-SAME: is not on the same line as the previous match\nCHECK-SAME: b\n            ^\n' +
    "<stdin>:2:1: note: 'next' match was here\nb\n^\n<stdin>:1:2: note: previous match ended here\na\n ^\n");
  await passes('CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n', 'a\n\nb\n');
  assert.equal((await fc('CHECK: a\nCHECK-EMPTY:\n', 'a\nx\n\n')).code, 1);
});

test('CHECK-NOT between matches, and at the end', async () => {
  await passes('CHECK: a\nCHECK-NOT: x\nCHECK: b\n', 'a\nb\nx\n');
  await fails('CHECK: foo\nCHECK-NOT: bar\nCHECK: baz\n', 'foo\nbar\nbaz\n',
    'c.txt:2:12: error: CHECK-NOT: excluded string found in input\nCHECK-NOT: bar\n           ^\n' +
    '<stdin>:2:1: note: found here\nbar\n^~~\n');
  assert.equal((await fc('CHECK: a\nCHECK-NOT: x\n', 'a\nx\n')).code, 1);
});

test('CHECK-DAG matches in any order without overlapping', async () => {
  await passes('CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n', 'a\nb\nc\n');
  assert.equal((await fc('CHECK-DAG: a\nCHECK-DAG: a\n', 'a\n')).code, 1);
  await passes('CHECK-DAG: a\nCHECK-DAG: a\n', 'a a\n');
  await passes('CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n', 'a\nb\nx\n');
  assert.equal((await fc('CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n', 'a\nx\nb\n')).code, 1);
});

test('CHECK-LABEL splits the input, one failure per region', async () => {
  const r = await fc('CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n', 'f1\nb\nf2\na\n');
  assert.equal(r.code, 1);
  assert.equal(r.err.match(/error:/g)?.length, 2);
  await passes('CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n', 'f1\na\nf2\nb\n');
});

test('CHECK-COUNT-n', async () => {
  await passes('CHECK-COUNT-3: a\nCHECK-NOT: a\n', 'a\na\na\n');
  const r = await fc('CHECK-COUNT-3: a\n', 'a\na\n');
  assert.match(r.err, /^c\.txt:1:16: error: CHECK-COUNT: expected string not found in input \(3 out of 3\)\n/);
});

test('whitespace: canonicalized unless --strict-whitespace; --match-full-lines', async () => {
  await passes('CHECK: foo bar\n', 'foo \t  bar\n');
  assert.equal((await fc('CHECK: foo bar\n', 'foo  bar\n', ['--strict-whitespace'])).code, 1);
  await passes('CHECK: foo bar\n', '  foo bar  \n', ['--match-full-lines']);
  assert.equal((await fc('CHECK: foo\n', 'foo bar\n', ['--match-full-lines'])).code, 1);
  await passes('CHECK: trailing   \n', 'trailing\n');
});

test('regex blocks are POSIX EREs', async () => {
  await passes('CHECK: {{\\d}}\n', 'd\n'); // \d is the letter d, not a digit class
  assert.equal((await fc('CHECK: {{\\d}}\n', '5\n')).code, 1);
  await passes('CHECK: x{{[[:digit:]]+}}y\n', 'x123y\n');
  await passes('CHECK: {{a|ab}}c\n', 'abc\n');
  await passes('CHECK: a{{.*}}z\n', 'a b z\n');
  assert.equal((await fc('CHECK: a{{[^x]*}}z\n', 'a\nz\n')).code, 1); // [^x] never matches a newline
  await fails('CHECK: {{a*?}}\n', '5\n', 'c.txt:1:10: error: invalid regex: repetition-operator operand invalid\nCHECK: {{a*?}}\n         ^\n', [], 2);
});

test('variables: definitions, uses, same-line back-references, scope', async () => {
  await passes('CHECK: [[X:[a-z]+]] = 1\nCHECK: use [[X]]\n', 'foo = 1\nuse foo\n');
  await passes('CHECK: [[X:a+]] [[X]]\n', 'aa aa\n');
  await fails('CHECK: [[X]]\n', 'foo\n', 'c.txt:1:10: error: undefined variable: X\nCHECK: [[X]]\n         ^\n');
  const scoped = 'CHECK: [[X:[a-z]+]]\nCHECK-LABEL: b\nCHECK: [[X]]\n';
  await passes(scoped, 'a\nb\na\n');
  assert.equal((await fc(scoped, 'a\nb\na\n', ['--enable-var-scope'])).code, 1);
  await passes('CHECK: [[X]] [[Y]]\n', 'foo ba\n', ['-DX=foo', '-DY=ba']);
});

test('numeric substitution blocks and @LINE', async () => {
  await passes('CHECK: [[#N:]]\nCHECK: [[#N+1]]\n', '5\n6\n');
  await passes('CHECK: [[#%x,N:]]\nCHECK: [[#N+1]]\n', 'f\n10\n');
  await passes('CHECK: [[@LINE]]\nCHECK: [[@LINE+1]] [[#@LINE-1]]\n', '1\n3 1\n');
});

test('{LITERAL}, comments, prefixes', async () => {
  await passes('CHECK{LITERAL}: [[foo]] {{x}}\n', '[[foo]] {{x}}\n');
  await passes('CHECK: a\nCOM: CHECK: b\nCHECK: c\n', 'a\nc\n');
  await passes('FOO: a\nBAR: b\n', 'a\nb\n', ['--check-prefixes=FOO,BAR']);
  await passes('FOO: a\n', 'a\n', ['--check-prefix', 'FOO']);
  await passes('FOO: a\n', 'a\n', ['-check-prefix=FOO']);
  await fails('FOO: a\n', 'a\n', "error: no check strings found with prefix 'BAR:'\n", ['--check-prefixes=FOO,BAR'], 2);
  await passes('FOO: a\n', 'a\n', ['--check-prefixes=FOO,BAR', '--allow-unused-prefixes']);
});

test('--implicit-check-not', async () => {
  await fails('CHECK: foo\nCHECK: baz\n', 'foo\nbar\nbaz\n',
    "command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input\n-implicit-check-not='bar'\n                     ^\n" +
    '<stdin>:2:1: note: found here\nbar\n^~~\n', ['--implicit-check-not=bar']);
});

test('usage errors', async () => {
  const io = memoryIO({ env: {} });
  assert.equal(await filecheckMain([], io), 2);
  assert.equal(io.err, '<check-file> not specified\n');
  assert.equal((await fc('CHECK: a\n', '')).code, 2);
  await passes('CHECK-NOT: a\n', '', ['--allow-empty']);
  assert.equal((await fc('CHECK: a\n', 'a\n', ['--no-such-option'])).code, 1);
  await fails('CHECK: a\n', 'a\n', "Could not open input file 'nope': No such file or directory\n", ['--input-file=nope'], 2);
  await fails('', 'a\n', "error: no check strings found with prefix 'CHECK:'\n", [], 2);
});

test('the input dump follows a failure by default', async () => {
  const files = new Map([[path.join(CWD, 'c.txt'), 'CHECK: foo\nCHECK: qux\n']]);
  const io = memoryIO({ stdin: 'foo\nbar\nbaz\n', files, cwd: CWD, env: {} });
  assert.equal(await filecheckMain(['c.txt'], io), 1);
  assert.ok(io.err.endsWith('Input was:\n<<<<<<\n         1: foo \ncheck:2        X error: no match found\n' +
    '         2: bar \ncheck:2     ~~~~\n         3: baz \ncheck:2     ~~~~\n>>>>>>\n'), io.err);
});

const ORACLE = '/usr/bin/FileCheck-22';

function runOracle(dir: string, c: FileCheckCase): { code: number | null; err: string } {
  writeFileSync(path.join(dir, 'c.txt'), c.check);
  const r = spawnSync(ORACLE, ['c.txt', ...c.args], { cwd: dir, input: c.input, encoding: 'utf8' });
  return { code: r.status, err: r.stderr.replaceAll(ORACLE, 'filecheck').replaceAll('FileCheck-22', 'filecheck') };
}

test('differential: same exit code and stderr as FileCheck-22', { skip: !existsSync(ORACLE) && `${ORACLE} not installed` }, async (t) => {
  const cases = [...handCases(), ...generatedCases(20240601, 150)];
  const dir = mkdtempSync(path.join(tmpdir(), 'filecheck-diff-'));
  let sameCode = 0;
  let sameText = 0;
  const mismatches: string[] = [];
  try {
    for (const [i, c] of cases.entries()) {
      const theirs = runOracle(dir, c);
      const io = memoryIO({ stdin: c.input, files: new Map([[path.join(dir, 'c.txt'), c.check]]), cwd: dir, env: {} });
      const code = await filecheckMain(['c.txt', ...c.args], io);
      if (code === theirs.code) sameCode++;
      if (io.err === theirs.err) sameText++;
      if (code !== theirs.code || io.err !== theirs.err) {
        mismatches.push(`case ${i} ${JSON.stringify(c)}: ours ${code}, FileCheck-22 ${theirs.code}\n--- ours\n${io.err}--- FileCheck-22\n${theirs.err}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  t.diagnostic(`${cases.length} cases: ${sameCode} same exit code, ${sameText} same stderr`);
  assert.deepEqual(mismatches.slice(0, 3), []);
});
