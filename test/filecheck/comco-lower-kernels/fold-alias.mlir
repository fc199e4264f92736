// RUN: comco-opt -fold-memref-alias-ops %s | FileCheck %s
// Accesses through subview / expand_shape / collapse_shape read the source buffer; the output is
// mlir-opt-22's (upstream-diff.mlir).
// CHECK: #[[MAP:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK: #[[MAP1:.*]] = affine_map<()[s0] -> (s0 * 2 + 1)>
// CHECK-LABEL: func.func @f
// CHECK: %[[I0:.*]] = affine.apply #[[MAP]]()[%arg3, %arg1]
// CHECK-NEXT: %[[I1:.*]] = affine.apply #[[MAP1]]()[%arg2]
// CHECK-NEXT: memref.load %arg0[%[[I0]], %[[I1]]] : memref<64x32xf32>
// CHECK: memref.store %arg4, %arg0[
// CHECK: memref.load %arg0[%arg3, %arg1] : memref<64x32xf32>
// CHECK: %[[L:.*]] = affine.linearize_index disjoint [%arg1, %arg2] by (8, 8) : index
// CHECK-NEXT: memref.load %arg0[%[[L]], %arg3]
// CHECK: %[[D:.*]]:2 = affine.delinearize_index %arg1 into (64, 32) : index, index
// CHECK-NEXT: memref.load %arg0[%[[D]]#0, %[[D]]#1]
// CHECK-NOT: memref.subview
func.func @f(%a: memref<64x32xf32>, %i: index, %j: index, %o: index, %v: f32) -> f32 {
  %s = memref.subview %a[%o, 1] [8, 15] [1, 2] : memref<64x32xf32> to memref<8x15xf32, strided<[32, 2], offset: ?>>
  %x = memref.load %s[%i, %j] : memref<8x15xf32, strided<[32, 2], offset: ?>>
  memref.store %v, %s[%j, %i] : memref<8x15xf32, strided<[32, 2], offset: ?>>
  %r = memref.subview %a[%o, 0] [1, 32] [1, 1] : memref<64x32xf32> to memref<32xf32, strided<[1], offset: ?>>
  %y = memref.load %r[%i] : memref<32xf32, strided<[1], offset: ?>>
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [8, 8, 32] : memref<64x32xf32> into memref<8x8x32xf32>
  %z = memref.load %e[%i, %j, %o] : memref<8x8x32xf32>
  %c = memref.collapse_shape %a [[0, 1]] : memref<64x32xf32> into memref<2048xf32>
  %w = memref.load %c[%i] : memref<2048xf32>
  %s1 = arith.addf %x, %y : f32
  %s2 = arith.addf %s1, %z : f32
  %s3 = arith.addf %s2, %w : f32
  return %s3 : f32
}
