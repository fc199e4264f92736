// The paper's Figure 1 after bufferization: a matmul dispatch and a host-level gpu.all_reduce
// end up as exactly one launch: the matmul's 32x32 tile block takes block 0 (its 256 threads each
// computing a 2x2 sub-tile from one 32-deep slab of A and of B in workgroup memory, which the merged launch
// keeps), the reduction takes block 1 and runs once there.
// RUN: comco-opt %s --comco-kernel-inline --comco-fuse-launches | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline --comco-fuse-launches > %t.mlir
// RUN: comco run %t.mlir --function=comco_func --check-races | FileCheck %s --check-prefix=EXEC --allow-empty

// CHECK-LABEL: func.func @comco_func
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<f32>
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-COUNT-1: gpu.launch blocks(%[[B:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C2]], {{.*}} threads({{.*}}) in (%{{.*}} = %[[C256]], {{.*}} workgroup(%[[AS:.*]] : memref<32x36xf32, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<32x32xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[PART:.*]] = arith.cmpi ult, %[[B]], %{{.*}} : index
// CHECK: scf.if %[[PART]] {
// CHECK: scf.for {{.*}} -> (f32, f32, f32, f32) {
// CHECK: memref.store %{{.*}}, %[[AS]]
// CHECK: memref.store %{{.*}}, %[[BS]]
// CHECK: gpu.barrier
// CHECK: scf.for {{.*}} -> (f32, f32, f32, f32) {
// CHECK: vector.load %[[AS]]
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: gpu.barrier
// CHECK: } else {
// CHECK: gpu.all_reduce add %{{.*}} uniform
// CHECK: memref.store %{{.*}}, %[[BUF]][]
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: memref.dealloc %[[BUF]]

// EXEC-NOT: error
module attributes {gpu.container_module} {
  func.func @comco_func() {
    %A = memref.alloc() : memref<32x32xf32>
    %B = memref.alloc() : memref<32x32xf32>
    %C = memref.alloc() : memref<32x32xf32>
    %0 = arith.constant 3.14 : f32
    comco.dispatch "matmul" {
      linalg.matmul ins(%A, %B : memref<32x32xf32>, memref<32x32xf32>) outs(%C : memref<32x32xf32>)
      comco.yield
    }
    %s = gpu.all_reduce add %0 uniform {} : (f32) -> (f32)
    memref.dealloc %A : memref<32x32xf32>
    memref.dealloc %B : memref<32x32xf32>
    memref.dealloc %C : memref<32x32xf32>
    return
  }
}
