/**
 * Hand-written PTX for tests of the HAL on a GPU (independent of the PTX emitter): a scaled
 * vector add with the kernel ABI of docs/pipeline.md (memrefs as u64 pointers, index as u64,
 * f32 scalars), a kernel with 40 KiB of static shared memory, and one that faults.
 */

/** c[i] = (a[i] + b[i]) * s for i < n. */
export const VADD_PTX = `.version 8.0
.target sm_90
.address_size 64

.visible .entry vadd(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pn, .param .f32 ps)
{
  .reg .pred %p<2>;
  .reg .b32 %r<4>;
  .reg .b64 %rd<12>;
  .reg .f32 %f<5>;
  ld.param.u64 %rd1, [pa];
  ld.param.u64 %rd2, [pb];
  ld.param.u64 %rd3, [pc];
  ld.param.u64 %rd4, [pn];
  ld.param.f32 %f1, [ps];
  cvta.to.global.u64 %rd1, %rd1;
  cvta.to.global.u64 %rd2, %rd2;
  cvta.to.global.u64 %rd3, %rd3;
  mov.u32 %r1, %ctaid.x;
  mov.u32 %r2, %ntid.x;
  mov.u32 %r3, %tid.x;
  mul.wide.u32 %rd5, %r1, %r2;
  cvt.u64.u32 %rd6, %r3;
  add.u64 %rd5, %rd5, %rd6;
  setp.ge.u64 %p1, %rd5, %rd4;
  @%p1 bra DONE;
  shl.b64 %rd7, %rd5, 2;
  add.u64 %rd8, %rd1, %rd7;
  ld.global.f32 %f2, [%rd8];
  add.u64 %rd9, %rd2, %rd7;
  ld.global.f32 %f3, [%rd9];
  add.f32 %f4, %f2, %f3;
  mul.f32 %f4, %f4, %f1;
  add.u64 %rd10, %rd3, %rd7;
  st.global.f32 [%rd10], %f4;
DONE:
  ret;
}
`;

/** The gpu.module the mock runs for VADD_PTX (same kernel, same parameters). */
export const vaddMlir = (n: number): string => `module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vadd(%a: memref<${n}xf32>, %b: memref<${n}xf32>, %c: memref<${n}xf32>, %n: index, %s: f32) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %t0 = arith.muli %bid, %bdim : index
      %i = arith.addi %t0, %tid : index
      %inb = arith.cmpi ult, %i, %n : index
      scf.if %inb {
        %x = memref.load %a[%i] : memref<${n}xf32>
        %y = memref.load %b[%i] : memref<${n}xf32>
        %z = arith.addf %x, %y : f32
        %w = arith.mulf %z, %s : f32
        memref.store %w, %c[%i] : memref<${n}xf32>
      }
      gpu.return
    }
  }
}
`;

/** Stores through a null pointer: an illegal address on the device. */
export const FAULT_PTX = `.version 8.0
.target sm_90
.address_size 64

.visible .entry oops(.param .u64 pa)
{
  .reg .b64 %rd<3>;
  .reg .f32 %f<2>;
  mov.u64 %rd1, 0;
  mov.f32 %f1, 0f3F800000;
  st.global.f32 [%rd1], %f1;
  ret;
}
`;

/** 40 KiB of static shared memory (under the 48 KiB limit), one store so it is kept. */
export const SHARED_PTX = `.version 8.0
.target sm_90
.address_size 64

.visible .entry big_shared(.param .u64 pa)
{
  .shared .align 4 .b8 buf[40960];
  .reg .b32 %r<3>;
  .reg .b64 %rd<4>;
  .reg .f32 %f<2>;
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd1, %r1, 4;
  mov.u64 %rd2, buf;
  add.u64 %rd2, %rd2, %rd1;
  cvt.rn.f32.u32 %f1, %r1;
  st.shared.f32 [%rd2], %f1;
  bar.sync 0;
  ld.shared.f32 %f1, [%rd2];
  ld.param.u64 %rd3, [pa];
  cvta.to.global.u64 %rd3, %rd3;
  add.u64 %rd3, %rd3, %rd1;
  st.global.f32 [%rd3], %f1;
  ret;
}
`;
