// RUN: comco-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=1 | FileCheck %s --check-prefix=ELIDE
// RUN: comco-opt %s --allow-unregistered-dialect --canonicalize --cse | FileCheck %s --check-prefix=CANON
// PARITY: print

// Elements of a type that is no integer, index, float or complex are strings: escapes print as
// upstream's (`\FF`), equal strings make a splat, a lone string is a splat, none is `dense<>`.
// Sparse values may be strings too. Strings never print as hex; long lists may be elided.

// CHECK-LABEL: func.func @strings
// CHECK-NEXT: arith.constant dense<["a", "b"]> : tensor<2x!foo.string>
// CHECK-NEXT: arith.constant dense<"xyz"> : tensor<3x!foo.string>
// CHECK-NEXT: arith.constant dense<{{\[}}["a\00b", "\FF"], ["\22q\22", "\0A"]]> : tensor<2x2x!foo.string>
// CHECK-NEXT: arith.constant dense<> : tensor<0x!foo.string>
// CHECK-NEXT: arith.constant dense<"0xAB"> : tensor<2x!foo.string>
// CHECK-NEXT: arith.constant dense<"same"> : tensor<3x!foo.string>
// CHECK-NEXT: arith.constant dense<["re", "im"]> : tensor<2x!foo.string>
// CHECK-NEXT: arith.constant sparse<[{{\[}}0], [2]], ["s", "t"]> : tensor<4x!foo.string>
// CHECK-NEXT: arith.constant sparse<1, "u"> : tensor<4x!foo.string>
// ELIDE-LABEL: "func.func"
// ELIDE: dense_resource<__elided__> : tensor<2x!foo.string>
// ELIDE: dense<"xyz"> : tensor<3x!foo.string>
// ELIDE: dense_resource<__elided__> : tensor<2x2x!foo.string>
// ELIDE: dense<> : tensor<0x!foo.string>
// ELIDE: dense<"same"> : tensor<3x!foo.string>
// ELIDE: dense_resource<__elided__> : tensor<4x!foo.string>
// ELIDE: sparse<1, "u"> : tensor<4x!foo.string>
func.func @strings() {
  %0 = arith.constant dense<["a", "b"]> : tensor<2x!foo.string>
  %1 = arith.constant dense<"xyz"> : tensor<3x!foo.string>
  %2 = arith.constant dense<[["a\00b", "\ff"], ["\"q\"", "\n"]]> : tensor<2x2x!foo.string>
  %3 = arith.constant dense<[]> : tensor<0x!foo.string>
  %4 = arith.constant dense<"0xAB"> : tensor<2x!foo.string>
  %5 = arith.constant dense<["same", "same", "same"]> : tensor<3x!foo.string>
  %6 = arith.constant dense<("re", "im")> : tensor<2x!foo.string>
  %7 = arith.constant sparse<[[0], [2]], ["s", "t"]> : tensor<4x!foo.string>
  %8 = arith.constant sparse<[[1]], ["u"]> : tensor<4x!foo.string>
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (tensor<2x!foo.string>, tensor<3x!foo.string>, tensor<2x2x!foo.string>, tensor<0x!foo.string>, tensor<2x!foo.string>, tensor<3x!foo.string>, tensor<2x!foo.string>, tensor<4x!foo.string>, tensor<4x!foo.string>) -> ()
  return
}

// Canonicalization keeps string constants (nothing folds strings); cse merges equal ones.
// CANON-LABEL: func.func @fold
// CANON-NEXT: %[[C:.*]] = arith.constant dense<["p", "q"]> : tensor<2x!foo.string>
// CANON-NEXT: %[[I:.*]] = arith.constant 1 : index
// CANON-NEXT: %[[E:.*]] = tensor.extract %[[C]][%[[I]]] : tensor<2x!foo.string>
// CANON-NEXT: "foo.use"(%[[E]], %[[C]]) : (!foo.string, tensor<2x!foo.string>) -> ()
func.func @fold() {
  %c = arith.constant dense<["p", "q"]> : tensor<2x!foo.string>
  %d = arith.constant dense<["p", "q"]> : tensor<2x!foo.string>
  %i = arith.constant 1 : index
  %e = tensor.extract %c[%i] : tensor<2x!foo.string>
  "foo.use"(%e, %d) : (!foo.string, tensor<2x!foo.string>) -> ()
  return
}
