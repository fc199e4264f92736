/**
 * arith constants and conversions → PTX: `mov` of immediates (floats as bit patterns, so every
 * value, NaN payloads included, is exact), `cvt` between integer widths and float types, `selp`
 * from predicates and `setp` to them. Float → integer conversions truncate and saturate
 * (`cvt.rzi`), NaN giving 0, as the interpreter defines them.
 */
import { DenseElementsAttr, FloatAttr, IntegerAttr, type DenseValue } from '../../../ir/attributes.js';
import type { FloatType } from '../../../ir/types.js';
import { toBits } from '../../../support/float.js';
import type { Lowerer, Lowering } from './context.js';
import { eachLane, infoOf, normalize, unsupported, zext } from './lanes.js';
import { type ScalarInfo, elementFloatKind, floatImm, hexImm } from './types.js';

/** The immediate operand for one element of a constant. */
export function immediate(s: ScalarInfo, v: DenseValue, t: FloatType | undefined): string {
  if (s.kind === 'pred') return BigInt(v) !== 0n ? '1' : '0';
  if (s.kind === 'int') return hexImm(BigInt(v), s.regBits);
  const x = Number(v);
  if (s.float === 'f32') return floatImm(x, 32);
  if (s.float === 'f64') return floatImm(x, 64);
  return hexImm(toBits(x, t!.kind as 'f16' | 'bf16'), 16);
}

const constant: Lowering = (op, k) => {
  const value = op.getAttr('value');
  const s = infoOf(op, k, op.getResult(0));
  const ft = elementFloatKind(op.getResult(0).type);
  const lanes = k.def(op.getResult(0));
  lanes.forEach((d, i) => {
    let v: DenseValue;
    if (value instanceof IntegerAttr) v = value.value;
    else if (value instanceof FloatAttr) v = value.value;
    else if (value instanceof DenseElementsAttr) v = value.at(i);
    else unsupported(op, 'this constant');
    k.emit(`mov.${s.kind === 'pred' ? 'pred' : s.kind === 'float' && s.regBits !== 16 ? s.float! : `b${s.regBits}`}`, [d, immediate(s, v, ft)]);
  });
};

/** An integer (or i1) value converted to another integer width, sign- or zero-extending. */
export function convertInt(k: Lowerer, from: ScalarInfo, to: ScalarInfo, a: string, d: string, signed: boolean): void {
  if (from.kind === 'pred' && to.kind === 'pred') { k.emit('mov.pred', [d, a]); return; }
  if (from.kind === 'pred') { k.emit(`selp.b${to.regBits}`, [d, signed ? '-1' : '1', '0', a]); return; }
  if (to.kind === 'pred') {
    const t = k.reg(from.reg);
    k.emit(`and.b${from.regBits}`, [t, a, '1']);
    k.emit(`setp.ne.b${from.regBits}`, [d, t, '0']);
    return;
  }
  if (from.bits === to.bits) { k.emit(`mov.b${to.regBits}`, [d, a]); return; }
  if (to.bits > from.bits) {
    if (to.reg === from.reg) {
      if (signed) k.emit(`mov.b${to.regBits}`, [d, a]); else k.emit(`mov.b${to.regBits}`, [d, zext(k, from, a)]);
      return;
    }
    k.emit(signed ? `cvt.s${to.regBits}.s${from.bits}` : `cvt.u${to.regBits}.u${from.bits}`, [d, zext(k, from, a)]);
    return;
  }
  if (to.reg === from.reg) k.emit(`mov.b${to.regBits}`, [d, a]);
  else k.emit(`cvt.u${to.regBits}.u${from.regBits}`, [d, a]);
  normalize(k, to, d);
}

function intCast(signed: boolean): Lowering {
  return (op, k) => {
    const from = infoOf(op, k, op.getOperand(0));
    const to = infoOf(op, k, op.getResult(0));
    if (from.kind === 'float' || to.kind === 'float') unsupported(op, 'a float operand');
    eachLane(op, k, (d, [a]) => convertInt(k, from, to, a!, d, signed));
  };
}

/** sitofp / uitofp: i1 goes through a 32-bit integer first. */
function intToFloat(signed: boolean): Lowering {
  return (op, k) => {
    const from = infoOf(op, k, op.getOperand(0));
    const to = infoOf(op, k, op.getResult(0));
    eachLane(op, k, (d, [a]) => {
      let x = a!;
      let bits = from.regBits;
      if (from.kind === 'pred') {
        x = k.reg('b32');
        k.emit('selp.b32', [x, signed ? '-1' : '1', '0', a!]);
        bits = 32;
      } else if (!signed) {
        x = zext(k, from, a!);
      }
      k.emit(`cvt.rn.${to.float!}.${signed ? 's' : 'u'}${bits}`, [d, x]);
    });
  };
}

/** fptosi / fptoui: truncating, saturating at the register width; i1 as "not zero". */
function floatToInt(signed: boolean): Lowering {
  return (op, k) => {
    const from = infoOf(op, k, op.getOperand(0));
    const to = infoOf(op, k, op.getResult(0));
    eachLane(op, k, (d, [a]) => {
      if (to.kind === 'pred') {
        const t = k.reg('b32');
        k.emit(`cvt.rzi.${signed ? 's' : 'u'}32.${from.float!}`, [t, a!]);
        k.emit('setp.ne.b32', [d, t, '0']);
        return;
      }
      k.emit(`cvt.rzi.${signed ? 's' : 'u'}${to.regBits}.${from.float!}`, [d, a!]);
      normalize(k, to, d);
    });
  };
}

/** PTX rounding modifiers by arith's roundingmode enum (to_nearest_away has none: refused). */
const ROUNDING: readonly (string | undefined)[] = ['rn', 'rm', 'rp', 'rz', undefined];

function floatCast(widen: boolean): Lowering {
  return (op, k) => {
    const from = infoOf(op, k, op.getOperand(0));
    const to = infoOf(op, k, op.getResult(0));
    const rm = op.getAttr('roundingmode');
    const mode = rm instanceof IntegerAttr ? ROUNDING[rm.num] : 'rn';
    if (!mode) unsupported(op, 'this rounding mode');
    eachLane(op, k, (d, [a]) => {
      if (from.float === to.float) { k.emit(`mov.b${to.regBits}`, [d, a!]); return; }
      if (widen) { k.emit(`cvt.${to.float!}.${from.float!}`, [d, a!]); return; }
      k.emit(`cvt.${mode}.${to.float!}.${from.float!}`, [d, a!]);
    });
  };
}

const bitcast: Lowering = (op, k) => {
  const from = infoOf(op, k, op.getOperand(0));
  const to = infoOf(op, k, op.getResult(0));
  if (from.kind === 'pred' || to.kind === 'pred' || from.bits !== to.bits || from.regBits !== to.regBits) {
    unsupported(op, `a bitcast from ${op.getOperand(0).type.key} to ${op.getResult(0).type.key}`);
  }
  eachLane(op, k, (d, [a]) => k.emit(`mov.b${to.regBits}`, [d, a!]));
};

export const arithCastLowerings: ReadonlyArray<readonly [string, Lowering]> = [
  ['arith.constant', constant],
  ['arith.extui', intCast(false)],
  ['arith.extsi', intCast(true)],
  ['arith.trunci', intCast(true)],
  ['arith.index_cast', intCast(true)],
  ['arith.index_castui', intCast(false)],
  ['arith.sitofp', intToFloat(true)],
  ['arith.uitofp', intToFloat(false)],
  ['arith.fptosi', floatToInt(true)],
  ['arith.fptoui', floatToInt(false)],
  ['arith.extf', floatCast(true)],
  ['arith.truncf', floatCast(false)],
  ['arith.bitcast', bitcast],
];
