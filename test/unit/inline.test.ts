/** inline: the call graph's SCC order, in-place inlining of a last call, and inlineCall itself. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Diagnostic } from '../../src/ir/diagnostics.js';
import type { Operation } from '../../src/ir/operation.js';
import { symbolName } from '../../src/ir/symbols.js';
import { PassRegistry, parsePassPipeline, runPipeline } from '../../src/passes/index.js';
import { registerTransformsPasses } from '../../src/transforms/index.js';
import { inlineCall } from '../../src/transforms/inline-call.js';
import { CallGraph, callGraphSCCs } from '../../src/transforms/inline-callgraph.js';
import { parseIn, print, tstContext } from './pass-helpers.js';

const registry = new PassRegistry();
registerTransformsPasses(registry);

function sccNames(text: string): string[][] {
  const module = parseIn(tstContext(), text);
  return callGraphSCCs(new CallGraph(module)).map((scc) => scc.map((n) => (n.isExternal ? '<external>' : symbolName(n.callableOp)!)));
}

function run(text: string, pipeline: string): { module: Operation; ok: boolean; diags: Diagnostic[] } {
  const ctx = tstContext();
  const module = parseIn(ctx, text);
  const diags: Diagnostic[] = [];
  const ok = runPipeline(parsePassPipeline(pipeline, registry), module, { context: ctx, emit: (d) => diags.push(d) });
  return { module, ok, diags };
}

const fn = (name: string, calls: string[] = []) =>
  `func.func @${name}() { ${calls.map((c) => `func.call @${c}() : () -> () `).join('')}return }`;

test('SCCs come callees first, in llvm::scc_iterator order (cycle members last-visited first)', () => {
  const sccs = sccNames([
    fn('a', ['b']), fn('b', ['c']), fn('c'), fn('d', ['e']), fn('e', ['d']), fn('f', ['d']),
  ].join('\n'));
  assert.deepEqual(sccs, [['c'], ['b'], ['a'], ['e', 'd'], ['f'], ['<external>']]);
});

test('the DFS follows call edges in op order, and declarations are no nodes', () => {
  const sccs = sccNames([
    fn('top', ['z', 'y']), fn('y', ['x']), fn('z', ['x', 'ext']), fn('x'), 'func.func private @ext()',
  ].join('\n'));
  // `top` calls z first, so z's SCC completes before y's; the call to the declaration leads to
  // the unknown callee node, an SCC of its own right after x.
  assert.deepEqual(sccs, [['x'], ['<external>'], ['z'], ['y'], ['top'], ['<external>']]);
});

test('a private function called once is moved into its caller, not cloned, then erased', () => {
  const ctx = tstContext();
  const module = parseIn(ctx, `
    func.func private @callee(%a: i32) -> i32 { %0 = arith.addi %a, %a : i32 return %0 : i32 }
    func.func @caller(%a: i32) -> i32 { %0 = func.call @callee(%a) : (i32) -> i32 return %0 : i32 }`);
  const callee = module.regions[0]!.front.first!;
  const neg = callee.regions[0]!.front.first!;
  assert.ok(runPipeline(parsePassPipeline('builtin.module(inline{default-pipeline=})', registry), module, { context: ctx, emit: () => {} }));
  const caller = module.regions[0]!.front.first!;
  assert.equal(symbolName(caller), 'caller');
  assert.equal(caller.regions[0]!.front.first, neg, 'the very op of the callee now sits in the caller');
  assert.equal(module.regions[0]!.front.numOps, 1);
});

test('a callee called twice is cloned at each call and survives when public', () => {
  const r = run(`
    func.func @callee(%a: i32) -> i32 { %0 = arith.addi %a, %a : i32 return %0 : i32 }
    func.func @caller(%a: i32) -> i32 {
      %0 = func.call @callee(%a) : (i32) -> i32
      %1 = func.call @callee(%0) : (i32) -> i32
      return %1 : i32
    }`, 'builtin.module(inline{default-pipeline=})');
  assert.ok(r.ok);
  const text = print(r.module);
  assert.equal(text.match(/arith\.addi/g)?.length, 3, text);
  assert.ok(!/func\.call/.test(text), text);
});

test('recursion stays a call: self calls and calls back into the caller', () => {
  const r = run(`
    func.func @self(%c: i1) { scf.if %c { func.call @self(%c) : (i1) -> () } return }
    func.func @ping() { func.call @pong() : () -> () return }
    func.func @pong() { func.call @ping() : () -> () return }`, 'builtin.module(inline)');
  assert.ok(r.ok);
  assert.equal(print(r.module).match(/call @/g)?.length, 3);
});

test('inlineCall: a multi-block body branches to the rest of the block, whose arguments are the results', () => {
  const ctx = tstContext();
  const module = parseIn(ctx, `
    func.func @callee(%c: i1, %a: i32) -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      return %a : i32
    ^bb2:
      %0 = arith.addi %a, %a : i32
      return %0 : i32
    }
    func.func @caller(%c: i1, %a: i32) -> i32 {
      %0 = func.call @callee(%c, %a) : (i1, i32) -> i32
      %1 = arith.addi %0, %0 : i32
      return %1 : i32
    }`);
  const [callee, caller] = module.regions[0]!.front.ops;
  const call = caller!.regions[0]!.front.first!;
  assert.ok(inlineCall(ctx, call, callee!, callee!.regions[0]!, { clone: true }));
  assert.ok(call.useEmpty);
  call.erase();
  const body = caller!.regions[0]!;
  assert.equal(body.blocks.length, 4);
  assert.equal(body.blocks[3]!.numArguments, 1);
  assert.equal(body.blocks[3]!.first!.getOperand(0), body.blocks[3]!.getArgument(0));
  assert.match(print(caller!), /cf\.br \^bb3\(%arg1 : i32\)/);
});

test('inlineCall refuses ops of dialects without an inliner interface, changing nothing', () => {
  const ctx = tstContext();
  const module = parseIn(ctx, `
    func.func @callee(%a: i32) -> i32 { %0 = "xtest.op"(%a) : (i32) -> i32 return %0 : i32 }
    func.func @caller(%a: i32) -> i32 { %0 = func.call @callee(%a) : (i32) -> i32 return %0 : i32 }`);
  const before = print(module);
  const [callee, caller] = module.regions[0]!.front.ops;
  assert.equal(inlineCall(ctx, caller!.regions[0]!.front.first!, callee!, callee!.regions[0]!, { clone: true }), false);
  assert.equal(print(module), before);
});

test('the inliner needs a symbol table to run on', () => {
  const r = run(fn('f'), 'builtin.module(func.func(inline))');
  assert.equal(r.ok, false);
  assert.match(r.diags[0]!.message, /was scheduled to run under the inliner, but does not define a symbol table/);
});

test('run on a nested public module, only private functions count as unused; in an unnamed one, nested ones too', () => {
  const r = run(`
    module @named {
      func.func nested @n() { return }
      func.func private @p() { return }
    }
    module {
      func.func nested @n2() { return }
      func.func private @p2() { return }
    }`, 'builtin.module(builtin.module(inline))');
  assert.ok(r.ok);
  const text = print(r.module);
  assert.match(text, /func\.func nested @n\(\)/);
  assert.doesNotMatch(text, /@p\(\)|@n2|@p2/);
});
