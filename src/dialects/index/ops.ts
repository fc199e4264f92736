/**
 * The index dialect: integer arithmetic on `index` values whose width is the target's (32 or 64
 * bits), so a fold must hold for both. Binary ops, `index.cmp`, casts to and from integers
 * (`casts` sign-extends, `castu` zero-extends), `index.constant`, `index.bool.constant` and
 * `index.sizeof` (the width in bytes).
 *
 * ```mlir
 * %idx4 = index.constant 4
 * %0 = index.add %a, %idx4
 * %1 = index.cmp slt(%0, %b)
 * %2 = index.casts %0 : index to i32
 * ```
 */
import { type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Commutative, ConstantLike, NoMemoryEffect, Pure, type Trait } from '../../ir/traits.js';
import { IntegerType, i1, index, type Type } from '../../ir/types.js';
import { BoolAttr, I1, Index, IndexAttr, typeConstraint } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defineDialectEnum } from '../../irdl/enum.js';
import { constantOf } from '../../rewrite/fold.js';
import type { Value } from '../../ir/value.js';
import { type Calc, checked, compare, foldCast, s, u, unchecked } from './fold.js';
import { cmpOfMinMax } from './ranges.js';

/** `#index<cmp_predicate slt>`, printed `slt` in `index.cmp slt(%a, %b)`. */
export const CmpPredicate = defineDialectEnum({
  dialect: 'index', mnemonic: 'cmp_predicate', syntax: 'keyword',
  cases: { eq: 0, ne: 1, slt: 2, sle: 3, sgt: 4, sge: 5, ult: 6, ule: 7, ugt: 8, uge: 9 },
  description: '::mlir::index::IndexCmpPredicate', attrName: 'IndexCmpPredicateAttr',
});

const sdiv = (a: bigint, b: bigint, w: number): bigint => u(s(a, w) / s(b, w), w);

const ceilDivS: Calc = (n, m, w) => {
  if (m === 0n) return undefined;
  if (n === 0n) return n;
  const mGtZ = s(m, w) > 0n;
  if ((s(n, w) > 0n) !== mGtZ) return u(-sdiv(u(-n, w), m, w), w);
  return u(sdiv(u(n + (mGtZ ? -1n : 1n), w), m, w) + 1n, w);
};
const floorDivS: Calc = (n, m, w) => {
  if (m === 0n) return undefined;
  if (n === 0n) return n;
  const mLtZ = s(m, w) < 0n;
  if ((s(n, w) < 0n) === mLtZ) return sdiv(n, m, w);
  return u(-1n - s(sdiv(u((mLtZ ? 1n : -1n) - n, w), m, w), w), w);
};
const nonZero = (f: Calc): Calc => (a, b, w) => (b === 0n ? undefined : f(a, b, w));
const shiftBelow32 = (f: Calc): Calc => (a, b, w) => (b >= 32n ? undefined : f(a, b, w));

/** Each binary op: its fold (checked: the 32- and 64-bit results must agree) and traits. */
const BINARY: readonly (readonly [string, 'checked' | 'unchecked', Calc, readonly Trait[], 'add' | 'sub' | 'mul' | undefined])[] = [
  ['add', 'unchecked', (a, b) => a + b, [Commutative, Pure], 'add'],
  ['sub', 'unchecked', (a, b) => a - b, [Pure], 'sub'],
  ['mul', 'unchecked', (a, b) => a * b, [Commutative, Pure], 'mul'],
  ['divs', 'checked', nonZero(sdiv), [NoMemoryEffect], undefined],
  ['divu', 'checked', nonZero((a, b) => a / b), [NoMemoryEffect], undefined],
  ['ceildivs', 'checked', ceilDivS, [NoMemoryEffect], undefined],
  ['ceildivu', 'checked', nonZero((n, m, w) => (n === 0n ? 0n : u(n - 1n, w) / m + 1n)), [NoMemoryEffect], undefined],
  ['floordivs', 'checked', floorDivS, [NoMemoryEffect], undefined],
  ['rems', 'checked', nonZero((a, b, w) => s(a, w) % s(b, w)), [NoMemoryEffect], undefined],
  ['remu', 'checked', nonZero((a, b) => a % b), [NoMemoryEffect], undefined],
  ['maxs', 'checked', (a, b, w) => (s(a, w) > s(b, w) ? a : b), [Commutative, Pure], undefined],
  ['maxu', 'checked', (a, b) => (a > b ? a : b), [Commutative, Pure], undefined],
  ['mins', 'checked', (a, b, w) => (s(a, w) < s(b, w) ? a : b), [Commutative, Pure], undefined],
  ['minu', 'checked', (a, b) => (a < b ? a : b), [Commutative, Pure], undefined],
  ['shl', 'unchecked', shiftBelow32((a, b) => a << b), [Pure], undefined],
  ['shrs', 'checked', shiftBelow32((a, b, w) => s(a, w) >> b), [Pure], undefined],
  ['shru', 'checked', shiftBelow32((a, b) => a >> b), [Pure], undefined],
  ['and', 'unchecked', (a, b) => a & b, [Commutative, Pure], undefined],
  ['or', 'unchecked', (a, b) => a | b, [Commutative, Pure], undefined],
  ['xor', 'unchecked', (a, b) => a ^ b, [Commutative, Pure], undefined],
];

/** The identity folds upstream has: add(x, 0), sub(x, 0), mul(x, 1) → x; mul(x, 0) → 0. */
function identity(kind: 'add' | 'sub' | 'mul' | undefined, op: Operation, rhs: Attribute | undefined): FoldResult[] | undefined {
  if (!kind || !(rhs instanceof IntegerAttr)) return undefined;
  if (rhs.value === 0n) return kind === 'mul' ? [rhs] : [op.getOperand(0)];
  return kind === 'mul' && rhs.value === 1n ? [op.getOperand(0)] : undefined;
}

export const BINARY_OPS = BINARY.map(([name, mode, calc, traits, ident]) => defineOp({
  name: `index.${name}`,
  operands: { lhs: Index, rhs: Index },
  results: { result: Index },
  traits: [...traits],
  format: '$lhs `,` $rhs attr-dict',
}, {
  fold(op, [a, b]) {
    const folded = (mode === 'checked' ? checked : unchecked)(a, b, calc);
    return folded ? [folded] : identity(ident, op, b);
  },
}));

export const CmpOp = defineOp({
  name: 'index.cmp',
  operands: { lhs: Index, rhs: Index },
  attributes: { pred: CmpPredicate.constraint },
  results: { result: I1 },
  traits: [Pure],
  format: '$pred `(` $lhs `,` $rhs `)` attr-dict',
}, {
  fold(op, [a, b]) {
    const pred = op.pred.value;
    if (a instanceof IntegerAttr && b instanceof IntegerAttr) {
      const r64 = compare(pred, u(a.value, 64), u(b.value, 64), 64), r32 = compare(pred, u(a.value, 32), u(b.value, 32), 32);
      if (r64 === r32) return [IntegerAttr.bool(r64)];
    }
    const minMax = op.lhs.definingOp;
    const cstA = minMax && ['index.mins', 'index.minu', 'index.maxs', 'index.maxu'].includes(minMax.name) ? constantBig(minMax.getOperand(1)) : undefined;
    if (minMax && cstA !== undefined && b instanceof IntegerAttr) {
      const r64 = cmpOfMinMax(minMax.name, cstA, b.value, 64, pred), r32 = cmpOfMinMax(minMax.name, cstA, b.value, 32, pred);
      if (r64 !== undefined && r64 === r32) return [IntegerAttr.bool(r64)];
    }
    if (op.lhs === op.rhs) return [IntegerAttr.bool([0, 3, 5, 7, 9].includes(pred))];
    return undefined;
  },
});

/** The integer constant a value is defined by, as a bigint (m_Constant of an IntegerAttr). */
function constantBig(v: Value): bigint | undefined {
  const c = constantOf(v);
  return c instanceof IntegerAttr ? c.value : undefined;
}

const IntegerOrIndex = typeConstraint('integer or index', (t) => t instanceof IntegerType || t === index);

/** casts / castu: exactly one side is `index`. */
function castOp(name: 'casts' | 'castu') {
  return defineOp({
    name: `index.${name}`,
    operands: { input: IntegerOrIndex },
    results: { output: IntegerOrIndex },
    traits: [Pure],
    format: '$input attr-dict `:` type($input) `to` type($output)',
  }, {
    verify(op) {
      const from = op.input.type, to = op.output.type;
      if ((from === index) === (to === index)) throw opError(op, `operand type '${from.key}' and result type '${to.key}' are cast incompatible`);
    },
    fold: (op, [a]) => {
      const r = foldCast(a, op.output.type as Type, name === 'casts');
      return r ? [r] : undefined;
    },
  });
}
export const CastSOp = castOp('casts');
export const CastUOp = castOp('castu');

export const SizeOfOp = defineOp({
  name: 'index.sizeof',
  results: { result: Index },
  traits: [Pure],
  format: 'attr-dict',
});

export const ConstantOp = defineOp({
  name: 'index.constant',
  attributes: { value: IndexAttr },
  results: { result: Index },
  traits: [ConstantLike, Pure],
  format: 'attr-dict $value',
}, {
  fold: (op) => [op.value],
  asmResultNames: (op) => [`idx${(op.value as IntegerAttr).value}`],
  inferResultTypes: () => [index],
});

export const BoolConstantOp = defineOp({
  name: 'index.bool.constant',
  attributes: { value: BoolAttr },
  results: { result: I1 },
  traits: [ConstantLike, Pure],
  format: 'attr-dict $value',
}, {
  fold: (op) => [op.value],
  asmResultNames: (op) => [(op.value as IntegerAttr).value ? 'true' : 'false'],
  inferResultTypes: () => [i1],
});

