/**
 * The interpreter's complex ops on fresh random inputs: the exact ones (add, sub, neg, conj,
 * parts, eq, bitcast round trips, powi by repeated multiplication) exactly, the functions through
 * identities they must satisfy within a relative error (exp∘log, sqrt², tan = sin/cos, |z|² =
 * z·conj z, z/w·w). mlir-runner-22's execution of upstream's lowering is the other reference
 * (interp-oracle.test.ts).
 */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { Complex } from '../../src/interpreter/values.js';
import { compile, rng } from './interp-helpers.js';

const SEED = (Date.now() ^ (process.pid << 6)) >>> 0;
const next = rng(SEED);
const rnd = () => Math.fround(next() * 6 - 3);

const p = compile(`
func.func @exact(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, f32, f32, f32, f32, f32, i1, i1, i64) {
  %z = complex.create %a, %b : complex<f32>
  %w = complex.create %c, %d : complex<f32>
  %s = complex.add %z, %w : complex<f32>
  %t = complex.sub %s, %w : complex<f32>
  %n = complex.neg %t : complex<f32>
  %j = complex.conj %n : complex<f32>
  %r0 = complex.re %s : complex<f32>
  %i0 = complex.im %s : complex<f32>
  %r1 = complex.re %j : complex<f32>
  %i1 = complex.im %j : complex<f32>
  %bits = complex.bitcast %z : complex<f32> to i64
  %back = complex.bitcast %bits : i64 to complex<f32>
  %r2 = complex.re %back : complex<f32>
  %i2 = complex.im %back : complex<f32>
  %eq = complex.eq %back, %z : complex<f32>
  %ne = complex.neq %z, %w : complex<f32>
  return %r0, %i0, %r1, %i1, %r2, %i2, %eq, %ne, %bits : f32, f32, f32, f32, f32, f32, i1, i1, i64
}
func.func @f64(%z: complex<f64>, %w: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64) {
  %l = complex.log %z : complex<f64>
  %el = complex.exp %l : complex<f64>
  %q = complex.sqrt %z : complex<f64>
  %qq = complex.mul %q, %q : complex<f64>
  %sn = complex.sin %z : complex<f64>
  %cs = complex.cos %z : complex<f64>
  %tn = complex.tan %z : complex<f64>
  %sc = complex.div %sn, %cs : complex<f64>
  %dv = complex.div %z, %w : complex<f64>
  %dw = complex.mul %dv, %w : complex<f64>
  %n3 = arith.constant 3 : i32
  %p3 = complex.powi %z, %n3 : complex<f64>, i32
  %zz = complex.mul %z, %z : complex<f64>
  %z3 = complex.mul %zz, %z : complex<f64>
  %a = complex.abs %z : complex<f64>
  return %el, %qq, %tn, %sc, %dw, %p3, %z3, %zz, %a : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64
}`);

test('exact complex ops and bitcast round trips', () => {
  for (let trial = 0; trial < 50; trial++) {
    const [a, b, c, d] = [rnd(), rnd(), rnd(), rnd()];
    const [r0, i0, r1, i1, r2, i2, eq, ne, bits] = p.run('exact', [a, b, c, d]);
    assert.equal(r0, Math.fround(a + c), `re(z + w) (seed ${SEED})`);
    assert.equal(i0, Math.fround(b + d));
    // conj(-((z + w) - w)): exact when the sum and difference are.
    assert.equal(r1, -Math.fround(Math.fround(a + c) - c));
    assert.equal(i1, Math.fround(Math.fround(b + d) - d));
    assert.equal(r2, a); assert.equal(i2, b); assert.equal(eq, 1);
    assert.equal(ne, a === c && b === d ? 0 : 1);
    // The real part in the low 32 bits, the imaginary part in the high 32.
    const f = new Float32Array([a, b]);
    assert.equal(bits, BigInt.asIntN(64, new BigUint64Array(f.buffer)[0]!), `bitcast layout (seed ${SEED})`);
  }
});

test('complex functions satisfy their identities (f64, relative error 1e-12)', () => {
  const close = (x: Complex, y: Complex, what: string) => {
    const err = Math.hypot(x.re - y.re, x.im - y.im) / Math.max(Math.hypot(y.re, y.im), 1e-300);
    assert.ok(err < 1e-12, `${what}: ${x.re}+${x.im}i vs ${y.re}+${y.im}i (seed ${SEED})`);
  };
  for (let trial = 0; trial < 50; trial++) {
    const z = new Complex(next() * 4 - 2, next() * 4 - 2), w = new Complex(next() * 4 - 2, next() * 4 - 2);
    const [el, qq, tn, sc, dw, p3, z3, zz, a] = p.run('f64', [z, w]) as [Complex, Complex, Complex, Complex, Complex, Complex, Complex, Complex, number];
    close(el, z, 'exp(log z)');
    close(qq, z, 'sqrt(z)^2');
    close(tn, sc, 'tan z = sin z / cos z');
    close(dw, z, '(z / w) * w');
    close(p3, z3, 'powi(z, 3) = z z z');
    assert.ok(Math.abs(a * a - Math.hypot(z.re, z.im) ** 2) < 1e-12 * a * a, `|z| (seed ${SEED})`);
    void zz;
  }
});
