// RUN: comco-opt %s -split-input-file -loop-invariant-code-motion -allow-unregistered-dialect | FileCheck %s
// Ported from upstream's mlir/test/Transforms/loop-invariant-code-motion.mlir (the scf, tensor,
// memref and arith cases; the test dialect's ops replaced by unregistered `xtest` ops, which
// never move); the output is mlir-opt-22's on the same input.

// Inner loops first: what leaves the inner loop may leave the outer one too.
// CHECK-LABEL: func.func @invariant_loop_dialect() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst_0 : f32
// CHECK-NEXT: scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: memref.store %1, %alloc[%arg0] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @invariant_loop_dialect() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    %v0 = arith.addf %cf7, %cf8 : f32
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v1 = arith.addf %v0, %cf8 : f32
      memref.store %v1, %m[%arg0] : memref<10xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @variant_loop_dialect() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %1 = memref.load %alloc[%0] : memref<10xf32>
// CHECK-NEXT: "xtest.use"(%1) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @variant_loop_dialect() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v0 = arith.addi %arg0, %arg1 : index
      %v1 = memref.load %m[%v0] : memref<10xf32>
      "xtest.use"(%v1) : (f32) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @parallel_loop_with_invariant() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %c7_i32, %c8_i32 : i32
// CHECK-NEXT: scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel_loop_with_invariant() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
      %v0 = arith.addi %c7, %c8 : i32
      %v3 = arith.addi %arg0, %arg1 : index
  }
  return
}

// -----

// Both regions of scf.while, and scf.forall's body.
// CHECK-LABEL: func.func @while_and_forall(%arg0: i32, %arg1: i32, %arg2: index, %arg3: memref<8xi32>) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %2 = scf.while (%arg4 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %4 = arith.cmpi slt, %arg4, %0 : i32
// CHECK-NEXT: scf.condition(%4) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32):
// CHECK-NEXT: %4 = arith.addi %arg4, %1 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: scf.forall (%arg4) in (%arg2) {
// CHECK-NEXT: %4 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: memref.store %5, %arg3[%arg4] : memref<8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @while_and_forall(%a : i32, %b : i32, %n : index, %m : memref<8xi32>) -> i32 {
  %w = scf.while (%x = %a) : (i32) -> i32 {
    %k = arith.muli %a, %b : i32
    %c = arith.cmpi slt, %x, %k : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x: i32):
    %d = arith.subi %b, %a : i32
    %y = arith.addi %x, %d : i32
    scf.yield %y : i32
  }
  scf.forall (%i) in (%n) {
    %s = arith.addi %a, %b : i32
    %f = arith.index_cast %i : index to i32
    %g = arith.addi %s, %f : i32
    memref.store %g, %m[%i] : memref<8xi32>
  }
  return %w : i32
}

// -----

// Ops whose nested ops use values of the loop body stay.
// CHECK-LABEL: func.func private @make_val() -> index
// CHECK-LABEL: func.func @nested_uses_inside(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = func.call @make_val() : () -> index
// CHECK-NEXT: %1 = func.call @make_val() : () -> index
// CHECK-NEXT: %2 = scf.if %true -> (index) {
// CHECK-NEXT: scf.yield %0 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @make_val() -> (index)
func.func @nested_uses_inside(%lb: index, %ub: index, %step: index) {
  %true = arith.constant true
  scf.for %i = %lb to %ub step %step {
    %val = func.call @make_val() : () -> (index)
    %val2 = func.call @make_val() : () -> (index)
    %r = scf.if %true -> (index) {
      scf.yield %val: index
    } else {
      scf.yield %val2: index
    }
  }
  return
}

// -----

// Two ops feeding each other move in order.
// CHECK-LABEL: func.func @invariant_subgraph(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %1 = arith.addi %arg3, %0 : i32
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "xtest.sink"(%1) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @invariant_subgraph(%lb: index, %ub: index, %step: index, %arg: i32) {
  scf.for %i = %lb to %ub step %step {
    %v0 = arith.addi %arg, %arg : i32
    %v1 = arith.addi %arg, %v0 : i32
    "xtest.sink"(%v1) : (i32) -> ()
  }
  return
}

// -----

// A nested loop moves when it surely terminates: a unit step, whatever its bounds.
// CHECK-LABEL: func.func @hoist_scf_for_with_unknown_trip_count_unit_step(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_scf_for_with_unknown_trip_count_non_unit_constant_step(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c2 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_scf_for_with_unknown_trip_count_unknown_step(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_scf_if_and_loop_results(%arg0: index, %arg1: index, %arg2: i1, %arg3: i32, %arg4: i32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %c1 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg6, %arg4 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: %2 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %3 = arith.divsi %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "xtest.use"(%0, %1, %2) : (i32, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_scf_for_with_unknown_trip_count_unit_step(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %c1 {
    }
  }
  return
}
func.func @hoist_scf_for_with_unknown_trip_count_non_unit_constant_step(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %c2 {
    }
  }
  return
}
func.func @hoist_scf_for_with_unknown_trip_count_unknown_step(%lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %step {
    }
  }
  return
}
func.func @hoist_scf_if_and_loop_results(%lb: index, %ub: index, %c: i1, %a: i32, %b: i32) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %t = scf.if %c -> i32 {
      %q = arith.addi %a, %b : i32
      scf.yield %q : i32
    } else {
      scf.yield %a : i32
    }
    %s = scf.for %j = %lb to %ub step %c1 iter_args(%acc = %a) -> i32 {
      %q = arith.addi %acc, %b : i32
      scf.yield %q : i32
    }
    %u = scf.if %c -> i32 {
      %q = arith.divsi %a, %b : i32
      scf.yield %q : i32
    } else {
      scf.yield %a : i32
    }
    "xtest.use"(%t, %s, %u) : (i32, i32, i32) -> ()
  }
  return
}

// -----

// tensor.dim and memref.dim move only with a constant index within a known rank.
// CHECK-LABEL: func.func @speculate_tensor_dim_unknown_rank_unknown_dim(%arg0: tensor<*xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg1 : tensor<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @speculate_tensor_dim_known_rank_unknown_dim(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg1 : tensor<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @speculate_tensor_dim_unknown_rank_known_dim(%arg0: tensor<*xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @speculate_tensor_dim_known_rank_known_dim_inbounds(%arg0: tensor<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?x?x?xf32>
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @speculate_memref_dim_unknown_rank_unknown_dim(%arg0: memref<*xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg1 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @speculate_memref_dim_known_rank_unknown_dim(%arg0: memref<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg1 : memref<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @speculate_memref_dim_unknown_rank_known_dim(%arg0: memref<*xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @speculate_memref_dim_known_rank_known_dim_inbounds(%arg0: memref<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_speculate_memref_dim_known_rank_known_dim_out_of_bounds() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c22 = arith.constant 22 : index
// CHECK-NEXT: %alloc = memref.alloc(%c22) : memref<?xi1>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c22 step %c1 {
// CHECK-NEXT: %dim = memref.dim %alloc, %c1 : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @speculate_tensor_dim_unknown_rank_unknown_dim(
    %t: tensor<*xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = tensor.dim %t, %dim_idx : tensor<*xf32>
  }
  return
}
func.func @speculate_tensor_dim_known_rank_unknown_dim(
    %t: tensor<?x?x?x?xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = tensor.dim %t, %dim_idx : tensor<?x?x?x?xf32>
  }
  return
}
func.func @speculate_tensor_dim_unknown_rank_known_dim(
    %t: tensor<*xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %step {
    %val = tensor.dim %t, %c0 : tensor<*xf32>
  }
  return
}
func.func @speculate_tensor_dim_known_rank_known_dim_inbounds(
    %t: tensor<?x?x?x?xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %step {
    %val = tensor.dim %t, %c1 : tensor<?x?x?x?xf32>
  }
  return
}
func.func @speculate_memref_dim_unknown_rank_unknown_dim(
    %t: memref<*xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %dim_idx : memref<*xf32>
  }
  return
}
func.func @speculate_memref_dim_known_rank_unknown_dim(
    %t: memref<?x?x?x?xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %dim_idx : memref<?x?x?x?xf32>
  }
  return
}
func.func @speculate_memref_dim_unknown_rank_known_dim(
    %t: memref<*xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %c0 : memref<*xf32>
  }
  return
}
func.func @speculate_memref_dim_known_rank_known_dim_inbounds(
    %t: memref<?x?x?x?xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %c1 : memref<?x?x?x?xf32>
  }
  return
}
func.func @no_speculate_memref_dim_known_rank_known_dim_out_of_bounds() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c22 = arith.constant 22 : index
  %alloc = memref.alloc(%c22) : memref<?xi1>
  scf.for %arg4 = %c0 to %c22 step %c1 {
    %dim = memref.dim %alloc, %c1 : memref<?xi1>
  }
  return
}

// -----

// Integer division moves only by a constant that cannot trap: not 0, and for signed division
// not -1 either.
// CHECK-LABEL: func.func @divisions(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index, %arg5: vector<4xi32>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %cst = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 0, 3]> : vector<4xi32>
// CHECK-NEXT: %0 = arith.divui %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.ceildivui %arg0, %c5_i32 : i32
// CHECK-NEXT: %2 = arith.divsi %arg0, %c5_i32 : i32
// CHECK-NEXT: %3 = arith.ceildivsi %arg0, %c5_i32 : i32
// CHECK-NEXT: %4 = arith.divui %arg0, %c-1_i32 : i32
// CHECK-NEXT: %5 = arith.divsi %arg5, %cst : vector<4xi32>
// CHECK-NEXT: %6 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: scf.for %arg6 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %8 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.divui %arg0, %c0_i32 : i32
// CHECK-NEXT: %13 = arith.ceildivui %arg0, %c0_i32 : i32
// CHECK-NEXT: %14 = arith.divsi %arg0, %c0_i32 : i32
// CHECK-NEXT: %15 = arith.divsi %arg0, %c-1_i32 : i32
// CHECK-NEXT: %16 = arith.ceildivsi %arg0, %c0_i32 : i32
// CHECK-NEXT: %17 = arith.ceildivsi %arg0, %c-1_i32 : i32
// CHECK-NEXT: %18 = arith.divui %arg5, %cst_0 : vector<4xi32>
// CHECK-NEXT: "xtest.use"(%8, %9, %10, %11, %12, %0, %13, %1, %14, %15, %2, %16, %17, %3, %4, %6, %7) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: "xtest.use"(%5, %18) : (vector<4xi32>, vector<4xi32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @divisions(%num: i32, %denom: i32, %lb: index, %ub: index, %step: index, %v: vector<4xi32>) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  %v5 = arith.constant dense<5> : vector<4xi32>
  %vmixed = arith.constant dense<[1, 2, 0, 3]> : vector<4xi32>
  scf.for %i = %lb to %ub step %step {
    %0 = arith.divui %num, %denom : i32
    %1 = arith.divsi %num, %denom : i32
    %2 = arith.ceildivui %num, %denom : i32
    %3 = arith.ceildivsi %num, %denom : i32
    %4 = arith.divui %num, %c0 : i32
    %5 = arith.divui %num, %c5 : i32
    %6 = arith.ceildivui %num, %c0 : i32
    %7 = arith.ceildivui %num, %c5 : i32
    %8 = arith.divsi %num, %c0 : i32
    %9 = arith.divsi %num, %cm1 : i32
    %10 = arith.divsi %num, %c5 : i32
    %11 = arith.ceildivsi %num, %c0 : i32
    %12 = arith.ceildivsi %num, %cm1 : i32
    %13 = arith.ceildivsi %num, %c5 : i32
    %14 = arith.divui %num, %cm1 : i32
    %15 = arith.divsi %v, %v5 : vector<4xi32>
    %16 = arith.divui %v, %vmixed : vector<4xi32>
    %17 = arith.remsi %num, %denom : i32
    %18 = arith.floordivsi %num, %denom : i32
    "xtest.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %17, %18) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
    "xtest.use"(%15, %16) : (vector<4xi32>, vector<4xi32>) -> ()
  }
  return
}

// -----

// Ops with memory effects stay; linalg on tensors moves, on memrefs it stays.
// CHECK-LABEL: func.func @effects(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<4xf32>, %arg4: tensor<4xf32>, %arg5: index) {
// CHECK-NEXT: %extracted = tensor.extract %arg4[%arg5] : tensor<4xf32>
// CHECK-NEXT: %0 = math.exp %extracted : f32
// CHECK-NEXT: %1 = linalg.exp ins(%arg4 : tensor<4xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT: %cast = tensor.cast %arg4 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %arg3[%arg5] : memref<4xf32>
// CHECK-NEXT: linalg.exp ins(%arg3 : memref<4xf32>) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: "xtest.use"(%alloc, %2, %0, %1, %extracted_slice, %cast) : (memref<4xf32>, f32, f32, tensor<4xf32>, tensor<2xf32>, tensor<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @effects(%lb: index, %ub: index, %step: index, %m: memref<4xf32>, %t: tensor<4xf32>, %k: index) {
  scf.for %i = %lb to %ub step %step {
    %a = memref.alloc() : memref<4xf32>
    %l = memref.load %m[%k] : memref<4xf32>
    %e = tensor.extract %t[%k] : tensor<4xf32>
    %x = math.exp %e : f32
    %g = linalg.exp ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    linalg.exp ins(%m : memref<4xf32>) outs(%a : memref<4xf32>)
    %s = tensor.extract_slice %t[0][2][1] : tensor<4xf32> to tensor<2xf32>
    %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
    "xtest.use"(%a, %l, %x, %g, %s, %c) : (memref<4xf32>, f32, f32, tensor<4xf32>, tensor<2xf32>, tensor<?xf32>) -> ()
  }
  return
}

// -----

// Transfers on tensors compute values (no memory effects, speculatable): they leave the loop.
// Transfers on memrefs read or write memory and stay.
// CHECK-LABEL: func.func @hoist_tensor_transfers
// CHECK: %[[W:.*]] = vector.transfer_write %{{.*}}, %{{.*}}[%c0, %c0] : vector<4x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: %[[R:.*]] = vector.transfer_read %[[W]][%c0, %c0], %{{.*}} : tensor<4x4xf32>, vector<4x4xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: vector.transfer_read %arg3
// CHECK-NEXT: arith.addf %[[R]]
func.func @hoist_tensor_transfers(%lb: index, %ub: index, %step: index, %m: memref<4x4xf32>) -> vector<4x4xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<4x4xf32>
  %t = tensor.empty() : tensor<4x4xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> vector<4x4xf32> {
    %w = vector.transfer_write %zero, %t[%c0, %c0] : vector<4x4xf32>, tensor<4x4xf32>
    %v = vector.transfer_read %w[%c0, %c0], %pad : tensor<4x4xf32>, vector<4x4xf32>
    %u = vector.transfer_read %m[%c0, %c0], %pad : memref<4x4xf32>, vector<4x4xf32>
    %s = arith.addf %v, %acc : vector<4x4xf32>
    %s2 = arith.addf %s, %u : vector<4x4xf32>
    scf.yield %s2 : vector<4x4xf32>
  }
  return %r : vector<4x4xf32>
}
