/**
 * math ops → PTX. Transcendentals are f32 sequences around PTX's approximate units (f16/bf16
 * compute in f32 and round once; f64 has exact ops only: sqrt, fma, abs, rounding). Accuracy, as
 * docs/ptx.md lists it:
 * - exp: Cody-Waite reduction x = n·ln2 + r, then ex2.approx of r·log2e and two exact power-of-2
 *   scales: ≤ 3 ulp over the whole range. exp2: ex2.approx (≤ 2 ulp).
 * - log/log2/log10: lg2.approx scaled: relative error ≤ 2^-21 away from 1, absolute ≤ 2^-22 near 1.
 * - tanh: odd Taylor polynomial below |x| = 0.4, else 1 - 2/(e^{2|x|}+1): ≤ 1e-6 relative;
 *   `afn` selects tanh.approx (≈ 2^-11 relative).
 * - erf: Taylor series below |x| = 0.5, else Abramowitz–Stegun 7.1.26: ≤ 5e-7 absolute.
 * - sin/cos: reduction by 2π in two parts, then sin/cos.approx: ≤ 2^-20 absolute.
 * - rsqrt: rsqrt.approx (≤ 2^-22 relative); sqrt: sqrt.rn (exact).
 */
import type { Operation } from '../../../ir/operation.js';
import type { Lowerer, Lowering } from './context.js';
import { inF32 } from './arith-float.js';
import { eachLane, hasFastmath, infoOf, unsupported } from './lanes.js';
import { type ScalarInfo, floatImm } from './types.js';

const f = (x: number): string => floatImm(x, 32);
const LOG2E = f(Math.LOG2E);

function floatOf(op: Operation, k: Lowerer): ScalarInfo {
  const s = infoOf(op, k, op.getResult(0));
  if (s.kind !== 'float') unsupported(op, `'${op.name}' on ${op.getResult(0).type.key}`);
  return s;
}

/** The `afn` fast-math flag: approximate functions allowed. */
const hasAfn = (op: Operation): boolean => hasFastmath(op, 64);

type F32Body = (k: Lowerer, d: string, args: readonly string[], op: Operation) => void;

/** An f32-only function (f16/bf16 widened around it); f64 is refused at the op. */
function f32Only(body: F32Body): Lowering {
  return (op, k) => {
    const s = floatOf(op, k);
    if (s.float === 'f64') unsupported(op, `'${op.name}' on f64 (no accurate PTX sequence yet)`);
    eachLane(op, k, (d, args) => inF32(k, s, d, args, (r, xs) => body(k, r, xs, op)));
  };
}

/** One instruction for every float type (`abs.f32`, `sqrt.rn.f64`, `cvt.rmi.f32.f32`). */
function native(opcode: (t: string) => string, halfViaF32 = true): Lowering {
  return (op, k) => {
    const s = floatOf(op, k);
    eachLane(op, k, (d, args) => {
      if (halfViaF32) inF32(k, s, d, args, (r, xs, t) => k.emit(opcode(t), [r, ...xs]));
      else k.emit(opcode(s.float!), [d, ...args]);
    });
  };
}

/** e^x with Cody-Waite reduction; the inputs are clamped first so ±inf and NaN come out right. */
export function expF32(k: Lowerer, d: string, x: string): void {
  const r = () => k.reg('f32');
  const t = r(); const n = r(); const red = r(); const u = r(); const e = r(); const h = r(); const n2 = r(); const s1 = r(); const s2 = r();
  k.emit('mul.rn.f32', [t, x, LOG2E]);
  k.emit('max.f32', [t, t, f(-152)]);
  k.emit('min.f32', [t, t, f(129)]);
  k.emit('cvt.rni.f32.f32', [n, t]);
  k.emit('neg.f32', [h, n]);
  k.emit('fma.rn.f32', [red, h, f(0.693145751953125), x]);
  k.emit('fma.rn.f32', [red, h, f(1.428606765330187e-6), red]);
  k.emit('mul.rn.f32', [u, red, LOG2E]);
  k.emit('ex2.approx.f32', [e, u]);
  // 2^n as two factors, so n = 128 (a finite result just below the overflow) stays finite
  k.emit('mul.rn.f32', [h, n, f(0.5)]);
  k.emit('cvt.rmi.f32.f32', [h, h]);
  k.emit('sub.rn.f32', [n2, n, h]);
  k.emit('ex2.approx.ftz.f32', [s1, h]);
  k.emit('ex2.approx.ftz.f32', [s2, n2]);
  k.emit('mul.rn.f32', [e, e, s1]);
  k.emit('mul.rn.f32', [d, e, s2]);
}

const logScaled = (scale: number | undefined): F32Body => (k, d, [x]) => {
  if (scale === undefined) { k.emit('lg2.approx.f32', [d, x!]); return; }
  const t = k.reg('f32');
  k.emit('lg2.approx.f32', [t, x!]);
  k.emit('mul.rn.f32', [d, t, f(scale)]);
};

/** Evaluates c0 + c1·y + c2·y² + ... by Horner's rule with fma. */
function horner(k: Lowerer, d: string, y: string, coeffs: readonly number[]): void {
  k.emit('mov.f32', [d, f(coeffs[coeffs.length - 1]!)]);
  for (let i = coeffs.length - 2; i >= 0; i--) k.emit('fma.rn.f32', [d, d, y, f(coeffs[i]!)]);
}

const tanh: F32Body = (k, d, [x], op) => {
  if (hasAfn(op)) { k.emit('tanh.approx.f32', [d, x!]); return; }
  const a = k.reg('f32'); const x2 = k.reg('f32'); const poly = k.reg('f32'); const small = k.reg('f32');
  const e = k.reg('f32'); const big = k.reg('f32'); const p = k.reg('pred');
  k.emit('abs.f32', [a, x!]);
  // tanh x = x(1 - x²/3 + 2x⁴/15 - 17x⁶/315 + 62x⁸/2835 - 1382x¹⁰/155925 + 21844x¹²/6081075)
  k.emit('mul.rn.f32', [x2, x!, x!]);
  horner(k, poly, x2, [1, -1 / 3, 2 / 15, -17 / 315, 62 / 2835, -1382 / 155925, 21844 / 6081075]);
  k.emit('mul.rn.f32', [small, poly, x!]);
  // 1 - 2/(e^{2|x|} + 1), with the sign of x
  k.emit('add.rn.f32', [e, a, a]);
  expF32(k, e, e);
  k.emit('add.rn.f32', [e, e, f(1)]);
  k.emit('div.rn.f32', [big, f(-2), e]);
  k.emit('add.rn.f32', [big, big, f(1)]);
  k.emit('copysign.f32', [big, x!, big]);
  k.emit('setp.lt.f32', [p, a, f(0.4)]);
  k.emit('selp.f32', [d, small, big, p]);
};

const erf: F32Body = (k, d, [x]) => {
  const a = k.reg('f32'); const x2 = k.reg('f32'); const small = k.reg('f32'); const t = k.reg('f32');
  const poly = k.reg('f32'); const e = k.reg('f32'); const big = k.reg('f32'); const p = k.reg('pred');
  k.emit('abs.f32', [a, x!]);
  // 2/√π (x - x³/3 + x⁵/10 - x⁷/42 + x⁹/216 - x¹¹/1320 + x¹³/9360)
  k.emit('mul.rn.f32', [x2, x!, x!]);
  const c = 2 / Math.sqrt(Math.PI);
  horner(k, small, x2, [c, -c / 3, c / 10, -c / 42, c / 216, -c / 1320, c / 9360]);
  k.emit('mul.rn.f32', [small, small, x!]);
  // 1 - (a1 t + ... + a5 t⁵) e^{-x²}, t = 1/(1 + p|x|)
  k.emit('fma.rn.f32', [t, a, f(0.3275911), f(1)]);
  k.emit('rcp.rn.f32', [t, t]);
  horner(k, poly, t, [0, 0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429]);
  k.emit('neg.f32', [e, x2]);
  expF32(k, e, e);
  k.emit('mul.rn.f32', [poly, poly, e]);
  k.emit('sub.rn.f32', [big, f(1), poly]);
  k.emit('copysign.f32', [big, x!, big]);
  k.emit('setp.lt.f32', [p, a, f(0.5)]);
  k.emit('selp.f32', [d, small, big, p]);
};

/** sin/cos: x - k·2π in two parts (k = rint(x/2π)), then the approximate unit on [-π, π]. */
const trig = (which: 'sin' | 'cos'): F32Body => (k, d, [x]) => {
  const q = k.reg('f32'); const r = k.reg('f32');
  k.emit('mul.rn.f32', [q, x!, f(1 / (2 * Math.PI))]);
  k.emit('cvt.rni.f32.f32', [q, q]);
  k.emit('neg.f32', [q, q]);
  k.emit('fma.rn.f32', [r, q, f(6.28125), x!]);
  k.emit('fma.rn.f32', [r, q, f(2 * Math.PI - 6.28125), r]);
  k.emit(`${which}.approx.f32`, [d, r]);
};

const powf: F32Body = (k, d, [x, y]) => {
  const t = k.reg('f32');
  k.emit('lg2.approx.f32', [t, x!]);
  k.emit('mul.rn.f32', [t, t, y!]);
  k.emit('ex2.approx.f32', [d, t]);
};

/** round: half away from zero, from floor(|x|) and the fraction's comparison with 1/2. */
const round: Lowering = (op, k) => {
  const s = floatOf(op, k);
  eachLane(op, k, (d, args) => inF32(k, s, d, args, (r, [x], t) => {
    const a = k.reg(t); const fl = k.reg(t); const fr = k.reg(t); const p = k.reg('pred');
    k.emit(`abs.${t}`, [a, x!]);
    k.emit(`cvt.rmi.${t}.${t}`, [fl, a]);
    k.emit(`sub.rn.${t}`, [fr, a, fl]);
    k.emit(`setp.ge.${t}`, [p, fr, t === 'f32' ? f(0.5) : floatImm(0.5, 64)]);
    k.emit(`add.rn.${t}`, [fr, fl, t === 'f32' ? f(1) : floatImm(1, 64)]);
    k.emit(`selp.${t}`, [fl, fr, fl, p]);
    k.emit(`copysign.${t}`, [r, x!, fl]);
  }));
};

/** Integer bit counts on 32/64-bit values; the u32 count is converted to the result width. */
function bitCount(kind: 'clz' | 'ctz' | 'popc'): Lowering {
  return (op, k) => {
    const s = infoOf(op, k, op.getResult(0));
    if (s.kind !== 'int' || (s.regBits !== 32 && s.regBits !== 64)) unsupported(op, `'${op.name}' on ${op.getResult(0).type.key}`);
    eachLane(op, k, (d, [a]) => {
      let x = a!;
      if (kind === 'ctz') { x = k.reg(s.reg); k.emit(`brev.b${s.regBits}`, [x, a!]); }
      const c = s.regBits === 32 ? d : k.reg('b32');
      k.emit(`${kind === 'popc' ? 'popc' : 'clz'}.b${s.regBits}`, [c, x]);
      if (s.regBits === 64) k.emit('cvt.u64.u32', [d, c]);
    });
  };
}

const absi: Lowering = (op, k) => {
  const s = infoOf(op, k, op.getResult(0));
  if (s.kind !== 'int') unsupported(op, `'${op.name}' on ${op.getResult(0).type.key}`);
  eachLane(op, k, (d, [a]) => k.emit(`abs.s${s.regBits}`, [d, a!]));
};

/** isnan / isinf / isfinite: predicates straight from setp. */
function classify(kind: 'nan' | 'inf' | 'finite'): Lowering {
  return (op, k) => {
    const s = infoOf(op, k, op.getOperand(0));
    eachLane(op, k, (d, [x]) => {
      if (s.kind !== 'float') unsupported(op, `'${op.name}' on ${op.getOperand(0).type.key}`);
      const t = s.float === 'f64' ? 'f64' : s.float === 'f32' ? 'f32' : s.float!;
      const inf = t === 'f64' ? floatImm(Infinity, 64) : t === 'f32' ? f(Infinity) : t === 'f16' ? '0x7C00' : '0x7F80';
      if (kind === 'nan') { k.emit(`setp.nan.${t}`, [d, x!, x!]); return; }
      const a = k.reg(s.reg);
      k.emit(`abs.${t}`, [a, x!]);
      if (t === 'f16' || t === 'bf16') k.emit(kind === 'inf' ? 'setp.eq.b16' : 'setp.lt.u16', [d, a, inf]);
      else k.emit(kind === 'inf' ? `setp.eq.${t}` : `setp.lt.${t}`, [d, a, inf]);
    });
  };
}

export const mathLowerings: ReadonlyArray<readonly [string, Lowering]> = [
  ['math.exp', f32Only((k, d, [x]) => expF32(k, d, x!))],
  ['math.exp2', f32Only((k, d, [x]) => k.emit('ex2.approx.f32', [d, x!]))],
  ['math.log', f32Only(logScaled(Math.LN2))],
  ['math.log2', f32Only(logScaled(undefined))],
  ['math.log10', f32Only(logScaled(Math.LN2 / Math.LN10))],
  ['math.tanh', f32Only(tanh)],
  ['math.erf', f32Only(erf)],
  ['math.sin', f32Only(trig('sin'))],
  ['math.cos', f32Only(trig('cos'))],
  ['math.powf', f32Only(powf)],
  ['math.rsqrt', f32Only((k, d, [x]) => k.emit('rsqrt.approx.f32', [d, x!]))],
  ['math.sqrt', native((t) => `sqrt.rn.${t}`)],
  ['math.absf', native((t) => `abs.${t}`, false)],
  ['math.fma', native((t) => `fma.rn.${t}`, false)],
  ['math.floor', native((t) => `cvt.rmi.${t}.${t}`)],
  ['math.ceil', native((t) => `cvt.rpi.${t}.${t}`)],
  ['math.trunc', native((t) => `cvt.rzi.${t}.${t}`)],
  ['math.roundeven', native((t) => `cvt.rni.${t}.${t}`)],
  ['math.round', round],
  // copysign(x, y) has x's magnitude and y's sign; PTX's copysign takes the sign first
  ['math.copysign', (op, k) => {
    const s = floatOf(op, k);
    eachLane(op, k, (d, args) => inF32(k, s, d, args, (r, [x, y], t) => k.emit(`copysign.${t}`, [r, y!, x!])));
  }],
  ['math.absi', absi],
  ['math.ctlz', bitCount('clz')],
  ['math.cttz', bitCount('ctz')],
  ['math.ctpop', bitCount('popc')],
  ['math.isnan', classify('nan')],
  ['math.isinf', classify('inf')],
  ['math.isfinite', classify('finite')],
];
