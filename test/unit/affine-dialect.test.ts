/**
 * The affine dialect's map helpers through their API: canonicalizeMapAndOperands (dims promoted
 * to symbols, unused and duplicated operands dropped, constant symbols folded in),
 * composeAffineMapAndOperands with affine.apply producers, symbol/dim validity, the flattening
 * simplifier, and the typed builders. Expected maps are the ones mlir-opt-22 prints for the same
 * input (see test/filecheck/affine/canonicalize.mlir for the ops end to end).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { AffineMapAttr } from '../../src/ir/attributes.js';
import {
  AffineMap, IntegerSet, getAffineDimExpr, getAffineSymbolExpr, parseAffineMap, parseIntegerSet, printAffineMap,
  printIntegerSet, simplifyAffineExpr, simplifyAffineMap,
} from '../../src/ir/affine/index.js';
import { Builder } from '../../src/ir/builder.js';
import type { Operation } from '../../src/ir/operation.js';
import { index } from '../../src/ir/types.js';
import type { Value } from '../../src/ir/value.js';
import { verify } from '../../src/ir/verifier.js';
import { createContext } from '../../src/dialects/index.js';
import {
  ApplyOp, canonicalizeMapAndOperands, canonicalizeSetAndOperands, composeAffineMapAndOperands,
  fullyComposeAffineMapAndOperands, isValidDim, isValidSymbol,
} from '../../src/dialects/affine/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';

function parse(text: string): { module: Operation; fn: Operation } {
  const module = parseSource(text, createContext({ allowUnregistered: true }));
  return { module, fn: module.regions[0]!.front.first! };
}

/** Every op nested in `op`, in order. */
function opsIn(op: Operation): Operation[] {
  const out: Operation[] = [];
  op.walk((o) => { out.push(o); });
  return out;
}

const map = (text: string): AffineMap => {
  const m = parseAffineMap(text);
  if (!(m instanceof AffineMap)) throw new Error(m.message);
  return m;
};
const set = (text: string): IntegerSet => {
  const s = parseIntegerSet(text);
  if (!(s instanceof IntegerSet)) throw new Error(s.message);
  return s;
};

test('canonicalizeMapAndOperands promotes symbol-valued dims, drops unused and duplicate operands', () => {
  const { fn } = parse(`func.func @f(%i: index, %j: index, %n: index) {
    affine.for %k = 0 to 8 {
      "test.use"(%k) : (index) -> ()
    }
    return
  }`);
  const [i, j, n] = fn.regions[0]!.front.args as Value[];
  const operands = [i!, j!, i!, n!, n!];
  const m = canonicalizeMapAndOperands(map('(d0, d1, d2)[s0, s1] -> (d0 + d2 * 2 + s1)'), operands);
  // Function arguments are valid symbols, so every dim became a symbol; d1 and s0 were unused,
  // and the duplicated %i collapsed into one symbol.
  assert.equal(printAffineMap(m), '()[s0, s1] -> (s1 * 3 + s0)');
  assert.deepEqual(operands, [n, i]);
});

test('canonicalizeMapAndOperands keeps loop IVs as dims and folds constant symbols', () => {
  const { fn } = parse(`func.func @f(%n: index) {
    %c4 = arith.constant 4 : index
    affine.for %k = 0 to 8 {
      "test.use"(%k, %c4) : (index, index) -> ()
    }
    return
  }`);
  const use = opsIn(fn).find((o) => o.name === 'test.use')!;
  const [iv, c4] = use.operands;
  const operands = [iv!, c4!, c4!];
  const m = canonicalizeMapAndOperands(map('(d0, d1)[s0] -> (d0 * s0 + d1)'), operands);
  assert.equal(printAffineMap(m), '(d0) -> (d0 * 4 + 4)');
  assert.deepEqual(operands, [iv]);
});

test('canonicalizeSetAndOperands treats constraints like map results', () => {
  const { fn } = parse('func.func @f(%a: index, %b: index) { return }');
  const [a, b] = fn.regions[0]!.front.args as Value[];
  const operands = [a!, b!, b!];
  const s = canonicalizeSetAndOperands(set('(d0, d1)[s0] : (d0 - s0 >= 0, d0 == 0)'), operands);
  // Both dims are symbols (promoted after the existing s0); the unused d1 goes.
  assert.equal(printIntegerSet(s), '()[s0, s1] : (s1 - s0 >= 0, s1 == 0)');
  assert.deepEqual(operands, [b, a]);
});

test('composeAffineMapAndOperands pulls affine.apply producers into the map', () => {
  const { fn } = parse(`func.func @f(%i: index, %j: index, %n: index) -> index {
    %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%i, %j)
    %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 - s0)>(%0)[%n]
    return %1 : index
  }`);
  const [i, j, n] = fn.regions[0]!.front.args as Value[];
  const apply1 = opsIn(fn).filter((o) => o.name === 'affine.apply')[1]!;
  const operands = [apply1.results[0]!, j!];
  const composed = fullyComposeAffineMapAndOperands(map('(d0, d1) -> (d0 - d1 * 8)'), operands);
  // Canonicalization runs before simplification, so %j, whose terms cancel, is still an operand.
  assert.equal(printAffineMap(composed), '()[s0, s1, s2] -> (-s0 + s1 * 4)');
  assert.deepEqual(operands, [n, i, j]);
  assert.equal(printAffineMap(canonicalizeMapAndOperands(composed, operands)), '()[s0, s1] -> (-s0 + s1 * 4)');
  assert.deepEqual(operands, [n, i]);
  // One round composes every producer of the original operands.
  const once = [apply1.results[0]!];
  assert.equal(printAffineMap(composeAffineMapAndOperands(map('(d0) -> (d0 + 1)'), once)), '()[s0, s1, s2] -> (-s0 + s1 * 4 + s2 * 8 + 1)');
  assert.deepEqual(once, [n, i, j]);
});

test('isValidDim and isValidSymbol follow the enclosing affine scope', () => {
  const { fn } = parse(`func.func @f(%n: index, %A: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    affine.for %i = 0 to 8 {
      %s = arith.addi %n, %n : index
      %d = arith.addi %i, %n : index
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %m = memref.dim %A, %c0 : memref<?xf32>
      "test.use"(%i, %s, %d, %a, %m) : (index, index, index, index, index) -> ()
    }
    return
  }`);
  const use = opsIn(fn).find((o) => o.name === 'test.use')!;
  const [iv, s, d, a, m] = use.operands as Value[];
  const n = fn.regions[0]!.front.args[0]!;
  assert.ok(isValidSymbol(n) && isValidDim(n));
  assert.ok(!isValidSymbol(iv!) && isValidDim(iv!));
  assert.ok(isValidSymbol(s!), 'a pure op of symbols is a symbol');
  assert.ok(!isValidSymbol(d!) && !isValidDim(d!), 'arith of an IV is neither');
  assert.ok(!isValidSymbol(a!) && isValidDim(a!), 'affine.apply of dims is a dim');
  assert.ok(isValidSymbol(m!), 'memref.dim of a top-level memref is a symbol');
});

test('simplifyAffineExpr flattens sums and rebuilds floordiv/mod as upstream', () => {
  const m = map('(d0, d1)[s0] -> (d0 * 2 + d1 - 3 * d0 + 1, (d0 * 4 + 3) floordiv 2, d0 mod 2 + (d0 floordiv 2) * 2, (d0 * s0) floordiv s0)');
  assert.equal(printAffineMap(simplifyAffineMap(m)), '(d0, d1)[s0] -> (-d0 + d1 + 1, d0 * 2 + 1, d0, d0)');
  const e = getAffineDimExpr(0).add(getAffineSymbolExpr(0)).mod(4).add(getAffineDimExpr(1).mul(getAffineSymbolExpr(0)));
  assert.equal(simplifyAffineExpr(e, 2, 1).equals(e), true, 'a semi-affine sum already in order stays');
});

test('ApplyOp.build makes an op that verifies and prints its map over SSA values', () => {
  const { module, fn } = parse('func.func @f(%i: index, %n: index) -> index { return %i : index }');
  const entry = fn.regions[0]!.front;
  const [i, n] = entry.args;
  const b = Builder.before(entry.last!);
  const apply = ApplyOp.build(b, {
    map: AffineMapAttr.get(map('(d0)[s0] -> (d0 floordiv 4 + s0)')), mapOperands: [i!, n!], resultTypes: [index],
  });
  entry.last!.setOperand(0, apply.result);
  assert.equal(verify(module), undefined);
  assert.match(printOp(fn), /%0 = affine\.apply #map\(%arg0\)\[%arg1\]/);
});
