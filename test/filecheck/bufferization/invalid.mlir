// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @to_tensor_not_buffer(%m: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<?xf32>'}}
  %0 = "bufferization.to_tensor"(%m) : (tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @to_buffer_not_buffer(%t: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op result #0 must be BufferLikeType instance, but got 'tensor<?xf32>'}}
  %0 = "bufferization.to_buffer"(%t) : (tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @to_tensor_not_tensor(%m: memref<?xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'memref<?xf32>'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<?xf32>) -> memref<?xf32>
  return
}

// -----

func.func @alloc_tensor_sizes(%i: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_sizes(%t: tensor<?xf32>, %i: index) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%i) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_memref() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @materialize_shapes(%t: tensor<4xf32>, %u: tensor<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_writable(%t: tensor<4xf32>, %u: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_restrict(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_rank(%t: tensor<4xf32>, %u: tensor<4x4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<4xf32>, %u: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %u : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_tensor_result(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @materialize_result_type(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @materialize_dest(%t: tensor<4xf32>, %u: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @dealloc_tensor_memref(%t: memref<4xf32>) {
  // expected-error @+1 {{invalid kind of type specified}}
  bufferization.dealloc_tensor %t : memref<4xf32>
  return
}

// -----

func.func @clone_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "bufferization.clone"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @alloc_tensor_segments() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand count (0) does not match with the total size (60) specified in attribute 'operandSegmentSizes'}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 60, 0, 0>}> : () -> tensor<4xf32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<2xi32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<2xi32>, i1, i1) -> ()
  return
}

// -----

func.func @dealloc_results(%m: memref<2xi32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xi32>, i1) -> (i1)
  return
}

// -----

// expected-error @+1 {{invalid value for 'bufferization.access'}}
func.func private @access_value(tensor<*xf32> {bufferization.access = "sometimes"})

// -----

// expected-error @+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_external(tensor<*xf32> {bufferization.writable = true})

// -----

// expected-error @+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_not_bool(%x: tensor<*xf32> {bufferization.writable = 1 : i32}) {
  return
}

// -----

// Upstream names buffer_layout whatever the unknown argument attribute is.
// expected-error @+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @unknown_arg_attr(%x: tensor<*xf32> {bufferization.bogus = 1 : i32}) {
  return
}

// -----

func.func @manual_deallocation(%x: index) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  // expected-error @+1 {{'arith.addi' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %1 = arith.addi %x, %x {bufferization.manual_deallocation} : index
  return
}

// -----

// expected-error @+1 {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
func.func @op_attr(%x: index) -> index attributes {bufferization.writable = true} {
  return %x : index
}

// -----

func.func @materialize_type(%a: tensor<?xf32>, %b: tensor<?xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.function, but found 'tensor<?xf32>'}}
  bufferization.materialize_in_destination %a in %b : tensor<?xf32>
  return
}
