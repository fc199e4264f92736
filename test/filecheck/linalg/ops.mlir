// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
#sc2 = affine_map<(d0, d1) -> ()>
#mA = affine_map<(d0, d1, d2) -> (d2, d0)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>


// CHECK-LABEL: func.func @generic_tensor(
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.generic {doc = "row sums", indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"], library_call = "sum_rows"} ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) attrs =  {test.tag = 7 : i32} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0, %1 : tensor<4x8xf32>, tensor<4xf32>
// GENERIC: %{{[a-z0-9_]+}} = "linalg.generic"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.generic"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{doc = "row sums", indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "sum_rows", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @generic_tensor(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %init: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id2, #tr2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"], doc = "row sums", library_call = "sum_rows"} ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) attrs = {test.tag = 7 : i32} {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @generic_memref_index(
// CHECK-NEXT: linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : index) outs(%arg0 : memref<?x?xindex>) {
// CHECK-NEXT: ^bb0(%in: index, %out: index):
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.addi %2, %in : index
// CHECK-NEXT: linalg.yield %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// GENERIC: "linalg.generic"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC: %{{[a-z0-9_]+}} = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC: %{{[a-z0-9_]+}} = "arith.addi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC: %{{[a-z0-9_]+}} = "arith.addi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (index) -> ()
func.func @generic_memref_index(%m: memref<?x?xindex>, %s: index) {
  linalg.generic {indexing_maps = [#sc2, #id2], iterator_types = ["parallel", "parallel"]} ins(%s : index) outs(%m : memref<?x?xindex>) {
  ^bb0(%v: index, %o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %t = arith.addi %i, %j : index
    %u = arith.addi %t, %v : index
    linalg.yield %u : index
  }
  return
}

// CHECK-LABEL: func.func @generic_multi_result(
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32, %out_0: f32):
// CHECK-NEXT: %1 = arith.negf %in : f32
// CHECK-NEXT: linalg.yield %in, %1 : f32, f32
// CHECK-NEXT: } -> (tensor<?xf32>, tensor<?xf32>)
// CHECK-NEXT: return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
// GENERIC: %{{[a-z0-9_]+}}:2 = "linalg.generic"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.negf"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (f32, f32) -> ()
func.func @generic_multi_result(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%a, %b : tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%x: f32, %o1: f32, %o2: f32):
    %n = arith.negf %x : f32
    linalg.yield %x, %n : f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>)
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @contractions(
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg2 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg3 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %1 = linalg.matmul indexing_maps = [#map5, #map6, #map7] ins(%arg1, %arg2 : tensor<8x4xf32>, tensor<8x16xf32>) outs(%arg3 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %2 = linalg.matmul ins(%arg4, %arg5 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg6 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg4, %arg5 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg6 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: %4 = linalg.matmul {test.tag} ins(%arg0, %arg5 : tensor<4x8xf32>, tensor<8x16xi8>) outs(%arg3 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>
// GENERIC: %{{[a-z0-9_]+}} = "linalg.matmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.matmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map8, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.matmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.extsi"(%{{[a-z0-9_]+}}) : (i8) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.extsi"(%{{[a-z0-9_]+}}) : (i8) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.muli"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.matmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.extui"(%{{[a-z0-9_]+}}) : (i8) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.extui"(%{{[a-z0-9_]+}}) : (i8) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.muli"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.matmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.sitofp"(%{{[a-z0-9_]+}}) : (i8) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @contractions(%a: tensor<4x8xf32>, %at: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul indexing_maps = [#mA, #mB, #mC] ins(%at, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %4 = linalg.matmul {test.tag} ins(%a, %bi : tensor<4x8xf32>, tensor<8x16xi8>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0, %1, %2, %3, %4 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>
}

// CHECK-LABEL: func.func @contractions_memref(
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>)
// CHECK-NEXT: linalg.batch_matmul ins(%arg3, %arg4 : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%arg5 : memref<2x4x16xf32>)
// CHECK-NEXT: linalg.batch_reduce_matmul ins(%arg3, %arg4 : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%arg6 : memref<4x16xf32>)
// CHECK-NEXT: return
// GENERIC: "linalg.matmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.batch_matmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.batch_reduce_matmul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map9, #map10, #map12], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @contractions_memref(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %ba: memref<2x4x8xf32>, %bb: memref<2x8x16xf32>, %bc: memref<2x4x16xf32>, %rc: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  linalg.batch_matmul ins(%ba, %bb : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%bc : memref<2x4x16xf32>)
  linalg.batch_reduce_matmul ins(%ba, %bb : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%rc : memref<4x16xf32>)
  return
}

// CHECK-LABEL: func.func @vector_contractions(
// CHECK-NEXT: %0 = linalg.matvec ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.vecmat ins(%arg2, %arg0 : tensor<4xf32>, tensor<4x8xf32>) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: %2 = linalg.dot ins(%arg1, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg3 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %3 = linalg.batch_matvec ins(%arg4, %arg5 : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%arg6 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %4 = linalg.batch_vecmat ins(%arg5, %arg7 : tensor<2x8xf32>, tensor<2x8x16xf32>) outs(%arg8 : tensor<2x16xf32>) -> tensor<2x16xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x16xf32>
// GENERIC: %{{[a-z0-9_]+}} = "linalg.matvec"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.vecmat"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.dot"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.batch_matvec"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.batch_vecmat"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @vector_contractions(%m: tensor<4x8xf32>, %v: tensor<8xf32>, %o: tensor<4xf32>, %s: tensor<f32>, %ba: tensor<2x4x8xf32>, %bv: tensor<2x8xf32>, %bo: tensor<2x4xf32>, %bm: tensor<2x8x16xf32>, %bw: tensor<2x16xf32>) -> (tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x16xf32>) {
  %0 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.vecmat ins(%o, %m : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %3 = linalg.batch_matvec ins(%ba, %bv : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%bo : tensor<2x4xf32>) -> tensor<2x4xf32>
  %4 = linalg.batch_vecmat ins(%bv, %bm : tensor<2x8xf32>, tensor<2x8x16xf32>) outs(%bw : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x16xf32>
}

// CHECK-LABEL: func.func @fill_copy(
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: %1 = linalg.copy ins(%arg0 : tensor<4x?xf32>) outs(%arg3 : tensor<4x?xf16>) -> tensor<4x?xf16>
// CHECK-NEXT: %2 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg4 : tensor<4x?xi32>) outs(%arg0 : tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT: linalg.copy ins(%arg1 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: return %0, %1, %2 : tensor<4x?xf32>, tensor<4x?xf16>, tensor<4x?xf32>
// GENERIC: %{{[a-z0-9_]+}} = "linalg.fill"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.fill"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.copy"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.truncf"(%{{[a-z0-9_]+}}) : (f32) -> f16
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f16) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.copy"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.uitofp"(%{{[a-z0-9_]+}}) : (i32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.copy"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @fill_copy(%t: tensor<4x?xf32>, %m: memref<4x8xf32>, %f: f32, %h: tensor<4x?xf16>, %i: tensor<4x?xi32>) -> (tensor<4x?xf32>, tensor<4x?xf16>, tensor<4x?xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x?xf32>) -> tensor<4x?xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<4x8xf32>)
  %1 = linalg.copy ins(%t : tensor<4x?xf32>) outs(%h : tensor<4x?xf16>) -> tensor<4x?xf16>
  %2 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i : tensor<4x?xi32>) outs(%t : tensor<4x?xf32>) -> tensor<4x?xf32>
  linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  return %0, %1, %2 : tensor<4x?xf32>, tensor<4x?xf16>, tensor<4x?xf32>
}

// CHECK-LABEL: func.func @elementwise_unary(
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.log ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %2 = linalg.abs ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %3 = linalg.ceil ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %4 = linalg.floor ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %5 = linalg.negf ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %6 = linalg.reciprocal ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %7 = linalg.round ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %8 = linalg.sqrt ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %9 = linalg.rsqrt ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %10 = linalg.square ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %11 = linalg.tanh ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %12 = linalg.erf {test.tag = "erf"} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return
// GENERIC: %{{[a-z0-9_]+}} = "linalg.exp"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.exp"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.log"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.log"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.abs"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.absf"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.ceil"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.ceil"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.floor"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.floor"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.negf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.negf"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.reciprocal"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.divf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.round"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.round"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.sqrt"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.sqrt"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.rsqrt"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.rsqrt"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.square"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.tanh"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.tanh"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.erf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.erf"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @elementwise_unary(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  %0 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.log ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.abs ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.ceil ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.floor ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.negf ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.reciprocal ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.round ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = linalg.sqrt ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.rsqrt ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.square ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.tanh ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.erf {test.tag = "erf"} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// CHECK-LABEL: func.func @elementwise_binary(
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.sub ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %2 = linalg.mul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %3 = linalg.div ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %4 = linalg.max ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %5 = linalg.min ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %6 = linalg.powf ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %7 = linalg.select ins(%arg3, %arg0, %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: linalg.add ins(%arg2, %arg2 : memref<?xi32>, memref<?xi32>) outs(%arg2 : memref<?xi32>)
// CHECK-NEXT: linalg.sub ins(%arg2, %arg2 : memref<?xi32>, memref<?xi32>) outs(%arg2 : memref<?xi32>)
// CHECK-NEXT: linalg.mul ins(%arg2, %arg2 : memref<?xi32>, memref<?xi32>) outs(%arg2 : memref<?xi32>)
// CHECK-NEXT: linalg.div ins(%arg2, %arg2 : memref<?xi32>, memref<?xi32>) outs(%arg2 : memref<?xi32>)
// CHECK-NEXT: linalg.div_unsigned ins(%arg2, %arg2 : memref<?xi32>, memref<?xi32>) outs(%arg2 : memref<?xi32>)
// CHECK-NEXT: linalg.max ins(%arg2, %arg2 : memref<?xi32>, memref<?xi32>) outs(%arg2 : memref<?xi32>)
// CHECK-NEXT: linalg.min ins(%arg2, %arg2 : memref<?xi32>, memref<?xi32>) outs(%arg2 : memref<?xi32>)
// CHECK-NEXT: %8 = linalg.add ins(%arg4, %arg1 : f32, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return
// GENERIC: %{{[a-z0-9_]+}} = "linalg.add"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.sub"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.subf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.mul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.div"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.divf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.max"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.maximumf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.min"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.minimumf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.powf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.powf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.select"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.select"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (i1, f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.add"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.addi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: "linalg.sub"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.subi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: "linalg.mul"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.muli"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: "linalg.div"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.divsi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: "linalg.div_unsigned"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.divui"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: "linalg.max"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.maxsi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: "linalg.min"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.minsi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.add"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @elementwise_binary(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: memref<?xi32>, %p: tensor<4x8xi1>, %f: f32) {
  %0 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.sub ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.mul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.div ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.max ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.min ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.powf ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.select ins(%p, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.add ins(%i, %i : memref<?xi32>, memref<?xi32>) outs(%i : memref<?xi32>)
  linalg.sub ins(%i, %i : memref<?xi32>, memref<?xi32>) outs(%i : memref<?xi32>)
  linalg.mul ins(%i, %i : memref<?xi32>, memref<?xi32>) outs(%i : memref<?xi32>)
  linalg.div ins(%i, %i : memref<?xi32>, memref<?xi32>) outs(%i : memref<?xi32>)
  linalg.div_unsigned ins(%i, %i : memref<?xi32>, memref<?xi32>) outs(%i : memref<?xi32>)
  linalg.max ins(%i, %i : memref<?xi32>, memref<?xi32>) outs(%i : memref<?xi32>)
  linalg.min ins(%i, %i : memref<?xi32>, memref<?xi32>) outs(%i : memref<?xi32>)
  %8 = linalg.add ins(%f, %b : f32, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// CHECK-LABEL: func.func @elementwise_kind(
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map, #map1, #map] ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg2, %arg0, %arg0 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg4 : memref<4x8xf32>) outs(%arg4 : memref<4x8xf32>)
// CHECK-NEXT: %2 = linalg.elementwise kind=#linalg.elementwise_kind<mul> {test.tag} ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %3 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> indexing_maps = [#map3, #map, #map] ins(%arg3, %arg0 : f32, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// GENERIC: %{{[a-z0-9_]+}} = "linalg.elementwise"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map, #map1, #map], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.subf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.elementwise"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.select"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) : (i1, f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.elementwise"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "math.exp"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.elementwise"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.elementwise"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map3, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.maximumf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @elementwise_kind(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x8xi1>, %s: f32, %m: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#id2, #tr2, #id2] ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %a, %a : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<mul> {test.tag} ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> indexing_maps = [#sc2, #id2, #id2] ins(%s, %a : f32, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @map_reduce(
// CHECK-NEXT: %mapped = linalg.map ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>)
// CHECK-NEXT: (%in: f32, %in_2: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %in_2 : f32
// CHECK-NEXT: %1 = arith.mulf %0, %init : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_0 = linalg.map { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {test.tag}
// CHECK-NEXT: linalg.map { arith.negf } ins(%arg5 : memref<4x8xf32>) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %reduced_1 = linalg.reduce { arith.maximumf } ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4xf32>) dimensions = [1]  {test.tag}
// CHECK-NEXT: linalg.reduce { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg3 : memref<4x8xi32>) outs(%arg4 : memref<8xi32>) dimensions = [0]
// CHECK-NEXT: return %mapped, %mapped_0, %reduced, %reduced_1 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>
// GENERIC: %{{[a-z0-9_]+}} = "linalg.map"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.map"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.maximumf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.map"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.negf"(%{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.reduce"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{dimensions = array<i64: 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.reduce"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{dimensions = array<i64: 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.maximumf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.reduce"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{dimensions = array<i64: 0>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.addi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
func.func @map_reduce(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %r: tensor<4xf32>, %m: memref<4x8xi32>, %mr: memref<8xi32>, %mf: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.map ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.addf %x, %y : f32
      %t = arith.mulf %s, %z : f32
      linalg.yield %t : f32
    }
  %1 = linalg.map { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {test.tag}
  linalg.map { arith.negf } ins(%mf : memref<4x8xf32>) outs(%mf : memref<4x8xf32>)
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %3 = linalg.reduce { arith.maximumf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1] {test.tag}
  linalg.reduce { arith.addi } ins(%m : memref<4x8xi32>) outs(%mr : memref<8xi32>) dimensions = [0]
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @transpose_broadcast(
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x16x8xf32>) dimensions = [1]  {test.tag}
// CHECK-NEXT: linalg.transpose ins(%arg3 : memref<2x3x4xf32>) outs(%arg4 : memref<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: linalg.broadcast ins(%arg5 : memref<3xf32>) outs(%arg6 : memref<2x3x4xf32>) dimensions = [0, 2]
// CHECK-NEXT: return %transposed, %broadcasted : tensor<8x4xf32>, tensor<4x16x8xf32>
// GENERIC: %{{[a-z0-9_]+}} = "linalg.transpose"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{permutation = array<i64: 1, 0>}> ({
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: %{{[a-z0-9_]+}} = "linalg.broadcast"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{dimensions = array<i64: 1>}> ({
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.transpose"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{permutation = array<i64: 2, 0, 1>}> ({
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.broadcast"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{dimensions = array<i64: 0, 2>}> ({
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
func.func @transpose_broadcast(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %big: tensor<4x16x8xf32>, %m: memref<2x3x4xf32>, %mt: memref<4x2x3xf32>, %v: memref<3xf32>, %mb: memref<2x3x4xf32>) -> (tensor<8x4xf32>, tensor<4x16x8xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%big : tensor<4x16x8xf32>) dimensions = [1] {test.tag}
  linalg.transpose ins(%m : memref<2x3x4xf32>) outs(%mt : memref<4x2x3xf32>) permutation = [2, 0, 1]
  linalg.broadcast ins(%v : memref<3xf32>) outs(%mb : memref<2x3x4xf32>) dimensions = [0, 2]
  return %0, %1 : tensor<8x4xf32>, tensor<4x16x8xf32>
}

// CHECK-LABEL: func.func @contract(
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map5, #map6, #map7] ins(%arg0, %arg1 : tensor<8x4xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: linalg.contract indexing_maps = [#map8, #map6, #map7] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg4 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg5 : memref<4x16xi32>)
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// GENERIC: %{{[a-z0-9_]+}} = "linalg.contract"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{indexing_maps = [#map8, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.mulf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addf"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (f32) -> ()
// GENERIC: "linalg.contract"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: %{{[a-z0-9_]+}} = "arith.extui"(%{{[a-z0-9_]+}}) : (i8) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.extui"(%{{[a-z0-9_]+}}) : (i8) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.muli"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{[a-z0-9_]+}} = "arith.addi"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[a-z0-9_]+}}) : (i32) -> ()
func.func @contract(%x: tensor<8x4xf32>, %y: tensor<8x16xf32>, %z: tensor<4x16xf32>, %xi: memref<4x8xi8>, %yi: memref<8x16xi8>, %zi: memref<4x16xi32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%x, %y : tensor<8x4xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, #mB, #mC] {cast = #linalg.type_fn<cast_unsigned>} ins(%xi, %yi : memref<4x8xi8>, memref<8x16xi8>) outs(%zi : memref<4x16xi32>)
  return %0 : tensor<4x16xf32>
}

// batch_reduce_matmul, matvec and dot cast signed whatever a `cast` attribute says, as upstream's.
// GENERIC-LABEL: sym_name = "signed_casts"
// GENERIC: "linalg.batch_reduce_matmul"
// GENERIC: arith.extsi
// GENERIC: "linalg.matvec"
// GENERIC: arith.extsi
// GENERIC: "linalg.dot"
// GENERIC: arith.extsi
func.func @signed_casts(%a: tensor<2x4x1xi8>, %b: tensor<2x1x4xi16>, %c: tensor<4x4xi16>, %m: tensor<2x3xi8>, %v: tensor<3xi16>, %r: tensor<2xi16>, %s: tensor<i16>, %w: tensor<3xi8>) -> (tensor<4x4xi16>, tensor<2xi16>, tensor<i16>) {
  %0 = linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x4x1xi8>, tensor<2x1x4xi16>) outs(%c : tensor<4x4xi16>) -> tensor<4x4xi16>
  %1 = linalg.matvec {cast = #linalg.type_fn<cast_unsigned>} ins(%m, %v : tensor<2x3xi8>, tensor<3xi16>) outs(%r : tensor<2xi16>) -> tensor<2xi16>
  %2 = linalg.dot {cast = #linalg.type_fn<cast_unsigned>} ins(%w, %w : tensor<3xi8>, tensor<3xi8>) outs(%s : tensor<i16>) -> tensor<i16>
  return %0, %1, %2 : tensor<4x4xi16>, tensor<2xi16>, tensor<i16>
}

// CHECK-LABEL: func.func @softmax(
// CHECK-NEXT: %{{.*}} = linalg.softmax dimension(1) ins(%arg0 : tensor<2x16x8xf32>) outs(%arg1 : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
// CHECK-NEXT: linalg.softmax {tag} dimension(0) ins(%arg2 : memref<?x4xf64>) outs(%arg3 : memref<?x4xf64>)
// GENERIC: "linalg.softmax"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64}> : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
// GENERIC: "linalg.softmax"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64}> {tag} : (memref<?x4xf64>, memref<?x4xf64>) -> ()
// GENERIC: "linalg.conv_2d_nhwc_hwcf"(%{{.*}}, %{{.*}}, %{{.*}}) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}>
// GENERIC: {linalg.memoized_indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}]}
// GENERIC: "linalg.depthwise_conv_2d_nhwc_hwc_q"
// GENERIC: "linalg.pooling_nwc_min_unsigned"
// GENERIC: "arith.minui"
// GENERIC: "linalg.mmt4d"
// GENERIC: "linalg.pack"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, 2>}>
// GENERIC: "linalg.unpack"(%{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 2>}>
func.func @softmax(%x: tensor<2x16x8xf32>, %e: tensor<2x16x8xf32>, %m: memref<?x4xf64>, %o: memref<?x4xf64>) -> tensor<2x16x8xf32> {
  %y = linalg.softmax dimension(1) ins(%x : tensor<2x16x8xf32>) outs(%e : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  linalg.softmax {tag} dimension(0) ins(%m : memref<?x4xf64>) outs(%o : memref<?x4xf64>)
  return %y : tensor<2x16x8xf32>
}

// Convolutions and pooling: strides and dilations (optional, default 1) enter the memoized maps.
// CHECK-LABEL: func.func @convolutions(
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x7x9x3xf32>, tensor<2x3x3x4xf32>) outs(%arg2 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg3, %arg4, %arg5, %arg5 : tensor<1x4x4x8xi8>, tensor<3x3x8xi8>, i32, i32) outs(%arg6 : tensor<1x2x2x8xi32>) -> tensor<1x2x2x8xi32>
// CHECK: linalg.pooling_nwc_min_unsigned {strides = dense<2> : vector<1xi64>} ins(%arg7, %arg8 : memref<1x9x3xi16>, memref<3xi16>) outs(%arg9 : memref<1x4x3xi16>)
// CHECK: linalg.mmt4d ins(%arg10, %arg11 : tensor<2x3x4x5xf32>, tensor<6x3x7x5xf32>) outs(%arg12 : tensor<2x6x4x7xf32>) -> tensor<2x6x4x7xf32>
func.func @convolutions(%i: tensor<1x7x9x3xf32>, %k: tensor<2x3x3x4xf32>, %o: tensor<1x3x3x4xf32>,
    %qi: tensor<1x4x4x8xi8>, %qk: tensor<3x3x8xi8>, %z: i32, %qo: tensor<1x2x2x8xi32>,
    %pi: memref<1x9x3xi16>, %pk: memref<3xi16>, %po: memref<1x4x3xi16>,
    %ma: tensor<2x3x4x5xf32>, %mb: tensor<6x3x7x5xf32>, %mc: tensor<2x6x4x7xf32>) -> (tensor<1x3x3x4xf32>, tensor<1x2x2x8xi32>, tensor<2x6x4x7xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%i, %k : tensor<1x7x9x3xf32>, tensor<2x3x3x4xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%qi, %qk, %z, %z : tensor<1x4x4x8xi8>, tensor<3x3x8xi8>, i32, i32) outs(%qo : tensor<1x2x2x8xi32>) -> tensor<1x2x2x8xi32>
  linalg.pooling_nwc_min_unsigned {strides = dense<2> : vector<1xi64>} ins(%pi, %pk : memref<1x9x3xi16>, memref<3xi16>) outs(%po : memref<1x4x3xi16>)
  %2 = linalg.mmt4d ins(%ma, %mb : tensor<2x3x4x5xf32>, tensor<6x3x7x5xf32>) outs(%mc : tensor<2x6x4x7xf32>) -> tensor<2x6x4x7xf32>
  return %0, %1, %2 : tensor<1x3x3x4xf32>, tensor<1x2x2x8xi32>, tensor<2x6x4x7xf32>
}

// Packing into tiles (padding the partial ones) and back.
// CHECK-LABEL: func.func @pack_unpack(
// CHECK: linalg.pack %arg0 padding_value(%arg4 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%arg5, 2] into %arg1 : tensor<13x15xf32> -> tensor<8x?x?x2xf32>
// CHECK: linalg.unpack %arg2 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %arg3 : tensor<2x8x8x2xf32> -> tensor<13x15xf32>
func.func @pack_unpack(%s: tensor<13x15xf32>, %d: tensor<8x?x?x2xf32>, %u: tensor<2x8x8x2xf32>, %ue: tensor<13x15xf32>, %pad: f32, %t: index)
    -> (tensor<8x?x?x2xf32>, tensor<13x15xf32>) {
  %0 = linalg.pack %s padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%t, 2] into %d : tensor<13x15xf32> -> tensor<8x?x?x2xf32>
  %1 = linalg.unpack %u inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %ue : tensor<2x8x8x2xf32> -> tensor<13x15xf32>
  return %0, %1 : tensor<8x?x?x2xf32>, tensor<13x15xf32>
}

// A vector is a fill value of a tensor of vectors.
// CHECK-LABEL: func.func @fill_vector(
// CHECK: linalg.fill ins(%arg0 : vector<2x4xf32>) outs(%0 : tensor<vector<2x4xf32>>) -> tensor<vector<2x4xf32>>
func.func @fill_vector(%v: vector<2x4xf32>) -> tensor<vector<2x4xf32>> {
  %e = tensor.empty() : tensor<vector<2x4xf32>>
  %0 = linalg.fill ins(%v : vector<2x4xf32>) outs(%e : tensor<vector<2x4xf32>>) -> tensor<vector<2x4xf32>>
  return %0 : tensor<vector<2x4xf32>>
}

// The Winograd transforms, 2-D and 1-D, static and dynamic.
// CHECK-LABEL: func.func @winograd(
// CHECK: linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK: linalg.winograd_input_transform fmr(F_2_3) ins(%arg2 : tensor<2x6x6x5xf32>) outs(%arg3 : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>
// CHECK: linalg.winograd_output_transform {tag} fmr(F_2_5) ins(%arg4 : tensor<6x1x3x7x2x2xf32>) outs(%arg5 : tensor<2x6x7x2xf32>) -> tensor<2x6x7x2xf32>
// CHECK: linalg.winograd_input_transform fmr(F_4_3) ins(%arg6 : tensor<?x?x?x?xf16>) outs(%arg7 : tensor<6x6x?x?x?x?xf16>) -> tensor<6x6x?x?x?x?xf16>
// GENERIC: "linalg.winograd_filter_transform"(%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
func.func @winograd(%f: tensor<2x3x3x5xf32>, %fo: tensor<6x6x5x2xf32>, %i: tensor<2x6x6x5xf32>, %io: tensor<4x4x2x2x2x5xf32>,
                    %v: tensor<6x1x3x7x2x2xf32>, %vo: tensor<2x6x7x2xf32>, %d: tensor<?x?x?x?xf16>, %do: tensor<6x6x?x?x?x?xf16>)
    -> (tensor<6x6x5x2xf32>, tensor<4x4x2x2x2x5xf32>, tensor<2x6x7x2xf32>, tensor<6x6x?x?x?x?xf16>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x6x6x5xf32>) outs(%io : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>
  %2 = linalg.winograd_output_transform {tag} fmr(F_2_5) ins(%v : tensor<6x1x3x7x2x2xf32>) outs(%vo : tensor<2x6x7x2xf32>) -> tensor<2x6x7x2xf32>
  %3 = linalg.winograd_input_transform fmr(F_4_3) ins(%d : tensor<?x?x?x?xf16>) outs(%do : tensor<6x6x?x?x?x?xf16>) -> tensor<6x6x?x?x?x?xf16>
  return %0, %1, %2, %3 : tensor<6x6x5x2xf32>, tensor<4x4x2x2x2x5xf32>, tensor<2x6x7x2xf32>, tensor<6x6x?x?x?x?xf16>
}
