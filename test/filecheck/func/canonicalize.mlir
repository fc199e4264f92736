// RUN: comco-opt %s -canonicalize -split-input-file -allow-unregistered-dialect | FileCheck %s
// func canonicalization; the output is mlir-opt-22's on the same input.

// An indirect call of a function constant is a direct call (argument and result attributes are
// dropped, as upstream); function constants are hoisted and deduplicated like other constants.
// CHECK-LABEL: func.func private @leaf(i32) -> i32
// CHECK-LABEL: func.func @indirect_to_direct(%arg0: i32) -> i32 {
// CHECK-NEXT: %f = constant @leaf : (i32) -> i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = call @leaf(%0) : (i32) -> i32
// CHECK-NEXT: "xtest.use"(%f) : ((i32) -> i32) -> ()
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @indirect_through_select(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %f = constant @leaf : (i32) -> i32
// CHECK-NEXT: %f_0 = constant @indirect_to_direct : (i32) -> i32
// CHECK-NEXT: %0 = arith.select %arg0, %f, %f_0 : (i32) -> i32
// CHECK-NEXT: %1 = call_indirect %0(%arg1) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @indirect_in_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = func.call @leaf(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @leaf(i32) -> i32
func.func @indirect_to_direct(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %fn = func.constant @leaf : (i32) -> i32
  %fn2 = func.constant @leaf : (i32) -> i32
  %0 = func.call_indirect %fn(%x) {arg_attrs = [{llvm.noundef}], res_attrs = [{llvm.zeroext}]} : (i32) -> i32
  "xtest.use"(%fn2) : ((i32) -> i32) -> ()
  return %0 : i32
}
func.func @indirect_through_select(%c: i1, %a: i32) -> i32 {
  %f = func.constant @leaf : (i32) -> i32
  %g = func.constant @indirect_to_direct : (i32) -> i32
  %h = arith.select %c, %f, %g : (i32) -> i32
  %0 = func.call_indirect %h(%a) : (i32) -> i32
  return %0 : i32
}
func.func @indirect_in_region(%c: i1, %a: i32) -> i32 {
  %f = func.constant @leaf : (i32) -> i32
  %0 = scf.if %c -> i32 {
    %1 = func.call_indirect %f(%a) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}
