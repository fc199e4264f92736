// An elementwise kernel in the kernel form: bounds check, loads, a contracted multiply-add, exp.
// The interpreter runs it first (a known-good input), then the emitter's PTX is checked.
// RUN: comco run %s --function=main --input="1000xf32=random" --input="1000xf32=random" | FileCheck %s --check-prefix=INTERP
// RUN: comco-opt %s --comco-emit-ptx | FileCheck %s

// INTERP: 1000xf32=
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpy_exp(%x: memref<1000xf32>, %y: memref<1000xf32>, %a: f32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %n = gpu.block_dim x
      %base = arith.muli %b, %n : index
      %i = arith.addi %base, %t : index
      %c1000 = arith.constant 1000 : index
      %in = arith.cmpi ult, %i, %c1000 : index
      scf.if %in {
        %v = memref.load %x[%i] : memref<1000xf32>
        %w = memref.load %y[%i] : memref<1000xf32>
        %m = arith.mulf %v, %a fastmath<contract> : f32
        %s = arith.addf %m, %w fastmath<contract> : f32
        %e = math.exp %s : f32
        %p = arith.mulf %e, %a : f32
        %q = arith.addf %p, %w : f32
        memref.store %q, %y[%i] : memref<1000xf32>
      }
      gpu.return
    }
  }
  func.func @main(%x: memref<1000xf32>, %y: memref<1000xf32>) -> memref<1000xf32> {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %a = arith.constant 0.5 : f32
    gpu.launch_func @kernels::@axpy_exp blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) args(%x : memref<1000xf32>, %y : memref<1000xf32>, %a : f32)
    return %y : memref<1000xf32>
  }
}

// CHECK: .version 8.0
// CHECK-NEXT: .target sm_90
// CHECK-NEXT: .address_size 64
// CHECK-LABEL: .visible .entry kernels__axpy_exp(
// CHECK-NEXT: .param .u64 kernels__axpy_exp_param_0,
// CHECK-NEXT: .param .u64 kernels__axpy_exp_param_1,
// CHECK-NEXT: .param .f32 kernels__axpy_exp_param_2
// CHECK-NEXT: )
// CHECK-NEXT: .reqntid 128, 1, 1
// CHECK: .reg .pred %p<
// CHECK: .reg .b64 %rd<
// CHECK: .reg .f32 %f<
// CHECK: ld.param.u64 [[XP:%rd[0-9]+]], [kernels__axpy_exp_param_0];
// CHECK-NEXT: cvta.to.global.u64 [[X:%rd[0-9]+]], [[XP]];
// CHECK: ld.param.f32 [[A:%f[0-9]+]], [kernels__axpy_exp_param_2];
// CHECK: mov.u32 [[TID:%r[0-9]+]], %tid.x;
// CHECK: mov.u32 {{%r[0-9]+}}, %ctaid.x;
// known_block_size makes block_dim a constant
// CHECK: mov.b64 {{%rd[0-9]+}}, 128;
// CHECK: setp.lt.u64 [[IN:%p[0-9]+]]
// CHECK: @![[IN]] bra [[END:\$L__[a-z_0-9]+]];
// CHECK: mad.lo.s64 [[AX:%rd[0-9]+]], [[I:%rd[0-9]+]], 4, [[X]];
// CHECK-NEXT: ld.global.f32 [[V:%f[0-9]+]], [[[AX]]];
// CHECK: ld.global.f32 [[W:%f[0-9]+]],
// contract on both ops: one fma; without it, .rn keeps ptxas from fusing
// CHECK-NEXT: fma.rn.f32 [[S:%f[0-9]+]], [[V]], [[A]], [[W]];
// CHECK: ex2.approx.f32
// CHECK: mul.rn.f32 [[P:%f[0-9]+]], {{%f[0-9]+}}, [[A]];
// CHECK-NEXT: add.rn.f32 [[Q:%f[0-9]+]], [[P]], [[W]];
// CHECK: st.global.f32 [{{%rd[0-9]+}}], [[Q]];
// CHECK-NEXT: [[END]]:
// CHECK-NEXT: ret;
