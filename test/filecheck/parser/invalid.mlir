// RUN: comco-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

func.func @f() {
  // expected-error @+1 {{custom op 'nothere' is unknown}}
  nothere
}

// -----

func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

func.func @f() {
  %0 = "test.def"() : () -> i32
  // expected-error @+2 {{redefinition of SSA value '%0'}}
  // expected-note @-2 {{previously defined here}}
  %0 = "test.def"() : () -> i32
  return
}

// -----

func.func @f() {
  %0 = "test.def"() : () -> i32
  // expected-error @+2 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  // expected-note @-2 {{prior use here}}
  "test.use"(%0) : (i64) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "test.def"() : () -> (i32, i32)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = "test.def"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{but had 2}}
  "test.use"(%f) : (i32, i32) -> ()
  return
}

// -----

func.func @f() {
  "test.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{reference to an undefined block}}
  "test.br"()[^bb7] : () -> ()
}

// -----

func.func @f() {
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.br"()[^bb1] : () -> ()
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}

// -----

// expected-error @+1 {{expected non-function type}}
"test.x"() : () -> (i32, )

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
"test.x"() {a = #nope} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.x"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"test.x"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.x"() {a = "abc} : () -> ()

// -----

// expected-error @+1 {{unexpected decimal integer literal for a floating point value}}
"test.x"() {a = 4 : f32} : () -> ()
// expected-note @-1 {{add a trailing dot to make the literal a float}}

// -----

// expected-error @+1 {{inferred shape of elements literal ([2, 2]) does not match type ([4])}}
"test.x"() {a = dense<[[1, 2], [3, 4]]> : tensor<4xi32>} : () -> ()

// -----

func.func @f(%c: i1) {
  "test.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "test.use"(%v) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %v = "test.def"() : () -> i32
  return
}

// -----

func.func @f() {
  %v = "test.def"() : () -> i32
  // expected-error @+2 {{region entry argument '%v' is already in use}}
  // expected-note @-2 {{previously referenced here}}
  func.func @g(%v: i32) {
    return
  }
  return
}

// -----

func.func @result_name_without_equal() {
  // expected-error @+1 {{expected '=' after SSA name}}
  %4b = arith.constant 1 : i32
  return
}

// -----

func.func @property_enum_width(%a: i32) -> i1 {
  // expected-error @+1 {{invalid properties {predicate = 1 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 1 : i32}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @property_dialect_enum(%a: f32) -> f32 {
  // expected-error @+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op arith.addf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

// expected-error @+1 {{invalid properties {function_type = () -> (), sym_name = 3 : i32} for op func.func: Invalid attribute `sym_name` in property conversion: 3 : i32}}
"func.func"() <{function_type = () -> (), sym_name = 3 : i32}> ({}) : () -> ()

// -----

func.func @property_kind() -> memref<2xf32> {
  // expected-error @+1 {{invalid properties {alignment = "a", operandSegmentSizes = array<i32: 0, 0>} for op memref.alloc: Invalid attribute `alignment` in property conversion: "a"}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = "a"}> : () -> memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

func.func @property_segments() -> memref<2xf32> {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i64: 0, 0>} for op memref.alloc: expected DenseI32ArrayAttr for key `value`}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i64: 0, 0>}> : () -> memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

func.func @property_width_is_checked_later() -> memref<2xf32> {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 4 : i32}> : () -> memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// A region that the file ends inside of: the parser wanted another operation.
func.func @unterminated_region() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = arith.constant 0 : index

// -----

func.func @f() -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{parsed 2 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @f() -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
  %0 = arith.constant dense<1.0> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @f() -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{expected ',' between complex elements}}
  %0 = arith.constant dense<[(1.0), (2.0, 3.0)]> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @f() -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{expected ')' after complex elements}}
  %0 = arith.constant dense<(1.0, 2.0, 3.0)> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @f() -> tensor<2xcomplex<i8>> {
  // expected-error @+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<[(1, 300), (2, 3)]> : tensor<2xcomplex<i8>>
  return %0 : tensor<2xcomplex<i8>>
}

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @f(%a: vector<2xcomplex<f32>>) {
  return
}

// -----

// expected-error @+1 {{invalid memref element type}}
func.func @f(%a: memref<2xtuple<i32>>) {
  return
}

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func @f(%a: tensor<2xmemref<2xf32>>) {
  return
}

// -----

func.func @f() -> tensor<3x4xi32> {
  // expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[5, 2], and type='tensor<3x4xi32>'}}
  %0 = arith.constant sparse<[[0, 0], [5, 2]], [1, 5]> : tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

func.func @f() -> tensor<3x4xi32> {
  // expected-error @+1 {{expected shape ([3, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([3])}}
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5, 6]> : tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

func.func @f() -> tensor<3x4xi32> {
  // expected-error @+1 {{expected 1-d tensor for sparse element values}}
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [[1], [5]]> : tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

func.func @f() {
  // `@below` names the next line that holds no directive.
  // expected-error@below {{hexadecimal float literal should not have a leading minus}}
  "foo"() {bar = dense<[1.0, -0x7FFF]> : tensor<2xf16>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@below {{unexpected decimal integer literal for a floating point value}}
  // expected-note@below {{add a trailing dot to make the literal a float}}
  "foo"() {bar = dense<[4]> : tensor<1xf32>} : () -> ()
  return
}

// -----

// expected-error@below {{expected '<' after 'array'}}
#attr = array

// -----

// expected-error@below {{expected integer or float type, got: 'vector<i32>'}}
#attr = array<vector<i32>>

// -----

// expected-error@below {{element type bitwidth must be a multiple of 8}}
#attr = array<i7>

// -----

// expected-error@below {{expected ':' after dense array type}}
#attr = array<i8)

// -----

// expected-error@below {{expected '>' to close an array attribute}}
#attr = array<i8: 1)

// -----

func.func @memrefs(memref<2x4xi8, >) // expected-error {{expected list element}}

// -----

func.func @memrefs(memref<2x4xi8, i8>) // expected-error {{unsupported memory space Attribute}}

// -----

#map0 = affine_map<(d0, d1) -> (d0, d1)>
func.func @memrefs(memref<2x4xi8, #map0, 1, #map0>) // expected-error {{expected memory space to be last in memref type}}

// -----

#map0 = affine_map<(d0, d1) -> (d0, d1)>
func.func @memrefs(memref<*xi8, #map0>) // expected-error {{cannot have affine map for unranked memref type}}

// -----

// expected-error @below {{expected '<' after 'strided'}}
func.func private @memref_unfinished_strided() -> memref<?x?xf32, strided>

// -----

// expected-error @below {{expected a 64-bit signed integer or '?'}}
func.func private @memref_unfinished_stride_list() -> memref<?x?xf32, strided<[>>

// -----

// expected-error @below {{expected the number of strides to match the rank}}
func.func private @memref_strided_rank_mismatch() -> memref<?x?xf32, strided<[1]>>

// -----

func.func @illegaltype(i21312312323120) // expected-error {{invalid integer width}}

// -----

// expected-error @+1 {{expected '<' in complex type}}
func.func @bad_complex(complex memref<2x4xi8>>)

// -----

// expected-error @+1 {{expected '>' in complex type}}
func.func @bad_complex(complex<i32)

// -----

// A list whose element has other dims than the first is reported at the token after it.
func.func @dense_ragged() {
  // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %0 = arith.constant dense<[[1, 2], [3]]> : tensor<2x2xi32>
  return
}

// -----

func.func @dense_scalar_after_list() {
  // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %0 = arith.constant dense<[[1, 2], 3, [4, 5]]> : tensor<3x2xi32>
  return
}

// -----

func.func @dense_deeper_list() {
  // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %0 = arith.constant dense<[[1, 2], [[3, 4]]]> : tensor<2x2xi32>
  return
}

// -----

// expected-error @+1 {{unknown escape in string literal}}
"test.x"() {a = "ab\qc"} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.x"() {a = @"abc} : () -> ()

// -----

func.func @minus_without_number() {
  // expected-error @+1 {{expected constant integer or floating point value}}
  %0 = arith.constant - : i32
  return
}

// -----

// An enum case that does not parse is reported twice, as upstream's generated attribute parsers do.
// expected-error @+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
// expected-error @+1 {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
"test.x"() {k = #vector.kind<bogus>} : () -> ()

// -----

// A bit enum's unknown case is reported where the list starts.
// expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of}}
// expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"test.x"() {k = #arith.fastmath<fast,bogus>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
"test.x"() {k = #gpu.thread<>} : () -> ()

// -----

func.func @reduction_kind(%x: vector<4xf32>) -> f32 {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of}}
  // expected-error @+1 {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value'}}
  %0 = vector.reduction <joho>, %x : vector<4xf32> into f32
  return %0 : f32
}

// -----

// A tensor encoding is what starts an attribute in upstream's parseOptionalAttribute: not
// array<...>, strided<...> or distinct[...].
// expected-error @+1 {{expected '>' in tensor type}}
func.func @encoding(%t: tensor<4xf32, array<i32: 1>>) { return }

// -----

// Every name still undeclared when its function ends is reported, once, at its first use.
func.func @undeclared() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %x = arith.addi %lb, %lb : index
  // expected-error @+1 {{use of undeclared SSA value name}}
  %y = arith.addi %ub, %x : index
  %z = arith.addi %ub, %y : index
  return
}

// -----

func.func @result_number(%a: i32) {
  // expected-error @+1 {{reference to invalid result number}}
  "xt.op"(%a#1) : (i32) -> ()
  return
}
