/**
 * comco-lower-func + comco-to-linalg give bit-identical results to the interpreter's comco ops
 * (rtol 0) on fresh random inputs, for every compute op, float type (f16, bf16, f32, f64) and
 * integer type, broadcasting pattern, softmax axis and dropout seed/ratio (seeds past 2^32 and
 * negative ones exercise both key words).
 */
import { test } from 'node:test';
import { checkEquivalence } from '../support/equivalence.js';

const STEPS = [{ argument: 'comco-lower-func', options: '' }, { argument: 'comco-to-linalg', options: '' }];

function check(name: string, args: readonly string[], result: string, body: string): void {
  const params = args.map((t, i) => `%a${i}: ${t}`).join(', ');
  const source = `module {\n  comco.func @f(${params}) -> ${result} {\n${body}\n  }\n}\n`;
  checkEquivalence({ name, source, fn: 'f', steps: STEPS, rtol: 0 });
}

const t = (shape: string, et: string): string => `tensor<${shape}x${et}>`;

for (const et of ['f16', 'bf16', 'f32', 'f64']) {
  test(`${et}: matmul, relu, update`, () => {
    check('mm', [t('5x7', et), t('7x3', et)], t('5x3', et),
      `%m = comco.matmul %a0, %a1 : ${t('5x7', et)}, ${t('7x3', et)} -> ${t('5x3', et)}\n`
      + `%r = comco.relu %m : ${t('5x3', et)}\n%u = comco.update %r, %m lr = 3.000000e-01 : ${t('5x3', et)}\n`
      + `comco.return %u : ${t('5x3', et)}`);
  });
  for (const axis of [0, 1, 2, -1]) {
    test(`${et}: softmax axis ${axis}`, () => {
      check('softmax', [t('3x5x4', et)], t('3x5x4', et),
        `%y = comco.softmax %a0 axis = ${axis} : ${t('3x5x4', et)}\ncomco.return %y : ${t('3x5x4', et)}`);
    });
  }
  for (const [ratio, seed] of [[0, 0], [0.1, 42], [0.5, 2 ** 40 + 5], [0.9, -1]] as const) {
    test(`${et}: dropout ratio ${ratio} seed ${seed}`, () => {
      check('dropout', [t('3x33x5', et)], t('3x33x5', et),
        `%y = comco.dropout %a0 ratio = ${ratio.toFixed(2)} seed = ${seed} : ${t('3x33x5', et)}\ncomco.return %y : ${t('3x33x5', et)}`);
    });
  }
  test(`${et}: add/mul broadcasting, elementwise`, () => {
    const o = t('4x3x5', et);
    check('broadcast', [o, t('5', et), t('4x1x5', et), t('3x1', et)], o,
      `%x = comco.add %a0, %a1 : ${o}, ${t('5', et)} -> ${o}\n`
      + `%y = comco.mul %x, %a2 : ${o}, ${t('4x1x5', et)} -> ${o}\n`
      + `%z = comco.add %a3, %y : ${t('3x1', et)}, ${o} -> ${o}\n`
      + `%e = comco.elementwise %z, %a3 : ${o}, ${t('3x1', et)} -> ${o} {\n`
      + `^bb0(%p: ${et}, %q: ${et}):\n  %s = arith.subf %p, %q : ${et}\n  %v = math.exp %s : ${et}\n  comco.yield %v : ${et}\n}\n`
      + `comco.return %e : ${o}`);
  });
}

for (const et of ['i8', 'i32', 'i64']) {
  test(`${et}: matmul, relu, add/mul broadcasting`, () => {
    check('int', [t('4x6', et), t('6x5', et), t('5', et)], t('4x5', et),
      `%m = comco.matmul %a0, %a1 : ${t('4x6', et)}, ${t('6x5', et)} -> ${t('4x5', et)}\n`
      + `%s = comco.add %m, %a2 : ${t('4x5', et)}, ${t('5', et)} -> ${t('4x5', et)}\n`
      + `%p = comco.mul %s, %a2 : ${t('4x5', et)}, ${t('5', et)} -> ${t('4x5', et)}\n`
      + `%r = comco.relu %p : ${t('4x5', et)}\ncomco.return %r : ${t('4x5', et)}`);
  });
}
