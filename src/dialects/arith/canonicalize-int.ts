/**
 * Canonicalization of integer arithmetic (upstream ArithCanonicalization.td): constants are
 * reassociated into one (`addi(addi(x, c0), c1) -> addi(x, c0 + c1)`), extended ops whose extra
 * result is unused become plain ones, and bitwise ops of extensions become extensions of the op.
 * Benefits are the number of ops matched, as DRR gives them.
 */
import { IntegerAttr } from '../../ir/attributes.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { CmpIPredicate, overflowNone } from './attrs.js';
import { at, constant, intOrSplat, mergeOverflow, scalarIntConst, splatConstant } from './canon-util.js';
import { ExtSIOp, ExtUIOp } from './ops-cast.js';
import { CmpIOp } from './ops-cmp.js';
import { AddUIExtendedOp, MulSIExtendedOp, MulUIExtendedOp } from './ops-extended.js';
import { AddIOp, AndIOp, MulIOp, OrIOp, SubIOp, XOrIOp } from './ops-int.js';

type Arith = (a: bigint, b: bigint) => bigint;
const add: Arith = (a, b) => a + b;
const sub: Arith = (a, b) => a - b;
const mul: Arith = (a, b) => a * b;

/** An IntegerAttr of `type` from two constants (addIntegerAttrs and friends). */
const combine = (type: Type, f: Arith, a: IntegerAttr, b: IntegerAttr) => IntegerAttr.get(type, f(a.value, b.value));

function newAddI(rw: PatternRewriter, lhs: Value, rhs: Value, overflowFlags: DialectEnumAttr): Value {
  return AddIOp.build(rw, { lhs, rhs, overflowFlags }).result;
}
function newSubI(rw: PatternRewriter, lhs: Value, rhs: Value, overflowFlags: DialectEnumAttr): Value {
  return SubIOp.build(rw, { lhs, rhs, overflowFlags }).result;
}

/** The defining op of `v` when it is an addi or subi, with its constant operand on `side`. */
function innerWithConst<D extends typeof AddIOp | typeof SubIOp>(v: Value, def: D, side: 'lhs' | 'rhs') {
  const inner = v.definingOp;
  if (!def.is(inner)) return undefined;
  const c = scalarIntConst(side === 'rhs' ? inner.rhs : inner.lhs);
  return c ? { inner, c, x: side === 'rhs' ? inner.lhs : inner.rhs } : undefined;
}

const isMinusOne = (v: Value): boolean => intOrSplat(v)?.value === -1n;

export const intPatterns: readonly RewritePattern[] = [
  // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
  pattern('AddIAddConstant', AddIOp, (op, rw) => {
    const c1 = scalarIntConst(op.rhs), m = innerWithConst(op.lhs, AddIOp, 'rhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newAddI(rw, m.x, constant(rw, combine(op.result.type, add, m.c, c1)), mergeOverflow(m.inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
  pattern('AddISubConstantRHS', AddIOp, (op, rw) => {
    const c1 = scalarIntConst(op.rhs), m = innerWithConst(op.lhs, SubIOp, 'rhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newAddI(rw, m.x, constant(rw, combine(op.result.type, sub, c1, m.c)), mergeOverflow(m.inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
  pattern('AddISubConstantLHS', AddIOp, (op, rw) => {
    const c1 = scalarIntConst(op.rhs), m = innerWithConst(op.lhs, SubIOp, 'lhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newSubI(rw, constant(rw, combine(op.result.type, add, m.c, c1)), m.x, mergeOverflow(m.inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // addi(x, muli(y, -1)) -> subi(x, y)
  pattern('AddIMulNegativeOneRhs', AddIOp, (op, rw) => {
    const mulOp = op.rhs.definingOp;
    if (!MulIOp.is(mulOp) || !isMinusOne(mulOp.rhs)) return false;
    at(rw, op);
    rw.replaceOp(op, [newSubI(rw, op.lhs, mulOp.lhs, overflowNone)]);
    return true;
  }, 2),
  // addi(muli(x, -1), y) -> subi(y, x)
  pattern('AddIMulNegativeOneLhs', AddIOp, (op, rw) => {
    const mulOp = op.lhs.definingOp;
    if (!MulIOp.is(mulOp) || !isMinusOne(mulOp.rhs)) return false;
    at(rw, op);
    rw.replaceOp(op, [newSubI(rw, op.rhs, mulOp.lhs, overflowNone)]);
    return true;
  }, 2),
  // addui_extended(x, y) -> [addi(x, y), x] when the overflow bit is unused
  pattern('AddUIExtendedToAddI', AddUIExtendedOp, (op, rw) => {
    if (op.overflow.hasUses) return false;
    at(rw, op);
    rw.replaceOp(op, [newAddI(rw, op.lhs, op.rhs, overflowNone), op.lhs]);
    return true;
  }),
  // subi(addi(x, c0), c1) -> addi(x, c0 - c1)
  pattern('SubIRHSAddConstant', SubIOp, (op, rw) => {
    const c1 = scalarIntConst(op.rhs), m = innerWithConst(op.lhs, AddIOp, 'rhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newAddI(rw, m.x, constant(rw, combine(op.result.type, sub, m.c, c1)), overflowNone)]);
    return true;
  }, 2),
  // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
  pattern('SubILHSAddConstant', SubIOp, (op, rw) => {
    const c1 = scalarIntConst(op.lhs), m = innerWithConst(op.rhs, AddIOp, 'rhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newSubI(rw, constant(rw, combine(op.result.type, sub, c1, m.c)), m.x, mergeOverflow(m.inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
  pattern('SubIRHSSubConstantRHS', SubIOp, (op, rw) => {
    const c1 = scalarIntConst(op.rhs), m = innerWithConst(op.lhs, SubIOp, 'rhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newSubI(rw, m.x, constant(rw, combine(op.result.type, add, m.c, c1)), mergeOverflow(m.inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
  pattern('SubIRHSSubConstantLHS', SubIOp, (op, rw) => {
    const c1 = scalarIntConst(op.rhs), m = innerWithConst(op.lhs, SubIOp, 'lhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newSubI(rw, constant(rw, combine(op.result.type, sub, m.c, c1)), m.x, mergeOverflow(m.inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
  pattern('SubILHSSubConstantRHS', SubIOp, (op, rw) => {
    const c1 = scalarIntConst(op.lhs), m = innerWithConst(op.rhs, SubIOp, 'rhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newSubI(rw, constant(rw, combine(op.result.type, add, m.c, c1)), m.x, mergeOverflow(m.inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
  pattern('SubILHSSubConstantLHS', SubIOp, (op, rw) => {
    const c1 = scalarIntConst(op.lhs), m = innerWithConst(op.rhs, SubIOp, 'lhs');
    if (!c1 || !m) return false;
    at(rw, op);
    rw.replaceOp(op, [newAddI(rw, m.x, constant(rw, combine(op.result.type, sub, c1, m.c)), mergeOverflow(m.inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // subi(subi(a, b), a) -> subi(0, b)
  pattern('SubISubILHSRHSLHS', SubIOp, (op, rw) => {
    const inner = op.lhs.definingOp;
    if (!SubIOp.is(inner) || inner.lhs !== op.rhs) return false;
    at(rw, op);
    const zero = splatConstant(rw, inner.rhs.type, 0n);
    if (!zero) return false;
    rw.replaceOp(op, [newSubI(rw, zero, inner.rhs, mergeOverflow(inner.overflowFlags, op.overflowFlags))]);
    return true;
  }, 2),
  // muli(muli(x, c0), c1) -> muli(x, c0 * c1)
  pattern('MulIMulIConstant', MulIOp, (op, rw) => {
    const c1 = scalarIntConst(op.rhs), inner = op.lhs.definingOp;
    if (!c1 || !MulIOp.is(inner)) return false;
    const c0 = scalarIntConst(inner.rhs);
    if (!c0 || c0.type !== op.result.type || c1.type !== op.result.type) return false;
    at(rw, op);
    const c = constant(rw, combine(op.result.type, mul, c0, c1));
    rw.replaceOp(op, [MulIOp.build(rw, { lhs: inner.lhs, rhs: c, overflowFlags: mergeOverflow(inner.overflowFlags, op.overflowFlags) }).result]);
    return true;
  }, 2),
  // mulsi_extended(x, y) -> [muli(x, y), x] when the high half is unused
  pattern('MulSIExtendedToMulI', MulSIExtendedOp, (op, rw) => {
    if (op.high.hasUses) return false;
    at(rw, op);
    rw.replaceOp(op, [MulIOp.build(rw, { lhs: op.lhs, rhs: op.rhs, overflowFlags: overflowNone }).result, op.lhs]);
    return true;
  }),
  // mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
  pattern('MulSIExtendedRHSOne', MulSIExtendedOp, (op, rw) => {
    const c = intOrSplat(op.rhs);
    if (!c || c.value !== 1n) return false;
    at(rw, op);
    const zero = splatConstant(rw, op.lhs.type, 0n);
    if (!zero) return false;
    const neg = CmpIOp.build(rw, { predicate: CmpIPredicate.get('slt'), lhs: op.lhs, rhs: zero }).result;
    rw.replaceOp(op, [op.lhs, ExtSIOp.build(rw, { in: neg, resultTypes: [op.high.type] }).out]);
    return true;
  }),
  // mului_extended(x, y) -> [muli(x, y), x] when the high half is unused
  pattern('MulUIExtendedToMulI', MulUIExtendedOp, (op, rw) => {
    if (op.high.hasUses) return false;
    at(rw, op);
    rw.replaceOp(op, [MulIOp.build(rw, { lhs: op.lhs, rhs: op.rhs, overflowFlags: overflowNone }).result, op.lhs]);
    return true;
  }),
  ...bitwiseOfExtensions(),
];

/** `op(ext(x), ext(y)) -> ext(op(x, y))` for andi/ori/xori and extui/extsi, when x and y agree. */
function bitwiseOfExtensions(): RewritePattern[] {
  const out: RewritePattern[] = [];
  const ops = [['XOrI', XOrIOp], ['And', AndIOp], ['Or', OrIOp]] as const;
  const exts = [['ExtUI', ExtUIOp], ['ExtSI', ExtSIOp]] as const;
  for (const [opName, def] of ops) {
    for (const [extName, ext] of exts) {
      const name = opName === 'XOrI' ? `XOrIOf${extName}` : `${opName}Of${extName}`;
      out.push(pattern(name, def, (op, rw) => {
        const l = op.lhs.definingOp, r = op.rhs.definingOp;
        if (!ext.is(l) || !ext.is(r) || l.in.type !== r.in.type) return false;
        at(rw, op);
        const inner = def.build(rw, { lhs: l.in, rhs: r.in }).result;
        rw.replaceOp(op, [ext.build(rw, { in: inner, resultTypes: [op.result.type] }).out]);
        return true;
      }, 3));
    }
  }
  return out;
}
