// RUN: comco-opt -gpu-kernel-outlining -split-input-file %s | FileCheck %s
// RUN: not comco-opt '-gpu-kernel-outlining=data-layout-str={#dlti.dl_spec<#dlti.dl_entry<index,32:i32>>}' %s 2>&1 | FileCheck %s --check-prefix=DLTI
// A data layout needs the DLTI dialect, which comco lacks: refused, not dropped.
// DLTI: <unknown>:0: error: <Pass-Options-Parser>: data-layout-str is not supported: comco has no DLTI dialect
// Launches naming their kernel (module(@m) function(@f)), values used in nested regions (the
// arguments follow upstream's post-order), workgroup buffers. The output is mlir-opt-22's.

// CHECK-LABEL: func.func @named
// CHECK: gpu.launch_func  @mymod::@myfn blocks in (%c1, %c1, %c1) threads in (%arg1, %c1, %c1)  args(%arg2 : f32, %arg0 : memref<64xf32>, %c0 : index, %c4 : index, %c1 : index)
// CHECK: gpu.launch_func  @mymod::@myfn_0 blocks in (%c1, %c1, %c1) threads in (%arg1, %c1, %c1)
// CHECK: gpu.module @mymod {
// CHECK-NEXT: gpu.func @myfn(%arg0: f32, %arg1: memref<64xf32>, %arg2: index, %arg3: index, %arg4: index) workgroup(%arg5 : memref<4xf32, #gpu.address_space<workgroup>>) kernel attributes {known_grid_size = array<i32: 1, 1, 1>} {
// CHECK: scf.for %arg6 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: memref.store %arg0, %arg1[%arg6] : memref<64xf32>
// CHECK: gpu.func @myfn_0() kernel attributes {known_grid_size = array<i32: 1, 1, 1>} {
func.func @named(%a: memref<64xf32>, %n: index, %x: f32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) module(@mymod) function(@myfn) workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>) {
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %x, %a[%i] : memref<64xf32>
    }
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) module(@mymod) function(@myfn) {
    gpu.terminator
  }
  return
}

// -----

// A launch naming a gpu.module that is already there adds its kernel to it.
// CHECK: gpu.module @dev {
// CHECK-NEXT: gpu.func @other() kernel {
// CHECK: gpu.func @existing_kernel() kernel attributes {known_block_size = array<i32: 2, 1, 1>, known_grid_size = array<i32: 2, 1, 1>} {
// CHECK-NOT: gpu.module
// CHECK-LABEL: func.func @existing
// CHECK: gpu.launch_func  @dev::@existing_kernel
module {
  gpu.module @dev {
    gpu.func @other() kernel {
      gpu.return
    }
  }
  func.func @existing() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) module(@dev) {
      gpu.terminator
    }
    return
  }
}
