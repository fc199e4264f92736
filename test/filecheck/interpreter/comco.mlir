// The comco dialect: compute ops with NumPy broadcasting, softmax, a dropout mask that is a
// function of (seed, index) only, an optimizer step, and collectives (the identity on one rank).
// RUN: comco run %s --function=compute --input="2x3xf32=[1 -2 3][-4 5 -6]" --input="3xf32=10 20 30" | FileCheck %s --check-prefix=COMPUTE
// RUN: comco run %s --function=softmax --input="2x3xf32=[1 2 3][0 0 0]" | FileCheck %s --check-prefix=SOFTMAX
// RUN: comco run %s --function=dropout --input="16xf32=1" | FileCheck %s --check-prefix=DROPOUT
// RUN: comco run %s --function=dropout --input="16xf32=1" > %t.a
// RUN: comco run %s --function=dropout --input="16xf32=1" > %t.b
// RUN: diff %t.a %t.b
// RUN: comco run %s --function=collectives --input="4x2xf32=[1 2][3 4][5 6][7 8]" | FileCheck %s --check-prefix=COLL
// RUN: not comco run %s --function=gather --input="2x2xf32=0" 2>&1 | FileCheck %s --check-prefix=GATHER
// RUN: comco run %S/../../../examples/fig1.mlir --function=comco_func --input="32x32xf32=1" --input="32x32xf32=0.5" --print-max-element-count=2 | FileCheck %s --check-prefix=FIG1
// The paper's Figure 1 runs: the matmul, and 3.14 summed over a workgroup of 256 threads.
// FIG1: 32x32xf32=[16 16...]
// FIG1-NEXT: f32=803.843

// COMPUTE: 2x2xf32=[-3 7][3 -16]
// COMPUTE-NEXT: 2x3xf32=[1 0 3][0 5 0]
// COMPUTE-NEXT: 2x3xf32=[11 18 33][6 25 24]
// COMPUTE-NEXT: 2x3xf32=[10 -40 90][-40 100 -180]
// COMPUTE-NEXT: 2x3xf32=[0.99 -1.98 2.97][-3.96 4.95 -5.94]
// COMPUTE-NEXT: 2x3xf32=[2 -4 6][-8 10 -12]
func.func @compute(%x: tensor<2x3xf32>, %b: tensor<3xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %w = arith.constant dense<[[1.0, 2.0], [-1.0, 2.0], [-2.0, 3.0]]> : tensor<3x2xf32>
  %m = comco.matmul %x, %w : tensor<2x3xf32>, tensor<3x2xf32> -> tensor<2x2xf32>
  %r = comco.relu %x : tensor<2x3xf32>
  %a = comco.add %x, %b : tensor<2x3xf32>, tensor<3xf32> -> tensor<2x3xf32>
  %p = comco.mul %x, %b : tensor<2x3xf32>, tensor<3xf32> -> tensor<2x3xf32>
  %u = comco.update %x, %x lr = 1.000000e-02 : tensor<2x3xf32>
  %e = comco.elementwise %x, %b : tensor<2x3xf32>, tensor<3xf32> -> tensor<2x3xf32> {
  ^bb0(%v: f32, %s: f32):
    %d = arith.addf %v, %v : f32
    comco.yield %d : f32
  }
  return %m, %r, %a, %p, %u, %e : tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// SOFTMAX: 2x3xf32=[0.0900306 0.244728 0.665241][0.333333 0.333333 0.333333]
// SOFTMAX-NEXT: 2x3xf32=[0.731059 0.880797 0.952574][0.268941 0.119203 0.0474259]
func.func @softmax(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %s = comco.softmax %x : tensor<2x3xf32>
  %t = comco.softmax %x axis = 0 : tensor<2x3xf32>
  return %s, %t : tensor<2x3xf32>, tensor<2x3xf32>
}

// Kept elements are scaled by 1/(1-0.5) = 2.
// DROPOUT: 16xf32={{([02] ){15}[02]$}}
func.func @dropout(%x: tensor<16xf32>) -> tensor<16xf32> {
  %y = comco.dropout %x ratio = 5.000000e-01 seed = 42 : tensor<16xf32>
  return %y : tensor<16xf32>
}

// COLL: 4x2xf32=[1 2][3 4][5 6][7 8]
// COLL-NEXT: 4x2xf32=[1 2][3 4][5 6][7 8]
// COLL-NEXT: 4x2xf32=[1 2][3 4][5 6][7 8]
func.func @collectives(%x: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %a = comco.allreduce sum %x : tensor<4x2xf32>
  %g = comco.allgather %x axis = 0 : tensor<4x2xf32> -> tensor<4x2xf32>
  %r = comco.reduce_scatter sum %x axis = 0 : tensor<4x2xf32> -> tensor<4x2xf32>
  return %a, %g, %r : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

// GATHER: comco.mlir:[[# @LINE + 2]]:8: error: 'comco.allgather' op the result shape 8x2 needs 4 ranks, but the program runs with 1 rank (use --ranks)
func.func @gather(%x: tensor<2x2xf32>) -> tensor<8x2xf32> {
  %g = comco.allgather %x axis = 0 : tensor<2x2xf32> -> tensor<8x2xf32>
  return %g : tensor<8x2xf32>
}
