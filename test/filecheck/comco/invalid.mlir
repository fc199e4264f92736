// RUN: comco-opt %s -split-input-file -verify-diagnostics

comco.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) {
  // expected-error @+1 {{'comco.matmul' op inner dimensions differ: 4x8 * 4x8 (8 vs 4)}}
  %c = comco.matmul %a, %b : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) {
  // expected-error @+1 {{'comco.matmul' op result shape 4x4 does not match 4x2}}
  %c = comco.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x4xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xf32>, %b: tensor<8x2xf16>) {
  // expected-error @+1 {{'comco.matmul' op element types differ: 'f32', 'f16' -> 'f32'}}
  %c = comco.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf16> -> tensor<4x2xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<?x8xf32>) {
  // expected-error @+1 {{'comco.relu' op operand #0 must be statically shaped tensor of float or signless integer values, but got 'tensor<?x8xf32>'}}
  %c = comco.relu %a : tensor<?x8xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'comco.add' op operand shapes 4x8, 3 are not broadcast-compatible}}
  %c = comco.add %a, %b : tensor<4x8xf32>, tensor<3xf32> -> tensor<4x8xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'comco.mul' op result shape 8x8 does not match the broadcast shape 4x8 of the operands}}
  %c = comco.mul %a, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<8x8xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'comco.softmax' op axis 2 is out of range for a tensor of rank 2}}
  %c = comco.softmax %a axis = 2 : tensor<4x8xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xi32>) {
  // expected-error @+1 {{'comco.softmax' op operand #0 must be statically shaped tensor of floating-point values, but got 'tensor<4x8xi32>'}}
  %c = comco.softmax %a : tensor<4x8xi32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'comco.dropout' op ratio must be in [0, 1), got 1}}
  %c = comco.dropout %a ratio = 1.0 : tensor<4x8xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{expected reduction kind to be one of: sum, prod, min, max, avg}}
  %c = comco.allreduce mean %a : tensor<4x8xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'comco.allgather' op dimension 0 of the result (6) must be a multiple of the input's (4)}}
  %c = comco.allgather %a : tensor<4x8xf32> -> tensor<6x8xf32>
  comco.return
}

// -----

comco.func @f(%a: tensor<16x8xf32>) {
  // expected-error @+1 {{'comco.reduce_scatter' op dimension 1 differs: 16x8 vs 4x4}}
  %c = comco.reduce_scatter sum %a : tensor<16x8xf32> -> tensor<4x4xf32>
  comco.return
}

// -----

comco.func @f() -> tensor<4xf32> {
  // expected-error @+1 {{'comco.return' op has 0 operands, but enclosing routine (@f) returns 1}}
  comco.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'comco.return' op expects parent op 'comco.func'}}
  comco.return
}

// -----

comco.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'comco.elementwise' op body must yield one 'f32'}}
  %c = comco.elementwise %a : tensor<4xf32> -> tensor<4xf32> {
  ^bb0(%x: f32):
    comco.yield
  }
  comco.return
}

// -----

comco.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'comco.elementwise' op body argument #0 has type 'i32', expected 'f32'}}
  %c = comco.elementwise %a : tensor<4xf32> -> tensor<4xf32> {
  ^bb0(%x: i32):
    comco.yield %x : i32
  }
  comco.return
}

// -----

func.func @dispatch_kind(%a: memref<4xf32>) {
  // expected-error @+1 {{'comco.dispatch' op unknown dispatch kind 'fused' (expected one of 'elementwise', 'matmul', 'reduction', 'horizontal', 'other')}}
  comco.dispatch "fused" {
    comco.yield
  }
  return
}

// -----

func.func @dispatch_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'comco.dispatch' op body yields 0 values for 1 results}}
  %r = comco.dispatch "other" -> (tensor<4xf32>) {
    comco.yield
  }
  return %r : tensor<4xf32>
}

// -----

func.func @dispatch_type(%a: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'comco.dispatch' op body yields 'tensor<4xf32>' for result #0 of type 'tensor<8xf32>'}}
  %r = comco.dispatch "other" -> (tensor<8xf32>) {
    comco.yield %a : tensor<4xf32>
  }
  return %r : tensor<8xf32>
}

// -----

func.func @dispatch_scalar(%a: f32) -> f32 {
  // expected-error @+1 {{'comco.dispatch' op results must be tensors or memrefs, got 'f32'}}
  %r = comco.dispatch "other" -> (f32) {
    comco.yield %a : f32
  }
  return %r : f32
}

// -----

func.func @allreduce_buffer_result(%a: memref<4xf32>) {
  // expected-error @+1 {{'comco.allreduce' op on a buffer has no result}}
  %0 = "comco.allreduce"(%a) <{op = #comco<reduction sum>}> : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @allreduce_strided(%a: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{'comco.allreduce' op operand #0 must be statically shaped tensor, or statically shaped memref with the identity layout, of float or signless integer values, but got 'memref<4xf32, strided<[2]>>'}}
  comco.allreduce sum %a : memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @allgather_no_output(%a: memref<4xf32>) {
  // expected-error @+1 {{'comco.allgather' op on a buffer needs an output buffer ('into')}}
  "comco.allgather"(%a) <{axis = 0 : i64}> : (memref<4xf32>) -> ()
  return
}

// -----

func.func @allgather_tensor_into(%a: tensor<4xf32>, %b: memref<8xf32>) {
  // expected-error @+1 {{'comco.allgather' op on a tensor takes no output buffer ('into')}}
  %0 = "comco.allgather"(%a, %b) <{axis = 0 : i64}> : (tensor<4xf32>, memref<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @reduce_scatter_buffer_shape(%a: memref<16x8xf32>, %b: memref<4x4xf32>) {
  // expected-error @+1 {{'comco.reduce_scatter' op dimension 1 differs: 16x8 vs 4x4}}
  comco.reduce_scatter sum %a into %b : memref<16x8xf32> -> memref<4x4xf32>
  return
}

// -----

func.func @reduce_scatter_same_buffer(%a: memref<16xf32>) {
  // expected-error @+1 {{'comco.reduce_scatter' op the output buffer must differ from the input buffer}}
  comco.reduce_scatter sum %a into %a : memref<16xf32> -> memref<16xf32>
  return
}
