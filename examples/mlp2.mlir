// A two-layer MLP forward pass: relu(x · w1 + b1) · w2 + b2.
//
//   npx comco-opt --comco-pipeline examples/mlp2.mlir
//   npx comco run examples/mlp2.mlir --function=mlp2 --input=64x32xf32=random --input=32x48xf32=random --input=48xf32=random --input=48x16xf32=random --input=16xf32=random
module {
  comco.func @mlp2(%x: tensor<64x32xf32>, %w1: tensor<32x48xf32>, %b1: tensor<48xf32>,
                   %w2: tensor<48x16xf32>, %b2: tensor<16xf32>) -> tensor<64x16xf32> {
    %m1 = comco.matmul %x, %w1 : tensor<64x32xf32>, tensor<32x48xf32> -> tensor<64x48xf32>
    %a1 = comco.add %m1, %b1 : tensor<64x48xf32>, tensor<48xf32> -> tensor<64x48xf32>
    %h = comco.relu %a1 : tensor<64x48xf32>
    %m2 = comco.matmul %h, %w2 : tensor<64x48xf32>, tensor<48x16xf32> -> tensor<64x16xf32>
    %y = comco.add %m2, %b2 : tensor<64x16xf32>, tensor<16xf32> -> tensor<64x16xf32>
    comco.return %y : tensor<64x16xf32>
  }
}
