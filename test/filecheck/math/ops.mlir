// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every math op, on scalars, vectors and tensors, with and without fastmath.

// CHECK-LABEL: func.func @float_unary(
func.func @float_unary(%x: f32, %v: vector<4xf64>, %t: tensor<?xbf16>) {
  // CHECK: math.absf %arg0 : f32
  %0 = math.absf %x : f32
  // CHECK: math.acos %arg1 : vector<4xf64>
  %1 = math.acos %v : vector<4xf64>
  // CHECK: math.acosh %arg0 fastmath<fast> : f32
  %2 = math.acosh %x fastmath<fast> : f32
  // CHECK: math.asin %arg2 : tensor<?xbf16>
  %3 = math.asin %t : tensor<?xbf16>
  // CHECK: math.asinh %arg0 : f32
  %4 = math.asinh %x : f32
  // CHECK: math.atan %arg0 fastmath<nnan,ninf> : f32
  %5 = math.atan %x fastmath<nnan, ninf> : f32
  // CHECK: math.atanh %arg1 : vector<4xf64>
  %6 = math.atanh %v : vector<4xf64>
  // CHECK: math.cbrt %arg0 : f32
  %7 = math.cbrt %x : f32
  // CHECK: math.ceil %arg2 : tensor<?xbf16>
  %8 = math.ceil %t : tensor<?xbf16>
  // CHECK: math.cos %arg0 : f32
  %9 = math.cos %x : f32
  // CHECK: math.cosh %arg0 : f32
  %10 = math.cosh %x : f32
  // CHECK: math.erf %arg0 : f32
  %11 = math.erf %x : f32
  // CHECK: math.erfc %arg1 fastmath<afn> : vector<4xf64>
  %12 = math.erfc %v fastmath<afn> : vector<4xf64>
  // CHECK: math.exp %arg0 : f32
  %13 = math.exp %x : f32
  // CHECK: math.exp2 %arg0 : f32
  %14 = math.exp2 %x : f32
  // CHECK: math.expm1 %arg0 : f32
  %15 = math.expm1 %x : f32
  // CHECK: math.floor %arg0 : f32
  %16 = math.floor %x : f32
  // CHECK: math.log %arg0 : f32
  %17 = math.log %x : f32
  // CHECK: math.log10 %arg0 : f32
  %18 = math.log10 %x : f32
  // CHECK: math.log1p %arg0 : f32
  %19 = math.log1p %x : f32
  // CHECK: math.log2 %arg0 : f32
  %20 = math.log2 %x : f32
  // CHECK: math.round %arg0 : f32
  %21 = math.round %x : f32
  // CHECK: math.roundeven %arg0 : f32
  %22 = math.roundeven %x : f32
  // CHECK: math.rsqrt %arg0 : f32
  %23 = math.rsqrt %x : f32
  // CHECK: math.sin %arg0 : f32
  %24 = math.sin %x : f32
  // CHECK: math.sinh %arg0 : f32
  %25 = math.sinh %x : f32
  // CHECK: math.sqrt %arg0 fastmath<fast> : f32
  %26 = math.sqrt %x fastmath<fast> : f32
  // CHECK: math.tan %arg0 : f32
  %27 = math.tan %x : f32
  // CHECK: math.tanh %arg0 : f32
  %28 = math.tanh %x : f32
  // CHECK: math.trunc %arg0 : f32
  %29 = math.trunc %x : f32
  return
}
// GENERIC: "math.absf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "math.atan"(%{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32

// CHECK-LABEL: func.func @float_binary_ternary(
func.func @float_binary_ternary(%x: f32, %y: f32, %v: vector<2x3xf16>) {
  // CHECK: math.atan2 %arg0, %arg1 : f32
  %0 = math.atan2 %x, %y : f32
  // CHECK: math.copysign %arg2, %arg2 fastmath<nsz> : vector<2x3xf16>
  %1 = math.copysign %v, %v fastmath<nsz> : vector<2x3xf16>
  // CHECK: math.powf %arg0, %arg1 : f32
  %2 = math.powf %x, %y : f32
  // CHECK: math.fma %arg0, %arg1, %arg0 fastmath<contract> : f32
  %3 = math.fma %x, %y, %x fastmath<contract> : f32
  // CHECK: math.fma %arg2, %arg2, %arg2 : vector<2x3xf16>
  %4 = math.fma %v, %v, %v : vector<2x3xf16>
  // CHECK: math.clampf %arg0 to [%arg1, %arg1] : f32
  %5 = math.clampf %x to [%y, %y] : f32
  // CHECK: math.clampf %arg2 to [%arg2, %arg2] fastmath<fast> : vector<2x3xf16>
  %6 = math.clampf %v to [%v, %v] fastmath<fast> : vector<2x3xf16>
  // CHECK: %sin, %cos = math.sincos %arg0 : f32
  %7:2 = math.sincos %x : f32
  // CHECK: %sin_0, %cos_1 = math.sincos %arg2 fastmath<afn> : vector<2x3xf16>
  %8:2 = math.sincos %v fastmath<afn> : vector<2x3xf16>
  return
}
// GENERIC: "math.clampf"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (vector<2x3xf16>, vector<2x3xf16>, vector<2x3xf16>) -> vector<2x3xf16>
// GENERIC: "math.sincos"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)

// CHECK-LABEL: func.func @powi(
func.func @powi(%x: f32, %n: i32, %v: vector<4xf64>, %m: vector<4xi64>, %i: index) {
  // CHECK: math.fpowi %arg0, %arg1 : f32, i32
  %0 = math.fpowi %x, %n : f32, i32
  // CHECK: math.fpowi %arg2, %arg3 fastmath<fast> : vector<4xf64>, vector<4xi64>
  %1 = math.fpowi %v, %m fastmath<fast> : vector<4xf64>, vector<4xi64>
  // CHECK: math.ipowi %arg1, %arg1 : i32
  %2 = math.ipowi %n, %n : i32
  // CHECK: math.ipowi %arg4, %arg4 : index
  %3 = math.ipowi %i, %i : index
  return
}
// GENERIC: "math.fpowi"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC: "math.ipowi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32

// CHECK-LABEL: func.func @integer(
func.func @integer(%i: i32, %v: vector<4xi8>, %t: tensor<2x?xi64>) {
  // CHECK: math.absi %arg0 : i32
  %0 = math.absi %i : i32
  // CHECK: math.ctlz %arg1 : vector<4xi8>
  %1 = math.ctlz %v : vector<4xi8>
  // CHECK: math.cttz %arg2 : tensor<2x?xi64>
  %2 = math.cttz %t : tensor<2x?xi64>
  // CHECK: math.ctpop %arg0 : i32
  %3 = math.ctpop %i : i32
  return
}

// CHECK-LABEL: func.func @classification(
func.func @classification(%x: f32, %v: vector<4xf64>) -> (i1, vector<4xi1>, i1, i1) {
  // CHECK: math.isnan %arg0 : f32
  %0 = math.isnan %x : f32
  // CHECK: math.isinf %arg1 : vector<4xf64>
  %1 = math.isinf %v : vector<4xf64>
  // CHECK: math.isfinite %arg0 : f32
  %2 = math.isfinite %x : f32
  // CHECK: math.isnormal %arg0 {fastmath = #arith.fastmath<fast>} : f32
  %3 = "math.isnormal"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> i1
  return %0, %1, %2, %3 : i1, vector<4xi1>, i1, i1
}
// GENERIC: "math.isnan"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC: "math.isinf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xi1>
