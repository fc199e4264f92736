// Constant memref.globals are uploaded when host code takes them; reshapes of identity-layout
// buffers are the same bytes. Results equal the interpreter's.
// RUN: comco run %s --device=mock --input="2x3xf32=[1 2 3][4 5 6]" | FileCheck %s
// RUN: comco run %s --device=cpu --input="2x3xf32=[1 2 3][4 5 6]" | FileCheck %s
// CHECK: 6xf32=11 22 33 44 55 66
module attributes {gpu.container_module} {
  memref.global "private" constant @bias : memref<6xf32> = dense<[10.0, 20.0, 30.0, 40.0, 50.0, 60.0]>
  gpu.module @k {
    gpu.func @add(%a: memref<6xf32>, %b: memref<6xf32>, %c: memref<6xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<6xf32>
      %y = memref.load %b[%i] : memref<6xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %c[%i] : memref<6xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<2x3xf32>) -> memref<6xf32> {
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %flat = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
    %g = memref.get_global @bias : memref<6xf32>
    %out = memref.alloc() : memref<6xf32>
    gpu.launch_func @k::@add blocks in (%c1, %c1, %c1) threads in (%c6, %c1, %c1) args(%flat : memref<6xf32>, %g : memref<6xf32>, %out : memref<6xf32>)
    return %out : memref<6xf32>
  }
}
