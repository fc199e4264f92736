// comco bench of a row softmax at a size that fills an H100 (8192x1024 f32, 32 MiB): one fused
// kernel (a block per row) against the unfused pipeline's six. Bytes at best: read and write the
// tensor once = 64 MiB, a floor near 22 us at about 3 TB/s.
//   comco bench bench/cuda/softmax-large.mlir --function=softmax --compare-unfused
module {
  comco.func @softmax(%x: tensor<8192x1024xf32>) -> tensor<8192x1024xf32> {
    %y = comco.softmax %x axis = 1 : tensor<8192x1024xf32>
    comco.return %y : tensor<8192x1024xf32>
  }
}
