// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: comco.func @mlp(%arg0: tensor<32x64xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<16xf32>) -> tensor<32x16xf32>
comco.func @mlp(%a: tensor<32x64xf32>, %b: tensor<64x16xf32>, %bias: tensor<16xf32>) -> tensor<32x16xf32> {
  // CHECK-NEXT: %[[C:.*]] = comco.matmul %arg0, %arg1 : tensor<32x64xf32>, tensor<64x16xf32> -> tensor<32x16xf32>
  %c = comco.matmul %a, %b : tensor<32x64xf32>, tensor<64x16xf32> -> tensor<32x16xf32>
  // CHECK-NEXT: %[[D:.*]] = comco.add %[[C]], %arg2 : tensor<32x16xf32>, tensor<16xf32> -> tensor<32x16xf32>
  %d = comco.add %c, %bias : tensor<32x16xf32>, tensor<16xf32> -> tensor<32x16xf32>
  // CHECK-NEXT: %[[E:.*]] = comco.relu %[[D]] : tensor<32x16xf32>
  %e = comco.relu %d : tensor<32x16xf32>
  // CHECK-NEXT: %[[F:.*]] = comco.mul %[[E]], %arg2 : tensor<32x16xf32>, tensor<16xf32> -> tensor<32x16xf32>
  %f = comco.mul %e, %bias : tensor<32x16xf32>, tensor<16xf32> -> tensor<32x16xf32>
  // CHECK-NEXT: comco.return %[[F]] : tensor<32x16xf32>
  comco.return %f : tensor<32x16xf32>
}

// CHECK-LABEL: comco.func @attention_tail
// GENERIC-LABEL: sym_name = "attention_tail"
comco.func @attention_tail(%x: tensor<8x128xf32>, %w: tensor<8x128xf32>) -> tensor<8x128xf32> {
  // CHECK: comco.softmax %arg0 axis = 1 : tensor<8x128xf32>
  // GENERIC: "comco.softmax"(%arg{{[0-9]+}}) <{axis = 1 : i64}>
  %s = comco.softmax %x axis = 1 : tensor<8x128xf32>
  // The default axis (-1) is not printed.
  // CHECK: comco.softmax %arg0 : tensor<8x128xf32>
  // GENERIC: "comco.softmax"(%arg{{[0-9]+}}) <{axis = -1 : i64}>
  %s2 = comco.softmax %x : tensor<8x128xf32>
  // CHECK: comco.dropout %{{.*}} ratio = 1.000000e-01 seed = 7 : tensor<8x128xf32>
  // GENERIC: <{ratio = 1.000000e-01 : f32, seed = 7 : i64}>
  %d = comco.dropout %s ratio = 0.1 seed = 7 : tensor<8x128xf32>
  // CHECK: comco.dropout %{{.*}} ratio = 5.000000e-01 : tensor<8x128xf32>
  %d2 = comco.dropout %s2 ratio = 0.5 : tensor<8x128xf32>
  // CHECK: comco.update %arg1, %{{.*}} lr = 2.500000e-01 : tensor<8x128xf32>
  %u = comco.update %w, %d lr = 0.25 : tensor<8x128xf32>
  // CHECK: comco.update %arg1, %{{.*}} : tensor<8x128xf32>
  %u2 = comco.update %w, %d2 : tensor<8x128xf32>
  // CHECK: %[[EW:.*]] = comco.elementwise %{{.*}}, %{{.*}} : tensor<8x128xf32>, tensor<8x128xf32> -> tensor<8x128xf32> {
  // CHECK-NEXT: ^bb0(%[[P:.*]]: f32, %[[Q:.*]]: f32):
  // CHECK-NEXT: comco.yield %[[P]] : f32
  %r = comco.elementwise %u, %u2 : tensor<8x128xf32>, tensor<8x128xf32> -> tensor<8x128xf32> {
  ^bb0(%p: f32, %q: f32):
    comco.yield %p : f32
  }
  comco.return %r : tensor<8x128xf32>
}

// CHECK-LABEL: comco.func @collectives
comco.func @collectives(%x: tensor<32x16xf32>, %i: tensor<64xi32>) {
  // CHECK: comco.allreduce sum %arg0 : tensor<32x16xf32>
  // GENERIC: "comco.allreduce"(%arg{{[0-9]+}}) <{op = #comco<reduction sum>}>
  %a = comco.allreduce sum %x : tensor<32x16xf32>
  // CHECK: comco.allreduce avg
  %b = comco.allreduce avg %a : tensor<32x16xf32>
  // CHECK: comco.allreduce max %arg1 : tensor<64xi32>
  %c = comco.allreduce max %i : tensor<64xi32>
  // CHECK: comco.allgather %{{.*}} : tensor<32x16xf32> -> tensor<128x16xf32>
  %g = comco.allgather %b : tensor<32x16xf32> -> tensor<128x16xf32>
  // CHECK: comco.allgather %{{.*}} axis = 1 : tensor<32x16xf32> -> tensor<32x32xf32>
  %g2 = comco.allgather %b axis = 1 : tensor<32x16xf32> -> tensor<32x32xf32>
  // CHECK: comco.reduce_scatter prod %{{.*}} : tensor<128x16xf32> -> tensor<32x16xf32>
  %r = comco.reduce_scatter prod %g : tensor<128x16xf32> -> tensor<32x16xf32>
  // CHECK: comco.reduce_scatter min %{{.*}} axis = -1 : tensor<32x32xf32> -> tensor<32x8xf32>
  %r2 = comco.reduce_scatter min %g2 axis = -1 : tensor<32x32xf32> -> tensor<32x8xf32>
  // CHECK: comco.return{{$}}
  comco.return
}
