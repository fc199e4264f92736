// GPU kernels run every block and thread of the grid cooperatively: barriers order workgroup
// memory, all_reduce/shuffle/subgroup_reduce exchange values, races are reported in checking
// mode, and threads that diverge around a barrier are a deadlock.
// RUN: comco run %s --function=reverse --input="64xf32=random" --check-races > %t.out
// RUN: FileCheck %s --check-prefix=REVERSE < %t.out
// RUN: comco run %s --function=reduce --input="2x32xi32=1" | FileCheck %s --check-prefix=REDUCE
// RUN: comco run %s --function=shuffle | FileCheck %s --check-prefix=SHUFFLE
// RUN: comco run %s --function=outlined --input="40xf32=1" | FileCheck %s --check-prefix=OUTLINED
// RUN: comco run %s --function=printf | FileCheck %s --check-prefix=PRINTF
// RUN: not comco run %s --function=racy --input="64xf32=1" --check-races 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: comco run %s --function=racy --input="64xf32=1" | FileCheck %s --check-prefix=NOCHECK
// RUN: not comco run %s --function=diverge 2>&1 | FileCheck %s --check-prefix=DIVERGE

module attributes {gpu.container_module} {

// Each block reverses its 32 elements through workgroup memory.
// REVERSE: 64xf32=[[V:[-0-9.E]+]]
func.func @reverse(%x: memref<64xf32>) -> memref<64xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %sx : index
    %g = arith.addi %base, %tx : index
    %v = memref.load %x[%g] : memref<64xf32>
    memref.store %v, %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %c31 = arith.constant 31 : index
    %r = arith.subi %c31, %tx : index
    %w = memref.load %sh[%r] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %w, %x[%g] : memref<64xf32>
    gpu.terminator
  }
  return %x : memref<64xf32>
}

// REDUCE: 2x4xi32=[32 32 8 2][32 32 8 2]
func.func @reduce(%x: memref<2x32xi32>) -> memref<2x4xi32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %out = memref.alloc() : memref<2x4xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%bx, %tx] : memref<2x32xi32>
    %a = gpu.all_reduce add %v uniform {} : (i32) -> (i32)
    %b = gpu.all_reduce %v {
    ^bb0(%l: i32, %r: i32):
      %s = arith.addi %l, %r : i32
      gpu.yield %s : i32
    } : (i32) -> (i32)
    %c = gpu.subgroup_reduce add %v cluster(size = 8) : (i32) -> i32
    %d = gpu.subgroup_reduce add %v cluster(size = 2, stride = 4) : (i32) -> i32
    %c0 = arith.constant 0 : index
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i2 = arith.constant 2 : index
      %i3 = arith.constant 3 : index
      memref.store %a, %out[%bx, %i0] : memref<2x4xi32>
      memref.store %b, %out[%bx, %i1] : memref<2x4xi32>
      memref.store %c, %out[%bx, %i2] : memref<2x4xi32>
      memref.store %d, %out[%bx, %i3] : memref<2x4xi32>
    }
    gpu.terminator
  }
  return %out : memref<2x4xi32>
}

// Lane l holds l; xor 1 swaps neighbours, down 4 reads l+4 (invalid past width 16), idx 3 broadcasts.
// SHUFFLE: 4x16xi32=[1 0 3 2 5 4 7 6 9 8 11 10 13 12 15 14][4 5 6 7 8 9 10 11 12 13 14 15 12 13 14 15][1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 0][3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3]
func.func @shuffle() -> memref<4x16xi32> {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %out = memref.alloc() : memref<4x16xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %v = arith.index_cast %tx : index to i32
    %one = arith.constant 1 : i32
    %four = arith.constant 4 : i32
    %three = arith.constant 3 : i32
    %w = arith.constant 16 : i32
    %x, %xv = gpu.shuffle xor %v, %one, %w : i32
    %d, %dv = gpu.shuffle down %v, %four, %w : i32
    %i, %iv = gpu.shuffle idx %v, %three, %w : i32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    memref.store %x, %out[%c0, %tx] : memref<4x16xi32>
    memref.store %d, %out[%c1, %tx] : memref<4x16xi32>
    %dvi = arith.extui %dv : i1 to i32
    memref.store %dvi, %out[%c2, %tx] : memref<4x16xi32>
    memref.store %i, %out[%c3, %tx] : memref<4x16xi32>
    gpu.terminator
  }
  return %out : memref<4x16xi32>
}

gpu.module @kernels {
  gpu.func @axpy(%x: memref<40xf32>, %a: f32, %n: index) kernel {
    %i = gpu.global_id x
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      %v = memref.load %x[%i] : memref<40xf32>
      %w = arith.mulf %v, %a : f32
      %b = gpu.block_id x
      %bf = arith.index_cast %b : index to i32
      %f = arith.sitofp %bf : i32 to f32
      %s = arith.addf %w, %f : f32
      memref.store %s, %x[%i] : memref<40xf32>
    }
    gpu.return
  }
}

// OUTLINED: 40xf32=3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 5 5 5 5 5 5 5 5
func.func @outlined(%x: memref<40xf32>) -> memref<40xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c40 = arith.constant 40 : index
  %a = arith.constant 3.0 : f32
  gpu.launch_func @kernels::@axpy blocks in (%c3, %c1, %c1) threads in (%c16, %c1, %c1) args(%x : memref<40xf32>, %a : f32, %c40 : index)
  return %x : memref<40xf32>
}

// PRINTF: block 1 thread 0 of 2: 0.5
// PRINTF-NEXT: block 1 thread 1 of 2: 0.5
func.func @printf() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    %half = arith.constant 0.5 : f32
    %is1 = arith.cmpi eq, %bx, %c1 : index
    scf.if %is1 {
      gpu.printf "block %d thread %d of %d: %g\0A", %bx, %tx, %sx, %half : index, index, index, f32
    }
    gpu.terminator
  }
  return
}

// Without a barrier, thread 16 reads element 15, which thread 15 wrote in the same phase.
// RACE: gpu.mlir:[[# @LINE + 9]]:10: error: 'memref.load' op data race on element 15 of buffer #{{[0-9]+}}: thread (16, 0, 0) of block (0, 0, 0) reads it, thread (15, 0, 0) of block (0, 0, 0) accessed it since the last gpu.barrier
// NOCHECK: 64xf32=
func.func @racy(%x: memref<64xf32>) -> memref<64xf32> {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %c31 = arith.constant 31 : index
    %r = arith.subi %c31, %tx : index
    %v = memref.load %x[%r] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %x[%tx] : memref<64xf32>
    gpu.terminator
  }
  return %x : memref<64xf32>
}

// DIVERGE: gpu.mlir:[[# @LINE + 9]]:7: error: 'gpu.barrier' op threads of block (0, 0, 0) diverge around synchronizing ops (a deadlock on a GPU): 2 wait at 'gpu.barrier' ({{.*}}gpu.mlir:[[# @LINE + 9]]:7), 2 wait at 'gpu.barrier' ({{.*}}gpu.mlir:[[# @LINE + 11]]:7)
func.func @diverge() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %c2 = arith.constant 2 : index
    %lt = arith.cmpi ult, %tx, %c2 : index
    scf.if %lt {
      gpu.barrier
    } else {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

}
