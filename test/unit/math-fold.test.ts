/**
 * math's folders: the scalar helpers on known values, and (where mlir-opt-22 is on PATH) random
 * constants folded by both tools. APFloat and integer folds must agree exactly; libm folds may
 * differ by one ulp (JS's Math is fdlibm, upstream calls glibc) and do not fold NaNs that the C
 * library gives a sign to, as src/dialects/math/libm.ts documents.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { erf, erfc } from '../../src/dialects/math/erf.js';
import { countLeadingZeros, countTrailingZeros, ipow, popCount } from '../../src/dialects/math/fold.js';
import { roundHalfAway, roundHalfEven } from '../../src/dialects/math/libm.js';
import { parseFloatLiteral, toBits } from '../../src/support/float.js';
import { onPath } from '../support/features.js';
import { runComco, runUpstream } from '../support/parity.js';
import { Rng } from '../support/prng.js';

test('erf and erfc follow FDLIBM', () => {
  assert.equal(erf(0), 0);
  assert.ok(Object.is(erf(-0), -0));
  assert.equal(erf(Infinity), 1);
  assert.equal(erf(-Infinity), -1);
  assert.equal(erfc(Infinity), 0);
  assert.equal(erfc(-Infinity), 2);
  assert.ok(Number.isNaN(erf(NaN)));
  // What glibc 2.36 (and mlir-opt-22 folding) gives.
  assert.equal(erf(0.5), 0.5204998778130465);
  assert.equal(erfc(0.5), 0.4795001221869535);
  assert.equal(erf(1), 0.8427007929497149);
  assert.equal(erfc(3), 2.2090496998585438e-5);
  assert.equal(erf(10), 1);
  assert.equal(erfc(-10), 2);
});

test('rounding helpers keep the sign of zero', () => {
  assert.ok(Object.is(roundHalfEven(-0.5), -0));
  assert.equal(roundHalfEven(2.5), 2);
  assert.equal(roundHalfEven(3.5), 4);
  assert.equal(roundHalfEven(-2.5), -2);
  assert.ok(Object.is(roundHalfAway(-0.4), -0));
  assert.equal(roundHalfAway(2.5), 3);
  assert.equal(roundHalfAway(-2.5), -3);
  assert.equal(roundHalfAway(0.49999999999999994), 0);
});

test('integer helpers as APInt', () => {
  assert.equal(countLeadingZeros(0n, 32), 32n);
  assert.equal(countLeadingZeros(-1n, 8), 0n);
  assert.equal(countLeadingZeros(1n, 64), 63n);
  assert.equal(countTrailingZeros(0n, 16), 16n);
  assert.equal(countTrailingZeros(-128n, 8), 7n);
  assert.equal(popCount(-1n, 64), 64n);
  assert.equal(ipow(3n, 3n, 32), 27n);
  assert.equal(ipow(-2n, -2n, 32), 0n);
  assert.equal(ipow(-1n, -3n, 32), -1n);
  assert.equal(ipow(0n, -1n, 32), undefined);
  assert.equal(ipow(7n, 7n, 8), BigInt.asIntN(8, 823543n));
});

const UNARY = ['absf', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'ceil', 'cos', 'cosh', 'erf', 'erfc', 'exp',
  'exp2', 'expm1', 'floor', 'log', 'log10', 'log1p', 'log2', 'round', 'roundeven', 'sin', 'sinh', 'sqrt', 'tan', 'tanh',
  'trunc'];
const BINARY = ['atan2', 'copysign', 'powf'];
const EXACT = new Set(['absf', 'ceil', 'floor', 'round', 'roundeven', 'trunc', 'copysign', 'sqrt']);

interface Case { readonly op: string; readonly type: 'f32' | 'f64'; readonly args: readonly string[] }

function randomCases(rng: Rng, n: number): Case[] {
  const value = (type: 'f32' | 'f64'): string => {
    const x = (rng.int(2) ? -1 : 1) * 10 ** (rng.int(8000) / 1000 - 4);
    return (type === 'f32' ? Math.fround(x) : x).toExponential(16);
  };
  const cases: Case[] = [];
  for (let i = 0; i < n; i++) {
    const type = i % 2 ? 'f64' : 'f32';
    const binary = rng.int(8) === 0;
    const op = binary ? rng.pick(BINARY) : rng.pick(UNARY);
    cases.push({ op, type, args: binary ? [value(type), value(type)] : [value(type)] });
  }
  return cases;
}

function moduleOf(cases: readonly Case[]): string {
  return cases.map((c, i) => {
    const consts = c.args.map((a, k) => `  %a${k} = arith.constant ${a} : ${c.type}\n`).join('');
    const operands = c.args.map((_, k) => `%a${k}`).join(', ');
    return `func.func @t${i}() -> ${c.type} {\n${consts}  %r = math.${c.op} ${operands} : ${c.type}\n  return %r : ${c.type}\n}\n`;
  }).join('');
}

/** The folded constant each function returns, or undefined where the op stayed. */
function results(out: string): (string | undefined)[] {
  return out.split('func.func @t').slice(1).map((f) => {
    const ret = /return (%\w+) :/.exec(f)?.[1];
    const m = ret ? new RegExp(`${ret} = arith.constant (\\S+)`).exec(f) : null;
    return m?.[1];
  });
}

test('math folds agree with mlir-opt-22 on random constants', { skip: onPath('mlir-opt-22') ? false : 'mlir-opt-22 not on PATH' }, async (t) => {
  const cases = randomCases(new Rng(20260322), 1200);
  const text = moduleOf(cases);
  const ours = await runComco(['-canonicalize', '-'], text);
  const theirs = runUpstream(['-canonicalize', '-'], text);
  assert.equal(ours.code, 0, ours.err);
  assert.equal(theirs.code, 0, theirs.err);
  const a = results(ours.out), b = results(theirs.out);
  assert.equal(a.length, cases.length);
  let identical = 0, ulp = 0, nanSkipped = 0;
  cases.forEach((c, i) => {
    const mine = a[i], up = b[i];
    if (mine === up) { identical++; return; }
    const what = `math.${c.op}(${c.args.join(', ')}) : ${c.type}: comco ${mine ?? 'no fold'}, upstream ${up ?? 'no fold'}`;
    if (mine === undefined && up !== undefined && Number.isNaN(parseFloatLiteral(up, c.type))) { nanSkipped++; return; }
    assert.ok(mine !== undefined && up !== undefined, what);
    assert.ok(!EXACT.has(c.op), `${what} (must be exact)`);
    const d = toBits(parseFloatLiteral(mine, c.type), c.type) - toBits(parseFloatLiteral(up, c.type), c.type);
    assert.ok(d === 1n || d === -1n, `${what} (more than one ulp)`);
    ulp++;
  });
  t.diagnostic(`${cases.length} folds: ${identical} identical, ${ulp} one ulp apart, ${nanSkipped} NaNs left unfolded`);
  assert.ok(ulp <= cases.length * 0.03, `${ulp} folds differ by an ulp`);
});
