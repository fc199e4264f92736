// RUN: comco-opt %s --split-input-file --duplicate-function-elimination --allow-unregistered-dialect | FileCheck %s
// A function equal to an earlier one in all but its name goes; its references (calls, nested
// references, references in attributes) name the earlier one. Operands compare in order, also of
// commutative ops; declarations, other attributes or other bodies keep a function.

// CHECK-LABEL: func.func @scale
// CHECK-NOT: func.func @scale_again
// CHECK: func.func @scale_swapped
// CHECK: func.func private @decl
// CHECK: func.func private @decl_again
// CHECK: func.func @scale_inlined_never
// CHECK-LABEL: func.func @user
// CHECK-NEXT: %[[A:.*]] = call @scale(%arg0) : (f32) -> f32
// CHECK-NEXT: %[[B:.*]] = call @scale(%[[A]]) : (f32) -> f32
// CHECK-NEXT: %[[C:.*]] = call @scale_swapped(%[[B]]) : (f32) -> f32
// CHECK-NEXT: "xtest.refs"() {all = [@scale, @scale_swapped], one = @scale} : () -> ()
func.func @scale(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %y = arith.mulf %x, %c : f32
  return %y : f32
}
func.func @scale_again(%v: f32) -> f32 {
  %two = arith.constant 2.0 : f32
  %w = arith.mulf %v, %two : f32
  return %w : f32
}
func.func @scale_swapped(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %y = arith.mulf %c, %x : f32
  return %y : f32
}
func.func private @decl(f32) -> f32
func.func private @decl_again(f32) -> f32
func.func @scale_inlined_never(%x: f32) -> f32 attributes {no_inline} {
  %c = arith.constant 2.0 : f32
  %y = arith.mulf %x, %c : f32
  return %y : f32
}
func.func @user(%x: f32) -> f32 {
  %a = call @scale(%x) : (f32) -> f32
  %b = call @scale_again(%a) : (f32) -> f32
  %c = call @scale_swapped(%b) : (f32) -> f32
  "xtest.refs"() {one = @scale_again, all = [@scale_again, @scale_swapped]} : () -> ()
  return %c : f32
}

// -----

// Equal bodies with other argument types differ in their type: both stay.
// CHECK-LABEL: func.func @id_f32
// CHECK: func.func @id_f64
func.func @id_f32(%x: f32) -> f32 {
  return %x : f32
}
func.func @id_f64(%x: f64) -> f64 {
  return %x : f64
}
