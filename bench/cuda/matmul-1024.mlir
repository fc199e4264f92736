// comco bench of a 1024^3 f32 matmul (2.1 GFLOP; 12 MiB moved at best): the matmul strategy's
// 64x64 block tiles, 4x4 per thread, K through 16-deep shared-memory slabs. bench/cuda-perf.sh
// times it beside the PTX that mlir-opt-22's naive GPU pipeline gives for the same matmul
// (bench/cuda/matmul-naive.sh).
//   comco bench bench/cuda/matmul-1024.mlir --function=matmul
module {
  comco.func @matmul(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %c = comco.matmul %a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
    comco.return %c : tensor<1024x1024xf32>
  }
}
