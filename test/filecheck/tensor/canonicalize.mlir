// RUN: comco-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @dim_static(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
func.func @dim_static(%t: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_empty(
// CHECK-NEXT: return %arg0 : index
func.func @dim_empty(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %d = tensor.dim %e, %c1 : tensor<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @extract_from_elements(
// CHECK-NEXT: return %arg1 : f32
func.func @extract_from_elements(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %t[%c1] : tensor<2xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @extract_splat(
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %splat[%arg1] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
func.func @extract_splat(%a: f32, %i: index) -> f32 {
  %t = tensor.splat %a : tensor<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @cast_same(
// CHECK-NEXT: return %arg0 : tensor<4xf32>
func.func @cast_same(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @cast_chain(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
func.func @cast_chain(%t: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  %e = tensor.cast %d : tensor<*xf32> to tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_roundtrip(
// CHECK-NEXT: return %arg0 : tensor<4xf32>
func.func @cast_roundtrip(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d = tensor.cast %c : tensor<?xf32> to tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @rank(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c2 : index
func.func @rank(%t: tensor<4x?xf32>) -> index {
  %r = tensor.rank %t : tensor<4x?xf32>
  return %r : index
}

// -----

// CHECK-LABEL: func.func @from_elements_const(
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: return %cst : tensor<2xi32>
func.func @from_elements_const() -> tensor<2xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %t = tensor.from_elements %a, %b : tensor<2xi32>
  return %t : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @splat_const(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: return %cst : tensor<2x3xf32>
func.func @splat_const() -> tensor<2x3xf32> {
  %a = arith.constant 1.0 : f32
  %t = tensor.splat %a : tensor<2x3xf32>
  return %t : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @dim_cast(
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CHECK-NEXT: return %dim : index
func.func @dim_cast(%t: tensor<4x?xf32>, %i: index) -> index {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %c, %i : tensor<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @extract_const(
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %c3_i32 : i32
func.func @extract_const() -> i32 {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %i = arith.constant 2 : index
  %e = tensor.extract %c[%i] : tensor<3xi32>
  return %e : i32
}

// -----

// CHECK-LABEL: func.func @extract_insert(
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
func.func @extract_insert(%t: tensor<4xf32>, %v: f32, %i: index) -> f32 {
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  %e = tensor.extract %r[%i] : tensor<4xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @slice_noop(
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
func.func @slice_noop(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_noop(
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
func.func @insert_slice_noop(%t: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = tensor.insert_slice %t into %d[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_expand(
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
func.func @collapse_expand(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_generate(
// CHECK-NEXT: return %arg0 : index
func.func @dim_of_generate(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %d = tensor.dim %g, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @empty_unused(
// CHECK-NEXT: return
// CHECK-LABEL: func.func @cast_chain_keep(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %cast : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?xf32>
func.func @empty_unused(%n: index) {
  %e = tensor.empty(%n) : tensor<4x?xf32>
  return
}
func.func @cast_chain_keep(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @empty_const(
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x8xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %cast : tensor<4x?xf32>
func.func @empty_const(%n: index) -> tensor<4x?xf32> {
  %c8 = arith.constant 8 : index
  %e = tensor.empty(%c8) : tensor<4x?xf32>
  return %e : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @extract_cast(
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
func.func @extract_cast(%t: tensor<4xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %e = tensor.extract %c[%i] : tensor<?xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @dim_of_slice(
// CHECK-NEXT: return %arg2 : index
func.func @dim_of_slice(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %x = tensor.extract_slice %t[%o, %o] [4, %s] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %x, %c1 : tensor<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @slice_const_sizes(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
func.func @slice_const_sizes(%t: tensor<?x?xf32>, %o: index) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %x = tensor.extract_slice %t[%o, 0] [%c4, %c4] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %x : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @rank_unranked(
// CHECK-NEXT: %rank = tensor.rank %arg0 : tensor<*xf32>
// CHECK-NEXT: return %rank : index
func.func @rank_unranked(%t: tensor<*xf32>) -> index {
  %r = tensor.rank %t : tensor<*xf32>
  return %r : index
}

// -----

// CHECK-LABEL: func.func @from_elements_extract_2d(
// CHECK-NEXT: return %arg2 : f32
func.func @from_elements_extract_2d(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
  %e = tensor.extract %t[%c1, %c0] : tensor<2x2xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @generate_unused(
// CHECK-NEXT: return
func.func @generate_unused(%n: index, %f: f32) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dim_of_expand(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: %dim = tensor.dim %expanded, %c0 : tensor<?x4xf32>
// CHECK-NEXT: return %dim : index
func.func @dim_of_expand(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %d = tensor.dim %e, %c0 : tensor<?x4xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @insert_slice_const(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[2, %arg2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
func.func @insert_slice_const(%s: tensor<?x?xf32>, %d: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %s into %d[%c2, %o] [%c4, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// CHECK-LABEL: func.func @slice_rank_reduce_const(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<8x8x8xf32> to tensor<4x4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %cast : tensor<?x4xf32>
func.func @slice_rank_reduce_const(%t: tensor<8x8x8xf32>, %o: index) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = tensor.extract_slice %t[%o, 0, 0] [1, %c4, 4] [1, 1, %c1] : tensor<8x8x8xf32> to tensor<?x4xf32>
  return %x : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand(
// CHECK-NEXT: return %arg0 : tensor<32xf32>
func.func @collapse_of_expand(%t: tensor<32xf32>) -> tensor<32xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  return %c : tensor<32xf32>
}

// -----

// CHECK-LABEL: func.func @insert_extract_noop(
// CHECK-NEXT: return %arg0 : tensor<?x4xf32>
func.func @insert_extract_noop(%t: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %s = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  return %t : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @pad_noop(
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
func.func @pad_noop(%t: tensor<4x8xf32>, %f: f32) -> tensor<4x8xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @pad_nofold(
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %padded : tensor<4x8xf32>
func.func @pad_nofold(%t: tensor<4x8xf32>, %f: f32) -> tensor<4x8xf32> {
  %p = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @concat_single(
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
func.func @concat_single(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = tensor.concat dim(0) %t : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @bitcast_chain(
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<4xui32> to tensor<4xsi32>
// CHECK-NEXT: return %0 : tensor<4xsi32>
func.func @bitcast_chain(%t: tensor<4xui32>) -> tensor<4xsi32> {
  %a = tensor.bitcast %t : tensor<4xui32> to tensor<4xi32>
  %b = tensor.bitcast %a : tensor<4xi32> to tensor<4xsi32>
  return %b : tensor<4xsi32>
}

// -----

// CHECK-LABEL: func.func @extract_generate(
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: return %0 : index
func.func @extract_generate(%n: index, %i: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%a: index):
    %s = arith.addi %a, %a : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%i] : tensor<?xindex>
  return %e : index
}

// -----

// CHECK-LABEL: func.func @slice_of_empty(
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<8x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %0[0, 0] [2, %arg0] [1, 1] : tensor<8x?xf32> to tensor<2x?xf32>
// CHECK-NEXT: return %extracted_slice : tensor<2x?xf32>
func.func @slice_of_empty(%n: index) -> tensor<2x?xf32> {
  %e = tensor.empty(%n) : tensor<8x?xf32>
  %s = tensor.extract_slice %e[0, 0] [2, %n] [1, 1] : tensor<8x?xf32> to tensor<2x?xf32>
  return %s : tensor<2x?xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_empty(
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK-NEXT: return %collapsed : tensor<32xf32>
func.func @reshape_of_empty() -> tensor<32xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  return %c : tensor<32xf32>
}

// -----

// CHECK-LABEL: func.func @generate_static(
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: tensor.yield %arg0 : f32
// CHECK-NEXT: } : tensor<4xf32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
func.func @generate_static(%f: f32) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %g = tensor.generate %c4 {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @insert_const(
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<2xi32>
// CHECK-NEXT: return %cst : tensor<2xi32>
func.func @insert_const() -> tensor<2xi32> {
  %c = arith.constant dense<0> : tensor<2xi32>
  %v = arith.constant 0 : i32
  %i = arith.constant 1 : index
  %r = tensor.insert %v into %c[%i] : tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// Reshape folds as upstream's foldReshapeOp: identity reshapes, reshaped constants, and inverse
// pairs whose source has at most one dynamic size (whatever their reassociations).
// CHECK-LABEL: func.func @reshape_folds(
// CHECK-NEXT: %[[CST:.*]] = arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: return %[[CST]], %arg0, %arg0, %arg1 :
func.func @reshape_folds(%t: tensor<?x4xf32>, %u: tensor<2x3xf32>, %d: index) -> (tensor<2x2xi32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<2x3xf32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  %1 = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %2 = tensor.expand_shape %1 [[0, 1]] output_shape [%d, 4] : tensor<?xf32> into tensor<?x4xf32>
  %3 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%d, 1, 4] : tensor<?x4xf32> into tensor<?x1x4xf32>
  %4 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<?x1x4xf32> into tensor<?x4xf32>
  %5 = tensor.collapse_shape %u [[0], [1]] : tensor<2x3xf32> into tensor<2x3xf32>
  return %0, %2, %4, %5 : tensor<2x2xi32>, tensor<?x4xf32>, tensor<?x4xf32>, tensor<2x3xf32>
}

// -----

// The size of a destination-style op's result is its init's (DimOfDestStyleOp); the ops, now
// unused, go.
// CHECK-LABEL: func.func @dim_of_dest_style(
// CHECK-NEXT: %[[D0:.*]] = tensor.dim %arg0, %arg3 : tensor<?x?xf32>
// CHECK-NEXT: %[[D1:.*]] = tensor.dim %arg0, %arg3 : tensor<?x?xf32>
// CHECK-NEXT: %[[D2:.*]] = tensor.dim %arg0, %arg3 : tensor<?x?xf32>
// CHECK-NEXT: %[[D3:.*]] = tensor.dim %arg0, %arg3 : tensor<?x?xf32>
// CHECK-NEXT: return %[[D0]], %[[D1]], %[[D2]], %[[D3]] :
func.func @dim_of_dest_style(%t: tensor<?x?xf32>, %s: tensor<2x2xf32>, %x: f32, %i: index) -> (index, index, index, index) {
  %0 = tensor.insert %x into %t[%i, %i] : tensor<?x?xf32>
  %d0 = tensor.dim %0, %i : tensor<?x?xf32>
  %1 = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %d1 = tensor.dim %1, %i : tensor<?x?xf32>
  %2 = linalg.fill ins(%x : f32) outs(%t : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d2 = tensor.dim %2, %i : tensor<?x?xf32>
  %3 = bufferization.materialize_in_destination %t in %t : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %d3 = tensor.dim %3, %i : tensor<?x?xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// -----

// Casts that only forget static sizes fold into the slices that use them; the insert keeps its
// result type through a cast back. A cast source's static sizes replace the slice's sizes.
// CHECK-LABEL: func.func @slice_cast_folds(
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg3, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg2 into %arg1[%arg3, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<8x8xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [1, %arg4] [1, 1] : tensor<2x3xf32> to tensor<?xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %extracted_slice into %arg1[%arg3, %arg3] [%arg4, 1] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted_slice_1 : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice, %inserted_slice_0, %cast :
func.func @slice_cast_folds(%s: tensor<2x3xf32>, %d: tensor<8x8xf32>, %s3: tensor<3xf32>, %i: index, %n: index) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<?x?xf32>) {
  %cs = tensor.cast %s : tensor<2x3xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %cs into %d[%i, 0] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  %c3 = tensor.cast %s3 : tensor<3xf32> to tensor<?xf32>
  %2 = tensor.insert_slice %c3 into %d[%i, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
  %e = tensor.extract_slice %cs[%i, 0] [1, %n] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %big = tensor.cast %d : tensor<8x8xf32> to tensor<?x?xf32>
  %3 = tensor.insert_slice %e into %big[%i, %i] [%n, 1] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
  return %1, %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<?x?xf32>
}

// -----

// As upstream, a dynamic size of the cast's source stops the sizes it contributes (here the
// second size would not verify as %arg4), so the cast stays.
// CHECK-LABEL: func.func @slice_cast_kept(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[%arg2, 0] [%arg3, %arg3] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice :
func.func @slice_cast_kept(%s: tensor<?x3xf32>, %d: tensor<8x8xf32>, %i: index, %n: index) -> tensor<8x8xf32> {
  %cs = tensor.cast %s : tensor<?x3xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %cs into %d[%i, 0] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----

// tensor.reshape folds as upstream's: to its source when nothing changes (rank <= 1, or the shape
// is the source's own sizes), through a reshape, and of a splat constant.
// CHECK-LABEL: func.func @reshape_op_folds(
// CHECK-NEXT: %[[SPLAT:.*]] = arith.constant dense<1.500000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %[[S32:.*]] = arith.constant dense<[3, 2]> : tensor<2xindex>
// CHECK-NEXT: %[[S6:.*]] = arith.constant dense<6> : tensor<1xindex>
// CHECK-NEXT: %[[A:.*]] = tensor.reshape %arg1(%[[S6]]) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.reshape %arg1(%[[S32]]) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x2xf32>
// CHECK-NEXT: return %arg0, %[[A]], %[[B]], %arg4, %[[SPLAT]] :
func.func @reshape_op_folds(%t: tensor<?x4xf32>, %u: tensor<2x3xf32>, %s: tensor<2xindex>, %s1: tensor<1xindex>, %v: tensor<?xf32>) -> (tensor<?x4xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<?xf32>, tensor<2x3xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %d = tensor.dim %t, %c0 : tensor<?x4xf32>
  %sh = tensor.from_elements %d, %c4 : tensor<2xindex>
  %0 = tensor.reshape %t(%sh) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %c6 = arith.constant dense<6> : tensor<1xindex>
  %a = tensor.reshape %u(%c6) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  %sh32 = arith.constant dense<[3, 2]> : tensor<2xindex>
  %b = tensor.reshape %a(%sh32) : (tensor<6xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  %e = tensor.reshape %v(%s1) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %cst = arith.constant dense<1.5> : tensor<6xf32>
  %f = tensor.reshape %cst(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %0, %a, %b, %e, %f : tensor<?x4xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<?xf32>, tensor<2x3xf32>
}

// -----

// tensor.pad as upstream: sizes through casts on either side, a more static result from constant
// padding, one pad for two with the same padding value, zero padding as a cast.
// CHECK-LABEL: func.func @pad_folds(
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[P0:.*]] = tensor.pad %arg0 low[1, %arg3] high[2, 0] {
// CHECK: } : tensor<2x3xf32> to tensor<5x?xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[P0]] : tensor<5x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[P1:.*]] = tensor.pad %arg1 low[%[[C1]], %arg3] high[2, %[[C1]]] {
// CHECK: } : tensor<?x?xf32> to tensor<5x?xf32>
// CHECK-NEXT: %[[P2:.*]] = tensor.pad %arg0 low[1, %arg3] high[0, %arg3] {
// CHECK: } : tensor<2x3xf32> to tensor<3x?xf32>
// CHECK-NEXT: %[[P3:.*]] = tensor.pad %arg1 low[%[[C1]], 0] high[0, 0] {
// CHECK: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[Z:.*]] = tensor.cast %arg0 : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[CAST]], %[[P1]], %[[P2]], %[[P3]], %[[Z]] :
func.func @pad_folds(%t: tensor<2x3xf32>, %u: tensor<?x?xf32>, %x: f32, %i: index) -> (tensor<?x?xf32>, tensor<5x?xf32>, tensor<3x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %c = tensor.cast %t : tensor<2x3xf32> to tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.pad %c low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %u low[%c1, %i] high[2, %c1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<5x?xf32>
  %3 = tensor.pad %t low[0, 0] high[0, %i] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<2x3xf32> to tensor<2x?xf32>
  %4 = tensor.pad %3 low[1, %i] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<2x?xf32> to tensor<3x?xf32>
  %5 = tensor.pad %u low[%c1, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    %z = arith.addf %x, %x : f32
    tensor.yield %z : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %6 = tensor.pad %t low[%c0, 0] high[0, %c0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<2x3xf32> to tensor<?x?xf32>
  return %0, %2, %4, %5, %6 : tensor<?x?xf32>, tensor<5x?xf32>, tensor<3x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast(
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1, 2]] : tensor<3x3x4xi8> into tensor<36xi8>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[C]] : tensor<36xi8> to tensor<?xi8>
// CHECK-NEXT: return %[[B]] :
func.func @collapse_of_cast(%t: tensor<3x3x4xi8>) -> tensor<?xi8> {
  %c = tensor.cast %t : tensor<3x3x4xi8> to tensor<?x3x4xi8>
  %0 = tensor.collapse_shape %c [[0, 1, 2]] : tensor<?x3x4xi8> into tensor<?xi8>
  return %0 : tensor<?xi8>
}

// -----

// CHECK-LABEL: func.func @bitcast_identity(
// CHECK-NEXT: return %arg0 : tensor<2xi64>
func.func @bitcast_identity(%t: tensor<2xi64>) -> tensor<2xi64> {
  %0 = tensor.bitcast %t : tensor<2xi64> to tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// Constant output sizes of an expand_shape of a cast that forgets sizes become static, except
// those expanding a dim the cast source has dynamic (ConvertToStaticExpandShape).
// CHECK-LABEL: func.func @static_expand_shape(
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %arg0 : tensor<6x4xf32> to tensor<6x?xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[CAST]] {{\[\[}}0, 1], [2]] output_shape [2, 3, %arg2] : tensor<6x?xf32> into tensor<2x3x?xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[E]] : tensor<2x3x?xf32> to tensor<2x?x?xf32>
// CHECK-NEXT: %[[E1:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg2, %[[C2]], 4] : tensor<?x4xf32> into tensor<?x?x4xf32>
// CHECK-NEXT: %[[R1:.*]] = tensor.cast %[[E1]] : tensor<?x?x4xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %[[R]], %[[R1]]
func.func @static_expand_shape(%t: tensor<6x4xf32>, %u: tensor<?x4xf32>, %n: index) -> (tensor<2x?x?xf32>, tensor<?x?x?xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %t : tensor<6x4xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, %c3, %n] : tensor<?x?xf32> into tensor<2x?x?xf32>
  %2 = tensor.cast %u : tensor<?x4xf32> to tensor<?x?xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [%n, %c2, %c4] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1, %3 : tensor<2x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// A tensor.insert into a cast that forgets sizes inserts into the cast's source; the result is
// cast back (FoldTensorCastProducerOp).
// CHECK-LABEL: func.func @insert_into_cast(
// CHECK-NEXT: %[[I:.*]] = tensor.insert %arg0 into %arg1[%arg2, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[I]] : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @insert_into_cast(%x: f32, %b: tensor<4x?xf32>, %i: index) -> tensor<?x?xf32> {
  %c = tensor.cast %b : tensor<4x?xf32> to tensor<?x?xf32>
  %r = tensor.insert %x into %c[%i, %i] : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// An extract at the constant indices an insert wrote is the inserted value; with SSA indices,
// even the same ones, both stay (as upstream, which folds only constant indices).
// CHECK-LABEL: func.func @extract_after_insert(
// CHECK-NEXT: return %arg0 : f16
func.func @extract_after_insert(%x: f16, %t: tensor<2x2xf16>) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = tensor.insert %x into %t[%c0, %c1] : tensor<2x2xf16>
  %e = tensor.extract %u[%c0, %c1] : tensor<2x2xf16>
  return %e : f16
}
// CHECK-LABEL: func.func @extract_after_insert_ssa(
// CHECK-NEXT: tensor.insert
// CHECK-NEXT: tensor.extract
func.func @extract_after_insert_ssa(%x: f16, %t: tensor<2x2xf16>, %i: index) -> f16 {
  %u = tensor.insert %x into %t[%i, %i] : tensor<2x2xf16>
  %e = tensor.extract %u[%i, %i] : tensor<2x2xf16>
  return %e : f16
}
// CHECK-LABEL: func.func @extract_after_insert_elsewhere(
// CHECK: tensor.insert
// CHECK-NEXT: tensor.extract
func.func @extract_after_insert_elsewhere(%x: f16, %t: tensor<2x2xf16>) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = tensor.insert %x into %t[%c0, %c1] : tensor<2x2xf16>
  %e = tensor.extract %u[%c1, %c0] : tensor<2x2xf16>
  return %e : f16
}

// -----

// Two reshapes of one kind in a row are one (ComposeReassociativeReshapeOps); the outer expand gives the output shape.
// CHECK-LABEL: func.func @ee(
// CHECK-NEXT: tensor.expand_shape %arg0 {{\[}}[0], [1, 2, 3]] output_shape [1, 1, 2, 1] : tensor<1x2xf64> into tensor<1x1x2x1xf64>
// CHECK-LABEL: func.func @ee_dyn(
// CHECK-NEXT: tensor.expand_shape %arg0 {{\[}}[0], [1, 2, 3, 4]] output_shape [%arg2, 2, 2, 2, 1]
// CHECK-LABEL: func.func @cc(
// CHECK-NEXT: tensor.collapse_shape %arg0 {{\[}}[0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
// CHECK-LABEL: func.func @cc_same(
// CHECK-NEXT: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-LABEL: func.func @ee_scalar(
// CHECK-NEXT: tensor.expand_shape %arg0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
func.func @ee(%x: tensor<1x2xf64>) -> tensor<1x1x2x1xf64> {
  %a = tensor.expand_shape %x [[0], [1, 2]] output_shape [1, 2, 1] : tensor<1x2xf64> into tensor<1x2x1xf64>
  %b = tensor.expand_shape %a [[0], [1, 2], [3]] output_shape [1, 1, 2, 1] : tensor<1x2x1xf64> into tensor<1x1x2x1xf64>
  return %b : tensor<1x1x2x1xf64>
}
func.func @ee_dyn(%x: tensor<?x8xf32>, %n: index, %m: index) -> tensor<?x2x2x2x1xf32> {
  %a = tensor.expand_shape %x [[0], [1, 2]] output_shape [%n, 4, 2] : tensor<?x8xf32> into tensor<?x4x2xf32>
  %b = tensor.expand_shape %a [[0], [1, 2], [3, 4]] output_shape [%m, 2, 2, 2, 1] : tensor<?x4x2xf32> into tensor<?x2x2x2x1xf32>
  return %b : tensor<?x2x2x2x1xf32>
}
func.func @cc(%x: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %a = tensor.collapse_shape %x [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %b : tensor<120xf32>
}
func.func @cc_same(%x: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %a = tensor.collapse_shape %x [[0], [1], [2]] : tensor<2x3x4xf32> into tensor<2x3x4xf32>
  %b = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %b : tensor<6x4xf32>
}
func.func @ee_scalar(%x: tensor<f32>) -> tensor<1x1xf32> {
  %a = tensor.expand_shape %x [] output_shape [1] : tensor<f32> into tensor<1xf32>
  %b = tensor.expand_shape %a [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
  return %b : tensor<1x1xf32>
}
// -----
func.func @collapse_of_expand_lower(%arg0: tensor<?x?x?xi64>) -> tensor<?x?xi64> {
  %c = arith.constant 1 : index
  %d0 = tensor.dim %arg0, %c : tensor<?x?x?xi64>
  %0 = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [%d0, %d0, %d0, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  return %1 : tensor<?x?xi64>
}
// CHECK-LABEL: func.func @collapse_of_expand_lower(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
// CHECK-NEXT: return %collapsed : tensor<?x?xi64>
// CHECK-NEXT: }
// -----
func.func @collapse_of_expand_higher(%arg0: tensor<?x6xf32>, %n: index, %m: index) -> tensor<?x3x?xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1, 2], [3, 4]] output_shape [%n, 2, %m, 2, 3] : tensor<?x6xf32> into tensor<?x2x?x2x3xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2, 3], [4]] : tensor<?x2x?x2x3xf32> into tensor<?x3xf32>
  %2 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%n, 1, 6] : tensor<?x6xf32> into tensor<?x1x6xf32>
  %3 = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<?x1x6xf32> into tensor<?x6xf32>
  %4 = tensor.expand_shape %1 [[0, 1, 2], [3]] output_shape [%n, 2, %m, 3] : tensor<?x3xf32> into tensor<?x2x?x3xf32>
  %5 = tensor.collapse_shape %4 [[0], [1, 2], [3]] : tensor<?x2x?x3xf32> into tensor<?x?x3xf32>
  %6 = tensor.cast %5 : tensor<?x?x3xf32> to tensor<?x3x?xf32>
  return %6 : tensor<?x3x?xf32>
}
// CHECK-LABEL: func.func @collapse_of_expand_higher(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2], [3, 4]] output_shape [%arg1, 2, %arg2, 2, 3] : tensor<?x6xf32> into tensor<?x2x?x2x3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1, 2, 3], [4]] : tensor<?x2x?x2x3xf32> into tensor<?x3xf32>
// CHECK-NEXT: %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %collapsed {{\[\[}}0, 1], [2]] output_shape [%arg1, %0, 3] : tensor<?x3xf32> into tensor<?x?x3xf32>
// CHECK-NEXT: %cast = tensor.cast %expanded_0 : tensor<?x?x3xf32> to tensor<?x3x?xf32>
// CHECK-NEXT: return %cast : tensor<?x3x?xf32>
// CHECK-NEXT: }
// -----
func.func @collapse_of_expand_cast(%arg0: tensor<4x?xf32>, %n: index) -> tensor<4x?xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 2, %n] : tensor<4x?xf32> into tensor<2x2x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x2x?xf32> into tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}
// CHECK-LABEL: func.func @collapse_of_expand_cast(
// CHECK-NEXT: return %arg0 : tensor<4x?xf32>
// CHECK-NEXT: }
// -----
func.func @collapse_of_expand_static_expand(%arg0: tensor<12xf32>) -> tensor<4x3xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [2, 2, 3] : tensor<12xf32> into tensor<2x2x3xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x2x3xf32> into tensor<4x3xf32>
  return %1 : tensor<4x3xf32>
}
// CHECK-LABEL: func.func @collapse_of_expand_static_expand(
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [4, 3] : tensor<12xf32> into tensor<4x3xf32>
// CHECK-NEXT: return %expanded : tensor<4x3xf32>
// CHECK-NEXT: }
// -----
func.func @expand_of_collapse(%arg0: tensor<2x3x4xf32>, %arg1: tensor<?x4x1xf32>, %n: index) -> (tensor<6x2x2xf32>, tensor<?x4xf32>, tensor<2x12xf32>) {
  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %2 = tensor.collapse_shape %arg1 [[0, 1, 2]] : tensor<?x4x1xf32> into tensor<?xf32>
  %3 = tensor.expand_shape %2 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %4 = tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  %5 = tensor.expand_shape %4 [[0], [1, 2]] output_shape [2, 2, 6] : tensor<2x12xf32> into tensor<2x2x6xf32>
  %6 = tensor.collapse_shape %5 [[0], [1, 2]] : tensor<2x2x6xf32> into tensor<2x12xf32>
  return %1, %3, %6 : tensor<6x2x2xf32>, tensor<?x4xf32>, tensor<2x12xf32>
}
// CHECK-LABEL: func.func @expand_of_collapse(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : tensor<?x4x1xf32> into tensor<?x4xf32>
// CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
// CHECK-NEXT: return %expanded, %collapsed_0, %collapsed_1 : tensor<6x2x2xf32>, tensor<?x4xf32>, tensor<2x12xf32>
// CHECK-NEXT: }
// -----
func.func @expand_of_collapse_rank0(%arg0: tensor<1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
  return %1 : tensor<1x1x1xf32>
}
// CHECK-LABEL: func.func @expand_of_collapse_rank0(
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [1, 1, 1] : tensor<1x1xf32> into tensor<1x1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1x1xf32>
// CHECK-NEXT: }
// -----
func.func @reshape_of_splat_and_from_elements(%x: f32, %y: f32) -> (tensor<3xi32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2xf32>, tensor<2x1xi32>, tensor<3x1xf32>, tensor<?xf32>) {
  %c = arith.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<1x3xi32> into tensor<3xi32>
  %s = tensor.splat %x : tensor<1x3xf32>
  %1 = tensor.collapse_shape %s [[0, 1]] : tensor<1x3xf32> into tensor<3xf32>
  %f = tensor.from_elements %x, %y, %x : tensor<1x3xf32>
  %2 = tensor.collapse_shape %f [[0, 1]] : tensor<1x3xf32> into tensor<3xf32>
  %g = tensor.from_elements %x, %y : tensor<2xf32>
  %3 = tensor.expand_shape %g [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  %c2 = arith.constant dense<[4, 5]> : tensor<2xi32>
  %4 = tensor.expand_shape %c2 [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
  %s2 = tensor.splat %y : tensor<3xf32>
  %5 = tensor.expand_shape %s2 [[0, 1]] output_shape [3, 1] : tensor<3xf32> into tensor<3x1xf32>
  %n = arith.constant 3 : index
  %s3 = tensor.splat %y[%n] : tensor<?x1xf32>
  %6 = tensor.collapse_shape %s3 [[0, 1]] : tensor<?x1xf32> into tensor<?xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3xi32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2xf32>, tensor<2x1xi32>, tensor<3x1xf32>, tensor<?xf32>
}
// CHECK-LABEL: func.func @reshape_of_splat_and_from_elements(
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}4], [5]]> : tensor<2x1xi32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<3xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1, %arg0 : tensor<3xf32>
// CHECK-NEXT: %from_elements_1 = tensor.from_elements %arg0, %arg1 : tensor<1x2xf32>
// CHECK-NEXT: %splat_2 = tensor.splat %arg1 : tensor<3x1xf32>
// CHECK-NEXT: %splat_3 = tensor.splat %arg1[%c3] : tensor<?x1xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %splat_3 {{\[\[}}0, 1]] : tensor<?x1xf32> into tensor<?xf32>
// CHECK-NEXT: return %cst_0, %splat, %from_elements, %from_elements_1, %cst, %splat_2, %collapsed : tensor<3xi32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2xf32>, tensor<2x1xi32>, tensor<3x1xf32>, tensor<?xf32>
// CHECK-NEXT: }

// -----

// parallel_insert_slice folds constant operands and source casts as insert_slice does; a cast
// it needs goes before the in_parallel terminator.
// CHECK-LABEL: func.func @parallel_insert_slice_folds(
// CHECK: tensor.parallel_insert_slice %arg1 into %{{.*}}[%{{.*}}, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-LABEL: func.func @parallel_insert_slice_source_cast(
// CHECK: scf.forall
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg1 : tensor<?x2xf32> to tensor<2x2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[C]] into %{{.*}}[%{{.*}}, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
func.func @parallel_insert_slice_folds(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %off = arith.muli %i, %c2 : index
    %x = tensor.cast %s : tensor<2x2xf32> to tensor<?x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%off, %c2] [%c2, %c2] [%c1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @parallel_insert_slice_source_cast(%t: tensor<8x8xf32>, %s: tensor<?x2xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %c2 = arith.constant 2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [%c2, 2] [1, 1] : tensor<?x2xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// -----

// The source cast inserter keeps the encoding (it looped with a cast that dropped it), and leaves
// a negative constant size (invalid IR) alone.
// CHECK-LABEL: func.func @insert_slice_encoding(
// CHECK-NOT: tensor.cast
// CHECK: tensor.insert_slice %arg0 into %arg1[0, 0] [2, 2] [1, 1] : tensor<2x2xf32, "foo"> into tensor<4x4xf32, "foo">
// CHECK-LABEL: func.func @insert_slice_negative_size(
// CHECK: %[[C:.*]] = arith.constant -5 : index
// CHECK-NOT: tensor.cast
// CHECK: tensor.insert_slice %{{.*}} into %arg1[2] [%[[C]]] [1] : tensor<?xf32> into tensor<?xf32>
func.func @insert_slice_encoding(%arg0 : tensor<2x2xf32, "foo">, %arg1 : tensor<4x4xf32, "foo">) -> tensor<4x4xf32, "foo"> {
  %0 = tensor.insert_slice %arg0 into %arg1[0, 0] [2, 2] [1, 1] : tensor<2x2xf32, "foo"> into tensor<4x4xf32, "foo">
  return %0 : tensor<4x4xf32, "foo">
}
func.func @insert_slice_negative_size(%t: tensor<?xf32>, %t2: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant -5 : index
  %0 = tensor.extract_slice %t[0][%c][1] : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t2[2][%c][1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// tensor.dim of a tensor.reshape reads the shape operand (cast to index when it holds integers).
// CHECK-LABEL: func.func @dim_of_reshape(
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[E:.*]] = tensor.extract %arg1[%[[C3]]] : tensor<?xindex>
// CHECK-NEXT: %[[F:.*]] = tensor.extract %arg2[%[[C3]]] : tensor<?xi32>
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[F]] : i32 to index
// CHECK-NEXT: return %[[E]], %[[I]]
func.func @dim_of_reshape(%arg0: tensor<*xf32>, %arg1: tensor<?xindex>, %arg2: tensor<?xi32>) -> (index, index) {
  %c3 = arith.constant 3 : index
  %0 = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = tensor.dim %0, %c3 : tensor<*xf32>
  %2 = tensor.reshape %arg0(%arg2) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
  %3 = tensor.dim %2, %c3 : tensor<*xf32>
  return %1, %3 : index, index
}

// -----

// tensor.concat: one input is a cast; inputs and results get the static sizes the other inputs
// imply.
// CHECK-LABEL: func.func @concat_types(
// CHECK-NEXT: %[[B:.*]] = tensor.cast %arg1 : tensor<2x?xf32> to tensor<2x3xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.concat dim(0) %arg0, %[[B]] : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[C]] : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[S:.*]] = tensor.cast %arg0 : tensor<?x3xf32> to tensor<4x3xf32>
// CHECK-NEXT: return %[[R]], %[[S]]
func.func @concat_types(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> (tensor<?x?xf32>, tensor<4x3xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.concat dim(1) %a : (tensor<?x3xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<4x3xf32>
}

// -----

// Casts that make sizes static fold into tensor.empty and tensor.extract_slice; an extract of an
// index_cast tensor extracts first.
// CHECK-LABEL: func.func @casts_into_producers(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1x12xf32>
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg1[%arg2, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
// CHECK-NEXT: %[[X:.*]] = tensor.extract %arg3[%[[C0]]] : tensor<1xi32>
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK-NEXT: return %[[E]], %[[S]], %[[I]]
func.func @casts_into_producers(%n: index, %t: tensor<128x512xf32>, %o: index, %v: tensor<1xi32>) -> (tensor<1x12xf32>, tensor<16x512xf32>, index) {
  %0 = tensor.empty(%n) : tensor<?x12xf32>
  %1 = tensor.cast %0 : tensor<?x12xf32> to tensor<1x12xf32>
  %2 = tensor.extract_slice %t[%o, 0] [%n, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %3 = tensor.cast %2 : tensor<?x512xf32> to tensor<16x512xf32>
  %c0 = arith.constant 0 : index
  %4 = arith.index_cast %v : tensor<1xi32> to tensor<1xindex>
  %5 = tensor.extract %4[%c0] : tensor<1xindex>
  return %1, %3, %5 : tensor<1x12xf32>, tensor<16x512xf32>, index
}

// -----

// Reshapes through a rank-0 tensor compose (the unit dims group either way).
// CHECK-LABEL: func.func @reshape_through_scalar(
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %arg0 {{\[}}[0], [1], [2, 3]] output_shape [1, 1, 1, 1] : tensor<1x1x1xf32> into tensor<1x1x1x1xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1], [2, 3]] : tensor<1x1x1x1xf32> into tensor<1x1x1xf32>
// CHECK-NEXT: return %[[E]], %[[C]]
func.func @reshape_through_scalar(%a : tensor<1x1x1xf32>, %b : tensor<1x1x1x1xf32>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1xf32>) {
  %0 = tensor.collapse_shape %a [] : tensor<1x1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1, 1, 1] : tensor<f32> into tensor<1x1x1x1xf32>
  %2 = tensor.collapse_shape %b [] : tensor<1x1x1x1xf32> into tensor<f32>
  %3 = tensor.expand_shape %2 [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
  return %1, %3 : tensor<1x1x1x1xf32>, tensor<1x1x1xf32>
}

// -----

// Two pads by one value become one, the paddings added through composed affine.apply ops (high
// paddings first; constants and an affine.apply producer fold in).
// CHECK-DAG: #[[P2:.*]] = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #[[X2:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #[[SUM:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #[[X4:.*]] = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @consecutive_dynamic_pads(
// CHECK-NEXT: %[[H0:.*]] = affine.apply #[[P2]]()[%arg2]
// CHECK-NEXT: %[[H1:.*]] = affine.apply #[[X2]]()[%arg4]
// CHECK-NEXT: %[[L0:.*]] = affine.apply #[[SUM]]()[%arg1, %arg3]
// CHECK-NEXT: %[[P:.*]] = tensor.pad %arg0 low[%[[L0]], 1] high[%[[H0]], %[[H1]]] {
// CHECK: %[[H:.*]] = affine.apply #[[P2]]()[%arg1]
// CHECK-NEXT: %[[L:.*]] = affine.apply #[[X4]]()[%arg1]
// CHECK-NEXT: %[[Q:.*]] = tensor.pad %arg6 low[%[[L]]] high[%[[H]]] {
// CHECK: return %[[P]], %[[Q]]
func.func @consecutive_dynamic_pads(%t: tensor<?x?xf32>, %a: index, %b: index, %c: index, %d: index, %v: f32, %u: tensor<?xf32>)
    -> (tensor<?x?xf32>, tensor<?xf32>) {
  %p0 = tensor.pad %t low[%c, 0] high[2, %d] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %p1 = tensor.pad %p0 low[%a, 1] high[%b, %d] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %x = affine.apply affine_map<(d0) -> (d0 * 3)>(%a)
  %c2 = arith.constant 2 : index
  %q0 = tensor.pad %u low[%x] high[%c2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %q1 = tensor.pad %q0 low[%a] high[%a] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p1, %q1 : tensor<?x?xf32>, tensor<?xf32>
}

// -----

// slice, pad, slice, pad where the pads pad different dims (high only, one constant value) and
// each dim has one slice/pad pair that is the identity → one slice and one pad.
// CHECK-LABEL: func.func @orthogonal_paddings(
// CHECK-NEXT: %[[V:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[16, 4] [5, 6] [1, 1] : tensor<64x64xf32> to tensor<5x6xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[S]] low[0, 0] high[3, 2] {
// CHECK: tensor.yield %[[V]] : f32
// CHECK-NEXT: } {tag} : tensor<5x6xf32> to tensor<8x8xf32>
// CHECK-NEXT: return %[[P]]
func.func @orthogonal_paddings(%arg0: tensor<64x64xf32>) -> tensor<8x8xf32> {
  %pad_value = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %arg0[16, 0] [5, 64] [1, 1] : tensor<64x64xf32> to tensor<5x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[3, 0] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } : tensor<5x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, 6] [1, 1] : tensor<8x64xf32> to tensor<8x6xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 2] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } {tag} : tensor<8x6xf32> to tensor<8x8xf32>
  func.return %3 : tensor<8x8xf32>
}

// -----

// A gather of a splat is a splat of the result type.
// CHECK-LABEL: func.func @gather_of_splat(
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.000000e-01> : tensor<1x2x1x1x1xf32>
// CHECK-NEXT: return %[[C]]
func.func @gather_of_splat(%indices: tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32> {
  %cst = arith.constant dense<1.000000e-01> : tensor<4x4x4xf32>
  %0 = tensor.gather %cst[%indices] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return %0 : tensor<1x2x1x1x1xf32>
}
