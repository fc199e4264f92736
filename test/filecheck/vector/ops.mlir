// RUN: comco-opt %s --allow-unregistered-dialect | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | comco-opt --allow-unregistered-dialect | FileCheck %s

// Round trip of every vector op, custom and generic, with the attribute defaults elided as upstream does.

// CHECK-LABEL: func.func @transfers(%arg0: memref<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: memref<?x?xvector<4x3xf32>>, %arg3: tensor<f32>, %arg4: index, %arg5: f32, %arg6: vector<4x3xf32>, %arg7: vector<4xi1>, %arg8: vector<4x8xi1>) -> (vector<4xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg4, %arg4], %arg5 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg4, %arg4], %arg5 {in_bounds = [true, false], permutation_map = #map} : memref<?x?xf32>, vector<8x4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg1[%arg4, %arg4], %arg5, %arg7 : tensor<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg4, %arg4], %arg5 {permutation_map = #map1} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg2[%arg4, %arg4], %arg6 : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg3[], %arg5 {permutation_map = #map2} : tensor<f32>, vector<1xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg4, %arg4], %arg5, %arg8 {permutation_map = #map} : memref<?x?xf32>, vector<8x4xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg4, %arg4] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%arg4, %arg4], %arg8 {permutation_map = #map} : vector<8x4xf32>, memref<?x?xf32>
// CHECK-NEXT: %7 = vector.transfer_write %0, %arg1[%arg4, %arg4], %arg7 : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT: return %2, %7 : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @transfers(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %v: memref<?x?xvector<4x3xf32>>, %z: tensor<f32>, %i: index, %f: f32, %vf: vector<4x3xf32>, %k: vector<4xi1>, %k2: vector<4x8xi1>) -> (vector<4xf32>, tensor<?x?xf32>) {
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32>
  %2 = vector.transfer_read %t[%i, %i], %f, %k {in_bounds = [false]} : tensor<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x4xf32>
  %4 = vector.transfer_read %v[%i, %i], %vf : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
  %5 = vector.transfer_read %z[], %f {permutation_map = affine_map<() -> (0)>} : tensor<f32>, vector<1xf32>
  %6 = vector.transfer_read %m[%i, %i], %f, %k2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32>
  vector.transfer_write %0, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %1, %m[%i, %i], %k2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, memref<?x?xf32>
  %7 = vector.transfer_write %0, %t[%i, %i], %k : vector<4xf32>, tensor<?x?xf32>
  return %2, %7 : vector<4xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @memory(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>, %arg2: tensor<?xf32>, %arg3: memref<4x3xf32>, %arg4: index, %arg5: vector<8xf32>, %arg6: vector<8xi1>, %arg7: vector<8xi32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg4, %arg4] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg4, %arg4] {nontemporal = true} : memref<?x?xf32>, vector<2x8xf32>
// CHECK-NEXT: vector.store %0, %arg0[%arg4, %arg4] {alignment = 16 : i64} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %2 = vector.maskedload %arg1[%arg4], %arg6, %arg5 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg1[%arg4], %arg6, %2 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %3 = vector.gather %arg1[%arg4] [%arg7], %arg6, %arg5 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %4 = vector.gather %arg2[%arg4] [%arg7], %arg6, %arg5 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.scatter %arg1[%arg4] [%arg7], %arg6, %3 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %5 = vector.scatter %arg2[%arg4] [%arg7], %arg6, %4 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
// CHECK-NEXT: %6 = vector.expandload %arg1[%arg4], %arg6, %arg5 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.compressstore %arg1[%arg4], %arg6, %6 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %7 = vector.type_cast %arg3 : memref<4x3xf32> to memref<vector<4x3xf32>>
// CHECK-NEXT: "test.use"(%1, %5, %7) : (vector<2x8xf32>, tensor<?xf32>, memref<vector<4x3xf32>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @memory(%m: memref<?x?xf32>, %m1: memref<?xf32>, %t: tensor<?xf32>, %s: memref<4x3xf32>, %i: index, %v: vector<8xf32>, %k: vector<8xi1>, %idx: vector<8xi32>) {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<2x8xf32>
  vector.store %0, %m[%i, %i] {alignment = 16 : i64} : memref<?x?xf32>, vector<8xf32>
  %2 = vector.maskedload %m1[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m1[%i], %k, %2 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  %3 = vector.gather %m1[%i] [%idx], %k, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %4 = vector.gather %t[%i] [%idx], %k, %v : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m1[%i] [%idx], %k, %3 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %5 = vector.scatter %t[%i] [%idx], %k, %4 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
  %6 = vector.expandload %m1[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m1[%i], %k, %6 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  %7 = vector.type_cast %s : memref<4x3xf32> to memref<vector<4x3xf32>>
  "test.use"(%1, %5, %7) : (vector<2x8xf32>, tensor<?xf32>, memref<vector<4x3xf32>>) -> ()
  return
}

// CHECK-LABEL: func.func @shapes(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4x3xf32>, %arg3: vector<f32>, %arg4: vector<[4]x2xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg3 : vector<f32> to vector<2xf32>
// CHECK-NEXT: %3 = vector.shape_cast %arg2 : vector<4x3xf32> to vector<12xf32>
// CHECK-NEXT: %4 = vector.shape_cast %arg4 : vector<[4]x2xf32> to vector<[8]xf32>
// CHECK-NEXT: %5 = vector.transpose %arg2, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT: %6 = vector.transpose %arg4, [1, 0] : vector<[4]x2xf32> to vector<2x[4]xf32>
// CHECK-NEXT: %7 = vector.bitcast %arg2 : vector<4x3xf32> to vector<4x6xi16>
// CHECK-NEXT: %8 = vector.bitcast %arg3 : vector<f32> to vector<i32>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (vector<2x4xf32>, vector<3x4xf32>, vector<2xf32>, vector<12xf32>, vector<[8]xf32>, vector<3x4xf32>, vector<2x[4]xf32>, vector<4x6xi16>, vector<i32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @shapes(%f: f32, %v: vector<4xf32>, %w: vector<4x3xf32>, %z: vector<f32>, %s: vector<[4]x2xf32>) {
  %0 = vector.broadcast %f : f32 to vector<2x4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %z : vector<f32> to vector<2xf32>
  %3 = vector.shape_cast %w : vector<4x3xf32> to vector<12xf32>
  %4 = vector.shape_cast %s : vector<[4]x2xf32> to vector<[8]xf32>
  %5 = vector.transpose %w, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %6 = vector.transpose %s, [1, 0] : vector<[4]x2xf32> to vector<2x[4]xf32>
  %7 = vector.bitcast %w : vector<4x3xf32> to vector<4x6xi16>
  %8 = vector.bitcast %z : vector<f32> to vector<i32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (vector<2x4xf32>, vector<3x4xf32>, vector<2xf32>, vector<12xf32>, vector<[8]xf32>, vector<3x4xf32>, vector<2x[4]xf32>, vector<4x6xi16>, vector<i32>) -> ()
  return
}

// CHECK-LABEL: func.func @extract_insert(%arg0: vector<4x8x16xf32>, %arg1: vector<8x16xf32>, %arg2: vector<f32>, %arg3: f32, %arg4: index, %arg5: index) {
// CHECK-NEXT: %0 = vector.extract %arg0[3] : vector<8x16xf32> from vector<4x8x16xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2, 1, 3] : f32 from vector<4x8x16xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[%arg4, %arg5, %arg4] : f32 from vector<4x8x16xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[2, %arg5] : vector<16xf32> from vector<4x8x16xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[-1, %arg5] : vector<16xf32> from vector<4x8x16xf32>
// CHECK-NEXT: %5 = vector.extract %arg2[] : f32 from vector<f32>
// CHECK-NEXT: %6 = vector.insert %arg1, %arg0 [3] : vector<8x16xf32> into vector<4x8x16xf32>
// CHECK-NEXT: %7 = vector.insert %arg3, %arg0 [2, 1, 3] : f32 into vector<4x8x16xf32>
// CHECK-NEXT: %8 = vector.insert %arg3, %arg0 [%arg4, 1, %arg5] : f32 into vector<4x8x16xf32>
// CHECK-NEXT: %9 = vector.insert %arg3, %arg2 [] : f32 into vector<f32>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (vector<8x16xf32>, f32, f32, vector<16xf32>, vector<16xf32>, f32, vector<4x8x16xf32>, vector<4x8x16xf32>, vector<4x8x16xf32>, vector<f32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extract_insert(%a: vector<4x8x16xf32>, %b: vector<8x16xf32>, %z: vector<f32>, %f: f32, %i: index, %j: index) {
  %0 = vector.extract %a[3] : vector<8x16xf32> from vector<4x8x16xf32>
  %1 = vector.extract %a[2, 1, 3] : f32 from vector<4x8x16xf32>
  %2 = vector.extract %a[%i, %j, %i] : f32 from vector<4x8x16xf32>
  %3 = vector.extract %a[2, %j] : vector<16xf32> from vector<4x8x16xf32>
  %4 = vector.extract %a[-1, %j] : vector<16xf32> from vector<4x8x16xf32>
  %5 = vector.extract %z[] : f32 from vector<f32>
  %6 = vector.insert %b, %a [3] : vector<8x16xf32> into vector<4x8x16xf32>
  %7 = vector.insert %f, %a [2, 1, 3] : f32 into vector<4x8x16xf32>
  %8 = vector.insert %f, %a [%i, 1, %j] : f32 into vector<4x8x16xf32>
  %9 = vector.insert %f, %z [] : f32 into vector<f32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (vector<8x16xf32>, f32, f32, vector<16xf32>, vector<16xf32>, f32, vector<4x8x16xf32>, vector<4x8x16xf32>, vector<4x8x16xf32>, vector<f32>) -> ()
  return
}

// CHECK-LABEL: func.func @slices(%arg0: vector<4x8x16xf32>, %arg1: vector<2x4xf32>) -> (vector<2x4x16xf32>, vector<4x8x16xf32>) {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %arg1, %arg0 {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
// CHECK-NEXT: return %0, %1 : vector<2x4x16xf32>, vector<4x8x16xf32>
// CHECK-NEXT: }
func.func @slices(%a: vector<4x8x16xf32>, %b: vector<2x4xf32>) -> (vector<2x4x16xf32>, vector<4x8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
  %1 = vector.insert_strided_slice %b, %a {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  return %0, %1 : vector<2x4x16xf32>, vector<4x8x16xf32>
}

// CHECK-LABEL: func.func @elements(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<2x4xf32>, %arg4: vector<f32>) {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg1, %arg0, %arg1 : vector<2x2xf32>
// CHECK-NEXT: %1 = vector.from_elements %arg0 : vector<f32>
// CHECK-NEXT: %2:4 = vector.to_elements %arg2 : vector<4xf32>
// CHECK-NEXT: %3 = vector.shuffle %arg2, %arg2 [0, 4, -1] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.shuffle %arg3, %arg3 [3, 0] : vector<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %5 = vector.shuffle %arg4, %arg4 [1, 0] : vector<f32>, vector<f32>
// CHECK-NEXT: %6 = vector.interleave %arg2, %arg2 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg3 : vector<2x4xf32> -> vector<2x2xf32>
// CHECK-NEXT: "test.use"(%0, %1, %2#3, %3, %4, %5, %6, %res1, %res2) : (vector<2x2xf32>, vector<f32>, f32, vector<3xf32>, vector<2x4xf32>, vector<2xf32>, vector<8xf32>, vector<2x2xf32>, vector<2x2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @elements(%f: f32, %g: f32, %v: vector<4xf32>, %w: vector<2x4xf32>, %z: vector<f32>) {
  %0 = vector.from_elements %f, %g, %f, %g : vector<2x2xf32>
  %1 = vector.from_elements %f : vector<f32>
  %2:4 = vector.to_elements %v : vector<4xf32>
  %3 = vector.shuffle %v, %v [0, 4, -1] : vector<4xf32>, vector<4xf32>
  %4 = vector.shuffle %w, %w [3, 0] : vector<2x4xf32>, vector<2x4xf32>
  %5 = vector.shuffle %z, %z [1, 0] : vector<f32>, vector<f32>
  %6 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %7, %8 = vector.deinterleave %w : vector<2x4xf32> -> vector<2x2xf32>
  "test.use"(%0, %1, %2#3, %3, %4, %5, %6, %7, %8) : (vector<2x2xf32>, vector<f32>, f32, vector<3xf32>, vector<2x4xf32>, vector<2xf32>, vector<8xf32>, vector<2x2xf32>, vector<2x2xf32>) -> ()
  return
}

#mm0 = affine_map<(i, j, k) -> (i, k)>
#mm1 = affine_map<(i, j, k) -> (k, j)>
#mm2 = affine_map<(i, j, k) -> (i, j)>
#dot = affine_map<(i) -> (i)>
#scalar = affine_map<(i) -> ()>
// CHECK-LABEL: func.func @compute(%arg0: vector<4x3xf32>, %arg1: vector<3x7xf32>, %arg2: vector<4x7xf32>, %arg3: vector<8xf32>, %arg4: vector<8xi32>, %arg5: f32, %arg6: i32, %arg7: vector<10xf16>, %arg8: vector<4x8xf32>) {
// CHECK-NEXT: %0 = vector.fma %arg3, %arg3, %arg3 : vector<8xf32>
// CHECK-NEXT: %1 = vector.reduction <add>, %arg3 : vector<8xf32> into f32
// CHECK-NEXT: %2 = vector.reduction <maxnumf>, %arg3, %arg5 fastmath<nnan> : vector<8xf32> into f32
// CHECK-NEXT: %3 = vector.reduction <xor>, %arg4 : vector<8xi32> into i32
// CHECK-NEXT: %4 = vector.multi_reduction <add>, %arg8, %arg3 [0] : vector<4x8xf32> to vector<8xf32>
// CHECK-NEXT: %5 = vector.multi_reduction <minimumf>, %arg8, %arg5 [0, 1] : vector<4x8xf32> to f32
// CHECK-NEXT: %6 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
// CHECK-NEXT: %7 = vector.contract {indexing_maps = [#map6, #map6, #map7], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg3, %arg3, %arg5 {attr} : vector<8xf32>, vector<8xf32> into f32
// CHECK-NEXT: %8 = vector.contract {indexing_maps = [#map6, #map6, #map7], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg7, %arg7, %arg5 : vector<10xf16>, vector<10xf16> into f32
// CHECK-NEXT: %9 = vector.outerproduct %arg3, %arg3 : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %10 = vector.outerproduct %arg3, %arg3, %9 {kind = #vector.kind<maxnumf>} : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %11 = vector.outerproduct %arg3, %arg5 : vector<8xf32>, f32
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg8, %arg3 {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %10, %11, %dest) : (vector<8xf32>, f32, f32, i32, vector<8xf32>, f32, vector<4x7xf32>, f32, f32, vector<8x8xf32>, vector<8xf32>, vector<4x8xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compute(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>, %v: vector<8xf32>, %x: vector<8xi32>, %f: f32, %n: i32, %h: vector<10xf16>, %w: vector<4x8xf32>) {
  %0 = vector.fma %v, %v, %v : vector<8xf32>
  %1 = vector.reduction <add>, %v : vector<8xf32> into f32
  %2 = vector.reduction <maxnumf>, %v, %f fastmath<nnan> : vector<8xf32> into f32
  %3 = vector.reduction <xor>, %x : vector<8xi32> into i32
  %4 = vector.multi_reduction <add>, %w, %v [0] : vector<4x8xf32> to vector<8xf32>
  %5 = vector.multi_reduction <minimumf>, %w, %f [0, 1] : vector<4x8xf32> to f32
  %6 = vector.contract {indexing_maps = [#mm0, #mm1, #mm2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  %7 = vector.contract {indexing_maps = [#dot, #dot, #scalar], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %v, %v, %f {attr} : vector<8xf32>, vector<8xf32> into f32
  %8 = vector.contract {indexing_maps = [#dot, #dot, #scalar], iterator_types = ["reduction"]} %h, %h, %f : vector<10xf16>, vector<10xf16> into f32
  %9 = vector.outerproduct %v, %v : vector<8xf32>, vector<8xf32>
  %10 = vector.outerproduct %v, %v, %9 {kind = #vector.kind<maxnumf>} : vector<8xf32>, vector<8xf32>
  %11 = vector.outerproduct %v, %f : vector<8xf32>, f32
  %12:2 = vector.scan <add>, %w, %v {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %10, %11, %12#0) : (vector<8xf32>, f32, f32, i32, vector<8xf32>, f32, vector<4x7xf32>, f32, f32, vector<8x8xf32>, vector<8xf32>, vector<4x8xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @masks(%arg0: index, %arg1: index, %arg2: vector<4xf32>, %arg3: f32) {
// CHECK-NEXT: %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.constant_mask [0] : vector<[4]xi1>
// CHECK-NEXT: %2 = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT: %3 = vector.create_mask %arg0, %arg1 : vector<4x3xi1>
// CHECK-NEXT: %4 = vector.create_mask %arg0 : vector<[8]xi1>
// CHECK-NEXT: %5 = vector.step : vector<4xindex>
// CHECK-NEXT: %6 = vector.step : vector<[4]xindex>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: vector.print %arg2 : vector<4xf32>
// CHECK-NEXT: vector.print %arg3 : f32 punctuation <comma>
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %vscale) : (vector<4x3xi1>, vector<[4]xi1>, vector<i1>, vector<4x3xi1>, vector<[8]xi1>, vector<4xindex>, vector<[4]xindex>, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @masks(%i: index, %j: index, %v: vector<4xf32>, %f: f32) {
  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.constant_mask [0] : vector<[4]xi1>
  %2 = vector.constant_mask [1] : vector<i1>
  %3 = vector.create_mask %i, %j : vector<4x3xi1>
  %4 = vector.create_mask %i : vector<[8]xi1>
  %5 = vector.step : vector<4xindex>
  %6 = vector.step : vector<[4]xindex>
  %7 = vector.vscale
  vector.print %v : vector<4xf32>
  vector.print %f : f32 punctuation <comma>
  vector.print punctuation <close>
  vector.print str "hello\n"
  vector.print
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (vector<4x3xi1>, vector<[4]xi1>, vector<i1>, vector<4x3xi1>, vector<[8]xi1>, vector<4xindex>, vector<[4]xindex>, index) -> ()
  return
}
