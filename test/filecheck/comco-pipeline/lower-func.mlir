// RUN: comco-opt %s -comco-lower-func | FileCheck %s
// RUN: comco-opt %s -comco-lower-func -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// comco-lower-func: routines become func.func with everything they carry (type, visibility,
// argument and result attributes, other attributes, locations, body); the module becomes a
// gpu.container_module. Ops in the body, comco's included, are left alone.

// CHECK: module attributes {comco.workgroup_size = 128 : i64, gpu.container_module} {
module attributes {comco.workgroup_size = 128 : i64} {
  // CHECK-LABEL: func.func @main(
  // CHECK-SAME: %arg0: tensor<4x8xf32> {comco.shard = 0 : i64}, %arg1: tensor<4x8xf32>) -> (tensor<4x8xf32> {comco.out}, f32)
  // CHECK-SAME: attributes {comco.note = "kept"}
  // CHECK-NEXT: %[[S:.*]] = comco.add %arg0, %arg1
  // CHECK-NEXT: %[[C:.*]] = arith.constant
  // CHECK-NEXT: return %[[S]], %[[C]] : tensor<4x8xf32>, f32
  comco.func @main(%a: tensor<4x8xf32> {comco.shard = 0 : i64}, %b: tensor<4x8xf32>) -> (tensor<4x8xf32> {comco.out}, f32)
      attributes {comco.note = "kept"} {
    %s = comco.add %a, %b : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
    %c = arith.constant 1.0 : f32
    comco.return %s, %c : tensor<4x8xf32>, f32 loc("ret.mlir":3:4)
  } loc("routine.mlir":1:2)

  // CHECK-LABEL: func.func private @helper(
  // CHECK-NEXT: return
  comco.func private @helper(%x: tensor<2xf32>) {
    comco.return
  }

  // Existing functions stay as they are.
  // CHECK-LABEL: func.func @plain
  func.func @plain() {
    return
  }
}
// CHECK-NOT: comco.func
// CHECK-NOT: comco.return

// LOC: return {{.*}} loc(#[[RET:loc[0-9]*]])
// LOC: } loc(#[[FN:loc[0-9]*]])
// LOC-DAG: #[[FN]] = loc("routine.mlir":1:2)
// LOC-DAG: #[[RET]] = loc("ret.mlir":3:4)
