// RUN: comco-opt %s --comco-bufferize -split-input-file -verify-diagnostics

func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}
// expected-error @-3 {{'func.func' op comco-bufferize: dynamic shape 'tensor<?x4xf32>' is not supported (buffers have static shapes)}}

// -----

func.func @dynamic_op(%n: index) {
  // expected-error @+1 {{'tensor.empty' op comco-bufferize: dynamic shape 'tensor<?xf32>' is not supported (buffers have static shapes)}}
  %e = tensor.empty(%n) : tensor<?xf32>
  return
}

// -----

func.func @no_rule(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'comco.relu' op comco-bufferize: no bufferization rule for 'comco.relu' on tensors}}
  %y = comco.relu %x : tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}

// -----

func.func @loop(%x: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (f32) {
    // expected-error @+1 {{'tensor.extract' op comco-bufferize: tensor ops inside 'scf.for' are not supported}}
    %v = tensor.extract %x[%i] : tensor<4xf32>
    %b = arith.addf %a, %v : f32
    scf.yield %b : f32
  }
  return %s : f32
}

// -----

func.func @collective_in_kernel(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = comco.dispatch "other" -> (tensor<4xf32>) {
    // expected-error @+1 {{'comco.allreduce' op comco-bufferize: collectives inside a dispatch are not supported (they run on the host)}}
    %y = comco.allreduce sum %x : tensor<4xf32>
    comco.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @rank_reducing(%x: tensor<4x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op comco-bufferize: rank-reducing slices are not supported}}
  %s = tensor.extract_slice %x[1, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @dynamic_offsets(%x: tensor<4x4xf32>, %i: index) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op comco-bufferize: slices with dynamic offsets, sizes or strides are not supported}}
  %s = tensor.extract_slice %x[%i, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}
