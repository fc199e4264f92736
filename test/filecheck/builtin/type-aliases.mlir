// RUN: comco-opt %s | FileCheck %s
// PARITY: print

// A location used as a tensor encoding takes its alias in the type, as attributes do.
// CHECK: #loc = loc(unknown)
// CHECK: #loc1 = loc("enc.mlir":1:2)
// CHECK-LABEL: func.func @encodings(
// CHECK-SAME: tensor<4xf32, #loc>, %{{.*}}: tensor<2xf32, #loc1>, %{{.*}}: tensor<2xf32, #loc>)
func.func @encodings(%a: tensor<4xf32, loc(unknown)>, %b: tensor<2xf32, loc("enc.mlir":1:2)>, %c: tensor<2xf32, loc(unknown)>) {
  return
}
