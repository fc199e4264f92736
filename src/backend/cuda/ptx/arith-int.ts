/**
 * arith's integer ops → PTX. `index` is 64-bit; i1 ops are predicate logic; i8 follows the
 * narrow-integer discipline of lanes.ts. Shifts take their amount as a 32-bit register, as PTX
 * requires; amounts of the width or more (poison in MLIR) give PTX's clamped result.
 */
import { IntegerAttr } from '../../../ir/attributes.js';
import type { Lowering } from './context.js';
import { eachLane, infoOf, normalize, predToInt, unsupported, zext } from './lanes.js';
import { type ScalarInfo, bInt, sInt, uInt } from './types.js';

type IntKind = 'signed' | 'unsigned' | 'bits';
/** The predicate form of an op on i1, where one exists (add = xor, mul = and, ...). */
type PredForm = 'xor' | 'and' | 'or' | undefined;

function suffix(s: ScalarInfo, kind: IntKind): string {
  return kind === 'signed' ? sInt(s) : kind === 'unsigned' ? uInt(s) : bInt(s);
}

/** A binary op that is one PTX instruction (`add.s32 d, a, b`). */
function intBinary(opcode: string, kind: IntKind, pred: PredForm): Lowering {
  return (op, k) => {
    const s = infoOf(op, k, op.getResult(0));
    eachLane(op, k, (d, [a, b]) => {
      if (s.kind === 'pred') {
        if (!pred) unsupported(op, `'${op.name}' on i1`);
        k.emit(`${pred}.pred`, [d, a!, b!]);
        return;
      }
      const x = kind === 'unsigned' ? zext(k, s, a!) : a!;
      const y = kind === 'unsigned' ? zext(k, s, b!) : b!;
      k.emit(`${opcode}.${suffix(s, kind)}`, [d, x, y]);
      normalize(k, s, d);
    });
  };
}

/** Shifts: the amount goes to a u32 register (`shl.b64 d, a, %r`). */
function shift(opcode: string, kind: IntKind): Lowering {
  return (op, k) => {
    const s = infoOf(op, k, op.getResult(0));
    if (s.kind === 'pred') unsupported(op, `'${op.name}' on i1`);
    eachLane(op, k, (d, [a, b]) => {
      let amount = b!;
      if (s.regBits !== 32) {
        amount = k.reg('b32');
        k.emit(`cvt.u32.u${s.regBits}`, [amount, zext(k, s, b!)]);
      }
      const x = kind === 'unsigned' ? zext(k, s, a!) : a!;
      k.emit(`${opcode}.${suffix(s, kind)}`, [d, x, amount]);
      normalize(k, s, d);
    });
  };
}

/**
 * floordivsi / ceildivsi: the truncating quotient, adjusted by one when the remainder is not
 * zero and the exact quotient lies on the other side (signs of remainder and divisor).
 */
function roundingDiv(mode: 'floor' | 'ceil' | 'ceilu'): Lowering {
  return (op, k) => {
    const s = infoOf(op, k, op.getResult(0));
    if (s.kind !== 'int') unsupported(op, `'${op.name}' on i1`);
    const t = mode === 'ceilu' ? uInt(s) : sInt(s);
    eachLane(op, k, (d, [a0, b0]) => {
      const a = mode === 'ceilu' ? zext(k, s, a0!) : a0!;
      const b = mode === 'ceilu' ? zext(k, s, b0!) : b0!;
      const q = k.reg(s.reg);
      const r = k.reg(s.reg);
      const nz = k.reg('pred');
      k.emit(`div.${t}`, [q, a, b]);
      k.emit(`rem.${t}`, [r, a, b]);
      k.emit(`setp.ne.${t}`, [nz, r, '0']);
      const adjust = k.reg('pred');
      if (mode === 'ceilu') {
        k.emit('mov.pred', [adjust, nz]);
      } else {
        const rn = k.reg('pred');
        const bn = k.reg('pred');
        k.emit(`setp.lt.${t}`, [rn, r, '0']);
        k.emit(`setp.lt.${t}`, [bn, b, '0']);
        // floor adjusts when the signs differ, ceil when they agree
        k.emit('xor.pred', [adjust, rn, bn]);
        if (mode === 'ceil') k.emit('not.pred', [adjust, adjust]);
        k.emit('and.pred', [adjust, adjust, nz]);
      }
      const delta = k.reg(s.reg);
      k.emit(`selp.${t}`, [delta, mode === 'floor' ? '-1' : '1', '0', adjust]);
      k.emit(`add.${t}`, [d, q, delta]);
      normalize(k, s, d);
    });
  };
}

/** mulsi_extended / mului_extended: low and high halves of the full product. */
function mulExtended(signed: boolean): Lowering {
  return (op, k) => {
    const s = infoOf(op, k, op.getResult(0));
    if (s.kind !== 'int' || s.bits !== s.regBits) unsupported(op, `'${op.name}' on ${op.getResult(0).type.key}`);
    const t = signed ? sInt(s) : uInt(s);
    eachLane(op, k, (d, [a, b]) => k.emit(`mul.lo.${t}`, [d, a!, b!]), 0);
    eachLane(op, k, (d, [a, b]) => k.emit(`mul.hi.${t}`, [d, a!, b!]), 1);
  };
}

/** addui_extended: the sum and whether it wrapped (sum < lhs, unsigned). */
const addExtended: Lowering = (op, k) => {
  const s = infoOf(op, k, op.getResult(0));
  if (s.kind !== 'int' || s.bits !== s.regBits) unsupported(op, `'${op.name}' on ${op.getResult(0).type.key}`);
  const sums = k.def(op.getResult(0));
  const a = k.use(op.getOperand(0));
  const b = k.use(op.getOperand(1));
  sums.forEach((d, i) => k.emit(`add.${uInt(s)}`, [d, a[i]!, b[i]!]));
  const flags = k.def(op.getResult(1));
  flags.forEach((p, i) => k.emit(`setp.lt.${uInt(s)}`, [p, sums[i]!, a[i]!]));
};

const CMP: Readonly<Record<number, [string, IntKind]>> = {
  0: ['eq', 'bits'], 1: ['ne', 'bits'], 2: ['lt', 'signed'], 3: ['le', 'signed'], 4: ['gt', 'signed'],
  5: ['ge', 'signed'], 6: ['lt', 'unsigned'], 7: ['le', 'unsigned'], 8: ['gt', 'unsigned'], 9: ['ge', 'unsigned'],
};

const cmpi: Lowering = (op, k) => {
  const p = op.getAttr('predicate');
  const c = p instanceof IntegerAttr ? CMP[p.num] : undefined;
  if (!c) unsupported(op, 'this predicate');
  const [cond, kind] = c;
  const s = infoOf(op, k, op.getOperand(0));
  eachLane(op, k, (d, [a, b]) => {
    if (s.kind === 'pred') {
      // i1 compares as 1/0 (unsigned) or -1/0 (signed) in 32 bits
      const x = predToInt(k, a!, kind === 'signed');
      const y = predToInt(k, b!, kind === 'signed');
      k.emit(`setp.${cond}.${kind === 'unsigned' ? 'u32' : 's32'}`, [d, x, y]);
      return;
    }
    const x = kind === 'unsigned' ? zext(k, s, a!) : a!;
    const y = kind === 'unsigned' ? zext(k, s, b!) : b!;
    k.emit(`setp.${cond}.${kind === 'bits' ? bInt(s) : suffix(s, kind)}`, [d, x, y]);
  });
};

/** select: `selp`, or two guarded moves for i1 values (selp has no .pred form). */
const select: Lowering = (op, k) => {
  const s = infoOf(op, k, op.getResult(0));
  eachLane(op, k, (d, [c, a, b]) => {
    if (s.kind === 'pred') {
      k.emit('mov.pred', [d, a!], c);
      k.emit('mov.pred', [d, b!], `!${c}`);
      return;
    }
    const t = s.kind === 'float' && s.regBits !== 16 ? s.float! : bInt(s);
    k.emit(`selp.${t}`, [d, a!, b!, c!]);
  });
};

export const arithIntLowerings: ReadonlyArray<readonly [string, Lowering]> = [
  ['arith.addi', intBinary('add', 'signed', 'xor')],
  ['arith.subi', intBinary('sub', 'signed', 'xor')],
  ['arith.muli', intBinary('mul.lo', 'signed', 'and')],
  ['arith.divsi', intBinary('div', 'signed', undefined)],
  ['arith.divui', intBinary('div', 'unsigned', undefined)],
  ['arith.remsi', intBinary('rem', 'signed', undefined)],
  ['arith.remui', intBinary('rem', 'unsigned', undefined)],
  ['arith.andi', intBinary('and', 'bits', 'and')],
  ['arith.ori', intBinary('or', 'bits', 'or')],
  ['arith.xori', intBinary('xor', 'bits', 'xor')],
  // on i1 (true = -1 signed): signed max is and, unsigned max is or
  ['arith.maxsi', intBinary('max', 'signed', 'and')],
  ['arith.minsi', intBinary('min', 'signed', 'or')],
  ['arith.maxui', intBinary('max', 'unsigned', 'or')],
  ['arith.minui', intBinary('min', 'unsigned', 'and')],
  ['arith.shli', shift('shl', 'bits')],
  ['arith.shrsi', shift('shr', 'signed')],
  ['arith.shrui', shift('shr', 'unsigned')],
  ['arith.floordivsi', roundingDiv('floor')],
  ['arith.ceildivsi', roundingDiv('ceil')],
  ['arith.ceildivui', roundingDiv('ceilu')],
  ['arith.mulsi_extended', mulExtended(true)],
  ['arith.mului_extended', mulExtended(false)],
  ['arith.addui_extended', addExtended],
  ['arith.cmpi', cmpi],
  ['arith.select', select],
];

