// RUN: comco-opt %s -canonicalize --split-input-file | FileCheck %s

// Folds and patterns of the complex dialect, checked against mlir-opt-22.

// CHECK-LABEL: func.func @inverse_pairs(
// CHECK-SAME: %[[A:.*]]: complex<f32>, %[[B:.*]]: complex<f32>)
// CHECK-NEXT: return %[[A]], %[[A]], %[[A]], %[[A]], %[[A]], %[[A]], %[[A]]
func.func @inverse_pairs(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %0 = complex.add %s, %b : complex<f32>
  %1 = complex.add %b, %s : complex<f32>
  %t = complex.add %a, %b : complex<f32>
  %2 = complex.sub %t, %b : complex<f32>
  %n = complex.neg %a : complex<f32>
  %3 = complex.neg %n : complex<f32>
  %e = complex.exp %a : complex<f32>
  %4 = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %5 = complex.exp %l : complex<f32>
  %c = complex.conj %a : complex<f32>
  %6 = complex.conj %c : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// -----

// CHECK-LABEL: func.func @identities(
// CHECK-SAME: %[[A:.*]]: complex<f64>)
// CHECK-DAG: %[[TWO:.*]] = complex.constant [2.000000e+00, 0.000000e+00] : complex<f64>
// CHECK-DAG: %[[M:.*]] = complex.mul %[[A]], %[[TWO]] : complex<f64>
// CHECK: return %[[A]], %[[A]], %[[A]], %[[A]], %[[M]]
func.func @identities(%a: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %zero = complex.constant [0.0, -0.0] : complex<f64>
  %one = complex.constant [1.0, 0.0] : complex<f64>
  %two = complex.constant [2.0, 0.0] : complex<f64>
  %0 = complex.add %a, %zero : complex<f64>
  %1 = complex.sub %a, %zero : complex<f64>
  %2 = complex.mul %a, %one : complex<f64>
  %3 = complex.div %a, %one : complex<f64>
  %4 = complex.mul %a, %two : complex<f64>
  return %0, %1, %2, %3, %4 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

// -----

// CHECK-LABEL: func.func @parts(
// CHECK-SAME: %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[Z:.*]]: complex<f32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1.500000e+00 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant -2.500000e+00 : f32
// CHECK-DAG: %[[NX:.*]] = arith.negf %[[X]] : f32
// CHECK-DAG: %[[NY:.*]] = arith.negf %[[Y]] : f32
// CHECK: return %[[C1]], %[[C2]], %[[X]], %[[Y]], %[[Z]], %[[NX]], %[[NY]]
func.func @parts(%x: f32, %y: f32, %z: complex<f32>) -> (f32, f32, f32, f32, complex<f32>, f32, f32) {
  %k = complex.constant [1.5 : f32, -2.5 : f32] : complex<f32>
  %0 = complex.re %k : complex<f32>
  %1 = complex.im %k : complex<f32>
  %c = complex.create %x, %y : complex<f32>
  %2 = complex.re %c : complex<f32>
  %3 = complex.im %c : complex<f32>
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %4 = complex.create %re, %im : complex<f32>
  %n = complex.neg %c : complex<f32>
  %5 = complex.re %n : complex<f32>
  %6 = complex.im %n : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, complex<f32>, f32, f32
}

// -----

// CHECK-LABEL: func.func @bitcasts(
// CHECK-SAME: %[[Z:.*]]: complex<f32>, %[[I:.*]]: i64, %[[F:.*]]: f64)
// CHECK-DAG: %[[A:.*]] = arith.bitcast %[[F]] : f64 to i64
// CHECK-DAG: %[[B:.*]] = complex.bitcast %[[F]] : f64 to complex<f32>
// CHECK-DAG: %[[C:.*]] = complex.bitcast %[[Z]] : complex<f32> to f64
// CHECK: return %[[Z]], %[[A]], %[[B]], %[[C]]
func.func @bitcasts(%z: complex<f32>, %i: i64, %f: f64) -> (complex<f32>, i64, complex<f32>, f64) {
  %0 = complex.bitcast %z : complex<f32> to complex<f32>
  %c = complex.bitcast %f : f64 to complex<f32>
  %1 = complex.bitcast %c : complex<f32> to i64
  %a = arith.bitcast %f : f64 to i64
  %2 = complex.bitcast %a : i64 to complex<f32>
  %b = complex.bitcast %z : complex<f32> to i64
  %3 = arith.bitcast %b : i64 to f64
  return %0, %1, %2, %3 : complex<f32>, i64, complex<f32>, f64
}

// -----

// A folded complex value becomes complex.constant (the dialect's materializer).
// CHECK-LABEL: func.func @materialize(
// CHECK-NEXT: %[[K:.*]] = complex.constant [3.000000e+00 : f32, 4.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: return %[[K]], %[[K]]
func.func @materialize() -> (complex<f32>, complex<f32>) {
  %0 = complex.constant [3.0 : f32, 4.0 : f32] : complex<f32>
  %1 = complex.constant [3.0 : f32, 4.0 : f32] : complex<f32>
  return %0, %1 : complex<f32>, complex<f32>
}
