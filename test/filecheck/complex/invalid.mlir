// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f32, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{custom op 'complex.constant' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}

// -----

func.func @f(%a: complex<i32>) {
  // expected-error @+1 {{custom op 'complex.abs' 'complex' must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.abs %a : complex<i32>
  return
}

// -----

func.func @f(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @f(%a: f64, %b: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %b) : (f64, f64) -> complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}

// -----

func.func @f(%a: vector<2xf32>) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %a : vector<2xf32> to complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %a : complex<f32> to vector<2xf32>
  return
}

// -----

func.func @f(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

func.func @f(%a: complex<f32>, %n: i32) {
  // expected-error @+1 {{'complex.powi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "complex.powi"(%a, %n) : (complex<f32>, i32) -> complex<f64>
  return
}

// -----

func.func @f(%a: complex<f32>, %n: ui32) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'ui32'}}
  %0 = "complex.powi"(%a, %n) : (complex<f32>, ui32) -> complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+2 {{custom op 'complex.add' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'complex.add' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = complex.add %a, %a fastmath<bogus> : complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('i32', 'i32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1 : i32, 2 : i32] : complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{invalid properties {value = 1 : i32} for op complex.constant: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "complex.constant"() <{value = 1 : i32}> : () -> complex<f32>
  return
}

// -----

func.func @f(%a: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{custom op 'complex.neg' invalid kind of type specified: expected builtin.complex, but found 'tensor<2xcomplex<f32>>'}}
  %0 = complex.neg %a : tensor<2xcomplex<f32>>
  return
}
