// RUN: comco-opt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s -canonicalize --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @broadcast_fold(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: "test.use"(%0) : (vector<2x4xf32>) -> ()
// CHECK-NEXT: return %arg0, %cst, %1 : vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>
// CHECK-NEXT: }
// Folds and canonicalization patterns of the vector dialect; expected output from mlir-opt-22.

func.func @broadcast_fold(%a: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>) {
  %c = arith.constant 2.0 : f32
  %0 = vector.broadcast %a : vector<4xf32> to vector<4xf32>
  %1 = vector.broadcast %c : f32 to vector<2x4xf32>
  %2 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %3 = vector.broadcast %2 : vector<2x4xf32> to vector<3x2x4xf32>
  %4 = vector.extract %3[1] : vector<2x4xf32> from vector<3x2x4xf32>
  %5 = vector.shape_cast %a : vector<4xf32> to vector<1x4xf32>
  %6 = vector.broadcast %5 : vector<1x4xf32> to vector<3x4xf32>
  "test.use"(%4) : (vector<2x4xf32>) -> ()
  return %0, %1, %6 : vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @shape_cast_fold(%arg0: vector<4x3xf32>, %arg1: vector<2x1xf32>) -> (vector<4x3xf32>, vector<3x4xf32>, vector<12xf32>, vector<2xf32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<12xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg1 : vector<2x1xf32> to vector<2xf32>
// CHECK-NEXT: return %arg0, %0, %cst, %1, %cst_0 : vector<4x3xf32>, vector<3x4xf32>, vector<12xf32>, vector<2xf32>, vector<4xi32>
// CHECK-NEXT: }
func.func @shape_cast_fold(%a: vector<4x3xf32>, %b: vector<2x1xf32>) -> (vector<4x3xf32>, vector<3x4xf32>, vector<12xf32>, vector<2xf32>, vector<4xi32>) {
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<4x3xf32>
  %1 = vector.shape_cast %a : vector<4x3xf32> to vector<12xf32>
  %2 = vector.shape_cast %1 : vector<12xf32> to vector<3x4xf32>
  %t = vector.transpose %b, [1, 0] : vector<2x1xf32> to vector<1x2xf32>
  %3 = vector.shape_cast %t : vector<1x2xf32> to vector<2xf32>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %4 = vector.shape_cast %c : vector<2x2xi32> to vector<4xi32>
  %f = arith.constant 1.0 : f32
  %bc = vector.broadcast %f : f32 to vector<3x4xf32>
  %5 = vector.shape_cast %bc : vector<3x4xf32> to vector<12xf32>
  return %0, %2, %5, %3, %4 : vector<4x3xf32>, vector<3x4xf32>, vector<12xf32>, vector<2xf32>, vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @shape_cast_broadcast(%arg0: vector<3x4xf32>, %arg1: vector<3xf32>) -> (vector<12xf32>, vector<8x3xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<3x4xf32> to vector<12xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<3xf32> to vector<8x3xf32>
// CHECK-NEXT: return %0, %1 : vector<12xf32>, vector<8x3xf32>
// CHECK-NEXT: }
func.func @shape_cast_broadcast(%a: vector<3x4xf32>, %b: vector<3xf32>) -> (vector<12xf32>, vector<8x3xf32>) {
  %0 = vector.broadcast %a : vector<3x4xf32> to vector<1x3x4xf32>
  %1 = vector.shape_cast %0 : vector<1x3x4xf32> to vector<12xf32>
  %2 = vector.broadcast %b : vector<3xf32> to vector<2x4x3xf32>
  %3 = vector.shape_cast %2 : vector<2x4x3xf32> to vector<8x3xf32>
  return %1, %3 : vector<12xf32>, vector<8x3xf32>
}

// -----

// CHECK-LABEL: func.func @shape_cast_mask(%arg0: index) -> (vector<1x[4]xi1>, vector<4x1xi1>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = vector.create_mask %c1, %arg0 : vector<1x[4]xi1>
// CHECK-NEXT: %1 = vector.constant_mask [2, 1, 1] : vector<4x1x1xi1>
// CHECK-NEXT: %2 = vector.shape_cast %1 : vector<4x1x1xi1> to vector<4x1xi1>
// CHECK-NEXT: return %0, %2 : vector<1x[4]xi1>, vector<4x1xi1>
// CHECK-NEXT: }
func.func @shape_cast_mask(%d: index) -> (vector<1x[4]xi1>, vector<4x1xi1>) {
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %c1, %d, %c1, %c1 : vector<1x[4]x1x1xi1>
  %1 = vector.shape_cast %0 : vector<1x[4]x1x1xi1> to vector<1x[4]xi1>
  %2 = vector.constant_mask [2, 1, 1] : vector<4x1x1xi1>
  %3 = vector.shape_cast %2 : vector<4x1x1xi1> to vector<4x1xi1>
  return %1, %3 : vector<1x[4]xi1>, vector<4x1xi1>
}

// -----

// CHECK-LABEL: func.func @transposes(%arg0: vector<4x3xf32>, %arg1: vector<1x8xf32>, %arg2: f32, %arg3: index, %arg4: index) -> (vector<4x3xf32>, vector<8x1xf32>, vector<3x4xf32>, vector<3x4xi1>, vector<3x4xi1>, vector<8x1xf32>) {
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg2 : f32 to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.create_mask %arg4, %arg3 : vector<3x4xi1>
// CHECK-NEXT: %3 = vector.constant_mask [3, 2] : vector<3x4xi1>
// CHECK-NEXT: %4 = vector.transpose %arg1, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
// CHECK-NEXT: return %arg0, %0, %1, %2, %3, %4 : vector<4x3xf32>, vector<8x1xf32>, vector<3x4xf32>, vector<3x4xi1>, vector<3x4xi1>, vector<8x1xf32>
// CHECK-NEXT: }
func.func @transposes(%a: vector<4x3xf32>, %b: vector<1x8xf32>, %f: f32, %i: index, %j: index) -> (vector<4x3xf32>, vector<8x1xf32>, vector<3x4xf32>, vector<3x4xi1>, vector<3x4xi1>, vector<8x1xf32>) {
  %0 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %2 = vector.transpose %b, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
  %s = vector.broadcast %f : f32 to vector<4x3xf32>
  %3 = vector.transpose %s, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %m = vector.create_mask %i, %j : vector<4x3xi1>
  %4 = vector.transpose %m, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %cm = vector.constant_mask [2, 3] : vector<4x3xi1>
  %5 = vector.transpose %cm, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %in = vector.shape_cast %b : vector<1x8xf32> to vector<8xf32>
  %bb = vector.broadcast %in : vector<8xf32> to vector<1x8xf32>
  %6 = vector.transpose %bb, [1, 0] : vector<1x8xf32> to vector<8x1xf32>
  return %1, %2, %3, %4, %5, %6 : vector<4x3xf32>, vector<8x1xf32>, vector<3x4xf32>, vector<3x4xi1>, vector<3x4xi1>, vector<8x1xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_const() -> (vector<3x2xi32>, vector<1x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00]]> : vector<4x1xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : vector<3x2xi32>
// CHECK-NEXT: %0 = vector.transpose %cst, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
// CHECK-NEXT: return %cst_0, %0 : vector<3x2xi32>, vector<1x4xf32>
// CHECK-NEXT: }
func.func @transpose_const() -> (vector<3x2xi32>, vector<1x4xf32>) {
  %c = arith.constant dense<7> : vector<2x3xi32>
  %0 = vector.transpose %c, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  %d = arith.constant dense<[[1.0], [2.0], [3.0], [4.0]]> : vector<4x1xf32>
  %1 = vector.transpose %d, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  return %0, %1 : vector<3x2xi32>, vector<1x4xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_from_elements(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> vector<3x2xi32> {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg3, %arg1, %arg4, %arg2, %arg5 : vector<3x2xi32>
// CHECK-NEXT: return %0 : vector<3x2xi32>
// CHECK-NEXT: }
func.func @transpose_from_elements(%a: i32, %b: i32, %c: i32, %d: i32, %e: i32, %f: i32) -> vector<3x2xi32> {
  %v = vector.from_elements %a, %b, %c, %d, %e, %f : vector<2x3xi32>
  %t = vector.transpose %v, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  return %t : vector<3x2xi32>
}

// -----

// CHECK-LABEL: func.func @bitcast_fold(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<8xf16>, vector<2xi32>, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.00782680511> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<16843009> : vector<2xi32>
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<4xf32> to vector<8xf16>
// CHECK-NEXT: return %arg0, %0, %cst_0, %cst : vector<4xf32>, vector<8xf16>, vector<2xi32>, vector<2xf32>
// CHECK-NEXT: }
func.func @bitcast_fold(%a: vector<4xf32>) -> (vector<4xf32>, vector<8xf16>, vector<2xi32>, vector<2xf32>) {
  %0 = vector.bitcast %a : vector<4xf32> to vector<8xi16>
  %1 = vector.bitcast %0 : vector<8xi16> to vector<4xf32>
  %2 = vector.bitcast %0 : vector<8xi16> to vector<8xf16>
  %c = arith.constant dense<1> : vector<8xi8>
  %3 = vector.bitcast %c : vector<8xi8> to vector<2xi32>
  %h = arith.constant dense<1.0> : vector<4xf16>
  %4 = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  return %1, %2, %3, %4 : vector<4xf32>, vector<8xf16>, vector<2xi32>, vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @extract_identity(%arg0: vector<4x3xf32>) -> vector<4x3xf32> {
// CHECK-NEXT: return %arg0 : vector<4x3xf32>
// CHECK-NEXT: }
func.func @extract_identity(%a: vector<4x3xf32>) -> vector<4x3xf32> {
  %0 = vector.extract %a[] : vector<4x3xf32> from vector<4x3xf32>
  return %0 : vector<4x3xf32>
}

// -----

// CHECK-LABEL: func.func @extract_const_pos(%arg0: vector<4x3xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2] : f32 from vector<4x3xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @extract_const_pos(%a: vector<4x3xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = vector.extract %a[%c1, %c2] : f32 from vector<4x3xf32>
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @extract_dense() -> (f32, vector<3xi32>, i32, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<[4, 5, 6]> : vector<3xi32>
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_1 = arith.constant dense<2.500000e+00> : vector<2xf32>
// CHECK-NEXT: return %cst, %cst_0, %c3_i32, %cst_1 : f32, vector<3xi32>, i32, vector<2xf32>
// CHECK-NEXT: }
func.func @extract_dense() -> (f32, vector<3xi32>, i32, vector<2xf32>) {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %s = arith.constant dense<2.5> : vector<4x2xf32>
  %0 = vector.extract %s[1, 1] : f32 from vector<4x2xf32>
  %1 = vector.extract %c[1] : vector<3xi32> from vector<2x3xi32>
  %2 = vector.extract %c[0, 2] : i32 from vector<2x3xi32>
  %3 = vector.extract %s[3] : vector<2xf32> from vector<4x2xf32>
  return %0, %1, %2, %3 : f32, vector<3xi32>, i32, vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @extract_chain(%arg0: vector<4x3x2xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2, 1] : f32 from vector<4x3x2xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @extract_chain(%a: vector<4x3x2xf32>) -> f32 {
  %0 = vector.extract %a[1] : vector<3x2xf32> from vector<4x3x2xf32>
  %1 = vector.extract %0[2] : vector<2xf32> from vector<3x2xf32>
  %2 = vector.extract %1[1] : f32 from vector<2xf32>
  return %2 : f32
}

// -----

// CHECK-LABEL: func.func @extract_insert(%arg0: vector<4x3xf32>, %arg1: vector<3xf32>, %arg2: f32) -> (vector<3xf32>, f32, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg1[2] : f32 from vector<3xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2, 0] : f32 from vector<4x3xf32>
// CHECK-NEXT: return %arg1, %0, %1, %arg2 : vector<3xf32>, f32, f32, f32
// CHECK-NEXT: }
func.func @extract_insert(%a: vector<4x3xf32>, %b: vector<3xf32>, %f: f32) -> (vector<3xf32>, f32, f32, f32) {
  %0 = vector.insert %b, %a [1] : vector<3xf32> into vector<4x3xf32>
  %1 = vector.extract %0[1] : vector<3xf32> from vector<4x3xf32>
  %2 = vector.extract %0[1, 2] : f32 from vector<4x3xf32>
  %3 = vector.extract %0[2, 0] : f32 from vector<4x3xf32>
  %4 = vector.insert %f, %a [0, 0] : f32 into vector<4x3xf32>
  %5 = vector.extract %4[0, 0] : f32 from vector<4x3xf32>
  return %1, %2, %3, %5 : vector<3xf32>, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @extract_transpose(%arg0: vector<4x3xf32>, %arg1: vector<3xf32>) -> (f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2] : f32 from vector<4x3xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[1] : f32 from vector<3xf32>
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @extract_transpose(%a: vector<4x3xf32>, %b: vector<3xf32>) -> (f32, f32) {
  %0 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %1 = vector.extract %0[2, 1] : f32 from vector<3x4xf32>
  %i = vector.insert %b, %a [2] : vector<3xf32> into vector<4x3xf32>
  %t = vector.transpose %i, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %2 = vector.extract %t[1, 2] : f32 from vector<3x4xf32>
  return %1, %2 : f32, f32
}

// -----

// CHECK-LABEL: func.func @extract_broadcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0, %1, %2 : f32, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>
// CHECK-NEXT: }
func.func @extract_broadcast(%f: f32, %a: vector<4xf32>, %b: vector<1x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %f : f32 to vector<3x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<3x4xf32>
  %2 = vector.broadcast %a : vector<4xf32> to vector<3x4xf32>
  %3 = vector.extract %2[1] : vector<4xf32> from vector<3x4xf32>
  %4 = vector.extract %2[1, 3] : f32 from vector<3x4xf32>
  %5 = vector.broadcast %b : vector<1x4xf32> to vector<2x3x4xf32>
  %6 = vector.extract %5[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %7 = vector.broadcast %a : vector<4xf32> to vector<3x2x4xf32>
  %8 = vector.extract %7[1] : vector<2x4xf32> from vector<3x2x4xf32>
  return %1, %3, %4, %6, %8 : f32, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @extract_shuffle(%arg0: vector<8xf32>, %arg1: vector<8xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg1[7] : f32 from vector<8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @extract_shuffle(%a: vector<8xf32>, %b: vector<8xf32>) -> f32 {
  %0 = vector.shuffle %a, %b [0, 8, 7, 15] : vector<8xf32>, vector<8xf32>
  %1 = vector.extract %0[3] : f32 from vector<4xf32>
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @extract_shape_cast(%arg0: vector<4x6xf32>, %arg1: vector<24xf32>) -> (f32, vector<6xf32>, vector<6xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[3, 5] : f32 from vector<4x6xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg1 : vector<24xf32> to vector<4x6xf32>
// CHECK-NEXT: %2 = vector.extract %1[2] : vector<6xf32> from vector<4x6xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[1] : vector<6xf32> from vector<4x6xf32>
// CHECK-NEXT: return %0, %2, %3 : f32, vector<6xf32>, vector<6xf32>
// CHECK-NEXT: }
func.func @extract_shape_cast(%a: vector<4x6xf32>, %b: vector<24xf32>) -> (f32, vector<6xf32>, vector<6xf32>) {
  %0 = vector.shape_cast %a : vector<4x6xf32> to vector<2x3x4xf32>
  %1 = vector.extract %0[1, 2, 3] : f32 from vector<2x3x4xf32>
  %2 = vector.shape_cast %b : vector<24xf32> to vector<4x6xf32>
  %3 = vector.extract %2[2] : vector<6xf32> from vector<4x6xf32>
  %4 = vector.shape_cast %a : vector<4x6xf32> to vector<4x1x6xf32>
  %5 = vector.extract %4[1, 0] : vector<6xf32> from vector<4x1x6xf32>
  return %1, %3, %5 : f32, vector<6xf32>, vector<6xf32>
}

// -----

// CHECK-LABEL: func.func @extract_strided(%arg0: vector<8x16xf32>, %arg1: vector<2x4xf32>, %arg2: vector<8x16xf32>) -> (vector<16xf32>, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[3] : vector<16xf32> from vector<8x16xf32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %arg1, %arg2 {offsets = [2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<8x16xf32>
// CHECK-NEXT: %2 = vector.extract %arg1[1, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: %3 = vector.extract %1[1, 3] : f32 from vector<8x16xf32>
// CHECK-NEXT: "test.use"(%3) : (f32) -> ()
// CHECK-NEXT: %4 = vector.insert_strided_slice %arg1, %arg2 {offsets = [2, 0], strides = [1, 1]} : vector<2x4xf32> into vector<8x16xf32>
// CHECK-NEXT: %5 = vector.extract %4[3] : vector<16xf32> from vector<8x16xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %5 {offsets = [0], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
// CHECK-NEXT: return %0, %2, %6 : vector<16xf32>, f32, vector<4xf32>
// CHECK-NEXT: }
func.func @extract_strided(%a: vector<8x16xf32>, %b: vector<2x4xf32>, %c: vector<8x16xf32>) -> (vector<16xf32>, f32, vector<4xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [4], strides = [1]} : vector<8x16xf32> to vector<4x16xf32>
  %1 = vector.extract %0[1] : vector<16xf32> from vector<4x16xf32>
  %2 = vector.insert_strided_slice %b, %c {offsets = [2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<8x16xf32>
  %3 = vector.extract %2[3, 5] : f32 from vector<8x16xf32>
  %4 = vector.extract %2[1] : vector<16xf32> from vector<8x16xf32>
  %5 = vector.extract %4[3] : f32 from vector<16xf32>
  "test.use"(%5) : (f32) -> ()
  %6 = vector.insert_strided_slice %b, %c {offsets = [2, 0], strides = [1, 1]} : vector<2x4xf32> into vector<8x16xf32>
  %7 = vector.extract %6[3] : vector<16xf32> from vector<8x16xf32>
  %8 = vector.extract_strided_slice %7 {offsets = [0], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
  return %1, %3, %8 : vector<16xf32>, f32, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @extract_from_elements(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> (f32, vector<2xf32>) {
// CHECK-NEXT: %0 = vector.from_elements %arg2, %arg3 : vector<2xf32>
// CHECK-NEXT: return %arg2, %0 : f32, vector<2xf32>
// CHECK-NEXT: }
func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, vector<2xf32>) {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %1 = vector.extract %0[1, 0] : f32 from vector<2x2xf32>
  %2 = vector.extract %0[1] : vector<2xf32> from vector<2x2xf32>
  return %1, %2 : f32, vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @extract_create_mask(%arg0: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %0 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT: return %0, %cst, %cst : vector<4xi1>, vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }
func.func @extract_create_mask(%i: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %0 = vector.create_mask %c2, %i : vector<3x4xi1>
  %1 = vector.extract %0[1] : vector<4xi1> from vector<3x4xi1>
  %2 = vector.extract %0[2] : vector<4xi1> from vector<3x4xi1>
  %3 = vector.create_mask %c0, %i : vector<3x4xi1>
  %4 = vector.extract %3[0] : vector<4xi1> from vector<3x4xi1>
  return %1, %2, %4 : vector<4xi1>, vector<4xi1>, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @extract_shape_cast_to_shape_cast(%arg0: vector<2x4xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
func.func @extract_shape_cast_to_shape_cast(%a: vector<2x4xf32>) -> vector<8xf32> {
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<1x8xf32>
  %1 = vector.extract %0[0] : vector<8xf32> from vector<1x8xf32>
  return %1 : vector<8xf32>
}

// -----

// CHECK-LABEL: func.func @insert_folds(%arg0: vector<4xf32>, %arg1: vector<1x4xf32>, %arg2: f32, %arg3: vector<2x4xf32>) -> (vector<4xf32>, vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[0.000000e+00, 0.000000e+00, 3.000000e+00, 0.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.insert %arg2, %arg3 [1, 2] : f32 into vector<2x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg2 : f32 to vector<2x4xf32>
// CHECK-NEXT: "test.use"(%arg1, %2) : (vector<1x4xf32>, vector<2x4xf32>) -> ()
// CHECK-NEXT: return %arg0, %0, %1, %cst : vector<4xf32>, vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT: }
func.func @insert_folds(%a: vector<4xf32>, %b: vector<1x4xf32>, %f: f32, %d: vector<2x4xf32>) -> (vector<4xf32>, vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.insert %b, %b [] : vector<1x4xf32> into vector<1x4xf32>
  %1 = vector.insert %a, %b [0] : vector<4xf32> into vector<1x4xf32>
  %c1 = arith.constant 1 : index
  %2 = vector.insert %f, %d [%c1, 2] : f32 into vector<2x4xf32>
  %3 = vector.insert %f, %2 [1, 2] : f32 into vector<2x4xf32>
  %s = vector.broadcast %f : f32 to vector<4xf32>
  %ss = vector.broadcast %f : f32 to vector<2x4xf32>
  %4 = vector.insert %s, %ss [1] : vector<4xf32> into vector<2x4xf32>
  "test.use"(%0, %4) : (vector<1x4xf32>, vector<2x4xf32>) -> ()
  %cst = arith.constant dense<0.0> : vector<4xf32>
  %c3 = arith.constant 3.0 : f32
  %5 = vector.insert %c3, %cst [2] : f32 into vector<4xf32>
  return %a, %1, %3, %5 : vector<4xf32>, vector<1x4xf32>, vector<2x4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @insert_chain(%arg0: f32, %arg1: f32, %arg2: vector<2xf32>) -> (vector<2xf32>, vector<2x2xf32>) {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT: %1:2 = vector.to_elements %arg2 : vector<2xf32>
// CHECK-NEXT: %2 = vector.from_elements %1#0, %1#1, %arg0, %arg1 : vector<2x2xf32>
// CHECK-NEXT: return %0, %2 : vector<2xf32>, vector<2x2xf32>
// CHECK-NEXT: }
func.func @insert_chain(%a: f32, %b: f32, %v: vector<2xf32>) -> (vector<2xf32>, vector<2x2xf32>) {
  %0 = vector.insert %a, %v [0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0 [1] : f32 into vector<2xf32>
  %d = arith.constant dense<0.0> : vector<2x2xf32>
  %2 = vector.insert %v, %d [0] : vector<2xf32> into vector<2x2xf32>
  %3 = vector.insert %1, %2 [1] : vector<2xf32> into vector<2x2xf32>
  return %1, %3 : vector<2xf32>, vector<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @slices(%arg0: vector<8x16xf32>, %arg1: vector<2x4xf32>, %arg2: f32) -> (vector<8x16xf32>, vector<2x4xf32>, vector<2x16xf32>, vector<8x16xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg2 : f32 to vector<2x16xf32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [1, 0], sizes = [2, 16], strides = [1, 1]} : vector<8x16xf32> to vector<2x16xf32>
// CHECK-NEXT: "test.use"(%0) : (vector<2x16xf32>) -> ()
// CHECK-NEXT: return %arg0, %arg1, %1, %arg0 : vector<8x16xf32>, vector<2x4xf32>, vector<2x16xf32>, vector<8x16xf32>
// CHECK-NEXT: }
func.func @slices(%a: vector<8x16xf32>, %b: vector<2x4xf32>, %f: f32) -> (vector<8x16xf32>, vector<2x4xf32>, vector<2x16xf32>, vector<8x16xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [0, 0], sizes = [8, 16], strides = [1, 1]} : vector<8x16xf32> to vector<8x16xf32>
  %1 = vector.insert_strided_slice %b, %a {offsets = [2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<8x16xf32>
  %2 = vector.extract_strided_slice %1 {offsets = [2, 4], sizes = [2, 4], strides = [1, 1]} : vector<8x16xf32> to vector<2x4xf32>
  %s = vector.broadcast %f : f32 to vector<8x16xf32>
  %3 = vector.extract_strided_slice %s {offsets = [1], sizes = [2], strides = [1]} : vector<8x16xf32> to vector<2x16xf32>
  %4 = vector.extract_strided_slice %a {offsets = [1, 0], sizes = [2, 16], strides = [1, 1]} : vector<8x16xf32> to vector<2x16xf32>
  %5 = vector.insert_strided_slice %4, %a {offsets = [1, 0], strides = [1, 1]} : vector<2x16xf32> into vector<8x16xf32>
  "test.use"(%3) : (vector<2x16xf32>) -> ()
  return %0, %2, %4, %5 : vector<8x16xf32>, vector<2x4xf32>, vector<2x16xf32>, vector<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @slice_consts() -> (vector<2x2xi32>, vector<2xf32>, vector<2x3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}5, 6], [8, 9]]> : vector<2x2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.500000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}0, 0, 0], [0, 7, 8]]> : vector<2x3xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<2x2xi32>, vector<2xf32>, vector<2x3xi32>
// CHECK-NEXT: }
func.func @slice_consts() -> (vector<2x2xi32>, vector<2xf32>, vector<2x3xi32>) {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi32>
  %0 = vector.extract_strided_slice %c {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi32> to vector<2x2xi32>
  %s = arith.constant dense<1.5> : vector<8xf32>
  %1 = vector.extract_strided_slice %s {offsets = [3], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  %d = arith.constant dense<0> : vector<2x3xi32>
  %i = arith.constant dense<[7, 8]> : vector<2xi32>
  %2 = vector.insert_strided_slice %i, %d {offsets = [1, 1], strides = [1]} : vector<2xi32> into vector<2x3xi32>
  return %0, %1, %2 : vector<2x2xi32>, vector<2xf32>, vector<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @slice_masks(%arg0: index) -> (vector<2x2xi1>, vector<2x3xi1>, vector<4xi1>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x1xi1>
// CHECK-NEXT: %0 = vector.constant_mask [1, 2] : vector<2x2xi1>
// CHECK-NEXT: %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %2 = vector.create_mask %1, %arg0 : vector<2x3xi1>
// CHECK-NEXT: %3 = arith.subi %arg0, %c4 : index
// CHECK-NEXT: %4 = vector.create_mask %3 : vector<4xi1>
// CHECK-NEXT: "test.use"(%cst) : (vector<2x1xi1>) -> ()
// CHECK-NEXT: return %0, %2, %4 : vector<2x2xi1>, vector<2x3xi1>, vector<4xi1>
// CHECK-NEXT: }
func.func @slice_masks(%i: index) -> (vector<2x2xi1>, vector<2x3xi1>, vector<4xi1>) {
  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.extract_strided_slice %0 {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x3xi1> to vector<2x2xi1>
  %2 = vector.extract_strided_slice %0 {offsets = [0, 2], sizes = [2, 1], strides = [1, 1]} : vector<4x3xi1> to vector<2x1xi1>
  %3 = vector.create_mask %i, %i : vector<4x3xi1>
  %4 = vector.extract_strided_slice %3 {offsets = [1], sizes = [2], strides = [1]} : vector<4x3xi1> to vector<2x3xi1>
  %5 = vector.create_mask %i : vector<8xi1>
  %6 = vector.extract_strided_slice %5 {offsets = [4], sizes = [4], strides = [1]} : vector<8xi1> to vector<4xi1>
  "test.use"(%2) : (vector<2x1xi1>) -> ()
  return %1, %4, %6 : vector<2x2xi1>, vector<2x3xi1>, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @slice_broadcast(%arg0: vector<1x4xf32>, %arg1: vector<8xf32>) -> (vector<3x2xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<1x4xf32> to vector<1x2xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<1x2xf32> to vector<3x2xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg1 {offsets = [4], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
// CHECK-NEXT: %3 = vector.broadcast %2 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: return %1, %3 : vector<3x2xf32>, vector<2x4xf32>
// CHECK-NEXT: }
func.func @slice_broadcast(%a: vector<1x4xf32>, %b: vector<8xf32>) -> (vector<3x2xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %a : vector<1x4xf32> to vector<6x4xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 1], sizes = [3, 2], strides = [1, 1]} : vector<6x4xf32> to vector<3x2xf32>
  %2 = vector.broadcast %b : vector<8xf32> to vector<4x8xf32>
  %3 = vector.extract_strided_slice %2 {offsets = [0, 4], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return %1, %3 : vector<3x2xf32>, vector<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @contiguous_slice(%arg0: vector<8x1x1x2x8xi8>) -> vector<1x1x1x1x8xi8> {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 0, 0, 0] : vector<8xi8> from vector<8x1x1x2x8xi8>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<8xi8> to vector<1x1x1x1x8xi8>
// CHECK-NEXT: return %1 : vector<1x1x1x1x8xi8>
// CHECK-NEXT: }
func.func @contiguous_slice(%a: vector<8x1x1x2x8xi8>) -> vector<1x1x1x1x8xi8> {
  %1 = vector.extract_strided_slice %a {offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 1, 1, 8], strides = [1, 1, 1, 1, 1]} : vector<8x1x1x2x8xi8> to vector<1x1x1x1x8xi8>
  return %1 : vector<1x1x1x1x8xi8>
}

// -----

// CHECK-LABEL: func.func @masks(%arg0: index) -> (vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<[8]xi1>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<[8]xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: return %0, %cst_1, %cst_0, %cst, %cst_1, %cst_0 : vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<[8]xi1>, vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }
func.func @masks(%i: index) -> (vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<[8]xi1>, vector<4xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %cm1 = arith.constant -1 : index
  %0 = vector.create_mask %c3, %c2 : vector<4x3xi1>
  %1 = vector.create_mask %c9 : vector<4xi1>
  %2 = vector.create_mask %cm1 : vector<4xi1>
  %3 = vector.create_mask %cm1 : vector<[8]xi1>
  %4 = vector.constant_mask [4] : vector<4xi1>
  %5 = vector.constant_mask [0] : vector<4xi1>
  return %0, %1, %2, %3, %4, %5 : vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<[8]xi1>, vector<4xi1>, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @masked_memory(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg2, %arg0[%arg1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg2, %arg0[%arg1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.load %arg0[%arg1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: return %0, %arg2, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// Loads and stores made by patterns carry `nontemporal = false`, as upstream's builders set it.
// GENERIC-LABEL: sym_name = "masked_memory"
// GENERIC: "vector.load"(%arg0, %arg1) <{nontemporal = false}>
// GENERIC: "vector.store"(%arg2, %arg0, %arg1) <{nontemporal = false}>
// GENERIC: "vector.load"(%arg0, %arg1) <{nontemporal = false}>
// GENERIC: "vector.store"(%arg2, %arg0, %arg1) <{nontemporal = false}>
// GENERIC: "vector.load"(%arg0, %arg1) <{nontemporal = false}>
func.func @masked_memory(%m: memref<?xf32>, %i: index, %v: vector<4xf32>, %idx: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %0 = vector.maskedload %m[%i], %t, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %f, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %t, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.gather %m[%i] [%idx], %f, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i] [%idx], %f, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %3 = vector.expandload %m[%i], %t, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %t, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i], %f, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %ct = arith.constant dense<true> : vector<4xi1>
  %4 = vector.maskedload %m[%i], %ct, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0, %1, %3, %4 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @contiguous_gather(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.maskedload %arg0[%arg1], %arg3, %arg2 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %arg3, %0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @contiguous_gather(%m: memref<?xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) -> vector<4xf32> {
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  %0 = vector.gather %m[%i] [%idx], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.step : vector<4xindex>
  vector.scatter %m[%i] [%s], %k, %0 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @memref_cast(%arg0: memref<4xf32>, %arg1: index, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1] : memref<4xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %0, %arg0[%arg1] : memref<4xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// A load or store folded in place keeps its properties as they were (here: none).
// GENERIC-LABEL: sym_name = "memref_cast"
// GENERIC: "vector.load"(%arg0, %arg1) : (memref<4xf32>, index) -> vector<4xf32>
// GENERIC: "vector.store"(%0, %arg0, %arg1) : (vector<4xf32>, memref<4xf32>, index) -> ()
func.func @memref_cast(%m: memref<4xf32>, %i: index, %v: vector<4xf32>) -> vector<4xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = vector.load %c[%i] : memref<?xf32>, vector<4xf32>
  vector.store %0, %c[%i] : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @reductions(%arg0: vector<1xf32>, %arg1: vector<f32>, %arg2: f32, %arg3: vector<4x1xf32>, %arg4: vector<4xf32>, %arg5: vector<1x1xi32>, %arg6: i32) -> (f32, f32, f32, vector<4xf32>, i32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %arg2 fastmath<fast> : f32
// CHECK-NEXT: %3 = vector.extract %arg1[] : f32 from vector<f32>
// CHECK-NEXT: %4 = arith.maxnumf %3, %arg2 : f32
// CHECK-NEXT: %5 = vector.shape_cast %arg3 : vector<4x1xf32> to vector<4xf32>
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : vector<4xf32>
// CHECK-NEXT: %7 = vector.extract %arg5[0, 0] : i32 from vector<1x1xi32>
// CHECK-NEXT: %8 = arith.xori %arg6, %7 : i32
// CHECK-NEXT: return %0, %2, %4, %6, %8, %arg4 : f32, f32, f32, vector<4xf32>, i32, vector<4xf32>
// CHECK-NEXT: }
func.func @reductions(%a: vector<1xf32>, %b: vector<f32>, %acc: f32, %c: vector<4x1xf32>, %d: vector<4xf32>, %e: vector<1x1xi32>, %n: i32) -> (f32, f32, f32, vector<4xf32>, i32, vector<4xf32>) {
  %0 = vector.reduction <add>, %a : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %a, %acc fastmath<fast> : vector<1xf32> into f32
  %2 = vector.reduction <maxnumf>, %b, %acc : vector<f32> into f32
  %3 = vector.multi_reduction <add>, %c, %d [1] : vector<4x1xf32> to vector<4xf32>
  %4 = vector.multi_reduction <xor>, %e, %n [0, 1] : vector<1x1xi32> to i32
  %5 = vector.multi_reduction <add>, %d, %d [] : vector<4xf32> to vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, vector<4xf32>, i32, vector<4xf32>
}

// -----

// CHECK-DAG: #map = affine_map<(d0) -> (d0)>
// CHECK-DAG: #map1 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @contract_add(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
#map = affine_map<(i) -> (i)>
#map1 = affine_map<(i) -> ()>
func.func @contract_add(%a: vector<4xf32>, %b: vector<4xf32>, %x: f32) -> (f32, f32) {
  %z = arith.constant 0.0 : f32
  %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"]} %a, %b, %z : vector<4xf32>, vector<4xf32> into f32
  %1 = arith.addf %0, %x : f32
  %2 = arith.addf %x, %0 : f32
  return %1, %2 : f32, f32
}

// -----

// CHECK-LABEL: func.func @step_compare() -> (vector<3xi1>, vector<3xi1>, vector<3xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ugt, %0, %cst_1 : vector<3xindex>
// CHECK-NEXT: return %cst, %cst_0, %1 : vector<3xi1>, vector<3xi1>, vector<3xi1>
// CHECK-NEXT: }
func.func @step_compare() -> (vector<3xi1>, vector<3xi1>, vector<3xi1>) {
  %c = arith.constant dense<7> : vector<3xindex>
  %s = vector.step : vector<3xindex>
  %0 = arith.cmpi ugt, %s, %c : vector<3xindex>
  %1 = arith.cmpi ult, %s, %c : vector<3xindex>
  %c1 = arith.constant dense<1> : vector<3xindex>
  %2 = arith.cmpi ugt, %s, %c1 : vector<3xindex>
  return %0, %1, %2 : vector<3xi1>, vector<3xi1>, vector<3xi1>
}

// -----

// CHECK-LABEL: func.func @from_elements(%arg0: f32, %arg1: vector<2x2xi8>) -> (vector<3xf32>, vector<2xi32>, vector<2xi8>, vector<2x2xi8>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<3xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[1] : vector<2xi8> from vector<2x2xi8>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: return %0, %cst, %1, %arg1, %2 : vector<3xf32>, vector<2xi32>, vector<2xi8>, vector<2x2xi8>, vector<4xf32>
// CHECK-NEXT: }
func.func @from_elements(%a: f32, %v: vector<2x2xi8>) -> (vector<3xf32>, vector<2xi32>, vector<2xi8>, vector<2x2xi8>, vector<4xf32>) {
  %0 = vector.from_elements %a, %a, %a : vector<3xf32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %1 = vector.from_elements %c1, %c2 : vector<2xi32>
  %e0 = vector.extract %v[1, 0] : i8 from vector<2x2xi8>
  %e1 = vector.extract %v[1, 1] : i8 from vector<2x2xi8>
  %2 = vector.from_elements %e0, %e1 : vector<2xi8>
  %t:4 = vector.to_elements %v : vector<2x2xi8>
  %3 = vector.from_elements %t#0, %t#1, %t#2, %t#3 : vector<2x2xi8>
  %b = vector.broadcast %a : f32 to vector<2xf32>
  %u:2 = vector.to_elements %b : vector<2xf32>
  %4 = vector.from_elements %u#0, %u#1, %u#1, %u#0 : vector<4xf32>
  return %0, %1, %2, %3, %4 : vector<3xf32>, vector<2xi32>, vector<2xi8>, vector<2x2xi8>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @to_elements_broadcast(%arg0: vector<2xf32>) -> (f32, f32, f32) {
// CHECK-NEXT: %0:2 = vector.to_elements %arg0 : vector<2xf32>
// CHECK-NEXT: return %0#0, %0#1, %0#1 : f32, f32, f32
// CHECK-NEXT: }
func.func @to_elements_broadcast(%v: vector<2xf32>) -> (f32, f32, f32) {
  %b = vector.broadcast %v : vector<2xf32> to vector<3x2xf32>
  %e:6 = vector.to_elements %b : vector<3x2xf32>
  return %e#0, %e#3, %e#5 : f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @shuffles(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<f32>) -> (vector<4xf32>, vector<4xf32>, vector<3xf32>, vector<8xf32>, vector<1xf32>, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[4, 1, 3]> : vector<3xi32>
// CHECK-NEXT: %0 = vector.broadcast %arg2 : f32 to vector<3xf32>
// CHECK-NEXT: %1 = vector.interleave %arg0, %arg1 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg3 : vector<f32> to vector<1xf32>
// CHECK-NEXT: return %arg0, %arg1, %0, %1, %2, %cst : vector<4xf32>, vector<4xf32>, vector<3xf32>, vector<8xf32>, vector<1xf32>, vector<3xi32>
// CHECK-NEXT: }
func.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>, %f: f32, %z: vector<f32>) -> (vector<4xf32>, vector<4xf32>, vector<3xf32>, vector<8xf32>, vector<1xf32>, vector<3xi32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
  %s = vector.broadcast %f : f32 to vector<4xf32>
  %2 = vector.shuffle %s, %s [0, 5, 7] : vector<4xf32>, vector<4xf32>
  %3 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %4 = vector.shuffle %z, %z [1] : vector<f32>, vector<f32>
  %c = arith.constant dense<[1, 2]> : vector<2xi32>
  %d = arith.constant dense<[3, 4]> : vector<2xi32>
  %5 = vector.shuffle %c, %d [3, 0, 2] : vector<2xi32>, vector<2xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<4xf32>, vector<3xf32>, vector<8xf32>, vector<1xf32>, vector<3xi32>
}

// -----

// CHECK-LABEL: func.func @insert_chain_full(%arg0: f32, %arg1: f32, %arg2: vector<2xf32>, %arg3: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0:2 = vector.to_elements %arg2 : vector<2xf32>
// CHECK-NEXT: %1 = vector.from_elements %arg0, %arg1, %0#0, %0#1 : vector<2x2xf32>
// CHECK-NEXT: return %1 : vector<2x2xf32>
// CHECK-NEXT: }
func.func @insert_chain_full(%a: f32, %b: f32, %c: vector<2xf32>, %d: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.insert %a, %d [0, 0] : f32 into vector<2x2xf32>
  %1 = vector.insert %b, %0 [0, 1] : f32 into vector<2x2xf32>
  %2 = vector.insert %c, %1 [1] : vector<2xf32> into vector<2x2xf32>
  return %2 : vector<2x2xf32>
}

// -----

// CHECK-DAG: #map = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @in_bounds(%arg0: memref<8x16xf32>, %arg1: memref<?x16xf32>, %arg2: f32, %arg3: index) -> (vector<4x8xf32>, vector<4xf32>, vector<4xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c14 = arith.constant 14 : index
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c4, %c0], %arg2 {in_bounds = [true, true]} : memref<8x16xf32>, vector<4x8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c14], %arg2 : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg1[%c0, %c4], %arg2 {in_bounds = [true]} : memref<?x16xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%c0, %c4], %arg2 {in_bounds = [true, true], permutation_map = #map} : memref<8x16xf32>, vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%c4, %c4] {in_bounds = [true]} : vector<4xf32>, memref<8x16xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<4x8xf32>, vector<4xf32>, vector<4xf32>, vector<2x4xf32>
// CHECK-NEXT: }
func.func @in_bounds(%m: memref<8x16xf32>, %d: memref<?x16xf32>, %f: f32, %i: index) -> (vector<4x8xf32>, vector<4xf32>, vector<4xf32>, vector<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %0 = vector.transfer_read %m[%c4, %c0], %f : memref<8x16xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %m[%c0, %c14], %f : memref<8x16xf32>, vector<4xf32>
  %2 = vector.transfer_read %d[%c0, %c4], %f : memref<?x16xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%c0, %c4], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x16xf32>, vector<2x4xf32>
  vector.transfer_write %1, %m[%c4, %c4] : vector<4xf32>, memref<8x16xf32>
  return %0, %1, %2, %3 : vector<4x8xf32>, vector<4xf32>, vector<4xf32>, vector<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @full_mask(%arg0: memref<?xf32>, %arg1: f32, %arg2: index, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2], %arg1 : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg2] : vector<4xf32>, memref<?xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @full_mask(%m: memref<?xf32>, %f: f32, %i: index, %v: vector<4xf32>) -> vector<4xf32> {
  %k = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.transfer_read %m[%i], %f, %k : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i], %k : vector<4xf32>, memref<?xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @raw(%arg0: tensor<4x4xf32>, %arg1: vector<1x4xf32>, %arg2: f32) -> vector<1x4xf32> {
// CHECK-NEXT: return %arg1 : vector<1x4xf32>
// CHECK-NEXT: }
func.func @raw(%t: tensor<4x4xf32>, %v: vector<1x4xf32>, %f: f32) -> vector<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = vector.transfer_write %v, %t[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %r = vector.transfer_read %w[%c1, %c0], %f {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  return %r : vector<1x4xf32>
}

// -----

// CHECK-LABEL: func.func @war(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @war(%t: tensor<?x?xf32>, %f: f32, %i: index) -> tensor<?x?xf32> {
  %r = vector.transfer_read %t[%i, %i], %f : tensor<?x?xf32>, vector<4xf32>
  %w = vector.transfer_write %r, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @read_init_write(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: f32) -> tensor<4x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @read_init_write(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>, %f: f32) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_read %t[%c0, %c0], %f {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
  %w = vector.transfer_write %r, %u[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @read_after_write_broadcast(%arg0: tensor<4x4x4xf32>, %arg1: vector<4x1xf32>, %arg2: f32) -> vector<1x100x4x5xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<4x1xf32> to vector<100x5x4x1xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [3, 0, 2, 1] : vector<100x5x4x1xf32> to vector<1x100x4x5xf32>
// CHECK-NEXT: return %1 : vector<1x100x4x5xf32>
// CHECK-NEXT: }
func.func @read_after_write_broadcast(%t: tensor<4x4x4xf32>, %v: vector<4x1xf32>, %f: f32) -> vector<1x100x4x5xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<4x1xf32>, tensor<4x4x4xf32>
  %r = vector.transfer_read %w[%c0, %c0, %c0], %f {in_bounds = [true, true, true, true], permutation_map = affine_map<(d0, d1, d2) -> (d1, 0, d2, 0)>} : tensor<4x4x4xf32>, vector<1x100x4x5xf32>
  return %r : vector<1x100x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @waw(%arg0: tensor<4x4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<1x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg1, %arg0[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: %1 = vector.transfer_write %arg2, %0[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: return %1 : tensor<4x4xf32>
// CHECK-NEXT: }
func.func @waw(%t: tensor<4x4xf32>, %v0: vector<1x4xf32>, %v1: vector<1x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %w0 = vector.transfer_write %v0, %t[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %w1 = vector.transfer_write %v0, %w0[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %w2 = vector.transfer_write %v1, %w1[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  return %w2 : tensor<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_cast(%arg0: tensor<4x4xf32>, %arg1: f32, %arg2: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg1 : tensor<4x4xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @tensor_cast(%t: tensor<4x4xf32>, %f: f32, %i: index) -> vector<4xf32> {
  %c = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %0 = vector.transfer_read %c[%i, %i], %f : tensor<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @raw_disjoint(%arg0: tensor<4x4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> vector<4xf32> {
// CHECK-NEXT: return %arg1 : vector<4xf32>
// CHECK-NEXT: }
func.func @raw_disjoint(%t: tensor<4x4xf32>, %v: vector<4xf32>, %f: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>
  %w2 = vector.transfer_write %v, %w[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>
  %r = vector.transfer_read %w2[%c0, %c0], %f {in_bounds = [true]} : tensor<4x4xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// A masked reduction of one element (or over unit dims) replaces its vector.mask: the mask's
// element selects between the combined value and, as upstream chooses, the accumulator of
// vector.reduction or the source element of vector.multi_reduction.
// CHECK-LABEL: func.func @masked_single(
// CHECK-NEXT: %[[M:.*]] = vector.extract %arg2[0] : i1 from vector<1xi1>
// CHECK-NEXT: %[[E:.*]] = vector.extract %arg0[0] : i64 from vector<1xi64>
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[E]], %arg1 : i64
// CHECK-NEXT: %[[S:.*]] = arith.select %[[M]], %[[R]], %arg1 : i64
// CHECK-NEXT: return %[[S]] : i64
// CHECK-LABEL: func.func @masked_unit_dims(
// CHECK-NEXT: %[[M:.*]] = vector.shape_cast %arg2 : vector<2x1xi1> to vector<2xi1>
// CHECK-NEXT: %[[C:.*]] = vector.shape_cast %arg0 : vector<2x1xf32> to vector<2xf32>
// CHECK-NEXT: %[[A:.*]] = arith.addf %arg1, %[[C]] : vector<2xf32>
// CHECK-NEXT: %[[S:.*]] = arith.select %[[M]], %[[A]], %[[C]] : vector<2xi1>, vector<2xf32>
// CHECK-NEXT: return %[[S]] : vector<2xf32>
// CHECK-LABEL: func.func @masked_all_dims(
// CHECK-NEXT: %[[M:.*]] = vector.extract %arg2[0, 0] : i1 from vector<1x1xi1>
// CHECK-NEXT: %[[E:.*]] = vector.extract %arg0[0, 0] : f32 from vector<1x1xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %arg1, %[[E]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[M]], %[[P]], %[[E]] : f32
// CHECK-NEXT: return %[[S]] : f32
func.func @masked_single(%v: vector<1xi64>, %acc: i64, %m: vector<1xi1>) -> i64 {
  %0 = vector.mask %m { vector.reduction <minsi>, %v, %acc : vector<1xi64> into i64 } : vector<1xi1> -> i64
  return %0 : i64
}
func.func @masked_unit_dims(%v: vector<2x1xf32>, %acc: vector<2xf32>, %m: vector<2x1xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x1xf32> to vector<2xf32> } : vector<2x1xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @masked_all_dims(%v: vector<1x1xf32>, %acc: f32, %m: vector<1x1xi1>) -> f32 {
  %0 = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [0, 1] : vector<1x1xf32> to f32 } : vector<1x1xi1> -> f32
  return %0 : f32
}

// -----

// A transfer_write into a cast that forgets sizes writes into the cast's source.
// CHECK-LABEL: func.func @transfer_write_into_cast(
// CHECK-NEXT: %[[W:.*]] = vector.transfer_write %arg0, %arg1[%arg2] : vector<4xf32>, tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[W]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[C]]
func.func @transfer_write_into_cast(%v: vector<4xf32>, %b: tensor<4xf32>, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %r = vector.transfer_write %v, %c[%i] : vector<4xf32>, tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Poison folds through shape_cast, transpose and shuffle; a shuffle of one poison operand reads
// the other's first element where the poison would be.
// CHECK-LABEL: func.func @poison_shapes(
// CHECK-DAG: %[[A:.+]] = ub.poison : vector<20x2xf32>
// CHECK-DAG: %[[B:.+]] = ub.poison : vector<4x6xi8>
// CHECK-DAG: %[[C:.+]] = ub.poison : vector<4xi32>
// CHECK-DAG: %[[D:.+]] = arith.constant dense<[11, 12, 11, 11]> : vector<4xi32>
// CHECK-DAG: %[[E:.+]] = arith.constant dense<[11, 11, 13, 12]> : vector<4xi32>
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @poison_shapes() -> (vector<20x2xf32>, vector<4x6xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %p = ub.poison : vector<5x4x2xf32>
  %0 = vector.shape_cast %p : vector<5x4x2xf32> to vector<20x2xf32>
  %q = ub.poison : vector<6x4xi8>
  %1 = vector.transpose %q, [1, 0] : vector<6x4xi8> to vector<4x6xi8>
  %r = ub.poison : vector<3xi32>
  %c = arith.constant dense<[11, 12, 13]> : vector<3xi32>
  %2 = vector.shuffle %r, %r [3, 1, 5, 4] : vector<3xi32>, vector<3xi32>
  %3 = vector.shuffle %c, %r [3, 1, 5, 4] : vector<3xi32>, vector<3xi32>
  %4 = vector.shuffle %r, %c [3, 1, 5, 4] : vector<3xi32>, vector<3xi32>
  return %0, %1, %2, %3, %4 : vector<20x2xf32>, vector<4x6xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// -----

// A write covering all of its tensor, sliced and inserted, writes into the slice of the
// destination instead (in_bounds recomputed); a write of part of the tensor is left alone.
// CHECK-LABEL: func.func @swap_slice_of_write(
// CHECK: %[[S:.+]] = tensor.extract_slice %arg2[%arg3, 8] [%arg4, 4] [1, 1] : tensor<32x32xf32> to tensor<?x4xf32>
// CHECK: %[[W:.+]] = vector.transfer_write %arg0, %[[S]][%c0, %c0] {in_bounds = [false, true]} : vector<2x4xf32>, tensor<?x4xf32>
// CHECK: tensor.insert_slice %[[W]] into %arg2[%arg3, 8] [%arg4, 4] [1, 1] : tensor<?x4xf32> into tensor<32x32xf32>
// CHECK-LABEL: func.func @keep_partial_write(
// CHECK: vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<4x4xf32>
func.func @swap_slice_of_write(%v: vector<2x4xf32>, %t: tensor<2x4xf32>, %dest: tensor<32x32xf32>, %i: index, %n: index) -> tensor<32x32xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<2x4xf32>
  %s = tensor.extract_slice %w[0, 0] [%n, 4] [1, 1] : tensor<2x4xf32> to tensor<?x4xf32>
  %r = tensor.insert_slice %s into %dest[%i, 8] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}
func.func @keep_partial_write(%v: vector<2x4xf32>, %t: tensor<4x4xf32>, %dest: tensor<32x32xf32>, %i: index, %n: index) -> tensor<32x32xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<4x4xf32>
  %s = tensor.extract_slice %w[0, 0] [%n, 4] [1, 1] : tensor<4x4xf32> to tensor<?x4xf32>
  %r = tensor.insert_slice %s into %dest[%i, 8] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}
