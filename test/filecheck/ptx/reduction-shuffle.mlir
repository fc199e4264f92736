// A block reduction in the kernel form: each warp sums its lanes with xor shuffles, lane 0 of
// each warp writes its partial sum to workgroup memory, and after a barrier the first warp sums
// the partials. The host routine compares every block's sum with a sequential sum (relative
// error against the sum of magnitudes) and returns the mismatch count.
// RUN: comco run %s --function=main --input="4x128xf32=random" | FileCheck %s --check-prefix=INTERP
// RUN: comco-opt %s --comco-emit-ptx | FileCheck %s

// INTERP: i32=0
module attributes {gpu.container_module} {
  gpu.module @red {
    gpu.func @block_sum(%x: memref<4x128xf32>, %out: memref<4xf32>)
        workgroup(%partial : memref<4xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c4 = arith.constant 4 : index
      %c32 = arith.constant 32 : index
      %w32 = arith.constant 32 : i32
      %sixteen = arith.constant 16 : i32
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %lane = gpu.lane_id
      %warp = arith.divui %tid, %c32 : index
      %v = memref.load %x[%bid, %tid] : memref<4x128xf32>
      // offsets 16, 8, 4, 2, 1
      %s = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %v) -> (f32) {
        %ii = arith.index_cast %i : index to i32
        %off = arith.shrui %sixteen, %ii : i32
        %o, %valid = gpu.shuffle xor %acc, %off, %w32 : f32
        %n = arith.addf %acc, %o : f32
        scf.yield %n : f32
      }
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        memref.store %s, %partial[%warp] : memref<4xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %inwarp0 = arith.cmpi eq, %warp, %c0 : index
      scf.if %inwarp0 {
        %has = arith.cmpi ult, %lane, %c4 : index
        %p = scf.if %has -> (f32) {
          %l = memref.load %partial[%lane] : memref<4xf32, #gpu.address_space<workgroup>>
          scf.yield %l : f32
        } else {
          scf.yield %zero : f32
        }
        %two = arith.constant 2 : i32
        %one = arith.constant 1 : i32
        %a, %va = gpu.shuffle xor %p, %two, %w32 : f32
        %p2 = arith.addf %p, %a : f32
        %b, %vb = gpu.shuffle xor %p2, %one, %w32 : f32
        %p3 = arith.addf %p2, %b : f32
        %t0 = arith.cmpi eq, %tid, %c0 : index
        scf.if %t0 {
          memref.store %p3, %out[%bid] : memref<4xf32>
        }
      }
      gpu.return
    }
  }
  func.func @main(%x: memref<4x128xf32>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %out = memref.alloc() : memref<4xf32>
    gpu.launch_func @red::@block_sum blocks in (%c4, %c1, %c1) threads in (%c128, %c1, %c1) args(%x : memref<4x128xf32>, %out : memref<4xf32>)
    %zero = arith.constant 0.0 : f32
    %tol = arith.constant 1.0e-5 : f32
    %n0 = arith.constant 0 : i32
    %bad = scf.for %b = %c0 to %c4 step %c1 iter_args(%b0 = %n0) -> (i32) {
      %sums:2 = scf.for %i = %c0 to %c128 step %c1 iter_args(%s = %zero, %m = %zero) -> (f32, f32) {
        %v = memref.load %x[%b, %i] : memref<4x128xf32>
        %s2 = arith.addf %s, %v : f32
        %av = math.absf %v : f32
        %m2 = arith.addf %m, %av : f32
        scf.yield %s2, %m2 : f32, f32
      }
      %got = memref.load %out[%b] : memref<4xf32>
      %d = arith.subf %got, %sums#0 : f32
      %ad = math.absf %d : f32
      %lim = arith.mulf %sums#1, %tol : f32
      %off = arith.cmpf ogt, %ad, %lim : f32
      %inc = arith.extui %off : i1 to i32
      %b1 = arith.addi %b0, %inc : i32
      scf.yield %b1 : i32
    }
    return %bad : i32
  }
}

// CHECK-LABEL: .visible .entry red__block_sum(
// CHECK: .reqntid 128, 1, 1
// CHECK: .shared .align 16 .b8 red__block_sum_wg0[16];
// CHECK: mov.u32 {{%r[0-9]+}}, %laneid;
// CHECK: div.u64
// shuffle: clamp ((32 - width) << 8) | 31, all 32 lanes, the valid predicate
// CHECK: sub.s32 [[C:%r[0-9]+]], 32, {{%r[0-9]+}};
// CHECK-NEXT: shl.b32 [[C]], [[C]], 8;
// CHECK-NEXT: or.b32 [[C]], [[C]], 31;
// CHECK-NEXT: shfl.sync.bfly.b32 {{%f[0-9]+}}|{{%p[0-9]+}}, {{%f[0-9]+}}, {{%r[0-9]+}}, [[C]], -1;
// CHECK: st.shared.f32
// CHECK: bar.sync 0;
// CHECK: ld.shared.f32
// CHECK: shfl.sync.bfly.b32
// CHECK: shfl.sync.bfly.b32
// CHECK: st.global.f32
