/** The textual pipeline parser, pass options and the registry, with upstream's messages. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import {
  OpPassManager, PassInstance, PassOptionError, PassRegistry, PipelineParseError, boolOption, definePass,
  enumOption, intOption, listOption, parsePassPipeline, stringOption,
} from '../../src/passes/index.js';
import { parseOptions, tokenizeOptions } from '../../src/passes/options.js';
import { registerTransformsPasses } from '../../src/transforms/index.js';

const FuncPass = definePass({
  argument: 'test-func-pass', name: 'TestFuncPass', summary: 'a pass on functions', anchor: 'func.func',
  options: {}, run() {},
});
const OptPass = definePass({
  argument: 'test-options', name: 'TestOptions', summary: 'options of every kind',
  options: {
    'n': intOption(1, 'a number'),
    'flag': boolOption(false, 'a flag'),
    'mode': enumOption({ a: 'mode a', b: 'mode b' }, 'a', 'a mode'),
    'names': listOption('some names'),
    'label': stringOption('', 'a label'),
  },
  run() {},
});

function registry(): PassRegistry {
  const r = new PassRegistry([FuncPass, OptPass]);
  registerTransformsPasses(r);
  r.registerPipeline({ argument: 'test-pipeline', summary: 'cse then canonicalize', pipeline: 'cse,canonicalize' });
  return r;
}

const parseError = (text: string): PipelineParseError => {
  try {
    parsePassPipeline(text, registry());
  } catch (e) {
    if (e instanceof PipelineParseError) return e;
    throw e;
  }
  assert.fail(`'${text}' parsed`);
};

test('pipelines parse into nested pass managers and print back', () => {
  const pm = parsePassPipeline(' builtin.module( func.func( cse , canonicalize{max-iterations=3 top-down=false}) , symbol-dce ) ', registry());
  assert.equal(pm.anchor, 'builtin.module');
  assert.equal(pm.size, 2);
  const nested = pm.elements[0];
  assert.ok(nested instanceof OpPassManager);
  assert.equal(nested.anchor, 'func.func');
  assert.deepEqual(nested.elements.map((e) => (e instanceof PassInstance ? e.argument : e.anchor)), ['cse', 'canonicalize']);
  const canon = nested.elements[1] as PassInstance;
  assert.equal(canon.options['max-iterations'], 3);
  assert.equal(canon.options['top-down'], false);
  assert.equal(pm.text, 'builtin.module(func.func(cse,canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}),symbol-dce)');
  // What --dump-pass-pipeline prints re-parses to the same pipeline.
  assert.equal(parsePassPipeline(pm.text, registry()).text, pm.text);
  assert.equal(parsePassPipeline('builtin.module()', registry()).size, 0);
  assert.equal(parsePassPipeline('any(cse)', registry()).isOpAgnostic, true);
});

test('dump-pass-pipeline layout is upstream\'s', () => {
  const pm = parsePassPipeline('builtin.module(func.func(cse),symbol-dce)', registry());
  assert.equal(pm.dump(), 'Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    cse\n  ),\n  symbol-dce\n)\n');
});

test('named pipelines expand in place', () => {
  const pm = parsePassPipeline('builtin.module(func.func(test-pipeline))', registry());
  assert.equal(pm.text.replace(/\{[^}]*\}/g, ''), 'builtin.module(func.func(cse,canonicalize))');
});

test('syntax errors point at the offending column', () => {
  const cases: [string, string, number | undefined][] = [
    ['builtin.module(foo)', "'foo' does not refer to a registered pass or pass pipeline", 1],
    ['builtin.module(cse,,cse)', "'' does not refer to a registered pass or pass pipeline", 5],
    ['builtin.module(func.func(cse)', 'encountered unbalanced parentheses while parsing pipeline', 11],
    ['builtin.module(func.func(cse)))', "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline", 15],
    ['builtin.module(func.func{x}(cse))', "expected ',' after parsing pipeline", 13],
    ['builtin.module(canonicalize{max-iterations=3}{top-down=true})', "expected ',' after parsing pipeline", 31],
    ['builtin.module(canonicalize{max-iterations=3)', "missing closing '}' while processing pass options", 13],
    ['cse', "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'", undefined],
    ['builtin.module(cse', "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'", undefined],
  ];
  for (const [text, message, col] of cases) {
    const e = parseError(text);
    assert.equal(e.message, message, text);
    assert.equal(e.col, col, text);
  }
  assert.equal(parseError('builtin.module(foo)').rendered,
    "MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n");
});

test('option errors name the option and the pass', () => {
  const unknown = parseError('builtin.module(cse{foo=1})');
  assert.equal(unknown.message, '<Pass-Options-Parser>: no such option foo\n\nfailed to add `cse` with options `foo=1`\n');
  const bad = parseError('builtin.module(canonicalize{max-iterations=abc})');
  assert.equal(bad.toolMessage, "for the --max-iterations option: 'abc' value invalid for long argument!");
  // The tool prints the bad value; the error itself starts empty, as upstream's.
  assert.equal(bad.message, '\nfailed to add `canonicalize` with options `max-iterations=abc`\n');
  // Each enclosing nested pipeline adds its line, innermost first.
  const nested = parseError('builtin.module(builtin.module(func.func(cse{x=1})))');
  assert.equal(nested.message, '<Pass-Options-Parser>: no such option x\n\nfailed to add `cse` with options `x=1`\n'
    + 'failed to add `func.func` with options `` to inner pipeline\nfailed to add `builtin.module` with options `` to inner pipeline\n');
  assert.equal(parseError('builtin.module(canonicalize{region-simplify=fast})').toolMessage,
    "for the --region-simplify option: Cannot find option named 'fast'!");
  assert.equal(parseError('builtin.module(test-options{flag=maybe})').toolMessage,
    "for the --flag option: 'maybe' is invalid value for boolean argument! Try 0 or 1");
});

test('passes anchored elsewhere must be nested explicitly in text, implicitly from flags', () => {
  const e = parseError('builtin.module(test-func-pass)');
  assert.equal(e.message, "Can't add pass 'TestFuncPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?");
  assert.equal(parsePassPipeline('builtin.module(func.func(test-func-pass))', registry()).size, 1);
  const pm = new OpPassManager('builtin.module', 'implicit');
  pm.addPass(PassInstance.create(FuncPass));
  assert.equal(pm.text, 'builtin.module(func.func(test-func-pass))');
  // Adjacent nests on the same anchor run as one pipeline.
  pm.addPass(PassInstance.create(FuncPass));
  const schedule = pm.schedule();
  assert.equal(schedule.length, 1);
  const group = schedule[0];
  assert.ok(Array.isArray(group));
  assert.equal(group.length, 1);
  assert.equal(group[0]!.elements.length, 2);
});

test('options: tokens, braces, quotes, lists, defaults', () => {
  assert.deepEqual(tokenizeOptions(' a=1  b c={x y} d="p q" '), [
    { key: 'a', value: '1' }, { key: 'b', value: undefined }, { key: 'c', value: '{x y}' }, { key: 'd', value: '"p q"' },
  ]);
  const o = parseOptions(OptPass.options, 'n=-4 flag mode=b names={x,y} label="hello world"');
  assert.deepEqual({ ...o }, { n: -4, flag: true, mode: 'b', names: ['x', 'y'], label: 'hello world' });
  assert.deepEqual([...parseOptions(OptPass.options, 'names=a,b').names], ['a', 'b']);
  assert.throws(() => parseOptions(OptPass.options, 'n'), (e: unknown) => e instanceof PassOptionError && /requires a value/.test(e.message));
  assert.throws(() => parseOptions(OptPass.options, 'n=1.5'), PassOptionError);
  const inst = PassInstance.create(OptPass, 'mode=b');
  assert.equal(inst.text, 'test-options{flag=false label={} mode=b n=1 }');
});

test('the registry lists passes with their options', () => {
  const r = registry();
  assert.ok(r.has('canonicalize') && r.has('cse') && r.has('symbol-dce') && r.has('test-pipeline'));
  assert.equal(r.has('nope'), false);
  const text = r.describe();
  assert.match(text, /--canonicalize +- {3}Canonicalize operations/);
  assert.match(text, /--max-iterations=<long> +- Max\. iterations/);
  assert.match(text, /=aggressive +- {3}Perform aggressive/);
  assert.throws(() => r.register(FuncPass), /registered twice/);
  assert.throws(() => definePass({ argument: 'Bad_Name', name: 'X', summary: '', options: {}, run() {} }), /lower-case/);
});
