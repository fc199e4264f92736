// RUN: comco-opt %s -canonicalize -split-input-file -allow-unregistered-dialect | FileCheck %s
// gpu canonicalization: gpu.wait chains, trivial copies, dims of gpu.alloc, launch ids along
// unit dimensions, repeated barriers. The output is mlir-opt-22's on the same input.

// A wait on a token-only wait, a wait on one token, and waits without uses or dependencies fold.
// CHECK-LABEL: func.func @wait_pairs() -> !gpu.async.token {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: return %0 : !gpu.async.token
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wait_unused(%arg0: !gpu.async.token) {
// CHECK-NEXT: gpu.wait [%arg0]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wait_forward(%arg0: !gpu.async.token, %arg1: !gpu.async.token) -> (!gpu.async.token, !gpu.async.token) {
// CHECK-NEXT: %0 = gpu.wait async [%arg0, %arg1]
// CHECK-NEXT: return %arg0, %0 : !gpu.async.token, !gpu.async.token
// CHECK-NEXT: }
func.func @wait_pairs() -> !gpu.async.token {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async
  %t3 = gpu.wait async [%t1, %t2]
  return %t3 : !gpu.async.token
}
func.func @wait_unused(%t : !gpu.async.token) {
  %u = gpu.wait async [%t]
  %v = gpu.wait async [%t, %t]
  gpu.wait
  gpu.wait [%t]
  return
}
func.func @wait_forward(%a : !gpu.async.token, %b : !gpu.async.token) -> (!gpu.async.token, !gpu.async.token) {
  %1 = gpu.wait async [%a]
  %2 = gpu.wait async [%a, %b]
  return %1, %2 : !gpu.async.token, !gpu.async.token
}

// -----

// A copy into a buffer that is only freed afterwards goes; the token chain is kept.
// CHECK-LABEL: func.func @trivial_copy(%arg0: memref<4xf32>, %arg1: !gpu.async.token) -> !gpu.async.token {
// CHECK-NEXT: %memref, %asyncToken = gpu.alloc async [%arg1] () : memref<4xf32>
// CHECK-NEXT: %0 = gpu.dealloc async [%asyncToken] %memref : memref<4xf32>
// CHECK-NEXT: return %0 : !gpu.async.token
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trivial_copy_sync(%arg0: memref<4xf32>) {
// CHECK-NEXT: %memref = gpu.alloc  () : memref<4xf32>
// CHECK-NEXT: gpu.dealloc  %memref : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trivial_copy_host_alloc(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_read_later(%arg0: memref<4xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %memref = gpu.alloc  () : memref<4xf32>
// CHECK-NEXT: gpu.memcpy  %memref, %arg0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: %0 = memref.load %memref[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_two_deps(%arg0: memref<4xf32>, %arg1: !gpu.async.token, %arg2: !gpu.async.token) -> !gpu.async.token {
// CHECK-NEXT: %memref = gpu.alloc  () : memref<4xf32>
// CHECK-NEXT: %0 = gpu.memcpy async [%arg1, %arg2] %memref, %arg0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: gpu.dealloc  %memref : memref<4xf32>
// CHECK-NEXT: return %0 : !gpu.async.token
// CHECK-NEXT: }
func.func @trivial_copy(%src : memref<4xf32>, %t : !gpu.async.token) -> !gpu.async.token {
  %m, %t1 = gpu.alloc async [%t] () : memref<4xf32>
  %t2 = gpu.memcpy async [%t1] %m, %src : memref<4xf32>, memref<4xf32>
  %t3 = gpu.dealloc async [%t2] %m : memref<4xf32>
  return %t3 : !gpu.async.token
}
func.func @trivial_copy_sync(%src : memref<4xf32>) {
  %m = gpu.alloc () : memref<4xf32>
  gpu.memcpy %m, %src : memref<4xf32>, memref<4xf32>
  gpu.dealloc %m : memref<4xf32>
  return
}
func.func @trivial_copy_host_alloc(%src : memref<4xf32>) {
  %m = memref.alloc() : memref<4xf32>
  gpu.memcpy %m, %src : memref<4xf32>, memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
func.func @copy_read_later(%src : memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %m = gpu.alloc () : memref<4xf32>
  gpu.memcpy %m, %src : memref<4xf32>, memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
func.func @copy_two_deps(%src : memref<4xf32>, %a : !gpu.async.token, %b : !gpu.async.token) -> !gpu.async.token {
  %m = gpu.alloc () : memref<4xf32>
  %t = gpu.memcpy async [%a, %b] %m, %src : memref<4xf32>, memref<4xf32>
  gpu.dealloc %m : memref<4xf32>
  return %t : !gpu.async.token
}

// -----

// memref.dim of a gpu.alloc's dynamic size is the size operand.
// CHECK-LABEL: func.func @dim_of_alloc(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: return %arg0, %arg1 : index, index
// CHECK-NEXT: }
func.func @dim_of_alloc(%n : index, %k : index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = gpu.alloc (%n, %k) : memref<?x4x?xf32>
  %d0 = memref.dim %m, %c0 : memref<?x4x?xf32>
  %d2 = memref.dim %m, %c2 : memref<?x4x?xf32>
  return %d0, %d2 : index, index
}

// -----

// Ids along launch dimensions of size 1 are 0; repeated barriers are one.
// CHECK-LABEL: func.func @launch_args(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %arg0, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %arg0, %arg11 = %c1, %arg12 = %c1) {
// CHECK-NEXT: "xtest.use"(%c0, %arg2, %c0, %arg4, %c0, %c0) : (index, index, index, index, index, index) -> ()
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @launch_args(%n : index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %n, %z = %c1) threads(%tx, %ty, %tz) in (%x2 = %n, %y2 = %c1, %z2 = %c1) {
    "xtest.use"(%bx, %by, %bz, %tx, %ty, %tz) : (index, index, index, index, index, index) -> ()
    gpu.barrier
    gpu.barrier
    gpu.barrier
    gpu.terminator
  }
  return
}

// -----

// Reductions in the entry block of a launch body are reached by every thread: they become
// uniform (upstream's canMakeGroupOpUniform); one in another block stays as it is. A subgroup
// reduction over clusters of one lane is its operand.
// CHECK-LABEL: func.func @uniform_reductions
// CHECK: gpu.all_reduce add %{{.*}} uniform {
// CHECK: gpu.subgroup_reduce add %{{.*}} uniform : (f32) -> f32
// CHECK-NOT: cluster
// CHECK: ^bb1:
// CHECK-NEXT: %[[E:.*]] = gpu.all_reduce add %{{.*}} {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: "xtest.use"(%{{.*}}, %{{.*}}, %arg0, %[[E]])
func.func @uniform_reductions(%x: f32, %n: index, %c: i1) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %a = gpu.all_reduce add %x {} : (f32) -> f32
    %b = gpu.subgroup_reduce add %x : (f32) -> f32
    %d = gpu.subgroup_reduce add %x cluster(size = 1) : (f32) -> f32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %e = gpu.all_reduce add %x {} : (f32) -> f32
    "xtest.use"(%a, %b, %d, %e) : (f32, f32, f32, f32) -> ()
    cf.br ^bb2
  ^bb2:
    gpu.terminator
  }
  return
}

// -----

// memref.casts of gpu.memcpy and gpu.memset operands fold away.
// CHECK-LABEL: func.func @copy_after_cast(
// CHECK-NEXT: gpu.memcpy  %arg0, %arg1 : memref<10xf32>, memref<10xf32>
// CHECK-NEXT: gpu.memset  %arg0, %arg2 : memref<10xf32>, f32
// CHECK-NEXT: return
func.func @copy_after_cast(%a: memref<10xf32>, %b: memref<10xf32>, %v: f32) {
  %0 = memref.cast %a : memref<10xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<10xf32> to memref<?xf32>
  gpu.memcpy %0, %1 : memref<?xf32>, memref<?xf32>
  gpu.memset %0, %v : memref<?xf32>, f32
  return
}
