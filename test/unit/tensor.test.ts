/**
 * The tensor dialect through its API: the shape rules the verifiers use (rank reduction, cast
 * compatibility, kDynamic in static arrays), ops built with their typed builders, folders called
 * directly, and the reshape type inference. Texts expected are what mlir-opt-22 prints.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { IntegerAttr } from '../../src/ir/attributes.js';
import { Block } from '../../src/ir/block.js';
import { Builder } from '../../src/ir/builder.js';
import type { Operation } from '../../src/ir/operation.js';
import { DYNAMIC, RankedTensorType, type Type, UnrankedTensorType, f32, i32, index } from '../../src/ir/types.js';
import { Value } from '../../src/ir/value.js';
import { verify } from '../../src/ir/verifier.js';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { ConstantOp } from '../../src/dialects/arith/index.js';
import {
  CastOp, DimOp, EmptyOp, ExtractOp, ExtractSliceOp, FromElementsOp, RankOp, areCastCompatible, collapsedType,
  dimsAttr, rankReductionMask, reassociationAttr, reassociationIndices, sliceCheck, staticDims,
} from '../../src/dialects/tensor/index.js';

const T = (shape: number[], elem: Type = f32) => RankedTensorType.get(shape, elem);
const Q = DYNAMIC;

function setup() {
  const block = new Block();
  const b = Builder.atEnd(block);
  return { b, arg: (t: Type) => block.addArgument(t, b.loc) };
}
const constOperands = (op: Operation) => op.operands.map((v) => (ConstantOp.is(v.definingOp) ? v.definingOp.value : undefined));

test('rank reduction masks drop unit dims greedily from the left', () => {
  assert.deepEqual([...rankReductionMask([1, 6, 1], [6, 1])!], [0]);
  assert.deepEqual([...rankReductionMask([1, 6, 1], [1, 6])!], [2]);
  assert.deepEqual([...rankReductionMask([1, 1, 2, 1, 1, 4, 1], [1, 2, 1, 4])!], [1, 4, 6]);
  assert.equal(rankReductionMask([4, 6], [6]), undefined);
  assert.equal(rankReductionMask([Q, 4], [4]), undefined);
});

test('slice type checks report rank, size and element mismatches as upstream', () => {
  assert.equal(sliceCheck(T([4, 4]), T([4])), 'size');
  assert.equal(sliceCheck(T([1, 4]), T([4])), 'ok');
  assert.equal(sliceCheck(T([4]), T([4, 1])), 'rank');
  assert.equal(sliceCheck(T([4]), T([4], i32)), 'elem');
  assert.equal(sliceCheck(T([Q]), T([4])), 'size');
});

test('casts need the same element type and compatible shapes', () => {
  assert.ok(areCastCompatible(T([4, Q]), T([Q, 8])));
  assert.ok(areCastCompatible(T([4]), UnrankedTensorType.get(f32)));
  assert.ok(!areCastCompatible(T([4]), T([5])));
  assert.ok(!areCastCompatible(T([4]), T([4], i32)));
  assert.ok(!areCastCompatible(T([4]), T([4, 1])));
});

test('static index arrays store kDynamic as -2^63', () => {
  const a = dimsAttr([0, Q, 3]);
  assert.equal(a.key, 'array<i64: 0, -9223372036854775808, 3>');
  assert.deepEqual(staticDims(a), [0, Q, 3]);
});

test('reassociations: attribute form and the collapsed type', () => {
  const r = reassociationAttr([[0, 1], [2]]);
  assert.equal(r.key, '[[0, 1], [2]]');
  assert.deepEqual(reassociationIndices(r), [[0, 1], [2]]);
  assert.equal(collapsedType(T([2, 3, 4]), [[0, 1], [2]]).key, 'tensor<6x4xf32>');
  assert.equal(collapsedType(T([2, Q, 4]), [[0, 1], [2]]).key, 'tensor<?x4xf32>');
  assert.equal(collapsedType(T([1, 1]), []).key, 'tensor<f32>');
});

test('dim folds static sizes and the dynamic sizes of tensor.empty', () => {
  const { b, arg } = setup();
  const n = arg(index);
  const empty = EmptyOp.build(b, { dynamicSizes: [n], resultTypes: [T([4, Q])] });
  const c0 = ConstantOp.build(b, { value: IntegerAttr.index(0) }).result;
  const c1 = ConstantOp.build(b, { value: IntegerAttr.index(1) }).result;
  const d0 = DimOp.build(b, { source: empty.result, index: c0, resultTypes: [index] });
  const d1 = DimOp.build(b, { source: empty.result, index: c1, resultTypes: [index] });
  assert.equal((d0.info.fold!(d0, constOperands(d0))![0] as IntegerAttr).key, '4 : index');
  assert.equal(d1.info.fold!(d1, constOperands(d1))![0], n);
});

test('extract folds through from_elements and rank folds for ranked tensors', () => {
  const { b, arg } = setup();
  const [x, y, z, w] = [arg(f32), arg(f32), arg(f32), arg(f32)];
  const t = FromElementsOp.build(b, { elements: [x, y, z, w], resultTypes: [T([2, 2])] });
  const c1 = ConstantOp.build(b, { value: IntegerAttr.index(1) }).result;
  const c0 = ConstantOp.build(b, { value: IntegerAttr.index(0) }).result;
  const e = ExtractOp.build(b, { tensor: t.result, indices: [c1, c0], resultTypes: [f32] });
  assert.equal(e.info.fold!(e, constOperands(e))![0], z);
  const r = RankOp.build(b, { tensor: t.result, resultTypes: [index] });
  assert.equal((r.info.fold!(r, [])![0] as IntegerAttr).key, '2 : index');
});

test('identity casts fold, others do not', () => {
  const { b, arg } = setup();
  const t = arg(T([4]));
  const same = CastOp.build(b, { source: t, resultTypes: [T([4])] });
  const more = CastOp.build(b, { source: t, resultTypes: [T([Q])] });
  assert.equal(same.info.fold!(same, [])![0], t);
  assert.equal(more.info.fold!(more, []), undefined);
});

test('an extract_slice built from the API verifies and prints as mlir-opt', () => {
  const ctx = createContext();
  const m = parseSource('func.func @f(%t: tensor<8x16xf32>, %o: index) { return }', ctx);
  const fn = m.regions[0]!.front.first!;
  const entry = fn.regions[0]!.front;
  const b = Builder.before(entry.last!);
  const t: Value = entry.args[0]!, o: Value = entry.args[1]!;
  ExtractSliceOp.build(b, {
    source: t, offsets: [o], sizes: [], strides: [],
    static_offsets: dimsAttr([Q, 0]), static_sizes: dimsAttr([1, 16]), static_strides: dimsAttr([1, 1]),
    resultTypes: [T([16])],
  });
  assert.equal(verify(m), undefined);
  assert.match(printOp(m), /%extracted_slice = tensor\.extract_slice %arg0\[%arg1, 0\] \[1, 16\] \[1, 1\] : tensor<8x16xf32> to tensor<16xf32>/);
});

test('verifier messages are upstream\'s', () => {
  const ctx = createContext();
  const bad = (text: string) => verify(parseSource(text, ctx))?.diagnostic.message;
  assert.equal(bad('func.func @f(%t: tensor<16xf32>) { %0 = tensor.extract_slice %t[0][4][1] : tensor<16xf32> to tensor<6xf32>\n return }'),
    "expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch) ");
  assert.equal(bad('func.func @f(%t: tensor<2x3x2x4x5xf32>) { %0 = tensor.collapse_shape %t [[0], [1], [2, 3, 4]] : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>\n return }'),
    "'tensor.collapse_shape' op expected dimension 2 of collapsed type to be static value of 40");
});
