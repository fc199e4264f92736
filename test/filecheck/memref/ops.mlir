// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// GENERIC: "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "cst", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// GENERIC: "memref.alloc"(%{{.*}}) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// GENERIC: "memref.load"(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<4x?xf32>, index, index) -> f32
// GENERIC: "memref.store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 8 : i64, nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC: "memref.atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}) <{kind = 0 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC: "memref.subview"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 4, 4, 4>, static_strides = array<i64: 2, 1, 1>}> : (memref<8x16x4xf32>, index) -> memref<4x4x4xf32, strided<[128, 4, 1], offset: ?>>
// GENERIC: "memref.extract_strided_metadata"(%{{.*}}) : (memref<8x16xf32>) -> (memref<f32>, index, index, index, index, index)
// GENERIC: "memref.alloca_scope.return"() : () -> ()

// CHECK-LABEL: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]>
// CHECK-LABEL: memref.global @uninit : memref<4xi32> = uninitialized
memref.global @uninit : memref<4xi32> = uninitialized
// CHECK-LABEL: memref.global "private" @decl : memref<3xf16> {alignment = 64 : i64}
memref.global "private" @decl : memref<3xf16> {alignment = 64 : i64}
// CHECK-LABEL: memref.global "public" @splat : memref<2x2xf32, 1> = dense<5.000000e-01>
memref.global "public" @splat : memref<2x2xf32, 1> = dense<0.5>

// CHECK-LABEL: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc()[%arg1] : memref<8x64xf32, #map, 1>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0, %arg0)[%arg1, %arg1, %arg1] : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: %alloca_2 = memref.alloca(%arg0)[%arg1] : memref<?xi8, #map1>
// CHECK-NEXT: %0 = memref.realloc %alloc(%arg0) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %1 = memref.realloc %alloca {alignment = 8 : i64} : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8x64xf32, #map, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc(%d: index, %s: index) {
  %a = memref.alloc(%d) {alignment = 64 : i64} : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  %e = memref.alloc(%d, %d)[%s, %s, %s] : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
  %f = memref.alloca(%d)[%s] : memref<?xi8, affine_map<(d0)[s0] -> (d0 + s0)>>
  %g = memref.realloc %a(%d) : memref<?xf32> to memref<?xf32>
  %h = memref.realloc %b {alignment = 8 : i64} : memref<4xf32> to memref<8xf32>
  memref.dealloc %g : memref<?xf32>
  memref.dealloc %c : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  return
}

// CHECK-LABEL: func.func @load_store(%arg0: memref<4x?xf32>, %arg1: memref<*xi32>, %arg2: index, %arg3: index, %arg4: f32) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg3] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg2, %arg3] {alignment = 16 : i64} : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg4, %arg0[%arg2, %arg3] : memref<4x?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg2, %arg3] {alignment = 8 : i64, nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: %3 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT: memref.store %3, %alloca[] : memref<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @load_store(%m: memref<4x?xf32>, %u: memref<*xi32>, %i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  %1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %2 = memref.load %m[%i, %j] {alignment = 16 : i64} : memref<4x?xf32>
  memref.store %v, %m[%i, %j] : memref<4x?xf32>
  memref.store %0, %m[%i, %j] {alignment = 8 : i64, nontemporal = true} : memref<4x?xf32>
  %z = memref.alloca() : memref<f32>
  %3 = memref.load %z[] : memref<f32>
  memref.store %3, %z[] : memref<f32>
  return %0 : f32
}

// CHECK-LABEL: func.func @atomics(%arg0: memref<10xf32>, %arg1: memref<10xi32>, %arg2: index, %arg3: f32, %arg4: i32) {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maxs %arg4, %arg1[%arg2] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %2 = memref.atomic_rmw assign %arg3, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %3 = memref.generic_atomic_rmw %arg0[%arg2] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: memref.atomic_yield %arg5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @atomics(%m: memref<10xf32>, %n: memref<10xi32>, %i: index, %v: f32, %w: i32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maxs %w, %n[%i] : (i32, memref<10xi32>) -> i32
  %2 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// CHECK-LABEL: func.func @casts(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: memref<*xf32>, %arg3: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg2 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: %cast_3 = memref.cast %arg3 : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 3>
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %arg2, %arg1 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%a: memref<4xf32>, %b: memref<?xf32>, %u: memref<*xf32>, %s: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %a : memref<4xf32> to memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<4xf32>
  %4 = memref.cast %s : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  %5 = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 3>
  %6 = memref.assume_alignment %a, 16 : memref<4xf32>
  %7 = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.copy %a, %b : memref<4xf32> to memref<?xf32>
  memref.copy %u, %b : memref<*xf32> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @shape(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<4x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %arg2 : memref<*xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %1 = memref.rank %arg0 : memref<4x?xf32>
// CHECK-NEXT: return %dim, %dim_0, %0 : index, index, index
// CHECK-NEXT: }
func.func @shape(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index) {
  %0 = memref.dim %m, %i : memref<4x?xf32>
  %1 = memref.dim %u, %i : memref<*xf32>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.rank %m : memref<4x?xf32>
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @globals() -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @splat : memref<2x2xf32, 1>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
func.func @globals() -> memref<2xf32> {
  %0 = memref.get_global @cst : memref<2xf32>
  %1 = memref.get_global @splat : memref<2x2xf32, 1>
  return %0 : memref<2xf32>
}

// CHECK-LABEL: func.func @subviews(%arg0: memref<8x16x4xf32>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[3, 4, 2] [1, 6, 2] [1, 1, 1] : memref<8x16x4xf32> to memref<6x2xf32, strided<[4, 1], offset: 210>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[%arg2, 0, 0] [4, 4, 4] [2, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[128, 4, 1], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %arg1[%arg2, %arg3] [4, %arg2] [%arg3, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_3 = memref.subview %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
// CHECK-NEXT: %subview_4 = memref.subview %arg0[1, 2, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1], offset: 72>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @subviews(%m: memref<8x16x4xf32>, %d: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %1 = memref.subview %m[3, 4, 2] [1, 6, 2] [1, 1, 1] : memref<8x16x4xf32> to memref<6x2xf32, strided<[4, 1], offset: 210>>
  %2 = memref.subview %m[%i, 0, 0] [4, 4, 4] [2, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[128, 4, 1], offset: ?>>
  %3 = memref.subview %d[%i, %j] [4, %i] [%j, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.subview %m[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %5 = memref.subview %m[1, 2, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1], offset: 72>>
  return
}

// CHECK-LABEL: func.func @views(%arg0: memref<?xf32>, %arg1: memref<*xf32>, %arg2: memref<2048xi8>, %arg3: memref<8x16xf32>, %arg4: index) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg4, 10], strides: [%arg4, 1] : memref<?xf32> to memref<?x10xf32, strided<[?, 1]>>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg1 to offset: [%arg4], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %view = memref.view %arg2[%arg4][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %view_1 = memref.view %arg2[%arg4][%arg4, %arg4] : memref<2048xi8> to memref<?x4x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg3 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3 = memref.extract_strided_metadata %base_buffer : memref<f32> -> memref<f32>, index
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @views(%m: memref<?xf32>, %u: memref<*xf32>, %b: memref<2048xi8>, %s: memref<8x16xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 10], strides: [%i, 1] : memref<?xf32> to memref<?x10xf32, strided<[?, 1]>>
  %1 = memref.reinterpret_cast %u to offset: [%i], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32, strided<[1], offset: ?>>
  %2 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %3 = memref.view %b[%i][%i, %i] : memref<2048xi8> to memref<?x4x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return
}

// CHECK-LABEL: func.func @reshapes(%arg0: memref<8x16xf32>, %arg1: memref<?x32xf32>, %arg2: memref<4x8x16xf32, strided<[128, 16, 1], offset: 7>>, %arg3: memref<1xi32>, %arg4: index) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
// CHECK-NEXT: %expand_shape_0 = memref.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg4, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
// CHECK-NEXT: %collapse_shape_1 = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : memref<4x8x16xf32, strided<[128, 16, 1], offset: 7>> into memref<32x16xf32, strided<[16, 1], offset: 7>>
// CHECK-NEXT: %expand_shape_2 = memref.expand_shape %arg2 {{\[\[}}0], [1], [2, 3]] output_shape [4, 8, 4, 4] : memref<4x8x16xf32, strided<[128, 16, 1], offset: 7>> into memref<4x8x4x4xf32, strided<[128, 16, 4, 1], offset: 7>>
// CHECK-NEXT: %reshape = memref.reshape %collapse_shape(%arg3) : (memref<128xf32>, memref<1xi32>) -> memref<128xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT: %collapse_shape_3 = memref.collapse_shape %alloc [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reshapes(%m: memref<8x16xf32>, %n: memref<?x32xf32>, %t: memref<4x8x16xf32, strided<[128, 16, 1], offset: 7>>, %shape: memref<1xi32>, %i: index) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %1 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  %2 = memref.expand_shape %n [[0, 1], [2]] output_shape [%i, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %3 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x8x16xf32, strided<[128, 16, 1], offset: 7>> into memref<32x16xf32, strided<[16, 1], offset: 7>>
  %4 = memref.expand_shape %t [[0], [1], [2, 3]] output_shape [4, 8, 4, 4] : memref<4x8x16xf32, strided<[128, 16, 1], offset: 7>> into memref<4x8x4x4xf32, strided<[128, 16, 4, 1], offset: 7>>
  %5 = memref.reshape %0(%shape) : (memref<128xf32>, memref<1xi32>) -> memref<128xf32>
  %z = memref.alloc() : memref<1x1xf32>
  %6 = memref.collapse_shape %z [] : memref<1x1xf32> into memref<f32>
  return
}

// CHECK-LABEL: func.func @scopes(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: } {test.attr}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @scopes(%v: f32) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xf32>
  } {test.attr}
  return %0 : f32
}

// CHECK-LABEL: func.func @misc(%arg0: memref<?x?xf32>, %arg1: memref<400x400xi32>, %arg2: index, %arg3: memref<4xf32>, %arg4: memref<8xf32>) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: memref.prefetch %arg1[%arg2, %arg2], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT: memref.prefetch %arg1[%arg2, %arg2], write, locality<0>, instr : memref<400x400xi32>
// CHECK-NEXT: %0:2 = memref.distinct_objects %arg3, %arg4 : memref<4xf32>, memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @misc(%m: memref<?x?xf32>, %n: memref<400x400xi32>, %i: index, %a: memref<4xf32>, %b: memref<8xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  memref.prefetch %n[%i, %i], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %n[%i, %i], write, locality<0>, instr : memref<400x400xi32>
  %1:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<8xf32>
  return
}

// A transpose's result may spell its strided layout as an affine map, in any term order.
// CHECK-LABEL: func.func @transpose_map_layout(
// CHECK-NEXT: memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #{{.*}}>
func.func @transpose_map_layout(%src: memref<?x?xf32>) {
  %dst = memref.transpose %src (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return
}

// A DMA with and without strides; memory space 0 is the default one and prints as none.
// CHECK-LABEL: func.func @dma
// CHECK: memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg3, %arg2[%arg3] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg3 : memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg3, %arg2[%arg3], %arg3, %arg3 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg4[%arg3, %arg3], %arg0[%arg3], %arg3, %arg2[%arg3] : memref<4x8xf32>, memref<256xf32>, memref<1xi32>
func.func @dma(%a: memref<256 x f32, affine_map<(d0) -> (d0)>, 0>, %b: memref<256xf32, 1>, %tag: memref<1xi32, 0 : i32>, %i: index, %c: memref<4x8xf32>) {
  memref.dma_start %a[%i], %b[%i], %i, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %i : memref<1xi32>
  memref.dma_start %a[%i], %b[%i], %i, %tag[%i], %i, %i : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_start %c[%i, %i], %a[%i], %i, %tag[%i] : memref<4x8xf32>, memref<256xf32>, memref<1xi32>
  return
}
