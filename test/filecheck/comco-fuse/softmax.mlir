// Softmax (max-reduce, sub+exp, sum-reduce, div) is one row-wise "reduction" kernel.
// RUN: comco-opt %s --comco-fuse | FileCheck %s
// RUN: comco-opt %s --comco-fuse=fusion=0 | FileCheck %s --check-prefix=NOFUSE
// RUN: comco-opt %s --comco-fuse -o %t.fused.mlir
// RUN: comco run %s --function=softmax --input="8x40xf32=random" --seed=11 > %t.ref
// RUN: comco run %t.fused.mlir --function=softmax --input="8x40xf32=random" --seed=11 > %t.fused
// RUN: diff %t.ref %t.fused

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @softmax
// CHECK-COUNT-1: comco.dispatch "reduction" -> (tensor<8x40xf32>) {
// CHECK-NOT: comco.dispatch
// CHECK: linalg.reduce
// CHECK: linalg.generic
// CHECK: linalg.reduce
// CHECK: linalg.generic
// CHECK: comco.yield %{{.*}} : tensor<8x40xf32>
// CHECK-NOT: comco.dispatch
// CHECK: return
// NOFUSE-LABEL: func.func @softmax
// NOFUSE-COUNT-6: comco.dispatch
// NOFUSE-NOT: comco.dispatch
// NOFUSE: return
func.func @softmax(%x: tensor<8x40xf32>) -> tensor<8x40xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x40xf32>
  %er = tensor.empty() : tensor<8xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %mx = linalg.reduce ins(%x : tensor<8x40xf32>) outs(%mi : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.maximumf %in, %acc : f32
      linalg.yield %t : f32
    }
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mx : tensor<8x40xf32>, tensor<8xf32>) outs(%e : tensor<8x40xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %s = arith.subf %a, %m : f32
    %z = math.exp %s : f32
    linalg.yield %z : f32
  } -> tensor<8x40xf32>
  %si = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %sm = linalg.reduce ins(%ex : tensor<8x40xf32>) outs(%si : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sm : tensor<8x40xf32>, tensor<8xf32>) outs(%e : tensor<8x40xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %z = arith.divf %a, %s : f32
    linalg.yield %z : f32
  } -> tensor<8x40xf32>
  return %y : tensor<8x40xf32>
}
