/**
 * erf and erfc for math's folders: JS has neither, and upstream folds them with the C library's.
 * This follows FDLIBM's s_erf.c (the algorithm glibc 2.36 uses for the double versions), so a
 * fold gives glibc's result up to the last bit of its `exp` (see libm.ts).
 *
 * Derived from FDLIBM:
 * ====================================================
 * Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
 *
 * Developed at SunPro, a Sun Microsystems, Inc. business.
 * Permission to use, copy, modify, and distribute this
 * software is freely granted, provided that this notice
 * is preserved.
 * ====================================================
 */

const view = new DataView(new ArrayBuffer(8));

/** A double from its high and low 32-bit words (FDLIBM lists its coefficients so, exactly). */
function d(hi: number, lo: number): number {
  view.setUint32(0, hi >>> 0);
  view.setUint32(4, lo >>> 0);
  return view.getFloat64(0);
}
function highWord(x: number): number {
  view.setFloat64(0, x);
  return view.getInt32(0);
}
/** `x` with its low word cleared (SET_LOW_WORD(z, 0)). */
function clearLow(x: number): number {
  view.setFloat64(0, x);
  view.setUint32(4, 0);
  return view.getFloat64(0);
}

const TINY = 1e-300;
const ERX = d(0x3FEB0AC1, 0x60000000);
const EFX = d(0x3FC06EBA, 0x8214DB69);
// erf on [0, 0.84375]
const PP = [d(0x3FC06EBA, 0x8214DB68), d(0xBFD4CD7D, 0x691CB913), d(0xBF9D2A51, 0xDBD7194F), d(0xBF77A291, 0x236668E4), d(0xBEF8EAD6, 0x120016AC)];
const QQ = [0, d(0x3FD97779, 0xCDDADC09), d(0x3FB0A54C, 0x5536CEBA), d(0x3F74D022, 0xC4D36B0F), d(0x3F215DC9, 0x221C1A10), d(0xBED09C43, 0x42A26120)];
// erf on [0.84375, 1.25]
const PA = [d(0xBF6359B8, 0xBEF77538), d(0x3FDA8D00, 0xAD92B34D), d(0xBFD7D240, 0xFBB8C3F1), d(0x3FD45FCA, 0x805120E4),
  d(0xBFBC6398, 0x3D3E28EC), d(0x3FA22A36, 0x599795EB), d(0xBF61BF38, 0x0A96073F)];
const QA = [0, d(0x3FBB3E66, 0x18EEE323), d(0x3FE14AF0, 0x92EB6F33), d(0x3FB2635C, 0xD99FE9A7), d(0x3FC02660, 0xE763351F),
  d(0x3F8BEDC2, 0x6B51DD1C), d(0x3F888B54, 0x5735151D)];
// erfc on [1.25, 1/0.35]
const RA = [d(0xBF843412, 0x600D6435), d(0xBFE63416, 0xE4BA7360), d(0xC0251E04, 0x41B0E726), d(0xC04F300A, 0xE4CBA38D),
  d(0xC0644CB1, 0x84282266), d(0xC067135C, 0xEBCCABB2), d(0xC0545265, 0x57E4D2F2), d(0xC023A0EF, 0xC69AC25C)];
const SA = [0, d(0x4033A6B9, 0xBD707687), d(0x4061350C, 0x526AE721), d(0x407B290D, 0xD58A1A71), d(0x40842B19, 0x21EC2868),
  d(0x407AD021, 0x57700314), d(0x405B28A3, 0xEE48AE2C), d(0x401A47EF, 0x8E484A93), d(0xBFAEEFF2, 0xEE749A62)];
// erfc on [1/0.35, 28]
const RB = [d(0xBF843412, 0x39E86F4A), d(0xBFE993BA, 0x70C285DE), d(0xC031C209, 0x555F995A), d(0xC064145D, 0x43C5ED98),
  d(0xC083EC88, 0x1375F228), d(0xC0900461, 0x6A2E5992), d(0xC07E384E, 0x9BDC383F)];
const SB = [0, d(0x403E568B, 0x261D5190), d(0x40745CAE, 0x221B9F0A), d(0x409802EB, 0x189D5118), d(0x40A8FFB7, 0x688C246A),
  d(0x40A3F219, 0xCEDF3BE6), d(0x407DA874, 0xE79FE763), d(0xC03670E2, 0x42712D62)];

const p = (c: readonly number[], i: number): number => c[i]!;

/** R(z)/S(z) of the [0, 0.84375] interval, in glibc's evaluation order. */
function smallRatio(z: number): number {
  const z2 = z * z, z4 = z2 * z2;
  const r = (p(PP, 0) + z * p(PP, 1)) + z2 * (p(PP, 2) + z * p(PP, 3)) + z4 * p(PP, 4);
  const s = (1 + z * p(QQ, 1)) + z2 * (p(QQ, 2) + z * p(QQ, 3)) + z4 * (p(QQ, 4) + z * p(QQ, 5));
  return r / s;
}

/** P(s)/Q(s) of the [0.84375, 1.25] interval. */
function midRatio(s: number): number {
  const s2 = s * s, s4 = s2 * s2, s6 = s4 * s2;
  const P = (p(PA, 0) + s * p(PA, 1)) + s2 * (p(PA, 2) + s * p(PA, 3)) + s4 * (p(PA, 4) + s * p(PA, 5)) + s6 * p(PA, 6);
  const Q = (1 + s * p(QA, 1)) + s2 * (p(QA, 2) + s * p(QA, 3)) + s4 * (p(QA, 4) + s * p(QA, 5)) + s6 * p(QA, 6);
  return P / Q;
}

/** exp(-x^2 - 0.5625 + R/S) for |x| in [1.25, 28), the tail both functions share. */
function tail(ax: number, ix: number, lowBound: number): number {
  const s = 1 / (ax * ax);
  let R: number, S: number;
  const s2 = s * s, s4 = s2 * s2, s6 = s4 * s2;
  if (ix < lowBound) {
    const s8 = s4 * s4;
    R = (p(RA, 0) + s * p(RA, 1)) + s2 * (p(RA, 2) + s * p(RA, 3)) + s4 * (p(RA, 4) + s * p(RA, 5)) + s6 * (p(RA, 6) + s * p(RA, 7));
    S = (1 + s * p(SA, 1)) + s2 * (p(SA, 2) + s * p(SA, 3)) + s4 * (p(SA, 4) + s * p(SA, 5)) + s6 * (p(SA, 6) + s * p(SA, 7)) + s8 * p(SA, 8);
  } else {
    R = (p(RB, 0) + s * p(RB, 1)) + s2 * (p(RB, 2) + s * p(RB, 3)) + s4 * (p(RB, 4) + s * p(RB, 5)) + s6 * p(RB, 6);
    S = (1 + s * p(SB, 1)) + s2 * (p(SB, 2) + s * p(SB, 3)) + s4 * (p(SB, 4) + s * p(SB, 5)) + s6 * (p(SB, 6) + s * p(SB, 7));
  }
  const z = clearLow(ax);
  return Math.exp(-z * z - 0.5625) * Math.exp((z - ax) * (z + ax) + R / S);
}

export function erf(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return Number.isNaN(x) ? x : (x > 0 ? 1 : -1);
  if (ix < 0x3feb0000) {
    if (ix < 0x3e300000) return ix < 0x00800000 ? 0.0625 * (16 * x + (16 * EFX) * x) : x + EFX * x;
    return x + x * smallRatio(x * x);
  }
  if (ix < 0x3ff40000) {
    const r = midRatio(Math.abs(x) - 1);
    return hx >= 0 ? ERX + r : -ERX - r;
  }
  if (ix >= 0x40180000) return hx >= 0 ? 1 - TINY : TINY - 1;
  const ax = Math.abs(x);
  const r = tail(ax, ix, 0x4006DB6E);
  return hx >= 0 ? 1 - r / ax : r / ax - 1;
}

export function erfc(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return Number.isNaN(x) ? x : (x > 0 ? 0 : 2);
  if (ix < 0x3feb0000) {
    if (ix < 0x3c700000) return 1 - x;
    const y = smallRatio(x * x);
    if (hx < 0x3fd00000) return 1 - (x + x * y);
    return 0.5 - (x * y + (x - 0.5));
  }
  if (ix < 0x3ff40000) {
    const r = midRatio(Math.abs(x) - 1);
    return hx >= 0 ? (1 - ERX) - r : 1 + (ERX + r);
  }
  if (ix < 0x403c0000) {
    if (hx < 0 && ix >= 0x40180000) return 2 - TINY;
    const ax = Math.abs(x);
    const r = tail(ax, ix, 0x4006DB6D);
    return hx > 0 ? r / ax : 2 - r / ax;
  }
  return hx > 0 ? TINY * TINY : 2 - TINY;
}
