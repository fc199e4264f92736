// The Megatron-LM block the Comco paper fuses: a row-parallel matmul, the all-reduce of its
// partial sums across GPUs, then bias, dropout and the residual connection:
//   MatMul → AllReduce → +bias → Dropout → +residual
// With one rank the all-reduce is the identity; `--ranks N` runs N SPMD ranks.
//
//   npx comco-opt --comco-pipeline examples/megatron.mlir
//   npx comco run examples/megatron.mlir --function=megatron --input=64x32xf32=random --input=32x48xf32=random --input=48xf32=random --input=64x48xf32=random
module {
  comco.func @megatron(%x: tensor<64x32xf32>, %w: tensor<32x48xf32>, %bias: tensor<48xf32>,
                       %residual: tensor<64x48xf32>) -> tensor<64x48xf32> {
    %m = comco.matmul %x, %w : tensor<64x32xf32>, tensor<32x48xf32> -> tensor<64x48xf32>
    %r = comco.allreduce sum %m : tensor<64x48xf32>
    %b = comco.add %r, %bias : tensor<64x48xf32>, tensor<48xf32> -> tensor<64x48xf32>
    %d = comco.dropout %b ratio = 0.1 seed = 42 : tensor<64x48xf32>
    %y = comco.add %d, %residual : tensor<64x48xf32>, tensor<64x48xf32> -> tensor<64x48xf32>
    comco.return %y : tensor<64x48xf32>
  }
}
