// A host routine in the pipeline's final form: the CUDA host path runs it on the mock driver
// (kernels on the interpreter), and on a GPU when one is present.
// RUN: comco run %s --device=mock --function=main --input="300xf32=random" --input="300xf32=random" --print-max-element-count=4 | FileCheck %s
// RUN: comco run %s --device=cpu --function=main --input="300xf32=random" --input="300xf32=random" --print-max-element-count=4 | FileCheck %s

// CHECK: 300xf32=[[V:.*]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vadd(%a: memref<300xf32>, %b: memref<300xf32>, %c: memref<300xf32>, %n: index, %s: f32) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %t0 = arith.muli %bid, %bdim : index
      %i = arith.addi %t0, %tid : index
      %inb = arith.cmpi ult, %i, %n : index
      scf.if %inb {
        %x = memref.load %a[%i] : memref<300xf32>
        %y = memref.load %b[%i] : memref<300xf32>
        %z = arith.addf %x, %y : f32
        %w = arith.mulf %z, %s : f32
        memref.store %w, %c[%i] : memref<300xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<300xf32>, %b: memref<300xf32>) -> memref<300xf32> {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c128 = arith.constant 128 : index
    %n = arith.constant 300 : index
    %s = arith.constant 2.0 : f32
    %tmp = memref.alloc() : memref<300xf32>
    %out = memref.alloc() : memref<300xf32>
    gpu.launch_func @kernels::@vadd blocks in (%c3, %c1, %c1) threads in (%c128, %c1, %c1) args(%a : memref<300xf32>, %b : memref<300xf32>, %tmp : memref<300xf32>, %n : index, %s : f32)
    memref.copy %tmp, %out : memref<300xf32> to memref<300xf32>
    memref.dealloc %tmp : memref<300xf32>
    return %out : memref<300xf32>
  }
}
