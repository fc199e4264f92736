// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @broadcast_rank(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @broadcast_dim(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %a : vector<4xf32> to vector<2x3xf32>
  return
}

// -----

func.func @broadcast_scalable(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %0 = vector.broadcast %a : vector<[4]xf32> to vector<2x4xf32>
  return
}

// -----

func.func @broadcast_elem(%a: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : f32 to vector<2xi32>
  return
}

// -----

func.func @broadcast_not_vector(%a: tensor<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = "vector.broadcast"(%a) : (tensor<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @shape_cast_elems(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (12) and result (11)}}
  %0 = vector.shape_cast %a : vector<4x3xf32> to vector<11xf32>
  return
}

// -----

func.func @shape_cast_type(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %a : vector<4xf32> to vector<4xi32>
  return
}

// -----

func.func @shape_cast_scalable(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %a : vector<[4]xf32> to vector<4xf32>
  return
}

// -----

func.func @transpose_rank(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<12xf32>
  return
}

// -----

func.func @transpose_len(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %a, [1] : vector<4x3xf32> to vector<3x4xf32>
  return
}

// -----

func.func @transpose_range(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %a, [2, 0] : vector<4x3xf32> to vector<3x4xf32>
  return
}

// -----

func.func @transpose_dup(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %a, [0, 0] : vector<4x3xf32> to vector<4x3xf32>
  return
}

// -----

func.func @transpose_dim(%a: vector<4x3xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<4x3xf32>
  return
}

// -----

func.func @extract_rank(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %a[0, 0, 0] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_oob(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %a[4] : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @extract_neg(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %a[0, -2] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_0d(%a: vector<4xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = "vector.extract"(%a) <{static_position = array<i64>}> : (vector<4xf32>) -> vector<f32>
  return
}

// -----

func.func @insert_rank(%a: f32, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %a, %b[0] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_rank2(%a: vector<8xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %a, %b[0, 1] : vector<8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @insert_oob(%a: f32, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %a, %b[0, 8] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_0d(%a: vector<f32>, %b: vector<4xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %a, %b[0] : vector<f32> into vector<4xf32>
  return
}

// -----

func.func @insert_elem(%a: i32, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %a, %b[0] : i32 into vector<4xf32>
  return
}

// -----

func.func @ess_size(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [2, 2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @ess_offset(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %a {offsets = [4], sizes = [1], strides = [1]} : vector<4x8xf32> to vector<1x8xf32>
  return
}

// -----

func.func @ess_sizes(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [5], strides = [1]} : vector<4x8xf32> to vector<5x8xf32>
  return
}

// -----

func.func @ess_strides(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @ess_sum(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %a {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @ess_result(%a: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @iss_offsets(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @iss_strides(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @iss_sum(%a: vector<4xf32>, %b: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 6], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @reduction_rank(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %a : vector<4x4xf32> into f32
  return
}

// -----

func.func @reduction_kind(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_elem(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %a : vector<4xf32> into f64
  return
}

// -----

func.func @multi_reduction_type(%a: vector<4x8xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %a, %b [1] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @outerproduct_rank(%a: vector<4x4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4x4xf32>, vector<4xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @outerproduct_dim(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @outerproduct_acc(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) : (vector<4xf32>, vector<8xf32>, vector<4x4xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @outerproduct_kind(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = "vector.outerproduct"(%a, %b) {kind = #vector.kind<xor>} : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @contract_maps(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @contract_inputs(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @contract_outputs(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @contract_nored(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @contract_dimmap(%a: vector<4x3xf32>, %b: vector<5x7xf32>, %c: vector<4x7xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<5x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @contract_shape(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x7xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x8xf32>
  return
}

// -----

func.func @contract_scalar(%a: vector<3xf32>, %b: vector<3xf32>, %c: vector<1xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 2 to have 1 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into vector<1xf32>
  return
}

// -----

func.func @contract_iter(%a: vector<3xf32>, %b: vector<3xf32>, %c: f32) {
  // expected-error @+1 {{unexpected iterator_type (window)}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["window"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into f32
  return
}

// -----

func.func @contract_kind(%a: vector<3xf32>, %b: vector<3xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<and>} %a, %b, %c : vector<3xf32>, vector<3xf32> into f32
  return
}

// -----

func.func @transfer_read_indices(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_map_rank(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_map_inputs(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_map_proj(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_map_perm(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @transfer_read_map_sym(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1)[s0] -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_in_bounds(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_custom_map(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @transfer_read_types(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{requires two types}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>
  return
}

// -----

func.func @transfer_read_vector(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{requires vector type}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, tensor<4xf32>
  return
}

// -----

func.func @transfer_read_mask_elem(%m: memref<?xvector<4xf32>>, %i: index, %f: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error @+1 {{does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %f, %k : memref<?xvector<4xf32>>, vector<1x4xf32>
  return
}

// -----

func.func @transfer_read_bitwidth(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = "vector.transfer_read"(%m, %i, %f) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<3xi16>
  return
}

// -----

func.func @transfer_write_bcast(%m: memref<?x?xf32>, %i: index, %v: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : vector<4x4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_write_indices(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @load_indices(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @load_elem(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return
}

// -----

func.func @load_rank(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @load_stride(%m: memref<?x?xf32, strided<[?, 2]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32, strided<[?, 2]>>, vector<4xf32>
  return
}

// -----

func.func @store_elem(%m: memref<?xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xi32>
  return
}

// -----

func.func @maskedload_mask(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @maskedload_pass(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf16>) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<4xf16> into vector<4xf32>
  return
}

// -----

func.func @maskedstore_mask(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @gather_dims(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i] [%x], %k, %p : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @scatter_dims(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i] [%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @expandload_dim(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @constant_mask_rank() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_bounds() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @constant_mask_zero() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_0d() {
  // expected-error @+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @create_mask_count(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x3xi1>
  return
}

// -----

func.func @shuffle_rank(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @shuffle_index(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %b [0, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @bitcast_width(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<4xf32> to vector<4xi16>
  return
}

// -----

func.func @bitcast_dim(%a: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %a : vector<2x4xf32> to vector<4x4xf32>
  return
}

// -----

func.func @type_cast_shape(%m: memref<4x3xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x4xf32>>
  return
}

// -----

func.func @scan_dim(%a: vector<4x8xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @scan_shape(%a: vector<4x8xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @fma_types(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %a, %b) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a) : (f32) -> vector<2xf32>
  return
}

// -----

func.func @print_str(%a: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : f32 str "x"
  return
}

// -----

func.func @step_type() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = "vector.step"() : () -> vector<4xi32>
  return
}

// -----

func.func @deinterleave_odd(%a: vector<5xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = "vector.deinterleave"(%a) : (vector<5xf32>) -> (vector<2xf32>, vector<2xf32>)
  return
}
