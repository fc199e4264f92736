// An elementwise dispatch: the 37x23 space is flattened (23 is not a multiple of 4, so points
// are single elements), each of 256 threads per block takes 4 points strided by the block size
// (block b covers points b*1024 ... b*1024+1023 and consecutive threads touch consecutive
// elements: coalesced), the tail is guarded, and the second op reads the first's result from
// registers. The kernel runs race-free in the interpreter.
// RUN: comco-opt %s --comco-kernel-inline | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline > %t.mlir
// RUN: comco run %t.mlir --function=f --input="37x23xf32=random" --input="37x23xf32=random" --input="37x23xf32=random" --check-races | FileCheck %s --check-prefix=EXEC
// RUN: comco-opt %s --comco-kernel-inline="elems-per-thread=2 block-size=128" | FileCheck %s --check-prefix=SMALL

// CHECK-LABEL: func.func @f
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[T:.*]] = arith.constant 256 : index
// CHECK-COUNT-1: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[T]],
// CHECK-DAG: %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK: %[[B:.*]] = arith.muli %[[BX]], %[[C1024]] : index
// CHECK: %[[FIRST:.*]] = arith.addi %[[B]], %[[TX]] : index
// CHECK: scf.for %[[E:.*]] = %{{.*}} to %[[C1024]] step %[[C256]]
// CHECK: %[[LIN:.*]] = arith.addi %[[FIRST]], %[[E]] : index
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[LIN]], %{{.*}} : index
// CHECK: scf.if %[[IN]] {
// CHECK: %[[J:.*]] = arith.remui %[[LIN]], %{{.*}} : index
// CHECK: %[[I:.*]] = arith.divui %[[LIN]], %{{.*}} : index
// CHECK: %[[X:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK: %[[Y:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]]
// CHECK: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NOT: memref.load
// CHECK: %[[P:.*]] = arith.mulf %[[X]], %[[S]] : f32
// CHECK: %[[R:.*]] = math.exp %[[P]] : f32
// CHECK-NOT: memref.store %[[S]]
// CHECK: memref.store %[[R]], %{{.*}}[%[[I]], %[[J]]]
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK-NOT: comco.dispatch
// CHECK-NOT: linalg.

// 37x23 = 851 elements: 4 blocks of 128 threads taking 2 each.
// SMALL: arith.constant 4 : index
// SMALL: gpu.launch blocks({{.*}}) in (%{{.*}} = %c4,

// EXEC: 37x23xf32=
func.func @f(%x: memref<37x23xf32>, %y: memref<37x23xf32>, %out: memref<37x23xf32>) -> memref<37x23xf32> {
  comco.dispatch "elementwise" {
    linalg.add ins(%x, %y : memref<37x23xf32>, memref<37x23xf32>) outs(%out : memref<37x23xf32>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<37x23xf32>) outs(%out : memref<37x23xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %o : f32
      %e = math.exp %m : f32
      linalg.yield %e : f32
    }
    comco.yield
  }
  return %out : memref<37x23xf32>
}
