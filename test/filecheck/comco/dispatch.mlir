// RUN: comco-opt %s | FileCheck %s
// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s

// CHECK-LABEL: func.func @tensors
func.func @tensors(%x: tensor<4x8xf32>, %e: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // CHECK: %[[R:.*]]:2 = comco.dispatch "elementwise" -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // CHECK-NEXT: linalg.add
  // CHECK-NEXT: linalg.mul
  // CHECK-NEXT: comco.yield %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>
  // CHECK-NEXT: }
  %r:2 = comco.dispatch "elementwise" -> (tensor<4x8xf32>, tensor<4x8xf32>) {
    %y = linalg.add ins(%x, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %z = linalg.mul ins(%y, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    comco.yield %y, %z : tensor<4x8xf32>, tensor<4x8xf32>
  }
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @buffers
func.func @buffers(%a: memref<4xf32>, %b: memref<4xf32>) {
  // CHECK: comco.dispatch "matmul" attributes {tile = [32, 32]} {
  // CHECK-NEXT: linalg.copy
  // CHECK-NEXT: comco.yield
  // CHECK-NEXT: }
  comco.dispatch "matmul" attributes {tile = [32, 32]} {
    linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
    comco.yield
  }
  return
}
