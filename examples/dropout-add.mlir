// dropout(x) + y: the dropout mask is Philox-4x32-10 of (seed, element index), so the
// interpreter, the linalg lowering and the GPU kernels drop the same elements.
//
//   npx comco-opt --comco-pipeline examples/dropout-add.mlir
//   npx comco run examples/dropout-add.mlir --function=dropout_add --input=64x48xf32=random --input=64x48xf32=random
module {
  comco.func @dropout_add(%x: tensor<64x48xf32>, %y: tensor<64x48xf32>) -> tensor<64x48xf32> {
    %d = comco.dropout %x ratio = 0.25 seed = 1234 : tensor<64x48xf32>
    %s = comco.add %d, %y : tensor<64x48xf32>, tensor<64x48xf32> -> tensor<64x48xf32>
    comco.return %s : tensor<64x48xf32>
  }
}
