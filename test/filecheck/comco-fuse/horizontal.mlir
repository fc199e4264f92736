// Independent small groups share one launch ("horizontal"); large ones and dependent ones do not.
// RUN: comco-opt %s --comco-fuse --comco-fusion-remarks -verify-diagnostics | FileCheck %s
// RUN: comco-opt %s --comco-fuse -o %t.fused.mlir
// RUN: comco run %s --function=small --input="64xf32=random" --input="32x8xf32=random" --seed=2 > %t.ref
// RUN: comco run %t.fused.mlir --function=small --input="64xf32=random" --input="32x8xf32=random" --seed=2 > %t.fused
// RUN: diff %t.ref %t.fused

#v = affine_map<(d0) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @small
// CHECK: %[[H:.*]]:2 = comco.dispatch "horizontal" -> (tensor<64xf32>, tensor<32x8xf32>) {
// CHECK-COUNT-2: linalg.generic
// CHECK-NOT: comco.dispatch
// CHECK: return %[[H]]#0, %[[H]]#1
func.func @small(%a: tensor<64xf32>, %b: tensor<32x8xf32>) -> (tensor<64xf32>, tensor<32x8xf32>) {
  %ea = tensor.empty() : tensor<64xf32>
  %x = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%a : tensor<64xf32>) outs(%ea : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %y = math.exp %p : f32
    linalg.yield %y : f32
  } -> tensor<64xf32>
  %eb = tensor.empty() : tensor<32x8xf32>
  // expected-remark@+1 {{fused with linalg.generic (line 18): independent small ops packed into one launch}}
  %z = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<32x8xf32>) outs(%eb : tensor<32x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %y = arith.mulf %p, %p : f32
    linalg.yield %y : f32
  } -> tensor<32x8xf32>
  return %x, %z : tensor<64xf32>, tensor<32x8xf32>
}

// CHECK-LABEL: func.func @large
// CHECK-COUNT-2: comco.dispatch "elementwise"
// CHECK-NOT: comco.dispatch
func.func @large(%a: tensor<256x128xf32>, %b: tensor<256x128xf32>) -> (tensor<256x128xf32>, tensor<256x128xf32>) {
  %e = tensor.empty() : tensor<256x128xf32>
  %x = linalg.exp ins(%a : tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  %y = linalg.exp ins(%b : tensor<256x128xf32>) outs(%e : tensor<256x128xf32>) -> tensor<256x128xf32>
  return %x, %y : tensor<256x128xf32>, tensor<256x128xf32>
}
