// A softmax dispatch on 5 rows of 37: one block per row, threads stride over the row, the row's
// max and sum come from gpu.all_reduce (maxnumf, then add) into registers, so the row
// temporaries disappear; exp(x - max) is stored and reread only by the thread that wrote it.
// RUN: comco-opt %s --comco-kernel-inline="block-size=32" | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline="block-size=32" > %t.mlir
// RUN: comco run %t.mlir --function=f --input="5x37xf32=random" --input="5x37xf32=random" --check-races | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @f
// CHECK-NOT: memref<5xf32>
// CHECK: %[[E:.*]] = memref.alloc() : memref<5x37xf32>
// CHECK: gpu.launch blocks(%[[ROW:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c5, {{.*}} threads(%[[T:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c32,
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[NZERO:.*]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[PM:.*]] = scf.for %[[J:.*]] = %[[T]] to %c37 step %c32{{.*}} iter_args(%[[P:.*]] = %[[NINF]]) -> (f32) {
// CHECK: %[[X:.*]] = memref.load %arg0[%[[ROW]], %[[J]]]
// CHECK: arith.maxnumf %[[X]], %[[P]] : f32
// CHECK: %[[M:.*]] = gpu.all_reduce maxnumf %[[PM]]
// CHECK: %[[MAX:.*]] = arith.maxnumf %[[M]], %{{.*}} : f32
// CHECK: scf.for %[[J2:.*]] = %[[T]] to %c37 step %c32
// CHECK: arith.subf %{{.*}}, %[[MAX]] : f32
// CHECK: memref.store %{{.*}}, %[[E]][%[[ROW]], %[[J2]]]
// CHECK: %[[PS:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[NZERO]]) -> (f32) {
// CHECK: memref.load %[[E]]
// CHECK: %[[S:.*]] = gpu.all_reduce add %[[PS]]
// CHECK: %[[SUM:.*]] = arith.addf %[[S]], %{{.*}} : f32
// CHECK: scf.for
// CHECK: arith.divf %{{.*}}, %[[SUM]] : f32
// CHECK: memref.store %{{.*}}, %arg1
// CHECK-NOT: scf.if
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK: memref.dealloc %[[E]]

// EXEC: 5x37xf32=
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: memref<5x37xf32>, %out: memref<5x37xf32>) -> memref<5x37xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %mx = memref.alloc() : memref<5xf32>
  %e = memref.alloc() : memref<5x37xf32>
  %s = memref.alloc() : memref<5xf32>
  comco.dispatch "reduction" {
    linalg.fill ins(%ninf : f32) outs(%mx : memref<5xf32>)
    linalg.reduce ins(%x : memref<5x37xf32>) outs(%mx : memref<5xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %m = arith.maxnumf %in, %init : f32
        linalg.yield %m : f32
      }
    linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mx : memref<5x37xf32>, memref<5xf32>) outs(%e : memref<5x37xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %v = math.exp %d : f32
      linalg.yield %v : f32
    }
    linalg.fill ins(%zero : f32) outs(%s : memref<5xf32>)
    linalg.reduce ins(%e : memref<5x37xf32>) outs(%s : memref<5xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %m = arith.addf %in, %init : f32
        linalg.yield %m : f32
      }
    linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%e, %s : memref<5x37xf32>, memref<5xf32>) outs(%out : memref<5x37xf32>) {
    ^bb0(%a: f32, %t: f32, %o: f32):
      %q = arith.divf %a, %t : f32
      linalg.yield %q : f32
    }
    comco.yield
  }
  memref.dealloc %mx : memref<5xf32>
  memref.dealloc %e : memref<5x37xf32>
  memref.dealloc %s : memref<5xf32>
  return %out : memref<5x37xf32>
}
