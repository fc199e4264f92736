// A tiled matmul in the kernel form: 16x16 tiles staged through workgroup memory, barriers
// around the inner product, an scf.for carrying the accumulator. The host routine compares the
// kernel with linalg.matmul on random inputs (relative error) and returns the mismatch count.
// RUN: comco run %s --function=main --input="64x48xf32=random" --input="48x64xf32=random" | FileCheck %s --check-prefix=INTERP
// RUN: comco-opt %s --comco-emit-ptx | FileCheck %s

// INTERP: i32=0
module attributes {gpu.container_module} {
  gpu.module @mm {
    gpu.func @matmul(%A: memref<64x48xf32>, %B: memref<48x64xf32>, %C: memref<64x64xf32>)
        workgroup(%As : memref<16x16xf32, #gpu.address_space<workgroup>>, %Bs : memref<16x16xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 4, 4, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c48 = arith.constant 48 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %r0 = arith.muli %by, %c16 : index
      %row = arith.addi %r0, %ty : index
      %c0c = arith.muli %bx, %c16 : index
      %col = arith.addi %c0c, %tx : index
      %acc = scf.for %kt = %c0 to %c48 step %c16 iter_args(%a = %zero) -> (f32) {
        %ak = arith.addi %kt, %tx : index
        %av = memref.load %A[%row, %ak] : memref<64x48xf32>
        memref.store %av, %As[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %bk = arith.addi %kt, %ty : index
        %bv = memref.load %B[%bk, %col] : memref<48x64xf32>
        memref.store %bv, %Bs[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %s = scf.for %k = %c0 to %c16 step %c1 iter_args(%s0 = %a) -> (f32) {
          %x = memref.load %As[%ty, %k] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %y = memref.load %Bs[%k, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %x, %y : f32
          %q = arith.addf %s0, %p : f32
          scf.yield %q : f32
        }
        gpu.barrier
        scf.yield %s : f32
      }
      memref.store %acc, %C[%row, %col] : memref<64x64xf32>
      gpu.return
    }
  }
  func.func @main(%A: memref<64x48xf32>, %B: memref<48x64xf32>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %C = memref.alloc() : memref<64x64xf32>
    gpu.launch_func @mm::@matmul blocks in (%c4, %c4, %c1) threads in (%c16, %c16, %c1) args(%A : memref<64x48xf32>, %B : memref<48x64xf32>, %C : memref<64x64xf32>)
    %R = memref.alloc() : memref<64x64xf32>
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%R : memref<64x64xf32>)
    linalg.matmul ins(%A, %B : memref<64x48xf32>, memref<48x64xf32>) outs(%R : memref<64x64xf32>)
    %tol = arith.constant 1.0e-5 : f32
    %one = arith.constant 1.0 : f32
    %n0 = arith.constant 0 : i32
    %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%b0 = %n0) -> (i32) {
      %bi = scf.for %j = %c0 to %c64 step %c1 iter_args(%b1 = %b0) -> (i32) {
        %c = memref.load %C[%i, %j] : memref<64x64xf32>
        %r = memref.load %R[%i, %j] : memref<64x64xf32>
        %d = arith.subf %c, %r : f32
        %ad = math.absf %d : f32
        %ar = math.absf %r : f32
        %m = arith.maximumf %ar, %one : f32
        %lim = arith.mulf %m, %tol : f32
        %off = arith.cmpf ogt, %ad, %lim : f32
        %inc = arith.extui %off : i1 to i32
        %b2 = arith.addi %b1, %inc : i32
        scf.yield %b2 : i32
      }
      scf.yield %bi : i32
    }
    return %bad : i32
  }
}

// CHECK-LABEL: .visible .entry mm__matmul(
// CHECK: .reqntid 16, 16, 1
// CHECK: .shared .align 16 .b8 mm__matmul_wg0[1024];
// CHECK-NEXT: .shared .align 16 .b8 mm__matmul_wg1[1024];
// CHECK: mov.u64 [[AS:%rd[0-9]+]], mm__matmul_wg0;
// CHECK: mov.u64 [[BS:%rd[0-9]+]], mm__matmul_wg1;
// CHECK: mov.u32 {{%r[0-9]+}}, %tid.y;
// the k-tile loop: test at the top, accumulator in the body argument's register
// CHECK: [[OUTER:\$L__mm__matmul_[0-9]+]]:
// CHECK-NEXT: setp.ge.s64 [[DONE:%p[0-9]+]], [[KT:%rd[0-9]+]], {{%rd[0-9]+}};
// CHECK-NEXT: @[[DONE]] bra [[OUTEXIT:\$L__mm__matmul_[0-9]+]];
// CHECK: ld.global.f32
// CHECK: st.shared.f32
// CHECK: st.shared.f32
// CHECK-NEXT: bar.sync 0;
// CHECK: ld.shared.f32
// CHECK: ld.shared.f32
// CHECK: mul.rn.f32
// CHECK-NEXT: add.rn.f32
// CHECK: bar.sync 0;
// CHECK: add.s64 [[KT]], [[KT]], {{%rd[0-9]+}};
// CHECK-NEXT: bra [[OUTER]];
// CHECK-NEXT: [[OUTEXIT]]:
// CHECK: st.global.f32
// CHECK-NEXT: ret;
