// A gpu.all_reduce in host code (the paper's Figure 1) becomes a one-block launch of
// comco.workgroup_size threads that reduces once and has thread 0 write the value; the host reads
// it after the launch. The launch result equals the interpreter's host semantics (W * v).
// RUN: comco-opt %s --comco-kernel-inline | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline > %t.mlir
// RUN: comco run %t.mlir --function=f --input="f32=1.5" --check-races | FileCheck %s --check-prefix=EXEC
// RUN: comco run %s --function=f --input="f32=1.5" | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @f
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<f32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[W:.*]] = arith.constant 64 : index
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) threads(%[[T:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[W]],
// CHECK: %[[R:.*]] = gpu.all_reduce add %arg0 uniform
// CHECK: %[[T0:.*]] = arith.cmpi eq, %[[T]], %c0 : index
// CHECK: scf.if %[[T0]] {
// CHECK-NEXT: memref.store %[[R]], %[[BUF]][] : memref<f32>
// CHECK: gpu.terminator
// CHECK: %[[V:.*]] = memref.load %[[BUF]][] : memref<f32>
// CHECK-NEXT: memref.dealloc %[[BUF]]
// CHECK-NEXT: return %[[V]] : f32

// EXEC: f32=96
module attributes {gpu.container_module, comco.workgroup_size = 64 : i64} {
  func.func @f(%v: f32) -> f32 {
    %s = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
    return %s : f32
  }
}
