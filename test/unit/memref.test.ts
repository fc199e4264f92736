/**
 * The memref dialect through its API: strided layout arithmetic (strides of identity, strided and
 * affine layouts, subview/collapse/expand result types, rank reduction), cast compatibility, ops
 * built with their typed builders and folded directly. Expected texts are mlir-opt-22's.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { AffineMapAttr, IntegerAttr, StridedLayoutAttr } from '../../src/ir/attributes.js';
import { getAffineDimExpr, getAffineSymbolExpr, AffineMap } from '../../src/ir/affine/index.js';
import { Block } from '../../src/ir/block.js';
import { Builder } from '../../src/ir/builder.js';
import { DYNAMIC, MemRefType, type Type, UnrankedMemRefType, f32, i8, index } from '../../src/ir/types.js';
import { verify } from '../../src/ir/verifier.js';
import { createContext } from '../../src/dialects/index.js';
import { parseSource } from '../../src/parser/index.js';
import { printOp } from '../../src/printer/printer.js';
import { ConstantOp } from '../../src/dialects/arith/index.js';
import { AllocOp, CastOp, DimOp, LoadOp, StoreOp, SubViewOp } from '../../src/dialects/memref/index.js';
import { castCompatible } from '../../src/dialects/memref/cast.js';
import {
  canonicalStrides, getStridesAndOffset, hasIdentityLayout, inBoundsSliceError, layoutNumSymbols, memRefRankReductionMask,
  toStatic,
} from '../../src/dialects/memref/layout.js';
import { computeCollapsedType, computeExpandedType } from '../../src/dialects/memref/reshape.js';
import { inferSubViewType } from '../../src/dialects/memref/view.js';
import { staticIndexArray } from '../../src/irdl/directives/dynamic-index-list.js';

const Q = DYNAMIC;
const M = (shape: number[], layout?: StridedLayoutAttr | AffineMapAttr, elem: Type = f32) => MemRefType.get(shape, elem, layout);
const S = (offset: number, strides: number[]) => StridedLayoutAttr.get(offset, strides);

test('identity layouts have row-major strides; a dynamic size makes the strides to its left dynamic', () => {
  assert.deepEqual(canonicalStrides([4, 8, 16]), [128, 16, 1]);
  assert.deepEqual(canonicalStrides([4, Q, 16]), [Q, 16, 1]);
  assert.deepEqual(canonicalStrides([Q, 0, 3]), [0, 3, 1]);
  assert.deepEqual(getStridesAndOffset(M([2, 3])), { strides: [3, 1], offset: 0 });
});

test('strided and affine layouts give their strides and offset', () => {
  assert.deepEqual(getStridesAndOffset(M([4, 4], S(Q, [Q, 1]))), { strides: [Q, 1], offset: Q });
  const d0 = getAffineDimExpr(0), d1 = getAffineDimExpr(1), s0 = getAffineSymbolExpr(0);
  const map = AffineMap.get(2, 1, [d0.mul(s0).add(d1.mul(3)).add(7)]);
  assert.deepEqual(getStridesAndOffset(M([16, 4], AffineMapAttr.get(map))), { strides: [Q, 3], offset: 7 });
  const notStrided = AffineMap.get(2, 0, [d0.floorDiv(2), d1]);
  assert.equal(getStridesAndOffset(M([8, 16], AffineMapAttr.get(notStrided))), undefined);
});

test('only strided<[1]> on 1-D memrefs counts as an identity layout; dynamic entries are symbols', () => {
  assert.ok(hasIdentityLayout(M([4], S(0, [1]))));
  assert.ok(!hasIdentityLayout(M([2, 2], S(0, [2, 1]))));
  assert.equal(layoutNumSymbols(M([4], S(Q, [Q]))), 2);
  assert.equal(layoutNumSymbols(M([4, 4], S(0, [Q, 1]))), 1);
});

test('subview types: offset += Σ offset·stride, strides multiply, a static 0 absorbs dynamic', () => {
  assert.equal(inferSubViewType(M([8, 16]), [2, 3], [4, 4], [1, 2]).key, 'memref<4x4xf32, strided<[16, 2], offset: 35>>');
  assert.equal(inferSubViewType(M([8, 16]), [Q, 0], [4, 4], [1, 1]).key, 'memref<4x4xf32, strided<[16, 1], offset: ?>>');
  assert.equal(inferSubViewType(M([16, Q]), [0, 1], [4, 4], [2, 1]).key, 'memref<4x4xf32, strided<[?, 1], offset: 1>>');
  assert.equal(inferSubViewType(M([64, 4], S(91, [7, 9])), [4, 2], [8, 2], [3, 2]).key, 'memref<8x2xf32, strided<[21, 18], offset: 137>>');
});

test('rank reduction picks the dropped unit dims by their strides', () => {
  const expected = inferSubViewType(M([8, 16, 4]), [3, 4, 2], [1, 6, 2], [1, 1, 1]);
  assert.deepEqual([...memRefRankReductionMask(expected, M([6, 2], S(210, [4, 1])), [1, 6, 2])!], [0]);
  assert.deepEqual([...memRefRankReductionMask(M([1, 1, 4], S(0, [4, 4, 1])), M([1, 4], S(0, [4, 1])), [1, 1, 4])!].length, 1);
  assert.equal(memRefRankReductionMask(M([4, 4]), M([4]), [4, 4]), undefined);
});

test('out-of-bounds slices are reported as upstream', () => {
  assert.equal(inBoundsSliceError([8, 16], [6, 0], [4, 4], [1, 1]), 'slice along dimension 0 runs out-of-bounds: 9 >= 8');
  assert.equal(inBoundsSliceError([8, 16], [0, 16], [4, 0], [1, 1]), 'offset 1 is out-of-bounds: 16 >= 16');
  assert.equal(inBoundsSliceError([Q, 16], [100, 0], [4, 4], [1, 1]), undefined);
  assert.equal(inBoundsSliceError([8, 16], [0, 0], [4, 0], [1, 1]), undefined);
});

test('collapse and expand keep strided layouts consistent', () => {
  const t = M([4, 8, 16], S(7, [128, 16, 1]));
  assert.equal(computeCollapsedType(t, [[0, 1], [2]])!.key, 'memref<32x16xf32, strided<[16, 1], offset: 7>>');
  assert.equal(computeCollapsedType(M([4, 8, 16], S(0, [256, 16, 1])), [[0, 1], [2]]), undefined);
  assert.equal(computeCollapsedType(M([2, Q]), [[0, 1]])!.key, 'memref<?xf32>');
  assert.equal(computeExpandedType(M([8, 16], S(0, [32, 1])), [2, 4, 16], [[0, 1], [2]])!.key, 'memref<2x4x16xf32, strided<[128, 32, 1]>>');
  assert.equal(computeExpandedType(M([8, 16]), [2, 4, 16], [[0, 1], [2]])!.key, 'memref<2x4x16xf32>');
});

test('casts may relax sizes, offset and strides, and change rankedness, but not the element type', () => {
  assert.ok(castCompatible(M([4]), M([Q])));
  assert.ok(castCompatible(M([12, 4], S(5, [4, 1])), M([12, 4], S(Q, [Q, Q]))));
  assert.ok(castCompatible(M([4]), UnrankedMemRefType.get(f32)));
  assert.ok(!castCompatible(UnrankedMemRefType.get(f32), UnrankedMemRefType.get(f32)));
  assert.ok(!castCompatible(M([4]), M([5])));
  assert.ok(!castCompatible(M([4, 4], S(0, [4, 1])), M([4, 4], S(0, [8, 1]))));
  assert.ok(!castCompatible(M([4]), M([4], undefined, i8)));
});

function setup() {
  const block = new Block();
  const b = Builder.atEnd(block);
  return { b, block, arg: (t: Type) => block.addArgument(t, b.loc) };
}

test('built ops print as upstream and fold through casts and allocations', () => {
  const { b, arg } = setup();
  const n = arg(index);
  const alloc = AllocOp.build(b, { dynamicSizes: [n], symbolOperands: [], resultTypes: [M([4, Q])] });
  const c1 = ConstantOp.build(b, { value: IntegerAttr.index(1) }).result;
  const c0 = ConstantOp.build(b, { value: IntegerAttr.index(0) }).result;
  const d1 = DimOp.build(b, { source: alloc.memref, index: c1 });
  const d0 = DimOp.build(b, { source: alloc.memref, index: c0 });
  assert.deepEqual(DimOp.fold!(d1, [undefined, IntegerAttr.index(1)]), [n]);
  assert.deepEqual(DimOp.fold!(d0, [undefined, IntegerAttr.index(0)]), [IntegerAttr.index(4)]);
  const cast = CastOp.build(b, { source: alloc.memref, resultTypes: [M([Q, Q])] });
  const load = LoadOp.build(b, { memref: cast.dest, indices: [c0, c0] });
  assert.equal(load.result.type, f32);
  assert.deepEqual(LoadOp.fold!(load, []), load.results);
  assert.equal(load.memref, alloc.memref);
  const store = StoreOp.build(b, { value: load.result, memref: cast.dest, indices: [c1, c1] });
  StoreOp.fold!(store, []);
  assert.equal(store.memref, alloc.memref);
});

test('subviews built from static lists verify against the inferred type', () => {
  const ctx = createContext();
  const module = parseSource('func.func @f(%m: memref<8x16xf32>) { return }', ctx);
  const fn = module.regions[0]!.front.first!;
  const entry = fn.regions[0]!.front;
  const b = Builder.before(entry.last!);
  const sv = SubViewOp.build(b, {
    source: entry.getArgument(0), offsets: [], sizes: [], strides: [],
    static_offsets: staticIndexArray(toStatic([2, 4])), static_sizes: staticIndexArray(toStatic([4, 4])),
    static_strides: staticIndexArray(toStatic([1, 2])),
    resultTypes: [inferSubViewType(M([8, 16]), [2, 4], [4, 4], [1, 2])],
  });
  assert.equal(verify(module), undefined);
  assert.match(printOp(module), /%subview = memref\.subview %arg0\[2, 4\] \[4, 4\] \[1, 2\] : memref<8x16xf32> to memref<4x4xf32, strided<\[16, 2\], offset: 36>>/);
  sv.result.type = M([4, 4]);
  assert.match(verify(module)?.message ?? '', /mismatch of result layout/);
});
