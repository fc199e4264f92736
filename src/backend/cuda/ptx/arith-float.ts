/**
 * arith's float ops → PTX. Every add/sub/mul carries an explicit `.rn`, which forbids ptxas from
 * contracting them into fma on its own: a mulf and the addf/subf that is its only user become one
 * `fma.rn` only when both carry the `contract` fast-math flag (and sit in the same block), so
 * results change only where the program allowed it. f16/bf16 use PTX's native instructions where
 * they exist (add, sub, mul, fma, neg, min, max) and compute in f32 otherwise, rounding once back.
 */
import { IntegerAttr } from '../../../ir/attributes.js';
import type { Operation } from '../../../ir/operation.js';
import type { Value } from '../../../ir/value.js';
import type { Lowerer, Lowering } from './context.js';
import { eachLane, hasFastmath, infoOf, unsupported } from './lanes.js';
import type { ScalarInfo } from './types.js';

const CONTRACT = 32;

const hasContract = (op: Operation): boolean => hasFastmath(op, CONTRACT);

/** The addf/subf a contract-flagged mulf is folded into, if any (its only use, same block). */
export function contractionUser(mul: Operation): Operation | undefined {
  if (mul.name !== 'arith.mulf' || !hasContract(mul)) return undefined;
  const r = mul.getResult(0);
  if (!r.hasOneUse) return undefined;
  const user = r.users[0]!;
  if (user.name !== 'arith.addf' && user.name !== 'arith.subf') return undefined;
  if (!hasContract(user) || user.parentBlock !== mul.parentBlock) return undefined;
  return user;
}

/** The mulf folded into this value's use, if the value is one. */
function contractedMul(v: Value): Operation | undefined {
  const d = v.definingOp;
  return d && contractionUser(d) ? d : undefined;
}

export const isHalf = (s: ScalarInfo): boolean => s.float === 'f16' || s.float === 'bf16';

/**
 * Computes `fn` in f32 for f16/bf16 operands (widening each, rounding the result once), or
 * directly for f32/f64.
 */
export function inF32(k: Lowerer, s: ScalarInfo, d: string, args: readonly string[], fn: (d: string, args: readonly string[], t: 'f32' | 'f64') => void): void {
  if (!isHalf(s)) { fn(d, args, s.float === 'f64' ? 'f64' : 'f32'); return; }
  const wide = args.map((a) => {
    const w = k.reg('f32');
    k.emit(`cvt.f32.${s.float!}`, [w, a]);
    return w;
  });
  const t = k.reg('f32');
  fn(t, wide, 'f32');
  k.emit(`cvt.rn.${s.float!}.f32`, [d, t]);
}

function floatInfo(op: Operation, k: Lowerer): ScalarInfo {
  const s = infoOf(op, k, op.getResult(0));
  if (s.kind !== 'float') unsupported(op, `'${op.name}' on ${op.getResult(0).type.key}`);
  return s;
}

/** add/sub/mul: native for every float type; add/sub fuse a contracted mulf operand. */
function arithmetic(name: 'add' | 'sub' | 'mul'): Lowering {
  return (op, k) => {
    if (name === 'mul' && contractionUser(op)) return; // emitted by its user as an fma
    const s = floatInfo(op, k);
    const lhsMul = name !== 'mul' ? contractedMul(op.getOperand(0)) : undefined;
    const rhsMul = name !== 'mul' && !lhsMul ? contractedMul(op.getOperand(1)) : undefined;
    const d = k.def(op.getResult(0));
    d.forEach((r, i) => {
      const lane = (v: Value) => k.use(v)[i] ?? k.use(v)[0]!;
      if (lhsMul) {
        // a*b + c, a*b - c = fma(a, b, -c)
        let c = lane(op.getOperand(1));
        if (name === 'sub') { const n = k.reg(s.reg); k.emit(`neg.${s.float!}`, [n, c]); c = n; }
        k.emit(`fma.rn.${s.float!}`, [r, lane(lhsMul.getOperand(0)), lane(lhsMul.getOperand(1)), c]);
        return;
      }
      if (rhsMul) {
        // c + a*b = fma(a, b, c); c - a*b = fma(-a, b, c)
        let a = lane(rhsMul.getOperand(0));
        if (name === 'sub') { const n = k.reg(s.reg); k.emit(`neg.${s.float!}`, [n, a]); a = n; }
        k.emit(`fma.rn.${s.float!}`, [r, a, lane(rhsMul.getOperand(1)), lane(op.getOperand(0))]);
        return;
      }
      k.emit(`${name}.rn.${s.float!}`, [r, lane(op.getOperand(0)), lane(op.getOperand(1))]);
    });
  };
}

/** divf: IEEE division (`div.rn`), through f32 for f16/bf16. */
const divf: Lowering = (op, k) => {
  const s = floatInfo(op, k);
  eachLane(op, k, (d, args) => inF32(k, s, d, args, (r, [a, b], t) => k.emit(`div.rn.${t}`, [r, a!, b!])));
};

/**
 * remf (C's fmod): a - trunc(a/b)*b with one fused multiply-add. Exact while |a/b| < 2^24
 * (2^53 for f64); beyond that the quotient's rounding shows.
 */
const remf: Lowering = (op, k) => {
  const s = floatInfo(op, k);
  eachLane(op, k, (d, args) => inF32(k, s, d, args, (r, [a, b], t) => {
    const q = k.reg(t);
    k.emit(`div.rn.${t}`, [q, a!, b!]);
    k.emit(`cvt.rzi.${t}.${t}`, [q, q]);
    k.emit(`neg.${t}`, [q, q]);
    k.emit(`fma.rn.${t}`, [r, q, b!, a!]);
  }));
};

/** maximumf/minimumf propagate NaN: `max.NaN` where PTX has it, else a NaN check (f64). */
function minmax(name: 'max' | 'min', nan: boolean): Lowering {
  return (op, k) => {
    const s = floatInfo(op, k);
    eachLane(op, k, (d, [a, b]) => {
      if (!nan || s.float !== 'f64') { k.emit(`${name}${nan ? '.NaN' : ''}.${s.float!}`, [d, a!, b!]); return; }
      const m = k.reg('f64');
      const sum = k.reg('f64');
      const p = k.reg('pred');
      k.emit(`${name}.f64`, [m, a!, b!]);
      k.emit('add.rn.f64', [sum, a!, b!]);
      k.emit('setp.nan.f64', [p, a!, b!]);
      k.emit('selp.f64', [d, sum, m, p]);
    });
  };
}

const negf: Lowering = (op, k) => {
  const s = floatInfo(op, k);
  eachLane(op, k, (d, [a]) => k.emit(`neg.${s.float!}`, [d, a!]));
};

/** cmpf predicates, by their enum value: PTX's `setp` has each one (ordered and unordered). */
const CMPF: readonly string[] = [
  'false', 'eq', 'gt', 'ge', 'lt', 'le', 'ne', 'num', 'equ', 'gtu', 'geu', 'ltu', 'leu', 'neu', 'nan', 'true',
];

const cmpf: Lowering = (op, k) => {
  const p = op.getAttr('predicate');
  const cond = p instanceof IntegerAttr ? CMPF[p.num] : undefined;
  if (!cond) unsupported(op, 'this predicate');
  const s = infoOf(op, k, op.getOperand(0));
  eachLane(op, k, (d, [a, b]) => {
    if (cond === 'true' || cond === 'false') { k.emit('mov.pred', [d, cond === 'true' ? '1' : '0']); return; }
    k.emit(`setp.${cond}.${s.float!}`, [d, a!, b!]);
  });
};

export const arithFloatLowerings: ReadonlyArray<readonly [string, Lowering]> = [
  ['arith.addf', arithmetic('add')],
  ['arith.subf', arithmetic('sub')],
  ['arith.mulf', arithmetic('mul')],
  ['arith.divf', divf],
  ['arith.remf', remf],
  ['arith.maximumf', minmax('max', true)],
  ['arith.minimumf', minmax('min', true)],
  ['arith.maxnumf', minmax('max', false)],
  ['arith.minnumf', minmax('min', false)],
  ['arith.negf', negf],
  ['arith.cmpf', cmpf],
];
