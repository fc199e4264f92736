// comco bench at a size that fills an H100 (4096x4096 f32, 64 MiB per operand): relu(a*b + c),
// three ops fused into one kernel or run as three. Bytes moved at best: read a, b (and c), write
// the result once = 192 MiB, so the copy ceiling (about 3 TB/s) gives a floor near 67 us.
//   comco bench bench/cuda/elementwise-large.mlir --function=fma_relu --compare-unfused
module {
  comco.func @fma_relu(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>, %c: tensor<4096xf32>) -> tensor<4096x4096xf32> {
    %p = comco.mul %a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32> -> tensor<4096x4096xf32>
    %s = comco.add %p, %c : tensor<4096x4096xf32>, tensor<4096xf32> -> tensor<4096x4096xf32>
    %r = comco.relu %s : tensor<4096x4096xf32>
    comco.return %r : tensor<4096x4096xf32>
  }
}
