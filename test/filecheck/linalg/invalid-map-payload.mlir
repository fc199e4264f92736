// RUN: comco-opt %s -split-input-file -verify-diagnostics
// PARITY: skip (mlir-opt-22 also notes the payload op it built, numbered as if it already sat in the enclosing function: `see current operation: %1 = "foo.bar"(%arg1)`; comco builds no op of an unknown dialect)

func.func @map_unknown_payload(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'foo.bar' op created with unregistered dialect}}
  %0 = linalg.map { foo.bar } ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
