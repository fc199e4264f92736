/** Running pipelines: nesting, failures, verification after passes, instrumentation. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Diagnostic } from '../../src/ir/diagnostics.js';
import { errorAt, opError } from '../../src/ir/diagnostics.js';
import type { Operation } from '../../src/ir/operation.js';
import { symbolName } from '../../src/ir/symbols.js';
import {
  IRPrinter, PassRegistry, PassTiming, definePass, intOption, parsePassPipeline, runPipeline, statisticsReport,
  type PassInstrumentation,
} from '../../src/passes/index.js';
import { registerTransformsPasses } from '../../src/transforms/index.js';
import { parseIn, tstContext } from './pass-helpers.js';

const ctx = tstContext();
const seen: string[] = [];
const where = (op: Operation) => `${op.name}${symbolName(op) !== undefined ? `@${symbolName(op)}` : ''}`;

const Record = definePass({
  argument: 'test-record', name: 'TestRecord', summary: 'records the ops it runs on',
  options: { tag: intOption(0, 'a tag for the record') },
  statistics: { runs: 'Number of runs' },
  run(op, o, pctx) { seen.push(`${o.tag}:${where(op)}`); pctx.stat('runs'); },
});
const Fail = definePass({
  argument: 'test-fail', name: 'TestFail', summary: 'fails on functions named @bad',
  options: {},
  run(op) { if (symbolName(op) === 'bad') throw opError(op, 'is bad'); },
});
const Break = definePass({
  argument: 'test-break', name: 'TestBreak', summary: 'leaves a function without its terminator',
  options: {},
  run(op) { op.walk((o) => { if (o.name === 'func.return') o.erase(); }); },
});

function registry(): PassRegistry {
  const r = new PassRegistry([Record, Fail, Break]);
  registerTransformsPasses(r);
  return r;
}

const MODULE = `
func.func @f() { return }
func.func @bad() { return }
module @inner {
  func.func @g() { return }
}
"xt.isolated"() ({ "xt.end"() : () -> () }) : () -> ()
`;

function run(pipeline: string, instrumentations: PassInstrumentation[] = [], text = MODULE, verifyEach = true) {
  seen.length = 0;
  const diags: Diagnostic[] = [];
  const module = parseIn(ctx, text);
  const pm = parsePassPipeline(pipeline, registry());
  const ok = runPipeline(pm, module, { context: ctx, emit: (d) => diags.push(d), instrumentations, verifyEach });
  return { ok, diags, module, pm, seen: [...seen] };
}

test('nested pipelines run on the anchor\'s direct children, in order, each through the whole pipeline', () => {
  const r = run('builtin.module(func.func(test-record{tag=1},test-record{tag=2}),test-record{tag=3})');
  assert.ok(r.ok);
  assert.deepEqual(r.seen, ['1:func.func@f', '2:func.func@f', '1:func.func@bad', '2:func.func@bad', '3:builtin.module']);
  // Deeper ops are reached by nesting again.
  assert.deepEqual(run('builtin.module(builtin.module(func.func(test-record)))').seen, ['0:func.func@g']);
  // Adjacent nests on one anchor run as one pipeline per op.
  assert.deepEqual(run('builtin.module(func.func(test-record{tag=1}),func.func(test-record{tag=2}))').seen,
    ['1:func.func@f', '2:func.func@f', '1:func.func@bad', '2:func.func@bad']);
});

test('op-agnostic pipelines run on isolated registered ops only', () => {
  assert.deepEqual(run('builtin.module(any(test-record))').seen, ['0:func.func@f', '0:func.func@bad', '0:builtin.module@inner']);
  assert.deepEqual(run('any(test-record)').seen, ['0:builtin.module']);
});

test('a failing pass stops its pipeline on that op; siblings still run; the run fails', () => {
  const r = run('builtin.module(func.func(test-fail,test-record),test-record{tag=9})');
  assert.equal(r.ok, false);
  assert.deepEqual(r.seen, ['0:func.func@f']);
  assert.equal(r.diags.length, 1);
  assert.equal(r.diags[0]!.message, "'func.func' op is bad");
});

test('a pipeline anchored on another op is refused', () => {
  const r = run('func.func(cse)');
  assert.equal(r.ok, false);
  assert.equal(r.diags[0]!.message, "can't run 'func.func' pass manager on 'builtin.module' op");
});

test('verification after each pass names the pass that broke the IR', () => {
  const r = run('builtin.module(func.func(test-break,test-record))', [], 'func.func @f() { return }');
  assert.equal(r.ok, false);
  assert.deepEqual(r.seen, []);
  const d = r.diags[0]!;
  assert.match(d.message, /empty block: expect at least a terminator|block with no terminator/);
  assert.ok(d.notes.some((n) => n.message === "the IR is invalid after pass 'TestBreak' (test-break)"));
  assert.equal(run('builtin.module(func.func(test-break,test-record))', [], 'func.func @f() { return }', false).ok, true);
});

test('instrumentation sees pipelines and passes nested properly', () => {
  const events: string[] = [];
  const probe: PassInstrumentation = {
    runBeforePipeline: (pm, op) => events.push(`[${pm.anchor} ${where(op)}`),
    runAfterPipeline: (pm) => events.push(`${pm.anchor}]`),
    runBeforePass: (p, op) => events.push(`(${p.argument} ${where(op)}`),
    runAfterPass: (p) => events.push(`${p.argument})`),
    runAfterPassFailed: (p) => events.push(`${p.argument} failed)`),
  };
  run('builtin.module(func.func(test-fail),cse)', [probe]);
  assert.deepEqual(events, [
    '[func.func func.func@f', '(test-fail func.func@f', 'test-fail)', 'func.func]',
    '[func.func func.func@bad', '(test-fail func.func@bad', 'test-fail failed)', 'func.func]',
  ]);
});

test('IR printing: upstream headers, local scope for nested ops, failures, only-on-change', () => {
  let out = '';
  const printer = new IRPrinter({ before: new Set(['cse']), after: 'all', afterOnlyOnChange: true, out: (t) => { out += t; } });
  run('builtin.module(func.func(test-record,cse))', [printer], 'func.func @f() { return }');
  assert.equal(out, '// -----// IR Dump Before CSE (cse) //----- //\nfunc.func @f() {\n  return\n}\n\n');
  out = '';
  const failures = new IRPrinter({ afterFailure: true, moduleScope: true, out: (t) => { out += t; } });
  run('builtin.module(func.func(test-fail))', [failures], 'func.func @bad() { return }');
  assert.equal(out, "// -----// IR Dump After TestFail Failed (test-fail) ('func.func' operation: @bad) //----- //\nmodule {\n  func.func @bad() {\n    return\n  }\n}\n\n\n");
});

test('timing and statistics reports', () => {
  const timing = new PassTiming();
  const r = run('builtin.module(func.func(test-record),cse)', [timing]);
  const report = timing.report();
  assert.match(report, /^===-{73}===\n {25}\.\.\. Execution time report \.\.\.\n===-{73}===\n {2}Total Execution Time: \d+\.\d{4} seconds\n\n {2}----Wall Time---- {2}----Name----\n/);
  assert.match(report, / +\d+\.\d{4} \( *\d+\.\d%\) {2}'func\.func' Pipeline\n +\d+\.\d{4} \( *\d+\.\d%\) {4}TestRecord\n +\d+\.\d{4} \( *\d+\.\d%\) {2}CSE\n/);
  assert.match(report, /\(100\.0%\) {2}Total\n$/);
  assert.equal(statisticsReport(r.pm).split('\n').slice(3).join('\n'),
    "'func.func' Pipeline\n  TestRecord\n    (S) 2 runs - Number of runs\nCSE\n  (S) 0 num-cse'd - Number of operations CSE'd\n  (S) 0 num-dce'd - Number of operations DCE'd\n\n");
});

test('passes can emit diagnostics and signal failure without throwing', () => {
  const Warn = definePass({
    argument: 'test-warn', name: 'TestWarn', summary: '', options: {},
    run(op, _o, pctx) { pctx.emit(errorAt(op.loc, 'first').diagnostic); pctx.emit(errorAt(op.loc, 'second').diagnostic); },
  });
  const r = new PassRegistry([Warn]);
  const diags: Diagnostic[] = [];
  const ok = runPipeline(parsePassPipeline('builtin.module(test-warn)', r), parseIn(ctx, ''), { context: ctx, emit: (d) => diags.push(d) });
  assert.equal(ok, false);
  assert.deepEqual(diags.map((d) => d.message), ['first', 'second']);
});
