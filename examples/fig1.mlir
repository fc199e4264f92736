// The program of Figure 1 of the Comco paper ("Comco: A MLIR-Based Intermediate Representation
// for CUDA Kernel Fusion"): a comco routine that multiplies two matrices and reduces a value
// across the threads of a workgroup (`gpu.all_reduce` in host code: the sum of 3.14 over the
// `comco.workgroup_size` threads of one workgroup, 256 by default; docs/pipeline.md). As in the
// paper, the matmul accumulates into a tensor it allocates; here that tensor is zero-filled so
// the result is defined.
//
//   npx comco-opt examples/fig1.mlir
//   npx comco-opt --comco-pipeline examples/fig1.mlir
//   npx comco run examples/fig1.mlir --function=comco_func --input=32x32xf32=random --input=32x32xf32=random
module {
  comco.func @comco_func(%A: tensor<32x32xf32>, %B: tensor<32x32xf32>) -> (tensor<32x32xf32>, f32) {
    %C = tensor.empty() : tensor<32x32xf32>
    %zero = arith.constant 0.0 : f32
    %Cz = linalg.fill ins(%zero : f32) outs(%C : tensor<32x32xf32>) -> tensor<32x32xf32>

    %0 = arith.constant 3.14 : f32

    %out = linalg.matmul
      ins(%A, %B: tensor<32x32xf32>,
         tensor<32x32xf32>)
      outs(%Cz: tensor<32x32xf32>) ->
         tensor<32x32xf32>

    %s = gpu.all_reduce add %0 uniform {}
      : (f32) -> (f32)

    comco.return %out, %s : tensor<32x32xf32>, f32
  }
}
