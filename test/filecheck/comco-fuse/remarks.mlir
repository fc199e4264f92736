// Each fusion decision is reported at the consumer with --comco-fusion-remarks (or the pass
// option remarks=1), in the upstream diagnostic format.
// RUN: comco-opt %s --split-input-file --comco-fuse --comco-fusion-remarks -verify-diagnostics | FileCheck %s
// RUN: comco-opt %s --split-input-file --comco-fuse=remarks=1 -verify-diagnostics -o /dev/null
// RUN: comco-opt %s --split-input-file --comco-fuse 2>&1 | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: remark

// Two matmuls share a fill (after CSE): the second recomputes the cheap fill, but a matmul
// never joins another matmul's kernel.
// CHECK-LABEL: func.func @two_matmuls
// CHECK-COUNT-2: comco.dispatch "matmul"
// CHECK-NOT: comco.dispatch
func.func @two_matmuls(%a: tensor<16x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  // expected-remark@+1 {{fused with linalg.fill (line 16): initializes the accumulator of linalg.matmul (line 18)}}
  %m1 = linalg.matmul ins(%a, %w1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  // expected-remark@+2 {{not fused: grid-wide dependency: linalg.matmul (line 21) and linalg.matmul (line 18) in one kernel}}
  // expected-remark@+1 {{fused with linalg.fill (line 16): recomputes linalg.fill (line 16) (cheap elementwise) instead of reading it from another kernel}}
  %m2 = linalg.matmul ins(%m1, %w2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %m2 : tensor<16x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// An elementwise producer of a matmul operand would be recomputed for every use.
// CHECK-LABEL: func.func @prologue
// CHECK-COUNT-1: comco.dispatch "elementwise"
// CHECK: comco.dispatch "matmul"
// CHECK-NOT: comco.dispatch
func.func @prologue(%a: tensor<16x24xf32>, %w: tensor<24x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<16x24xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x24xf32>) outs(%ea : tensor<16x24xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<16x24xf32>
  %e = tensor.empty() : tensor<16x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  // expected-remark@+2 {{fused with linalg.fill (line 42): initializes the accumulator}}
  // expected-remark@+1 {{not fused: would recompute linalg.generic (line 36): linalg.matmul (line 45) reads each element of it 32 times}}
  %m = linalg.matmul ins(%t, %w : tensor<16x24xf32>, tensor<24x32xf32>) outs(%f : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %m : tensor<16x32xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
// A transposed read needs elements other blocks compute.
// CHECK-LABEL: func.func @transpose
// CHECK-COUNT-2: comco.dispatch "elementwise"
// CHECK-NOT: comco.dispatch
func.func @transpose(%a: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<16x16xf32>
  // expected-remark@+1 {{not fused: linalg.generic (line 65) reads the result of linalg.generic (line 59) through a permuted or broadcast map}}
  %u = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
// A column reduction spans every block: it runs alone (kind "other"); its independent producers
// share a horizontal launch.
// CHECK-LABEL: func.func @columns
// CHECK: comco.dispatch "horizontal"
// CHECK: comco.dispatch "other"
// CHECK-NOT: comco.dispatch
func.func @columns(%a: tensor<64x32xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<64x32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<64x32xf32>
  %ec = tensor.empty() : tensor<32xf32>
  %i = linalg.fill ins(%zero : f32) outs(%ec : tensor<32xf32>) -> tensor<32xf32>
  // expected-remark@-1 {{fused with linalg.generic (line 85): independent small ops packed into one launch}}
  // expected-remark@+2 {{not fused: grid-wide dependency: linalg.reduce (line 95) reduces a dim that leads a parallel one}}
  // expected-remark@+1 {{not fused: grid-wide dependency: linalg.reduce (line 95) reduces a dim that leads a parallel one}}
  %s = linalg.reduce ins(%t : tensor<64x32xf32>) outs(%i : tensor<32xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  return %s : tensor<32xf32>
}
