// RUN: comco-opt -convert-linalg-to-loops -split-input-file %s | FileCheck %s
// Structured ops on buffers become scf.for nests around their payload; the output is
// mlir-opt-22's (upstream-diff.mlir compares them).

// CHECK: #[[MAP:.*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK: #[[MAP1:.*]] = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @ops
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT: memref.load %arg0[%[[I]], %[[J]]] : memref<4x8xf32>
// CHECK-NEXT: affine.apply #[[MAP]](%[[J]])
// CHECK-NEXT: affine.apply #[[MAP1]](%[[I]])
// CHECK-NEXT: memref.load %arg2
// CHECK-NEXT: arith.index_cast %[[J]] : index to i32
// CHECK: memref.store
// matmul: the reduction accumulates in the output
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[K:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT: %[[A:.*]] = memref.load %arg0[%[[I]], %[[K]]]
// CHECK-NEXT: %[[B:.*]] = memref.load %arg1[%[[K]], %[[J]]]
// CHECK-NEXT: %[[C:.*]] = memref.load %arg3[%[[I]], %[[J]]]
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[C]], %[[M]] : f32
// CHECK-NEXT: memref.store %[[S]], %arg3[%[[I]], %[[J]]]
#map = affine_map<(d0, d1) -> (d0, d1)>
#mapt = affine_map<(d0, d1) -> (d1 + 1, d0 * 2)>
func.func @ops(%a: memref<4x8xf32>, %b: memref<8x8xf32>, %bb: memref<16x8xf32>, %c: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#map, #mapt, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %bb : memref<4x8xf32>, memref<16x8xf32>) outs(%c : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %f : f32
    linalg.yield %t : f32
  }
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @named
// CHECK-COUNT-6: scf.for
// CHECK-NOT: linalg.
func.func @named(%a: memref<4x8xf32>, %c: memref<4x8xf32>, %r: memref<4xf32>) {
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%c : memref<4x8xf32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.exp ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %0 = arith.maximumf %in, %init : f32
      linalg.yield %0 : f32
    }
  return
}

// -----

// Dynamic sizes come from memref.dim; transposes and broadcasts are maps like any other.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[D0:.*]] = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK: %[[D1:.*]] = memref.dim %arg0, %c1 : memref<?x?xf32>
// The transpose's d0 is its input's second dimension.
// CHECK: scf.for %{{.*}} = %c0 to %[[D1]] step %c1
// CHECK: scf.for %{{.*}} = %c0 to %[[D0]] step %c1
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %v: memref<?xf32>) {
  linalg.transpose ins(%a : memref<?x?xf32>) outs(%b : memref<?x?xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<?xf32>) outs(%b : memref<?x?xf32>) dimensions = [1]
  return
}

// -----

// Ops on tensors are left alone.
// CHECK-LABEL: func.func @tensors
// CHECK: linalg.exp
func.func @tensors(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.exp ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
