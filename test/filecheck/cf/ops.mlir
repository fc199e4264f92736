// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// GENERIC: "cf.assert"(%{{.*}}) <{msg = "must hold"}> : (i1) -> ()
// GENERIC: "cf.br"(%{{.*}}, %{{.*}})[^bb1] : (i32, f32) -> ()
// GENERIC: "cf.cond_br"(%{{.*}}, %{{.*}})[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC: "cf.switch"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})[^bb3, ^bb2, ^bb4] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[42, -1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 3>}> : (i32, i32, i32, f32) -> ()
// GENERIC: "cf.switch"(%{{.*}}, %{{.*}})[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
// GENERIC: "cf.cond_br"(%{{.*}})[^bb1, ^bb2] <{branch_weights = array<i32: 60, 40>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.assert %arg0, "must hold"
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.switch %arg3 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 42: ^bb2(%2 : i32),
// CHECK-NEXT: 4294967295: ^bb4(%2, %1 : i32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, f32), ^bb4(%arg1, %arg2 : i32, f32) {test.weights}
// CHECK-NEXT: ^bb4(%3: i32, %4: f32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.switch %arg3 : i32, [
// CHECK-NEXT: default: ^bb5(%3 : i32)]
// CHECK-NEXT: ^bb5(%5: i32):  // pred: ^bb4
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
func.func @branches(%c: i1, %a: i32, %b: f32, %flag: i32) -> i32 {
  cf.assert %c, "must hold"
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.cond_br %c, ^bb2(%x : i32), ^bb3
^bb2(%z: i32):
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb2(%z : i32),
    -1: ^bb4(%z, %y : i32, f32)
  ]
^bb3:
  cf.cond_br %c, ^bb1(%a, %b : i32, f32), ^bb4(%a, %b : i32, f32) {test.weights}
^bb4(%u: i32, %v: f32):
  cf.switch %flag : i32, [
    default: ^bb5(%u : i32)
  ]
^bb5(%w: i32):
  return %w : i32
}

// CHECK-LABEL: func.func @loop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}

// CHECK-LABEL: func.func @switch_i8(%arg0: i8) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 128: ^bb2,
// CHECK-NEXT: 127: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.assert %true, "escaped \22message\22\0A"
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_i8(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    -128: ^bb2,
    127: ^bb3
  ]
^bb1:
  %flag_ok = arith.constant true
  cf.assert %flag_ok, "escaped \"message\"\n"
  return
^bb2:
  return
^bb3:
  return
}

// CHECK-LABEL: func.func @repeated_edges(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 4294967168: ^bb1,
// CHECK-NEXT: 127: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb2
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @repeated_edges(%flag: i32, %c: i1) {
  cf.switch %flag : i32, [
    default: ^bb1,
    -128: ^bb1,
    127: ^bb2
  ]
^bb1:
  cf.cond_br %c, ^bb2, ^bb2
^bb2:
  return
}

// Branch weights (WeightedBranchOpInterface): written without the array<i32: ...> wrapper,
// read as signed 32-bit values (`true` is -1).
// CHECK-LABEL: func.func @weights(
// CHECK-NEXT: cf.cond_br %arg0 weights([60, 40]), ^bb1, ^bb2
// CHECK: cf.cond_br %arg0 weights([-2147483648, -1]), ^bb1, ^bb2
func.func @weights(%c: i1) {
  cf.cond_br %c weights([60,40]), ^bb1, ^bb2
^bb1:
  cf.cond_br %c weights([-2147483648, true]), ^bb1, ^bb2
^bb2:
  return
}

// Operands of ops in unreachable blocks are not checked for dominance (as upstream): a value may
// use itself, or one defined later or in another unreachable block.
// CHECK-LABEL: func.func @unreachable_uses
// CHECK: %0 = arith.addi %0, %c1_i64 : i64
// CHECK: %1 = arith.addi %c2_i64, %1 : i64
func.func @unreachable_uses() {
  return
^bb1:
  %c1 = arith.constant 1 : i64
  %add = arith.addi %add, %c1 : i64
  cf.br ^bb2
^bb2:
  %z = arith.addi %w, %z : i64
  cf.br ^bb3
^bb3:
  %w = arith.constant 2 : i64
  cf.br ^bb2
}
