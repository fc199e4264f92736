// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// PARITY: print

// Warp-level matrix ops (tensor cores): load A and B tiles from workgroup memory, start from a
// constant accumulator, multiply-accumulate, combine elementwise, store the result.

// CHECK-LABEL: func.func @tile(
func.func @tile(%a: memref<32x32xf16, 3>, %b: memref<32x32xf16, strided<[64, 1], offset: ?>>, %out: memref<32x32xf32>, %i: index) {
  %zero = arith.constant 0.0 : f32
  // CHECK: %[[A:.*]] = gpu.subgroup_mma_load_matrix %arg0[%arg3, %arg3] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %ta = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  // CHECK: %[[B:.*]] = gpu.subgroup_mma_load_matrix %arg1[%arg3, %arg3] {leadDimension = 64 : index, transpose} : memref<32x32xf16, strided<[64, 1], offset: ?>> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %tb = gpu.subgroup_mma_load_matrix %b[%i, %i] {leadDimension = 64 : index, transpose} : memref<32x32xf16, strided<[64, 1], offset: ?>> -> !gpu.mma_matrix<16x16xf16, "BOp">
  // CHECK: %[[C:.*]] = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
  %c = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK: %[[D:.*]] = gpu.subgroup_mma_compute %[[A]], %[[B]], %[[C]] {b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %d = gpu.subgroup_mma_compute %ta, %tb, %c {b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  // The elementwise kind prints after two spaces, as upstream's.
  // CHECK: %[[E:.*]] = gpu.subgroup_mma_elementwise  maxf %[[D]], %[[C]] : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %e = gpu.subgroup_mma_elementwise maxf %d, %c : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK: gpu.subgroup_mma_elementwise  negatef %[[E]] : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %n = gpu.subgroup_mma_elementwise negatef %e : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK: %[[X:.*]] = gpu.subgroup_mma_extract_thread_local %{{.*}}[%arg3] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
  %x = gpu.subgroup_mma_extract_thread_local %n[%i] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
  // CHECK: %[[Y:.*]] = gpu.subgroup_mma_insert_thread_local %[[X]], %{{.*}}[%arg3] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %y = gpu.subgroup_mma_insert_thread_local %x, %n[%i] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK: gpu.subgroup_mma_store_matrix %[[Y]], %arg2[%arg3, %arg3] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
  gpu.subgroup_mma_store_matrix %y, %out[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
  return
}

// GENERIC: "gpu.subgroup_mma_elementwise"(%{{.*}}, %{{.*}}) <{opType = #gpu<mma_element_wise maxf>}>
// GENERIC: "gpu.subgroup_mma_store_matrix"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{leadDimension = 32 : index}>

// Integer tiles (si8 x ui8 accumulating in i32), 1-D vector elements in memory, and 32-bit
// integer matrices of any signedness.
// CHECK-LABEL: func.func @int8(
// CHECK: gpu.subgroup_mma_load_matrix %arg0[%arg2] {leadDimension = 16 : index} : memref<16x4xvector<4xi8>> -> !gpu.mma_matrix<16x16xsi8, "AOp">
// CHECK: gpu.subgroup_mma_compute %{{.*}}, %{{.*}}, %{{.*}} : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
func.func @int8(%m: memref<16x4xvector<4xi8>>, %c: !gpu.mma_matrix<16x16xi32, "COp">, %i: index, %u: !gpu.mma_matrix<8x8xsi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp"> {
  %a = gpu.subgroup_mma_load_matrix %m[%i] {leadDimension = 16 : index} : memref<16x4xvector<4xi8>> -> !gpu.mma_matrix<16x16xsi8, "AOp">
  %b = gpu.subgroup_mma_load_matrix %m[%i] {leadDimension = 16 : index} : memref<16x4xvector<4xi8>> -> !gpu.mma_matrix<16x16xui8, "BOp">
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
  return %d : !gpu.mma_matrix<16x16xi32, "COp">
}
