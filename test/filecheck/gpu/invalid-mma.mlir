// RUN: comco-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @operand_kind(%m: !gpu.mma_matrix<16x16xf16, "DOp">) { return }

// -----

// expected-error @+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @rank(%m: !gpu.mma_matrix<16xf16, "AOp">) { return }

// -----

// Signless i8 is not an element type (si8, ui8 and any 32-bit integer are).
// expected-error @+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func @element(%m: !gpu.mma_matrix<16x16xi8, "AOp">) { return }

// -----

// expected-error @+1 {{expected static shape}}
func.func @dynamic(%m: !gpu.mma_matrix<?x16xf16, "AOp">) { return }

// -----

// expected-error @+1 {{unknown gpu type: mma}}
func.func @unknown(%m: !gpu.mma<16x16xf16, "AOp">) { return }

// -----

func.func @load_stride(%src: memref<32x32xf16, strided<[64, 2]>>, %i: index) {
  // expected-error @+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[64, 2]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_element(%src: memref<32x32xbf16>, %i: index) {
  // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values, but got 'memref<32x32xbf16>'}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xbf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @load_lead(%src: memref<32x32xf16>, %i: index) {
  // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' op attribute 'leadDimension' failed to satisfy constraint: index attribute}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : i32} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @store_operand(%m: !gpu.mma_matrix<16x16xf16, "AOp">, %dst: memref<32x32xf16>, %i: index) {
  // expected-error @+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @store_stride(%m: !gpu.mma_matrix<16x16xf16, "AOp">, %dst: memref<32x32xf16, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) {
  // The stride is checked first.
  // expected-error @+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

func.func @store_signed_i32(%m: !gpu.mma_matrix<16x16xsi32, "COp">, %dst: memref<32x32xi32>, %i: index) {
  // expected-error @+1 {{'gpu.subgroup_mma_store_matrix' op operand #0 must be gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values, but got '!gpu.mma_matrix<16x16xsi32, "COp">'}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xsi32, "COp">, memref<32x32xi32>
  return
}

// -----

func.func @store_not_matrix(%v: vector<4xf16>, %dst: memref<32x32xf16>, %i: index) {
  // expected-error @+1 {{custom op 'gpu.subgroup_mma_store_matrix' invalid kind of type specified: expected gpu.mma_matrix, but found 'vector<4xf16>'}}
  gpu.subgroup_mma_store_matrix %v, %dst[%i, %i] {leadDimension = 32 : index} : vector<4xf16>, memref<32x32xf16>
  return
}

// -----

func.func @compute_order(%a: !gpu.mma_matrix<16x16xf16, "BOp">, %b: !gpu.mma_matrix<16x16xf16, "AOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error @+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_shapes(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error @+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @compute_accumulator(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error @+1 {{'gpu.subgroup_mma_compute' op failed to verify that all of {opC, res} have same type}}
  %d = "gpu.subgroup_mma_compute"(%a, %b, %c) : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @constant_f64(%x: f64) {
  // expected-error @+1 {{'gpu.subgroup_mma_constant_matrix' op operand #0 must be 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float, but got 'f64'}}
  %m = gpu.subgroup_mma_constant_matrix %x : !gpu.mma_matrix<16x16xf64, "COp">
  return
}

// -----

func.func @constant_not_matrix(%x: f32) {
  // expected-error @+1 {{custom op 'gpu.subgroup_mma_constant_matrix' 'res' must be MMAMatrix type, but got 'vector<4xf32>'}}
  %m = gpu.subgroup_mma_constant_matrix %x : vector<4xf32>
  return
}

// -----

func.func @elementwise_kind(%m: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error @+2 {{custom op 'gpu.subgroup_mma_elementwise' expected ::mlir::gpu::MMAElementwiseOp to be one of: addf, mulf, subf, maxf, minf, divf, addi, muli, subi, divs, divu, negatef, negates, extf}}
  // expected-error @+1 {{custom op 'gpu.subgroup_mma_elementwise' failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %r = gpu.subgroup_mma_elementwise truncf %m : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @elementwise_attr(%m: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error @+1 {{'gpu.subgroup_mma_elementwise' op attribute 'opType' failed to satisfy constraint: elementwise operation to apply to mma matrix}}
  %r = "gpu.subgroup_mma_elementwise"(%m) {opType = 3 : i32} : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @extract_type(%m: !gpu.mma_matrix<16x16xf32, "COp">, %i: index) {
  // expected-error @+1 {{'gpu.subgroup_mma_extract_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %x = "gpu.subgroup_mma_extract_thread_local"(%m, %i) : (!gpu.mma_matrix<16x16xf32, "COp">, index) -> f16
  return
}
