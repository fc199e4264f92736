// Where dispatches go: loop bodies get their own (nothing moves across the loop), dynamic shapes
// get one "other" dispatch per op, memref ops are left alone, and a second run changes nothing.
// RUN: comco-opt %s --comco-fuse --comco-fusion-remarks -verify-diagnostics | FileCheck %s
// RUN: comco-opt %s --comco-fuse | comco-opt --comco-fuse | FileCheck %s

// CHECK-LABEL: func.func @dynamic
// CHECK-COUNT-2: comco.dispatch "other" -> (tensor<?x8xf32>)
// CHECK-NOT: comco.dispatch
func.func @dynamic(%a: tensor<?x8xf32>, %e: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %x = linalg.exp ins(%a : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  // expected-remark@+1 {{not fused: linalg.exp (line 10) has no fused kernel strategy (dynamic shapes}}
  %y = linalg.exp ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}

// CHECK-LABEL: func.func @loop
// CHECK: scf.for
// CHECK-NEXT: comco.dispatch "elementwise"
// CHECK: linalg.exp
// CHECK-NEXT: linalg.negf
// CHECK: scf.yield
// CHECK: comco.dispatch "elementwise"
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.exp
// CHECK-NOT: comco.dispatch
func.func @loop(%a: tensor<4x8xf32>, %n: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4x8xf32> {
    %x = linalg.exp ins(%t : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    // expected-remark@+1 {{fused with linalg.exp (line 31): elementwise chain over 4x8}}
    %y = linalg.negf ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    scf.yield %y : tensor<4x8xf32>
  }
  %z = linalg.exp ins(%r : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %z : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @buffers
// CHECK-NOT: comco.dispatch
// CHECK: linalg.exp ins(%{{.*}} : memref<4xf32>)
func.func @buffers(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.exp ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}
