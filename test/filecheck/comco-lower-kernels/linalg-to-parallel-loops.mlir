// RUN: comco-opt -convert-linalg-to-parallel-loops %s | FileCheck %s
// Each run of consecutive parallel dimensions becomes one scf.parallel, each reduction dimension
// an scf.for; the output is mlir-opt-22's (upstream-diff.mlir compares them).

// CHECK-LABEL: func.func @matmul
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c16 step %c1 {
// CHECK-NEXT: memref.load %arg0[%[[I]], %[[K]]] : memref<4x16xf32>
// CHECK: memref.store %{{.*}}, %arg2[%[[I]], %[[J]]] : memref<4x8xf32>
// CHECK: scf.reduce
func.func @matmul(%a: memref<4x16xf32>, %b: memref<16x8xf32>, %c: memref<4x8xf32>) {
  linalg.matmul ins(%a, %b : memref<4x16xf32>, memref<16x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// Parallel, reduction, parallel: a parallel loop, a sequential one, a parallel one inside it.
// CHECK-LABEL: func.func @interleaved
// CHECK: scf.parallel (%[[A:.*]]) = (%c0) to (%c2) step (%c1) {
// CHECK-NEXT: scf.for %[[B:.*]] = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.parallel (%[[C:.*]]) = (%c0) to (%c5) step (%c1) {
// CHECK-NEXT: memref.load %arg0[%[[A]], %[[B]], %[[C]]] : memref<2x3x5xf32>
// CHECK: memref.store %{{.*}}, %arg1[%[[A]], %[[C]]] : memref<2x5xf32>
#in = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @interleaved(%x: memref<2x3x5xf32>, %y: memref<2x5xf32>) {
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : memref<2x3x5xf32>) outs(%y : memref<2x5xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// Only reductions: no parallel loop at all.
// CHECK-LABEL: func.func @dot
// CHECK-NOT: scf.parallel
// CHECK: scf.for
func.func @dot(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<f32>) {
  linalg.dot ins(%a, %b : memref<?xf32>, memref<?xf32>) outs(%c : memref<f32>)
  return
}
