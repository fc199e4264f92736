// SPMD: --ranks N runs the function as N ranks in lockstep; comco's collectives combine their
// tensors as NCCL does (reductions in rank order). Inputs are given once for every rank, or once
// per rank in rank order.
// RUN: comco run %s --function=collectives --ranks=2 --input="4x2xf32=[1 2][3 4][5 6][7 8]" --input="4x2xf32=10" | FileCheck %s --check-prefix=TWO
// RUN: comco run %s --function=mean --ranks=4 --input="3xf32=1 2 3" | FileCheck %s --check-prefix=MEAN
// RUN: not comco run %s --function=unbalanced --ranks=2 --input="i1=1" --input="i1=0" 2>&1 | FileCheck %s --check-prefix=UNBALANCED

// TWO: rank 0:
// TWO-NEXT: 4x2xf32=[11 12][13 14][15 16][17 18]
// TWO-NEXT: 8x2xf32=[1 2][3 4][5 6][7 8][10 10][10 10][10 10][10 10]
// TWO-NEXT: 2x2xf32=[11 12][13 14]
// TWO-NEXT: 4x2xf32=[10 10][10 10][10 10][10 10]
// TWO-NEXT: rank 1:
// TWO-NEXT: 4x2xf32=[11 12][13 14][15 16][17 18]
// TWO-NEXT: 8x2xf32=[1 2][3 4][5 6][7 8][10 10][10 10][10 10][10 10]
// TWO-NEXT: 2x2xf32=[15 16][17 18]
// TWO-NEXT: 4x2xf32=[10 10][10 10][10 10][10 10]
func.func @collectives(%x: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<8x2xf32>, tensor<2x2xf32>, tensor<4x2xf32>) {
  %a = comco.allreduce sum %x : tensor<4x2xf32>
  %g = comco.allgather %x axis = 0 : tensor<4x2xf32> -> tensor<8x2xf32>
  %r = comco.reduce_scatter sum %x axis = 0 : tensor<4x2xf32> -> tensor<2x2xf32>
  %m = func.call @max(%x) : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %a, %g, %r, %m : tensor<4x2xf32>, tensor<8x2xf32>, tensor<2x2xf32>, tensor<4x2xf32>
}

func.func @max(%x: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %m = comco.allreduce max %x : tensor<4x2xf32>
  return %m : tensor<4x2xf32>
}

// MEAN-COUNT-4: 3xf32=1 2 3
func.func @mean(%x: tensor<3xf32>) -> tensor<3xf32> {
  %s = comco.allreduce avg %x : tensor<3xf32>
  return %s : tensor<3xf32>
}

// UNBALANCED: spmd.mlir:[[# @LINE + 4]]:10: error: 'comco.allreduce' op 1 of 2 ranks returned while the others wait at this collective
func.func @unbalanced(%c: i1) -> tensor<2xf32> {
  %x = arith.constant dense<1.0> : tensor<2xf32>
  %r = scf.if %c -> (tensor<2xf32>) {
    %s = comco.allreduce sum %x : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  } else {
    scf.yield %x : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
