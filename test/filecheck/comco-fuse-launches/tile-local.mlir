// Two elementwise kernels over the same 37x23 space, the second reading what the first wrote at
// the same element: the accesses have one signature, so each thread runs both bodies in turn.
// RUN: comco-opt %s --comco-kernel-inline --comco-fuse-launches | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline --comco-fuse-launches > %t.mlir
// RUN: comco run %t.mlir --function=f --input="37x23xf32=random" --input="37x23xf32=random" --input="37x23xf32=random" --check-races | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @f
// CHECK-COUNT-1: gpu.launch
// CHECK: scf.for
// CHECK: arith.addf
// CHECK: memref.store %{{.*}}, %arg2
// CHECK: scf.for
// CHECK: memref.load %arg2
// CHECK: arith.mulf
// CHECK: memref.store %{{.*}}, %arg2
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch

// EXEC: 37x23xf32=
func.func @f(%x: memref<37x23xf32>, %y: memref<37x23xf32>, %t: memref<37x23xf32>) -> memref<37x23xf32> {
  comco.dispatch "elementwise" {
    linalg.add ins(%x, %y : memref<37x23xf32>, memref<37x23xf32>) outs(%t : memref<37x23xf32>)
    comco.yield
  }
  comco.dispatch "elementwise" {
    linalg.mul ins(%t, %x : memref<37x23xf32>, memref<37x23xf32>) outs(%t : memref<37x23xf32>)
    comco.yield
  }
  return %t : memref<37x23xf32>
}
