// RUN: comco-opt %s -canonicalize -split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @assert_true() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "never"
  return
}

// -----

// CHECK-LABEL: func.func @cond_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @cond_const(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @cond_same(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_same(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @br_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @br_single_pred(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @pass_through(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @pass_through(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  "test.foo"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @switch_const(%arg0: i32) {
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_const(%a: i32) {
  %c = arith.constant 42 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

// Branches around a cycle of pass-through blocks are not collapsed (that never ends); the cycle
// becomes one self-loop, as mlir-opt-22 prints it.
// CHECK-LABEL: func.func @pass_through_cycle() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
func.func @pass_through_cycle() {
  cf.br ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
