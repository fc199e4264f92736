/**
 * The scf and cf dialects through their API: loops built with the typed builders and printed
 * as mlir-opt-22 prints them, the region-branch and loop-like verifiers, and the canonicalization
 * patterns run by the greedy driver.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { Builder } from '../../src/ir/builder.js';
import type { Operation } from '../../src/ir/operation.js';
import { f32, index } from '../../src/ir/types.js';
import { verify } from '../../src/ir/verifier.js';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { applyPatternsGreedily } from '../../src/rewrite/greedy.js';
import { AddFOp } from '../../src/dialects/arith/index.js';
import { ForOp, IfOp, YieldOp } from '../../src/dialects/scf/index.js';
import { scfPatterns } from '../../src/dialects/scf/canonicalize.js';
import { cfPatterns } from '../../src/dialects/cf/canonicalize.js';

function parse(text: string): { module: Operation; fn: Operation } {
  const module = parseSource(text, createContext({ allowUnregistered: true }));
  return { module, fn: module.regions[0]!.front.first! };
}

const body = (op: Operation) => printOp(op).trimEnd().split('\n').slice(1, -1).map((l) => l.trim());

test('scf.for built with iter_args prints as upstream', () => {
  const { module, fn } = parse('func.func @f(%lb: index, %ub: index, %s: index, %x: f32) -> f32 { return %x : f32 }');
  const entry = fn.regions[0]!.front;
  const [lb, ub, s, x] = entry.args;
  const b = Builder.before(entry.last!);
  const loop = ForOp.build(b, { lowerBound: lb!, upperBound: ub!, step: s!, initArgs: [x!], resultTypes: [f32] });
  const inner = b.createBlock(loop.region, [index, f32]);
  const sum = AddFOp.build(b, { lhs: inner.getArgument(1), rhs: inner.getArgument(1) });
  YieldOp.build(b, { values: [sum.result] });
  entry.last!.setOperand(0, loop.outs[0]!);
  assert.equal(verify(module), undefined);
  assert.deepEqual(body(fn), [
    '%0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {',
    '%1 = arith.addf %arg5, %arg5 : f32',
    'scf.yield %1 : f32',
    '}',
    'return %0 : f32',
  ]);
});

test('loop-carried types are checked along control flow edges, as upstream', () => {
  const { module } = parse(`func.func @f(%lb: index, %x: f32) {
    %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
      scf.yield %i : index
    }
    return
  }`);
  assert.equal(verify(module)?.message, "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'");
  const w = parse(`func.func @f(%c: i1, %x: f32) {
    %r = scf.while (%a = %x) : (f32) -> f32 {
      scf.condition(%c) %a : f32
    } do {
    ^bb0(%y: index):
      scf.yield %x : f32
    }
    return
  }`);
  assert.equal(verify(w.module)?.message,
    "'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'index'");
});

test('scf.if without else may not yield values', () => {
  const { module, fn } = parse('func.func @f(%c: i1) { return }');
  const entry = fn.regions[0]!.front;
  const b = Builder.before(entry.last!);
  const op = IfOp.build(b, { condition: entry.getArgument(0), resultTypes: [f32] });
  b.createBlock(op.thenRegion);
  assert.match(verify(module)?.message ?? '', /must have an else block if defining values|expects regions to end with 'scf.yield'/);
});

test('canonicalization inlines static ifs and drops forwarded iter_args', () => {
  const ctx = createContext({ allowUnregistered: true });
  const module = parseSource(`func.func @f(%lb: index, %ub: index, %s: index, %a: f32, %b: f32) -> (f32, f32) {
    %true = arith.constant true
    %0 = scf.if %true -> (f32) {
      scf.yield %a : f32
    } else {
      scf.yield %b : f32
    }
    %1:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (f32, f32) {
      %z = arith.addf %y, %y : f32
      scf.yield %x, %z : f32, f32
    }
    %2 = arith.addf %0, %1#0 : f32
    return %2, %1#1 : f32, f32
  }`, ctx);
  const fn = module.regions[0]!.front.first!;
  const r = applyPatternsGreedily(fn, scfPatterns, ctx);
  assert.ok(r.changed);
  assert.equal(verify(module), undefined);
  assert.deepEqual(body(fn), [
    '%0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (f32) {',
    '%2 = arith.addf %arg6, %arg6 : f32',
    'scf.yield %2 : f32',
    '}',
    '%1 = arith.addf %arg3, %arg3 : f32',
    'return %1, %0 : f32, f32',
  ]);
});

test('cf canonicalization folds constant branches and merges single-predecessor blocks', () => {
  const ctx = createContext();
  const module = parseSource(`func.func @f(%a: i32, %b: i32) -> i32 {
    %t = arith.constant true
    cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
  ^bb1(%x: i32):
    %y = arith.addi %x, %x : i32
    return %y : i32
  ^bb2(%z: i32):
    return %z : i32
  }`, ctx);
  const fn = module.regions[0]!.front.first!;
  applyPatternsGreedily(fn, cfPatterns, ctx);
  assert.equal(verify(module), undefined);
  assert.deepEqual(body(fn), ['%0 = arith.addi %arg0, %arg0 : i32', 'return %0 : i32']);
});
