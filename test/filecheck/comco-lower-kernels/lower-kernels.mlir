// RUN: comco-opt -gpu-launch-sink-index-computations -gpu-kernel-outlining -comco-lower-kernels %s | FileCheck %s
// A launch as comco-kernel-inline leaves it, brought to the kernel form.
// CHECK-LABEL: gpu.func @rows_kernel(%arg0: memref<8x100xf32>, %arg1: memref<8x100xf32>, %arg2: memref<8xf32>) workgroup(%arg3 : memref<32xf32, #gpu.address_space<workgroup>>, %arg4 : memref<32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 48, 1, 1>, known_grid_size = array<i32: 8, 1, 1>}
// CHECK: memref.load %arg0[%block_id_x, %{{.*}}] : memref<8x100xf32>
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: memref.store %{{.*}}, %arg3[%{{.*}}] : memref<32xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: gpu.barrier
// CHECK: memref.load %arg3[%c0]
// CHECK: gpu.barrier
// CHECK: arith.maximumf
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %arg1[%block_id_x, %{{.*}}] : memref<8x100xf32>
// CHECK-NOT: linalg.
// CHECK-NOT: memref.subview
// CHECK-NOT: gpu.all_reduce
func.func @rows(%x: memref<8x100xf32>, %y: memref<8x100xf32>, %s: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %nt = arith.constant 48 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %nt, %sy = %c1, %sz = %c1) {
    %row = memref.subview %x[%bx, 0] [1, 100] [1, 1] : memref<8x100xf32> to memref<100xf32, strided<[1], offset: ?>>
    %out = memref.subview %y[%bx, 0] [1, 100] [1, 1] : memref<8x100xf32> to memref<100xf32, strided<[1], offset: ?>>
    %part = scf.for %i = %tx to %c100 step %sx iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %row[%i] : memref<100xf32, strided<[1], offset: ?>>
      %a = arith.addf %acc, %v : f32
      scf.yield %a : f32
    }
    %sum = gpu.all_reduce add %part uniform {} : (f32) -> (f32)
    %mx = gpu.all_reduce %part uniform {
    ^bb0(%p: f32, %q: f32):
      %m = arith.maximumf %p, %q : f32
      gpu.yield %m : f32
    } : (f32) -> (f32)
    %isFirst = arith.cmpi eq, %tx, %c1 : index
    scf.if %isFirst {
      %t = arith.addf %sum, %mx : f32
      memref.store %t, %s[%bx] : memref<8xf32>
    }
    %cond = arith.cmpi eq, %tx, %c8 : index
    scf.if %cond {
      %tile = memref.subview %row[0] [100] [1] : memref<100xf32, strided<[1], offset: ?>> to memref<100xf32, strided<[1], offset: ?>>
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%tile : memref<100xf32, strided<[1], offset: ?>>) outs(%out : memref<100xf32, strided<[1], offset: ?>>) {
      ^bb0(%in: f32, %o: f32):
        %e = arith.mulf %in, %sum : f32
        linalg.yield %e : f32
      }
    }
    gpu.terminator
  }
  return
}
