// RUN: comco-opt %s -inline='default-pipeline=' -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s -inline -split-input-file -allow-unregistered-dialect | FileCheck %s --check-prefix=SIMPLIFY
// RUN: comco-opt %s -inline='op-pipelines=func.func(canonicalize,cse)' -split-input-file -allow-unregistered-dialect | FileCheck %s --check-prefix=SIMPLIFY
// RUN: comco-opt %s -inline='default-pipeline=' -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// Ported from upstream's mlir/test/Transforms/inlining*.mlir (the test dialect's ops replaced by
// scf and unregistered `xtest` ops); the output is mlir-opt-22's on the same input. The CHECK
// prefix is without simplification (`default-pipeline=`), SIMPLIFY with the default canonicalize
// pipeline (or canonicalize and cse per function), LOC with locations.

// Calls are inlined unless the call or the callee says `no_inline`.
// CHECK-LABEL: func.func @func_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noinline_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @func_with_arg(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @non_inlinable_func_with_arg(%arg0: i32) -> i32 attributes {no_inline} {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noinline_with_func_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @non_inlinable_func_with_arg(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @func_with_arg(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @inline_with_arg(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @noinline_with_arg(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = call @func_with_arg(%arg0) {no_inline} : (i32) -> i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @non_inlinable_func_with_arg(%arg0: i32) -> i32 attributes {no_inline} {
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @noinline_with_func_arg(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = call @non_inlinable_func_with_arg(%arg0) : (i32) -> i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
func.func @func_with_arg(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32
  return %b : i32
}
func.func @inline_with_arg(%arg0 : i32) -> i32 {
  %0 = call @func_with_arg(%arg0) : (i32) -> i32
  return %0 : i32
}
func.func @noinline_with_arg(%arg0 : i32) -> i32 {
  %0 = call @func_with_arg(%arg0) {no_inline} : (i32) -> i32
  return %0 : i32
}
func.func @non_inlinable_func_with_arg(%c : i32) -> i32 attributes {no_inline} {
  %b = arith.addi %c, %c : i32
  return %b : i32
}
func.func @noinline_with_func_arg(%arg0 : i32) -> i32 {
  %0 = call @non_inlinable_func_with_arg(%arg0) : (i32) -> i32
  return %0 : i32
}

// -----

// A callee with several blocks: its returns branch to the rest of the caller's block.
// CHECK-LABEL: func.func @func_with_multi_return(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c55_i32 = arith.constant 55 : i32
// CHECK-NEXT: return %c55_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_with_multi_return() -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c55_i32 = arith.constant 55 : i32
// CHECK-NEXT: cf.br ^bb3(%c55_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_with_multi_return_arg(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c55_i32 = arith.constant 55 : i32
// CHECK-NEXT: cf.br ^bb3(%c55_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @func_with_multi_return(%arg0: i1) -> i32 {
// SIMPLIFY-NEXT: %c55_i32 = arith.constant 55 : i32
// SIMPLIFY-NEXT: %c0_i32 = arith.constant 0 : i32
// SIMPLIFY-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// SIMPLIFY-NEXT: ^bb1:  // pred: ^bb0
// SIMPLIFY-NEXT: return %c0_i32 : i32
// SIMPLIFY-NEXT: ^bb2:  // pred: ^bb0
// SIMPLIFY-NEXT: return %c55_i32 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @inline_with_multi_return() -> i32 {
// SIMPLIFY-NEXT: %c55_i32 = arith.constant 55 : i32
// SIMPLIFY-NEXT: return %c55_i32 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @inline_with_multi_return_arg(%arg0: i1) -> i32 {
// SIMPLIFY-NEXT: %c55_i32 = arith.constant 55 : i32
// SIMPLIFY-NEXT: %c0_i32 = arith.constant 0 : i32
// SIMPLIFY-NEXT: %0 = arith.select %arg0, %c0_i32, %c55_i32 : i32
// SIMPLIFY-NEXT: %1 = arith.addi %0, %0 : i32
// SIMPLIFY-NEXT: return %1 : i32
// SIMPLIFY-NEXT: }
func.func @func_with_multi_return(%a : i1) -> (i32) {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  %const_0 = arith.constant 0 : i32
  return %const_0 : i32
^bb2:
  %const_55 = arith.constant 55 : i32
  return %const_55 : i32
}
func.func @inline_with_multi_return() -> i32 {
  %false = arith.constant false
  %x = call @func_with_multi_return(%false) : (i1) -> i32
  return %x : i32
}
func.func @inline_with_multi_return_arg(%c : i1) -> i32 {
  %x = call @func_with_multi_return(%c) : (i1) -> i32
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// -----

// Declarations are not inlined; calls to calls are, callees first.
// CHECK-LABEL: func.func private @func_external()
// CHECK-LABEL: func.func @no_inline_external() {
// CHECK-NEXT: call @func_external() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multilevel_func_a() {
// CHECK-NEXT: "xtest.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multilevel_func_b() {
// CHECK-NEXT: call @multilevel_func_a() : () -> ()
// CHECK-NEXT: "xtest.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_multilevel(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: func.call @multilevel_func_b() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func private @func_external()
// SIMPLIFY-LABEL: func.func @no_inline_external() {
// SIMPLIFY-NEXT: call @func_external() : () -> ()
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @multilevel_func_a() {
// SIMPLIFY-NEXT: "xtest.a"() : () -> ()
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @multilevel_func_b() {
// SIMPLIFY-NEXT: call @multilevel_func_a() : () -> ()
// SIMPLIFY-NEXT: "xtest.b"() : () -> ()
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @inline_multilevel(%arg0: i1) {
// SIMPLIFY-NEXT: scf.if %arg0 {
// SIMPLIFY-NEXT: func.call @multilevel_func_b() : () -> ()
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
func.func private @func_external()
func.func @no_inline_external() {
  call @func_external() : () -> ()
  return
}
func.func @multilevel_func_a() {
  "xtest.a"() : () -> ()
  return
}
func.func @multilevel_func_b() {
  call @multilevel_func_a() : () -> ()
  "xtest.b"() : () -> ()
  return
}
func.func @inline_multilevel(%c : i1) {
  scf.if %c {
    func.call @multilevel_func_b() : () -> ()
  }
  return
}

// -----

// Recursion is not inlined: a function calling itself, nor a call inside its own callee.
// CHECK-LABEL: func.func @no_inline_recursive(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: func.call @no_inline_recursive(%arg0) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b0() {
// CHECK-NEXT: call @b0() : () -> ()
// CHECK-NEXT: call @b1() : () -> ()
// CHECK-NEXT: call @b0() : () -> ()
// CHECK-NEXT: call @b1() : () -> ()
// CHECK-NEXT: call @b0() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b1() {
// CHECK-NEXT: call @b1() : () -> ()
// CHECK-NEXT: call @b1() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @no_inline_recursive(%arg0: i1) {
// SIMPLIFY-NEXT: %true = arith.constant true
// SIMPLIFY-NEXT: scf.if %arg0 {
// SIMPLIFY-NEXT: func.call @no_inline_recursive(%true) : (i1) -> ()
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @b0() {
// SIMPLIFY-NEXT: call @b0() : () -> ()
// SIMPLIFY-NEXT: call @b1() : () -> ()
// SIMPLIFY-NEXT: call @b0() : () -> ()
// SIMPLIFY-NEXT: call @b1() : () -> ()
// SIMPLIFY-NEXT: call @b0() : () -> ()
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @b1() {
// SIMPLIFY-NEXT: call @b1() : () -> ()
// SIMPLIFY-NEXT: call @b1() : () -> ()
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
func.func @no_inline_recursive(%c : i1) {
  scf.if %c {
    func.call @no_inline_recursive(%c) : (i1) -> ()
  }
  return
}
func.func @b0() {
  func.call @b0() : () -> ()
  func.call @b1() : () -> ()
  func.call @b0() : () -> ()
  func.call @b1() : () -> ()
  func.call @b0() : () -> ()
  return
}
func.func @b1() {
  func.call @b1() : () -> ()
  func.call @b1() : () -> ()
  return
}

// -----

// Mutual recursion (an SCC of two): neither call is inlined.
// CHECK-LABEL: func.func @foo0(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = call @foo1(%arg0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @foo1(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = call @foo0(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @foo0(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c0_i32 = arith.constant 0 : i32
// SIMPLIFY-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// SIMPLIFY-NEXT: cf.cond_br %0, ^bb1, ^bb2
// SIMPLIFY-NEXT: ^bb1:  // pred: ^bb0
// SIMPLIFY-NEXT: return %c0_i32 : i32
// SIMPLIFY-NEXT: ^bb2:  // pred: ^bb0
// SIMPLIFY-NEXT: %1 = call @foo1(%arg0) : (i32) -> i32
// SIMPLIFY-NEXT: return %1 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @foo1(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c1_i32 = arith.constant 1 : i32
// SIMPLIFY-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// SIMPLIFY-NEXT: %1 = call @foo0(%0) : (i32) -> i32
// SIMPLIFY-NEXT: return %1 : i32
// SIMPLIFY-NEXT: }
func.func @foo0(%arg0 : i32) -> i32 {
  %0 = arith.constant 0 : i32
  %1 = arith.cmpi eq, %arg0, %0 : i32
  cf.cond_br %1, ^exit, ^tail
^exit:
  return %0 : i32
^tail:
  %3 = call @foo1(%arg0) : (i32) -> i32
  return %3 : i32
}
func.func @foo1(%arg0 : i32) -> i32 {
  %0 = arith.constant 1 : i32
  %1 = arith.subi %arg0, %0 : i32
  %2 = call @foo0(%1) : (i32) -> i32
  return %2 : i32
}

// -----

// Recursive expansion is bounded across the inliner's iterations.
// CHECK-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: %2 = arith.addi %1, %c1_i32_0 : i32
// CHECK-NEXT: %c2_i32_1 = arith.constant 2 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c2_i32_1 : i32
// CHECK-NEXT: %c1_i32_2 = arith.constant 1 : i32
// CHECK-NEXT: %4 = arith.addi %3, %c1_i32_2 : i32
// CHECK-NEXT: %c2_i32_3 = arith.constant 2 : i32
// CHECK-NEXT: %5 = arith.addi %4, %c2_i32_3 : i32
// CHECK-NEXT: %c1_i32_4 = arith.constant 1 : i32
// CHECK-NEXT: %6 = arith.addi %5, %c1_i32_4 : i32
// CHECK-NEXT: %c2_i32_5 = arith.constant 2 : i32
// CHECK-NEXT: %7 = arith.addi %6, %c2_i32_5 : i32
// CHECK-NEXT: %8 = call @cycle_a(%7) : (i32) -> i32
// CHECK-NEXT: %f = constant @leaf : (i32) -> i32
// CHECK-NEXT: %9 = call_indirect %f(%8) : (i32) -> i32
// CHECK-NEXT: %f_6 = constant @cycle_a : (i32) -> i32
// CHECK-NEXT: %10 = call_indirect %f_6(%9) : (i32) -> i32
// CHECK-NEXT: return %10 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cycle_a(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = call @cycle_b(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cycle_b(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %1 = call @cycle_a(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wrapper(%arg0: i32) -> i32 {
// CHECK-NEXT: %f = constant @leaf : (i32) -> i32
// CHECK-NEXT: %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_edge_wrapper(%arg0: i32) -> i32 {
// CHECK-NEXT: %f = constant @cycle_a : (i32) -> i32
// CHECK-NEXT: %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @leaf(%arg0: i32) -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c4_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_calls(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: %2 = arith.addi %1, %c1_i32_0 : i32
// CHECK-NEXT: %c2_i32_1 = arith.constant 2 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c2_i32_1 : i32
// CHECK-NEXT: %c1_i32_2 = arith.constant 1 : i32
// CHECK-NEXT: %4 = arith.addi %3, %c1_i32_2 : i32
// CHECK-NEXT: %c2_i32_3 = arith.constant 2 : i32
// CHECK-NEXT: %5 = arith.addi %4, %c2_i32_3 : i32
// CHECK-NEXT: %c1_i32_4 = arith.constant 1 : i32
// CHECK-NEXT: %6 = arith.addi %5, %c1_i32_4 : i32
// CHECK-NEXT: %c2_i32_5 = arith.constant 2 : i32
// CHECK-NEXT: %7 = arith.addi %6, %c2_i32_5 : i32
// CHECK-NEXT: %8 = call @cycle_a(%7) : (i32) -> i32
// CHECK-NEXT: %c1_i32_6 = arith.constant 1 : i32
// CHECK-NEXT: %9 = arith.addi %8, %c1_i32_6 : i32
// CHECK-NEXT: %c2_i32_7 = arith.constant 2 : i32
// CHECK-NEXT: %10 = arith.addi %9, %c2_i32_7 : i32
// CHECK-NEXT: %c1_i32_8 = arith.constant 1 : i32
// CHECK-NEXT: %11 = arith.addi %10, %c1_i32_8 : i32
// CHECK-NEXT: %c2_i32_9 = arith.constant 2 : i32
// CHECK-NEXT: %12 = arith.addi %11, %c2_i32_9 : i32
// CHECK-NEXT: %c1_i32_10 = arith.constant 1 : i32
// CHECK-NEXT: %13 = arith.addi %12, %c1_i32_10 : i32
// CHECK-NEXT: %c2_i32_11 = arith.constant 2 : i32
// CHECK-NEXT: %14 = arith.addi %13, %c2_i32_11 : i32
// CHECK-NEXT: %c1_i32_12 = arith.constant 1 : i32
// CHECK-NEXT: %15 = arith.addi %14, %c1_i32_12 : i32
// CHECK-NEXT: %c2_i32_13 = arith.constant 2 : i32
// CHECK-NEXT: %16 = arith.addi %15, %c2_i32_13 : i32
// CHECK-NEXT: %17 = call @cycle_a(%16) : (i32) -> i32
// CHECK-NEXT: return %17 : i32
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @caller(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c21_i32 = arith.constant 21 : i32
// SIMPLIFY-NEXT: %c4_i32 = arith.constant 4 : i32
// SIMPLIFY-NEXT: %c9_i32 = arith.constant 9 : i32
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// SIMPLIFY-NEXT: %c1_i32 = arith.constant 1 : i32
// SIMPLIFY-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// SIMPLIFY-NEXT: %c2_i32 = arith.constant 2 : i32
// SIMPLIFY-NEXT: %2 = arith.addi %1, %c2_i32 : i32
// SIMPLIFY-NEXT: %3 = call @cycle_a(%2) : (i32) -> i32
// SIMPLIFY-NEXT: %4 = arith.muli %3, %c4_i32 : i32
// SIMPLIFY-NEXT: %5 = arith.addi %4, %c21_i32 : i32
// SIMPLIFY-NEXT: %c1_i32_0 = arith.constant 1 : i32
// SIMPLIFY-NEXT: %6 = arith.addi %5, %c1_i32_0 : i32
// SIMPLIFY-NEXT: %c2_i32_1 = arith.constant 2 : i32
// SIMPLIFY-NEXT: %7 = arith.addi %6, %c2_i32_1 : i32
// SIMPLIFY-NEXT: %8 = call @cycle_a(%7) : (i32) -> i32
// SIMPLIFY-NEXT: return %8 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @cycle_a(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c1_i32 = arith.constant 1 : i32
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// SIMPLIFY-NEXT: %1 = call @cycle_b(%0) : (i32) -> i32
// SIMPLIFY-NEXT: return %1 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @cycle_b(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c2_i32 = arith.constant 2 : i32
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %c2_i32 : i32
// SIMPLIFY-NEXT: %1 = call @cycle_a(%0) : (i32) -> i32
// SIMPLIFY-NEXT: return %1 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @wrapper(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c4_i32 = arith.constant 4 : i32
// SIMPLIFY-NEXT: %0 = arith.muli %arg0, %c4_i32 : i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @same_edge_wrapper(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c9_i32 = arith.constant 9 : i32
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// SIMPLIFY-NEXT: %c1_i32 = arith.constant 1 : i32
// SIMPLIFY-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// SIMPLIFY-NEXT: %c2_i32 = arith.constant 2 : i32
// SIMPLIFY-NEXT: %2 = arith.addi %1, %c2_i32 : i32
// SIMPLIFY-NEXT: %3 = call @cycle_a(%2) : (i32) -> i32
// SIMPLIFY-NEXT: return %3 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @leaf(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c4_i32 = arith.constant 4 : i32
// SIMPLIFY-NEXT: %0 = arith.muli %arg0, %c4_i32 : i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @two_calls(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c9_i32 = arith.constant 9 : i32
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %c9_i32 : i32
// SIMPLIFY-NEXT: %c1_i32 = arith.constant 1 : i32
// SIMPLIFY-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// SIMPLIFY-NEXT: %c2_i32 = arith.constant 2 : i32
// SIMPLIFY-NEXT: %2 = arith.addi %1, %c2_i32 : i32
// SIMPLIFY-NEXT: %3 = call @cycle_a(%2) : (i32) -> i32
// SIMPLIFY-NEXT: %4 = arith.addi %3, %c9_i32 : i32
// SIMPLIFY-NEXT: %c1_i32_0 = arith.constant 1 : i32
// SIMPLIFY-NEXT: %5 = arith.addi %4, %c1_i32_0 : i32
// SIMPLIFY-NEXT: %c2_i32_1 = arith.constant 2 : i32
// SIMPLIFY-NEXT: %6 = arith.addi %5, %c2_i32_1 : i32
// SIMPLIFY-NEXT: %7 = call @cycle_a(%6) : (i32) -> i32
// SIMPLIFY-NEXT: return %7 : i32
// SIMPLIFY-NEXT: }
func.func @caller(%arg0 : i32) -> i32 {
  %0 = call @cycle_a(%arg0) : (i32) -> i32
  %1 = call @wrapper(%0) : (i32) -> i32
  %2 = call @same_edge_wrapper(%1) : (i32) -> i32
  return %2 : i32
}
func.func @cycle_a(%arg0 : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %1 = call @cycle_b(%0) : (i32) -> i32
  return %1 : i32
}
func.func @cycle_b(%arg0 : i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c2 : i32
  %1 = call @cycle_a(%0) : (i32) -> i32
  return %1 : i32
}
func.func @wrapper(%arg0 : i32) -> i32 {
  %fn = constant @leaf : (i32) -> i32
  %0 = call_indirect %fn(%arg0) : (i32) -> i32
  return %0 : i32
}
func.func @same_edge_wrapper(%arg0 : i32) -> i32 {
  %fn = constant @cycle_a : (i32) -> i32
  %0 = call_indirect %fn(%arg0) : (i32) -> i32
  return %0 : i32
}
func.func @leaf(%arg0 : i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %0 = arith.muli %arg0, %c4 : i32
  return %0 : i32
}
func.func @two_calls(%arg0 : i32) -> i32 {
  %0 = call @cycle_a(%arg0) : (i32) -> i32
  %1 = call @cycle_a(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A three-function cycle with an entry from outside.
// CHECK-LABEL: func.func @parent1(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @child(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parent2(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @child(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @child(%arg0: i32) -> i32 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %3 = func.call @parent1(%2) : (i32) -> i32
// CHECK-NEXT: %4 = func.call @parent2(%2) : (i32) -> i32
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @parent1(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = call @child(%arg0) : (i32) -> i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @parent2(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = call @child(%arg0) : (i32) -> i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @child(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %c10_i32 = arith.constant 10 : i32
// SIMPLIFY-NEXT: %c1_i32 = arith.constant 1 : i32
// SIMPLIFY-NEXT: %0 = arith.cmpi sge, %arg0, %c10_i32 : i32
// SIMPLIFY-NEXT: %1 = scf.if %0 -> (i32) {
// SIMPLIFY-NEXT: scf.yield %arg0 : i32
// SIMPLIFY-NEXT: } else {
// SIMPLIFY-NEXT: %2 = arith.addi %arg0, %c1_i32 : i32
// SIMPLIFY-NEXT: %3 = func.call @parent1(%2) : (i32) -> i32
// SIMPLIFY-NEXT: %4 = func.call @parent2(%2) : (i32) -> i32
// SIMPLIFY-NEXT: %5 = arith.addi %3, %4 : i32
// SIMPLIFY-NEXT: scf.yield %5 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: return %1 : i32
// SIMPLIFY-NEXT: }
func.func @parent1(%arg0: i32) -> i32 {
  %0 = call @child(%arg0) : (i32) -> i32
  return %0 : i32
}
func.func @parent2(%arg0: i32) -> i32 {
  %0 = call @child(%arg0) : (i32) -> i32
  return %0 : i32
}
func.func @child(%arg0: i32) -> i32 {
  %c10_i32 = arith.constant 10 : i32
  %c1_i32 = arith.constant 1 : i32
  %0 = arith.cmpi sge, %arg0, %c10_i32 : i32
  %1 = scf.if %0 -> (i32) {
    scf.yield %arg0 : i32
  } else {
    %2 = arith.addi %arg0, %c1_i32 : i32
    %3 = func.call @parent1(%2) : (i32) -> i32
    %4 = func.call @parent2(%2) : (i32) -> i32
    %5 = arith.addi %3, %4 : i32
    scf.yield %5 : i32
  }
  return %1 : i32
}

// -----

// Several blocks are inlined only where the region may hold several blocks: not in scf.while
// or scf.if (single-block regions), nor in an unregistered op's region; in scf.execute_region.
// CHECK-LABEL: func.func @func_with_multiple_blocks(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "xtest.foo"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multiple_blocks_in_while(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
// CHECK-NEXT: scf.condition(%arg1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multiple_blocks_in_execute_region(%arg0: i32) {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_block(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_block_in_regions(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %2 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg2 = %0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: scf.condition(%arg1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @func_with_multiple_blocks(%arg0: i32) {
// SIMPLIFY-NEXT: "xtest.foo"(%arg0) : (i32) -> ()
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @multiple_blocks_in_while(%arg0: i32, %arg1: i1) {
// SIMPLIFY-NEXT: scf.while : () -> () {
// SIMPLIFY-NEXT: func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
// SIMPLIFY-NEXT: scf.condition(%arg1)
// SIMPLIFY-NEXT: } do {
// SIMPLIFY-NEXT: scf.yield
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @multiple_blocks_in_execute_region(%arg0: i32) {
// SIMPLIFY-NEXT: call @func_with_multiple_blocks(%arg0) : (i32) -> ()
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @single_block(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @single_block_in_regions(%arg0: i32, %arg1: i1) -> i32 {
// SIMPLIFY-NEXT: %0 = scf.if %arg1 -> (i32) {
// SIMPLIFY-NEXT: %2 = arith.muli %arg0, %arg0 : i32
// SIMPLIFY-NEXT: scf.yield %2 : i32
// SIMPLIFY-NEXT: } else {
// SIMPLIFY-NEXT: scf.yield %arg0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: %1 = scf.while (%arg2 = %0) : (i32) -> i32 {
// SIMPLIFY-NEXT: %2 = arith.muli %arg2, %arg2 : i32
// SIMPLIFY-NEXT: scf.condition(%arg1) %2 : i32
// SIMPLIFY-NEXT: } do {
// SIMPLIFY-NEXT: ^bb0(%arg2: i32):
// SIMPLIFY-NEXT: scf.yield %arg2 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: return %1 : i32
// SIMPLIFY-NEXT: }
func.func @func_with_multiple_blocks(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32):
  "xtest.foo"(%x) : (i32) -> ()
  return
}
func.func @multiple_blocks_in_while(%arg0 : i32, %c : i1) {
  %0 = scf.while (%arg1 = %arg0) : (i32) -> (i32) {
    func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
    scf.condition(%c) %arg1 : i32
  } do {
  ^bb0(%arg1: i32):
    scf.yield %arg1 : i32
  }
  return
}
func.func @multiple_blocks_in_execute_region(%arg0 : i32) {
  scf.execute_region {
    func.call @func_with_multiple_blocks(%arg0) : (i32) -> ()
    scf.yield
  }
  return
}
func.func @single_block(%arg0 : i32) -> i32 {
  %0 = arith.muli %arg0, %arg0 : i32
  return %0 : i32
}
func.func @single_block_in_regions(%arg0 : i32, %c : i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = func.call @single_block(%arg0) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  %2 = scf.while (%arg1 = %0) : (i32) -> (i32) {
    %3 = func.call @single_block(%arg1) : (i32) -> i32
    scf.condition(%c) %3 : i32
  } do {
  ^bb0(%arg1: i32):
    scf.yield %arg1 : i32
  }
  return %2 : i32
}

// -----

// Ops of dialects without an inliner interface (unregistered ones) are never inlined; gpu ops
// are, but nothing is inlined into gpu.func or gpu.launch bodies.
// CHECK-LABEL: func.func @unregistered(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "xtest.foo"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gpu_alloc() -> memref<1024xf32> {
// CHECK-NEXT: %memref = gpu.alloc  () : memref<1024xf32>
// CHECK-NEXT: return %memref : memref<1024xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_dialects(%arg0: i32) -> (i32, memref<1024xf32>) {
// CHECK-NEXT: %0 = call @unregistered(%arg0) : (i32) -> i32
// CHECK-NEXT: %memref = gpu.alloc  () : memref<1024xf32>
// CHECK-NEXT: return %0, %memref : i32, memref<1024xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @twice(%arg0: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @launch(%arg0: index, %arg1: index) {
// CHECK-NEXT: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg1, %arg9 = %arg1, %arg10 = %arg1) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg1, %arg12 = %arg1, %arg13 = %arg1) {
// CHECK-NEXT: %0 = func.call @twice(%arg0) : (index) -> index
// CHECK-NEXT: "xtest.use"(%0) : (index) -> ()
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: gpu.module @kernels {
// CHECK-LABEL: func.func private @h(%arg0: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @kern(%arg0: index) kernel {
// CHECK-NEXT: %0 = func.call @h(%arg0) : (index) -> index
// CHECK-NEXT: "xtest.use"(%0) : (index) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @device_caller(%arg0: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @unregistered(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = "xtest.foo"(%arg0) : (i32) -> i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @gpu_alloc() -> memref<1024xf32> {
// SIMPLIFY-NEXT: %memref = gpu.alloc  () : memref<1024xf32>
// SIMPLIFY-NEXT: return %memref : memref<1024xf32>
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @inline_dialects(%arg0: i32) -> (i32, memref<1024xf32>) {
// SIMPLIFY-NEXT: %0 = call @unregistered(%arg0) : (i32) -> i32
// SIMPLIFY-NEXT: %memref = gpu.alloc  () : memref<1024xf32>
// SIMPLIFY-NEXT: return %0, %memref : i32, memref<1024xf32>
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func private @twice(%arg0: index) -> index {
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %arg0 : index
// SIMPLIFY-NEXT: return %0 : index
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @launch(%arg0: index, %arg1: index) {
// SIMPLIFY-NEXT: gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg1, %arg9 = %arg1, %arg10 = %arg1) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg1, %arg12 = %arg1, %arg13 = %arg1) {
// SIMPLIFY-NEXT: %0 = func.call @twice(%arg0) : (index) -> index
// SIMPLIFY-NEXT: "xtest.use"(%0) : (index) -> ()
// SIMPLIFY-NEXT: gpu.terminator
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: gpu.module @kernels {
// SIMPLIFY-LABEL: func.func private @h(%arg0: index) -> index {
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %arg0 : index
// SIMPLIFY-NEXT: return %0 : index
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: gpu.func @kern(%arg0: index) kernel {
// SIMPLIFY-NEXT: %0 = func.call @h(%arg0) : (index) -> index
// SIMPLIFY-NEXT: "xtest.use"(%0) : (index) -> ()
// SIMPLIFY-NEXT: gpu.return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @device_caller(%arg0: index) -> index {
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %arg0 : index
// SIMPLIFY-NEXT: return %0 : index
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: }
func.func @unregistered(%a : i32) -> i32 {
  %0 = "xtest.foo"(%a) : (i32) -> i32
  return %0 : i32
}
func.func @gpu_alloc() -> memref<1024xf32> {
  %m = gpu.alloc () : memref<1024xf32>
  return %m : memref<1024xf32>
}
func.func @inline_dialects(%a : i32) -> (i32, memref<1024xf32>) {
  %0 = call @unregistered(%a) : (i32) -> i32
  %m = call @gpu_alloc() : () -> memref<1024xf32>
  return %0, %m : i32, memref<1024xf32>
}
func.func private @twice(%a : index) -> index {
  %0 = arith.addi %a, %a : index
  return %0 : index
}
func.func @launch(%a : index, %n : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%x = %n, %y = %n, %z = %n) threads(%tx, %ty, %tz) in (%x2 = %n, %y2 = %n, %z2 = %n) {
    %0 = func.call @twice(%a) : (index) -> index
    "xtest.use"(%0) : (index) -> ()
    gpu.terminator
  }
  return
}
gpu.module @kernels {
  func.func private @h(%a: index) -> index {
    %0 = arith.addi %a, %a : index
    return %0 : index
  }
  gpu.func @kern(%a: index) kernel {
    %0 = func.call @h(%a) : (index) -> index
    "xtest.use"(%0) : (index) -> ()
    gpu.return
  }
  func.func @device_caller(%a: index) -> index {
    %0 = func.call @h(%a) : (index) -> index
    return %0 : index
  }
}

// -----

// Private functions without uses go: dead from the start, dead once inlined, dead transitively;
// a reference from a non-callable op keeps one alive.
// CHECK-LABEL: func.func @live_function() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @live_function_b() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @live_function_c() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dead_function_e() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dead_function_h() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @live_function_f() {
// CHECK-NEXT: %f = constant @dead_function_h : () -> ()
// CHECK-NEXT: call_indirect %f() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @live_function_d() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: "xtest.user"() {use = @live_function_d} : () -> ()
// SIMPLIFY-LABEL: func.func @live_function() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @live_function_b() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @live_function_c() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func private @dead_function_e() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @live_function_f() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func private @live_function_d() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: "xtest.user"() {use = @live_function_d} : () -> ()
func.func private @dead_function() {
  return
}
func.func private @dead_function_b() {
  return
}
func.func @live_function() {
  call @dead_function_b() : () -> ()
  return
}
func.func @live_function_b() {
  return
}
func.func private @dead_function_c() {
  call @live_function_b() : () -> ()
  return
}
func.func private @dead_function_d() {
  call @dead_function_c() : () -> ()
  call @dead_function_c() : () -> ()
  return
}
func.func @live_function_c() {
  call @dead_function_c() : () -> ()
  call @dead_function_d() : () -> ()
  return
}
func.func private @dead_function_e() {
  call @live_function_b() : () -> ()
  return
}
func.func private @dead_function_f() {
  call @dead_function_e() : () -> ()
  return
}
func.func private @dead_function_h() {
  call @live_function_b() : () -> ()
  return
}
func.func @live_function_f() {
  %0 = func.constant @dead_function_h : () -> ()
  call_indirect %0() : () -> ()
  return
}
func.func private @live_function_d() {
  return
}
"xtest.user"() {use = @live_function_d} : () -> ()

// -----

// A private function called twice is cloned at each call, then erased; a nested module's
// functions are inlined in it.
// CHECK-LABEL: func.func @calls_twice(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = math.exp %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %0, %arg0 : f32
// CHECK-NEXT: %2 = math.exp %1 : f32
// CHECK-NEXT: %3 = arith.mulf %2, %1 : f32
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: module @nested {
// CHECK-LABEL: func.func @outer(%arg0: memref<4xf32>, %arg1: index, %arg2: tensor<4xf32>) -> (f32, tensor<4xf32>) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = linalg.exp ins(%arg2 : tensor<4xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %1[%c0] : tensor<4xf32>
// CHECK-NEXT: %inserted = tensor.insert %extracted into %1[%c0] : tensor<4xf32>
// CHECK-NEXT: return %0, %inserted : f32, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @calls_twice(%arg0: f32) -> f32 {
// SIMPLIFY-NEXT: %0 = math.exp %arg0 : f32
// SIMPLIFY-NEXT: %1 = arith.mulf %0, %arg0 : f32
// SIMPLIFY-NEXT: %2 = math.exp %1 : f32
// SIMPLIFY-NEXT: %3 = arith.mulf %2, %1 : f32
// SIMPLIFY-NEXT: return %3 : f32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: module @nested {
// SIMPLIFY-LABEL: func.func @outer(%arg0: memref<4xf32>, %arg1: index, %arg2: tensor<4xf32>) -> (f32, tensor<4xf32>) {
// SIMPLIFY-NEXT: %c0 = arith.constant 0 : index
// SIMPLIFY-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// SIMPLIFY-NEXT: %1 = linalg.exp ins(%arg2 : tensor<4xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
// SIMPLIFY-NEXT: %extracted = tensor.extract %1[%c0] : tensor<4xf32>
// SIMPLIFY-NEXT: %inserted = tensor.insert %extracted into %1[%c0] : tensor<4xf32>
// SIMPLIFY-NEXT: return %0, %inserted : f32, tensor<4xf32>
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: }
func.func private @private_twice(%a : f32) -> f32 {
  %0 = math.exp %a : f32
  %1 = arith.mulf %0, %a : f32
  return %1 : f32
}
func.func @calls_twice(%a : f32) -> f32 {
  %0 = call @private_twice(%a) : (f32) -> f32
  %1 = call @private_twice(%0) : (f32) -> f32
  return %1 : f32
}
module @nested {
  func.func private @inner(%m : memref<4xf32>, %i : index) -> f32 {
    %0 = memref.load %m[%i] : memref<4xf32>
    return %0 : f32
  }
  func.func @outer(%m : memref<4xf32>, %i : index, %t : tensor<4xf32>) -> (f32, tensor<4xf32>) {
    %0 = call @inner(%m, %i) : (memref<4xf32>, index) -> f32
    %1 = call @on_tensor(%t) : (tensor<4xf32>) -> tensor<4xf32>
    return %0, %1 : f32, tensor<4xf32>
  }
  func.func private @on_tensor(%t : tensor<4xf32>) -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %0 = linalg.exp ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    %e = tensor.extract %0[%c0] : tensor<4xf32>
    %1 = tensor.insert %e into %0[%c0] : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

// -----

// Inlined ops are located at the call site (a callsite location), block arguments too.
// LOC-LABEL: func.func @inline_with_locations
// LOC-NEXT: arith.addi %arg0, %arg0 : i32 loc(#[[INLINED:loc[0-9]+]])
// LOC-LABEL: func.func @func_with_block_args_location_callee1
// LOC: ^bb1(%0: i32 loc(callsite(#{{loc[0-9]+}} at #{{loc[0-9]+}}))):
// LOC: #[[SRC:loc[0-9]+]] = loc("mysource.cc":10:8)
// LOC: #[[CALL:loc[0-9]+]] = loc("mysource.cc":55:14)
// LOC: #[[INLINED]] = loc(callsite(#[[SRC]] at #[[CALL]]))
// CHECK-LABEL: func.func @func_with_locations(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_with_locations(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @func_with_block_args_location(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @func_with_block_args_location_callee1(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @func_with_block_args_location_callee2(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @func_with_locations(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @inline_with_locations(%arg0: i32) -> i32 {
// SIMPLIFY-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// SIMPLIFY-NEXT: return %0 : i32
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @func_with_block_args_location(%arg0: i32) {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @func_with_block_args_location_callee1(%arg0: i32) {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: func.func @func_with_block_args_location_callee2(%arg0: i32) {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
func.func @func_with_locations(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc("mysource.cc":10:8)
  return %b : i32 loc("mysource.cc":11:2)
}
func.func @inline_with_locations(%arg0 : i32) -> i32 {
  %0 = call @func_with_locations(%arg0) : (i32) -> i32 loc("mysource.cc":55:14)
  return %0 : i32
}
func.func @func_with_block_args_location(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32 loc("foo")):
  %y = arith.addi %x, %x : i32 loc("baz")
  return
}
func.func @func_with_block_args_location_callee1(%arg0 : i32) {
  call @func_with_block_args_location(%arg0) : (i32) -> () loc("bar")
  return
}
func.func @func_with_block_args_location_callee2(%arg0 : i32) {
  call @func_with_block_args_location(%arg0) : (i32) -> ()
  return
}

// -----

// Unused nested and private functions go wherever all their uses are visible; public ones stay.
// CHECK-LABEL: func.func @pub1() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: module @m {
// CHECK-LABEL: func.func @pub2() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: module @mp attributes {sym_visibility = "private"} {
// CHECK-LABEL: func.func @pub3() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: builtin.module {
// CHECK-LABEL: func.func @pub4() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// SIMPLIFY-LABEL: func.func @pub1() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: module @m {
// SIMPLIFY-LABEL: func.func @pub2() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: }
// SIMPLIFY-LABEL: module @mp attributes {sym_visibility = "private"} {
// SIMPLIFY-LABEL: func.func @pub3() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: scf.execute_region {
// SIMPLIFY-NEXT: builtin.module {
// SIMPLIFY-LABEL: func.func @pub4() {
// SIMPLIFY-NEXT: return
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: }
// SIMPLIFY-NEXT: scf.yield
// SIMPLIFY-NEXT: }
module {
  func.func nested @n1() { return }
  func.func private @p1() { return }
  func.func @pub1() { return }
  module @m {
    func.func nested @n2() { return }
    func.func @pub2() { return }
    func.func private @p2() { return }
  }
  module @mp attributes {sym_visibility = "private"} {
    func.func nested @n3() { return }
    func.func @pub3() { return }
  }
  scf.execute_region {
    builtin.module {
      func.func nested @n4() { return }
      func.func @pub4() { return }
    }
    scf.yield
  }
}
