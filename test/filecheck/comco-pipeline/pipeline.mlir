// RUN: comco-opt %s --comco-pipeline | FileCheck %s
// RUN: comco-opt %s --comco-pipeline=fusion=0 --mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=STAGES
// RUN: not comco-opt %s --comco-pipeline=fusion=2 2>&1 | FileCheck %s --check-prefix=BAD
// --comco-pipeline runs the stages of docs/pipeline.md that are registered, in order; no comco
// routine or compute op is left.

// CHECK: module attributes {{{.*}}gpu.container_module{{.*}}}
// CHECK: func.func @layer(
// CHECK-NOT: comco.func
// CHECK-NOT: comco.matmul
// CHECK-NOT: comco.relu

// STAGES: IR Dump After ComcoLowerFunc (comco-lower-func)
// STAGES: IR Dump After ComcoToLinalg (comco-to-linalg)
// STAGES: IR Dump After Canonicalizer (canonicalize)
// STAGES: IR Dump After CSE (cse)
// STAGES-NOT: comco-fuse-launches
// STAGES: IR Dump After ComcoPipeline (comco-pipeline)

// BAD: for the --fusion option: Cannot find option named '2'!
module {
  comco.func @layer(%x: tensor<8x4xf32>, %w: tensor<4x6xf32>, %b: tensor<6xf32>) -> tensor<8x6xf32> {
    %m = comco.matmul %x, %w : tensor<8x4xf32>, tensor<4x6xf32> -> tensor<8x6xf32>
    %y = comco.add %m, %b : tensor<8x6xf32>, tensor<6xf32> -> tensor<8x6xf32>
    %r = comco.relu %y : tensor<8x6xf32>
    comco.return %r : tensor<8x6xf32>
  }
}
