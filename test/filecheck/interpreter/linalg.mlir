// linalg: generic with any indexing maps and iterator types, and the named ops through their
// payloads (matmul also through its fast path, which must agree bit for bit).
// RUN: comco run %s --function=generic --input="2x3xf32=[1 2 3][4 5 6]" | FileCheck %s --check-prefix=GENERIC
// RUN: comco run %s --function=named --input="2x2xf32=[1 2][3 4]" | FileCheck %s --check-prefix=NAMED
// RUN: comco run %s --function=structured --input="2x3xi32=[1 2 3][4 5 6]" | FileCheck %s --check-prefix=STRUCT
// RUN: comco run %s --function=contractions --input="2x3xf32=[1 2 3][4 5 6]" --input="3xf32=1 1 2" | FileCheck %s --check-prefix=CONTRACT
// RUN: comco run %s --function=matmul --input="4x3xf32=random" --input="3x5xf32=random" --seed=7 > %t.fast
// RUN: comco run %s --function=matmul --input="4x3xf32=random" --input="3x5xf32=random" --seed=7 --no-fast-paths > %t.generic
// RUN: diff %t.fast %t.generic
// RUN: not comco run %s --function=mismatch --input="2x3xf32=0" --input="4x3xf32=0" 2>&1 | FileCheck %s --check-prefix=MISMATCH
// RUN: comco run %s --function=pack_unpack --input="5x7xf32=[1 2 3 4 5 6 7][8 9 10 11 12 13 14][15 16 17 18 19 20 21][22 23 24 25 26 27 28][29 30 31 32 33 34 35]" --input="f32=-1" | FileCheck %s --check-prefix=PACK

#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>

// GENERIC: 3x2xf32=[1 4][2 5][3 6]
// GENERIC-NEXT: 2xf32=6 15
// GENERIC-NEXT: 2x3xindex=[0 1 2][10 11 12]
func.func @generic(%a: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<2x3xindex>) {
  %t0 = tensor.empty() : tensor<3x2xf32>
  %t = linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x3xf32>) outs(%t0 : tensor<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<3x2xf32>
  %zero = arith.constant dense<0.0> : tensor<2xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x3xf32>) outs(%zero : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %x, %acc : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  %i0 = tensor.empty() : tensor<2x3xindex>
  %i = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%i0 : tensor<2x3xindex>) {
  ^bb0(%o: index):
    %r = linalg.index 0 : index
    %c = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %m = arith.muli %r, %c10 : index
    %v = arith.addi %m, %c : index
    linalg.yield %v : index
  } -> tensor<2x3xindex>
  return %t, %s, %i : tensor<3x2xf32>, tensor<2xf32>, tensor<2x3xindex>
}

// NAMED: 2x2xf32=[2 4][6 8]
// NAMED-NEXT: 2x2xf32=[1 3][2 4]
// NAMED-NEXT: 2x2xf32=[2.71828 7.38906][20.0855 54.5981]
// NAMED-NEXT: 2x2xf32=[7 10][15 22]
// NAMED-NEXT: 2x2xf32=[5 5][5 5]
func.func @named(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %e = tensor.empty() : tensor<2x2xf32>
  %add = linalg.add ins(%a, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %tr = linalg.transpose ins(%a : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) permutation = [1, 0]
  %exp = linalg.exp ins(%a : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%a, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %five = arith.constant 5.0 : f32
  %f = linalg.fill ins(%five : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %add, %tr, %exp, %mm, %f : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}

// STRUCT: 3xi32=5 7 9
// STRUCT-NEXT: 2x3xi32=[2 4 6][8 10 12]
// STRUCT-NEXT: 2x4x3xi32={{\[\[}}1 2 3][1 2 3][1 2 3][1 2 3]]{{\[\[}}4 5 6][4 5 6][4 5 6][4 5 6]]
// STRUCT-NEXT: 2x3xi32=[1 2 3][4 5 6]
func.func @structured(%a: tensor<2x3xi32>) -> (tensor<3xi32>, tensor<2x3xi32>, tensor<2x4x3xi32>, tensor<2x3xi32>) {
  %z = arith.constant dense<0> : tensor<3xi32>
  %r = linalg.reduce ins(%a : tensor<2x3xi32>) outs(%z : tensor<3xi32>) dimensions = [0]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  %e = tensor.empty() : tensor<2x3xi32>
  %m = linalg.map { arith.addi } ins(%a, %a : tensor<2x3xi32>, tensor<2x3xi32>) outs(%e : tensor<2x3xi32>)
  %b0 = tensor.empty() : tensor<2x4x3xi32>
  %b = linalg.broadcast ins(%a : tensor<2x3xi32>) outs(%b0 : tensor<2x4x3xi32>) dimensions = [1]
  %c = linalg.copy ins(%a : tensor<2x3xi32>) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %r, %m, %b, %c : tensor<3xi32>, tensor<2x3xi32>, tensor<2x4x3xi32>, tensor<2x3xi32>
}

// CONTRACT: 2xf32=9 21
// CONTRACT-NEXT: f32=6
// CONTRACT-NEXT: 1x2x2xf32={{\[\[}}14 32][32 77]]
func.func @contractions(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> (tensor<2xf32>, f32, tensor<1x2x2xf32>) {
  %z2 = arith.constant dense<0.0> : tensor<2xf32>
  %mv = linalg.matvec ins(%a, %v : tensor<2x3xf32>, tensor<3xf32>) outs(%z2 : tensor<2xf32>) -> tensor<2xf32>
  %z0 = arith.constant dense<0.0> : tensor<f32>
  %d = linalg.dot ins(%v, %v : tensor<3xf32>, tensor<3xf32>) outs(%z0 : tensor<f32>) -> tensor<f32>
  %ds = tensor.extract %d[] : tensor<f32>
  %a3 = tensor.expand_shape %a [[0, 1], [2]] output_shape [1, 2, 3] : tensor<2x3xf32> into tensor<1x2x3xf32>
  %t0 = tensor.empty() : tensor<3x2xf32>
  %at = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t0 : tensor<3x2xf32>) permutation = [1, 0]
  %at3 = tensor.expand_shape %at [[0, 1], [2]] output_shape [1, 3, 2] : tensor<3x2xf32> into tensor<1x3x2xf32>
  %z3 = arith.constant dense<0.0> : tensor<1x2x2xf32>
  %bm = linalg.batch_matmul ins(%a3, %at3 : tensor<1x2x3xf32>, tensor<1x3x2xf32>) outs(%z3 : tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
  return %mv, %ds, %bm : tensor<2xf32>, f32, tensor<1x2x2xf32>
}

func.func @matmul(%a: tensor<4x3xf32>, %b: tensor<3x5xf32>) -> tensor<4x5xf32> {
  %z = arith.constant dense<0.5> : tensor<4x5xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x3xf32>, tensor<3x5xf32>) outs(%z : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %c : tensor<4x5xf32>
}

// MISMATCH: linalg.mlir:[[# @LINE + 3]]:8: error: 'linalg.add' op operand #1 has size 4 in dimension 0, the loop d0 runs 2
func.func @mismatch(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.add ins(%a, %b : tensor<?x3xf32>, tensor<?x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = tensor.cast %c : tensor<2x3xf32> to tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

// linalg.pack tiles dims 1 (by 2) and 0 (by 3), outer dims swapped, the partial tiles padded with
// -1; linalg.unpack restores the source.
// PACK: 4x2x2x3xf32={{\[\[\[}}1 8 15][2 9 16]]{{\[\[}}22 29 -1][23 30 -1]]]{{\[\[\[}}3 10 17][4 11 18]]{{\[\[}}24 31 -1][25 32 -1]]]{{\[\[\[}}5 12 19][6 13 20]]{{\[\[}}26 33 -1][27 34 -1]]]{{\[\[\[}}7 14 21][-1 -1 -1]]{{\[\[}}28 35 -1][-1 -1 -1]]]
// PACK-NEXT: 5x7xf32=[1 2 3 4 5 6 7][8 9 10 11 12 13 14][15 16 17 18 19 20 21][22 23 24 25 26 27 28][29 30 31 32 33 34 35]
func.func @pack_unpack(%s: tensor<5x7xf32>, %pad: f32) -> (tensor<4x2x2x3xf32>, tensor<5x7xf32>) {
  %d = tensor.empty() : tensor<4x2x2x3xf32>
  %p = linalg.pack %s padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 3] into %d : tensor<5x7xf32> -> tensor<4x2x2x3xf32>
  %e = tensor.empty() : tensor<5x7xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 3] into %e : tensor<4x2x2x3xf32> -> tensor<5x7xf32>
  return %p, %u : tensor<4x2x2x3xf32>, tensor<5x7xf32>
}

