// RUN: comco-opt %s --allow-unregistered-dialect | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of every affine op in custom and generic form; the expected text is what
// mlir-opt-22 prints for this file.

// GENERIC-LABEL: sym_name = "apply"
// GENERIC: "affine.apply"(%{{.*}}, %{{.*}}, %{{.*}}) <{map = #map{{[0-9]*}}}> : (index, index, index) -> index
// GENERIC: "affine.apply"(%{{.*}}) <{map = #map{{[0-9]*}}}> {tag = "x"} : (index) -> index
// GENERIC: "affine.apply"() <{map = #map{{[0-9]*}}}> : () -> index
// GENERIC-LABEL: sym_name = "min_max"
// GENERIC: "affine.min"(%{{.*}}, %{{.*}}) <{map = #map{{[0-9]*}}}> : (index, index) -> index
// GENERIC-LABEL: sym_name = "loops"
// GENERIC: "affine.for"() <{lowerBoundMap = #map{{[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map{{[0-9]*}}}> ({
// GENERIC: "affine.for"(%{{.*}}) <{lowerBoundMap = #map{{[0-9]*}}, operandSegmentSizes = array<i32: 0, 1, 0>, step = 3 : index, upperBoundMap = #map{{[0-9]*}}}> ({
// GENERIC: "affine.for"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{lowerBoundMap = #map{{[0-9]*}}, operandSegmentSizes = array<i32: 2, 3, 0>, step = 1 : index, upperBoundMap = #map{{[0-9]*}}}> ({
// GENERIC: "affine.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{map = #map{{[0-9]*}}}> : (memref<?x?xf32>, index, index) -> f32
// GENERIC: "affine.store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{map = #map{{[0-9]*}}}> : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: = "affine.for"(%{{.*}}, %{{.*}}) <{lowerBoundMap = #map{{[0-9]*}}, operandSegmentSizes = array<i32: 0, 0, 2>, step = 16 : index, upperBoundMap = #map{{[0-9]*}}}> ({
// GENERIC: "affine.yield"(%{{.*}}, %{{.*}}) : (f32, index) -> ()
// GENERIC-LABEL: sym_name = "conditionals"
// GENERIC: "affine.if"(%{{.*}}, %{{.*}}, %{{.*}}) <{condition = #set{{[0-9]*}}}> ({
// GENERIC: }, {
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-LABEL: sym_name = "memory"
// GENERIC: "affine.load"(%{{.*}}) <{map = #map{{[0-9]*}}}> : (memref<100x?xf32>) -> f32
// GENERIC: "affine.prefetch"(%{{.*}}, %{{.*}}, %{{.*}}) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map{{[0-9]*}}}> : (memref<100x?xf32>, index, index) -> ()
// GENERIC: "affine.vector_load"(%{{.*}}, %{{.*}}) <{map = #map{{[0-9]*}}}> : (memref<64xf32>, index) -> vector<8xf32>
// GENERIC-LABEL: sym_name = "parallel"
// GENERIC: "affine.parallel"(%{{.*}}) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map{{[0-9]*}}, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map{{[0-9]*}}}> ({
// GENERIC: "affine.parallel"(%{{.*}}, %{{.*}}, %{{.*}}) <{lowerBoundsGroups = dense<3> : tensor<1xi32>, lowerBoundsMap = #map{{[0-9]*}}, reductions = [], steps = [3], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = #map{{[0-9]*}}}> ({
// GENERIC: = "affine.parallel"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map{{[0-9]*}}, reductions = [0, 1], steps = [2, 4], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map{{[0-9]*}}}> ({
// GENERIC-LABEL: sym_name = "misc"
// GENERIC: "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map{{[0-9]*}}, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map{{[0-9]*}}}> ({
// GENERIC-LABEL: sym_name = "index_ops"
// GENERIC: "affine.delinearize_index"(%{{.*}}, %{{.*}}, %{{.*}}) <{static_basis = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (index, index, index) -> (index, index, index)
// GENERIC: "affine.linearize_index"(%{{.*}}, %{{.*}}, %{{.*}}) <{disjoint = false, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 4>}> : (index, index, index) -> index
// GENERIC: "affine.linearize_index"(%{{.*}}, %{{.*}}) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}> : (index, index) -> index
// CHECK-DAG: #map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 floordiv 2 + s0)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0 * 32)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 mod 8)>
// CHECK-DAG: #map3 = affine_map<() -> (42)>
// CHECK-DAG: #map4 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 ceildiv 3)>
// CHECK-DAG: #map5 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
// CHECK-DAG: #map6 = affine_map<(d0, d1) -> (d0, d1 - 4)>
// CHECK-DAG: #map7 = affine_map<()[s0] -> (s0, 7)>
// CHECK-DAG: #map8 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
// CHECK-DAG: #map9 = affine_map<(d0)[s0, s1] -> (d0 + s0, s1 floordiv 2, 128)>
// CHECK-DAG: #map10 = affine_map<(d0) -> (d0 * 32 + 32)>
// CHECK-DAG: #map11 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #map12 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-DAG: #map13 = affine_map<(d0) -> (d0)>
// CHECK-DAG: #set = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, -d1 + s0 - 1 >= 0, d0 - d1 == 0)>
// CHECK-DAG: #set1 = affine_set<(d0) : (d0 mod 2 == 0)>
// CHECK-DAG: #set2 = affine_set<()[s0] : (s0 - 10 >= 0)>
// CHECK-DAG: #set3 = affine_set<() : (0 == 0)>

#lb = affine_map<(d0)[s0] -> (d0 - s0, 0)>
#ub = affine_map<(d0)[s0, s1] -> (d0 + s0, s1 floordiv 2, 128)>
#tile = affine_map<(d0) -> (d0 * 32)>
#inside = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d1 - 1 >= 0, d0 - d1 == 0)>

// CHECK-LABEL: func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0, %arg1)[%arg2]
// CHECK-NEXT: %1 = affine.apply #map1(%0)
// CHECK-NEXT: %2 = affine.apply #map2()[%arg2] {tag = "x"}
// CHECK-NEXT: %3 = affine.apply #map3()
// CHECK-NEXT: %4 = affine.apply #map4(%arg0)[%arg2, %arg1]
// CHECK-NEXT: return %1, %2, %4 : index, index, index
// CHECK-NEXT: }
func.func @apply(%i: index, %j: index, %n: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 floordiv 2 + s0)>(%i, %j)[%n]
  %1 = affine.apply #tile(%0)
  %2 = affine.apply affine_map<()[s0] -> (s0 mod 8)>()[%n] {tag = "x"}
  %3 = affine.apply affine_map<() -> (42)>()
  %4 = affine.apply affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 ceildiv 3)>(%i)[%n, %j]
  return %1, %2, %4 : index, index, index
}

// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.min #map5(%arg0)[%arg1]
// CHECK-NEXT: %1 = affine.max #map6(%0, %arg0)
// CHECK-NEXT: %2 = affine.min #map7()[%arg1] {tag}
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
func.func @min_max(%i: index, %n: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1 - 4)>(%0, %i)
  %2 = affine.min affine_map<()[s0] -> (s0, 7)>()[%n] {tag}
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @loops(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: affine.for %arg4 = 0 to 10 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = -4 to %arg1 step 3 {
// CHECK-NEXT: affine.for %arg5 = max #map8(%arg4)[%arg1] to min #map9(%arg4)[%arg2, %arg1] {
// CHECK-NEXT: %1 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg5, %arg4 + 1] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = #map1(%arg1) to #map10(%arg1) {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = #map11()[%arg1] to %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.for %arg4 = 0 to 128 step 16 iter_args(%arg5 = %arg3, %arg6 = %arg1) -> (f32, index) {
// CHECK-NEXT: %1 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: %2 = affine.apply #map12(%arg6, %arg4)
// CHECK-NEXT: affine.yield %1, %2 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to %arg1 {
// CHECK-NEXT: } {tag = 3 : i64}
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
func.func @loops(%A: memref<?x?xf32>, %n: index, %m: index, %init: f32) -> f32 {
  affine.for %i = 0 to 10 {
  }
  affine.for %i = -4 to %n step 3 {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i)[%m, %n] {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %A[%j, %i + 1] : memref<?x?xf32>
    }
  }
  affine.for %i = #tile(%n) to affine_map<(d0) -> (d0 * 32 + 32)>(%n) {
  }
  affine.for %i = affine_map<()[s0] -> (s0 + 1)>()[%n] to affine_map<()[s0] -> (s0)>()[%m] {
  }
  %r:2 = affine.for %i = 0 to 128 step 16 iter_args(%a = %init, %b = %n) -> (f32, index) {
    %x = arith.addf %a, %a : f32
    %y = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%b, %i)
    affine.yield %x, %y : f32, index
  }
  affine.for %i = 0 to %n {
  } {tag = 3 : i64}
  return %r#0 : f32
}

// CHECK-LABEL: func.func @conditionals(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32) -> f32 {
// CHECK-NEXT: affine.if #set(%arg0, %arg1)[%arg2] {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1(%arg0) {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set2()[%arg2] -> f32 {
// CHECK-NEXT: affine.yield %arg3 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = affine.if #set3() -> (f32, index) {
// CHECK-NEXT: affine.yield %arg3, %arg0 : f32, index
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg4, %arg1 : f32, index
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @conditionals(%i: index, %j: index, %n: index, %a: f32, %b: f32) -> f32 {
  affine.if #inside(%i, %j)[%n] {
    "test.then"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  %r = affine.if affine_set<()[s0] : (s0 - 10 >= 0)>()[%n] -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  %s:2 = affine.if affine_set<() : (0 == 0)>() -> (f32, index) {
    affine.yield %a, %i : f32, index
  } else {
    affine.yield %b, %j : f32, index
  } {tag}
  return %r : f32
}

// CHECK-LABEL: func.func @memory(%arg0: memref<100x?xf32>, %arg1: memref<f32>, %arg2: memref<64xf32>, %arg3: index) {
// CHECK-NEXT: affine.for %arg4 = 0 to 100 {
// CHECK-NEXT: affine.for %arg5 = 0 to %arg3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5 + symbol(%arg3) * 2] : memref<100x?xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg4 floordiv 4, %arg5 mod 3] {nontemporal} : memref<100x?xf32>
// CHECK-NEXT: %2 = affine.load %arg0[0, 5] : memref<100x?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg4, -%arg5 + symbol(%arg3) - 1] : memref<100x?xf32>
// CHECK-NEXT: %3 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT: affine.store %3, %arg1[] : memref<f32>
// CHECK-NEXT: affine.prefetch %arg0[%arg4, %arg5 + 5], read, locality<3>, data : memref<100x?xf32>
// CHECK-NEXT: affine.prefetch %arg0[%arg4, %arg5], write, locality<0>, instr : memref<100x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 64 step 8 {
// CHECK-NEXT: %0 = affine.vector_load %arg2[%arg4] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %0, %arg2[%arg4 + 8] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @memory(%A: memref<100x?xf32>, %B: memref<f32>, %V: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to %n {
      %0 = affine.load %A[%i, %j + symbol(%n) * 2] : memref<100x?xf32>
      %1 = affine.load %A[%i floordiv 4, %j mod 3] {nontemporal} : memref<100x?xf32>
      %2 = affine.load %A[0, 5] : memref<100x?xf32>
      affine.store %0, %A[%i, symbol(%n) - %j - 1] : memref<100x?xf32>
      %3 = affine.load %B[] : memref<f32>
      affine.store %3, %B[] : memref<f32>
      affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<100x?xf32>
      affine.prefetch %A[%i, %j], write, locality<0>, instr : memref<100x?xf32>
    }
  }
  affine.for %i = 0 to 64 step 8 {
    %v = affine.vector_load %V[%i] : memref<64xf32>, vector<8xf32>
    affine.vector_store %v, %V[%i + 8] : memref<64xf32>, vector<8xf32>
  }
  return
}

// CHECK-LABEL: func.func @parallel(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (f32, i32) {
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (0, 0) to (10, %arg1) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (max(%arg1, %arg2 + 2, 0)) to (min(%arg2 * 4, 100)) step (3) {
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.parallel (%arg3, %arg4) = (%arg1, symbol(%arg2)) to (%arg1 + 10, %arg2 floordiv 2) step (2, 4) reduce ("addf", "addi") -> (f32, i32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: affine.yield %1, %c1_i32 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (10) {
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-NEXT: }
func.func @parallel(%A: memref<?x?xf32>, %n: index, %m: index) -> (f32, i32) {
  affine.parallel (%i, %j) = (0, 0) to (10, %n) {
    %v = affine.load %A[%i, %j] : memref<?x?xf32>
  }
  affine.parallel (%i) = (max(%n, %m + 2, 0)) to (min(%m * 4, 100)) step (3) {
  }
  %r:2 = affine.parallel (%i, %j) = (%n, symbol(%m)) to (%n + 10, %m floordiv 2) step (2, 4) reduce ("addf", "addi") -> (f32, i32) {
    %v = affine.load %A[%i, %j] : memref<?x?xf32>
    %c = arith.constant 1 : i32
    affine.yield %v, %c : f32, i32
  }
  affine.parallel (%i) = (0) to (10) {
  } {tag}
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func.func @misc(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.parallel () = () to () {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.parallel (%arg3) = (%arg2) to (%arg2 + 4) {
// CHECK-NEXT: affine.store %cst, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.apply #map13(%arg0) {foo}
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @misc(%n: index, %A: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.parallel () = () to () {
    "test.x"() : () -> ()
  }
  affine.for %i = 0 to 10 {
    affine.parallel (%j) = (%i) to (%i + 4) {
      affine.store %cst, %A[%j] : memref<?xf32>
    }
  }
  %x = affine.apply affine_map<(d0) -> (d0)>(%n) {foo}
  affine.for %i = 0 to 10 {
    %y = affine.load %A[%i#0] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @index_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (%arg1, 4, %arg1) : index, index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (4) : index, index
// CHECK-NEXT: %2 = affine.linearize_index [%arg2, %arg3] by (%arg1, 4) : index
// CHECK-NEXT: %3 = affine.linearize_index disjoint [%arg2, %arg3] by (4) : index
// CHECK-NEXT: %4:2 = affine.delinearize_index %arg0 into (2, 4) {foo} : index, index
// CHECK-NEXT: "test.use"(%0#0, %1#0, %2, %3, %4#0) : (index, index, index, index, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @index_ops(%idx: index, %b0: index, %i: index, %j: index) {
  %0:3 = affine.delinearize_index %idx into (%b0, 4, %b0) : index, index, index
  %1:2 = affine.delinearize_index %idx into (4) : index, index
  %2 = affine.linearize_index [%i, %j] by (%b0, 4) : index
  %3 = affine.linearize_index disjoint [%i, %j] by (4) : index
  %4:2 = affine.delinearize_index %idx into (2, 4) {foo} : index, index
  "test.use"(%0#0, %1#0, %2, %3, %4#0) : (index, index, index, index, index) -> ()
  return
}
