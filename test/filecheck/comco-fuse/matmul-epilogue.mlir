// A matmul with its fill and an elementwise epilogue (bias, relu, dropout, residual add) is one
// "matmul" kernel; fusion=0 gives one dispatch per compute op; both run as the unfused program.
// RUN: comco-opt %s --comco-fuse | FileCheck %s
// RUN: comco-opt %s --comco-fuse=fusion=0 | FileCheck %s --check-prefix=NOFUSE
// RUN: comco-opt %s --comco-fuse -o %t.fused.mlir
// RUN: comco-opt %s --comco-fuse=fusion=0 -o %t.nofuse.mlir
// RUN: comco run %s --function=mlp --input="16x24xf32=random" --input="24x32xf32=random" --input="32xf32=random" --input="16x32xf32=random" --seed=5 > %t.ref
// RUN: comco run %t.fused.mlir --function=mlp --input="16x24xf32=random" --input="24x32xf32=random" --input="32xf32=random" --input="16x32xf32=random" --seed=5 > %t.fused
// RUN: comco run %t.nofuse.mlir --function=mlp --input="16x24xf32=random" --input="24x32xf32=random" --input="32xf32=random" --input="16x32xf32=random" --seed=5 > %t.nofuse
// RUN: diff %t.ref %t.fused
// RUN: diff %t.ref %t.nofuse

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @mlp
// CHECK-COUNT-1: comco.dispatch "matmul" -> (tensor<16x32xf32>) {
// CHECK-NOT: comco.dispatch
// CHECK: return
// NOFUSE-LABEL: func.func @mlp
// NOFUSE-COUNT-6: comco.dispatch
// NOFUSE-NOT: comco.dispatch
// NOFUSE: return
func.func @mlp(%a: tensor<16x24xf32>, %w: tensor<24x32xf32>, %b: tensor<32xf32>, %r: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %m = linalg.matmul ins(%a, %w : tensor<16x24xf32>, tensor<24x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  %bias = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<16x32xf32>, tensor<32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %zero : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  // Dropout: a mask from the element's linear index, in integer ops.
  %drop = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%relu : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c32 = arith.constant 32 : index
    %row = arith.muli %i, %c32 : index
    %lin = arith.addi %row, %j : index
    %l = arith.index_cast %lin : index to i32
    %k = arith.constant -1640531535 : i32
    %h = arith.muli %l, %k : i32
    %s13 = arith.constant 13 : i32
    %hs = arith.shrui %h, %s13 : i32
    %hx = arith.xori %h, %hs : i32
    %m255 = arith.constant 255 : i32
    %byte = arith.andi %hx, %m255 : i32
    %t = arith.constant 26 : i32
    %keep = arith.cmpi uge, %byte, %t : i32
    %scale = arith.constant 1.11111116 : f32
    %xs = arith.mulf %x, %scale : f32
    %z = arith.select %keep, %xs, %zero : f32
    linalg.yield %z : f32
  } -> tensor<16x32xf32>
  %res = linalg.add ins(%drop, %r : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %res : tensor<16x32xf32>
}
