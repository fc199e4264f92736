// An elementwise dispatch whose innermost loop (32) is a multiple of 4: each thread takes 4
// consecutive points and reads and writes them as one 128-bit vector.load/store (ld/st.v4 in
// PTX), consecutive threads taking consecutive vectors; the payload runs per lane. The bias %c,
// broadcast over rows (indexed by the innermost loop) is a vector too; %r, indexed by the row
// only, is read once as a scalar for the four lanes. The transposed read of %t cannot be a
// vector: it is read per lane. Race-free in the interpreter (equal results: kernel-inline.test.ts).
// RUN: comco-opt %s --comco-kernel-inline | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline > %t.mlir
// RUN: comco run %t.mlir --function=f --input="19x32xf32=random" --input="32xf32=random" --input="19xf32=random" --input="32x19xf32=random" --check-races | FileCheck %s --check-prefix=EXEC
// RUN: comco-opt %s --comco-kernel-inline --canonicalize --gpu-kernel-outlining --comco-emit-ptx | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: func.func @f
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c1
// 19*32/4 = 152 vectors: one block of 256 threads, one vector each.
// CHECK-DAG: %[[C152:.*]] = arith.constant 152 : index
// CHECK: %[[U:.*]] = arith.addi %{{.*}}, %[[TX:.*]] : index
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[U]], %[[C152]] : index
// CHECK: scf.if %[[IN]] {
// CHECK: %[[LIN:.*]] = arith.muli %[[U]], %c4 : index
// CHECK: %[[J:.*]] = arith.remui %[[LIN]], %c32 : index
// CHECK: %[[I:.*]] = arith.divui %[[LIN]], %c32 : index
// CHECK: %[[VX:.*]] = vector.load %arg0[%[[I]], %[[J]]] : memref<19x32xf32>, vector<4xf32>
// CHECK: %[[X:.*]]:4 = vector.to_elements %[[VX]] : vector<4xf32>
// CHECK: %[[VC:.*]] = vector.load %arg1[%[[J]]] : memref<32xf32>, vector<4xf32>
// CHECK: memref.load %arg2[%[[I]]] : memref<19xf32>
// CHECK-NOT: memref.load %arg2
// CHECK: memref.load %arg3[%[[J]], %[[I]]] : memref<32x19xf32>
// CHECK: %[[OUT:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: vector.store %[[OUT]], %{{.*}}[%[[I]], %[[J]]] : memref<19x32xf32>, vector<4xf32>
// CHECK-NOT: memref.store
// CHECK: gpu.terminator

// PTX-COUNT-2: ld.global.v4.f32
// PTX: st.global.v4.f32

// EXEC: 19x32xf32=

func.func @f(%x: memref<19x32xf32>, %c: memref<32xf32>, %r: memref<19xf32>, %t: memref<32x19xf32>) -> memref<19x32xf32> {
  %out = memref.alloc() : memref<19x32xf32>
  comco.dispatch "elementwise" {
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %c, %r, %t : memref<19x32xf32>, memref<32xf32>, memref<19xf32>, memref<32x19xf32>) outs(%out : memref<19x32xf32>) {
    ^bb0(%a: f32, %b: f32, %s: f32, %u: f32, %o: f32):
      %m = arith.mulf %a, %b : f32
      %n = arith.addf %m, %s : f32
      %p = arith.mulf %n, %u : f32
      linalg.yield %p : f32
    }
    comco.yield
  }
  return %out : memref<19x32xf32>
}
