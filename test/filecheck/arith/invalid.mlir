// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @addi_float(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %b) : (f32, f32) -> f32
  return
}

// -----

func.func @addf_int(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %b) : (i32, i32) -> i32
  return
}

// -----

func.func @addi_result_type(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> i64
  return
}

// -----

func.func @addi_signed(%a: si32, %b: si32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "arith.addi"(%a, %b) : (si32, si32) -> si32
  return
}

// -----

func.func @bad_overflow(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %b) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @bad_fastmath(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %b) {fastmath = #arith.overflow<nsw>} : (f32, f32) -> f32
  return
}

// -----

func.func @unknown_attr(%a: f32, %b: f32) {
  // expected-error @+1 {{unknown attribute `foo` in dialect `arith`}}
  %0 = arith.addf %a, %b {fastmath = #arith.foo<fast>} : f32
  return
}

// -----

func.func @bad_rounding(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%a) {roundingmode = 9 : i32} : (f32) -> f16
  return
}

// -----

func.func @bad_cmpi_predicate(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @bad_cmpf_predicate(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_missing_predicate(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %b) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_keyword(%a: i32, %b: i32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %b : i32
  return
}

// -----

func.func @cmpi_result(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpf_shape(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f32, f32) -> vector<2xi1>
  return
}

// -----

func.func @cmpf_operands(%a: f32, %b: f64) {
  // expected-error @+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f32, f64) -> i1
  return
}

// -----

func.func @constant_signed() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : ui32
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @constant_not_typed() {
  // expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = unit} : () -> i64
  return
}

// -----

func.func @constant_scalable() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @extui_index(%a: index) {
  // expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extui %a : index to i64
  return
}

// -----

func.func @extui_narrow(%a: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extui %a : i32 to i16
  return
}

// -----

func.func @extsi_same(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i32
  return
}

// -----

func.func @trunci_wide(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @extf_narrow(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @extf_same_width(%a: f16) {
  // expected-error @+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %a : f16 to bf16
  return
}

// -----

func.func @truncf_same(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f32
  return
}

// -----

func.func @ext_vector_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %a : vector<4xi32> to vector<5xi64>
  return
}

// -----

func.func @ext_scalar_result(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi32> to i64
  return
}

// -----

func.func @ext_tensor_dims(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %a : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

func.func @ext_unranked(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %a : tensor<4xi32> to tensor<*xi64>
  return
}

// -----

func.func @uitofp_int_result(%a: i32) {
  // expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.uitofp %a : i32 to i64
  return
}

// -----

func.func @fptosi_index(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.fptosi %a : f32 to index
  return
}

// -----

func.func @index_cast_float(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : i32 to f32
  return
}

// -----

func.func @index_cast_int_int(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_castui_index_index(%a: index) {
  // expected-error @+1 {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_castui %a : index to index
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @bitcast_index(%a: index) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : index to i64
  return
}

// -----

func.func @select_condition(%a: i32, %b: i32, %c: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%a, %b, %c) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_types(%c: i1, %a: vector<2xi32>, %b: vector<2xi64>) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, vector<2xi32>, vector<2xi64>) -> vector<2xi32>
  return
}

// -----

func.func @select_mask_shape(%c: vector<4xi1>, %a: vector<2xi32>, %b: vector<2xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %b : vector<4xi1>, vector<2xi32>
  return
}

// -----

func.func @select_mask_base_type(%c: vector<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %b) : (vector<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @select_mask_scalable(%c: vector<4xi1>, %a: vector<[4]xi32>, %b: vector<[4]xi32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%c, %a, %b) : (vector<4xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
  return
}

// -----

func.func @select_mask_encoding(%c: tensor<4xi1>, %a: tensor<4xi32, "enc">, %b: tensor<4xi32, "enc">) {
  // expected-error @+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<4xi1, "enc">', but got 'tensor<4xi1>'}}
  %0 = "arith.select"(%c, %a, %b) : (tensor<4xi1>, tensor<4xi32, "enc">, tensor<4xi32, "enc">) -> tensor<4xi32, "enc">
  return
}

// -----

func.func @addui_extended_overflow(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0, %1 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @mulsi_extended_types(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0, %1 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @scaling_extf_narrow(%a: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @negf_result(%a: f32) {
  // expected-error @+1 {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%a) : (f32) -> f64
  return
}

// -----

func.func @select_operands(%c: i1, %a: i32) {
  // expected-error @+1 {{expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @cmpi_on_float(%a: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi slt, %a, %a : f32
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "xyz"} : () -> i32
  return
}

// -----

func.func @cmpi_predicate(%a: i32) {
  // expected-error @+1 {{failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %r = "arith.cmpi"(%a, %a) {predicate = 42} : (i32, i32) -> i1
  return
}
