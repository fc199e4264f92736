// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s

// Round trip of every bufferization op, custom and generic.

// CHECK-LABEL: func.func @casts(%arg0: memref<?xf32>, %arg1: tensor<?xf32>, %arg2: memref<*xf32>, %arg3: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg4: tensor<4x?xf32>) -> (tensor<?xf32>, tensor<?xf32>, memref<?xf32>, memref<?xf32>, tensor<*xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>) {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %arg0 restrict writable : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg1 : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg1 read_only : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: %4 = bufferization.to_tensor %arg2 : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: %5 = bufferization.to_buffer %arg4 {test.attr} : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : tensor<?xf32>, tensor<?xf32>, memref<?xf32>, memref<?xf32>, tensor<*xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @casts(%m: memref<?xf32>, %t: tensor<?xf32>, %u: memref<*xf32>, %s: memref<4x?xf32, strided<[?, 1], offset: ?>>, %ts: tensor<4x?xf32>) -> (tensor<?xf32>, tensor<?xf32>, memref<?xf32>, memref<?xf32>, tensor<*xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<?xf32> to tensor<?xf32>
  %2 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %3 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
  %4 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %5 = bufferization.to_buffer %ts {test.attr} : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %0, %1, %2, %3, %4, %5 : tensor<?xf32>, tensor<?xf32>, memref<?xf32>, memref<?xf32>, tensor<*xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @alloc_tensor(%arg0: index, %arg1: tensor<4x?xf32>) -> (tensor<4x?xf32>, tensor<4x?xf32>, tensor<8xi32>, tensor<?x?xf16>) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() copy(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xi32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor(%arg0, %arg0) size_hint=%arg0 : tensor<?x?xf16>
// CHECK-NEXT: return %0, %1, %2, %3 : tensor<4x?xf32>, tensor<4x?xf32>, tensor<8xi32>, tensor<?x?xf16>
// CHECK-NEXT: }
func.func @alloc_tensor(%d: index, %t: tensor<4x?xf32>) -> (tensor<4x?xf32>, tensor<4x?xf32>, tensor<8xi32>, tensor<?x?xf16>) {
  %0 = bufferization.alloc_tensor(%d) : tensor<4x?xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<4x?xf32>
  %2 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xi32>
  %3 = bufferization.alloc_tensor(%d, %d) size_hint=%d : tensor<?x?xf16>
  return %0, %1, %2, %3 : tensor<4x?xf32>, tensor<4x?xf32>, tensor<8xi32>, tensor<?x?xf16>
}

// CHECK-LABEL: func.func @materialize(%arg0: tensor<4x?xf32>, %arg1: tensor<4x8xf32>, %arg2: memref<4x?xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<4x?xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in writable %arg2 : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @materialize(%t: tensor<4x?xf32>, %d: tensor<4x8xf32>, %m: memref<4x?xf32>) -> tensor<4x8xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4x?xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  bufferization.materialize_in_destination %t in writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @dealloc_clone(%arg0: tensor<?xf32>, %arg1: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: bufferization.dealloc_tensor %arg0 : tensor<?xf32>
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
func.func @dealloc_clone(%t: tensor<?xf32>, %m: memref<?xf32>) -> memref<?xf32> {
  bufferization.dealloc_tensor %t : tensor<?xf32>
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// CHECK-LABEL: func.func @dealloc(
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
// CHECK-NEXT: %{{.*}}:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<*xf32>) if (%arg2, %arg2) retain (%arg0, %arg1 : memref<2xf32>, memref<*xf32>)
// CHECK-NEXT: %{{.*}} = bufferization.dealloc retain (%arg0 : memref<2xf32>)
func.func @dealloc(%m: memref<2xf32>, %u: memref<*xf32>, %c: i1) -> (i1, i1, i1) {
  bufferization.dealloc
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  %0:2 = bufferization.dealloc (%m, %u : memref<2xf32>, memref<*xf32>) if (%c, %c) retain (%m, %u : memref<2xf32>, memref<*xf32>)
  %1 = bufferization.dealloc retain (%m : memref<2xf32>)
  return %0#0, %0#1, %1 : i1, i1, i1
}
