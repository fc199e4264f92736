/**
 * The RUN-line runner: the shell language (pipes, `not`, redirections, quoting, `&&`/`||`), lit
 * directives (REQUIRES / UNSUPPORTED / XFAIL, continuations, substitutions) and the log, using
 * small in-process fake tools so that no child process is needed.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, test } from 'node:test';
import type { ToolMain } from '../../src/support/io.js';
import { evalFeatureExpr } from '../../src/testing/features.js';
import { collectLitFiles, parseLitDirectives, runLitFile, substitute, withFileCheck, type LitOptions, type LitResult } from '../../src/testing/lit.js';
import { parseShell } from '../../src/testing/shell.js';

/** `echo ARGS...`: its arguments, one space apart. */
const echo: ToolMain = (argv, io) => { io.stdout(`${argv.join(' ')}\n`); return 0; };
/** `cat [FILES...]`: the files, or stdin. */
const cat: ToolMain = (argv, io) => {
  io.stdout(argv.length === 0 ? io.readStdin() : argv.map((f) => io.readFile(f)).join(''));
  return 0;
};
/** `upper`: stdin in capitals. */
const upper: ToolMain = (_argv, io) => { io.stdout(io.readStdin().toUpperCase()); return 0; };
/** `fail [CODE]`: says so on stderr and exits with CODE (default 3). */
const fail: ToolMain = (argv, io) => { io.stderr('fail: it went wrong\n'); return Number(argv[0] ?? 3); };
/** `both`: one line to stdout, one to stderr, one to stdout. */
const both: ToolMain = (_argv, io) => { io.stdout('out1\n'); io.stderr('err\n'); io.stdout('out2\n'); return 0; };
/** `write FILE TEXT`: writes a file through the io. */
const write: ToolMain = (argv, io) => { io.writeFile(argv[0]!, `${argv[1]}\n`); return 0; };

const TOOLS = withFileCheck(new Map<string, ToolMain>([['echo', echo], ['cat', cat], ['upper', upper], ['fail', fail], ['both', both], ['write', write]]));

const root = mkdtempSync(path.join(tmpdir(), 'lit-test-'));
after(() => rmSync(root, { recursive: true, force: true }));
let counter = 0;

async function lit(body: string, opts: LitOptions = {}): Promise<LitResult> {
  const file = path.join(root, `t${counter++}.mlir`);
  writeFileSync(file, body);
  return runLitFile(file, TOOLS, { tmpRoot: root, ...opts });
}

test('parseShell: quoting, pipes, sequences, redirections', () => {
  const s = parseShell(`echo 'a  b' "c\\"d\\x" e\\ f | cat 2>&1 > out.txt && not fail || echo x; echo y`);
  assert.deepEqual(s.first.commands[0]!.args, ['echo', 'a  b', 'c"d\\x', 'e f']);
  assert.deepEqual(s.first.commands[1]!.redirects, [{ fd: 2, op: '>&', target: '1' }, { fd: 1, op: '>', target: 'out.txt' }]);
  assert.deepEqual(s.rest.map((r) => r.op), ['&&', '||', ';']);
  assert.deepEqual(parseShell('a 2> e.txt < in &> both').first.commands[0]!.redirects.map((r) => `${r.fd}${r.op}${r.target}`),
    ['2>e.txt', '0<in', 'both>both']);
  assert.throws(() => parseShell("echo 'open"), /missing closing quote/);
  assert.throws(() => parseShell('echo a |'), /empty command/);
});

test('pipes pass text from tool to tool', async () => {
  const r = await lit('// RUN: echo hello world | upper | cat | FileCheck %s\n// CHECK: HELLO WORLD\n');
  assert.equal(r.status, 'pass', r.log);
});

test('not inverts the exit status', async () => {
  assert.equal((await lit('// RUN: not fail\n')).status, 'pass');
  const r = await lit('// RUN: not echo fine\n');
  assert.equal(r.status, 'fail');
  assert.match(r.log, /\$ not echo fine\n# exit code: 1\n/);
});

test('a pipeline fails when any command fails (pipefail)', async () => {
  const r = await lit('// RUN: fail 5 | cat\n');
  assert.equal(r.status, 'fail');
  assert.match(r.log, /\$ fail 5\n# stderr:\nfail: it went wrong\n# exit code: 5\n\$ cat\n# RUN line at line 1 failed with exit code 5/);
});

test('2>&1 merges stderr into the pipe in order; 2> and > go to files', async () => {
  assert.equal((await lit('// RUN: both 2>&1 | FileCheck %s\n// CHECK: out1\n// CHECK-NEXT: err\n// CHECK-NEXT: out2\n')).status, 'pass');
  assert.equal((await lit('// RUN: both 2> %t.err > %t.out && cat %t.err | FileCheck %s --check-prefix=E\n' +
    '// RUN: FileCheck %s --check-prefix=O < %t.out\n// E: err\n// O: out1\n// O-NEXT: out2\n')).status, 'pass');
  assert.equal((await lit('// RUN: echo a > %t && echo b >> %t && cat %t | FileCheck %s\n// CHECK: a\n// CHECK-NEXT: b\n')).status, 'pass');
});

test('tools write real files that later commands read', async () => {
  assert.equal((await lit('// RUN: write %t.txt written && cat < %t.txt | FileCheck %s\n// CHECK: written\n')).status, 'pass');
});

test('&& stops at a failure, || runs on one', async () => {
  assert.equal((await lit('// RUN: fail || echo recovered | FileCheck %s\n// CHECK: recovered\n')).status, 'pass');
  const r = await lit('// RUN: fail && echo never\n');
  assert.equal(r.status, 'fail');
  assert.doesNotMatch(r.log, /\$ echo never/);
});

test('RUN lines run in order and stop at the first failure; continuations join', async () => {
  const r = await lit('// RUN: echo one \\\n// RUN:   two | FileCheck %s\n# RUN: not no-such-command-anywhere\n; RUN: echo also-run\n// CHECK: one two\n');
  assert.equal(r.status, 'pass', r.log);
  const f = await lit('// RUN: fail\n// RUN: echo unreached\n');
  assert.equal(f.status, 'fail');
  assert.doesNotMatch(f.log, /echo unreached/);
  assert.equal((await lit('// no run lines here\n')).status, 'fail');
  assert.equal((await lit('// RUN: echo a \\\n')).status, 'fail');
});

test('REQUIRES and UNSUPPORTED skip, XFAIL expects failure', async () => {
  const needsCuda = '// REQUIRES: cuda\n// RUN: fail\n';
  const skipped = await lit(needsCuda);
  assert.deepEqual([skipped.ok, skipped.status], [true, 'skip']);
  assert.equal(skipped.reason, 'Test requires the following unavailable features: cuda');
  assert.match(skipped.log, /^UNSUPPORTED: Test requires the following unavailable features: cuda\n/);
  assert.equal((await lit(needsCuda, { features: ['cuda'] })).status, 'fail');
  assert.equal((await lit('// UNSUPPORTED: asan || tsan\n// RUN: fail\n', { features: ['tsan'] })).status, 'skip');
  assert.equal((await lit('// XFAIL: *\n// RUN: fail\n')).status, 'xfail');
  const xpass = await lit('// XFAIL: *\n// RUN: echo ok\n');
  assert.deepEqual([xpass.ok, xpass.status], [false, 'xpass']);
});

test('substitutions', () => {
  assert.equal(substitute('a %s %S %t %T 100%% %{pathsep}', '/d/x.mlir', '/tmp/q/x.mlir.tmp'),
    'a /d/x.mlir /d /tmp/q/x.mlir.tmp /tmp/q 100% :');
  assert.equal(substitute('%opt %s', '/d/x.mlir', '/t', [['%opt', 'comco-opt']]), 'comco-opt /d/x.mlir');
  const d = parseLitDirectives('x\n// RUN: echo %(line) %(line+2)\n// REQUIRES: a, b && !c\n');
  assert.deepEqual(d.run, [{ line: 2, command: 'echo 2 4' }]);
  assert.deepEqual(d.requires, ['a', 'b && !c']);
});

test('feature expressions', () => {
  const f = new Set(['cuda', 'mlir-opt-22']);
  assert.equal(evalFeatureExpr('cuda && !asan', f), true);
  assert.equal(evalFeatureExpr('asan || (mlir-opt-22 && !cuda)', f), false);
  assert.throws(() => evalFeatureExpr('cuda &&', f));
});

test('a failing FileCheck shows its diagnostics in the log', async () => {
  const r = await lit('// RUN: echo actual | FileCheck %s --dump-input=never\n// CHECK: expected\n');
  assert.equal(r.status, 'fail');
  assert.match(r.log, /error: CHECK: expected string not found in input\n/);
  assert.match(r.log, /# exit code: 1\n/);
});

test('unknown commands run as child processes', async () => {
  const r = await lit('// RUN: sh -c "echo from-child" | FileCheck %s\n// CHECK: from-child\n');
  assert.equal(r.status, 'pass', r.log);
  const missing = await lit('// RUN: no-such-command-anywhere\n');
  assert.match(missing.log, /command not found\n# exit code: 127/);
});

test('collectLitFiles finds test files recursively, sorted', () => {
  const dir = path.join(root, 'tree');
  mkdirSync(path.join(dir, 'b', 'Output'), { recursive: true });
  mkdirSync(path.join(dir, 'a'), { recursive: true });
  for (const f of ['b/z.mlir', 'a/y.mlir', 'a/notes.txt', 'b/Output/skip.mlir', 'top.mlir']) writeFileSync(path.join(dir, f), '');
  assert.deepEqual(collectLitFiles(dir).map((f) => path.relative(dir, f)), ['a/y.mlir', 'b/z.mlir', 'top.mlir']);
  assert.deepEqual(collectLitFiles(path.join(root, 'absent')), []);
});
