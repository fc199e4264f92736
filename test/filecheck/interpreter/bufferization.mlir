// bufferization: tensors become buffers and back; buffers written after to_tensor do not change
// the tensor (tensors are values).
// RUN: comco run %s --function=roundtrip --input="2x2xf32=[1 2][3 4]" | FileCheck %s

// CHECK: 2x2xf32=[2 4][6 8]
// CHECK-NEXT: 2x2xf32=[1 2][3 4]
// CHECK-NEXT: 3xi32=0 0 0
// CHECK-NEXT: 2x2xf32=[1 2][3 4]
func.func @roundtrip(%t: tensor<2x2xf32>) -> (memref<2x2xf32>, tensor<2x2xf32>, tensor<3xi32>, memref<2x2xf32>) {
  %m = bufferization.to_buffer %t : tensor<2x2xf32> to memref<2x2xf32>
  %before = bufferization.to_tensor %m : memref<2x2xf32> to tensor<2x2xf32>
  %copy = bufferization.clone %m : memref<2x2xf32> to memref<2x2xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<2x2xf32>) {
  ^bb0(%x: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  }
  %e = bufferization.alloc_tensor() : tensor<3xi32>
  return %m, %before, %e, %copy : memref<2x2xf32>, tensor<2x2xf32>, tensor<3xi32>, memref<2x2xf32>
}
