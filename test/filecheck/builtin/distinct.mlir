// RUN: comco-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: comco-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG
// PARITY: print

// distinct[N]<attr>: the same N is the same attribute within a file; printers renumber them in
// print order (alias definitions first), and alias every one that references something as
// #distinct, #distinct1, ...

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK: #distinct1 = distinct[1]<"x">
// CHECK: "test.op"() {a = #distinct, b = #distinct, c = #distinct1, d = distinct[2]<>, e = [distinct[3]<>, distinct[2]<>]}
// CHECK: "test.op"() {a = #distinct}
// LOCAL: "test.op"() {a = distinct[0]<42 : i32>, b = distinct[0]<42 : i32>, c = distinct[1]<"x">, d = distinct[2]<>, e = [distinct[3]<>, distinct[2]<>]}
"test.op"() {a = distinct[5]<42 : i32>, b = distinct[5]<42 : i32>, c = distinct[0]<"x">, d = distinct[9]<>, e = [distinct[7]<unit>, distinct[9]<>]} : () -> ()
"test.op"() {a = distinct[5]<42 : i32>} : () -> ()

// -----

// A distinct attribute nested in another is numbered where it prints.
// CHECK: #distinct = distinct[0]<distinct[1]<>>
// CHECK: "test.op"() {a = [distinct[2]<>], b = #distinct}
"test.op"() {a = [distinct[3]<>], b = distinct[2]<distinct[1]<>>} : () -> ()

// -----

// Aliases only locations use print after the body (deferred), and so do their distinct
// attributes' numbers; `distinct[5]<>` is never aliased.
// DEBUG: #distinct1 = distinct[0]<7 : i64>
// DEBUG-NEXT: #distinct2 = distinct[1]<"meta">
// DEBUG: "test.op"() {a = #distinct1, m = #distinct2} : () -> () loc(#loc4)
// DEBUG: "test.op"() {b = distinct[2]<>} : () -> () loc(#loc5)
// DEBUG: #distinct = distinct[3]<1 : i64>
// DEBUG: #loc4 = loc(fused<#distinct>[#loc1])
// DEBUG: #loc5 = loc(fused<distinct[4]<>>[#loc2])
// DEBUG: #loc6 = loc(fused<#distinct2>[#loc3])
#di = distinct[4]<"meta">
"test.op"() {a = distinct[1]<7>, m = #di} : () -> () loc(fused<distinct[3]<1>>["a.mlir":1:1])
"test.op"() {b = distinct[2]<>} : () -> () loc(fused<distinct[5]<>>["b.mlir":2:2])
"test.op"() {c = #di} : () -> () loc(fused<#di>["c.mlir":3:3])

// -----

// Two distinct attributes referencing the same value differ: cse keeps both ops.
// CHECK-LABEL: func.func @cse
// CHECK: %[[A:.*]] = "test.pure"() {d = #distinct}
// CHECK: %[[B:.*]] = "test.pure"() {d = #distinct1}
// CHECK: %[[C:.*]] = "test.pure"() {d = #distinct}
func.func @cse() -> (i32, i32, i32) {
  %0 = "test.pure"() {d = distinct[0]<1 : i32>} : () -> i32
  %1 = "test.pure"() {d = distinct[1]<1 : i32>} : () -> i32
  %2 = "test.pure"() {d = distinct[0]<1 : i32>} : () -> i32
  return %0, %1, %2 : i32, i32, i32
}
