// RUN: comco-opt %s --allow-unregistered-dialect | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @empty()
// CHECK-NEXT: return
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
// GENERIC-NEXT: "func.return"() : () -> ()
func.func @empty() {
  return
}

// CHECK-LABEL: func.func private @decl(i32, f32) -> (i64, index)
// GENERIC: sym_visibility = "private"
func.func private @decl(i32, f32) -> (i64, index)

// CHECK-LABEL: func.func @args(%arg0: i32 {test.a = 1 : i64}, %arg1: tensor<4x?xf32>) -> (i32 {test.r})
// CHECK-SAME: attributes {test.fn = "x"}
// CHECK-NEXT: return %arg0 : i32
// GENERIC: arg_attrs = [{test.a = 1 : i64}, {}]
// GENERIC-SAME: res_attrs = [{test.r}]
func.func @args(%a: i32 {test.a = 1}, %t: tensor<4x?xf32>) -> (i32 {test.r}) attributes {test.fn = "x"} {
  return %a : i32
}

// CHECK-LABEL: func.func @calls(%arg0: f32) -> (f32, f32)
// CHECK-NEXT: %[[S:.*]]:2 = "test.source"() : () -> (i32, tensor<4x?xf32>)
// CHECK-NEXT: %[[A:.*]] = call @args(%{{.*}}, %{{.*}}) : (i32, tensor<4x?xf32>) -> i32
// CHECK-NEXT: %[[F:.*]] = constant @decl : (i32, f32) -> (i64, index)
// CHECK-NEXT: %{{.*}}:2 = call_indirect %[[F]](%[[A]], %arg0) : (i32, f32) -> (i64, index)
// CHECK-NEXT: return %arg0, %arg0 : f32, f32
func.func @calls(%x: f32) -> (f32, f32) {
  %i, %t = "test.source"() : () -> (i32, tensor<4x?xf32>)
  %0 = func.call @args(%i, %t) : (i32, tensor<4x?xf32>) -> i32
  %f = func.constant @decl : (i32, f32) -> (i64, index)
  %1:2 = func.call_indirect %f(%0, %x) : (i32, f32) -> (i64, index)
  return %x, %x : f32, f32
}

// CHECK-LABEL: func.func @cfg(%arg0: i1)
// CHECK: ^bb1(%[[V:.*]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK: ^bb2:  // pred: ^bb1
func.func @cfg(%c: i1) {
  %v = "test.source"() : () -> i32
  "test.br"(%v)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "test.cond_br"(%c)[^bb2, ^bb3] : (i1) -> ()
^bb2:
  "test.br"(%x)[^bb1] : (i32) -> ()
^bb3:
  return
}
