// RUN: comco-opt %s -comco-to-linalg -split-input-file | FileCheck %s
// comco-to-linalg: each compute op becomes the linalg on tensors that performs the
// interpreter's definition of the op step by step (runtime/comco.ts); collectives stay.

// CHECK-LABEL: func.func @matmul
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x3xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[M:.*]] = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x3xf32>) outs(%[[F]] : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK: return %[[M]]
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %m = comco.matmul %a, %b : tensor<4x8xf32>, tensor<8x3xf32> -> tensor<4x3xf32>
  return %m : tensor<4x3xf32>
}

// -----

// Integer matmuls accumulate from an integer zero.
// CHECK-LABEL: func.func @matmul_i32
// CHECK: arith.constant 0 : i32
// CHECK: linalg.matmul
func.func @matmul_i32(%a: tensor<4x8xi32>, %b: tensor<8x3xi32>) -> tensor<4x3xi32> {
  %m = comco.matmul %a, %b : tensor<4x8xi32>, tensor<8x3xi32> -> tensor<4x3xi32>
  return %m : tensor<4x3xi32>
}

// -----

// relu is maximumf(x, 0): NaN stays NaN and -0 becomes +0, as in the interpreter.
// CHECK: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @relu
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>)
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: arith.maximumf %in, %[[Z]] : f32
// CHECK-LABEL: func.func @relu_i8
// CHECK: arith.maxsi %in, %{{.*}} : i8
func.func @relu(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = comco.relu %x : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
func.func @relu_i8(%x: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %y = comco.relu %x : tensor<4x8xi8>
  return %y : tensor<4x8xi8>
}

// -----

// Broadcasting: missing leading dims are dropped from the map, size-1 dims read element 0.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @broadcast
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], {{.*}} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>)
// CHECK: arith.addf %in, %in_{{.*}} : f32
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[COL]], #[[ID]]], {{.*}} ins(%{{.*}}, %arg2 : tensor<4x8xf32>, tensor<4x1xf32>)
// CHECK: arith.mulf %in, %in_{{.*}} : f32
// CHECK: arith.addi
func.func @broadcast(%x: tensor<4x8xf32>, %b: tensor<8xf32>, %s: tensor<4x1xf32>, %i: tensor<3xi32>) -> (tensor<4x8xf32>, tensor<3xi32>) {
  %y = comco.add %x, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32>
  %z = comco.mul %y, %s : tensor<4x8xf32>, tensor<4x1xf32> -> tensor<4x8xf32>
  %j = comco.add %i, %i : tensor<3xi32>, tensor<3xi32> -> tensor<3xi32>
  return %z, %j : tensor<4x8xf32>, tensor<3xi32>
}

// -----

// update: w - lr * g with lr a constant of the element type.
// CHECK-LABEL: func.func @update
// CHECK: ^bb0(%[[W:.*]]: f16, %[[G:.*]]: f16, %{{.*}}: f16):
// CHECK: %[[LR:.*]] = arith.constant 1.000210e-02 : f16
// CHECK: %[[P:.*]] = arith.mulf %[[LR]], %[[G]] : f16
// CHECK: arith.subf %[[W]], %[[P]] : f16
func.func @update(%w: tensor<16xf16>, %g: tensor<16xf16>) -> tensor<16xf16> {
  %y = comco.update %w, %g lr = 1.000000e-02 : tensor<16xf16>
  return %y : tensor<16xf16>
}

// -----

// softmax along axis 0: max from -inf, exp(x - max), sum from 0, divide.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[RED:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @softmax
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[MI:.*]] = linalg.fill ins(%[[NINF]] : f32) outs(%{{.*}} : tensor<8xf32>)
// CHECK: %[[MAX:.*]] = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%[[MI]] : tensor<8xf32>) dimensions = [0]
// CHECK: arith.maximumf
// CHECK: %[[EXP:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[RED]], #[[ID]]], {{.*}} ins(%arg0, %[[MAX]] : tensor<4x8xf32>, tensor<8xf32>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SI:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8xf32>)
// CHECK: %[[SUM:.*]] = linalg.reduce ins(%[[EXP]] : tensor<4x8xf32>) outs(%[[SI]] : tensor<8xf32>) dimensions = [0]
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<4x8xf32>, tensor<8xf32>)
// CHECK: arith.divf
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = comco.softmax %x axis = 0 : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// dropout: the row-major index from linalg.index, ten Philox rounds (mulhi through
// mului_extended), keep when the draw is >= floor(ratio * 2^32), scale 1/(1-ratio).
// CHECK-LABEL: func.func @dropout
// CHECK: linalg.generic
// CHECK: %[[I0:.*]] = linalg.index 0 : index
// CHECK: %[[I1:.*]] = linalg.index 1 : index
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[R:.*]] = arith.muli %[[I0]], %[[C8]] : index
// CHECK: %[[L:.*]] = arith.addi %[[R]], %[[I1]] : index
// CHECK: arith.index_castui %[[L]] : index to i64
// Ten rounds of two multiplications; the last round's unused second product is erased.
// CHECK-COUNT-19: arith.mului_extended
// CHECK-NOT: arith.mului_extended
// CHECK: %[[T:.*]] = arith.constant 1073741824 : i32
// CHECK: %[[K:.*]] = arith.cmpi uge, %{{.*}}, %[[T]] : i32
// CHECK: %[[SC:.*]] = arith.constant 1.33333337 : f32
// CHECK: %[[Y:.*]] = arith.mulf %in, %[[SC]] : f32
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: arith.select %[[K]], %[[Y]], %[[Z]] : f32
func.func @dropout(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = comco.dropout %x ratio = 2.500000e-01 seed = 42 : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// comco.elementwise: its body moves into a generic; comco.yield becomes linalg.yield.
// CHECK-LABEL: func.func @elementwise
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[N:.*]] = math.tanh %[[M]] : f32
// CHECK-NEXT: linalg.yield %[[N]] : f32
func.func @elementwise(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %y = comco.elementwise %a, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x8xf32> {
  ^bb0(%x: f32, %z: f32):
    %s = arith.mulf %x, %z : f32
    %t = math.tanh %s : f32
    comco.yield %t : f32
  }
  return %y : tensor<4x8xf32>
}

// -----

// Collectives stay.
// CHECK-LABEL: func.func @collective
// CHECK: linalg.matmul
// CHECK: comco.allreduce sum %{{.*}} : tensor<4x4xf32>
func.func @collective(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = comco.matmul %a, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %r = comco.allreduce sum %m : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
