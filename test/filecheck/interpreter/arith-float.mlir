// Float semantics: rounding to f32/f16/bf16 after every op (ties to even), NaN and signed zero
// in min/max, unordered comparisons, truncation, and math functions.
// RUN: comco run %s --function=narrow | FileCheck %s --check-prefix=NARROW
// RUN: comco run %s --function=minmax --input="f32=nan" --input="f32=-0.0" | FileCheck %s --check-prefix=MINMAX
// RUN: comco run %s --function=cmp --input="f64=nan" --input="f64=1.0" | FileCheck %s --check-prefix=CMP
// RUN: comco run %s --function=math --input="f32=0.5" | FileCheck %s --check-prefix=MATH
// RUN: comco run %s --function=f32sum --input="f32=16777216" | FileCheck %s --check-prefix=F32

// NARROW: f16=1
// NARROW-NEXT: f16=1.00195
// NARROW-NEXT: bf16=1
// NARROW-NEXT: bf16=256
// NARROW-NEXT: f16=INF
// NARROW-NEXT: f16=65504
func.func @narrow() -> (f16, f16, bf16, bf16, f16, f16) {
  %one = arith.constant 1.0 : f16
  // 2^-11 is half an ulp of 1.0 in f16: the tie rounds to even (1.0).
  %half = arith.constant 4.8828125e-04 : f16
  %a = arith.addf %one, %half : f16
  // 3 * 2^-11 is 1.5 ulps: rounds up to 1 + 2^-9.
  %three = arith.constant 1.46484375e-03 : f16
  %b = arith.addf %one, %three : f16
  %bone = arith.constant 1.0 : bf16
  %bsmall = arith.constant 3.90625e-03 : bf16
  %c = arith.addf %bone, %bsmall : bf16
  %b255 = arith.constant 255.0 : bf16
  %d = arith.addf %b255, %bone : bf16
  %big = arith.constant 60000.0 : f16
  %e = arith.addf %big, %big : f16
  %f32 = arith.constant 65519.0 : f32
  %g = arith.truncf %f32 : f32 to f16
  return %a, %b, %c, %d, %e, %g : f16, f16, bf16, bf16, f16, f16
}

// MINMAX: f32=NAN
// MINMAX-NEXT: f32=-0
// MINMAX-NEXT: f32=0
// MINMAX-NEXT: f32=-0
func.func @minmax(%nan: f32, %nz: f32) -> (f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %a = arith.maximumf %nan, %z : f32
  %b = arith.maxnumf %nan, %nz : f32
  %c = arith.maximumf %nz, %z : f32
  %d = arith.minimumf %z, %nz : f32
  return %a, %b, %c, %d : f32, f32, f32, f32
}

// CMP: i1=0
// CMP-NEXT: i1=1
// CMP-NEXT: i1=1
// CMP-NEXT: i1=0
// CMP-NEXT: i1=1
func.func @cmp(%nan: f64, %one: f64) -> (i1, i1, i1, i1, i1) {
  %a = arith.cmpf olt, %nan, %one : f64
  %b = arith.cmpf ult, %nan, %one : f64
  %c = arith.cmpf une, %nan, %nan : f64
  %d = arith.cmpf ord, %nan, %one : f64
  %e = arith.cmpf oge, %one, %one : f64
  return %a, %b, %c, %d, %e : i1, i1, i1, i1, i1
}

// MATH: f32=1.64872
// MATH-NEXT: f32=-0.693147
// MATH-NEXT: f32=0.707107
// MATH-NEXT: f32=0.5205
// MATH-NEXT: f32=1
// MATH-NEXT: f32=0.462117
// MATH-NEXT: f32=1.41421
func.func @math(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %a = math.exp %x : f32
  %b = math.log %x : f32
  %c = math.sqrt %x : f32
  %d = math.erf %x : f32
  %e = math.round %x : f32
  %f = math.tanh %x : f32
  %g = math.rsqrt %x : f32
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, f32, f32, f32, f32
}

// F32: f32=1.67772E+07
// F32-NEXT: f64=1.67772E+07
// F32-NEXT: f32=0.1
func.func @f32sum(%x: f32) -> (f32, f64, f32) {
  // 2^24 + 1 is not an f32: the sum rounds back to 2^24.
  %one = arith.constant 1.0 : f32
  %s = arith.addf %x, %one : f32
  %d = arith.extf %s : f32 to f64
  %t = arith.constant 0.1 : f64
  %u = arith.truncf %t : f64 to f32
  return %s, %d, %u : f32, f64, f32
}
