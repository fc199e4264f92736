// RUN: comco-opt %s -canonicalize -split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @dim_static(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
// CHECK-NEXT: }
func.func @dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_alloc(%arg0: index) -> index {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4x?xf32>) -> ()
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @dim_alloc(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d = memref.dim %a, %c1 : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_cast(%arg0: memref<4x?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %dim = memref.dim %cast, %arg1 : memref<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_cast(%m: memref<4x?xf32>, %i: index) -> index {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d = memref.dim %c, %i : memref<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @rank(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c2 : index
// CHECK-NEXT: }
func.func @rank(%m: memref<4x?xf32>) -> index {
  %r = memref.rank %m : memref<4x?xf32>
  return %r : index
}

// -----

// CHECK-LABEL: func.func @dead_alloc(%arg0: f32, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_const() -> memref<?x?xf32> {
// CHECK-NEXT: %0 = "test.n"() : () -> index
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
func.func @alloc_const() -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %n = "test.n"() : () -> index
  %a = memref.alloc(%c4, %n) : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @load_cast(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @load_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @cast_cast(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @cast_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<?xf32>
  return %d : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_same(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
func.func @cast_same(%m: memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @copy_self(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<0xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @copy_self(%m: memref<4xf32>, %e: memref<0xf32>, %o: memref<0xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  memref.copy %e, %o : memref<0xf32> to memref<0xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dead_load(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_load(%m: memref<4xf32>, %i: index) {
  %v = memref.load %m[%i] : memref<4xf32>
  %s = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  return
}

// -----

// CHECK-LABEL: func.func @subview_trivial(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
func.func @subview_trivial(%m: memref<4xf32>) -> memref<4xf32> {
  %s = memref.subview %m[0] [4] [1] : memref<4xf32> to memref<4xf32>
  return %s : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @scope(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @scope(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %x = arith.addf %v, %v : f32
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @dealloc_cast(%arg0: memref<4xf32>) {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dealloc_cast(%m: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @transpose_chain(%arg0: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: "test.use"(%arg0) : (memref<2x3x4xf32>) -> ()
// CHECK-NEXT: return %transpose : memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: }
func.func @transpose_chain(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %0 = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %1 = memref.transpose %0 (i, j, k) -> (j, k, i) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %2 = memref.transpose %m (i, j, k) -> (i, j, k) : memref<2x3x4xf32> to memref<2x3x4xf32>
  "test.use"(%2) : (memref<2x3x4xf32>) -> ()
  return %1 : memref<4x2x3xf32, strided<[1, 12, 4]>>
}

// -----

// CHECK-LABEL: func.func @sv(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[2, %arg1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<?x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
func.func @sv(%m: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c2, %i] [%c4, %c4] [1, 1] : memref<8x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[16, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @sv_cast(%arg0: memref<8x16xf32>, %arg1: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @sv_cast(%m: memref<8x16xf32>, %i: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %0 = memref.subview %c[%i, %i] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @sv_rank_reduce(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @sv_rank_reduce(%m: memref<8x16xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%i, 0] [1, %c4] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @sv_trivial(%arg0: memref<8x16xf32>) -> memref<8x16xf32, strided<[16, 1]>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
// CHECK-NEXT: "test.use"(%cast) : (memref<8x16xf32, strided<[16, 1], offset: ?>>) -> ()
// CHECK-NEXT: return %cast_0 : memref<8x16xf32, strided<[16, 1]>>
// CHECK-NEXT: }
func.func @sv_trivial(%m: memref<8x16xf32>) -> memref<8x16xf32, strided<[16, 1]>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[%c0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  "test.use"(%0) : (memref<8x16xf32, strided<[16, 1], offset: ?>>) -> ()
  return %1 : memref<8x16xf32, strided<[16, 1]>>
}

// -----

// CHECK-LABEL: func.func @sv_oob(%arg0: memref<8x16xf32>, %arg1: index) -> memref<?x4xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [9, 4] [1, 1] : memref<8x16xf32> to memref<9x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<9x4xf32, strided<[16, 1], offset: ?>> to memref<?x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
func.func @sv_oob(%m: memref<8x16xf32>, %i: index) -> memref<?x4xf32, strided<[16, 1], offset: ?>> {
  %c9 = arith.constant 9 : index
  %0 = memref.subview %m[%i, 0] [%c9, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[16, 1], offset: ?>>
}

// -----

// Reallocations only stored into or freed are dead, as allocations are.
// CHECK-LABEL: func.func @dead_realloc(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_realloc_dealloc(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @live_realloc(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: memref.store %arg1, %0[%c0] : memref<8xf32>
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<8xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @dead_realloc(%m : memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %0[%c0] : memref<8xf32>
  return
}
func.func @dead_realloc_dealloc(%m : memref<4xf32>, %n: index) {
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}
func.func @live_realloc(%m : memref<4xf32>, %f : f32) -> f32 {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %c0 = arith.constant 0 : index
  memref.store %f, %0[%c0] : memref<8xf32>
  %1 = memref.load %0[%c0] : memref<8xf32>
  return %1 : f32
}

// -----

// memref.dim of a subview's dynamic size is that size.
// CHECK-LABEL: func.func @dim_of_subview(%arg0: memref<8x8xf32>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_rank_reduced_subview(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: return %arg1, %arg2 : index, index
// CHECK-NEXT: }
func.func @dim_of_subview(%arg0 : memref<8x8xf32>, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %arg0[0, 0] [%s, 4] [1, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 1]>>
  %d = memref.dim %0, %c0 : memref<?x4xf32, strided<[8, 1]>>
  return %d : index
}
func.func @dim_of_rank_reduced_subview(%arg0 : memref<?x?x?xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, 0, 0] [%a, 1, %b] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d0, %d1 : index, index
}

// -----

// What the source type knows of offsets, sizes and strides becomes constants.
// CHECK-LABEL: func.func @extract_metadata_static(%arg0: memref<8x8xf32>) -> (index, index, index) {
// CHECK-NEXT: %c18 = arith.constant 18 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: return %c18, %c4, %c8 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_metadata_dynamic(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %offset, %sizes#0, %c4, %strides#0, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @extract_metadata_static(%arg0 : memref<8x8xf32>) -> (index, index, index) {
  %0 = memref.subview %arg0[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[8, 1], offset: 18>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %st#0 : index, index, index
}
func.func @extract_metadata_dynamic(%arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#0, %sz#1, %st#0, %st#1 : memref<f32>, index, index, index, index, index
}

// -----

// A subview at offset 0 with unit strides and the sizes of the subview it reads is that subview;
// with other sizes it stays.
// CHECK-LABEL: func.func @subview_of_subview(
// CHECK-NEXT: %[[S:.*]] = memref.subview %arg0[0, 0] [%arg1, 4] [1, 1]
// CHECK-NEXT: %[[T:.*]] = memref.subview %[[S]][0, 0] [%arg2, 4] [1, 1]
// CHECK-NEXT: return %[[S]], %[[T]]
func.func @subview_of_subview(%m: memref<?x8xf32>, %n: index, %i: index) -> (memref<?x4xf32, strided<[8, 1]>>, memref<?x4xf32, strided<[8, 1]>>) {
  %0 = memref.subview %m[0, 0] [%n, 4] [1, 1] : memref<?x8xf32> to memref<?x4xf32, strided<[8, 1]>>
  %1 = memref.subview %0[0, 0] [%n, 4] [1, 1] : memref<?x4xf32, strided<[8, 1]>> to memref<?x4xf32, strided<[8, 1]>>
  %2 = memref.subview %0[0, 0] [%i, 4] [1, 1] : memref<?x4xf32, strided<[8, 1]>> to memref<?x4xf32, strided<[8, 1]>>
  return %1, %2 : memref<?x4xf32, strided<[8, 1]>>, memref<?x4xf32, strided<[8, 1]>>
}

// -----

// Constant offset, sizes and strides of a reinterpret_cast become static, in its type too, with a
// cast back to the old type (ReinterpretCastOpConstantFolder).
// CHECK-LABEL: func.func @reinterpret_cast_constants(
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[R]] : memref<?x4xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]]
// CHECK-LABEL: func.func @reinterpret_cast_offset(
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %arg0 to offset: [2], sizes: [4], strides: [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[R]] : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @reinterpret_cast_constants(%m: memref<*xf32>, %n: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%n, %c4], strides: [%c4, %c1] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @reinterpret_cast_offset(%m: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [%c2], sizes: [%c4], strides: [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// Reshapes of one kind in a row on identity layouts are one; strided layouts are left alone; a
// reshape of its inverse is the source.
// CHECK-LABEL: func.func @ee(
// CHECK-NEXT: memref.expand_shape %arg0 {{\[}}[0], [1, 2, 3]] output_shape [1, 1, 2, 1] : memref<1x2xf64> into memref<1x1x2x1xf64>
// CHECK-LABEL: func.func @ee_dyn(
// CHECK-NEXT: memref.expand_shape %arg0 {{\[}}[0], [1, 2, 3, 4]] output_shape [%arg2, 2, 2, 2, 1]
// CHECK-LABEL: func.func @cc(
// CHECK-NEXT: memref.collapse_shape %arg0 {{\[}}[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-LABEL: func.func @cc_same(
// CHECK-NEXT: memref.collapse_shape %arg0 {{\[}}[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-LABEL: func.func @ee_scalar(
// CHECK-NEXT: memref.expand_shape %arg0 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
func.func @ee(%x: memref<1x2xf64>) -> memref<1x1x2x1xf64> {
  %a = memref.expand_shape %x [[0], [1, 2]] output_shape [1, 2, 1] : memref<1x2xf64> into memref<1x2x1xf64>
  %b = memref.expand_shape %a [[0], [1, 2], [3]] output_shape [1, 1, 2, 1] : memref<1x2x1xf64> into memref<1x1x2x1xf64>
  return %b : memref<1x1x2x1xf64>
}
func.func @ee_dyn(%x: memref<?x8xf32>, %n: index, %m: index) -> memref<?x2x2x2x1xf32> {
  %a = memref.expand_shape %x [[0], [1, 2]] output_shape [%n, 4, 2] : memref<?x8xf32> into memref<?x4x2xf32>
  %b = memref.expand_shape %a [[0], [1, 2], [3, 4]] output_shape [%m, 2, 2, 2, 1] : memref<?x4x2xf32> into memref<?x2x2x2x1xf32>
  return %b : memref<?x2x2x2x1xf32>
}
func.func @cc(%x: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %a = memref.collapse_shape %x [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %b : memref<120xf32>
}
func.func @cc_same(%x: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %a = memref.collapse_shape %x [[0], [1], [2]] : memref<2x3x4xf32> into memref<2x3x4xf32>
  %b = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %b : memref<6x4xf32>
}
func.func @ee_scalar(%x: memref<f32>) -> memref<1x1xf32> {
  %a = memref.expand_shape %x [] output_shape [1] : memref<f32> into memref<1xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [1, 1] : memref<1xf32> into memref<1x1xf32>
  return %b : memref<1x1xf32>
}

// CHECK-LABEL: func.func @strided(
// CHECK-NEXT: memref.collapse_shape %arg0 {{\[}}[0, 1], [2]]
// CHECK-NEXT: memref.collapse_shape
// CHECK-LABEL: func.func @inverse(
// CHECK-NEXT: return %arg0
// CHECK-LABEL: func.func @inverse_dyn(
// CHECK-NEXT: return %arg0
func.func @strided(%x: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<24xf32, strided<[1], offset: 5>> {
  %a = memref.collapse_shape %x [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
  return %b : memref<24xf32, strided<[1], offset: 5>>
}
func.func @inverse(%x: memref<2x12xf32>) -> memref<2x12xf32> {
  %a = memref.expand_shape %x [[0], [1, 2]] output_shape [2, 3, 4] : memref<2x12xf32> into memref<2x3x4xf32>
  %b = memref.collapse_shape %a [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  return %b : memref<2x12xf32>
}
func.func @inverse_dyn(%x: memref<?x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %a = memref.expand_shape %x [[0], [1, 2]] output_shape [%n, %m, 4] : memref<?x?xf32> into memref<?x?x4xf32>
  %b = memref.collapse_shape %a [[0], [1, 2]] : memref<?x?x4xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}
// -----
func.func @collapse_of_expand_lower(%arg0: memref<?x?x?xi64>) -> memref<?x?xi64> {
  %c = arith.constant 1 : index
  %d0 = memref.dim %arg0, %c : memref<?x?x?xi64>
  %0 = memref.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [%d0, %d0, %d0, 1] : memref<?x?x?xi64> into memref<?x?x?x1xi64>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<?x?x?x1xi64> into memref<?x?xi64>
  return %1 : memref<?x?xi64>
}
// CHECK-LABEL: func.func @collapse_of_expand_lower(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x?xi64> into memref<?x?xi64>
// CHECK-NEXT: return %collapse_shape : memref<?x?xi64>
// CHECK-NEXT: }
// -----
func.func @collapse_of_expand_higher(%arg0: memref<?x6xf32>, %n: index, %m: index) -> memref<?x3x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1, 2], [3, 4]] output_shape [%n, 2, %m, 2, 3] : memref<?x6xf32> into memref<?x2x?x2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3], [4]] : memref<?x2x?x2x3xf32> into memref<?x3xf32>
  %2 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%n, 1, 6] : memref<?x6xf32> into memref<?x1x6xf32>
  %3 = memref.collapse_shape %2 [[0, 1], [2]] : memref<?x1x6xf32> into memref<?x6xf32>
  %4 = memref.expand_shape %1 [[0, 1, 2], [3]] output_shape [%n, 2, %m, 3] : memref<?x3xf32> into memref<?x2x?x3xf32>
  %5 = memref.collapse_shape %4 [[0], [1, 2], [3]] : memref<?x2x?x3xf32> into memref<?x?x3xf32>
  %6 = memref.cast %5 : memref<?x?x3xf32> to memref<?x3x?xf32>
  return %6 : memref<?x3x?xf32>
}
// CHECK-LABEL: func.func @collapse_of_expand_higher(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]] output_shape [%arg1, 2, %arg2, 2, 3] : memref<?x6xf32> into memref<?x2x?x2x3xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1, 2, 3], [4]] : memref<?x2x?x2x3xf32> into memref<?x3xf32>
// CHECK-NEXT: %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %expand_shape_0 = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [%arg1, %0, 3] : memref<?x3xf32> into memref<?x?x3xf32>
// CHECK-NEXT: %cast = memref.cast %expand_shape_0 : memref<?x?x3xf32> to memref<?x3x?xf32>
// CHECK-NEXT: return %cast : memref<?x3x?xf32>
// CHECK-NEXT: }
// -----
func.func @collapse_of_expand_cast(%arg0: memref<4x?xf32>, %n: index) -> memref<4x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 2, %n] : memref<4x?xf32> into memref<2x2x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
  return %1 : memref<4x?xf32>
}
// CHECK-LABEL: func.func @collapse_of_expand_cast(
// CHECK-NEXT: return %arg0 : memref<4x?xf32>
// CHECK-NEXT: }
// -----
func.func @collapse_of_expand_static_expand(%arg0: memref<12xf32>) -> memref<4x3xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [2, 2, 3] : memref<12xf32> into memref<2x2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x2x3xf32> into memref<4x3xf32>
  return %1 : memref<4x3xf32>
}
// CHECK-LABEL: func.func @collapse_of_expand_static_expand(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [4, 3] : memref<12xf32> into memref<4x3xf32>
// CHECK-NEXT: return %expand_shape : memref<4x3xf32>
// CHECK-NEXT: }
// -----
func.func @expand_of_collapse(%arg0: memref<2x3x4xf32>, %arg1: memref<?x4x1xf32>, %n: index) -> (memref<6x2x2xf32>, memref<?x4xf32>, memref<2x12xf32>) {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  %2 = memref.collapse_shape %arg1 [[0, 1, 2]] : memref<?x4x1xf32> into memref<?xf32>
  %3 = memref.expand_shape %2 [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %4 = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  %5 = memref.expand_shape %4 [[0], [1, 2]] output_shape [2, 2, 6] : memref<2x12xf32> into memref<2x2x6xf32>
  %6 = memref.collapse_shape %5 [[0], [1, 2]] : memref<2x2x6xf32> into memref<2x12xf32>
  return %1, %3, %6 : memref<6x2x2xf32>, memref<?x4xf32>, memref<2x12xf32>
}
// CHECK-LABEL: func.func @expand_of_collapse(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : memref<?x4x1xf32> into memref<?x4xf32>
// CHECK-NEXT: %collapse_shape_1 = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
// CHECK-NEXT: return %expand_shape, %collapse_shape_0, %collapse_shape_1 : memref<6x2x2xf32>, memref<?x4xf32>, memref<2x12xf32>
// CHECK-NEXT: }
// -----
func.func @expand_of_collapse_rank0(%arg0: memref<1x1xf32>) -> memref<1x1x1xf32> {
  %0 = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}
// CHECK-LABEL: func.func @expand_of_collapse_rank0(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [1, 1, 1] : memref<1x1xf32> into memref<1x1x1xf32>
// CHECK-NEXT: return %expand_shape : memref<1x1x1xf32>
// CHECK-NEXT: }
// -----
func.func @strided(%arg0: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>
  return %1 : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>
}
// CHECK-LABEL: func.func @strided(
// CHECK-NEXT: return %arg0 : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>
// CHECK-NEXT: }
// -----
func.func @strided2(%arg0: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<6x2x2xf32, strided<[4, 2, 1], offset: 5>> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<6x2x2xf32, strided<[4, 2, 1], offset: 5>>
  return %1 : memref<6x2x2xf32, strided<[4, 2, 1], offset: 5>>
}
// CHECK-LABEL: func.func @strided2(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<6x2x2xf32, strided<[4, 2, 1], offset: 5>>
// CHECK-NEXT: return %expand_shape : memref<6x2x2xf32, strided<[4, 2, 1], offset: 5>>
// CHECK-NEXT: }

// -----

// memref.dim of a memref.reshape loads from the shape right after the reshape (the index must be
// defined before it); a collapse_shape of a cast that forgets sizes collapses the source; a
// memory_space_cast to its own type is its source.
// CHECK-LABEL: func.func @dim_reshape_collapse(
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[R:.*]] = memref.reshape
// CHECK-NEXT: %[[L:.*]] = memref.load %arg1[%[[C1]]] : memref<?xindex>
// CHECK-NEXT: memref.store %[[C1]], %arg1[%[[C1]]]
// CHECK-NEXT: %[[I:.*]] = "test.index"() : () -> index
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[R]], %[[I]]
// CHECK-NEXT: %[[K:.*]] = memref.collapse_shape %arg2 {{\[}}[0], [1, 2, 3]] : memref<?x512x1x1xf32> into memref<?x512xf32>
// CHECK-NEXT: %[[KC:.*]] = memref.cast %[[K]] : memref<?x512xf32> to memref<?x?xf32>
// CHECK-NEXT: return %[[L]], %[[D]], %[[KC]], %arg1
func.func @dim_reshape_collapse(%m: memref<*xf32>, %s: memref<?xindex>, %x: memref<?x512x1x1xf32>) -> (index, index, memref<?x?xf32>, memref<?xindex>) {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  memref.store %c1, %s[%c1] : memref<?xindex>
  %d = memref.dim %r, %c1 : memref<*xf32>
  %i = "test.index"() : () -> index
  %d2 = memref.dim %r, %i : memref<*xf32>
  %c = memref.cast %x : memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %k = memref.collapse_shape %c [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  %t = memref.memory_space_cast %s : memref<?xindex> to memref<?xindex>
  return %d, %d2, %k, %t : index, index, memref<?x?xf32>, memref<?xindex>
}

// -----

// reinterpret_cast reads only the base pointer of its source: a subview at offset zero in front
// of it goes, and so does an extract_strided_metadata (the cast becomes the source itself, or a
// memref.cast, when it rebuilds the source's offset, sizes and strides).
// CHECK-LABEL: func.func @reinterpret_sources(
// CHECK-NEXT: %[[A:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg3], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: %[[B:.*]] = memref.cast %arg1 : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %[[C:.*]] = memref.reinterpret_cast %arg1 to offset: [1], sizes: [8, 2], strides: [2, 1] : memref<8x2xf32> to memref<8x2xf32, strided<[2, 1], offset: 1>>
// CHECK-NEXT: %[[D:.*]] = memref.cast %[[C]]
// CHECK-NEXT: return %[[A]], %[[B]], %[[D]]
func.func @reinterpret_sources(%arg : memref<?xi8>, %m : memref<8x2xf32>, %size1: index, %size2: index)
    -> (memref<?xi8>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: 1>>) {
  %0 = memref.subview %arg[0] [%size1] [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size2], strides: [1] : memref<?xi8> to memref<?xi8>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = memref.reinterpret_cast %base to offset: [1], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: 1>>
  return %1, %2, %3 : memref<?xi8>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: 1>>
}

// -----

// extract_strided_metadata: what the source type states (offset, sizes, strides) becomes index
// constants for the users, and a cast of a ranked memref is looked through.
// CHECK-LABEL: func.func @extract_strided_metadata_fold(
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %{{.*}}, %{{.*}}, %[[S:.*]]:2, %[[T:.*]]:2 = memref.extract_strided_metadata %arg0 :
// CHECK: %[[B:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %arg1 : memref<8x16xf32> ->
// CHECK: return %[[C7]], %[[S]]#1, %[[T]]#0, %[[C1]], %[[C16]], %[[C16]], %[[B]]
func.func @extract_strided_metadata_fold(%m: memref<4x?xf32, strided<[?, 1], offset: 3>>, %n: memref<8x16xf32>)
    -> (index, index, index, index, index, index, memref<f32>) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  %c = memref.cast %n : memref<8x16xf32> to memref<?x?xf32>
  %b2, %o2, %s2:2, %t2:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %x = arith.addi %o, %s#0 : index
  return %x, %s#1, %t#0, %t#1, %s2#1, %t2#0, %b2 : index, index, index, index, index, index, memref<f32>
}

// -----

// A constant zero stride of a subview stays dynamic (upstream's foldDynamicStrideList).
// CHECK-LABEL: func.func @subview_zero_stride(
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: memref.subview %arg0[1] [1] [%[[Z]]] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
func.func @subview_zero_stride(%arg0 : memref<10xf32>) -> memref<1xf32, strided<[?], offset: 1>> {
  %c0 = arith.constant 0 : index
  %1 = memref.subview %arg0[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
  return %1 : memref<1xf32, strided<[?], offset: 1>>
}

// -----

// DMA ops take the source of a memref.cast.
// CHECK-LABEL: func.func @dma_cast
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg3, %arg2[%arg3] : memref<?xf32>, memref<4xf32>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg3 : memref<1xi32>
func.func @dma_cast(%a: memref<?xf32>, %b: memref<4xf32>, %tag: memref<1xi32>, %i: index) {
  %0 = memref.cast %a : memref<?xf32> to memref<4xf32>
  %1 = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %0[%i], %b[%i], %i, %tag[%i] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_wait %1[%i], %i : memref<?xi32>
  return
}

// -----

// An alloca in a scope nested in an scf.if (last before the terminators) moves to the function,
// the allocation scope that holds them, when its operands are defined outside the if.
func.func private @use(memref<?xf32>)
// CHECK-LABEL: func.func @alloca_scope_hoist(
// CHECK-NEXT: %[[A:.+]] = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT:   memref.alloca_scope {
// CHECK-NEXT:     func.call @use(%[[A]]) : (memref<?xf32>) -> ()
func.func @alloca_scope_hoist(%n: index, %c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      func.call @use(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}

// -----

// Constant offsets, sizes and strides fold one list at a time (offsets, then sizes, then
// strides); a list that would make the slice leave its source is left dynamic, and the lists
// folded before it stay folded.
// CHECK-LABEL: func.func @subview_partial_fold
// CHECK: memref.subview %{{.*}}[0, %arg0, 0] [7, 11, 15] [%c1, %c1, %c1] : memref<8x16x4xf32> to memref<7x11x15xf32, strided<[?, ?, ?], offset: ?>>
// CHECK: memref.subview %{{.*}}[%c1, %c2, %c7] [%c7, %c11, %c2] [%c1, %c1, %c1] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK: memref.subview %{{.*}}[0, 0, 0] [7, 11, 2] [%c2, %c7, %c11] : memref<8x16x4xf32> to memref<7x11x2xf32, strided<[?, ?, ?]>>
func.func @subview_partial_fold(%i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c15 = arith.constant 15 : index
  %m = memref.alloc() : memref<8x16x4xf32>
  %a = memref.subview %m[%c0, %i, %c0] [%c7, %c11, %c15] [%c1, %c1, %c1] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %b = memref.subview %m[%c1, %c2, %c7] [%c7, %c11, %c2] [%c1, %c1, %c1] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %c = memref.subview %m[%c0, %c0, %c0] [%c7, %c11, %c2] [%c2, %c7, %c11] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  "xtest.use"(%a, %b, %c) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
  return
}

// -----

// memref.view: constant sizes move into the result type (a cast gives back the old type, which
// the loads then look through); a view of a cast of an alloc views the alloc.
// CHECK-LABEL: func.func @view
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C15:.*]] = arith.constant 15 : index
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %[[V0:.*]] = memref.view %[[A]][%[[C15]]][] : memref<2048xi8> to memref<7x11xf32>
// CHECK-NEXT: memref.load %[[V0]][%[[C0]], %[[C0]]] : memref<7x11xf32>
// CHECK-NEXT: %[[V1:.*]] = memref.view %[[A]][%[[C15]]][%arg0, %arg0] : memref<2048xi8> to memref<?x?x7xf32>
// CHECK-NEXT: memref.load %[[V1]][%[[C0]], %[[C0]], %[[C0]]] : memref<?x?x7xf32>
// CHECK-NEXT: %[[V2:.*]] = memref.view %[[A]][%[[C15]]][] : memref<2048xi8> to memref<15x7xf32>
// CHECK-NEXT: memref.load %[[V2]][%[[C0]], %[[C0]]] : memref<15x7xf32>
func.func @view(%n: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c15 = arith.constant 15 : index
  %m = memref.alloc() : memref<2048xi8>
  %0 = memref.view %m[%c15][%c7, %c11] : memref<2048xi8> to memref<?x?xf32>
  %r0 = memref.load %0[%c0, %c0] : memref<?x?xf32>
  %1 = memref.view %m[%c15][%n, %n, %c7] : memref<2048xi8> to memref<?x?x?xf32>
  %r1 = memref.load %1[%c0, %c0, %c0] : memref<?x?x?xf32>
  %cast = memref.cast %m : memref<2048xi8> to memref<?xi8>
  %2 = memref.view %cast[%c15][%c15, %c7] : memref<?xi8> to memref<?x?xf32>
  %r2 = memref.load %2[%c0, %c0] : memref<?x?xf32>
  return %r0, %r1, %r2 : f32, f32, f32
}
