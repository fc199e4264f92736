// Tensors are values: insert and insert_slice make new tensors, slices copy, reshapes keep
// the elements in order; dynamic shapes come from the inputs.
// RUN: comco run %s --function=slices --input="3x4xi32=[0 1 2 3][4 5 6 7][8 9 10 11]" | FileCheck %s --check-prefix=SLICES
// RUN: comco run %s --function=build --input="index=3" | FileCheck %s --check-prefix=BUILD
// RUN: comco run %s --function=dynamic --input="2x3xf32=[1 2 3][4 5 6]" | FileCheck %s --check-prefix=DYN
// RUN: not comco run %s --function=extract --input="index=5" 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: comco run %s --function=forall_tiles --input="3x4xf32=[1 2 3 4][5 6 7 8][9 10 11 12]" | FileCheck %s --check-prefix=FORALL

// SLICES: 2x2xi32=[5 7][9 11]
// SLICES-NEXT: 4xi32=4 5 6 7
// SLICES-NEXT: 3x4xi32=[0 1 2 3][4 -1 6 -1][8 -1 10 -1]
// SLICES-NEXT: 3x4xi32=[0 1 2 3][4 5 6 7][8 9 10 11]
// SLICES-NEXT: i32=6
func.func @slices(%t: tensor<3x4xi32>) -> (tensor<2x2xi32>, tensor<4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, i32) {
  %a = tensor.extract_slice %t[1, 1] [2, 2] [1, 2] : tensor<3x4xi32> to tensor<2x2xi32>
  %row = tensor.extract_slice %t[1, 0] [1, 4] [1, 1] : tensor<3x4xi32> to tensor<4xi32>
  %m = arith.constant dense<-1> : tensor<2x2xi32>
  %b = tensor.insert_slice %m into %t[1, 1] [2, 2] [1, 2] : tensor<2x2xi32> into tensor<3x4xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %t[%c1, %c2] : tensor<3x4xi32>
  return %a, %row, %b, %t, %x : tensor<2x2xi32>, tensor<4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, i32
}

// BUILD: 3x2xindex=[0 1][10 11][20 21]
// BUILD-NEXT: 2x2xf32=[1 2][3 4]
// BUILD-NEXT: 4x3xf32=[0 0 0][0 1 2][0 3 4][0 0 0]
// BUILD-NEXT: 6xf32=1 2 3 4 7 7
// BUILD-NEXT: 2x3xi32=[1 0 0][0 0 0]
func.func @build(%n: index) -> (tensor<?x2xindex>, tensor<2x2xf32>, tensor<4x3xf32>, tensor<6xf32>, tensor<2x3xi32>) {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %a = arith.muli %i, %c10 : index
    %b = arith.addi %a, %j : index
    tensor.yield %b : index
  } : tensor<?x2xindex>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %four = arith.constant 4.0 : f32
  %e = tensor.from_elements %one, %two, %three, %four : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %e low[1, 1] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<2x2xf32> to tensor<4x3xf32>
  %flat = tensor.collapse_shape %e [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %sev = arith.constant 7.0 : f32
  %s = tensor.splat %sev : tensor<2xf32>
  %cat = tensor.concat dim(0) %flat, %s : (tensor<4xf32>, tensor<2xf32>) -> tensor<6xf32>
  %z = arith.constant dense<0> : tensor<2x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %ins = tensor.insert %c1 into %z[%c0, %c0] : tensor<2x3xi32>
  return %g, %e, %p, %cat, %ins : tensor<?x2xindex>, tensor<2x2xf32>, tensor<4x3xf32>, tensor<6xf32>, tensor<2x3xi32>
}

// DYN: index=2
// DYN-NEXT: index=3
// DYN-NEXT: 3x2xf32=[1 2][3 4][5 6]
func.func @dynamic(%t: tensor<?x?xf32>) -> (index, index, tensor<3x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %s = tensor.cast %t : tensor<?x?xf32> to tensor<2x3xf32>
  %f = tensor.collapse_shape %s [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %r = tensor.expand_shape %f [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  return %d0, %d1, %r : index, index, tensor<3x2xf32>
}

// OOB: tensor.mlir:[[# @LINE + 3]]:8: error: 'tensor.extract' op index [5] is out of bounds for shape 4
func.func @extract(%i: index) -> f32 {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

// scf.forall over row pairs of columns: each iteration scales its 3x2 tile, and the terminator's
// parallel inserts write the tiles into the shared output.
// FORALL: 3x4xf32=[2 4 9 12][10 12 21 24][18 20 33 36]
func.func @forall_tiles(%t: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<3x4xf32>) {
    %c2 = arith.constant 2 : index
    %col = arith.muli %j, %c2 : index
    %tile = tensor.extract_slice %o[0, %col] [3, 2] [1, 1] : tensor<3x4xf32> to tensor<3x2xf32>
    %one = arith.constant 1 : index
    %jp1 = arith.addi %j, %one : index
    %i = arith.index_cast %jp1 : index to i32
    %f = arith.sitofp %i : i32 to f32
    %k = arith.constant 1.0 : f32
    %g = arith.addf %f, %k : f32
    %s = tensor.splat %g : tensor<3x2xf32>
    %scaled = arith.mulf %tile, %s : tensor<3x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %scaled into %o[0, %col] [3, 2] [1, 1] : tensor<3x2xf32> into tensor<3x4xf32>
    }
  }
  return %r : tensor<3x4xf32>
}

