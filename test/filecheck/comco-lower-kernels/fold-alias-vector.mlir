// RUN: comco-opt -fold-memref-alias-ops -allow-unregistered-dialect %s | FileCheck %s
// Vector accesses, transfers and MMA loads/stores fold through views; transfers only when in
// bounds through a subview of unit strides. A rank-reducing subview drops the dims its strides
// say it drops; a subview of a subview of unit strides is one subview.

// CHECK-DAG: #[[SUM:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #[[PLUS8:.*]] = affine_map<()[s0] -> (s0 + 8)>
// CHECK-DAG: #[[TWICE:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #[[SWAP:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-LABEL: func.func @vector_access
// CHECK: %[[R0:.*]] = affine.apply #[[SUM]]()[%arg1, %arg2]
// CHECK-NEXT: %[[C0:.*]] = affine.apply #[[PLUS8]]()[%arg3]
// Through a subview, vector.load keeps no nontemporal flag (as upstream's rebuilt op).
// CHECK-NEXT: %[[A:.*]] = vector.load %arg0[%[[R0]], %[[C0]]] : memref<64x64xf32>, vector<4xf32>
// CHECK: vector.store %[[A]], %arg0[
// CHECK: vector.maskedload %arg0[
// CHECK: vector.maskedstore %arg0[
func.func @vector_access(%m: memref<64x64xf32>, %i: index, %j: index, %k: index, %v: vector<4xf32>, %mask: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
  %s = memref.subview %m[%i, 8] [16, 16] [1, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 1], offset: ?>>
  %a = vector.load %s[%j, %k] {nontemporal = true} : memref<16x16xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
  vector.store %a, %s[%k, %j] : memref<16x16xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
  %b = vector.maskedload %s[%j, %k], %mask, %v : memref<16x16xf32, strided<[64, 1], offset: ?>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %s[%k, %k], %mask, %b : memref<16x16xf32, strided<[64, 1], offset: ?>>, vector<4xi1>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @transfers
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[SV:.*]] = memref.subview
// CHECK: %[[I:.*]] = affine.apply #[[SUM]]()[%arg1, %arg2]
// CHECK-NEXT: %[[R:.*]] = vector.transfer_read %arg0[%[[C2]], %[[I]], %arg1], %arg3 {in_bounds = [true]} : memref<8x16x32xf32>, vector<4xf32>
// CHECK-NEXT: %[[J:.*]] = affine.apply #[[TWICE]]()[%arg1]
// CHECK-NEXT: vector.transfer_write %[[R]], %arg0[%[[C2]], %[[J]], %arg2] {in_bounds = [true]} : vector<4xf32>, memref<8x16x32xf32>
// Out of bounds, or through strides other than 1: the transfer stays.
// CHECK-NEXT: vector.transfer_read %[[SV]][%arg2, %arg1], %arg3 : memref<8x32xf32
// CHECK: vector.transfer_read %{{.*}}[%arg1, %arg2, %arg2], %arg3 {in_bounds = [true]} : memref<4x8x16xf32, strided<[1024, 64, 2]>>
func.func @transfers(%m: memref<8x16x32xf32>, %i: index, %j: index, %pad: f32) -> (vector<4xf32>, vector<4xf32>) {
  %s = memref.subview %m[2, %i, 0] [1, 8, 32] [1, 1, 1] : memref<8x16x32xf32> to memref<8x32xf32, strided<[32, 1], offset: ?>>
  %r = vector.transfer_read %s[%j, %i], %pad {in_bounds = [true]} : memref<8x32xf32, strided<[32, 1], offset: ?>>, vector<4xf32>
  vector.transfer_write %r, %s[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<8x32xf32, strided<[32, 1], offset: ?>>
  %t = vector.transfer_read %s[%j, %i], %pad : memref<8x32xf32, strided<[32, 1], offset: ?>>, vector<4xf32>
  %w = memref.subview %m[0, 0, 0] [4, 8, 16] [2, 2, 2] : memref<8x16x32xf32> to memref<4x8x16xf32, strided<[1024, 64, 2]>>
  %u = vector.transfer_read %w[%i, %j, %j], %pad {in_bounds = [true]} : memref<4x8x16xf32, strided<[1024, 64, 2]>>, vector<4xf32>
  return %t, %u : vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @transfer_permuted
// CHECK: vector.transfer_read %arg0[%{{.*}}, %arg1, %arg2], %arg3 {in_bounds = [true, true], permutation_map = #[[SWAP]]} : memref<4x8x16xf32>, vector<4x2xf32>
func.func @transfer_permuted(%m: memref<4x8x16xf32>, %i: index, %j: index, %pad: f32) -> vector<4x2xf32> {
  %s = memref.subview %m[1, 0, 0] [1, 8, 16] [1, 1, 1] : memref<4x8x16xf32> to memref<8x16xf32, strided<[16, 1], offset: 128>>
  %r = vector.transfer_read %s[%i, %j], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<8x16xf32, strided<[16, 1], offset: 128>>, vector<4x2xf32>
  return %r : vector<4x2xf32>
}

// CHECK-LABEL: func.func @rank_reduced
// CHECK: %[[D0:.*]] = affine.apply #[[TWICE]]()[%arg1]
// CHECK-NEXT: %[[D2:.*]] = affine.apply #[[SUM]]()[%arg3, %arg2]
// CHECK-NEXT: memref.load %arg0[%[[D0]], %arg2, %[[D2]], %arg4] : memref<?x?x?x?xf32>
func.func @rank_reduced(%m: memref<?x?x?x?xf32>, %a: index, %b: index, %c: index, %d: index) -> f32 {
  %s = memref.subview %m[%a, %b, %c, %d] [4, 1, 1, 1] [1, 1, 1, 1] : memref<?x?x?x?xf32> to memref<4x1xf32, strided<[?, ?], offset: ?>>
  %x = memref.load %s[%a, %b] : memref<4x1xf32, strided<[?, ?], offset: ?>>
  return %x : f32
}

// CHECK-LABEL: func.func @reshapes
// memref.load's subscripts are in bounds: its linearization is disjoint; a vector access's need not be.
// CHECK: %[[L:.*]] = affine.linearize_index disjoint [%arg2, %arg3] by (%arg1, 4) : index
// CHECK-NEXT: memref.load %arg0[%[[L]], %arg4] : memref<?x32xf32>
// CHECK-NEXT: %[[L2:.*]] = affine.linearize_index [%arg2, %arg3] by (%arg1, 4) : index
// CHECK-NEXT: vector.store %arg5, %arg0[%[[L2]], %arg4]
// CHECK-NEXT: %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata %arg0
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index %arg2 into (%[[SIZES]]#0, 32) : index, index
// CHECK-NEXT: vector.load %arg0[%[[D]]#0, %[[D]]#1] : memref<?x32xf32>, vector<4xf32>
func.func @reshapes(%m: memref<?x32xf32>, %n: index, %i: index, %j: index, %k: index, %v: vector<4xf32>) -> (f32, vector<4xf32>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %x = memref.load %e[%i, %j, %k] : memref<?x4x32xf32>
  vector.store %v, %e[%i, %j, %k] : memref<?x4x32xf32>, vector<4xf32>
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x32xf32> into memref<?xf32>
  %y = vector.load %c[%i] : memref<?xf32>, vector<4xf32>
  return %x, %y : f32, vector<4xf32>
}

// CHECK-LABEL: func.func @mma
// CHECK: gpu.subgroup_mma_load_matrix %arg0[%{{.*}}, %{{.*}}] {leadDimension = 64 : index} : memref<64x64xf16>
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %arg0[%{{.*}}, %{{.*}}] {leadDimension = 64 : index, transpose} : !gpu.mma_matrix<16x16xf16, "COp">, memref<64x64xf16>
func.func @mma(%m: memref<64x64xf16>, %i: index, %j: index) {
  %s = memref.subview %m[%i, 16] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
  %a = gpu.subgroup_mma_load_matrix %s[%j, %j] {leadDimension = 64 : index} : memref<32x32xf16, strided<[64, 1], offset: ?>> -> !gpu.mma_matrix<16x16xf16, "COp">
  gpu.subgroup_mma_store_matrix %a, %s[%i, %j] {leadDimension = 64 : index, transpose} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[64, 1], offset: ?>>
  return
}

// CHECK-LABEL: func.func @subview_of_subview
// CHECK: %[[O0:.*]] = affine.apply #{{.*}}()[%arg1]
// CHECK-NEXT: %[[O1:.*]] = affine.apply #{{.*}}()[%arg2]
// CHECK-NEXT: %[[T:.*]] = memref.subview %arg0[%[[O0]], %[[O1]]] [8, 8] [1, 1] : memref<64x64xf32> to memref<8x8xf32, strided<[64, 1], offset: ?>>
// Strides other than 1 stay a subview of the subview.
// CHECK-NEXT: memref.subview %[[T]][1, 1] [4, 4] [2, 2]
// CHECK: memref.load %arg0[
func.func @subview_of_subview(%m: memref<64x64xf32>, %i: index, %j: index) -> f32 {
  %s = memref.subview %m[%i, 4] [32, 32] [1, 1] : memref<64x64xf32> to memref<32x32xf32, strided<[64, 1], offset: ?>>
  %t = memref.subview %s[2, %j] [8, 8] [1, 1] : memref<32x32xf32, strided<[64, 1], offset: ?>> to memref<8x8xf32, strided<[64, 1], offset: ?>>
  %u = memref.subview %t[1, 1] [4, 4] [2, 2] : memref<8x8xf32, strided<[64, 1], offset: ?>> to memref<4x4xf32, strided<[128, 2], offset: ?>>
  "use"(%u) : (memref<4x4xf32, strided<[128, 2], offset: ?>>) -> ()
  %x = memref.load %t[%i, %j] : memref<8x8xf32, strided<[64, 1], offset: ?>>
  return %x : f32
}
