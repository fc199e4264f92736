/** CSE: what merges (pure, commutative, equivalent regions, reads without writes between) and
 * what does not (unknown effects, non-dominating ops, isolated regions, terminators). */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Diagnostic } from '../../src/ir/diagnostics.js';
import { PassRegistry, parsePassPipeline, runPipeline } from '../../src/passes/index.js';
import { registerTransformsPasses } from '../../src/transforms/index.js';
import { isEquivalent } from '../../src/transforms/op-equivalence.js';
import { parseIn, print, tstContext } from './pass-helpers.js';

const registry = new PassRegistry();
registerTransformsPasses(registry);

function cse(text: string, pipeline = 'builtin.module(cse)'): string {
  const ctx = tstContext();
  const module = parseIn(ctx, text);
  const diags: Diagnostic[] = [];
  const ok = runPipeline(parsePassPipeline(pipeline, registry), module, { context: ctx, emit: (d) => diags.push(d) });
  assert.ok(ok, diags.map((d) => d.message).join('\n'));
  return print(module);
}

const lines = (out: string) => out.trimEnd().split('\n').map((l) => l.trim());

test('pure duplicates merge, commutative operands in any order; unused pure ops go', () => {
  const out = cse(`func.func @f(%x: i32, %y: i32) -> (i32, i32, i32) {
    %a = "tst.add"(%x, %y) : (i32, i32) -> i32
    %b = "tst.add"(%y, %x) : (i32, i32) -> i32
    %c = "tst.neg"(%a) : (i32) -> i32
    %d = "tst.neg"(%b) : (i32) -> i32
    %dead = "tst.neg"(%x) : (i32) -> i32
    return %a, %c, %d : i32, i32, i32
  }`);
  assert.deepEqual(lines(out).slice(2, 5), [
    '%0 = "tst.add"(%arg0, %arg1) : (i32, i32) -> i32',
    '%1 = "tst.neg"(%0) : (i32) -> i32',
    'return %0, %1, %1 : i32, i32, i32',
  ]);
});

test('attributes and result types must match; unknown effects never merge', () => {
  const out = cse(`func.func @f(%x: i32) -> (i32, i32, i64, i32, i32) {
    %a = "tst.neg"(%x) {k = 1} : (i32) -> i32
    %b = "tst.neg"(%x) {k = 2} : (i32) -> i32
    %c = "tst.neg"(%x) {k = 1} : (i32) -> i64
    %u = "xt.u"(%x) : (i32) -> i32
    %v = "xt.u"(%x) : (i32) -> i32
    return %a, %b, %c, %u, %v : i32, i32, i64, i32, i32
  }`);
  assert.equal(lines(out).filter((l) => l.includes(' = ')).length, 5);
});

test('scopes follow dominance: inner duplicates of outer ops merge, not the reverse nor siblings', () => {
  const out = cse(`func.func @f(%x: i32) -> (i32, i32, i32) {
    %a = "tst.neg"(%x) : (i32) -> i32
    %r = "tst.region"() ({
      %b = "tst.neg"(%x) : (i32) -> i32
      %i = "tst.add"(%b, %b) : (i32, i32) -> i32
      "tst.yield"(%i) : (i32) -> ()
    }) : () -> i32
    %s = "tst.region"() ({
      %j = "tst.add"(%a, %a) : (i32, i32) -> i32
      %k = "tst.neg"(%j) : (i32) -> i32
      "tst.yield"(%k) : (i32) -> ()
    }) : () -> i32
    %t = "tst.add"(%a, %a) : (i32, i32) -> i32
    return %r, %s, %t : i32, i32, i32
  }`);
  // %b merged into %a, so both regions start with add(%a, %a) but only the first is a prefix of
  // nothing outside; the outer add after them is not dominated by them and stays.
  assert.match(out, /"tst\.region"\(\) \(\{\n\s+%\d+ = "tst\.add"\(%0, %0\)/);
  assert.equal((out.match(/"tst\.add"\(%0, %0\)/g) ?? []).length, 3);
  assert.ok(!/"tst\.neg"\(%arg0\)[\s\S]*"tst\.neg"\(%arg0\)/.test(out));
});

test('ops with equivalent regions merge', () => {
  const out = cse(`func.func @f(%x: i32) -> (i32, i32) {
    %r = "tst.region"(%x) ({
    ^bb0(%a: i32):
      %n = "tst.neg"(%a) : (i32) -> i32
      "tst.yield"(%n) : (i32) -> ()
    }) : (i32) -> i32
    %s = "tst.region"(%x) ({
    ^bb0(%b: i32):
      %m = "tst.neg"(%b) : (i32) -> i32
      "tst.yield"(%m) : (i32) -> ()
    }) : (i32) -> i32
    return %r, %s : i32, i32
  }`);
  assert.equal((out.match(/tst\.region/g) ?? []).length, 1);
  assert.match(out, /return %0, %0/);
});

test('reads merge unless something may write between them', () => {
  const out = cse(`func.func @f(%p: i32) -> (i32, i32, i32, i32) {
    %a = "tst.load"(%p) : (i32) -> i32
    %b = "tst.load"(%p) : (i32) -> i32
    "tst.store"(%a, %p) : (i32, i32) -> ()
    %c = "tst.load"(%p) : (i32) -> i32
    "xt.opaque"() : () -> ()
    %d = "tst.load"(%p) : (i32) -> i32
    return %a, %b, %c, %d : i32, i32, i32, i32
  }`);
  assert.equal((out.match(/tst\.load/g) ?? []).length, 3);
  assert.match(out, /return %0, %0, %1, %2/);
});

test('isolated and unregistered ops start an empty scope', () => {
  const out = cse(`func.func @f(%x: i32) -> i32 {
    %a = "tst.neg"(%x) : (i32) -> i32
    "xt.wrap"() ({
      %b = "tst.neg"(%x) : (i32) -> i32
      "xt.use"(%b) : (i32) -> ()
    }) : () -> ()
    return %a : i32
  }`);
  assert.equal((out.match(/tst\.neg/g) ?? []).length, 2);
});

test('multi-block regions: a block sees what its dominators computed', () => {
  const out = cse(`func.func @f(%x: i32) -> i32 {
    %a = "tst.neg"(%x) : (i32) -> i32
    "xt.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    %b = "tst.neg"(%x) : (i32) -> i32
    %c = "tst.add"(%b, %b) : (i32, i32) -> i32
    "xt.keep"(%c) : (i32) -> ()
    "tst.br"()[^bb3] : () -> ()
  ^bb2:
    %d = "tst.add"(%a, %a) : (i32, i32) -> i32
    "xt.keep"(%d) : (i32) -> ()
    "tst.br"()[^bb3] : () -> ()
  ^bb3:
    %e = "tst.add"(%a, %a) : (i32, i32) -> i32
    return %e : i32
  }`);
  assert.equal((out.match(/tst\.neg/g) ?? []).length, 1);
  assert.equal((out.match(/"tst\.add"/g) ?? []).length, 3);
});

test('equivalence ignores locations and compares regions structurally', () => {
  const ctx = tstContext();
  const m = parseIn(ctx, `func.func @f(%x: i32) {
    %a = "tst.neg"(%x) : (i32) -> i32 loc("a.mlir":1:1)
    %b = "tst.neg"(%x) : (i32) -> i32 loc("b.mlir":2:2)
    %c = "tst.neg"(%a) : (i32) -> i32
    return
  }`);
  const ops = m.regions[0]!.front.first!.regions[0]!.front.ops;
  assert.ok(isEquivalent(ops[0]!, ops[1]!));
  assert.ok(!isEquivalent(ops[0]!, ops[2]!));
});
