// A matmul dispatch (fill, matmul, bias + relu epilogue) on 37x23 (K = 40) with 16x16 block tiles
// and 2x2 thread sub-tiles: 3x2 blocks of 64 threads; the K loop goes by 16-deep slabs of A and B
// copied into workgroup memory (A's slab rows padded to 20: its copy walks k fastest), between two
// barriers, the last slab cut at K; a thread's two rows (columns) are consecutive, read from the
// slabs as one 2-lane vector per k; it carries the four accumulators, the epilogue is applied to
// each before its only store, and the temporary C is gone.
// RUN: comco-opt %s --comco-kernel-inline="tile-sizes=16,16 thread-tile=2,2" | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline="tile-sizes=16,16 thread-tile=2,2" > %t.mlir
// RUN: comco run %t.mlir --function=f --input="37x40xf32=random" --input="40x23xf32=random" --input="23xf32=random" --input="37x23xf32=random" --check-races | FileCheck %s --check-prefix=EXEC
// Defaults (64x64 tiles, 4x4 per thread) shrink for this small matmul: a 64x32 tile of 2x4 per
// thread, one block of 256 threads, 8 accumulators.
// RUN: comco-opt %s --comco-kernel-inline | FileCheck %s --check-prefix=DEFAULT

// CHECK-LABEL: func.func @f
// CHECK-NOT: memref.alloc
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK: gpu.launch blocks(%[[B:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C6]], {{.*}} threads(%[[T:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C64]], {{.*}} workgroup(%[[AS:.*]] : memref<16x20xf32, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<16x16xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[BY:.*]] = arith.divui %[[B]], %c2
// CHECK: %[[BX:.*]] = arith.remui %[[B]], %c2
// CHECK: %[[TY:.*]] = arith.divui %[[T]], %c8
// CHECK: %[[TX:.*]] = arith.remui %[[T]], %c8
// CHECK: %[[ACC:.*]]:4 = scf.for %[[K0:.*]] = %c0 to %c40 step %c16{{.*}} iter_args(%[[A0:.*]] = %cst{{.*}}, %{{.*}} = %cst{{.*}}, %{{.*}} = %cst{{.*}}, %{{.*}} = %cst{{.*}}) -> (f32, f32, f32, f32) {
// CHECK-COUNT-4: memref.store %{{.*}}, %[[AS]]
// CHECK-COUNT-4: memref.store %{{.*}}, %[[BS]]
// CHECK: gpu.barrier
// CHECK: %[[REST:.*]] = arith.subi %c40, %[[K0]]
// CHECK: %[[STEPS:.*]] = arith.minui %[[REST]], %c16
// CHECK: scf.for %[[K:.*]] = %c0 to %[[STEPS]] step %{{.*}} iter_args(%[[B0:.*]] = %[[A0]],
// CHECK: %[[VA:.*]] = vector.load %[[AS]][%[[K]], %[[R0:.*]]] : memref<16x20xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK: %[[LA:.*]]:2 = vector.to_elements %[[VA]]
// CHECK: %[[VB:.*]] = vector.load %[[BS]][%[[K]], %[[C0:.*]]] : memref<16x16xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK: %[[LB:.*]]:2 = vector.to_elements %[[VB]]
// CHECK: %[[MUL:.*]] = arith.mulf %[[LA]]#0, %[[LB]]#0 : f32
// CHECK: arith.addf %[[B0]], %[[MUL]] : f32
// CHECK: scf.yield
// CHECK: gpu.barrier
// CHECK: scf.yield
// CHECK: scf.if
// CHECK: memref.load %arg2
// CHECK: %[[E:.*]] = arith.addf %[[ACC]]#0
// CHECK: %[[RELU:.*]] = arith.maximumf %[[E]]
// CHECK-NEXT: memref.store %[[RELU]], %arg3
// CHECK-COUNT-3: memref.store {{.*}}, %arg3
// CHECK-NOT: memref.store
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK-NOT: memref.dealloc

// EXEC: 37x23xf32=

// DEFAULT: %[[C1:.*]] = arith.constant 1 : index
// DEFAULT: %[[C256:.*]] = arith.constant 256 : index
// DEFAULT: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[C1]], {{.*}} threads({{.*}}) in (%{{.*}} = %[[C256]],
// DEFAULT: scf.for {{.*}} -> (f32, f32, f32, f32, f32, f32, f32, f32) {
func.func @f(%a: memref<37x40xf32>, %b: memref<40x23xf32>, %bias: memref<23xf32>, %out: memref<37x23xf32>) -> memref<37x23xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<37x23xf32>
  comco.dispatch "matmul" {
    linalg.fill ins(%zero : f32) outs(%c : memref<37x23xf32>)
    linalg.matmul ins(%a, %b : memref<37x40xf32>, memref<40x23xf32>) outs(%c : memref<37x23xf32>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : memref<37x23xf32>, memref<23xf32>) outs(%out : memref<37x23xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
    }
    comco.yield
  }
  memref.dealloc %c : memref<37x23xf32>
  return %out : memref<37x23xf32>
}
