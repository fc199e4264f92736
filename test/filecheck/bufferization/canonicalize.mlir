// RUN: comco-opt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @to_buffer_to_tensor(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: return %arg0 : memref<?xf32>
// CHECK-NEXT: }
// Folds and canonicalization patterns of the bufferization dialect; expected output from mlir-opt-22.

func.func @to_buffer_to_tensor(%m: memref<?xf32>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @to_tensor_to_buffer(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @to_tensor_to_buffer(%t: tensor<?xf32>) -> tensor<?xf32> {
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %r = bufferization.to_tensor %b : memref<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @to_tensor_to_buffer_interleaved(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %0[%arg2] : memref<?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// An op between the two may write the buffer: no fold.
func.func @to_tensor_to_buffer_interleaved(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  memref.store %f, %b[%i] : memref<?xf32>
  %r = bufferization.to_tensor %b : memref<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @to_buffer_to_tensor_cast(%arg0: memref<4xf32>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: return %cast, %alloc : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>
// CHECK-NEXT: }
func.func @to_buffer_to_tensor_cast(%m: memref<4xf32>, %n: memref<4xf32, strided<[?], offset: ?>>) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>) {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %u = bufferization.to_tensor %n : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  %c = bufferization.to_buffer %u : tensor<4xf32> to memref<4xf32>
  return %b, %c : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @to_buffer_of_cast(%arg0: tensor<4xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @to_buffer_of_cast(%t: tensor<4xf32>) -> memref<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %b = bufferization.to_buffer %c read_only : tensor<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @dims(%arg0: memref<?xf32>, %arg1: tensor<?xf32>) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
// CHECK-NEXT: }
func.func @dims(%m: memref<?xf32>, %t: tensor<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %a = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %0 = tensor.dim %a, %c0 : tensor<?xf32>
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = memref.dim %b, %c0 : memref<?xf32>
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @load_of_to_buffer(%arg0: tensor<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @load_of_to_buffer(%t: tensor<?xf32>, %i: index) -> f32 {
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %0 = memref.load %b[%i] : memref<?xf32>
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @alloc_tensor_static(%arg0: index) -> (tensor<?x?xf32>, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<?x5xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor(%arg0) : tensor<4x?xf32>
// CHECK-NEXT: return %cast, %arg0, %c4 : tensor<?x?xf32>, index, index
// CHECK-NEXT: }
func.func @alloc_tensor_static(%d: index) -> (tensor<?x?xf32>, index, index) {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = bufferization.alloc_tensor(%d, %c5) : tensor<?x?xf32>
  %a = bufferization.alloc_tensor(%d) : tensor<4x?xf32>
  %1 = tensor.dim %a, %c1 : tensor<4x?xf32>
  %2 = tensor.dim %a, %c0 : tensor<4x?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, index, index
}

// -----

// CHECK-LABEL: func.func @dead_ops(%arg0: memref<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<4xf32>, %arg3: index) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg3) : tensor<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_ops(%m: memref<?xf32>, %t: tensor<?xf32>, %u: tensor<4xf32>, %d: index) {
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %1 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %2 = bufferization.materialize_in_destination %u in %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  %4 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @clone_of_cast(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
func.func @clone_of_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @to_buffer_realloc_dynamic(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
func.func @to_buffer_realloc_dynamic(%n: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
  %u = bufferization.to_tensor %n : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %c = bufferization.to_buffer %u : tensor<?xf32> to memref<?xf32>
  return %c : memref<?xf32>
}

// -----

// Casts that forget sizes are folded into materialize_in_destination, the result cast back.
// CHECK-LABEL: func.func @materialize_of_casts(
// CHECK-NEXT: %[[M:.*]] = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[M]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[C]]
func.func @materialize_of_casts(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %ca = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %r = bufferization.materialize_in_destination %ca in %c : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// to_buffer(to_tensor(m)) where m's layout is not cast compatible with the buffer type (stride 2
// against the identity): a copy into a new buffer, not a memref.cast.
// CHECK-LABEL: func.func @to_buffer_other_layout(%arg0: memref<1xf32, strided<[2], offset: 2>>) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<1xf32, strided<[2], offset: 2>> to memref<1xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<1xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
func.func @to_buffer_other_layout(%m: memref<1xf32, strided<[2], offset: 2>>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m : memref<1xf32, strided<[2], offset: 2>> to tensor<1xf32>
  %b = bufferization.to_buffer %t : tensor<1xf32> to memref<1xf32>
  %c = memref.cast %b : memref<1xf32> to memref<?xf32>
  return %c : memref<?xf32>
}

// -----

// A cast source folds into materialize_in_destination into a memref as well as into a tensor.
// CHECK-LABEL: func.func @materialize_cast_source(%arg0: tensor<3x1xf64>, %arg1: memref<?x?xf64>, %arg2: tensor<3x1xf64>) -> tensor<?x?xf64> {
// CHECK-NEXT: bufferization.materialize_in_destination %arg0 in restrict writable %arg1 : (tensor<3x1xf64>, memref<?x?xf64>) -> ()
// CHECK-NEXT: %0 = bufferization.materialize_in_destination %arg0 in %arg2 : (tensor<3x1xf64>, tensor<3x1xf64>) -> tensor<3x1xf64>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<3x1xf64> to tensor<?x?xf64>
// CHECK-NEXT: return %cast : tensor<?x?xf64>
func.func @materialize_cast_source(%t: tensor<3x1xf64>, %m: memref<?x?xf64>, %d: tensor<3x1xf64>) -> tensor<?x?xf64> {
  %c = tensor.cast %t : tensor<3x1xf64> to tensor<?x?xf64>
  bufferization.materialize_in_destination %c in restrict writable %m : (tensor<?x?xf64>, memref<?x?xf64>) -> ()
  %dc = tensor.cast %d : tensor<3x1xf64> to tensor<?x?xf64>
  %r = bufferization.materialize_in_destination %c in %dc : (tensor<?x?xf64>, tensor<?x?xf64>) -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// -----

// tensor.dim of an alloc_tensor copy reads the copy with an index constant of its own, which the
// folder hoists in front of the function's other constants (as upstream: %c1 before %c2).
// CHECK-LABEL: func.func @dim_of_alloc_copy(%arg0: tensor<4x?xi32>, %arg1: memref<4x4xi32>, %arg2: i32) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4x?xi32>
// CHECK-NEXT: memref.store %arg2, %arg1[%c2, %c2] : memref<4x4xi32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xi32>
// CHECK-NEXT: return %dim : index
func.func @dim_of_alloc_copy(%a: tensor<4x?xi32>, %m: memref<4x4xi32>, %x: i32) -> index {
  %t = bufferization.alloc_tensor() copy(%a) : tensor<4x?xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %x, %m[%c2, %c2] : memref<4x4xi32>
  %d = tensor.dim %t, %c1 : tensor<4x?xi32>
  return %d : index
}

// -----

// A clone of a buffer freed right after it in the same block is the buffer (a memref.cast when
// the types differ), and the dealloc goes; a clone whose copy is reallocated stays.
// CHECK-LABEL: func.func @clone_then_dealloc(
// CHECK-NEXT: return %arg0
// CHECK-LABEL: func.func @clone_cast_then_dealloc(
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<?xf32> to memref<32xf32>
// CHECK-NEXT: return %[[C]]
func.func @clone_then_dealloc(%a: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @clone_cast_then_dealloc(%a: memref<?xf32>) -> memref<32xf32> {
  %0 = bufferization.clone %a : memref<?xf32> to memref<32xf32>
  memref.dealloc %a : memref<?xf32>
  return %0 : memref<32xf32>
}
// CHECK-LABEL: func.func @clone_then_realloc(
// CHECK-NEXT: %[[K:.*]] = bufferization.clone %arg0
// CHECK-NEXT: memref.store
// CHECK-NEXT: return
func.func @clone_then_realloc(%a: memref<?xf32>, %v: f32, %i: index) {
  %0 = bufferization.clone %a : memref<?xf32> to memref<32xf32>
  memref.store %v, %0[%i] : memref<32xf32>
  %1 = memref.realloc %0 : memref<32xf32> to memref<64xf32>
  memref.dealloc %1 : memref<64xf32>
  return
}

// -----

// to_buffer of a tensor.cast to an unranked tensor reads the ranked tensor and casts the buffer.
// CHECK-LABEL: func.func @to_buffer_unranked_cast(
// CHECK-NEXT: %[[B:.*]] = bufferization.to_buffer %arg0 read_only : tensor<4x6xi8> to memref<4x6xi8>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[B]] : memref<4x6xi8> to memref<*xi8>
// CHECK-NEXT: return %[[C]]
func.func @to_buffer_unranked_cast(%t: tensor<4x6xi8>) -> memref<*xi8> {
  %0 = tensor.cast %t : tensor<4x6xi8> to tensor<*xi8>
  %1 = bufferization.to_buffer %0 read_only : tensor<*xi8> to memref<*xi8>
  return %1 : memref<*xi8>
}

// -----

// bufferization.dealloc: a memref listed twice goes once under the disjunction of its conditions,
// a retained memref listed twice once (both results its result), a false condition drops its
// memref, a dealloc of nothing is false, the base of an allocation's metadata is the allocation,
// and an allocation used by nothing else goes with its entry.
// CHECK-LABEL: func.func @dealloc_canonicalize(
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: %[[R:.*]]:2 = bufferization.dealloc (%arg4, %arg0 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg1) retain (%arg3, %arg5 : memref<2xi32>, memref<2xi32>)
// CHECK-NEXT: %[[OR:.*]] = arith.ori %arg1, %arg2 : i1
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xi32>) if (%[[OR]])
// CHECK-NEXT: bufferization.dealloc (%arg3 : memref<2xi32>) if (%arg2)
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT: bufferization.dealloc (%[[ALLOC]], %arg0 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg2)
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xi32>) if (%arg1)
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1, %[[R]]#0, %[[FALSE]], %[[ALLOC]]
func.func @dealloc_canonicalize(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>, %arg4: memref<2xi32>, %arg5: memref<2xi32>)
    -> (i1, i1, i1, i1, memref<2xi32>) {
  %0:3 = bufferization.dealloc (%arg4, %arg0, %arg0 : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%arg1, %arg1, %arg1) retain (%arg3, %arg5, %arg3 : memref<2xi32>, memref<2xi32>, memref<2xi32>)
  bufferization.dealloc (%arg0, %arg0 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg2)
  %false = arith.constant false
  bufferization.dealloc (%arg0, %arg3 : memref<2xi32>, memref<2xi32>) if (%false, %arg2)
  %1 = bufferization.dealloc retain (%arg0 : memref<2xi32>)
  %alloc = memref.alloc() : memref<2xi32>
  %base, %size, %stride, %offset = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base, %arg0 : memref<i32>, memref<2xi32>) if (%arg1, %arg2)
  %dead = memref.alloc() : memref<2xi32>
  bufferization.dealloc (%dead, %arg0 : memref<2xi32>, memref<2xi32>) if (%arg2, %arg1)
  return %0#0, %0#1, %0#2, %1, %alloc : i1, i1, i1, i1, memref<2xi32>
}
