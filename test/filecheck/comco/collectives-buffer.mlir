// The buffer form of comco's collectives (what comco-bufferize produces): allreduce in place,
// allgather and reduce_scatter from one buffer into another; no results.
// RUN: comco-opt %s | FileCheck %s
// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: comco run %s --function=buffers --ranks=2 --input="2x2xf32=[1 2][3 4]" --input="4x2xf32=0" --input="2x2xf32=0" --input="2x2xf32=[10 20][30 40]" --input="4x2xf32=0" --input="2x2xf32=0" | FileCheck %s --check-prefix=TWO
// RUN: comco run %s --function=inplace --input="2x2xf32=[1 2][3 4]" | FileCheck %s --check-prefix=ONE
// RUN: not comco run %s --function=buffers --input="2x2xf32=1" --input="4x2xf32=0" --input="2x2xf32=0" 2>&1 | FileCheck %s --check-prefix=RANKS

// CHECK-LABEL: func.func @buffers
// GENERIC-LABEL: "func.func"
func.func @buffers(%a: memref<2x2xf32>, %g: memref<4x2xf32>, %s: memref<2x2xf32>) -> (memref<2x2xf32>, memref<4x2xf32>, memref<2x2xf32>) {
  // CHECK: comco.allreduce sum %arg0 : memref<2x2xf32>
  // GENERIC: "comco.allreduce"(%[[A:arg[0-9]+]]) <{op = #comco<reduction sum>}> : (memref<2x2xf32>) -> ()
  comco.allreduce sum %a : memref<2x2xf32>
  // CHECK-NEXT: comco.allgather %arg0 into %arg1 : memref<2x2xf32> -> memref<4x2xf32>
  // GENERIC: "comco.allgather"(%[[A]], %[[G:arg[0-9]+]]) <{axis = 0 : i64}> : (memref<2x2xf32>, memref<4x2xf32>) -> ()
  comco.allgather %a into %g : memref<2x2xf32> -> memref<4x2xf32>
  // CHECK-NEXT: comco.reduce_scatter max %arg1 into %arg2 : memref<4x2xf32> -> memref<2x2xf32>
  // GENERIC: "comco.reduce_scatter"(%[[G]], %{{arg[0-9]+}}) <{axis = 0 : i64, op = #comco<reduction max>}> : (memref<4x2xf32>, memref<2x2xf32>) -> ()
  comco.reduce_scatter max %g into %s : memref<4x2xf32> -> memref<2x2xf32>
  return %a, %g, %s : memref<2x2xf32>, memref<4x2xf32>, memref<2x2xf32>
}
// Rank 0 has a = [1 2][3 4], rank 1 a = [10 20][30 40]: both get the sum, gather it twice, and
// take the maximum of their halves of the gathered buffer.
// TWO: rank 0:
// TWO-NEXT: 2x2xf32=[11 22][33 44]
// TWO-NEXT: 4x2xf32=[11 22][33 44][11 22][33 44]
// TWO-NEXT: 2x2xf32=[11 22][33 44]
// TWO: rank 1:
// TWO-NEXT: 2x2xf32=[11 22][33 44]
// TWO-NEXT: 4x2xf32=[11 22][33 44][11 22][33 44]
// TWO-NEXT: 2x2xf32=[11 22][33 44]
// RANKS: collectives-buffer.mlir:[[# @LINE - 16]]:3: error: 'comco.allgather' op the result shape 4x2 needs 2 ranks, but the program runs with 1 rank (use --ranks)

// CHECK-LABEL: func.func @axes
func.func @axes(%a: memref<2x3xi32>, %g: memref<2x6xi32>, %s: memref<2x3xi32>) {
  // CHECK: comco.allreduce avg %arg0 : memref<2x3xi32>
  comco.allreduce avg %a : memref<2x3xi32>
  // CHECK-NEXT: comco.allgather %arg0 into %arg1 axis = 1 : memref<2x3xi32> -> memref<2x6xi32>
  comco.allgather %a into %g axis = 1 : memref<2x3xi32> -> memref<2x6xi32>
  // CHECK-NEXT: comco.reduce_scatter prod %arg1 into %arg2 axis = -1 : memref<2x6xi32> -> memref<2x3xi32>
  comco.reduce_scatter prod %g into %s axis = -1 : memref<2x6xi32> -> memref<2x3xi32>
  return
}

// With one rank, allreduce leaves the buffer as it is.
// ONE: 2x2xf32=[1 2][3 4]
func.func @inplace(%a: memref<2x2xf32>) -> memref<2x2xf32> {
  comco.allreduce prod %a : memref<2x2xf32>
  return %a : memref<2x2xf32>
}
