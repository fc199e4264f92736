// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @alloc_dynamic_sizes(%d: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.alloc(%d) : memref<?x?xf32>
  return
}

// -----

func.func @alloca_dynamic_sizes(%d: index) {
  // expected-error @+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloca(%d) : memref<4xf32>
  return
}

// -----

func.func @alloc_symbols(%d: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %0 = memref.alloc()[%d] : memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>>
  return
}

// -----

func.func @alloc_strided_symbols(%d: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0}}
  %0 = memref.alloc() : memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @alloc_tensor() {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f16
  return
}

// -----

func.func @load_tensor(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.load"(%t, %i) : (tensor<4xf32>, index) -> f32
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @atomic_subscripts(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----

func.func @atomic_float_kind(%m: memref<4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %0 = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_int_kind(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @generic_atomic_args(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index, %v: i32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %v : i32
  }
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_element(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf16>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf16>
  return
}

// -----

func.func @cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_strides(%m: memref<4x4xf32, strided<[4, 1]>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32, strided<[4, 1]>>' and result type 'memref<4x4xf32, strided<[8, 1]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @memory_space_cast(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}

// -----

func.func @assume_alignment(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @copy_element(%a: memref<4xf32>, %b: memref<4xf16>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xf16>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @dim_rank0(%a: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %a, %i : memref<f32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "x", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1 : i64}}
"memref.global"() <{sym_name = "x", type = memref<2xf32>, initial_value = 1}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "x", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "x", type = memref<?xf32>}> : () -> ()

// -----

memref.global "private" @g : memref<4xf32> = dense<1.0>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<4xf16>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<4xf16>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'h' does not reference a valid global memref}}
  %0 = memref.get_global @h : memref<4xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32, strided<[16, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4x1xf32, strided<[16, 1, 1]>>
  return
}

// -----

func.func @subview_element(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xf16, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf16, strided<[16, 1]>>
  return
}

// -----

func.func @subview_memory_space(%m: memref<8x16xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}

// -----

func.func @subview_offset_count(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_stride_count(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0] [4, 4] [1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_source_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_dynamic_entries(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}

// -----

func.func @subview_negative_offset(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[0, -1] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: -1>>
  return
}

// -----

func.func @subview_negative_size(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[0, 0] [4, -1] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[6, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 96>>
  return
}

// -----

func.func @subview_offset_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+1 {{offset 1 is out-of-bounds: 16 >= 16}}
  %0 = memref.subview %m[0, 16] [4, 0] [1, 1] : memref<8x16xf32> to memref<4x0xf32, strided<[16, 1], offset: 16>>
  return
}

// -----

func.func @subview_not_strided(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
  // expected-error @+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @reinterpret_cast_size(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with size = 10 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 10], strides: [10, 1] : memref<?xf32> to memref<4x5xf32, strided<[10, 1]>>
  return
}

// -----

func.func @reinterpret_cast_offset(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with offset = 2 instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4, 10], strides: [10, 1] : memref<?xf32> to memref<4x10xf32, strided<[10, 1], offset: 3>>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<?xf32>, %s: index) {
  // expected-error @+1 {{expected result type with stride = dynamic instead of 10 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 10], strides: [%s, 1] : memref<?xf32> to memref<4x10xf32, strided<[10, 1]>>
  return
}

// -----

func.func @reinterpret_cast_element(%m: memref<?xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<4xf16, strided<[1]>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf16, strided<[1]>>
  return
}

// -----

func.func @view_sizes(%m: memref<16xi8>, %d: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%d][] : memref<16xi8> to memref<?xf32>
  return
}

// -----

func.func @view_layout(%m: memref<16xi8>, %d: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<2x2xf32, strided<[2, 1]>>'}}
  %0 = memref.view %m[%d][] : memref<16xi8> to memref<2x2xf32, strided<[2, 1]>>
  return
}

// -----

func.func @view_source(%m: memref<4xf32>, %d: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4xf32>'}}
  %0 = memref.view %m[%d][] : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (100) must equal reassociation group size (128)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<100xf32>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<4x8x16xf32, strided<[256, 16, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x8x16xf32, strided<[256, 16, 1]>> into memref<32x16xf32, strided<[16, 1]>>
  return
}

// -----

func.func @collapse_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %m [[0], [1], [2]] : memref<8x16xf32> into memref<8x16x1xf32>
  return
}

// -----

func.func @collapse_groups(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<8x16x4xf32> into memref<32x16xf32>
  return
}

// -----

func.func @expand_type(%m: memref<8x16xf32, strided<[32, 1]>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x16xf32, strided<[128, 32, 1]>>' but found 'memref<2x4x16xf32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32, strided<[32, 1]>> into memref<2x4x16xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 16] : memref<8x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @expand_dynamic(%m: memref<?x16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<?x16xf32> into memref<2x4x16xf32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  return
}

// -----

func.func @scope_return_parent(%v: f32) {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func.func @transpose_rank(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}

// -----

func.func @transpose_type(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x8xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i, %i], rw, locality<3>, data : memref<4x8xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{expected two stride related operands}}
  memref.dma_start %a[%i], %a[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{fewer/more types expected}}
  memref.dma_start %a[%i], %a[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %i, %a) : (memref<4xf32>, index, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%i, %i, %a, %i) : (index, index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %j, %a, %i, %i, %t, %i) : (memref<4xf32>, i32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %a, %i, %j, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t, %i, %i, %j) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, i32) -> ()
  return
}

// -----

func.func @f(%t: memref<2x2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  memref.dma_wait %t[%i], %i : memref<2x2xi32>
  return
}

// -----

func.func @load_not_memref(%a: i32) {
  // expected-error @+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  %0 = memref.load %a[] : i32
  return
}

// -----

func.func @cast_not_memref(%a: f32) {
  // expected-error @+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %a : f32 to memref<2xf32>
  return
}

// -----

func.func @load_alignment(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.load %m[%i] { alignment = 3 } : memref<4xi32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" constant @g : memref<2xf32> = uninitialized

// -----

// expected-error @+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global "private" "public" @g : memref<2xf32> = uninitialized

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @gv : memref<4xf32> = dense<1.0> { alignment = 63 }
