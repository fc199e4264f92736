// One device is one rank: an allreduce leaves its buffer as it is, a gather or scatter of equal
// sizes copies, and one that needs more ranks is refused at the op.
// RUN: comco run %s --device=mock --function=one --input="2x2xf32=[1 2][3 4]" --input="2x2xf32=0" | FileCheck %s
// RUN: not comco run %s --device=mock --function=two --input="2x2xf32=1" --input="4x2xf32=0" 2>&1 | FileCheck %s --check-prefix=TWO
// CHECK: 2x2xf32=[1 2][3 4]
// CHECK-NEXT: 2x2xf32=[1 2][3 4]
module attributes {gpu.container_module} {
  func.func @one(%a: memref<2x2xf32>, %g: memref<2x2xf32>) -> (memref<2x2xf32>, memref<2x2xf32>) {
    comco.allreduce sum %a : memref<2x2xf32>
    comco.allgather %a into %g : memref<2x2xf32> -> memref<2x2xf32>
    return %a, %g : memref<2x2xf32>, memref<2x2xf32>
  }
  // TWO: collectives.mlir:[[@LINE+2]]:5: error: 'comco.allgather' op needs 2 ranks; the CUDA backend runs one
  func.func @two(%a: memref<2x2xf32>, %g: memref<4x2xf32>) -> memref<4x2xf32> {
    comco.allgather %a into %g : memref<2x2xf32> -> memref<4x2xf32>
    return %g : memref<4x2xf32>
  }
}
