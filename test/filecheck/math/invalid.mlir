// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @sqrt_int(%x: i32) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %x : i32
  return
}

// -----

func.func @absi_float(%x: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %x : f32
  return
}

// -----

func.func @ctlz_signed(%x: si32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = math.ctlz %x : si32
  return
}

// -----

func.func @atan2_types(%x: f32, %y: f64) {
  // expected-error @+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%x, %y) : (f32, f64) -> f32
  return
}

// -----

func.func @fma_result(%x: f32) {
  // expected-error @+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%x, %x, %x) : (f32, f32, f32) -> f64
  return
}

// -----

func.func @fpowi_shape(%x: vector<4xf32>, %n: vector<2xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %n : vector<4xf32>, vector<2xi32>
  return
}

// -----

func.func @fpowi_result(%x: f32, %n: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %n) : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_float_exponent(%x: f32, %n: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%x, %n) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_mixed_containers(%x: vector<4xf32>, %n: tensor<4xi32>) {
  // expected-error @+1 {{'math.fpowi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "math.fpowi"(%x, %n) : (vector<4xf32>, tensor<4xi32>) -> vector<4xf32>
  return
}

// -----

func.func @isnan_result(%x: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%x) : (f32) -> i32
  return
}

// -----

func.func @isinf_shape(%x: vector<4xf32>) {
  // expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%x) : (vector<4xf32>) -> vector<3xi1>
  return
}

// -----

func.func @sincos_types(%x: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

func.func @clampf_types(%x: f32) {
  // expected-error @+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%x, %x, %x) : (f32, f32, f32) -> f64
  return
}

// -----

func.func @ipowi_types(%x: i32, %y: i64) {
  // expected-error @+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%x, %y) : (i32, i64) -> i32
  return
}
