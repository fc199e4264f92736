// A horizontal dispatch: independent ops, each with its own strategy, share one launch; the
// linearized block id picks the part (blocks [0, 2) the 40x40 exp, 4-lane vectors, [2, 3) the
// 24x8 matmul, one output per thread of a 32x8 tile).
// RUN: comco-opt %s --comco-kernel-inline | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline > %t.mlir
// RUN: comco run %t.mlir --function=f --input="40x40xf32=random" --input="40x40xf32=random" --input="24x16xf32=random" --input="16x8xf32=random" --input="24x8xf32=random" --check-races | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @f
// CHECK-DAG: %[[THREE:.*]] = arith.constant 3 : index
// CHECK-COUNT-1: gpu.launch blocks(%[[B:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[THREE]],
// CHECK: %[[FIRST:.*]] = arith.cmpi ult, %[[B]], %c2 : index
// CHECK: scf.if %[[FIRST]] {
// CHECK: math.exp
// CHECK: } else {
// CHECK: %[[REL:.*]] = arith.subi %[[B]], %c2 : index
// CHECK: scf.for {{.*}} -> (f32)
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch

// EXEC: 40x40xf32=
func.func @f(%x: memref<40x40xf32>, %y: memref<40x40xf32>, %a: memref<24x16xf32>, %b: memref<16x8xf32>, %c: memref<24x8xf32>) -> (memref<40x40xf32>, memref<24x8xf32>) {
  comco.dispatch "horizontal" {
    linalg.exp ins(%x : memref<40x40xf32>) outs(%y : memref<40x40xf32>)
    linalg.matmul ins(%a, %b : memref<24x16xf32>, memref<16x8xf32>) outs(%c : memref<24x8xf32>)
    comco.yield
  }
  return %y, %c : memref<40x40xf32>, memref<24x8xf32>
}
