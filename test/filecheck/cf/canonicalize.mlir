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

// -----

// Ported from upstream's mlir/test/Dialect/ControlFlow/canonicalize.mlir (`foo.`/`test.` ops
// are unregistered `xtest.` ops here); the output is mlir-opt-22's on the same input.

// CHECK-LABEL: func.func @br_passthrough(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: "xtest.switch"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: return %1, %2 : i32, i32
// CHECK-NEXT: }
func.func @br_passthrough(%arg0 : i32, %arg1 : i32) -> (i32, i32) {
  "xtest.switch"() [^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.br ^bb2(%arg0 : i32)
^bb2(%arg2 : i32):
  cf.br ^bb3(%arg2, %arg1 : i32, i32)
^bb3(%arg4 : i32, %arg5 : i32):
  return %arg4, %arg5 : i32, i32
}

// -----

// CHECK-LABEL: func.func @cond_br_folding(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_folding(%cond : i1, %a : i32) {
  %false_cond = arith.constant false
  %true_cond = arith.constant true
  cf.cond_br %cond, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.cond_br %true_cond, ^bb3, ^bb2(%a : i32)
^bb2(%x : i32):
  cf.cond_br %false_cond, ^bb2(%x : i32), ^bb3
^bb3:
  return
}

// -----

// CHECK-LABEL: func.func @cond_br_same_successor_insert_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>) -> (i32, tensor<2xi32>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg4 : tensor<2xi32>
// CHECK-NEXT: return %0, %1 : i32, tensor<2xi32>
// CHECK-NEXT: }
func.func @cond_br_same_successor_insert_select(
      %cond : i1, %a : i32, %b : i32, %c : tensor<2xi32>, %d : tensor<2xi32>
    ) -> (i32, tensor<2xi32>)  {
  cf.cond_br %cond, ^bb1(%a, %c : i32, tensor<2xi32>), ^bb1(%b, %d : i32, tensor<2xi32>)
^bb1(%result : i32, %result2 : tensor<2xi32>):
  return %result, %result2 : i32, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @cond_br_and_br_folding(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_and_br_folding(%a : i32) {
  %false_cond = arith.constant false
  %true_cond = arith.constant true
  cf.cond_br %true_cond, ^bb2, ^bb1(%a : i32)
^bb1(%x : i32):
  cf.cond_br %false_cond, ^bb1(%x : i32), ^bb2
^bb2:
  return
}

// -----

// CHECK-LABEL: func.func @cond_br_passthrough(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i1) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg3, %arg0, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg3, %arg1, %arg2 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @cond_br_passthrough(%arg0 : i32, %arg1 : i32, %arg2 : i32, %cond : i1) -> (i32, i32) {
  cf.cond_br %cond, ^bb1(%arg0 : i32), ^bb2(%arg2, %arg2 : i32, i32)
^bb1(%arg3: i32):
  cf.br ^bb2(%arg3, %arg1 : i32, i32)
^bb2(%arg4: i32, %arg5: i32):
  return %arg4, %arg5 : i32, i32
}

// -----

// CHECK-LABEL: func.func @cond_br_pass_through_fail(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "xtest.op"() : () -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_pass_through_fail(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  "xtest.op"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

// Switches: only a default, cases matching the default, constant flags.
// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: "xtest.pred"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg1 : f32)
// CHECK-NEXT: ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_case_matching_default(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: "xtest.pred"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : f32),
// CHECK-NEXT: 10: ^bb3(%arg2 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb3(%1: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb3Terminator"(%1) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_on_const_no_match(%arg0: f32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: "xtest.pred"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg0 : f32)
// CHECK-NEXT: ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb3(%1: f32):  // pred: ^bb0
// CHECK-NEXT: "xtest.bb3Terminator"(%1) : (f32) -> ()
// CHECK-NEXT: ^bb4(%2: f32):  // pred: ^bb0
// CHECK-NEXT: "xtest.bb4Terminator"(%2) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_on_const_with_match(%arg0: f32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: "xtest.pred"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg2 : f32)
// CHECK-NEXT: ^bb2(%0: f32):  // pred: ^bb0
// CHECK-NEXT: "xtest.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb3(%1: f32):  // pred: ^bb0
// CHECK-NEXT: "xtest.bb3Terminator"(%1) : (f32) -> ()
// CHECK-NEXT: ^bb4(%2: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb4Terminator"(%2) : (f32) -> ()
// CHECK-NEXT: }
func.func @switch_only_default(%flag : i32, %caseOperand0 : f32) {
  "xtest.pred"() [^bb1, ^bb2] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2(%caseOperand0 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "xtest.bb2Terminator"(%bb2Arg) : (f32) -> ()
}

func.func @switch_case_matching_default(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32) {
  "xtest.pred"() [^bb1, ^bb2, ^bb3] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2(%caseOperand0 : f32),
      42: ^bb2(%caseOperand0 : f32),
      10: ^bb3(%caseOperand1 : f32),
      17: ^bb2(%caseOperand0 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "xtest.bb2Terminator"(%bb2Arg) : (f32) -> ()
  ^bb3(%bb3Arg : f32):
    "xtest.bb3Terminator"(%bb3Arg) : (f32) -> ()
}

func.func @switch_on_const_no_match(%caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "xtest.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
  ^bb1:
    %c0_i32 = arith.constant 0 : i32
    cf.switch %c0_i32 : i32, [
      default: ^bb2(%caseOperand0 : f32),
      -1: ^bb3(%caseOperand1 : f32),
      1: ^bb4(%caseOperand2 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "xtest.bb2Terminator"(%bb2Arg) : (f32) -> ()
  ^bb3(%bb3Arg : f32):
    "xtest.bb3Terminator"(%bb3Arg) : (f32) -> ()
  ^bb4(%bb4Arg : f32):
    "xtest.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

func.func @switch_on_const_with_match(%caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "xtest.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
  ^bb1:
    %c0_i32 = arith.constant 1 : i32
    cf.switch %c0_i32 : i32, [
      default: ^bb2(%caseOperand0 : f32),
      -1: ^bb3(%caseOperand1 : f32),
      1: ^bb4(%caseOperand2 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "xtest.bb2Terminator"(%bb2Arg) : (f32) -> ()
  ^bb3(%bb3Arg : f32):
    "xtest.bb3Terminator"(%bb3Arg) : (f32) -> ()
  ^bb4(%bb4Arg : f32):
    "xtest.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

// -----

// Switch cases through blocks that only branch on.
// CHECK-LABEL: func.func @switch_passthrough(%arg0: i32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: f32) {
// CHECK-NEXT: "xtest.pred"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb5(%arg1 : f32),
// CHECK-NEXT: 43: ^bb6(%arg2 : f32),
// CHECK-NEXT: 44: ^bb4(%arg3 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: f32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb5(%0 : f32)
// CHECK-NEXT: ^bb3(%1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb6(%1 : f32)
// CHECK-NEXT: ^bb4(%2: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb4Terminator"(%2) : (f32) -> ()
// CHECK-NEXT: ^bb5(%3: f32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: "xtest.bb5Terminator"(%3) : (f32) -> ()
// CHECK-NEXT: ^bb6(%4: f32):  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT: "xtest.bb6Terminator"(%4) : (f32) -> ()
// CHECK-NEXT: }
func.func @switch_passthrough(%flag : i32,
                         %caseOperand0 : f32,
                         %caseOperand1 : f32,
                         %caseOperand2 : f32,
                         %caseOperand3 : f32) {
  "xtest.pred"() [^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2(%caseOperand0 : f32),
      43: ^bb3(%caseOperand1 : f32),
      44: ^bb4(%caseOperand2 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    cf.br ^bb5(%bb2Arg : f32)
  ^bb3(%bb3Arg : f32):
    cf.br ^bb6(%bb3Arg : f32)
  ^bb4(%bb4Arg : f32):
    "xtest.bb4Terminator"(%bb4Arg) : (f32) -> ()
  ^bb5(%bb5Arg : f32):
    "xtest.bb5Terminator"(%bb5Arg) : (f32) -> ()
  ^bb6(%bb6Arg : f32):
    "xtest.bb6Terminator"(%bb6Arg) : (f32) -> ()
}

// -----

// A switch reached from a switch on the same flag.
// CHECK-LABEL: func.func @switch_from_switch_with_same_value_with_match(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: "xtest.pred"()[^bb1, ^bb2, ^bb4, ^bb5] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 42: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb2Terminator"() : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "xtest.op"() : () -> ()
// CHECK-NEXT: cf.br ^bb5(%arg2 : f32)
// CHECK-NEXT: ^bb4(%0: f32):  // pred: ^bb0
// CHECK-NEXT: "xtest.bb4Terminator"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb5(%1: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: "xtest.bb5Terminator"(%1) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_from_switch_with_same_value_no_match(%arg0: i32, %arg1: f32, %arg2: f32, %arg3: f32) {
// CHECK-NEXT: "xtest.pred"()[^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 42: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb2Terminator"() : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "xtest.op"() : () -> ()
// CHECK-NEXT: cf.br ^bb4(%arg1 : f32)
// CHECK-NEXT: ^bb4(%0: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: "xtest.bb4Terminator"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb5(%1: f32):  // pred: ^bb0
// CHECK-NEXT: "xtest.bb5Terminator"(%1) : (f32) -> ()
// CHECK-NEXT: ^bb6(%2: f32):  // pred: ^bb0
// CHECK-NEXT: "xtest.bb6Terminator"(%2) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_from_switch_default_with_same_value(%arg0: i32, %arg1: f32, %arg2: f32, %arg3: f32) {
// CHECK-NEXT: "xtest.pred"()[^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 42: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.bb2Terminator"() : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "xtest.op"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4(%arg1 : f32),
// CHECK-NEXT: 43: ^bb6(%arg3 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%0: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: "xtest.bb4Terminator"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb5(%1: f32):  // pred: ^bb0
// CHECK-NEXT: "xtest.bb5Terminator"(%1) : (f32) -> ()
// CHECK-NEXT: ^bb6(%2: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: "xtest.bb6Terminator"(%2) : (f32) -> ()
// CHECK-NEXT: }
func.func @switch_from_switch_with_same_value_with_match(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32) {
  "xtest.pred"() [^bb1, ^bb2, ^bb4, ^bb5] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2,
      42: ^bb3
    ]
  ^bb2:
    "xtest.bb2Terminator"() : () -> ()
  ^bb3:
    "xtest.op"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      42: ^bb5(%caseOperand1 : f32)
    ]
  ^bb4(%bb4Arg : f32):
    "xtest.bb4Terminator"(%bb4Arg) : (f32) -> ()
  ^bb5(%bb5Arg : f32):
    "xtest.bb5Terminator"(%bb5Arg) : (f32) -> ()
}

func.func @switch_from_switch_with_same_value_no_match(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "xtest.pred"() [^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2,
      42: ^bb3
    ]
  ^bb2:
    "xtest.bb2Terminator"() : () -> ()
  ^bb3:
    "xtest.op"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      0: ^bb5(%caseOperand1 : f32),
      43: ^bb6(%caseOperand2 : f32)
    ]
  ^bb4(%bb4Arg : f32):
    "xtest.bb4Terminator"(%bb4Arg) : (f32) -> ()
  ^bb5(%bb5Arg : f32):
    "xtest.bb5Terminator"(%bb5Arg) : (f32) -> ()
  ^bb6(%bb6Arg : f32):
    "xtest.bb6Terminator"(%bb6Arg) : (f32) -> ()
}

func.func @switch_from_switch_default_with_same_value(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "xtest.pred"() [^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb3,
      42: ^bb2
    ]
  ^bb2:
    "xtest.bb2Terminator"() : () -> ()
  ^bb3:
    "xtest.op"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      42: ^bb5(%caseOperand1 : f32),
      43: ^bb6(%caseOperand2 : f32)
    ]
  ^bb4(%bb4Arg : f32):
    "xtest.bb4Terminator"(%bb4Arg) : (f32) -> ()
  ^bb5(%bb5Arg : f32):
    "xtest.bb5Terminator"(%bb5Arg) : (f32) -> ()
  ^bb6(%bb6Arg : f32):
    "xtest.bb6Terminator"(%bb6Arg) : (f32) -> ()
}

// -----

// A cond_br reached through one edge of a cond_br on the same condition.
// CHECK-LABEL: func.func @cond_br_from_cond_br_with_same_condition(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "xtest.terminator"() : () -> ()
// CHECK-NEXT: }
func.func @cond_br_from_cond_br_with_same_condition(%cond : i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.cond_br %cond, ^bb3, ^bb2
^bb2:
  "xtest.terminator"() : () -> ()
^bb3:
  return
}

// -----

// The condition is known in a successor reached only from the cond_br.
// CHECK-LABEL: func.func @branchCondProp(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "xtest.consumer1"(%true) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "xtest.consumer2"(%false) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branchCondPropShared(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "xtest.consumer1"(%true) : (i1) -> ()
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "xtest.consumer2"(%arg0) : (i1) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @branchCondProp(%arg0: i1) {
  cf.cond_br %arg0, ^trueB, ^falseB
^trueB:
  "xtest.consumer1"(%arg0) : (i1) -> ()
  cf.br ^exit
^falseB:
  "xtest.consumer2"(%arg0) : (i1) -> ()
  cf.br ^exit
^exit:
  return
}

func.func @branchCondPropShared(%arg0: i1, %arg1: i1) {
  cf.cond_br %arg0, ^trueB, ^falseB
^trueB:
  "xtest.consumer1"(%arg0) : (i1) -> ()
  cf.cond_br %arg1, ^falseB, ^exit
^falseB:
  "xtest.consumer2"(%arg0) : (i1) -> ()
  cf.br ^exit
^exit:
  return
}

// -----

// Control-flow cycles are not simplified forever.
// CHECK-LABEL: func.func @cycle_2_blocks() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_cycle_2_blocks() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cycle_4_blocks() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
func.func @cycle_2_blocks() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @no_cycle_2_blocks() -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  %ret = arith.constant 1 : i32
  return %ret : i32
}
func.func @cycle_4_blocks() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb1
}

// -----

// A block reached by two edges of one switch has no single predecessor (upstream's
// getSinglePredecessor): the switch there on the same flag stays.
// CHECK-LABEL: func.func @sw(
// CHECK: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 0: ^bb3
// CHECK-LABEL: func.func @cb(
// CHECK-NEXT: %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
func.func @sw(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb3,
    0: ^bb1(%x : i32),
    1: ^bb1(%y : i32)
  ]
^bb1(%a: i32):
  cf.switch %f : i32, [
    default: ^bb2,
    0: ^bb3
  ]
^bb2:
  "xtest.two"() : () -> ()
  return
^bb3:
  "xtest.three"() : () -> ()
  return
}
func.func @cb(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "xtest.use"(%a) : (i32) -> ()
  return
^bb3:
  return
}

// -----

// Folding pass-through blocks keeps the branch weights.
// CHECK-LABEL: func.func @pass_through_weights(
// CHECK-NEXT: cf.cond_br %arg2 weights([30, 70]), ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: return %arg1 : i32
func.func @pass_through_weights(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c weights([30, 70]), ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb3:
  cf.br ^bb4
^bb2:
  return %a : i32
^bb4:
  return %b : i32
}

