// RUN: comco run %s --function=f --input="2x2xf32=[1 2][3 4]" | FileCheck %s

// The body of a dispatch runs in place; its results are what it yields.
// CHECK: 2x2xf32=[3 6][9 12]
func.func @f(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %r = comco.dispatch "elementwise" -> (tensor<2x2xf32>) {
    %y = linalg.add ins(%x, %x : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    %z = linalg.add ins(%y, %x : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    comco.yield %z : tensor<2x2xf32>
  }
  return %r : tensor<2x2xf32>
}
