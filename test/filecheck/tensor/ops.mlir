// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC


// CHECK-LABEL: func.func @empty(
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT: %1 = tensor.empty() {test.attr} : tensor<2x3xi8>
// CHECK-NEXT: return %0, %1 : tensor<4x?xf32>, tensor<2x3xi8>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.empty"(%{{[a-z0-9_]+}}) : (index) -> tensor<4x?xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.empty"() {test.attr} : () -> tensor<2x3xi8>
func.func @empty(%n: index) -> (tensor<4x?xf32>, tensor<2x3xi8>) {
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tensor.empty() {test.attr} : tensor<2x3xi8>
  return %0, %1 : tensor<4x?xf32>, tensor<2x3xi8>
}

// CHECK-LABEL: func.func @extract_insert(
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg1[] : tensor<f32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg0[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %inserted_1 = tensor.insert %arg3 into %arg1[] : tensor<f32>
// CHECK-NEXT: return %extracted, %extracted_0, %inserted, %inserted_1 : f32, f32, tensor<4x?xf32>, tensor<f32>
func.func @extract_insert(%t: tensor<4x?xf32>, %s: tensor<f32>, %i: index, %v: f32) -> (f32, f32, tensor<4x?xf32>, tensor<f32>) {
  %0 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %1 = tensor.extract %s[] : tensor<f32>
  %2 = tensor.insert %v into %t[%i, %i] : tensor<4x?xf32>
  %3 = tensor.insert %v into %s[] : tensor<f32>
  return %0, %1, %2, %3 : f32, f32, tensor<4x?xf32>, tensor<f32>
}

// CHECK-LABEL: func.func @cast_dim_rank(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<4x?xf32> to tensor<*xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg1 : tensor<*xf32> to tensor<4x8xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg1, %arg2 : tensor<*xf32>
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: return %cast, %cast_0, %cast_1, %dim, %dim_2, %rank : tensor<?x?xf32>, tensor<*xf32>, tensor<4x8xf32>, index, index, index
func.func @cast_dim_rank(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index) -> (tensor<?x?xf32>, tensor<*xf32>, tensor<4x8xf32>, index, index, index) {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %2 = tensor.cast %u : tensor<*xf32> to tensor<4x8xf32>
  %3 = tensor.dim %t, %i : tensor<4x?xf32>
  %4 = tensor.dim %u, %i : tensor<*xf32>
  %5 = tensor.rank %u : tensor<*xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<?x?xf32>, tensor<*xf32>, tensor<4x8xf32>, index, index, index
}

// CHECK-LABEL: func.func @from_elements_splat(
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xf32>
// CHECK-NEXT: %from_elements_0 = tensor.from_elements %arg0, %arg1, %arg1, %arg0 : tensor<2x2xf32>
// CHECK-NEXT: %from_elements_1 = tensor.from_elements %arg2 : tensor<i32>
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<4x8xf32>
// CHECK-NEXT: %splat_2 = tensor.splat %arg2[%arg3, %arg3] : tensor<?x8x?xi32>
// CHECK-NEXT: %from_elements_3 = tensor.from_elements %arg3, %arg3, %arg3 : tensor<3xindex>
// CHECK-NEXT: return %from_elements, %from_elements_0, %from_elements_1, %splat, %splat_2, %from_elements_3 : tensor<2xf32>, tensor<2x2xf32>, tensor<i32>, tensor<4x8xf32>, tensor<?x8x?xi32>, tensor<3xindex>
func.func @from_elements_splat(%a: f32, %b: f32, %i: i32, %n: index) -> (tensor<2xf32>, tensor<2x2xf32>, tensor<i32>, tensor<4x8xf32>, tensor<?x8x?xi32>, tensor<3xindex>) {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %1 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  %2 = tensor.from_elements %i : tensor<i32>
  %3 = tensor.splat %a : tensor<4x8xf32>
  %4 = tensor.splat %i[%n, %n] : tensor<?x8x?xi32>
  %5 = tensor.from_elements %n, %n, %n : tensor<3xindex>
  return %0, %1, %2, %3, %4, %5 : tensor<2xf32>, tensor<2x2xf32>, tensor<i32>, tensor<4x8xf32>, tensor<?x8x?xi32>, tensor<3xindex>
}

// CHECK-LABEL: func.func @slices(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg2, 4, 0] [1, %arg3, 4] [1, 2, 1] : tensor<8x16x4xf32> to tensor<1x?x4xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg1[%arg2, %arg2] [%arg3, %arg3] [%arg3, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %extracted_slice_1 into %arg1[%arg2, 0] [%arg3, %arg3] [1, 1] {test.attr = 3 : i32} : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %extracted_slice, %extracted_slice_0, %extracted_slice_1, %inserted_slice, %inserted_slice_2 : tensor<4x4xf32>, tensor<1x?x4xf32>, tensor<?x?xf32>, tensor<8x16x4xf32>, tensor<?x?xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.extract_slice"(%{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<4x4xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.extract_slice"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 4, 0>, static_sizes = array<i64: 1, -9223372036854775808, 4>, static_strides = array<i64: 1, 2, 1>}> : (tensor<8x16x4xf32>, index, index) -> tensor<1x?x4xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.extract_slice"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 2, 2, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<?x?xf32>, index, index, index, index, index) -> tensor<?x?xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.insert_slice"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.insert_slice"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> {test.attr = 3 : i32} : (tensor<?x?xf32>, tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
func.func @slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %o: index, %s: index) -> (tensor<4x4xf32>, tensor<1x?x4xf32>, tensor<?x?xf32>, tensor<8x16x4xf32>, tensor<?x?xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %1 = tensor.extract_slice %t[%o, 4, 0] [1, %s, 4] [1, 2, 1] : tensor<8x16x4xf32> to tensor<1x?x4xf32>
  %2 = tensor.extract_slice %d[%o, %o] [%s, %s] [%s, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %3 = tensor.insert_slice %0 into %t[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
  %4 = tensor.insert_slice %2 into %d[%o, 0] [%s, %s] [1, 1] {test.attr = 3 : i32} : tensor<?x?xf32> into tensor<?x?xf32>
  return %0, %1, %2, %3, %4 : tensor<4x4xf32>, tensor<1x?x4xf32>, tensor<?x?xf32>, tensor<8x16x4xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @reshapes(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [%arg2, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
// CHECK-NEXT: %collapsed_2 = tensor.collapse_shape %arg3 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %expanded_3 = tensor.expand_shape %collapsed_2 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: return %collapsed, %expanded, %collapsed_0, %expanded_1, %collapsed_2, %expanded_3 : tensor<6x4xf32>, tensor<2x3x4xf32>, tensor<?xf32>, tensor<?x2x2xf32>, tensor<f32>, tensor<1x1xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.collapse_shape"(%{{[a-z0-9_]+}}) <{reassociation = {{\[\[}}0, 1], [2]]}> : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.expand_shape"(%{{[a-z0-9_]+}}) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 3, 4>}> : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.collapse_shape"(%{{[a-z0-9_]+}}) <{reassociation = {{\[\[}}0, 1]]}> : (tensor<?x4xf32>) -> tensor<?xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.expand_shape"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (tensor<?x4xf32>, index) -> tensor<?x2x2xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.collapse_shape"(%{{[a-z0-9_]+}}) <{reassociation = []}> : (tensor<1x1xf32>) -> tensor<f32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.expand_shape"(%{{[a-z0-9_]+}}) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (tensor<f32>) -> tensor<1x1xf32>
func.func @reshapes(%t: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index, %one: tensor<1x1xf32>) -> (tensor<6x4xf32>, tensor<2x3x4xf32>, tensor<?xf32>, tensor<?x2x2xf32>, tensor<f32>, tensor<1x1xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %2 = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %3 = tensor.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  %4 = tensor.collapse_shape %one [] : tensor<1x1xf32> into tensor<f32>
  %5 = tensor.expand_shape %4 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<6x4xf32>, tensor<2x3x4xf32>, tensor<?xf32>, tensor<?x2x2xf32>, tensor<f32>, tensor<1x1xf32>
}

// CHECK-LABEL: func.func @bodies(
// CHECK-NEXT: %generated = tensor.generate %arg1 {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg1] high[2, 3] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %generated, %padded, %padded_0 : tensor<?x3xf32>, tensor<7x?xf32>, tensor<4x?xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.generate"(%{{[a-z0-9_]+}}) ({
// GENERIC: %{{[a-z0-9_]+}} = "tensor.pad"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 3>, static_low = array<i64: 1, -9223372036854775808>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "tensor.pad"(%{{[a-z0-9_]+}}) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({
func.func @bodies(%t: tensor<4x?xf32>, %n: index, %v: f32) -> (tensor<?x3xf32>, tensor<7x?xf32>, tensor<4x?xf32>) {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  %1 = tensor.pad %t low[1, %n] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %2 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %0, %1, %2 : tensor<?x3xf32>, tensor<7x?xf32>, tensor<4x?xf32>
}

// CHECK-LABEL: func.func @misc(
// CHECK-NEXT: %0 = tensor.bitcast %arg1 : tensor<4xui32> to tensor<4xi32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg3(%arg2) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: %reshape_0 = tensor.reshape %arg0(%arg4) : (tensor<4x?xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK-NEXT: return %0, %concat, %reshape, %reshape_0 : tensor<4xi32>, tensor<8x?xf32>, tensor<?x?xf32>, tensor<*xf32>
// GENERIC: %{{[a-z0-9_]+}} = "tensor.concat"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{dim = 0 : i64}> : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
func.func @misc(%t: tensor<4x?xf32>, %u: tensor<4xui32>, %s: tensor<2xi32>, %r: tensor<*xf32>, %shape: tensor<?xindex>) -> (tensor<4xi32>, tensor<8x?xf32>, tensor<?x?xf32>, tensor<*xf32>) {
  %0 = tensor.bitcast %u : tensor<4xui32> to tensor<4xi32>
  %1 = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %2 = tensor.reshape %r(%s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %3 = tensor.reshape %t(%shape) : (tensor<4x?xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<8x?xf32>, tensor<?x?xf32>, tensor<*xf32>
}

// CHECK-LABEL: func.func @parallel_insert_slice(
// CHECK: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %{{.*}}[%{{.*}}, 0] [2, %arg2] [1, 1] : tensor<2x?xf32> into tensor<8x?xf32>
// CHECK-NEXT: }
// GENERIC: "tensor.parallel_insert_slice"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xf32>, tensor<8x?xf32>, index, index) -> ()
func.func @parallel_insert_slice(%t: tensor<8x?xf32>, %s: tensor<2x?xf32>, %n: index) -> tensor<8x?xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<8x?xf32>
    }
  }
  return %r : tensor<8x?xf32>
}

// CHECK-LABEL: func.func @gather_scatter(
// CHECK-NEXT: %[[G:.*]] = tensor.gather %arg0[%arg2] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.gather %arg0[%arg1] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
// CHECK-NEXT: %{{.*}} = tensor.scatter %[[G]] into %arg0[%arg1] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT: %{{.*}} = tensor.scatter %[[R]] into %arg0[%arg2] scatter_dims([1, 2]) unique : (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<4x5x6xf32>
func.func @gather_scatter(%dest: tensor<4x5x6xf32>, %indices: tensor<1x3x2xindex>, %indices_i32: tensor<1x3x2xi32>)
    -> (tensor<4x5x6xf32>, tensor<4x5x6xf32>) {
  %g = tensor.gather %dest[%indices_i32] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
  %r = tensor.gather %dest[%indices] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  %s = tensor.scatter %g into %dest[%indices] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  %t = tensor.scatter %r into %dest[%indices_i32] scatter_dims([1, 2]) unique : (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<4x5x6xf32>
  return %s, %t : tensor<4x5x6xf32>, tensor<4x5x6xf32>
}
