// RUN: comco-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @identity_generic(
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @identity_generic(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_identity(
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
func.func @transpose_identity(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) permutation = [0, 1]
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_transpose(
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%arg2 : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: return %transposed : tensor<4x2x3xf32>
func.func @transpose_transpose(%a: tensor<2x3x4xf32>, %b: tensor<3x4x2xf32>, %c: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<3x4x2xf32>) outs(%c : tensor<4x2x3xf32>) permutation = [1, 2, 0]
  return %1 : tensor<4x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @infer_static(
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%cast : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
func.func @infer_static(%a: tensor<4x8xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dead_memref(
// CHECK-NEXT: return
func.func @dead_memref(%a: memref<0x8xf32>, %b: memref<0x8xf32>) {
  linalg.copy ins(%a : memref<0x8xf32>) outs(%b : memref<0x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @unused_tensor_op(
// CHECK-NEXT: return
func.func @unused_tensor_op(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  %0 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @cast_consumer(
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.exp ins(%cast_0 : tensor<4x8xf32>) outs(%cast : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
func.func @cast_consumer(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.exp ins(%a : tensor<?x8xf32>) outs(%b : tensor<?x8xf32>) -> tensor<?x8xf32>
  %1 = tensor.cast %0 : tensor<?x8xf32> to tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_identity(
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
func.func @broadcast_identity(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) dimensions = []
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @self_copy(
// CHECK-NEXT: return
func.func @self_copy(%a: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @memref_generic_identity(
// CHECK-NEXT: return
func.func @memref_generic_identity(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

// On buffers, a body yielding a value that is no block argument fills the buffer: kept, even
// once the constant is hoisted out of the body.
// CHECK-LABEL: func.func @memref_generic_fill_like(
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %{{.*}} : f32
func.func @memref_generic_fill_like(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.constant 1.0 : f32
    linalg.yield %c : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @memref_cast_fold(
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: return
func.func @memref_cast_fold(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  linalg.exp ins(%c : memref<?xf32>) outs(%b : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @infer_static_matmul(
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x16xf32> to tensor<8x16xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x16xf32>
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %cast : tensor<4x8xf32>, tensor<8x16xf32>) outs(%cast_0 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<4x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_1 : tensor<?x?xf32>
func.func @infer_static_matmul(%a: tensor<4x8xf32>, %b: tensor<?x16xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<?x16xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @infer_static_generic_two_results(
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%cast, %cast_0 : tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32, %out_3: f32):
// CHECK-NEXT: %1 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %1, %in : f32, f32
// CHECK-NEXT: } -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: %cast_1 = tensor.cast %0#0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %0#1 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_1, %cast_2 : tensor<?xf32>, tensor<?xf32>
func.func @infer_static_generic_two_results(%a: tensor<4xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b, %c : tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %n = arith.negf %x : f32
    linalg.yield %n, %x : f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @identity_generic_cast(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
func.func @identity_generic_cast(%a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @memref_transpose_kept(
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) permutation = [0, 1]
// CHECK-NEXT: return
func.func @memref_transpose_kept(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) permutation = [0, 1]
  return
}

// -----

// CHECK-LABEL: func.func @cse_same_ops(
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.exp ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<4xf32>
func.func @cse_same_ops(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.exp ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A value that is an input and an init too counts once as an init: one result per init.
// CHECK-LABEL: func.func @same_input_and_init(
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x3xf32>, tensor<4x3xf32>) outs(%arg0, %arg1 : tensor<4x3xf32>, tensor<4x3xf32>) {
// CHECK: } -> (tensor<4x3xf32>, tensor<4x3xf32>)
// CHECK-NEXT: %cast = tensor.cast %0#1 : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %0#0, %cast :
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @same_input_and_init(%e: tensor<4x3xf32>, %d: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<?x3xf32>) {
  %c = tensor.cast %d : tensor<4x3xf32> to tensor<?x3xf32>
  %0:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%e, %c : tensor<4x3xf32>, tensor<?x3xf32>) outs(%e, %c : tensor<4x3xf32>, tensor<?x3xf32>) {
  ^bb0(%a: f32, %b: f32, %x: f32, %y: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s, %s : f32, f32
  } -> (tensor<4x3xf32>, tensor<?x3xf32>)
  return %0#0, %0#1 : tensor<4x3xf32>, tensor<?x3xf32>
}

// -----

// InferStaticShapeOfOperands learns loop sizes through a tensor.cast of a static tensor, as
// upstream's populateMap: here the only static sizes are the cast's source's.
// CHECK-LABEL: func.func @infer_through_cast(
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg1 : tensor<?xf32> to tensor<3xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<3x4xf32>) outs(%[[C]] : tensor<3xf32>)
// CHECK: } -> tensor<3xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[G]] : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[R]]
#inf0 = affine_map<(d0, d1) -> (d0, d1)>
#inf1 = affine_map<(d0, d1) -> (d0)>
func.func @infer_through_cast(%t: tensor<3x4xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<3x4xf32> to tensor<?x?xf32>
  %1 = linalg.generic {indexing_maps = [#inf0, #inf1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<?x?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// A softmax on tensors has no effect: unused, it goes. A memref.cast to a less static type
// folds into it.
// CHECK-LABEL: func.func @softmax(
// CHECK-NEXT: linalg.softmax dimension(0) ins(%arg1 : memref<2x3xf32>) outs(%arg2 : memref<2x3xf32>)
// CHECK-NEXT: return %arg0
func.func @softmax(%x: tensor<16x64xf32>, %m: memref<2x3xf32>, %o: memref<2x3xf32>) -> tensor<16x64xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %c = memref.cast %m : memref<2x3xf32> to memref<?x?xf32>
  linalg.softmax dimension(0) ins(%c : memref<?x?xf32>) outs(%o : memref<2x3xf32>)
  return %x : tensor<16x64xf32>
}

// -----

// Through linalg.fill: reshapes, transposes and copies of a fill fill the reshaped, transposed or
// copied init; an extract from a fill is the fill value; a concat of fills of one value is a fill
// of the concatenated inits.
// CHECK-LABEL: func.func @fill_users(
// CHECK-DAG: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK: %[[F1:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[C]] : tensor<6x4xf32>) -> tensor<6x4xf32>
// CHECK: %[[F2:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%arg1 : tensor<4x3x2xf32>) -> tensor<4x3x2xf32>
// CHECK: %[[F3:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%arg2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: %[[CAT:.*]] = tensor.concat dim(0) %arg0, %arg2 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<4x3x4xf32>
// CHECK: %[[F4:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[CAT]] : tensor<4x3x4xf32>) -> tensor<4x3x4xf32>
// CHECK: return %[[F1]], %[[F2]], %[[F3]], %[[F4]], %[[Z]]
func.func @fill_users(%a: tensor<2x3x4xf32>, %b: tensor<4x3x2xf32>, %c: tensor<2x3x4xf32>)
    -> (tensor<6x4xf32>, tensor<4x3x2xf32>, tensor<2x3x4xf32>, tensor<4x3x4xf32>, f32) {
  %zero = arith.constant 0.0 : f32
  %fa = linalg.fill ins(%zero : f32) outs(%a : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %r = tensor.collapse_shape %fa [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %t = linalg.transpose ins(%fa : tensor<2x3x4xf32>) outs(%b : tensor<4x3x2xf32>) permutation = [2, 1, 0]
  %k = linalg.copy ins(%fa : tensor<2x3x4xf32>) outs(%c : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%c : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %cat = tensor.concat dim(0) %fa, %fc : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<4x3x4xf32>
  %i = arith.constant 1 : index
  %e = tensor.extract %fa[%i, %i, %i] : tensor<2x3x4xf32>
  return %r, %t, %k, %cat, %e : tensor<6x4xf32>, tensor<4x3x2xf32>, tensor<2x3x4xf32>, tensor<4x3x4xf32>, f32
}

// -----

// A pad of a fill by the fill value is a fill of the padded shape.
// CHECK-LABEL: func.func @pad_of_fill(
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<12x6xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<12x6xf32>) -> tensor<12x6xf32>
// CHECK-NEXT: return %[[F]]
func.func @pad_of_fill() -> tensor<12x6xf32> {
  %f0 = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8x3xf32>
  %fill = linalg.fill ins(%f0 : f32) outs(%empty : tensor<8x3xf32>) -> tensor<8x3xf32>
  %pad = tensor.pad %fill low[1, 1] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f0 : f32
  } : tensor<8x3xf32> to tensor<12x6xf32>
  return %pad : tensor<12x6xf32>
}

// -----

// A transpose of a broadcast (used once) is a broadcast of a transpose, with the added dims where
// the transpose puts them.
// CHECK-LABEL: func.func @transpose_of_broadcast(
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<2x5x4xf32>
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%arg0 : tensor<2x4x5xf32>) outs(%[[E]] : tensor<2x5x4xf32>) permutation = [0, 2, 1]
// CHECK-NEXT: %[[B:.*]] = linalg.broadcast ins(%[[T]] : tensor<2x5x4xf32>) outs(%arg2 : tensor<1x6x2x3x5x4xf32>) dimensions = [0, 3, 1]
// CHECK-NEXT: return %[[B]]
func.func @transpose_of_broadcast(%input: tensor<2x4x5xf32>, %init1: tensor<1x2x3x4x5x6xf32>, %init2: tensor<1x6x2x3x5x4xf32>) -> tensor<1x6x2x3x5x4xf32> {
  %b = linalg.broadcast ins(%input : tensor<2x4x5xf32>) outs(%init1 : tensor<1x2x3x4x5x6xf32>) dimensions = [0, 2, 5]
  %t = linalg.transpose ins(%b : tensor<1x2x3x4x5x6xf32>) outs(%init2 : tensor<1x6x2x3x5x4xf32>) permutation = [0, 5, 1, 2, 4, 3]
  return %t : tensor<1x6x2x3x5x4xf32>
}

// -----

// unpack(pack(x)) and pack(unpack(x)) with the same layout and tiles are x; a padding value the
// tiles never need goes; a pack of a fill is a fill of the pack's destination.
// CHECK-LABEL: func.func @relayout_folds(
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[P:.*]] = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %arg1 : tensor<16x4xf32> -> tensor<2x2x8x2xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%arg3 : tensor<2x2x8x2xf32>) -> tensor<2x2x8x2xf32>
// CHECK-NEXT: return %arg0, %arg2, %[[P]], %[[F]]
func.func @relayout_folds(%x: tensor<16x4xf32>, %d: tensor<2x2x8x2xf32>, %y: tensor<2x2x8x2xf32>, %d2: tensor<2x2x8x2xf32>)
    -> (tensor<16x4xf32>, tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<16x4xf32> -> tensor<2x2x8x2xf32>
  %e = tensor.empty() : tensor<16x4xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %e : tensor<2x2x8x2xf32> -> tensor<16x4xf32>
  %e2 = tensor.empty() : tensor<16x4xf32>
  %u2 = linalg.unpack %y inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %e2 : tensor<2x2x8x2xf32> -> tensor<16x4xf32>
  %p2 = linalg.pack %u2 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<16x4xf32> -> tensor<2x2x8x2xf32>
  %p3 = linalg.pack %x padding_value(%zero : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<16x4xf32> -> tensor<2x2x8x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x4xf32>) -> tensor<16x4xf32>
  %p4 = linalg.pack %f inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d2 : tensor<16x4xf32> -> tensor<2x2x8x2xf32>
  return %u, %p2, %p3, %p4 : tensor<16x4xf32>, tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>
}

// -----

// A packed or unpacked splat is a splat of the destination type, unless a constant padding value
// differs (a padding value that is not a constant does not stop it, as upstream); an identity
// outer permutation matches none when pack and unpack cancel.
// CHECK-LABEL: func.func @relayout_splats(
// CHECK-DAG: %[[A:.*]] = arith.constant dense<2.000000e+00> : tensor<2x8x8x2xf32>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<2.000000e+00> : tensor<16x4xf32>
// CHECK: %[[P:.*]] = linalg.pack %{{.*}} padding_value(%{{.*}} : f32)
// CHECK: return %[[P]], %[[A]], %[[B]], %arg2
func.func @relayout_splats(%d: tensor<2x8x8x2xf32>, %p: f32, %x: tensor<2x2x8x2xf32>) -> (tensor<2x8x8x2xf32>, tensor<2x8x8x2xf32>, tensor<16x4xf32>, tensor<2x2x8x2xf32>) {
  %c = arith.constant dense<2.0> : tensor<13x15xf32>
  %q = arith.constant 3.0 : f32
  %0 = linalg.pack %c padding_value(%q : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
  %1 = linalg.pack %c padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
  %s = arith.constant dense<2.0> : tensor<2x2x8x2xf32>
  %e = tensor.empty() : tensor<16x4xf32>
  %2 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %e : tensor<2x2x8x2xf32> -> tensor<16x4xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %e : tensor<2x2x8x2xf32> -> tensor<16x4xf32>
  %e2 = tensor.empty() : tensor<2x2x8x2xf32>
  %3 = linalg.pack %u outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %e2 : tensor<16x4xf32> -> tensor<2x2x8x2xf32>
  return %0, %1, %2, %3 : tensor<2x8x8x2xf32>, tensor<2x8x8x2xf32>, tensor<16x4xf32>, tensor<2x2x8x2xf32>
}

// -----

// Untiled dims static on one side of a pack or unpack become static on the other (casts at the
// edges; a pack keeps its attributes).
// CHECK-LABEL: func.func @relayout_infer_shapes(
// CHECK: %[[S:.*]] = tensor.cast %arg0 : tensor<?x?x?x?xf32> to tensor<40x20x?x30xf32>
// CHECK: linalg.pack %[[S]] {{.*}}outer_dims_perm = [2, 1, 3, 0] inner_dims_pos = [2] inner_tiles = [16] into %arg1 {tag} : tensor<40x20x?x30xf32> -> tensor<10x20x30x40x16xf32>
// CHECK: %[[D:.*]] = tensor.cast %arg3 : tensor<?x?xf32> to tensor<?x16xf32>
// CHECK: %[[U:.*]] = linalg.unpack %arg2 inner_dims_pos = [0] inner_tiles = [8] into %[[D]] : tensor<4x16x8xf32> -> tensor<?x16xf32>
// CHECK: tensor.cast %[[U]] : tensor<?x16xf32> to tensor<?x?xf32>
func.func @relayout_infer_shapes(%src: tensor<?x?x?x?xf32>, %dest: tensor<10x20x30x40x16xf32>, %p: tensor<4x16x8xf32>, %u: tensor<?x?xf32>)
    -> (tensor<10x20x30x40x16xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = linalg.pack %src padding_value(%cst : f32) outer_dims_perm = [2, 1, 3, 0] inner_dims_pos = [2] inner_tiles = [16] into %dest {tag} : tensor<?x?x?x?xf32> -> tensor<10x20x30x40x16xf32>
  %1 = linalg.unpack %p inner_dims_pos = [0] inner_tiles = [8] into %u : tensor<4x16x8xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<10x20x30x40x16xf32>, tensor<?x?xf32>
}

// -----

// A tensor.cast that only made a pack's or unpack's operand less static folds into it: the op
// reads the cast's source, its result takes the new destination's type (cast back for its users),
// and a tile operand whose packed dim became static becomes that size; attributes stay.
// CHECK-LABEL: func.func @relayout_fold_casts(
// CHECK-NEXT: %[[P:.*]] = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg1 {tag} : tensor<16x?xf32> -> tensor<2x?x8x4xf32>
// CHECK-NEXT: %[[PC:.*]] = tensor.cast %[[P]] : tensor<2x?x8x4xf32> to tensor<2x?x?x4xf32>
// CHECK-NEXT: %[[Q:.*]] = linalg.pack %arg2 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg3 : tensor<16x32xf32> -> tensor<?x?x8x4xf32>
// CHECK-NEXT: %[[U:.*]] = linalg.unpack %arg4 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg5 : tensor<2x4x8x4xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %[[UC:.*]] = tensor.cast %[[U]] : tensor<16x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg6 : tensor<?x?xf32> to tensor<16x32xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.pack %[[C]] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg3
// CHECK-NEXT: return %[[PC]], %[[Q]], %[[UC]], %[[R]]
func.func @relayout_fold_casts(%a: tensor<16x?xf32>, %ad: tensor<2x?x8x4xf32>, %b: tensor<16x32xf32>, %bd: tensor<?x?x8x4xf32>,
    %c: tensor<2x4x8x4xf32>, %cd: tensor<16x16xf32>, %e: tensor<?x?xf32>, %n: index)
    -> (tensor<2x?x?x4xf32>, tensor<?x?x8x4xf32>, tensor<?x?xf32>, tensor<?x?x8x4xf32>) {
  %0 = tensor.cast %ad : tensor<2x?x8x4xf32> to tensor<2x?x?x4xf32>
  %1 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [%n, 4] into %0 {tag} : tensor<16x?xf32> -> tensor<2x?x?x4xf32>
  %2 = tensor.cast %b : tensor<16x32xf32> to tensor<?x?xf32>
  %3 = linalg.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %bd : tensor<?x?xf32> -> tensor<?x?x8x4xf32>
  %4 = tensor.cast %c : tensor<2x4x8x4xf32> to tensor<?x?x?x4xf32>
  %5 = tensor.cast %cd : tensor<16x16xf32> to tensor<?x?xf32>
  %6 = linalg.unpack %4 inner_dims_pos = [0, 1] inner_tiles = [%n, 4] into %5 : tensor<?x?x?x4xf32> -> tensor<?x?xf32>
  // A cast to a more static type does not fold.
  %7 = tensor.cast %e : tensor<?x?xf32> to tensor<16x32xf32>
  %8 = linalg.pack %7 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %bd : tensor<16x32xf32> -> tensor<?x?x8x4xf32>
  return %1, %3, %6, %8 : tensor<2x?x?x4xf32>, tensor<?x?x8x4xf32>, tensor<?x?xf32>, tensor<?x?x8x4xf32>
}

// -----

// A pad of a fill to a dynamic shape fills an empty tensor of the padded sizes, each the source
// size plus the padding through one composed affine.apply (constants folded in).
// CHECK-DAG: #[[M0:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-DAG: #[[M1:.*]] = affine_map<()[s0] -> (s0 + 9)>
// CHECK-LABEL: func.func @dynamic_pad_of_fill(
// CHECK: %[[A:.*]] = affine.apply #[[M0]]()[%arg3, %arg1]
// CHECK-NEXT: %[[B:.*]] = affine.apply #[[M1]]()[%arg2]
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[A]], %[[B]]) : tensor<?x?xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[F]]
func.func @dynamic_pad_of_fill(%t: tensor<?x8xf32>, %l: index, %h: index, %n: index) -> tensor<?x?xf32> {
  %f = arith.constant 1.5 : f32
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  %p = tensor.pad %fill low[%l, 1] high[2, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x8xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// -----

// Inserting a pad of x into a fill by the pad value, past inserts apart from it, inserts x at the
// offsets moved by the low padding (composed with the affine.apply that made an offset).
// CHECK-DAG: #[[M:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-LABEL: func.func @insert_pad_into_fill(
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: %[[I0:.*]] = tensor.insert_slice %arg3 into %[[F]][40, 30] [4, 4] [2, 3]
// CHECK: %[[O:.*]] = affine.apply #[[M]]()[%arg2, %arg1]
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0 : tensor<?x12xf32>
// CHECK: tensor.insert_slice %arg0 into %[[I0]][%[[O]], 10] [%[[D]], 12] [1, 1] : tensor<?x12xf32> into tensor<64x64xf32>
// A pad by another value stays.
// CHECK: tensor.pad
func.func @insert_pad_into_fill(%input: tensor<?x12xf32>, %off: index, %l: index, %a: tensor<4x4xf32>, %in2: tensor<7x12xf32>)
    -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %pad = tensor.pad %input low[%l, 2] high[3, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f0 : f32
  } : tensor<?x12xf32> to tensor<16x16xf32>
  %empty = tensor.empty() : tensor<64x64xf32>
  %fill = linalg.fill ins(%f0 : f32) outs(%empty : tensor<64x64xf32>) -> tensor<64x64xf32>
  %0 = tensor.insert_slice %a into %fill[40, 30] [4, 4] [2, 3] : tensor<4x4xf32> into tensor<64x64xf32>
  %o = affine.apply affine_map<(d0) -> (d0 * 2)>(%off)
  %r = tensor.insert_slice %pad into %0[%o, 8] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<64x64xf32>
  %pad1 = tensor.pad %in2 low[1, 2] high[8, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f1 : f32
  } : tensor<7x12xf32> to tensor<16x16xf32>
  %r1 = tensor.insert_slice %pad1 into %fill[0, 8] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<64x64xf32>
  return %r, %r1 : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

// A cast that only loses static sizes folds into a Winograd transform; the result is cast back.
// CHECK-LABEL: func.func @winograd_cast_producer(
// CHECK: %[[U:.+]] = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
// CHECK: tensor.cast %[[U]] : tensor<4x4x5x2xf32> to tensor<4x4x?x?xf32>
func.func @winograd_cast_producer(%f: tensor<2x3x3x5xf32>, %o: tensor<4x4x5x2xf32>) -> tensor<4x4x?x?xf32> {
  %c = tensor.cast %o : tensor<4x4x5x2xf32> to tensor<4x4x?x?xf32>
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%c : tensor<4x4x?x?xf32>) -> tensor<4x4x?x?xf32>
  return %0 : tensor<4x4x?x?xf32>
}
