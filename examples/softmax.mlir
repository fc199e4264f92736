// Row-wise softmax: exp(x - max) / sum(exp(x - max)) along the last axis, the pipeline's
// "reduction" kernel group (two row reductions with their producers and consumers).
//
//   npx comco-opt --comco-pipeline examples/softmax.mlir
//   npx comco run examples/softmax.mlir --function=softmax --input=64x48xf32=random
module {
  comco.func @softmax(%x: tensor<64x48xf32>) -> tensor<64x48xf32> {
    %y = comco.softmax %x axis = 1 : tensor<64x48xf32>
    comco.return %y : tensor<64x48xf32>
  }
}
