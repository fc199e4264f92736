/**
 * The integer folders of arith, called directly on built ops. Expected values are what
 * `mlir-opt-22 -canonicalize` prints for the same ops (attributes are compared by their text).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { type Attribute, DenseElementsAttr, IntegerAttr } from '../../src/ir/attributes.js';
import { Block } from '../../src/ir/block.js';
import { Builder } from '../../src/ir/builder.js';
import type { FoldResult } from '../../src/ir/opinfo.js';
import type { Operation } from '../../src/ir/operation.js';
import { IntegerType, type Type, VectorType, i1, i8, i32, i64, index } from '../../src/ir/types.js';
import { Value } from '../../src/ir/value.js';
import { foldOperation } from '../../src/rewrite/fold.js';
import {
  AddIOp, AddUIExtendedOp, AndIOp, CeilDivSIOp, CeilDivUIOp, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, DivUIOp,
  FloorDivSIOp, MaxSIOp, MaxUIOp, MinSIOp, MinUIOp, MulIOp, MulSIExtendedOp, MulUIExtendedOp, OrIOp, RemSIOp, RemUIOp,
  SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubIOp, XOrIOp, materializeConstant, overflowNone,
} from '../../src/dialects/arith/index.js';

const i3 = IntegerType.get(3);
const int = (t: Type, v: number | bigint) => IntegerAttr.get(t, v);

/** A block to build in, and arith.constant values of attributes. */
function setup() {
  const block = new Block();
  const b = Builder.atEnd(block);
  const c = (a: Attribute): Value => ConstantOp.build(b, { value: a }).result;
  return { b, c, arg: (t: Type) => block.addArgument(t, b.loc) };
}

/** Runs the op's fold hook with its constant operands, as the driver would. */
function fold(op: Operation): readonly FoldResult[] | undefined {
  const consts = op.operands.map((v) => (ConstantOp.is(v.definingOp) ? v.definingOp.value : undefined));
  return op.info.fold!(op, consts);
}
/** The single folded attribute's text, 'value' for a folded value, or undefined. */
function folded(op: Operation): string | undefined {
  const r = fold(op);
  if (!r) return undefined;
  const x = r[0]!;
  return x instanceof Value ? 'value' : x.key;
}

/** Any binary op definition (method syntax: the defs' argument types are wider). */
interface BinaryDef { build(b: Builder, args: { lhs: Value; rhs: Value }): Operation }
function binary(def: BinaryDef, t: Type, a: number | bigint, b: number | bigint): string | undefined {
  const { b: bld, c } = setup();
  const lhs = c(int(t, a)), rhs = c(int(t, b));
  return folded(def.build(bld, { lhs, rhs }));
}

test('addi, subi and muli wrap at their width', () => {
  assert.equal(binary(AddIOp, i32, 1, 2), '3 : i32');
  assert.equal(binary(AddIOp, i8, 127, 127), '-2 : i8');
  assert.equal(binary(AddIOp, index, -5, 3), '-2 : index');
  assert.equal(binary(AddIOp, i1, -1, -1), 'false');
  assert.equal(binary(SubIOp, i8, -128, 1), '127 : i8');
  assert.equal(binary(SubIOp, i32, 3, 10), '-7 : i32');
  assert.equal(binary(MulIOp, i32, 65536, 65536), '0 : i32');
  assert.equal(binary(MulIOp, i64, -4294967296n, 3), '-12884901888 : i64');
  assert.equal(binary(AddIOp, i3, 3, 1), '-4 : i3');
});

test('division: zero divisors and signed overflow do not fold', () => {
  assert.equal(binary(DivUIOp, i32, -7, 2), '2147483644 : i32');
  assert.equal(binary(DivSIOp, i32, -7, 2), '-3 : i32');
  assert.equal(binary(DivSIOp, i32, 7, 0), undefined);
  assert.equal(binary(DivUIOp, i32, 7, 0), undefined);
  assert.equal(binary(DivSIOp, i8, -128, -1), undefined);
  assert.equal(binary(DivUIOp, i8, -128, -1), '0 : i8');
  assert.equal(binary(RemSIOp, i8, -128, -1), '0 : i8');
  assert.equal(binary(FloorDivSIOp, i8, -128, -1), undefined);
  assert.equal(binary(RemSIOp, i32, -7, 3), '-1 : i32');
  assert.equal(binary(RemUIOp, i32, -7, 3), '0 : i32');
  assert.equal(binary(RemSIOp, i32, -7, 0), undefined);
  assert.equal(binary(RemUIOp, i32, 3, 0), undefined);
});

test('ceil and floor divisions round as upstream, refusing any intermediate overflow', () => {
  assert.equal(binary(CeilDivSIOp, i32, 7, 2), '4 : i32');
  assert.equal(binary(CeilDivSIOp, i32, -7, 2), '-3 : i32');
  assert.equal(binary(CeilDivSIOp, i32, 7, -2), '-3 : i32');
  assert.equal(binary(CeilDivSIOp, i32, -7, -2), '4 : i32');
  assert.equal(binary(FloorDivSIOp, i32, 7, -2), '-4 : i32');
  assert.equal(binary(FloorDivSIOp, i32, -7, -2), '3 : i32');
  assert.equal(binary(CeilDivUIOp, i32, 7, 2), '4 : i32');
  assert.equal(binary(CeilDivUIOp, i32, -7, 2), '2147483645 : i32');
  assert.equal(binary(CeilDivSIOp, i8, -128, -1), undefined);
  // -(-128) overflows on the way, so this does not fold although the result (-42) fits.
  assert.equal(binary(CeilDivSIOp, i8, -128, 3), undefined);
  assert.equal(binary(CeilDivSIOp, i32, 0, 5), '0 : i32');
});

test('shifts fold below the bit width only', () => {
  assert.equal(binary(ShLIOp, i8, -96, 3), '0 : i8');
  assert.equal(binary(ShRUIOp, i8, -96, 3), '20 : i8');
  assert.equal(binary(ShRSIOp, i8, -96, 3), '-12 : i8');
  assert.equal(binary(ShLIOp, i8, -96, 8), undefined);
  assert.equal(binary(ShRUIOp, i8, -96, -1), undefined);
  assert.equal(binary(ShRSIOp, i8, -96, 8), undefined);
});

test('bitwise ops and min/max, signed and unsigned', () => {
  assert.equal(binary(AndIOp, i32, 12, 10), '8 : i32');
  assert.equal(binary(OrIOp, i32, 12, 10), '14 : i32');
  assert.equal(binary(XOrIOp, i32, 12, 10), '6 : i32');
  assert.equal(binary(MaxSIOp, i8, -1, 5), '5 : i8');
  assert.equal(binary(MaxUIOp, i8, -1, 5), '-1 : i8');
  assert.equal(binary(MinSIOp, i8, -1, 5), '-1 : i8');
  assert.equal(binary(MinUIOp, i8, -1, 5), '5 : i8');
});

test('identity folds return the operand', () => {
  const { b, c, arg } = setup();
  const x = arg(i32), y = arg(i32);
  const zero = c(int(i32, 0)), one = c(int(i32, 1)), ones = c(int(i32, -1));
  const same = (op: Operation, v: Value) => assert.equal(fold(op)?.[0], v);
  same(AddIOp.build(b, { lhs: x, rhs: zero }), x);
  same(SubIOp.build(b, { lhs: x, rhs: zero }), x);
  same(MulIOp.build(b, { lhs: x, rhs: one }), x);
  same(MulIOp.build(b, { lhs: x, rhs: zero }), zero);
  same(DivSIOp.build(b, { lhs: x, rhs: one }), x);
  same(AndIOp.build(b, { lhs: x, rhs: ones }), x);
  assert.deepEqual(foldOperation(AndIOp.build(b, { lhs: x, rhs: x })), { kind: 'replaced', results: [x] }, 'Idempotent, by the driver');
  same(OrIOp.build(b, { lhs: x, rhs: zero }), x);
  same(XOrIOp.build(b, { lhs: x, rhs: zero }), x);
  same(ShRSIOp.build(b, { lhs: x, rhs: zero }), x);
  same(MaxSIOp.build(b, { lhs: x, rhs: x }), x);
  const s = SubIOp.build(b, { lhs: x, rhs: y }).result;
  same(AddIOp.build(b, { lhs: s, rhs: y }), x);
  const a = AddIOp.build(b, { lhs: x, rhs: y }).result;
  same(SubIOp.build(b, { lhs: a, rhs: x }), y);
  const m = MulIOp.build(b, { lhs: x, rhs: y, overflowFlags: overflowNone }).result;
  assert.equal(fold(DivUIOp.build(b, { lhs: m, rhs: y })), undefined, 'needs nuw on the multiplication');
  assert.equal(folded(SubIOp.build(b, { lhs: x, rhs: x })), '0 : i32');
  assert.equal(folded(XOrIOp.build(b, { lhs: x, rhs: x })), '0 : i32');
  assert.equal(folded(RemUIOp.build(b, { lhs: x, rhs: one })), '0 : i32');
});

test('a constant left operand of a commutative op moves to the right (the driver\'s trait fold)', () => {
  const { b, c, arg } = setup();
  const x = arg(i32), k = c(int(i32, 7));
  const op = AddIOp.build(b, { lhs: k, rhs: x });
  assert.equal(fold(op), undefined, 'the op itself does not fold');
  assert.deepEqual(foldOperation(op), { kind: 'in-place' });
  assert.equal(op.lhs, x);
  assert.equal(op.rhs, k);
  assert.deepEqual(foldOperation(op), { kind: 'failed' }, 'nothing left to do');
});

test('vectors and tensors fold element-wise; splats stay splats', () => {
  const { b, c } = setup();
  const v4 = VectorType.get([4], i32);
  const lhs = c(DenseElementsAttr.get(v4, [1, 2, 3, 4])), rhs = c(DenseElementsAttr.splat(v4, 10));
  assert.equal(folded(AddIOp.build(b, { lhs, rhs })), 'dense<[11, 12, 13, 14]> : vector<4xi32>');
  const v2 = VectorType.get([2], i8);
  const h = c(DenseElementsAttr.splat(v2, 100));
  assert.equal(folded(AddIOp.build(b, { lhs: h, rhs: h })), 'dense<-56> : vector<2xi8>');
  const bad = c(DenseElementsAttr.get(v4, [1, 0, 1, 1]));
  assert.equal(folded(DivUIOp.build(b, { lhs, rhs: bad })), undefined);
});

test('extended ops give both halves', () => {
  const { b, c, arg } = setup();
  const m1 = c(int(i32, -1)), two = c(int(i32, 2));
  const texts = (op: Operation) => fold(op)!.map((r) => (r instanceof Value ? 'value' : r.key));
  assert.deepEqual(texts(AddUIExtendedOp.build(b, { lhs: m1, rhs: two, resultTypes: [i32, i1] })), ['1 : i32', 'true']);
  assert.deepEqual(texts(MulSIExtendedOp.build(b, { lhs: m1, rhs: two, resultTypes: [i32, i32] })), ['-2 : i32', '-1 : i32']);
  assert.deepEqual(texts(MulUIExtendedOp.build(b, { lhs: m1, rhs: two, resultTypes: [i32, i32] })), ['-2 : i32', '1 : i32']);
  const x = arg(i32), zero = c(int(i32, 0)), one = c(int(i32, 1));
  assert.deepEqual(texts(AddUIExtendedOp.build(b, { lhs: x, rhs: zero, resultTypes: [i32, i1] })), ['value', 'false']);
  assert.deepEqual(texts(MulUIExtendedOp.build(b, { lhs: x, rhs: one, resultTypes: [i32, i32] })), ['value', '0 : i32']);
});

test('cmpi folds every predicate, equal operands, and swaps a constant to the right', () => {
  const { b, c, arg } = setup();
  const m1 = c(int(i32, -1)), one = c(int(i32, 1));
  const want = { eq: false, ne: true, slt: true, sle: true, sgt: false, sge: false, ult: false, ule: false, ugt: true, uge: true };
  for (const [p, v] of Object.entries(want)) {
    assert.equal(folded(CmpIOp.build(b, { predicate: CmpIPredicate.get(p), lhs: m1, rhs: one })), String(v), p);
  }
  const x = arg(i32);
  assert.equal(folded(CmpIOp.build(b, { predicate: CmpIPredicate.get('uge'), lhs: x, rhs: x })), 'true');
  assert.equal(folded(CmpIOp.build(b, { predicate: CmpIPredicate.get('slt'), lhs: x, rhs: x })), 'false');
  const swapped = CmpIOp.build(b, { predicate: CmpIPredicate.get('slt'), lhs: one, rhs: x });
  assert.deepEqual(fold(swapped), [swapped.result]);
  assert.equal(CmpIPredicate.name(swapped.predicate), 'sgt');
  assert.equal(swapped.lhs, x);
  const t = arg(i1), f = c(IntegerAttr.bool(false));
  assert.equal(fold(CmpIOp.build(b, { predicate: CmpIPredicate.get('ne'), lhs: t, rhs: f }))?.[0], t);
});

test('select with a constant condition, equal values or a constant mask', () => {
  const { b, c, arg } = setup();
  const x = arg(i32), y = arg(i32), cond = arg(i1);
  const tru = c(IntegerAttr.bool(true)), fls = c(IntegerAttr.bool(false));
  assert.equal(fold(SelectOp.build(b, { condition: tru, true_value: x, false_value: y }))?.[0], x);
  assert.equal(fold(SelectOp.build(b, { condition: fls, true_value: x, false_value: y }))?.[0], y);
  assert.equal(fold(SelectOp.build(b, { condition: cond, true_value: x, false_value: x }))?.[0], x);
  assert.equal(fold(SelectOp.build(b, { condition: cond, true_value: tru, false_value: fls }))?.[0], cond);
  const m = c(DenseElementsAttr.get(VectorType.get([4], i1), [1, 0, 0, 1]));
  const v = VectorType.get([4], i32);
  const sel = SelectOp.build(b, { condition: m, true_value: c(DenseElementsAttr.get(v, [1, 2, 3, 4])), false_value: c(DenseElementsAttr.splat(v, 7)) });
  assert.equal(folded(sel), 'dense<[1, 7, 7, 4]> : vector<4xi32>');
});

test('materializeConstant builds arith.constant for signless values only', () => {
  const { b } = setup();
  const op = materializeConstant(b, int(i8, 5), i8, b.loc);
  assert.ok(ConstantOp.is(op));
  const ui = IntegerType.get(8, 'unsigned');
  assert.equal(materializeConstant(b, int(ui, 5), ui, b.loc), undefined);
  assert.equal(materializeConstant(b, int(i8, 5), i32, b.loc), undefined);
});
