// An allocation the device cannot hold is named with its size and location, and the run frees
// what it had allocated (the mock has 1 GiB; a GPU has less than 200 GB).
// RUN: not comco run %s --device=mock --function=main --input="4xf32=random" 2>&1 | FileCheck %s
// CHECK: comco run: error: out of device memory allocating memref.alloc memref<300000000xf32> at {{.*}}host-oom.mlir:[[# @LINE + 4]]:10, 1200000000 bytes (1.12 GiB; {{.*}} free)
// CHECK-NOT: at {{.*}}.js
module attributes {gpu.container_module} {
  func.func @main(%a: memref<4xf32>) -> memref<4xf32> {
    %t = memref.alloc() : memref<300000000xf32>
    memref.dealloc %t : memref<300000000xf32>
    return %a : memref<4xf32>
  }
  func.func @huge(%a: memref<4xf32>) -> memref<4xf32> {
    %t = memref.alloc() : memref<25000000000xf32>
    %u = memref.alloc() : memref<25000000000xf32>
    memref.dealloc %t : memref<25000000000xf32>
    memref.dealloc %u : memref<25000000000xf32>
    return %a : memref<4xf32>
  }
  // A gpu.module marks the file as lowered: it runs as written, without the comco pipeline.
  gpu.module @k {
  }
}
