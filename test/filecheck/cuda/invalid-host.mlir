// The CUDA host path refuses what it cannot execute with one diagnostic at the op, and bad
// inputs get the CPU path's messages.
// RUN: not comco run %s --device=mock --function=loop --input="4xf32=random" 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not comco run %s --device=mock --function=dyn --input="4xf32=random" 2>&1 | FileCheck %s --check-prefix=DYN
// RUN: not comco run %s --device=mock --function=block --input="4xf32=random" 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: not comco run %s --device=mock --function=ok --input="5xf32=random" 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not comco run %s --device=cpu --function=ok --input="5xf32=random" 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not comco run %s --device=mock --function=nope 2>&1 | FileCheck %s --check-prefix=NOFN

// LOOP: invalid-host.mlir:[[@LINE+7]]:5: error: 'scf.for' op is not supported in host code by the CUDA backend
// LOOP-NEXT: scf.for
// LOOP-NEXT: ^
module attributes {gpu.container_module} {
  func.func @loop(%a: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c1 step %c1 {
    }
    return
  }

  // DYN: invalid-host.mlir:[[@LINE+3]]:10: error: 'memref.alloc' op dynamic allocations are not supported by the CUDA backend
  func.func @dyn(%a: memref<4xf32>) {
    %c4 = arith.constant 4 : index
    %n = memref.alloc(%c4) : memref<?xf32>
    return
  }

  // BLOCK: invalid-host.mlir:[[@LINE+4]]:5: error: 'gpu.launch_func' op launches kernel 'fill' with blocks of 8x1x1 threads, but its known_block_size is 4x1x1
  func.func @block(%a: memref<4xf32>) -> memref<4xf32> {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<4xf32>)
    return %a : memref<4xf32>
  }
  func.func @ok(%a: memref<4xf32>) -> memref<4xf32> {
    return %a : memref<4xf32>
  }
  gpu.module @k {
    gpu.func @fill(%a: memref<4xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      gpu.return
    }
  }
}
// SHAPE: comco run: error: input #0 (argument #0 of @ok): expected memref<4xf32>, but the input is 5xf32
// NOFN: comco run: error: no function '@nope' (the module defines: @loop, @dyn, @block, @ok)
