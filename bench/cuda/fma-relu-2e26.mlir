// comco bench of relu(a * b + c) over 2^26 f32 (8192x8192, 256 MiB per operand; c is a full
// tensor too): fused, one kernel reads a, b, c and writes the result once = 1 GiB, a floor near
// 360 us at about 3 TB/s; unfused, three kernels move 1.75 GiB.
//   comco bench bench/cuda/fma-relu-2e26.mlir --function=fma_relu --compare-unfused
module {
  comco.func @fma_relu(%a: tensor<8192x8192xf32>, %b: tensor<8192x8192xf32>, %c: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
    %p = comco.mul %a, %b : tensor<8192x8192xf32>, tensor<8192x8192xf32> -> tensor<8192x8192xf32>
    %s = comco.add %p, %c : tensor<8192x8192xf32>, tensor<8192x8192xf32> -> tensor<8192x8192xf32>
    %r = comco.relu %s : tensor<8192x8192xf32>
    comco.return %r : tensor<8192x8192xf32>
  }
}
