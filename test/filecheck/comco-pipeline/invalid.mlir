// RUN: comco-opt %s -comco-to-linalg -split-input-file -verify-diagnostics
// Element types the lowering cannot express are refused at the op, naming the pass.

func.func @softmax_f8(%x: tensor<4x8xf8E4M3FN>) -> tensor<4x8xf8E4M3FN> {
  // expected-error @+1 {{'comco.softmax' op cannot be lowered by comco-to-linalg: element type 'f8E4M3FN' is not supported}}
  %y = comco.softmax %x : tensor<4x8xf8E4M3FN>
  return %y : tensor<4x8xf8E4M3FN>
}

// -----

func.func @relu_i1(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{'comco.relu' op cannot be lowered by comco-to-linalg: element type 'i1' (relu has no signed meaning on i1) is not supported}}
  %y = comco.relu %x : tensor<4xi1>
  return %y : tensor<4xi1>
}
