// RUN: comco-opt %s -canonicalize -split-input-file --allow-unregistered-dialect | FileCheck %s
// Each case's expected output is what mlir-opt-22 -canonicalize prints for it.

// CHECK-LABEL: func.func @apply_folds(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c24 = arith.constant 24 : index
// CHECK-NEXT: return %arg0, %arg1, %c24 : index, index, index
// CHECK-NEXT: }
func.func @apply_folds(%i: index, %n: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%i)[%n]
  %1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%i)[%n]
  %c7 = arith.constant 7 : index
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 floordiv 2)>(%c7)[%c7]
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (-s0 + s1 * 4)>
// CHECK-LABEL: func.func @apply_compose_chain(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg2, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @apply_compose_chain(%i: index, %j: index, %n: index) -> index {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%i, %j)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 - s0)>(%0)[%n]
  %2 = affine.apply affine_map<(d0, d1) -> (d0 - d1 * 8)>(%1, %j)
  return %2 : index
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @apply_unused_and_duplicate_operands(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg2, %arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
func.func @apply_unused_and_duplicate_operands(%i: index, %j: index, %n: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d2 + s1)>(%i, %j, %i)[%n, %n]
  %c4 = arith.constant 4 : index
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%c4]
  return %0, %1 : index, index
}

// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: #map1 = affine_map<(d0)[s0, s1] -> ((d0 + s1) floordiv s0 + s0)>
// CHECK-LABEL: func.func @apply_dims_become_symbols(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)[%dim, %arg1]
// CHECK-NEXT: "test.use"(%0, %1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @apply_dims_become_symbols(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %n)
    %c0 = arith.constant 0 : index
    %d = memref.dim %A, %c0 : memref<?xf32>
    %1 = affine.apply affine_map<(d0, d1)[s0] -> (d0 floordiv s0 + d1)>(%0, %d)[%d]
    "test.use"(%0, %1) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @apply_iv_ranges(%arg0: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 step 4 {
// CHECK-NEXT: "test.use"(%c0, %arg1, %arg2, %arg1, %c0, %c1) : (index, index, index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @apply_iv_ranges(%A: memref<?xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 step 4 {
      %0 = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
      %1 = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
      %2 = affine.apply affine_map<(d0, d1) -> ((d0 * 16 + d1) floordiv 16)>(%j, %i)
      %3 = affine.apply affine_map<(d0, d1) -> ((d0 * 16 + d1) mod 16)>(%j, %i)
      %4 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%j)
      %5 = affine.apply affine_map<(d0) -> ((d0 + 4) ceildiv 8)>(%j)
      "test.use"(%0, %1, %2, %3, %4, %5) : (index, index, index, index, index, index) -> ()
    }
  }
  return
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @apply_semi_affine(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg2, %arg0]
// CHECK-NEXT: return %0, %arg0 : index, index
// CHECK-NEXT: }
func.func @apply_semi_affine(%i: index, %n: index, %m: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0 + s0 * s1) floordiv s0)>(%i)[%n, %m]
  %1 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) mod s0 + d0 * 2 - d0)>(%i)[%n]
  return %0, %1 : index, index
}

// -----

// CHECK: #map = affine_map<()[s0] -> (6, s0)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK: #map2 = affine_map<()[s0] -> (s0, s0 + 4)>
// CHECK-LABEL: func.func @min_max_folds(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.max #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %arg0]
// CHECK-NEXT: %2 = affine.max #map2()[%arg0]
// CHECK-NEXT: return %c4, %0, %1, %2 : index, index, index, index
// CHECK-NEXT: }
func.func @min_max_folds(%i: index, %n: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1)>(%c3, %c9)
  %1 = affine.max affine_map<(d0, d1) -> (d0 * 2, d1)>(%c3, %i)
  %2 = affine.min affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
  %3 = affine.max affine_map<(d0) -> (d0, d0 + 4, d0)>(%i)
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK: #map2 = affine_map<()[s0, s1] -> (0, s1 - 2, s0)>
// CHECK-LABEL: func.func @min_max_order_and_merge(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.min #map()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.min #map1()[%arg0, %arg2]
// CHECK-NEXT: %2 = affine.max #map2()[%arg0, %arg1]
// CHECK-NEXT: "test.use"(%0, %2) : (index, index) -> ()
// CHECK-NEXT: return %1, %0 : index, index
// CHECK-NEXT: }
func.func @min_max_order_and_merge(%i: index, %j: index, %n: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %j)
  %1 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%n]
  %2 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%1)[%i]
  %3 = affine.max affine_map<(d0) -> (d0, 0)>(%i)
  %4 = affine.max affine_map<(d0, d1) -> (d0, d1 - 2)>(%3, %j)
  "test.use"(%0, %4) : (index, index) -> ()
  return %2, %0 : index, index
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (100, s1 + 5, s0 * 2 + 1)>
// CHECK-LABEL: func.func @min_max_compose(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.min #map()[%arg0, %arg1]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @min_max_compose(%i: index, %n: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  %1 = affine.apply affine_map<()[s0] -> (s0 + 5)>()[%n]
  %2 = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0, 100)>(%0)[%1]
  return %2 : index
}

// -----

// CHECK-LABEL: func.func @for_constant_bounds(%arg0: memref<?xf32>) {
// CHECK-NEXT: affine.for %arg1 = 4 to 10 {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 2 to 10 step 3 {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_constant_bounds(%A: memref<?xf32>) {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  affine.for %i = affine_map<(d0) -> (d0 * 2)>(%c2) to min affine_map<(d0)[s0] -> (d0, s0 + 4, 30)>(%c10)[%c10] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<()[s0] -> (s0, 0)>()[%c2] to %c10 step 3 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 4)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (d0 + s0 * 4 + 1)>
// CHECK-LABEL: func.func @for_compose_bounds(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.for %arg2 = #map()[%arg0] to #map1(%arg1)[%arg0] {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_compose_bounds(%n: index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%n]
  affine.for %i = 0 to 8 {
    %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = %0 to affine_map<(d0)[s0] -> (d0 + s0)>(%1)[%0] {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0, d0 - 8)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// CHECK-LABEL: func.func @for_min_max_bounds(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 16 step 4 {
// CHECK-NEXT: affine.for %arg2 = max #map(%arg1) to #map1(%arg1) {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to min #map2(%arg1)[%arg0] {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_min_max_bounds(%n: index) {
  affine.for %i = 0 to 16 step 4 {
    affine.for %j = max affine_map<(d0) -> (d0, 0, d0 - 8)>(%i) to min affine_map<(d0) -> (d0 + 4, 64, d0 + 4)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = 0 to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_empty_loops(%arg0: f32, %arg1: f32, %arg2: index) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0:2 = affine.for %arg3 = 0 to %arg2 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (f32, f32) {
// CHECK-NEXT: affine.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %arg0, %arg1, %0#0 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @for_empty_loops(%x: f32, %y: f32, %n: index) -> (f32, f32, f32, f32) {
  affine.for %i = 0 to %n {
  }
  %0 = affine.for %i = 0 to 0 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %1 = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  %2 = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %y : f32
  }
  %3:2 = affine.for %i = 0 to %n iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %0, %1, %2, %3#0 : f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @for_zero_trip(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 10 to 4 {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_zero_trip(%n: index) {
  affine.for %i = 10 to 4 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK: #set = affine_set<()[s0, s1] : (s1 * 2 - 4 >= 0, s0 - s1 * 2 - 2 >= 0)>
// CHECK-LABEL: func.func @if_compose_and_canonicalize(%arg0: index, %arg1: index) {
// CHECK-NEXT: affine.if #set()[%arg1, %arg0] {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_compose_and_canonicalize(%i: index, %n: index) {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  %c5 = arith.constant 5 : index
  affine.if affine_set<(d0, d1)[s0, s1] : (d0 - s0 >= 0, s1 - d0 - 1 >= 0)>(%0, %i)[%c5, %n] {
    "test.then"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_trivial(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: "test.always"() : () -> ()
// CHECK-NEXT: "test.else"() : () -> ()
// CHECK-NEXT: return %arg0, %arg1 : f32, f32
// CHECK-NEXT: }
func.func @if_trivial(%a: f32, %b: f32) -> (f32, f32) {
  affine.if affine_set<() : (0 == 0)>() {
    "test.always"() : () -> ()
  } else {
    "test.never"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.never"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.never"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  %0 = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  %1 = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  return %0, %1 : f32, f32
}

// -----

// CHECK: #set = affine_set<()[s0] : (s0 - 4 >= 0)>
// CHECK-LABEL: func.func @if_dead_else(%arg0: index) {
// CHECK-NEXT: affine.if #set()[%arg0] {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_dead_else(%i: index) {
  affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
    "test.then"() : () -> ()
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @memory_subscripts(%arg0: memref<?x?xf32>, %arg1: memref<8xf32>, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 + 1, %arg3 * 2 + 2] : memref<?x?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3 + 1, symbol(%arg2)] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @memory_subscripts(%A: memref<?x?xf32>, %B: memref<8xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %1 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%0)[%c1]
    %v = affine.load %A[%0, %1 * 2] : memref<?x?xf32>
    affine.store %v, %A[%i + symbol(%c1), symbol(%n)] : memref<?x?xf32>
    %w = affine.load %B[%i floordiv 8 + %i] : memref<8xf32>
    affine.store %w, %B[%0 - 1] : memref<8xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @memory_cast(%arg0: memref<16xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = affine.load %arg0[symbol(%arg1)] : memref<16xf32>
// CHECK-NEXT: affine.store %0, %arg0[symbol(%arg1) + 1] : memref<16xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @memory_cast(%A: memref<16xf32>, %i: index) -> f32 {
  %0 = memref.cast %A : memref<16xf32> to memref<?xf32>
  %v = affine.load %0[%i] : memref<?xf32>
  affine.store %v, %0[%i + 1] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @vector_subscripts(%arg0: memref<64xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg1 * 8] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %0, %arg0[%arg1 * 8] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @vector_subscripts(%A: memref<64xf32>) {
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 8)>(%i)
    %v = affine.vector_load %A[%0] : memref<64xf32>, vector<8xf32>
    affine.vector_store %v, %A[%0 mod 64] : memref<64xf32>, vector<8xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @parallel_bounds(%arg0: index) {
// CHECK-NEXT: affine.parallel (%arg1, %arg2) = (symbol(%arg0) + 1, 0) to (symbol(%arg0) * 2 + 2, 4) {
// CHECK-NEXT: "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel_bounds(%n: index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]
  %c4 = arith.constant 4 : index
  affine.parallel (%i, %j) = (%0, 0) to (%0 * 2, %c4) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @load_constant_global(%arg0: index) -> (f32, i32, i32, f32) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %cst = arith.constant 6.000000e+00 : f32
// CHECK-NEXT: %0 = memref.get_global @c : memref<2x3xf32>
// CHECK-NEXT: %1 = memref.get_global @v : memref<4xi32>
// CHECK-NEXT: %2 = affine.load %1[0] : memref<4xi32>
// CHECK-NEXT: %3 = affine.load %0[symbol(%arg0), 0] : memref<2x3xf32>
// CHECK-NEXT: return %cst, %c7_i32, %2, %3 : f32, i32, i32, f32
memref.global "private" constant @c : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" constant @s : memref<4xi32> = dense<7>
memref.global "private" @v : memref<4xi32> = dense<7>
func.func @load_constant_global(%i: index) -> (f32, i32, i32, f32) {
  %0 = memref.get_global @c : memref<2x3xf32>
  %1 = affine.load %0[1, 2] : memref<2x3xf32>
  %2 = memref.get_global @s : memref<4xi32>
  %3 = affine.load %2[%i] : memref<4xi32>
  %4 = memref.get_global @v : memref<4xi32>
  %5 = affine.load %4[0] : memref<4xi32>
  %6 = affine.load %0[%i, 0] : memref<2x3xf32>
  return %1, %3, %5, %6 : f32, i32, i32, f32
}

// -----


// CHECK-LABEL: func.func @delin_folds(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, %arg1) : index, index
// CHECK-NEXT: return %0#0, %0#1, %c2, %c2, %arg0 : index, index, index, index, index
// CHECK-NEXT: }
func.func @delin_folds(%x: index, %n: index) -> (index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c30 = arith.constant 30 : index
  %0:2 = affine.delinearize_index %x into (%c4, %n) : index, index
  %1:3 = affine.delinearize_index %c30 into (3, 4) : index, index, index
  %2 = affine.delinearize_index %x into () : index
  return %0#0, %0#1, %1#0, %1#2, %2 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @lin_folds(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c19 = arith.constant 19 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (8) : index
// CHECK-NEXT: return %0, %c19, %arg1, %c0 : index, index, index, index
// CHECK-NEXT: }
func.func @lin_folds(%i: index, %j: index, %n: index) -> (index, index, index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %0 = affine.linearize_index [%i, %j] by (%c8) : index
  %1 = affine.linearize_index [%c2, %c3] by (5, 8) : index
  %2 = affine.linearize_index [%j] by (%n) : index
  %3 = affine.linearize_index [] by () : index
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @delin_unit(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 8) : index, index
// CHECK-NEXT: return %c0, %0#0, %c0, %0#1 : index, index, index, index
// CHECK-NEXT: }
func.func @delin_unit(%x: index, %n: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %x into (1, %n, 1, 8) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @delin_of_lin(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (%arg3, 4, 8) : index
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 4) : index
// CHECK-NEXT: return %arg0, %arg1, %arg2, %1, %arg2, %0 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @delin_of_lin(%i: index, %j: index, %k: index, %n: index) -> (index, index, index, index, index, index) {
  %0 = affine.linearize_index disjoint [%i, %j, %k] by (%n, 4, 8) : index
  %1:3 = affine.delinearize_index %0 into (%n, 4, 8) : index, index, index
  %2 = affine.linearize_index disjoint [%i, %j, %k] by (3, 4, 8) : index
  %3:2 = affine.delinearize_index %2 into (12, 8) : index, index
  return %1#0, %1#1, %1#2, %3#0, %3#1, %0 : index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @delin_split(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 2) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (2, 3) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg2 into (8, 4) : index, index
// CHECK-NEXT: return %1#0, %1#1, %2#0, %2#1 : index, index, index, index
// CHECK-NEXT: }
func.func @delin_split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @lin_of_delin(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %c0] by (64, 16) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (%arg1, 32) : index, index
// CHECK-NEXT: "test.use"(%1#0) : (index) -> ()
// CHECK-NEXT: %2 = affine.linearize_index disjoint [%arg0, %arg2] by (6) : index
// CHECK-NEXT: return %0, %1#1, %2 : index, index, index
// CHECK-NEXT: }
func.func @lin_of_delin(%x: index, %n: index, %c: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %c0 = arith.constant 0 : index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2, %c0] by (2, 4, 8, 16) : index
  %2:3 = affine.delinearize_index %x into (%n, 4, 8) : index, index, index
  %3 = affine.linearize_index [%2#1, %2#2] by (4, 8) : index
  "test.use"(%2#0) : (index) -> ()
  %4:2 = affine.delinearize_index %x into (%n) : index, index
  %5 = affine.linearize_index disjoint [%4#0, %4#1, %c] by (%n, 6) : index
  return %1, %3, %5 : index, index, index
}

// -----

// CHECK-LABEL: func.func @lin_zero_and_units(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (4, 5) : index
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%arg0, %arg2] by (4, 5) : index
// CHECK-NEXT: %2 = affine.linearize_index [%arg0, %arg2] by (4, 5) : index
// CHECK-NEXT: %3 = affine.linearize_index [%arg0, %arg1, %arg2] by (4, 1, 5) : index
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT: }
func.func @lin_zero_and_units(%i: index, %j: index, %k: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %i, %j] by (3, 4, 5) : index
  %1 = affine.linearize_index disjoint [%i, %j, %k] by (4, 1, 5) : index
  %2 = affine.linearize_index [%i, %c0, %k] by (4, 1, 5) : index
  %3 = affine.linearize_index [%i, %j, %k] by (4, 1, 5) : index
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// A floordiv/ceildiv by zero or a mod by a value below 1 with both sides constant folds to
// poison; one whose left side does not fold stays.
// CHECK-LABEL: func.func @apply_poison(%arg0: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %1 = affine.apply #map()[%arg0]
// CHECK-NEXT: %2 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %3 = affine.apply #map2()[%arg0]
// CHECK-NEXT: return %0, %0, %1, %2, %3 : index, index, index, index, index
func.func @apply_poison(%i: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %cm2 = arith.constant -2 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c5)[%c0]
  %b = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c5)[%cm2]
  %c = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%i)
  %d = affine.apply affine_map<(d0)[s0] -> ((s0 floordiv 0) + d0)>(%i)[%c5]
  %e = affine.apply affine_map<(d0)[s0] -> (d0 + (s0 ceildiv 0))>(%i)[%c5]
  return %a, %b, %c, %d, %e : index, index, index, index, index
}

// -----

// Dividing a product by a symbol: a factor that is the symbol times something divides, a
// floordiv/ceildiv factor does not.
// CHECK: #map = affine_map<()[s0] -> (((s0 ceildiv 3) * 2) ceildiv s0)>
// CHECK-LABEL: func.func @semi_affine_products(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: return %c6, %0 : index, index
func.func @semi_affine_products(%a: index) -> (index, index) {
  %0 = affine.apply affine_map<()[s0] -> (((s0 * 2) * 3) ceildiv s0)>()[%a]
  %1 = affine.apply affine_map<()[s0] -> (((s0 ceildiv 3) * 2) ceildiv s0)>()[%a]
  return %0, %1 : index, index
}

// -----

// Constant basis values: a delinearization of a constant folds with them (a negative size too),
// a linearization takes a zero size into its static basis.
// CHECK-LABEL: func.func @basis_constants(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (0, 6) : index
// CHECK-NEXT: return %c-4, %c1, %0, %c7 : index, index, index, index
func.func @basis_constants(%a: index, %b: index) -> (index, index, index, index) {
  %c7 = arith.constant 7 : index
  %cm2 = arith.constant -2 : index
  %c0 = arith.constant 0 : index
  %r:2 = affine.delinearize_index %c7 into (3, %cm2) : index, index
  %l = affine.linearize_index [%a, %b] by (%c0, 6) : index
  return %r#0, %r#1, %l, %c7 : index, index, index, index
}

// -----

// A sum of all the results of a delinearization (constant basis) times their strides is its
// input: the sum, wherever it sits in the map, becomes the input, and other terms stay.
// CHECK-DAG: #[[REST:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 512)>
// CHECK-DAG: #[[NEST:.*]] = affine_map<()[s0] -> (s0 * 2 + s0 ceildiv 4)>
// CHECK-DAG: #[[PART:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 5)>
// CHECK-LABEL: func.func @delinearize_recombined(
// CHECK: memref.store %arg0, %arg1[%arg0]
// CHECK: %[[R:.*]] = affine.apply #[[REST]]()[%arg2, %arg0]
// CHECK: %[[N:.*]] = affine.apply #[[NEST]]()[%arg0]
// CHECK: %[[D:.*]]:3 = affine.delinearize_index %arg0 into (3, 4, 5)
// CHECK: %[[P:.*]] = affine.apply #[[PART]]()[%[[D]]#2, %[[D]]#1]
// CHECK: affine.for %[[I:.*]] = 0 to 256 {
// CHECK-NEXT: memref.store %[[I]], %arg1[%[[I]]]
func.func @delinearize_recombined(%x: index, %m: memref<?xindex>, %y: index) {
  %a:3 = affine.delinearize_index %x into (4, 5) : index, index, index
  %t0 = affine.apply affine_map<()[s0, s1, s2] -> (s1 * 20 + s2 * 5 + s0)>()[%a#2, %a#0, %a#1]
  memref.store %t0, %m[%t0] : memref<?xindex>
  %b:3 = affine.delinearize_index %x into (2, 2, 64) : index, index, index
  %t1 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 128 + s2 * 64 + s3 + 512)>()[%b#2, %b#0, %b#1, %y]
  memref.store %t1, %m[%t1] : memref<?xindex>
  %c:2 = affine.delinearize_index %x into (20) : index, index
  %t2 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 20) ceildiv 4 + (s1 * 20 + s0) * 2)>()[%c#1, %c#0]
  memref.store %t2, %m[%t2] : memref<?xindex>
  // Not every result is there: nothing cancels.
  %d:3 = affine.delinearize_index %x into (3, 4, 5) : index, index, index
  %t3 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 5)>()[%d#2, %d#1]
  memref.store %t3, %m[%t3] : memref<?xindex>
  affine.for %i = 0 to 256 {
    %e:3 = affine.delinearize_index %i into (2, 2, 64) : index, index, index
    %t4 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 * 128 + d2 * 64)>(%e#2, %e#0, %e#1)
    memref.store %t4, %m[%t4] : memref<?xindex>
  }
  return
}
