// RUN: comco-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

func.func @apply_non_index(%x: i64) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i64'}}
  %0 = "affine.apply"(%x) <{map = affine_map<(d0) -> (d0 + 1)>}> : (i64) -> index
  return
}

// -----

func.func @apply_result_non_index(%x: index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%x) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> i32
  return
}

// -----

func.func @apply_count(%x: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%x, %x) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_two_results(%x: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%x) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_mismatch(%x: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%x)
  return
}

// -----

func.func @apply_not_a_map(%x: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 4(%x)
  return
}

// -----

func.func @apply_dim_as_symbol(%n: index) {
  affine.for %i = 0 to %n {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  }
  return
}

// -----

func.func @for_bad_dim(%n: index) {
  affine.for %i = 0 to 8 {
    %x = arith.muli %i, %n : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%x) {
    }
  }
  return
}

// -----

func.func @for_bad_symbol() {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = affine_map<()[s0] -> (s0)>()[%i] to 8 {
    }
  }
  return
}

// -----

func.func @for_ssa_bound_iv() {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %i to 8 {
    }
  }
  return
}

// -----

func.func @for_two_bound_operands(%a: index, %b: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %a, %b to 8 {
  }
  return
}

// -----

func.func @for_dim_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0, d1) -> (d0 + d1)>(%a) to 8 {
  }
  return
}

// -----

func.func @for_symbol_count(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0)[s0] -> (d0 + s0)>(%a) to 8 {
  }
  return
}

// -----

func.func @for_missing_max(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 0)>(%a) to 8 {
  }
  return
}

// -----

func.func @for_missing_min(%a: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 8)>(%a) {
  }
  return
}

// -----

func.func @for_bad_bound() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "x" to 8 {
  }
  return
}

// -----

func.func @for_to() {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 upto 8 {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 8 step -2 {
  }
  return
}

// -----

func.func @for_iter_args_count(%x: f32) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r:2 = affine.for %i = 0 to 8 iter_args(%a = %x) -> (f32, f32) {
    affine.yield %a : f32
  }
  return
}

// -----

func.func @for_yield_type(%x: f32) {
  %r = affine.for %i = 0 to 8 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %i : index
  }
  return
}

// -----

func.func @for_yield_count(%x: f32) {
  %r = affine.for %i = 0 to 8 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_outside() {
  // expected-error@+2 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "test.region"() ({
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @for_generic_missing_lb() {
  // expected-error@+1 {{'affine.for' op requires attribute 'lowerBoundMap'}}
  "affine.for"() <{operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @for_generic_no_results_map() {
  // expected-error@+1 {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @for_generic_iv_type() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: i32):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @if_bad_dim(%n: index) {
  affine.for %i = 0 to 8 {
    %x = arith.addi %i, %n : index
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%x) {
    }
  }
  return
}

// -----

func.func @if_bad_symbol(%n: index) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_not_a_set(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%n) {
  }
  return
}

// -----

func.func @if_region_args(%n: index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
  ^bb0(%a: index):
    affine.yield
  }
  return
}

// -----

func.func @if_generic_count(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n, %n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    affine.yield
  }, {
  }) : (index, index) -> ()
  return
}

// -----

func.func @load_rank(%A: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %A[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_not_memref(%A: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = affine.load %A[%i] : tensor<4xf32>
  return
}

// -----

func.func @load_missing_bracket(%A: memref<4xf32>) {
  // expected-error@+1 {{expected '['}}
  %0 = affine.load %A : memref<4xf32>
  return
}

// -----

func.func @load_bad_index(%A: memref<4xf32>, %n: index) {
  "test.region"() ({
  ^bb0(%x: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %A[%x] : memref<4xf32>
    "test.done"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @load_generic_result_type(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @load_generic_inputs(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}

// -----

func.func @store_generic_value_type(%A: memref<4xf32>, %i: index, %v: f64) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @vector_load_element(%A: memref<64xf32>) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
    %v = affine.vector_load %A[%i] : memref<64xf32>, vector<8xf64>
  }
  return
}

// -----

func.func @vector_store_element(%A: memref<64xf32>, %v: vector<8xi32>) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
    affine.vector_store %v, %A[%i] : memref<64xf32>, vector<8xi32>
  }
  return
}

// -----

func.func @min_count(%a: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a)
  return
}

// -----

func.func @max_no_results(%a: index) {
  // expected-error@+1 {{'affine.max' op affine map expect at least one result}}
  %0 = affine.max affine_map<(d0) -> ()>(%a)
  return
}

// -----

func.func @parallel_groups() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (4, 4) {
  }
  return
}

// -----

func.func @parallel_reduction_count(%A: memref<4xf32>) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i) = (0) to (4) -> (f32) {
    %v = affine.load %A[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @parallel_bad_reduction(%A: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "sub"}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("sub") -> (f32) {
    %v = affine.load %A[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @parallel_reduction_type(%A: memref<4xf32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> (f32) {
    %v = affine.load %A[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @parallel_steps(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (4) step (%n) {
  }
  return
}

// -----

func.func @parallel_bad_symbol(%n: index) {
  affine.for %x = 0 to 8 {
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%i) = (0) to (symbol(%x)) {
    }
  }
  return
}

// -----

func.func @prefetch_rw(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%i], readwrite, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %A[%i], read, locality<3>, code : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @subscript_syntax(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %A[%i * %i] : memref<4xf32>
  return
}

// -----

func.func @result_number() {
  // expected-error@+1 {{result number not allowed}}
  affine.for %n0#0 = 0 to 7 {
  }
  return
}

// -----

func.func @iv_in_bound() {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i = affine_map<(d0) -> (d0 floordiv 4)>(%i) to 10 {
  }
  return
}

// -----

func.func @ssa_step(%s: index) {
  // expected-error@+1 {{expected attribute value}}
  affine.for %i = 1 to 5 step %s {
  }
  return
}

// -----

func.func @no_region() {
  affine.for %i = 1 to 10 step 2
}  // expected-error@-1 {{expected '{' to begin a region}}

// -----

func.func @dim_of_inner_alloc(%a: index) {
  affine.for %i = 0 to 7 {
    %m = memref.alloc(%a) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    affine.for %j = 0 to %d {
    }
  }
  return
}

// -----

func.func @dim_of_inner_alloc_iv(%a: index) {
  affine.for %i = 0 to 7 {
    %m = memref.alloc(%i) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %d {
    }
  }
  return
}

// -----

func.func @dim_unknown_index() {
  "test.region"() ({
    %idx = "test.make"() : () -> index
    %m = "test.make"() : () -> memref<?x?xf32>
    %d = memref.dim %m, %idx : memref<?x?xf32>
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    affine.load %m[%d, %d] : memref<?x?xf32>
    "test.done"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @pure_symbol(%a: index, %b: index) {
  affine.for %i = 0 to 7 {
    %s = arith.addi %a, %b : index
    %t = arith.muli %s, %a : index
    affine.for %j = 0 to %t {
    }
  }
  return
}

// -----

func.func @divsi_symbol(%a: index, %b: index) {
  affine.for %i = 0 to 7 {
    %s = arith.divsi %a, %b : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %s {
    }
  }
  return
}

// -----

func.func @iter_arg_dim(%x: index, %A: memref<4xf32>) {
  %r = affine.for %i = 0 to 7 iter_args(%a = %x) -> (index) {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%a] : memref<4xf32>
    affine.yield %a : index
  }
  return
}

// -----

func.func @bad_set() {
  affine.for %i = 1 to 10 {
    affine.if affine_set<(i)[N] : (i >= )>  // expected-error {{expected affine expression}}
  }
}

// -----

func.func @symbol_of_dim_subscript(%A: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%i)] : memref<4xf32>
  }
  return
}

// -----

func.func @undeclared_subscript(%A: memref<4xf32>) {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %v = affine.load %A[%nope] : memref<4xf32>
  return
}

// -----

func.func @speculatable_symbols(%a: index, %b: index) {
  affine.for %i = 0 to 7 {
    %c2 = arith.constant 2 : index
    %s = arith.divsi %a, %c2 : index
    %t = affine.if affine_set<()[s0] : (s0 >= 0)>()[%a] -> index {
      affine.yield %a : index
    } else {
      affine.yield %b : index
    }
    affine.for %j = %s to %t {
    }
  }
  return
}

// -----

func.func @vector_load_not_vector(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %v = affine.vector_load %A[%i] : memref<4xf32>, f32
  return
}

// -----

func.func @float_step() {
  // expected-error@+1 {{floating point value not valid for specified type}}
  affine.for %j = 0 to 4 step 1.5 {
  }
  return
}

// -----

func.func @parallel_reduction_not_string(%A: memref<4xf32>) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %r = affine.parallel (%x) = (0) to (4) reduce (4) -> (f32) {
    %v = affine.load %A[%x] : memref<4xf32>
    affine.yield %v : f32
  }
  return
}

// -----

// scf.for is no affine scope: its IV is neither an affine dim nor a symbol.
func.func @scf_iv_is_no_dim(%n: index, %A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}

// -----

// gpu.launch is an affine scope: values defined at the top of its body are symbols.
func.func @gpu_ids_are_symbols(%A: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %t = arith.addi %tx, %bx : index
    affine.for %j = 0 to %t {
      %v = affine.load %A[%j + symbol(%tx)] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}

// -----

func.func @delin_count(%x: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:4 = affine.delinearize_index %x into (2, 4) : index, index, index, index
  return
}

// -----

func.func @delin_non_positive(%x: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %x into (0, 4) : index, index
  return
}

// -----

func.func @delin_markers(%x: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: -9223372036854775808, 4>}> : (index) -> (index, index)
  return
}

// -----

func.func @lin_count(%i: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i] by (2, 4) : index
  return
}

// -----

func.func @lin_operand_type(%i: i32) {
  // expected-error@+1 {{'affine.linearize_index' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.linearize_index"(%i) <{operandSegmentSizes = array<i32: 1, 0>, static_basis = array<i64: 4>}> : (i32) -> index
  return
}
