// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @poison(
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : vector<4xf32>
// CHECK-NEXT: %2 = ub.poison : tensor<2x?xf16>
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: return %0, %1, %2, %3
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> vector<4xf32>
func.func @poison() -> (i32, vector<4xf32>, tensor<2x?xf16>, i32) {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<4xf32>
  %2 = ub.poison : tensor<2x?xf16>
  %3 = ub.poison <#ub.poison> : i32
  return %0, %1, %2, %3 : i32, vector<4xf32>, tensor<2x?xf16>, i32
}

// CHECK-LABEL: func.func @unreachable(
// CHECK: ^bb1:
// CHECK-NEXT: ub.unreachable
// GENERIC: "ub.unreachable"() : () -> ()
func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return
}
