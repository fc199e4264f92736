// RUN: comco-opt -allow-unregistered-dialect %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// RUN: comco-opt -allow-unregistered-dialect %s -mlir-print-debuginfo | FileCheck %s --check-prefix=ALIAS
// PARITY: print

// With --mlir-print-local-scope, sets and locations print inline, no alias is defined, and the
// module keeps its own location.

#set0 = affine_set<(d0) : (1 == 0)>

// CHECK-NOT: #loc
// CHECK-LABEL: func.func @inline_notation
// CHECK: arith.constant 4 : index loc(callsite("foo" at "mysource.cc":10:8))
// CHECK: affine.if affine_set<(d0) : (1 == 0)>(%{{.*}}) {
// CHECK-NEXT: } loc(fused<"myPass">["foo", "foo2"])
// CHECK: return %{{.*}} : i32 loc(unknown)
// CHECK: "foo.op"() : () -> () loc("out_of_line_location")
// CHECK: } loc("{{.*}}locations-local-scope.mlir":0:0)
// ALIAS: "foo.op"() : () -> () loc(#[[LOC:.*]])
// ALIAS: #[[LOC]] = loc("out_of_line_location")
func.func @inline_notation() -> i32 {
  %1 = "foo"() : () -> i32 loc("foo")
  %2 = arith.constant 4 : index loc(callsite("foo" at "mysource.cc":10:8))
  affine.if #set0(%2) {
  } loc(fused<"myPass">["foo", "foo2"])
  return %1 : i32 loc(unknown)
}

"foo.op"() : () -> () loc(#loc)

#loc = loc("out_of_line_location")
