/**
 * SSA names that end in a number are looked up by prefix and number (src/parser/scopes.ts): names
 * that differ only in leading zeros, prefixes that end where digits begin, and long numbers stay
 * distinct names, as upstream's string map keeps them.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { createContext } from '../../src/dialects/index.js';
import { DiagnosticError } from '../../src/ir/diagnostics.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';

const ctx = createContext();
const roundTrip = (text: string): string => printOp(parseSource(text, ctx, { fileName: 't.mlir' }), { generic: true });

test('names differing in leading zeros or prefix digits are different values', () => {
  const names = ['%v1', '%v01', '%v10', '%1', '%01', '%001', '%a1_2', '%a1_02', '%x1234567890', '%x123456789', '%a', '%a0'];
  const body = names.map((n, i) => `  ${n} = arith.constant ${i + 1} : i32`).join('\n');
  // Each name is returned in order: the printed constants must come back in the same order.
  const text = `func.func @f() -> (${names.map(() => 'i32').join(', ')}) {\n${body}\n  return ${names.join(', ')} : ${names.map(() => 'i32').join(', ')}\n}\n`;
  const out = roundTrip(text);
  const ret = /"func.return"\(([^)]*)\)/.exec(out)![1]!.split(', ');
  assert.deepEqual(ret, names.map((_, i) => `%${i}`));
  for (let i = 0; i < names.length; i++) assert.match(out, new RegExp(`%${i} = "arith.constant"\\(\\) <\\{value = ${i + 1} : i32\\}>`));
});

test('a name defined twice is an error even when it ends in a number; names are forgotten per function', () => {
  assert.throws(() => roundTrip('func.func @f() {\n  %v7 = arith.constant 1 : i32\n  %v7 = arith.constant 2 : i32\n  return\n}\n'),
    (e: unknown) => e instanceof DiagnosticError && e.message === "redefinition of SSA value '%v7'" && String(e.diagnostic.loc) === 'loc("t.mlir":3:3)');
  // The same names in two functions (each isolated) are fine, and forward references resolve.
  const out = roundTrip('func.func @f() -> i32 {\n  %v7 = arith.constant 1 : i32\n  return %v7 : i32\n}\nfunc.func @g() -> i32 {\n  cf.br ^bb1\n^bb1:\n  return %v7 : i32\n^bb2:\n  %v7 = arith.constant 2 : i32\n  cf.br ^bb1\n}\n');
  assert.match(out, /value = 2 : i32/);
});
