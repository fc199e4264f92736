// RUN: comco-opt %s | FileCheck %s
// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// PARITY: print

// A lone index stands for one index of every dimension, a lone value for every index; lists of
// one element print as the element.

// CHECK-LABEL: func.func @sparse
// CHECK-NEXT: arith.constant sparse<[{{\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
// CHECK-NEXT: arith.constant sparse<[{{\[}}0, 0, 0], [1, 1, 1]], [-5.000000e+00, -2.000000e+00]> : tensor<4x4x4xf16>
// CHECK-NEXT: arith.constant sparse<1, 2.500000e+00> : tensor<4xf32>
// CHECK-NEXT: arith.constant sparse<> : tensor<2x2xi32>
// CHECK-NEXT: arith.constant sparse<[{{\[}}0], [2]], 7> : tensor<3xi32>
// CHECK-NEXT: arith.constant sparse<0, 3> : tensor<3xi32>
// CHECK-NEXT: arith.constant sparse<[{{\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
func.func @sparse() -> (tensor<3x4xi32>, tensor<4x4x4xf16>, tensor<4xf32>, tensor<2x2xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3x4xi32>) {
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %1 = arith.constant sparse<[[0, 0, 0], [1, 1, 1]],  [-5.0, -2.0]> : tensor<4x4x4xf16>
  %2 = arith.constant sparse<[1], [2.5]> : tensor<4xf32>
  %3 = arith.constant sparse<> : tensor<2x2xi32>
  %4 = arith.constant sparse<[[0], [2]], 7> : tensor<3xi32>
  %5 = arith.constant sparse<0, 3> : tensor<3xi32>
  %6 = arith.constant sparse<[[0, 0], [1, 2]], "0x0100000005000000"> : tensor<3x4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3x4xi32>, tensor<4x4x4xf16>, tensor<4xf32>, tensor<2x2xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3x4xi32>
}

// Extracting at constant indices gives the listed value, or zero.
// CANON-LABEL: func.func @extract
// CANON-DAG: %[[FIVE:.*]] = arith.constant 5 : i32
// CANON-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CANON-DAG: %[[M2:.*]] = arith.constant -2.000000e+00 : f16
// CANON-DAG: %[[Z:.*]] = arith.constant 0.000000e+00 : f16
// CANON: %[[E:.*]] = tensor.extract %{{.*}}[%arg0, %{{.*}}] : tensor<3x4xi32>
// CANON: return %[[FIVE]], %[[ZERO]], %[[M2]], %[[Z]], %[[E]]
func.func @extract(%i: index) -> (i32, i32, f16, f16, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %a = tensor.extract %0[%c1, %c2] : tensor<3x4xi32>
  %b = tensor.extract %0[%c0, %c1] : tensor<3x4xi32>
  %1 = arith.constant sparse<[[0, 0, 0], [1, 1, 1]],  [-5.0, -2.0]> : tensor<4x4x4xf16>
  %c = tensor.extract %1[%c1, %c1, %c1] : tensor<4x4x4xf16>
  %d = tensor.extract %1[%c2, %c1, %c1] : tensor<4x4x4xf16>
  %e = tensor.extract %0[%i, %c2] : tensor<3x4xi32>
  return %a, %b, %c, %d, %e : i32, i32, f16, f16, i32
}

// Complex values: pairs, or a splat pair. Extracting a listed pair folds to complex.constant.
// CHECK-LABEL: func.func @complex
// CHECK-NEXT: arith.constant sparse<[{{\[}}0], [2]], [(1.000000e+00,2.000000e+00), (3.500000e+00,-1.000000e+00)]> : tensor<4xcomplex<f32>>
// CHECK-NEXT: arith.constant sparse<1, (7,8)> : tensor<3xcomplex<i32>>
// CHECK-NEXT: arith.constant sparse<[{{\[}}0], [1]], (1.000000e+00,2.000000e+00)> : tensor<4xcomplex<f32>>
// CANON-LABEL: func.func @complex
// CANON-DAG: %[[A:.*]] = complex.constant [3.500000e+00 : f32, -1.000000e+00 : f32] : complex<f32>
// CANON-DAG: %[[B:.*]] = complex.constant [7 : i32, 8 : i32] : complex<i32>
// CANON: return %[[A]], %[[B]], %{{.*}} : complex<f32>, complex<i32>, tensor<4xcomplex<f32>>
func.func @complex() -> (complex<f32>, complex<i32>, tensor<4xcomplex<f32>>) {
  %s = arith.constant sparse<[[0], [2]], [(1.0, 2.0), (3.5, -1.0)]> : tensor<4xcomplex<f32>>
  %t = arith.constant sparse<[[1]], [(7, 8)]> : tensor<3xcomplex<i32>>
  %u = arith.constant sparse<[[0], [1]], [(1.0, 2.0), (1.0, 2.0)]> : tensor<4xcomplex<f32>>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = tensor.extract %s[%c2] : tensor<4xcomplex<f32>>
  %b = tensor.extract %t[%c1] : tensor<3xcomplex<i32>>
  return %a, %b, %u : complex<f32>, complex<i32>, tensor<4xcomplex<f32>>
}
