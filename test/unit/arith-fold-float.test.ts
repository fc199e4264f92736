/**
 * The float and cast folders of arith, called directly on built ops: rounding in the op's type,
 * signed zeros, NaN and infinities, and conversions that fold only when nothing is lost.
 * Expected texts are what `mlir-opt-22 -canonicalize` prints for the same ops.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { type Attribute, DenseElementsAttr, FloatAttr, IntegerAttr } from '../../src/ir/attributes.js';
import { Block } from '../../src/ir/block.js';
import { Builder } from '../../src/ir/builder.js';
import type { FoldResult } from '../../src/ir/opinfo.js';
import type { Operation } from '../../src/ir/operation.js';
import {
  FloatType, type Type, VectorType, bf16, f16, f32, f64, i1, i16, i32, i64, i8, index,
} from '../../src/ir/types.js';
import { Value } from '../../src/ir/value.js';
import {
  AddFOp, BitcastOp, CmpFOp, CmpFPredicate, ConstantOp, DivFOp, ExtFOp, ExtSIOp, ExtUIOp, FastMathFlags, FPToSIOp,
  FPToUIOp, IndexCastOp, IndexCastUIOp, MaxNumFOp, MaximumFOp, MinNumFOp, MinimumFOp, MulFOp, NegFOp, RemFOp,
  RoundingMode, SIToFPOp, SubFOp, TruncFOp, TruncIOp, UIToFPOp,
} from '../../src/dialects/arith/index.js';

const f8 = FloatType.get('f8E4M3FN');
const flt = (t: FloatType, v: number) => FloatAttr.get(t, v);
const int = (t: Type, v: number | bigint) => IntegerAttr.get(t, v);

function setup() {
  const block = new Block();
  const b = Builder.atEnd(block);
  const c = (a: Attribute): Value => ConstantOp.build(b, { value: a }).result;
  return { b, c, arg: (t: Type) => block.addArgument(t, b.loc) };
}
function fold(op: Operation): readonly FoldResult[] | undefined {
  const consts = op.operands.map((v) => (ConstantOp.is(v.definingOp) ? v.definingOp.value : undefined));
  return op.info.fold!(op, consts);
}
function folded(op: Operation): string | undefined {
  const r = fold(op);
  if (!r) return undefined;
  return r[0] instanceof Value ? 'value' : r[0]!.key;
}

interface BinaryDef { build(b: Builder, args: { lhs: Value; rhs: Value }): Operation }
function binary(def: BinaryDef, t: FloatType, a: number, b: number): string | undefined {
  const { b: bld, c } = setup();
  return folded(def.build(bld, { lhs: c(flt(t, a)), rhs: c(flt(t, b)) }));
}
interface CastDef { build(b: Builder, args: { in: Value; resultTypes: readonly Type[] }): Operation }
function cast(def: CastDef, from: Attribute, to: Type): string | undefined {
  const { b, c } = setup();
  return folded(def.build(b, { in: c(from), resultTypes: [to] }));
}

test('float arithmetic rounds once, in the op type', () => {
  const a = Math.fround(1.5), b = Math.fround(0.1);
  assert.equal(binary(AddFOp, f32, a, b), '1.600000e+00 : f32');
  assert.equal(binary(SubFOp, f32, a, b), '1.400000e+00 : f32');
  assert.equal(binary(MulFOp, f32, a, b), '1.500000e-01 : f32');
  assert.equal(binary(DivFOp, f32, a, b), '1.500000e+01 : f32');
  assert.equal(binary(RemFOp, f32, a, b), '0.0999999791 : f32');
  assert.equal(binary(AddFOp, f64, 0.1, 0.2), '0.30000000000000004 : f64');
  assert.equal(binary(AddFOp, f16, 65504, 65504), '0x7C00 : f16');
  assert.equal(binary(AddFOp, bf16, 1, 0.00390625), '1.000000e+00 : bf16', 'ties to even');
});

test('infinities, NaN and signed zeros', () => {
  assert.equal(binary(DivFOp, f32, 1, 0), '0x7F800000 : f32');
  assert.equal(binary(DivFOp, f32, 0, 0), '0x7FC00000 : f32');
  assert.equal(binary(SubFOp, f32, Infinity, Infinity), '0x7FC00000 : f32');
  assert.equal(binary(MulFOp, f32, -0, 2), '-0.000000e+00 : f32');
  assert.equal(binary(AddFOp, f32, -0, -0), 'value', 'x + -0.0 is x');
  assert.equal(binary(AddFOp, f32, -0, 0), '0.000000e+00 : f32');
  assert.equal(binary(RemFOp, f32, -1, 1), '-0.000000e+00 : f32');
  assert.equal(binary(MulFOp, f8, -2.5, 448), undefined, 'overflows to a negative NaN, which a FloatAttr cannot hold');
});

test('min and max: NaN propagation and -0 < +0', () => {
  assert.equal(binary(MaximumFOp, f32, 0, -0), '0.000000e+00 : f32');
  assert.equal(binary(MinimumFOp, f32, 0, -0), '-0.000000e+00 : f32');
  assert.equal(binary(MaximumFOp, f32, 1, NaN), '0x7FC00000 : f32');
  assert.equal(binary(MinimumFOp, f32, NaN, 1), '0x7FC00000 : f32');
  assert.equal(binary(MaxNumFOp, f32, NaN, 1), '1.000000e+00 : f32');
  assert.equal(binary(MinNumFOp, f32, NaN, 1), '1.000000e+00 : f32');
  assert.equal(binary(MinNumFOp, f32, 1, NaN), 'value', 'minnumf(x, NaN) is x');
  assert.equal(binary(MaxNumFOp, f32, -0, 0), '0.000000e+00 : f32');
  assert.equal(binary(MinNumFOp, f32, 0, -0), '-0.000000e+00 : f32');
});

test('negf, and identity folds of float ops', () => {
  const { b, c, arg } = setup();
  assert.equal(folded(NegFOp.build(b, { operand: c(flt(f32, 2.5)) })), '-2.500000e+00 : f32');
  assert.equal(folded(NegFOp.build(b, { operand: c(flt(f32, 0)) })), '-0.000000e+00 : f32');
  assert.equal(folded(NegFOp.build(b, { operand: c(flt(f32, NaN)) })), '0xFFC00000 : f32', 'a negative NaN');
  assert.equal(folded(NegFOp.build(b, { operand: c(FloatAttr.get(f32, NaN, 0xffc00001n)) })), '0x7FC00001 : f32', 'the payload stays');
  const v = VectorType.get([2], f16);
  assert.equal(folded(NegFOp.build(b, { operand: c(DenseElementsAttr.get(v, [1, -2])) })), 'dense<[-1.000000e+00, 2.000000e+00]> : vector<2xf16>');
  const x = arg(f32);
  const neg = NegFOp.build(b, { operand: x });
  assert.equal(fold(NegFOp.build(b, { operand: neg.result }))?.[0], x);
  const same = (op: Operation) => assert.equal(fold(op)?.[0], x);
  same(AddFOp.build(b, { lhs: x, rhs: c(flt(f32, -0)) }));
  assert.equal(fold(AddFOp.build(b, { lhs: x, rhs: c(flt(f32, 0)) })), undefined, 'x + 0.0 is not x for x = -0.0');
  same(SubFOp.build(b, { lhs: x, rhs: c(flt(f32, 0)) }));
  same(MulFOp.build(b, { lhs: x, rhs: c(flt(f32, 1)) }));
  same(DivFOp.build(b, { lhs: x, rhs: c(flt(f32, 1)) }));
  same(MaximumFOp.build(b, { lhs: x, rhs: c(flt(f32, -Infinity)) }));
  same(MinNumFOp.build(b, { lhs: x, rhs: c(flt(f32, NaN)) }));
  const zero = c(flt(f32, 0));
  assert.equal(fold(MulFOp.build(b, { lhs: x, rhs: zero })), undefined);
  assert.equal(fold(MulFOp.build(b, { lhs: x, rhs: zero, fastmath: FastMathFlags.get(2 | 8) }))?.[0], zero);
});

test('cmpf: every predicate, and a NaN decides without the other operand', () => {
  const { b, c, arg } = setup();
  const cmp = (p: string, x: Value, y: Value) => folded(CmpFOp.build(b, { predicate: CmpFPredicate.get(p), lhs: x, rhs: y }));
  const z = c(flt(f32, 0)), nz = c(flt(f32, -0)), one = c(flt(f32, 1)), nan = c(flt(f32, NaN));
  assert.equal(cmp('oeq', z, nz), 'true');
  assert.equal(cmp('one', z, nz), 'false');
  assert.equal(cmp('olt', one, nan), 'false');
  assert.equal(cmp('ult', one, nan), 'true');
  assert.equal(cmp('ord', one, one), 'true');
  assert.equal(cmp('uno', nan, one), 'true');
  assert.equal(cmp('une', nan, nan), 'true');
  assert.equal(cmp('oge', one, z), 'true');
  assert.equal(cmp('ugt', z, one), 'false');
  assert.equal(cmp('false', one, one), 'false');
  assert.equal(cmp('true', nan, one), 'true');
  const x = arg(f32);
  assert.equal(cmp('olt', x, nan), 'false');
  assert.equal(cmp('une', nan, x), 'true');
  assert.equal(cmp('olt', x, one), undefined);
});

test('integer casts', () => {
  assert.equal(cast(ExtUIOp, int(i8, -3), i16), '253 : i16');
  assert.equal(cast(ExtSIOp, int(i8, -3), i16), '-3 : i16');
  assert.equal(cast(TruncIOp, int(i32, 4660), i8), '52 : i8');
  assert.equal(cast(ExtUIOp, int(i32, -1), i64), '4294967295 : i64');
  assert.equal(cast(TruncIOp, int(i32, 4660), i1), 'false');
  assert.equal(cast(ExtSIOp, IntegerAttr.bool(true), i8), '-1 : i8');
  assert.equal(cast(IndexCastOp, int(i8, -1), index), '-1 : index');
  assert.equal(cast(IndexCastOp, int(index, 300), i8), '44 : i8');
  assert.equal(cast(IndexCastUIOp, int(i8, -1), index), '255 : index');
  assert.equal(cast(IndexCastUIOp, int(index, -1), i32), '-1 : i32');
  const v = VectorType.get([2], i32);
  assert.equal(cast(IndexCastOp, DenseElementsAttr.get(v, [1, -2]), VectorType.get([2], index)), 'dense<[1, -2]> : vector<2xindex>');
});

test('int <-> float conversions', () => {
  assert.equal(cast(SIToFPOp, int(i32, -1), f32), '-1.000000e+00 : f32');
  assert.equal(cast(UIToFPOp, int(i32, -1), f32), '4.2949673E+9 : f32');
  assert.equal(cast(UIToFPOp, int(i32, -1), f16), '0x7C00 : f16');
  assert.equal(cast(SIToFPOp, int(i32, 16777217), f32), '0x4B800000 : f32');
  assert.equal(cast(FPToSIOp, flt(f32, -2.75), i8), '-2 : i8');
  assert.equal(cast(FPToUIOp, flt(f32, -2.75), i8), undefined);
  assert.equal(cast(FPToSIOp, flt(f32, 3e9), i32), undefined);
  assert.equal(cast(FPToUIOp, flt(f32, 3e9), i32), '-1294967296 : i32');
  assert.equal(cast(FPToSIOp, flt(f32, NaN), i32), undefined);
  assert.equal(cast(FPToSIOp, flt(f32, -1), i1), 'true');
});

test('float casts fold only when exact', () => {
  assert.equal(cast(TruncFOp, flt(f32, Math.fround(0.1)), f16), undefined);
  assert.equal(cast(TruncFOp, flt(f32, 0.5), f16), '5.000000e-01 : f16');
  const { b, c } = setup();
  const down = TruncFOp.build(b, { in: c(flt(f32, 0.5)), roundingmode: RoundingMode.get('downward'), resultTypes: [bf16] });
  assert.equal(folded(down), '5.000000e-01 : bf16');
  assert.equal(cast(ExtFOp, flt(f16, 0.0999755859375), f32), '0.0999755859 : f32');
  assert.equal(cast(ExtFOp, flt(f32, Math.fround(0.1)), f64), '0.10000000149011612 : f64');
  assert.equal(cast(TruncFOp, flt(f32, Infinity), f8), undefined);
  assert.equal(cast(TruncFOp, flt(f32, NaN), f16), '0x7E00 : f16');
  assert.equal(cast(TruncFOp, flt(f32, NaN), f8), undefined, 'NaN into another NaN encoding');
});

test('bitcast reinterprets bits; NaNs keep their payloads', () => {
  assert.equal(cast(BitcastOp, flt(f32, 1), i32), '1065353216 : i32');
  assert.equal(cast(BitcastOp, int(i32, 1078530011), f32), '3.14159274 : f32');
  assert.equal(cast(BitcastOp, flt(f16, -2), i16), '-16384 : i16');
  assert.equal(cast(BitcastOp, int(i16, 16256), bf16), '1.000000e+00 : bf16');
  const v = VectorType.get([2], f32);
  assert.equal(cast(BitcastOp, DenseElementsAttr.get(v, [1, -0]), VectorType.get([2], i32)), 'dense<[1065353216, -2147483648]> : vector<2xi32>');
  assert.equal(cast(BitcastOp, int(i32, 2143289345), f32), '0x7FC00001 : f32');
  assert.equal(cast(BitcastOp, int(i16, -1), f16), '0xFFFF : f16');
  assert.equal(cast(BitcastOp, FloatAttr.get(f32, NaN, 0xffc00001n), i32), '-4194303 : i32');
});

test('cast chains fold in place or to the source', () => {
  const { b, arg } = setup();
  const x = arg(i8);
  const inner = ExtUIOp.build(b, { in: x, resultTypes: [i16] });
  const outer = ExtUIOp.build(b, { in: inner.out, resultTypes: [i64] });
  assert.deepEqual(fold(outer), [outer.out]);
  assert.equal(outer.in, x);
  const ext = ExtSIOp.build(b, { in: x, resultTypes: [i32] });
  assert.equal(fold(TruncIOp.build(b, { in: ext.out, resultTypes: [i8] }))?.[0], x);
  const h = arg(f16);
  const wide = ExtFOp.build(b, { in: h, resultTypes: [f64] });
  assert.equal(fold(TruncFOp.build(b, { in: wide.out, resultTypes: [f16] }))?.[0], h);
  const y = arg(f32);
  assert.equal(fold(BitcastOp.build(b, { in: y, resultTypes: [f32] }))?.[0], y);
});
