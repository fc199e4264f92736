// relu(a * b + c): three elementwise ops (c broadcast over the rows) that fuse into one kernel,
// and the same function written as one comco.elementwise with a scalar body.
//
//   npx comco-opt --comco-pipeline examples/elementwise.mlir
//   npx comco run examples/elementwise.mlir --function=fma_relu --input=64x48xf32=random --input=64x48xf32=random --input=48xf32=random
//   npx comco run examples/elementwise.mlir --function=fma_relu_body --input=64x48xf32=random --input=64x48xf32=random --input=48xf32=random
module {
  comco.func @fma_relu(%a: tensor<64x48xf32>, %b: tensor<64x48xf32>, %c: tensor<48xf32>) -> tensor<64x48xf32> {
    %p = comco.mul %a, %b : tensor<64x48xf32>, tensor<64x48xf32> -> tensor<64x48xf32>
    %s = comco.add %p, %c : tensor<64x48xf32>, tensor<48xf32> -> tensor<64x48xf32>
    %r = comco.relu %s : tensor<64x48xf32>
    comco.return %r : tensor<64x48xf32>
  }

  comco.func @fma_relu_body(%a: tensor<64x48xf32>, %b: tensor<64x48xf32>, %c: tensor<48xf32>) -> tensor<64x48xf32> {
    %r = comco.elementwise %a, %b, %c : tensor<64x48xf32>, tensor<64x48xf32>, tensor<48xf32> -> tensor<64x48xf32> {
    ^bb0(%x: f32, %y: f32, %z: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %p, %z : f32
      %zero = arith.constant 0.0 : f32
      %m = arith.maximumf %s, %zero : f32
      comco.yield %m : f32
    }
    comco.return %r : tensor<64x48xf32>
  }
}
