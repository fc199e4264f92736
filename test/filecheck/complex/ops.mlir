// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every complex op, with and without fastmath.

// CHECK-LABEL: func.func @ops(
// GENERIC: "complex.abs"(%arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC: "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> : () -> complex<f32>
// GENERIC: "complex.powi"(%arg1, %arg3) : (complex<f32>, i64) -> complex<f32>
func.func @ops(%f: f32, %a: complex<f32>, %b: complex<f32>, %i: i64, %d: complex<f64>) {
  // CHECK: %0 = complex.abs %arg1 : complex<f32>
  %0 = complex.abs %a : complex<f32>
  // CHECK: %1 = complex.add %arg1, %arg2 : complex<f32>
  %1 = complex.add %a, %b : complex<f32>
  // CHECK: %2 = complex.atan2 %arg1, %arg2 fastmath<fast> : complex<f32>
  %2 = complex.atan2 %a, %b fastmath<nnan,fast> : complex<f32>
  // CHECK: %3 = complex.bitcast %arg1 : complex<f32> to i64
  %3 = complex.bitcast %a : complex<f32> to i64
  // CHECK: %4 = complex.bitcast %arg3 : i64 to complex<f32>
  %4 = complex.bitcast %i : i64 to complex<f32>
  // CHECK: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
  %5 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  // CHECK: %5 = complex.cos %arg1 : complex<f32>
  %6 = complex.cos %a : complex<f32>
  // CHECK: %6 = complex.create %arg0, %arg0 : complex<f32>
  %7 = complex.create %f, %f : complex<f32>
  // CHECK: %7 = complex.div %arg1, %arg2 : complex<f32>
  %8 = complex.div %a, %b : complex<f32>
  // CHECK: %8 = complex.eq %arg1, %arg2 : complex<f32>
  %9 = complex.eq %a, %b : complex<f32>
  // CHECK: %9 = complex.exp %arg1 : complex<f32>
  %10 = complex.exp %a : complex<f32>
  // CHECK: %10 = complex.expm1 %arg1 : complex<f32>
  %11 = complex.expm1 %a : complex<f32>
  // CHECK: %11 = complex.im %arg1 : complex<f32>
  %12 = complex.im %a : complex<f32>
  // CHECK: %12 = complex.log %arg1 : complex<f32>
  %13 = complex.log %a : complex<f32>
  // CHECK: %13 = complex.log1p %arg1 : complex<f32>
  %14 = complex.log1p %a : complex<f32>
  // CHECK: %14 = complex.mul %arg1, %arg2 : complex<f32>
  %15 = complex.mul %a, %b : complex<f32>
  // CHECK: %15 = complex.neg %arg1 : complex<f32>
  %16 = complex.neg %a : complex<f32>
  // CHECK: %16 = complex.neq %arg1, %arg2 : complex<f32>
  %17 = complex.neq %a, %b : complex<f32>
  // CHECK: %17 = complex.pow %arg1, %arg2 : complex<f32>
  %18 = complex.pow %a, %b : complex<f32>
  // CHECK: %18 = complex.re %arg1 : complex<f32>
  %19 = complex.re %a : complex<f32>
  // CHECK: %19 = complex.rsqrt %arg1 : complex<f32>
  %20 = complex.rsqrt %a : complex<f32>
  // CHECK: %20 = complex.sign %arg1 : complex<f32>
  %21 = complex.sign %a : complex<f32>
  // CHECK: %21 = complex.sin %arg1 : complex<f32>
  %22 = complex.sin %a : complex<f32>
  // CHECK: %22 = complex.sqrt %arg1 : complex<f32>
  %23 = complex.sqrt %a : complex<f32>
  // CHECK: %23 = complex.sub %arg1, %arg2 : complex<f32>
  %24 = complex.sub %a, %b : complex<f32>
  // CHECK: %24 = complex.tanh %arg1 : complex<f32>
  %25 = complex.tanh %a : complex<f32>
  // CHECK: %25 = complex.tan %arg1 : complex<f32>
  %26 = complex.tan %a : complex<f32>
  // CHECK: %26 = complex.conj %arg1 : complex<f32>
  %27 = complex.conj %a : complex<f32>
  // CHECK: %27 = complex.angle %arg1 : complex<f32>
  %28 = complex.angle %a : complex<f32>
  // CHECK: %cst_0 = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %29 = complex.constant [1 : i32, 2 : i32] : complex<i32>
  // CHECK: %28 = complex.powi %arg1, %arg3 : complex<f32>, i64
  %30 = complex.powi %a, %i : complex<f32>, i64
  // CHECK: %29 = complex.sqrt %arg1 fastmath<nnan,contract> : complex<f32>
  %31 = complex.sqrt %a fastmath<nnan,contract> : complex<f32>
  // CHECK: %30 = complex.powi %arg4, %arg3 fastmath<fast> : complex<f64>, i64
  %32 = complex.powi %d, %i fastmath<fast> : complex<f64>, i64
  return
}
