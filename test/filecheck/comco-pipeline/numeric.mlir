// The lowered program gives the interpreter's results bit for bit: relu keeps NaN and turns -0
// into +0, dropout keeps the same elements, softmax and matmul round as before.
// RUN: comco run %s --function=f --input="2x4xf32=[nan -0 1.5 -2][3 -0.25 0 7]" --input="4xf32=[0.5 -1 2 0.125]" | FileCheck %s
// RUN: comco-opt %s -comco-lower-func -comco-to-linalg | comco run --function=f --input="2x4xf32=[nan -0 1.5 -2][3 -0.25 0 7]" --input="4xf32=[0.5 -1 2 0.125]" | FileCheck %s
// RUN: comco-opt %s -comco-pipeline | comco run --function=f --input="2x4xf32=[nan -0 1.5 -2][3 -0.25 0 7]" --input="4xf32=[0.5 -1 2 0.125]" | FileCheck %s

// CHECK: 2x4xf32=[NAN 0 1.5 0][3 0 0 7]
// CHECK-NEXT: 2x4xf32=[NAN 0 6 0][3 0.5 0 1.75]
// CHECK-NEXT: 4x4xf32=[0.75 -1.5 3 0.1875][0 0 0 0][1.5 -3 6 0.375][0 0 0 0]
// CHECK-NEXT: 2x4xf32=[NAN 0.562177 0.817574 0.000123395][NAN 0.437824 0.182426 0.999877]
module {
  comco.func @f(%x: tensor<2x4xf32>, %b: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>) {
    %r = comco.relu %x : tensor<2x4xf32>
    %m = comco.mul %x, %b : tensor<2x4xf32>, tensor<4xf32> -> tensor<2x4xf32>
    %d = comco.dropout %m ratio = 5.000000e-01 seed = 3 : tensor<2x4xf32>
    %r2 = tensor.collapse_shape %r [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %c = tensor.extract_slice %r2[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %ct = tensor.expand_shape %c [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %bt = tensor.expand_shape %b [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
    %o = comco.matmul %ct, %bt : tensor<4x1xf32>, tensor<1x4xf32> -> tensor<4x4xf32>
    %s = comco.softmax %x axis = 0 : tensor<2x4xf32>
    comco.return %r, %d, %o, %s : tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>
  }
}
