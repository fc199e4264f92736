/** The greedy driver: folding, constant hoisting, dead ops, patterns by benefit, iterations,
 * traversal order and region simplification, on the `tst` dialect and unregistered ops. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { UnitAttr } from '../../src/ir/attributes.js';
import { applyPatternsGreedily, type GreedyRewriteConfig } from '../../src/rewrite/greedy.js';
import type { RewritePattern } from '../../src/rewrite/pattern.js';
import { PatternRewriter } from '../../src/rewrite/rewriter.js';
import { verify } from '../../src/ir/verifier.js';
import { parseIn, print, tstContext } from './pass-helpers.js';

/** Runs the driver on the (only) function of `text`; returns the function printed. */
function rewrite(text: string, patterns: RewritePattern[] = [], config: GreedyRewriteConfig = {}) {
  const ctx = tstContext();
  const module = parseIn(ctx, text);
  const fn = module.regions[0]!.front.first!;
  const result = applyPatternsGreedily(fn, patterns, ctx, config);
  assert.equal(verify(module), undefined);
  return { out: print(fn), result };
}

const body = (out: string) => out.trimEnd().split('\n').slice(1, -1).map((l) => l.trim());

test('folding replaces ops by materialized constants, hoisted and deduplicated at the entry', () => {
  const { out, result } = rewrite(`func.func @f(%x: i32) -> (i32, i32, i32) {
    %0 = "xt.use"(%x) : (i32) -> i32
    %c1 = "tst.const"() {value = 1 : i32} : () -> i32
    %c2 = "tst.const"() {value = 2 : i32} : () -> i32
    %s = "tst.add"(%c1, %c2) : (i32, i32) -> i32
    %c3 = "tst.const"() {value = 3 : i32} : () -> i32
    %t = "tst.add"(%x, %c3) : (i32, i32) -> i32
    %u = "tst.add"(%c1, %x) : (i32, i32) -> i32
    return %s, %t, %u : i32, i32, i32
  }`);
  assert.ok(result.changed && result.converged);
  assert.deepEqual(body(out), [
    '%0 = "tst.const"() <{value = 3 : i32}> : () -> i32',
    '%1 = "tst.const"() <{value = 1 : i32}> : () -> i32',
    '%2 = "xt.use"(%arg0) : (i32) -> i32',
    '%3 = "tst.add"(%arg0, %0) : (i32, i32) -> i32',
    '%4 = "tst.add"(%arg0, %1) : (i32, i32) -> i32',
    'return %0, %3, %4 : i32, i32, i32',
  ]);
});

test('ops that fold to an operand are replaced by it; involutions cancel', () => {
  const { out } = rewrite(`func.func @f(%x: i32) -> (i32, i32) {
    %c0 = "tst.const"() {value = 0 : i32} : () -> i32
    %a = "tst.add"(%x, %c0) : (i32, i32) -> i32
    %n = "tst.neg"(%a) : (i32) -> i32
    %m = "tst.neg"(%n) : (i32) -> i32
    return %a, %m : i32, i32
  }`);
  assert.deepEqual(body(out), ['return %arg0, %arg0 : i32, i32']);
});

test('constants in nested regions hoist to the isolated parent; unregistered parents keep theirs', () => {
  const { out } = rewrite(`func.func @f(%x: i32) -> i32 {
    %r = "tst.region"() ({
      %c7 = "tst.const"() {value = 7 : i32} : () -> i32
      %s = "tst.add"(%x, %c7) : (i32, i32) -> i32
      "tst.yield"(%s) : (i32) -> ()
    }) : () -> i32
    %q = "xt.region"() ({
      %c8 = "tst.const"() {value = 8 : i32} : () -> i32
      "xt.yield"(%c8) : (i32) -> ()
    }) : () -> i32
    %t = "tst.add"(%r, %q) : (i32, i32) -> i32
    return %t : i32
  }`);
  assert.deepEqual(body(out).slice(0, 2), ['%0 = "tst.const"() <{value = 7 : i32}> : () -> i32', '%1 = "tst.region"() ({']);
  assert.ok(body(out).includes('%4 = "tst.const"() <{value = 8 : i32}> : () -> i32'), out);
});

test('dead ops go: pure and read-only ones, and pure regions; unknown and writing ones stay', () => {
  const { out } = rewrite(`func.func @f(%x: i32) {
    %a = "tst.add"(%x, %x) : (i32, i32) -> i32
    %l = "tst.load"(%x) : (i32) -> i32
    %r = "tst.region"() ({
      %b = "tst.neg"(%x) : (i32) -> i32
      "tst.yield"(%b) : (i32) -> ()
    }) : () -> i32
    %u = "xt.unknown"(%x) : (i32) -> i32
    "tst.store"(%x, %x) : (i32, i32) -> ()
    return
  }`);
  assert.deepEqual(body(out), ['%0 = "xt.unknown"(%arg0) : (i32) -> i32', '"tst.store"(%arg0, %arg0) : (i32, i32) -> ()', 'return']);
});

test('patterns apply by benefit, repeat to a fixpoint, and new ops are revisited', () => {
  const ctx = tstContext();
  const order: string[] = [];
  const fooToBar: RewritePattern = {
    name: 'foo-to-bar', root: 'xt.foo', benefit: 1,
    matchAndRewrite(op, rw) {
      order.push('low');
      const bar = rw.create(ctx.opInfo('xt.bar')!, { operands: op.operands, resultTypes: op.resultTypes });
      rw.replaceOp(op, bar.results);
      return true;
    },
  };
  const declines: RewritePattern = {
    name: 'never', root: 'xt.foo', benefit: 5,
    matchAndRewrite(op, rw) { order.push('high'); return rw.notifyMatchFailure(op, 'never applies'); },
  };
  // An any-op pattern: it sees the new xt.bar (created, so queued) and marks it once.
  const markBar: RewritePattern = {
    name: 'mark-bar', root: undefined,
    matchAndRewrite(op, rw) {
      if (op.name !== 'xt.bar' || op.hasAttr('done')) return false;
      rw.modifyOpInPlace(op, () => op.setAttr('done', UnitAttr.instance));
      return true;
    },
  };
  const module = parseIn(ctx, `func.func @f(%x: i32) -> i32 {
    %0 = "xt.foo"(%x) : (i32) -> i32
    return %0 : i32
  }`);
  const fn = module.regions[0]!.front.first!;
  const result = applyPatternsGreedily(fn, [fooToBar, declines, markBar], ctx);
  assert.ok(result.converged);
  assert.deepEqual(order, ['high', 'low']);
  assert.deepEqual(body(print(fn)), ['%0 = "xt.bar"(%arg0) {done} : (i32) -> i32', 'return %0 : i32']);
});

test('a cycle of patterns stops at max-iterations and reports non-convergence', () => {
  const flip: RewritePattern = {
    name: 'flip', root: 'xt.flip',
    matchAndRewrite(op, rw) {
      rw.modifyOpInPlace(op, () => op.setOperands([...op.operands].reverse()));
      return true;
    },
  };
  const { result } = rewrite(`func.func @f(%x: i32, %y: i32) -> i32 {
    %0 = "xt.flip"(%x, %y) : (i32, i32) -> i32
    return %0 : i32
  }`, [flip], { maxIterations: 3, maxNumRewrites: 4 });
  assert.equal(result.converged, false);
  assert.equal(result.changed, true);
});

test('top-down visits ops in program order, bottom-up in post-order', () => {
  const text = `func.func @f(%x: i32) {
    "xt.a"() ({ "xt.inner"() : () -> () }) : () -> ()
    "xt.b"() : () -> ()
    return
  }`;
  const visits = (topDown: boolean) => {
    const seen: string[] = [];
    const spy: RewritePattern = { name: 'spy', root: undefined, matchAndRewrite(op) { seen.push(op.name); return false; } };
    rewrite(text, [spy], { topDown });
    return seen;
  };
  assert.deepEqual(visits(true), ['xt.a', 'xt.inner', 'xt.b', 'func.return']);
  assert.deepEqual(visits(false), ['func.return', 'xt.b', 'xt.a', 'xt.inner']);
});

test('region simplification erases unreachable blocks and dead block arguments', () => {
  const { out } = rewrite(`func.func @f(%x: i32) -> i32 {
    "tst.br"(%x, %x)[^bb1] : (i32, i32) -> ()
  ^bb1(%a: i32, %unused: i32):
    "tst.br"(%a)[^bb3] : (i32) -> ()
  ^bb2:
    %d = "xt.dead"() : () -> i32
    "tst.br"(%d)[^bb3] : (i32) -> ()
  ^bb3(%r: i32):
    return %r : i32
  }`);
  assert.equal(out, `func.func @f(%arg0: i32) -> i32 {
  "tst.br"(%arg0)[^bb1] : (i32) -> ()
^bb1(%0: i32):  // pred: ^bb0
  "tst.br"(%0)[^bb2] : (i32) -> ()
^bb2(%1: i32):  // pred: ^bb1
  return %1 : i32
}
`);
  // Aggressive: arguments every predecessor passes the same value for are forwarded.
  const aggressive = rewrite(`func.func @f(%x: i32) -> i32 {
    "tst.br"(%x)[^bb1] : (i32) -> ()
  ^bb1(%a: i32):
    return %a : i32
  }`, [], { regionSimplify: 'aggressive' });
  assert.match(aggressive.out, /\^bb1:  \/\/ pred: \^bb0\n {2}return %arg0 : i32/);
  // Disabled: dead arguments stay; unreachable blocks still go (before patterns see them).
  const off = rewrite(`func.func @f(%x: i32) -> i32 {
    "tst.br"(%x)[^bb1] : (i32) -> ()
  ^bb1(%a: i32):
    return %x : i32
  ^bb2:
    return %x : i32
  }`, [], { regionSimplify: 'disabled' });
  assert.match(off.out, /\^bb1\(%0: i32\)/);
  assert.doesNotMatch(off.out, /\^bb2/);
});

test('aggressive simplification merges identical blocks, passing what differs as arguments', () => {
  const text = `func.func @f(%x: i32, %y: i32) -> i32 {
    "xt.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:
    "tst.br"()[^bb3] : () -> ()
  ^bb2:
    "tst.br"()[^bb4] : () -> ()
  ^bb3:
    %a = "tst.neg"(%x) : (i32) -> i32
    "xt.sink"(%a) : (i32) -> ()
    "tst.br"(%a)[^bb5] : (i32) -> ()
  ^bb4:
    %b = "tst.neg"(%y) : (i32) -> i32
    "xt.sink"(%b) : (i32) -> ()
    "tst.br"(%b)[^bb5] : (i32) -> ()
  ^bb5(%r: i32):
    return %r : i32
  }`;
  const merged = rewrite(text, [], { regionSimplify: 'aggressive' }).out;
  assert.match(merged, /"tst\.br"\(%arg0\)\[\^bb3\][\s\S]*"tst\.br"\(%arg1\)\[\^bb3\]/);
  assert.equal((merged.match(/tst\.neg/g) ?? []).length, 1);
  assert.equal((rewrite(text).out.match(/tst\.neg/g) ?? []).length, 2, 'normal level does not merge');
});

test('unregistered branches keep their successors\' arguments', () => {
  const { out } = rewrite(`func.func @f(%x: i32) -> i32 {
    "xt.br"(%x)[^bb1] : (i32) -> ()
  ^bb1(%a: i32):
    return %x : i32
  }`);
  assert.match(out, /"xt\.br"\(%arg0\)\[\^bb1\] : \(i32\) -> \(\)\n\^bb1\(%0: i32\)/);
});

test('the rewriter reports nested erasures users first, and moved ops as inserted', () => {
  const ctx = tstContext();
  const module = parseIn(ctx, `func.func @f(%x: i32) {
    "tst.region"() ({
      %a = "tst.neg"(%x) : (i32) -> i32
      %b = "tst.neg"(%a) : (i32) -> i32
      "tst.yield"(%b) : (i32) -> ()
    }) : () -> i32
    return
  }`);
  const events: string[] = [];
  const rw = new PatternRewriter({
    notifyOperationErased: (op) => events.push(`erase ${op.name} uses=${op.results.map((r) => r.numUses).join(',')}`),
    notifyOperationInserted: (op) => events.push(`insert ${op.name}`),
    notifyBlockErased: () => events.push('block'),
  });
  const fn = module.regions[0]!.front.first!;
  const region = fn.regions[0]!.front.first!;
  const neg = region.regions[0]!.front.first!;
  rw.moveOpBefore(neg, region);
  rw.eraseOp(region);
  assert.deepEqual(events, ['insert tst.neg', 'erase tst.yield uses=', 'erase tst.neg uses=0', 'block', 'erase tst.region uses=0']);
  assert.ok(neg.parentBlock === fn.regions[0]!.front);
});

