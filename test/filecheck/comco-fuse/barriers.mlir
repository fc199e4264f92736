// A collective is a barrier: it stays outside every dispatch and nothing fuses across it.
// RUN: comco-opt %s --comco-fuse | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @allreduce
// CHECK: %[[A:.*]] = comco.dispatch "elementwise" -> (tensor<1024xf32>) {
// CHECK-COUNT-2: linalg.generic
// CHECK: comco.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = comco.allreduce sum %[[A]] : tensor<1024xf32>
// CHECK-NEXT: comco.dispatch "elementwise" -> (tensor<1024xf32>) {
// CHECK: linalg.generic {{.*}} ins(%[[R]]
// CHECK-NOT: comco.dispatch
// CHECK: return
func.func @allreduce(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.mulf %v, %v : f32
    linalg.yield %s : f32
  } -> tensor<1024xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.addf %v, %v : f32
    linalg.yield %s : f32
  } -> tensor<1024xf32>
  %r = comco.allreduce sum %b : tensor<1024xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%r : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.negf %v : f32
    linalg.yield %s : f32
  } -> tensor<1024xf32>
  return %c : tensor<1024xf32>
}
