// comco-bufferize on host code: arguments are read-only (written ops get a copy or a new
// buffer), constants are read-only globals, results are buffers the caller owns, collectives run
// on buffers (allreduce in place when its operand is dead), slices are subviews.
// RUN: comco-opt %s --comco-bufferize | FileCheck %s
// RUN: comco-opt %s --comco-bufferize | comco-opt | FileCheck %s

// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NOT: memref.global

// An op whose destination is an argument writes a new buffer; a returned argument or constant
// is copied into one, since the caller frees what it gets.
// CHECK-LABEL: func.func @readonly(
// CHECK-SAME: %[[X:.*]]: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %[[C:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.add ins(%[[X]], %[[C]] : memref<4xf32>, memref<4xf32>) outs(%[[A]] : memref<4xf32>)
// CHECK-NEXT: %[[R1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[X]], %[[R1]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %[[R2:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[C]], %[[R2]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %[[A]], %[[R1]], %[[R2]] : memref<4xf32>, memref<4xf32>, memref<4xf32>
func.func @readonly(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = linalg.add ins(%x, %c : tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %a, %x, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// The same buffer returned twice is returned once and copied once.
// CHECK-LABEL: func.func @twice(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.exp
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[A]], %[[B]]
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @twice(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}

// A call's result belongs to the caller, which frees it after its last use.
// CHECK-LABEL: func.func @caller(
// CHECK: %[[H:[0-9]+]]:2 = call @twice(%{{.*}}) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: %[[S:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.add ins(%[[H]]#0, %[[H]]#1 : memref<4xf32>, memref<4xf32>) outs(%[[S]] : memref<4xf32>)
// CHECK-DAG: memref.dealloc %[[H]]#0 : memref<4xf32>
// CHECK-DAG: memref.dealloc %[[H]]#1 : memref<4xf32>
// CHECK: return %[[S]] : memref<4xf32>
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %h:2 = func.call @twice(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%h#0, %h#1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// CHECK-LABEL: func.func private @external(memref<2x3xf32>) -> memref<3xf32>
func.func private @external(tensor<2x3xf32>) -> tensor<3xf32>

// Collectives: an allreduce of a dead value runs in place, of a live one (or an argument) on a
// copy; allgather and reduce_scatter write new buffers.
// CHECK-LABEL: func.func @collectives(
// CHECK-SAME: %[[X:.*]]: memref<4x6xf32>
// CHECK: %[[CP:.*]] = memref.alloc() : memref<4x6xf32>
// CHECK-NEXT: memref.copy %[[X]], %[[CP]]
// CHECK-NEXT: comco.allreduce sum %[[CP]] : memref<4x6xf32>
// CHECK-NEXT: %[[G:.*]] = memref.alloc() : memref<8x6xf32>
// CHECK-NEXT: comco.allgather %[[CP]] into %[[G]] : memref<4x6xf32> -> memref<8x6xf32>
// CHECK-NEXT: %[[RS:.*]] = memref.alloc() : memref<2x6xf32>
// CHECK-NEXT: comco.reduce_scatter max %[[CP]] into %[[RS]] : memref<4x6xf32> -> memref<2x6xf32>
// CHECK-NEXT: comco.allreduce avg %[[CP]] : memref<4x6xf32>
// CHECK-NEXT: return %[[G]], %[[RS]], %[[CP]]
func.func @collectives(%x: tensor<4x6xf32>) -> (tensor<8x6xf32>, tensor<2x6xf32>, tensor<4x6xf32>) {
  %s = comco.allreduce sum %x : tensor<4x6xf32>
  %g = comco.allgather %s : tensor<4x6xf32> -> tensor<8x6xf32>
  %r = comco.reduce_scatter max %s : tensor<4x6xf32> -> tensor<2x6xf32>
  %a = comco.allreduce avg %s : tensor<4x6xf32>
  return %g, %r, %a : tensor<8x6xf32>, tensor<2x6xf32>, tensor<4x6xf32>
}

// Slices are subviews of the buffer; an insert_slice into a dead buffer writes it in place.
// CHECK-LABEL: func.func @slices(
// CHECK-SAME: %[[X:.*]]: memref<8x4xf32>
// CHECK: %[[E:.*]] = memref.alloc() : memref<8x4xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : memref<8x4xf32>)
// CHECK-NEXT: %[[SRC:.*]] = memref.subview %[[X]][0, 0] [2, 4] [1, 1] : memref<8x4xf32> to memref<2x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %[[DST:.*]] = memref.subview %[[E]][6, 0] [2, 4] [1, 1] : memref<8x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 24>>
// CHECK-NEXT: memref.copy %[[SRC]], %[[DST]]
// CHECK-NEXT: %[[FLAT:.*]] = memref.collapse_shape %[[E]] {{\[\[}}0, 1]] : memref<8x4xf32> into memref<32xf32>
// CHECK-NEXT: return %[[FLAT]] : memref<32xf32>
func.func @slices(%x: tensor<8x4xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %s = tensor.extract_slice %x[0, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
  %i = tensor.insert_slice %s into %f[6, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
  %flat = tensor.collapse_shape %i [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  return %flat : tensor<32xf32>
}
