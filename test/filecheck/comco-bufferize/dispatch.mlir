// comco-bufferize on the output of comco-fuse: host functions on memrefs, dispatches without
// results writing their buffers in place, temporaries allocated before the kernel that first
// writes them and freed after the kernel that last reads them.
// RUN: comco-opt %s --comco-bufferize | FileCheck %s
// RUN: comco-opt %s --comco-bufferize | comco-opt | FileCheck %s

// The matmul group of docs/pipeline.md: one buffer for fill, matmul and epilogue.
// CHECK-LABEL: func.func @matmul_bias(
// CHECK-SAME: %[[A:.*]]: memref<64x16xf32>, %[[B:.*]]: memref<16x32xf32>, %[[BIAS:.*]]: memref<64x32xf32>) -> memref<64x32xf32> {
// CHECK: %[[C:.*]] = memref.alloc() : memref<64x32xf32>
// CHECK-NEXT: comco.dispatch "matmul" {
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : memref<64x32xf32>)
// CHECK-NEXT: linalg.matmul ins(%[[A]], %[[B]] : memref<64x16xf32>, memref<16x32xf32>) outs(%[[C]] : memref<64x32xf32>)
// CHECK-NEXT: linalg.add ins(%[[C]], %[[BIAS]] : memref<64x32xf32>, memref<64x32xf32>) outs(%[[C]] : memref<64x32xf32>)
// CHECK-NEXT: comco.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %[[C]] : memref<64x32xf32>
// CHECK-NOT: memref.dealloc
func.func @matmul_bias(%a: tensor<64x16xf32>, %b: tensor<16x32xf32>, %bias: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %r = comco.dispatch "matmul" -> (tensor<64x32xf32>) {
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
    %m = linalg.matmul ins(%a, %b : tensor<64x16xf32>, tensor<16x32xf32>) outs(%f : tensor<64x32xf32>) -> tensor<64x32xf32>
    %y = linalg.add ins(%m, %bias : tensor<64x32xf32>, tensor<64x32xf32>) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
    comco.yield %y : tensor<64x32xf32>
  }
  return %r : tensor<64x32xf32>
}

// A chain of dispatches: the temporary between them is freed after its last reader, and the
// second dispatch's own tensor.empty is allocated outside it, on the host.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[X:.*]]: memref<8x8xf32>
// CHECK: %[[T:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK-NEXT: comco.dispatch "elementwise" {
// CHECK-NEXT: linalg.exp ins(%[[X]] : memref<8x8xf32>) outs(%[[T]] : memref<8x8xf32>)
// CHECK-NEXT: comco.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[U:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK-NEXT: comco.dispatch "elementwise" {
// CHECK-NEXT: linalg.mul ins(%[[T]], %[[X]] : memref<8x8xf32>, memref<8x8xf32>) outs(%[[U]] : memref<8x8xf32>)
// CHECK-NEXT: linalg.add ins(%[[U]], %[[T]] : memref<8x8xf32>, memref<8x8xf32>) outs(%[[U]] : memref<8x8xf32>)
// CHECK-NEXT: comco.yield
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[T]] : memref<8x8xf32>
// CHECK-NEXT: return %[[U]] : memref<8x8xf32>
func.func @chain(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %t = comco.dispatch "elementwise" -> (tensor<8x8xf32>) {
    %y = linalg.exp ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    comco.yield %y : tensor<8x8xf32>
  }
  %u = comco.dispatch "elementwise" -> (tensor<8x8xf32>) {
    %e2 = tensor.empty() : tensor<8x8xf32>
    %m = linalg.mul ins(%t, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %s = linalg.add ins(%m, %t : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
    comco.yield %s : tensor<8x8xf32>
  }
  return %u : tensor<8x8xf32>
}

// A dispatch with two results, one of them a reduction; scalar code in the body moves with it.
// CHECK-LABEL: func.func @two_results(
// CHECK-SAME: -> (memref<4x8xf32>, memref<4xf32>)
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK-DAG: %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK: comco.dispatch "reduction" {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: linalg.negf ins(%{{.*}} : memref<4x8xf32>) outs(%[[Y]] : memref<4x8xf32>)
// CHECK-NEXT: linalg.fill ins(%[[Z]] : f32) outs(%[[R]] : memref<4xf32>)
// CHECK-NEXT: linalg.reduce ins(%[[Y]] : memref<4x8xf32>) outs(%[[R]] : memref<4xf32>) dimensions = [1]
// CHECK: comco.yield
// CHECK: return %[[Y]], %[[R]] : memref<4x8xf32>, memref<4xf32>
func.func @two_results(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %er = tensor.empty() : tensor<4xf32>
  %r:2 = comco.dispatch "reduction" -> (tensor<4x8xf32>, tensor<4xf32>) {
    %zero = arith.constant 0.0 : f32
    %y = linalg.negf ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.reduce ins(%y : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %v = arith.addf %in, %acc : f32
        linalg.yield %v : f32
      }
    comco.yield %y, %s : tensor<4x8xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<4xf32>
}

// A destination that is read after the dispatch cannot be overwritten in it: the kernel writes
// a new buffer, and only an op that reads its destination gets a copy of it (linalg.copy, as a
// kernel holds structured ops only).
// CHECK-LABEL: func.func @out_of_place(
// CHECK: %[[F:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[F]] : memref<4x4xf32>)
// CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: comco.dispatch "matmul" {
// CHECK-NEXT: linalg.copy ins(%[[F]] : memref<4x4xf32>) outs(%[[M]] : memref<4x4xf32>)
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x4xf32>, memref<4x4xf32>) outs(%[[M]] : memref<4x4xf32>)
// CHECK-NEXT: comco.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %[[M]], %[[F]]
func.func @out_of_place(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = comco.dispatch "matmul" -> (tensor<4x4xf32>) {
    %mm = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
    comco.yield %mm : tensor<4x4xf32>
  }
  return %m, %f : tensor<4x4xf32>, tensor<4x4xf32>
}

// Inside one kernel, a buffer an earlier op read through another indexing map is not
// overwritten (a thread would clobber a row another thread still reads): the second row buffer
// is a new one, while the elementwise divide may write over the exponentials it reads.
// CHECK-LABEL: func.func @softmax(
// CHECK-DAG: %[[MAX:.*]] = memref.alloc() : memref<8xf32>
// CHECK-DAG: %[[EXP:.*]] = memref.alloc() : memref<8x16xf32>
// CHECK-DAG: %[[SUM:.*]] = memref.alloc() : memref<8xf32>
// CHECK: comco.dispatch "reduction" {
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[MAX]] : memref<8xf32>)
// CHECK: linalg.reduce ins(%{{.*}} : memref<8x16xf32>) outs(%[[MAX]] : memref<8xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[MAX]] : memref<8x16xf32>, memref<8xf32>) outs(%[[EXP]] : memref<8x16xf32>)
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[SUM]] : memref<8xf32>)
// CHECK: linalg.reduce ins(%[[EXP]] : memref<8x16xf32>) outs(%[[SUM]] : memref<8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : memref<8x16xf32>, memref<8xf32>) outs(%[[EXP]] : memref<8x16xf32>)
// CHECK: comco.yield
// CHECK-DAG: memref.dealloc %[[MAX]] : memref<8xf32>
// CHECK-DAG: memref.dealloc %[[SUM]] : memref<8xf32>
// CHECK: return %[[EXP]] : memref<8x16xf32>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %ninf = arith.constant -3.0e38 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %er = tensor.empty() : tensor<8xf32>
  %r = comco.dispatch "reduction" -> (tensor<8x16xf32>) {
    %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
    %mx = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%mi : tensor<8xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %m = arith.maximumf %in, %acc : f32
        linalg.yield %m : f32
      }
    %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mx : tensor<8x16xf32>, tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %v = math.exp %d : f32
      linalg.yield %v : f32
    } -> tensor<8x16xf32>
    %si = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
    %sum = linalg.reduce ins(%ex : tensor<8x16xf32>) outs(%si : tensor<8xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %s = arith.addf %in, %acc : f32
        linalg.yield %s : f32
      }
    %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<8x16xf32>, tensor<8xf32>) outs(%ex : tensor<8x16xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %v = arith.divf %a, %s : f32
      linalg.yield %v : f32
    } -> tensor<8x16xf32>
    comco.yield %y : tensor<8x16xf32>
  }
  return %r : tensor<8x16xf32>
}
