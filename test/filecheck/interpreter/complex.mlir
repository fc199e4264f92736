// Complex scalars in the interpreter: arguments and results written as (RE,IM).
// RUN: comco run %s --function=rotate --input="complex<f32>=(3,4)" --input="f32=0.5" | FileCheck %s
// RUN: comco run %s --function=rotate --input="complex<f32>=2" --input="f32=1" | FileCheck %s --check-prefix=REAL
// RUN: not comco run %s --function=rotate --input="complex<f32>=(1,x)" --input="f32=1" 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: complex<f32>=(-2.5,5)
// CHECK-NEXT: f32=5
// CHECK-NEXT: i1=0
// REAL: complex<f32>=(2,2)
// BAD: comco run: error: input #0 (argument #0 of @rotate): malformed --input 'complex<f32>=(1,x)': expected complex<f32>=(RE,IM)
func.func @rotate(%z: complex<f32>, %s: f32) -> (complex<f32>, f32, i1) {
  %one = arith.constant 1.0 : f32
  %w = complex.create %s, %one : complex<f32>
  %r = complex.mul %z, %w : complex<f32>
  %a = complex.abs %z : complex<f32>
  %e = complex.eq %r, %z : complex<f32>
  return %r, %a, %e : complex<f32>, f32, i1
}
