// The program gives the same results before and after comco-bufferize, on one rank and on two
// (the buffer form of the collectives), and its argument buffers stay as they were.
// RUN: comco run %s --function=main --input="2x3xf32=[1 2 3][4 5 6]" --input="3x2xf32=[1 0][0 1][1 1]" | FileCheck %s --check-prefix=ONE
// RUN: comco-opt %s --comco-bufferize -o %t.mlir
// RUN: comco run %t.mlir --function=main --input="2x3xf32=[1 2 3][4 5 6]" --input="3x2xf32=[1 0][0 1][1 1]" | FileCheck %s --check-prefix=ONE
// RUN: comco run %s --function=main --ranks=2 --input="2x3xf32=[1 2 3][4 5 6]" --input="3x2xf32=[1 0][0 1][1 1]" | FileCheck %s --check-prefix=TWO
// RUN: comco run %t.mlir --function=main --ranks=2 --input="2x3xf32=[1 2 3][4 5 6]" --input="3x2xf32=[1 0][0 1][1 1]" | FileCheck %s --check-prefix=TWO

// x·w = [4 5][10 11]; plus x's first two columns = [5 7][14 16]; summed over the ranks.
// ONE: 2x2xf32=[5 7][14 16]
// ONE-NEXT: 2x3xf32=[1 2 3][4 5 6]
// TWO: rank 0:
// TWO-NEXT: 2x2xf32=[10 14][28 32]
// TWO-NEXT: 2x3xf32=[1 2 3][4 5 6]
// TWO: rank 1:
// TWO-NEXT: 2x2xf32=[10 14][28 32]
func.func @main(%x: tensor<2x3xf32>, %w: tensor<3x2xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %r = comco.dispatch "matmul" -> (tensor<2x2xf32>) {
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    %m = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
    %s = tensor.extract_slice %x[0, 0] [2, 2] [1, 1] : tensor<2x3xf32> to tensor<2x2xf32>
    %y = linalg.add ins(%m, %s : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    comco.yield %y : tensor<2x2xf32>
  }
  %t = comco.allreduce sum %r : tensor<2x2xf32>
  return %t, %x : tensor<2x2xf32>, tensor<2x3xf32>
}
