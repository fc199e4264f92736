// One MLP layer: relu(x · w + b), the bias broadcast over the rows. The matmul with its
// elementwise epilogue is the pipeline's "matmul" kernel group.
//
//   npx comco-opt --comco-pipeline examples/mlp-layer.mlir
//   npx comco run examples/mlp-layer.mlir --function=mlp_layer --input=64x32xf32=random --input=32x16xf32=random --input=16xf32=random
module {
  comco.func @mlp_layer(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<64x16xf32> {
    %m = comco.matmul %x, %w : tensor<64x32xf32>, tensor<32x16xf32> -> tensor<64x16xf32>
    %y = comco.add %m, %b : tensor<64x16xf32>, tensor<16xf32> -> tensor<64x16xf32>
    %r = comco.relu %y : tensor<64x16xf32>
    comco.return %r : tensor<64x16xf32>
  }
}
