// RUN: comco-opt %s -canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @libm_f32() -> (f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.64872122 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.693147182 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.41421354 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.47942555 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.87758255 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.520499885 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_1, %cst_4 : f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// Constant folds of math, checked against mlir-opt-22. Transcendental folds use the C library
// upstream (f32 and f64 only) and JS's Math here: the values below are ones where both agree.

func.func @libm_f32() -> (f32, f32, f32, f32, f32, f32, f32) {
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %0 = math.exp %half : f32
  %1 = math.log %two : f32
  %2 = math.sqrt %two : f32
  %3 = math.sin %half : f32
  %4 = math.cos %half : f32
  %5 = math.exp2 %half : f32
  %6 = math.erf %half : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @libm_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64) {
// CHECK-NEXT: %cst = arith.constant 1.0471975511965979 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.52359877559829893 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0.46364760900080609 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0.46211715726000974 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0.40546510810816438 : f64
// CHECK-NEXT: %cst_4 = arith.constant -0.3010299956639812 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0.64872127070012819 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0.47950012218695348 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f64, f64, f64, f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @libm_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64) {
  %half = arith.constant 0.5 : f64
  %0 = math.acos %half : f64
  %1 = math.asin %half : f64
  %2 = math.atan %half : f64
  %3 = math.tanh %half : f64
  %4 = math.log1p %half : f64
  %5 = math.log10 %half : f64
  %6 = math.expm1 %half : f64
  %7 = math.erfc %half : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @libm_no_fold() -> (f32, f32, f32, f64, f16) {
// CHECK-NEXT: %cst = arith.constant -0.69314718055994529 : f64
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: %0 = math.log %cst_0 : f32
// CHECK-NEXT: %1 = math.sqrt %cst_1 : f32
// CHECK-NEXT: %2 = math.log1p %cst_0 : f32
// CHECK-NEXT: %3 = math.exp %cst_2 : f16
// CHECK-NEXT: return %0, %1, %2, %cst, %3 : f32, f32, f32, f64, f16
// CHECK-NEXT: }
// log, log2, log10 and sqrt of a negative number (-0 included) do not fold; log1p folds unless
// x + 1 is negative. f16 has no libm function, so it does not fold either.
func.func @libm_no_fold() -> (f32, f32, f32, f64, f16) {
  %m = arith.constant -2.0 : f32
  %z = arith.constant -0.0 : f32
  %mh = arith.constant -0.5 : f64
  %h = arith.constant 2.0 : f16
  %0 = math.log %m : f32
  %1 = math.sqrt %z : f32
  %2 = math.log1p %m : f32
  %3 = math.log1p %mh : f64
  %4 = math.exp %h : f16
  return %0, %1, %2, %3, %4 : f32, f32, f32, f64, f16
}

// -----

// CHECK-LABEL: func.func @apfloat(%arg0: f32) -> (f16, f16, bf16, f16, f32, f32, f16) {
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : bf16
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %0 = math.ceil %arg0 : f32
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_1, %cst_3, %0, %cst : f16, f16, bf16, f16, f32, f32, f16
// CHECK-NEXT: }
// The APFloat folds apply to every float type.
func.func @apfloat(%x: f32) -> (f16, f16, bf16, f16, f32, f32, f16) {
  %a = arith.constant -2.5 : f16
  %b = arith.constant 3.5 : bf16
  %c = arith.constant 1.0 : f16
  %n = arith.constant 0x7FC00000 : f32
  %0 = math.absf %a : f16
  %1 = math.ceil %a : f16
  %2 = math.floor %b : bf16
  %3 = math.roundeven %a : f16
  %4 = math.absf %n : f32
  %5 = math.ceil %x : f32
  %6 = math.copysign %c, %a : f16
  return %0, %1, %2, %3, %4, %5, %6 : f16, f16, bf16, f16, f32, f32, f16
}

// -----

// CHECK-LABEL: func.func @round_trunc() -> (f32, f64, f32, f16) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 3.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = math.round %cst : f16
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %0 : f32, f64, f32, f16
// CHECK-NEXT: }
// round and trunc use libm upstream: f32 and f64 only.
func.func @round_trunc() -> (f32, f64, f32, f16) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 2.5 : f64
  %h = arith.constant 2.5 : f16
  %0 = math.round %a : f32
  %1 = math.round %b : f64
  %2 = math.trunc %a : f32
  %3 = math.round %h : f16
  return %0, %1, %2, %3 : f32, f64, f32, f16
}

// -----

// CHECK-LABEL: func.func @binary() -> (f32, f32, f32, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 2.553590e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.250000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.78539816339744828 : f64
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f64, f32
// CHECK-NEXT: }
func.func @binary() -> (f32, f32, f32, f64, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant -3.0 : f32
  %z = arith.constant 0.0 : f32
  %d = arith.constant 1.0 : f64
  %0 = math.atan2 %a, %b : f32
  %1 = math.atan2 %z, %z : f32
  %2 = math.powf %a, %b : f32
  %3 = math.atan2 %d, %d : f64
  %4 = math.copysign %a, %b : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f64, f32
}

// -----

// CHECK-LABEL: func.func @no_folders() -> (f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = math.fma %cst, %cst, %cst : f32
// CHECK-NEXT: %1 = math.fpowi %cst, %c3_i32 : f32, i32
// CHECK-NEXT: %2 = math.cbrt %cst : f32
// CHECK-NEXT: %3 = math.rsqrt %cst : f32
// CHECK-NEXT: %4 = math.clampf %cst to [%cst, %cst] : f32
// CHECK-NEXT: %sin, %cos = math.sincos %cst : f32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %sin, %cos : f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// fma, fpowi, cbrt, rsqrt, clampf and sincos have no folders upstream.
func.func @no_folders() -> (f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 2.0 : f32
  %n = arith.constant 3 : i32
  %0 = math.fma %a, %a, %a : f32
  %1 = math.fpowi %a, %n : f32, i32
  %2 = math.cbrt %a : f32
  %3 = math.rsqrt %a : f32
  %4 = math.clampf %a to [%a, %a] : f32
  %5:2 = math.sincos %a : f32
  return %0, %1, %2, %3, %4, %5#0, %5#1 : f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @integer() -> (i32, i32, i32, i32, i8, index, i16) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT: return %c2_i32, %c32_i32, %c1_i32, %c31_i32, %c-128_i8, %c8, %c3_i16 : i32, i32, i32, i32, i8, index, i16
// CHECK-NEXT: }
func.func @integer() -> (i32, i32, i32, i32, i8, index, i16) {
  %a = arith.constant -2 : i32
  %b = arith.constant 0 : i32
  %c = arith.constant -128 : i8
  %d = arith.constant 255 : index
  %e = arith.constant 4096 : i16
  %0 = math.absi %a : i32
  %1 = math.ctlz %b : i32
  %2 = math.cttz %a : i32
  %3 = math.ctpop %a : i32
  %4 = math.absi %c : i8
  %5 = math.ctpop %d : index
  %6 = math.ctlz %e : i16
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i8, index, i16
}

// -----

// CHECK-LABEL: func.func @ipowi() -> (i32, i32, i32, i32, i32, i8) {
// CHECK-NEXT: %c-9_i8 = arith.constant -9 : i8
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c27_i32 = arith.constant 27 : i32
// CHECK-NEXT: %0 = math.ipowi %c0_i32, %c-1_i32 : i32
// CHECK-NEXT: return %c27_i32, %c0_i32, %c-1_i32, %0, %c1_i32, %c-9_i8 : i32, i32, i32, i32, i32, i8
// CHECK-NEXT: }
func.func @ipowi() -> (i32, i32, i32, i32, i32, i8) {
  %three = arith.constant 3 : i32
  %m2 = arith.constant -2 : i32
  %m1 = arith.constant -1 : i32
  %zero = arith.constant 0 : i32
  %big = arith.constant 7 : i8
  %0 = math.ipowi %three, %three : i32
  %1 = math.ipowi %m2, %m2 : i32
  %2 = math.ipowi %m1, %m1 : i32
  %3 = math.ipowi %zero, %m1 : i32
  %4 = math.ipowi %three, %zero : i32
  %5 = math.ipowi %big, %big : i8
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i8
}

// -----

// CHECK-LABEL: func.func @classify() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[2.000000e+00, 0x7F800000]> : vector<2xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = math.isinf %cst : vector<2xf32>
// CHECK-NEXT: return %true, %false, %true, %false, %cst_0, %0 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
// CHECK-NEXT: }
// The classifications fold scalars and splats; a dense operand of distinct values stays.
func.func @classify() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %n = arith.constant 0x7FC00000 : f32
  %i = arith.constant 0xFF800000 : f64
  %s = arith.constant 1.0e-40 : f32
  %v = arith.constant dense<2.0> : vector<2xf32>
  %w = arith.constant dense<[2.0, 0x7F800000]> : vector<2xf32>
  %0 = math.isnan %n : f32
  %1 = math.isinf %i : f64
  %2 = math.isfinite %i : f64
  %3 = math.isnormal %s : f32
  %4 = math.isnormal %v : vector<2xf32>
  %5 = math.isinf %w : vector<2xf32>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
}

// -----

// CHECK-LABEL: func.func @elementwise() -> (vector<3xf32>, tensor<2xf64>, vector<2xf32>, vector<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[31, 23]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[4.000000e+00, -4.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00]> : vector<3xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[2.7182818284590451, 7.3890560989306504]> : tensor<2xf64>
// CHECK-NEXT: %0 = math.sqrt %cst_0 : vector<2xf32>
// CHECK-NEXT: return %cst_1, %cst_2, %0, %cst : vector<3xf32>, tensor<2xf64>, vector<2xf32>, vector<2xi32>
// CHECK-NEXT: }
// Vectors and tensors fold element-wise; one element that does not fold keeps the op.
func.func @elementwise() -> (vector<3xf32>, tensor<2xf64>, vector<2xf32>, vector<2xi32>) {
  %v = arith.constant dense<[0.0, 1.0, 4.0]> : vector<3xf32>
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %m = arith.constant dense<[4.0, -4.0]> : vector<2xf32>
  %i = arith.constant dense<[1, 256]> : vector<2xi32>
  %0 = math.sqrt %v : vector<3xf32>
  %1 = math.exp %t : tensor<2xf64>
  %2 = math.sqrt %m : vector<2xf32>
  %3 = math.ctlz %i : vector<2xi32>
  return %0, %1, %2, %3 : vector<3xf32>, tensor<2xf64>, vector<2xf32>, vector<2xi32>
}

// -----

// NaNs of invalid operations come out as x86-64 glibc (the host of mlir-opt-22) makes them.
func.func @libm_invalid() -> (f32, f32, f64, f32, f32) {
  %two = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %inf = arith.constant 0x7FF0000000000000 : f64
  %m2 = arith.constant -2.0 : f32
  %0 = math.asin %two : f32
  %1 = math.acosh %half : f32
  %2 = math.sin %inf : f64
  %3 = math.powf %m2, %half : f32
  %4 = math.log %m2 : f32
  return %0, %1, %2, %3, %4 : f32, f32, f64, f32, f32
}
// CHECK-LABEL: func.func @libm_invalid(
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT: %0 = math.log %cst : f32
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_1, %0 : f32, f32, f64, f32, f32
// CHECK-NEXT: }
