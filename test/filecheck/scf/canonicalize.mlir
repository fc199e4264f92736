// RUN: comco-opt %s -canonicalize -split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @if_true(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @if_true(%a: f32, %b: f32) -> f32 {
  %true = arith.constant true
  %0 = scf.if %true -> (f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @if_false_no_else(%arg0: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_false_no_else(%a: f32) {
  %false = arith.constant false
  scf.if %false {
    "test.foo"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_unused(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.side"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.side"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @if_unused(%c: i1, %a: f32, %b: f32) -> f32 {
  %0:2 = scf.if %c -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    "test.side"() : () -> ()
    scf.yield %s, %a : f32, f32
  } else {
    "test.side"() : () -> ()
    scf.yield %b, %b : f32, f32
  }
  return %0#1 : f32
}

// -----

// CHECK-LABEL: func.func @if_empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_empty_else(%c: i1) {
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_zero_trip(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @for_zero_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%x = %a) -> (f32) {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @for_one_trip(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: "test.use"(%c0) : (index) -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @for_one_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (f32) {
    %y = arith.addf %x, %x : f32
    "test.use"(%i) : (index) -> ()
    scf.yield %y : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @for_same_bounds(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: return %arg2 : f32
// CHECK-NEXT: }
func.func @for_same_bounds(%lb: index, %s: index, %a: f32) -> f32 {
  %0 = scf.for %i = %lb to %lb step %s iter_args(%x = %a) -> (f32) {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @for_forwarded(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0 : f32, f32
// CHECK-NEXT: }
func.func @for_forwarded(%lb: index, %ub: index, %s: index, %a: f32, %b: f32) -> (f32, f32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %z = arith.addf %y, %y : f32
    scf.yield %x, %z : f32, f32
  }
  return %0#0, %0#1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @execute_region_inline(%arg0: f32) -> f32 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @execute_region_inline(%a: f32) -> f32 {
  "test.foo"() : () -> ()
  %0 = scf.execute_region -> f32 {
    %x = arith.addf %a, %a : f32
    scf.yield %x : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @switch_const(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @switch_const(%a: f32, %b: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %0 = scf.index_switch %c2 -> f32
  case 2 {
    %x = arith.addf %a, %a : f32
    scf.yield %x : f32
  }
  default {
    scf.yield %b : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @parallel_zero(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @parallel_zero(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%i) = (%c0) to (%c0) step (%c1) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @for_unused_loop(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_unused_loop(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
  }
  return
}

// -----

// CHECK-LABEL: func.func @while_unused(%arg0: f32, %arg1: i1) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @while_unused(%a: f32, %c: i1) {
  %0 = scf.while (%x = %a) : (f32) -> f32 {
    scf.condition(%c) %x : f32
  } do {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_select_all(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: return %0, %arg1 : f32, f32
// CHECK-NEXT: }
func.func @if_select_all(%c: i1, %a: f32, %b: f32) -> (f32, f32) {
  %0:2 = scf.if %c -> (f32, f32) {
    scf.yield %a, %a : f32, f32
  } else {
    scf.yield %b, %a : f32, f32
  }
  return %0#0, %0#1 : f32, f32
}


// -----


// CHECK-LABEL: func.func @for_empty_body(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: return %arg2 : f32
// CHECK-NEXT: }
func.func @for_empty_body(%lb: index, %a: f32, %b: f32) -> f32 {
  %c10 = arith.constant 10 : index
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = scf.for %i = %c0 to %c10 step %c3 iter_args(%x = %a) -> (f32) {
    scf.yield %b : f32
  }
  return %0 : f32
}


// -----


// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<?xf32>) {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = memref.load %arg4[%arg5] : memref<?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%c: i1, %lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  %false = arith.constant false
  scf.for %i = %lb to %ub step %s {
    scf.if %false {
      "test.store"(%i) : (index) -> ()
    } else {
      %v = memref.load %m[%i] : memref<?xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return
}


// -----


// CHECK-LABEL: func.func @for_iter_unused_result(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: "test.use"(%arg4) : (index) -> ()
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_iter_unused_result(%lb: index, %ub: index, %s: index, %a: f32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (f32) {
    %y = arith.addf %x, %x : f32
    "test.use"(%i) : (index) -> ()
    scf.yield %y : f32
  }
  return
}


// -----


// CHECK-LABEL: func.func @no_inline_with_body(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @no_inline_with_body(%a: f32) -> f32 {
  %0 = scf.execute_region -> f32 no_inline {
    scf.yield %a : f32
  }
  return %0 : f32
}


// -----


// CHECK-LABEL: func.func @switch_default(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @switch_default(%a: f32, %b: f32) -> f32 {
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c7 -> f32
  case 2 {
    scf.yield %a : f32
  }
  default {
    %x = arith.mulf %b, %b : f32
    scf.yield %x : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @no_inline_kept(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT: %1 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @no_inline_kept(%a: f32) -> f32 {
  %0 = scf.execute_region -> f32 no_inline {
    %x = arith.addf %a, %a : f32
    "test.foo"() : () -> ()
    scf.yield %x : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @no_inline_2(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT: %1 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg0 : f32, f32
// CHECK-NEXT: }
func.func @no_inline_2(%a: f32) -> (f32, f32) {
  %0:2 = scf.execute_region -> (f32, f32) no_inline {
    %x = arith.addf %a, %a : f32
    "test.foo"() : () -> ()
    scf.yield %x, %a : f32, f32
  }
  return %0#0, %0#1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @no_inline_3(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT: %1 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @no_inline_3(%a: f32) -> (f32, f32) {
  %0:2 = scf.execute_region -> (f32, f32) no_inline {
    %x = arith.addf %a, %a : f32
    "test.foo"() : () -> ()
    scf.yield %x, %x : f32, f32
  }
  return %0#0, %0#1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @execute_region_dead() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @execute_region_dead() {
  scf.execute_region no_inline {
    scf.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_region_dead_pure(%arg0: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @execute_region_dead_pure(%a: f32) {
  scf.execute_region no_inline {
    %x = arith.addf %a, %a : f32
    scf.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_region_multi_block(%arg0: f32, %arg1: i1) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @execute_region_multi_block(%a: f32, %c: i1) -> f32 {
  %0 = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : f32
  ^bb2:
    scf.yield %a : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @yield_bool(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %arg0, %0 : i1, i1
// CHECK-NEXT: }
func.func @yield_bool(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0:2 = scf.if %c -> (i1, i1) {
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @combine(%arg0: i1, %arg1: f32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @combine(%c: i1, %a: f32) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested_and(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_and(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.a"() : () -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @cond_prop(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_prop(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @combine_results(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (f32, f32) {
// CHECK-NEXT: %1 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %2 = arith.addf %1, %arg2 : f32
// CHECK-NEXT: scf.yield %1, %2 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.mulf %arg2, %arg2 : f32
// CHECK-NEXT: %2 = arith.subf %1, %arg1 : f32
// CHECK-NEXT: scf.yield %1, %2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
func.func @combine_results(%c: i1, %a: f32, %b: f32) -> (f32, f32) {
  %0 = scf.if %c -> (f32) {
    %x = arith.addf %a, %a : f32
    scf.yield %x : f32
  } else {
    %y = arith.mulf %b, %b : f32
    scf.yield %y : f32
  }
  %1 = scf.if %c -> (f32) {
    %z = arith.addf %0, %b : f32
    scf.yield %z : f32
  } else {
    %w = arith.subf %0, %a : f32
    scf.yield %w : f32
  }
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @combine_negated(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @combine_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %n {
    "test.b"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested_results(%arg0: i1, %arg1: i1, %arg2: f32, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = scf.if %0 -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @nested_results(%c: i1, %d: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %c -> (f32) {
    %1 = scf.if %d -> (f32) {
      %x = arith.addf %a, %a : f32
      scf.yield %x : f32
    } else {
      scf.yield %b : f32
    }
    scf.yield %1 : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @nested_select(%arg0: i1, %arg1: i1, %arg2: f32, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : f32
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @nested_select(%c: i1, %d: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %c -> (f32) {
    scf.if %d {
      "test.a"() : () -> ()
    }
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @while_typical(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_typical(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @while_invariant(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, f32
// CHECK-NEXT: }
func.func @while_invariant(%n: i32, %a: f32) -> (i32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %x = %a) : (i32, f32) -> (i32, f32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %x : i32, f32
  } do {
  ^bb0(%j: i32, %y: f32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next, %y : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// CHECK-LABEL: func.func @while_unused_result(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %c0_i32, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: scf.condition(%1) %arg2, %2 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %arg3 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
func.func @while_unused_result(%n: i32, %a: f32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %x = %a) : (i32, f32) -> (i32, f32) {
    %cond = arith.cmpi slt, %i, %n : i32
    %z = arith.addf %x, %x : f32
    scf.condition(%cond) %i, %z : i32, f32
  } do {
  ^bb0(%j: i32, %y: f32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next, %y : i32, f32
  }
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func @cond_truth(%arg0: i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.while (%arg1 = %arg0) : (i32) -> () {
// CHECK-NEXT: %0 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%0)
// CHECK-NEXT: } do {
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: %0 = "test.next"() : () -> i32
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_truth(%a: i32) {
  %r = scf.while (%x = %a) : (i32) -> i1 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: i1):
    "test.use"(%b) : (i1) -> ()
    %y = "test.next"() : () -> i32
    scf.yield %y : i32
  }
  return
}

// -----

// CHECK-LABEL: func.func @cmp_cond(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: scf.condition(%0)
// CHECK-NEXT: } do {
// CHECK-NEXT: "test.use"(%true, %false) : (i1, i1) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cmp_cond(%a: i32, %n: i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%b: i32):
    %c2 = arith.cmpi slt, %b, %n : i32
    %c3 = arith.cmpi sge, %b, %n : i32
    "test.use"(%c2, %c3) : (i1, i1) -> ()
    scf.yield %b : i32
  }
  return
}

// -----

// CHECK-LABEL: func.func @dup_results(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "test.v"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @dup_results(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%b: i32, %d: i32):
    %n = "test.next"(%b, %d) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @unused_arg(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: %2 = "test.v"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.g"() : () -> f32
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused_arg(%a: i32, %f: f32) -> i32 {
  %r = scf.while (%x = %a, %y = %f) : (i32, f32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%b: i32):
    %g = "test.g"() : () -> f32
    scf.yield %b, %g : i32, f32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: f32) -> (f32, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: %1:2 = "test.next"(%arg2, %arg3) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0 : f32, i32
// CHECK-NEXT: }
func.func @align(%a: i32, %f: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %f) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%b: f32, %d: i32):
    %n:2 = "test.next"(%d, %b) : (i32, f32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// CHECK-LABEL: func.func @unused_result(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "test.v1"(%arg1) : (i32) -> i32
// CHECK-NEXT: %3 = "test.v2"(%arg1) : (i32) -> i64
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused_result(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i64) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v1 = "test.v1"(%x) : (i32) -> i32
    %v2 = "test.v2"(%x) : (i32) -> i64
    scf.condition(%c) %v1, %v2 : i32, i64
  } do {
  ^bb0(%b: i32, %d: i64):
    "test.use"(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func @do_while(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0_i32) : (f32, i32) -> (f32, i32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: %2 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : i32
// CHECK-NEXT: scf.condition(%3) %1, %2 : f32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: i32):
// CHECK-NEXT: scf.yield %arg2, %arg3 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
func.func @do_while(%a: f32, %n: i32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%x = %a, %i = %c0) : (f32, i32) -> (f32, i32) {
    %y = arith.addf %x, %x : f32
    %j = arith.addi %i, %c1 : i32
    %c = arith.cmpi slt, %j, %n : i32
    scf.condition(%c) %y, %j : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    scf.yield %p, %q : f32, i32
  }
  return %r#0 : f32
}

// -----

// CHECK-LABEL: func.func @while_memref(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT: scf.condition(%1) %arg2 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %2 = arith.addf %1, %1 : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %3 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @while_memref(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %v = memref.load %m[%j] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%j] : memref<?xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return
}

// -----

// A single-iteration loop that yields its induction variable: the result is the lower bound.
// CHECK-LABEL: func.func @single_iteration_yields_iv(
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: return %[[C2]] : index
func.func @single_iteration_yields_iv() -> index {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c2 to %c5 step %c3 iter_args(%a = %c3, %b = %c5) -> (index, index) {
    scf.yield %c2, %i : index, index
  }
  return %r#1 : index
}

// -----

// scf.parallel: dimensions of one iteration are dropped (all of them: the body and the
// reductions run in place), zero iterations remove the loop, an independent nested loop merges.
// CHECK-LABEL: func.func @parallel_single_iteration_some(%arg0: memref<?x?x?xi32>) {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c3) to (%c10) step (%c3) {
// CHECK-NEXT: memref.store %c42_i32, %arg0[%c0, %arg1, %c7] : memref<?x?x?xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel_single_iteration_all(%arg0: memref<?x?x?xi32>) {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: memref.store %c42_i32, %arg0[%c0, %c7, %c7] : memref<?x?x?xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel_single_iteration_reduce(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel_keep_reduction(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) init (%arg0) -> f32 {
// CHECK-NEXT: scf.reduce(%cst : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %1 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel_zero_iterations(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_parallel(%arg0: memref<?x?x?xf64>) -> memref<?x?x?xf64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf64>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf64>
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf64>
// CHECK-NEXT: %alloc = memref.alloc(%dim, %dim_0, %dim_1) : memref<?x?x?xf64>
// CHECK-NEXT: scf.parallel (%arg1, %arg2, %arg3) = (%c0, %c0, %c0) to (%dim, %dim_0, %dim_1) step (%c1, %c1, %c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2, %arg3] : memref<?x?x?xf64>
// CHECK-NEXT: memref.store %0, %alloc[%arg1, %arg2, %arg3] : memref<?x?x?xf64>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<?x?x?xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_parallel_dependent_bounds(%arg0: memref<?x?xf64>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf64>
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf64>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel_single_iteration_some(%A: memref<?x?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i0, %i1, %i2) = (%c0, %c3, %c7) to (%c1, %c10, %c10) step (%c1, %c3, %c3) {
    %c42 = arith.constant 42 : i32
    memref.store %c42, %A[%i0, %i1, %i2] : memref<?x?x?xi32>
    scf.reduce
  }
  return
}
func.func @parallel_single_iteration_all(%A: memref<?x?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i0, %i1) = (%c0, %c7) to (%c1, %c10) step (%c1, %c3) {
    %c42 = arith.constant 42 : i32
    memref.store %c42, %A[%i0, %i1, %i1] : memref<?x?x?xi32>
    scf.reduce
  }
  return
}
func.func @parallel_single_iteration_reduce(%A: index, %B: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %0:2 = scf.parallel (%i0, %i1) = (%c1, %c3) to (%c2, %c6) step (%c1, %c3) init(%A, %B) -> (index, index) {
    scf.reduce(%i0, %i1 : index, index) {
    ^bb0(%lhs: index, %rhs: index):
      %1 = arith.addi %lhs, %rhs : index
      scf.reduce.return %1 : index
    }, {
    ^bb0(%lhs: index, %rhs: index):
      %2 = arith.muli %lhs, %rhs : index
      scf.reduce.return %2 : index
    }
  }
  return %0#0, %0#1 : index, index
}
func.func @parallel_keep_reduction(%A: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init(%A) -> f32 {
    %v = arith.index_cast %j : index to i32
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %1 = arith.addf %lhs, %rhs : f32
      scf.reduce.return %1 : f32
    }
  }
  return %0 : f32
}
func.func @parallel_zero_iterations(%A: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%i, %j) = (%c0, %n) to (%n, %n) step (%c1, %c1) init(%A) -> f32 {
    scf.reduce(%A : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %1 = arith.addf %lhs, %rhs : f32
      scf.reduce.return %1 : f32
    }
  }
  return %0 : f32
}
func.func @nested_parallel(%0: memref<?x?x?xf64>) -> memref<?x?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %1 = memref.dim %0, %c0 : memref<?x?x?xf64>
  %2 = memref.dim %0, %c1 : memref<?x?x?xf64>
  %3 = memref.dim %0, %c2 : memref<?x?x?xf64>
  %4 = memref.alloc(%1, %2, %3) : memref<?x?x?xf64>
  scf.parallel (%arg1) = (%c0) to (%1) step (%c1) {
    scf.parallel (%arg2) = (%c0) to (%2) step (%c1) {
      scf.parallel (%arg3) = (%c0) to (%3) step (%c1) {
        %5 = memref.load %0[%arg1, %arg2, %arg3] : memref<?x?x?xf64>
        memref.store %5, %4[%arg1, %arg2, %arg3] : memref<?x?x?xf64>
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return %4 : memref<?x?x?xf64>
}
func.func @nested_parallel_dependent_bounds(%m: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      %5 = memref.load %m[%i, %j] : memref<?x?xf64>
      memref.store %5, %m[%j, %i] : memref<?x?xf64>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// scf.forall: constant bounds become static, unit and zero dimensions fold (not mapped ones,
// whose single-iteration ids become constants), unused shared outputs go, tensor.dim of a result
// reads the shared output, and a tensor.cast into a shared output moves inside and after.
// CHECK-LABEL: func.func @forall_constant_bounds(%arg0: memref<?xf32>, %arg1: f32) {
// CHECK-NEXT: scf.forall (%arg2) = (2) to (16) step (2) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_single_and_zero(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.forall (%arg3) in (%arg2) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3, %c3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %arg1, %arg0[%c0, %c0] : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_mapped(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (1, %arg2) {
// CHECK-NEXT: memref.store %arg1, %arg0[%c0, %arg4] : memref<?x?xf32>
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_unused_outs(%arg0: tensor<?xf32>, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<?xf32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg3) in (%arg2) {
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: "xtest.use"(%dim_0, %arg1) : (index, tensor<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %arg0, %dim : tensor<?xf32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_nsw_bounds(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall_cast_out(%arg0: tensor<4xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: "xtest.use"(%cast_0) : (tensor<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @forall_constant_bounds(%m: memref<?xf32>, %f: f32) {
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i) = (%c2) to (%c16) step (%c2) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
func.func @forall_single_and_zero(%m: memref<?x?xf32>, %f: f32, %n: index) {
  scf.forall (%i, %j) = (0, 3) to (%n, 4) step (1, 1) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  scf.forall (%i, %j) in (%n, 0) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  scf.forall (%i, %j) in (1, 1) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  return
}
func.func @forall_mapped(%m: memref<?x?xf32>, %f: f32, %n: index) {
  scf.forall (%i, %j) in (1, %n) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}
func.func @forall_unused_outs(%t: tensor<?xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<?xf32>, tensor<4xf32>) {
    %d = tensor.dim %o, %c0 : tensor<?xf32>
    "xtest.use"(%d, %p) : (index, tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  %d = tensor.dim %r#0, %c0 : tensor<?xf32>
  return %r#0, %d : tensor<?xf32>, index
}
func.func @forall_nsw_bounds(%m: memref<?xf32>, %f: f32, %a: index) {
  %c1 = arith.constant 1 : index
  %b = arith.addi %a, %c1 overflow<nsw> : index
  scf.forall (%i) = (%a) to (%b) step (1) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  scf.parallel (%i) = (%a) to (%b) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
func.func @forall_cast_out(%t: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %c) -> (tensor<?xf32>) {
    "xtest.use"(%o) : (tensor<?xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<?xf32>
}

// -----

// Trip counts as upstream's constantTripCount: a constant step of zero or below means no
// iteration whatever the bounds; `unsigned` loops read their bounds as unsigned.
// CHECK-LABEL: func.func @trip_counts(
// CHECK-NEXT: return %arg1, %arg0, %arg0, %arg0, %arg0 :
func.func @trip_counts(%x: f32, %y: f32, %lb: i32, %ub: i32) -> (f32, f32, f32, f32, f32) {
  %c2 = arith.constant 2 : i16
  %c7 = arith.constant 7 : i16
  %cm1 = arith.constant -1 : i16
  %c1 = arith.constant 1 : i16
  %0 = scf.for unsigned %i = %c2 to %c7 step %c1 iter_args(%a = %x) -> (f32) : i16 {
    scf.yield %y : f32
  }
  %1 = scf.for unsigned %i = %c7 to %cm1 step %cm1 iter_args(%a = %x) -> (f32) : i16 {
    %s = arith.addf %a, %y : f32
    scf.yield %s : f32
  }
  %2 = scf.for unsigned %i = %cm1 to %c2 step %c1 iter_args(%a = %x) -> (f32) : i16 {
    %s = arith.addf %a, %y : f32
    scf.yield %s : f32
  }
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %3 = scf.for %i = %lb to %ub step %m1 iter_args(%a = %x) -> (f32) : i32 {
    %s = arith.addf %a, %y : f32
    scf.yield %s : f32
  }
  %4 = scf.for %i = %lb to %ub step %z iter_args(%a = %x) -> (f32) : i32 {
    %s = arith.addf %a, %y : f32
    scf.yield %s : f32
  }
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// -----

// An iter_arg whose init the body yields is always its init, even where the body reads it; one
// with the init and yielded value of an earlier iter_arg is that iter_arg.
// CHECK-LABEL: func.func @iter_arg_init_yielded(
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[X:.*]] = %arg0) -> (i32) {
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %[[S]] : i32
// CHECK: return %[[R]], %arg0 : i32, i32
func.func @iter_arg_init_yielded(%a: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %s = arith.addi %y, %y : i32
    scf.yield %s, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @iter_arg_repeated(
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[X:.*]] = %arg0) -> (i32) {
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT: "xtest.use"(%[[S]])
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK: return %[[R]], %[[R]] : i32, i32
func.func @iter_arg_repeated(%a: i32, %b: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    "xtest.use"(%s) : (i32) -> ()
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Iter_args that only ever pass each other (and their one init) around are that init.
// CHECK-LABEL: func.func @iter_args_swapped(
// CHECK: scf.for %{{.*}} = %arg1 to %arg2 step %{{.*}} {
// CHECK-NEXT: "xtest.use"(%arg0, %arg0)
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %arg0 : f16, f16
func.func @iter_args_swapped(%a: f16, %lb: index, %ub: index) -> (f16, f16) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %y = %a) -> (f16, f16) {
    "xtest.use"(%x, %y) : (f16, f16) -> ()
    scf.yield %y, %x : f16, f16
  }
  return %r#0, %r#1 : f16, f16
}

// With two inits the swap is real.
// CHECK-LABEL: func.func @iter_args_swapped_two_inits(
// CHECK: scf.for {{.*}} iter_args(%[[X:.*]] = %arg0, %[[Y:.*]] = %arg1) -> (f16, f16) {
// CHECK-NEXT: scf.yield %[[Y]], %[[X]] : f16, f16
func.func @iter_args_swapped_two_inits(%a: f16, %b: f16, %lb: index, %ub: index) -> f16 {
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %y = %b) -> (f16, f16) {
    scf.yield %y, %x : f16, f16
  }
  return %r#1 : f16
}

// -----

// index_switch results: unused (#2), the same outside value in every case (#3: %y), the same
// as an earlier result in every case (#1 is #0) are dropped.
// CHECK-LABEL: func.func @switch_results(
// CHECK-NEXT: %[[R:.*]] = scf.index_switch %arg0 -> f32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: "xtest.effect"()
// CHECK-NEXT: %[[S:.*]] = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: scf.yield %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[R]], %arg2 : f32, f32, f32
func.func @switch_results(%i: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %r:4 = scf.index_switch %i -> f32, f32, f32, f32
  case 1 {
    "xtest.effect"() : () -> ()
    %s = arith.addf %x, %y : f32
    scf.yield %s, %s, %x, %y : f32, f32, f32, f32
  }
  default {
    scf.yield %y, %y, %y, %y : f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#3 : f32, f32, f32
}

// A switch whose every result goes is kept for its effects, with an empty default region.
// CHECK-LABEL: func.func @switch_no_results_left(
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: "xtest.effect"()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : f32
func.func @switch_no_results_left(%i: index, %x: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  default {
    "xtest.effect"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

// Before arguments with one init and one yielded value are one (RemoveDuplicateSuccessorInputUses).
// CHECK-LABEL: func.func @w(
// CHECK-NEXT: %[[R:.*]] = scf.while (%[[X:.*]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT: "xtest.cond"(%[[X]], %[[X]])
// CHECK: return %[[R]], %[[R]] : i32, i32
// CHECK-LABEL: func.func @w2(
// CHECK-NEXT: scf.while (%{{.*}} = %arg0, %{{.*}} = %arg1) : (i32, i32) -> (i32, i32) {
func.func @w(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "xtest.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "xtest.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @w2(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "xtest.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "xtest.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Signed bounds subtract in their width, as upstream: a difference of 2^(w-1) or more wraps
// negative and the loop runs no iteration.
// CHECK-LABEL: func.func @p(
// CHECK-NEXT: %[[M:.*]] = arith.constant -9223372036854775808 : index
// CHECK-NEXT: return %[[M]]
// CHECK-LABEL: func.func @q(
// CHECK-NEXT: %[[M:.*]] = arith.constant -9223372036854775808 : index
// CHECK-NEXT: return %[[M]]
// CHECK-LABEL: func.func @r(
// CHECK-NEXT: return %arg0
func.func @p() -> index {
  %m = arith.constant -9223372036854775808 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = scf.parallel (%i, %j) = (%m, %m) to (%c3, %c4) step (%c1, %c1) init (%m) -> index {
    scf.reduce(%j : index) {
    ^bb0(%a: index, %b: index):
      %1 = arith.muli %a, %b : index
      scf.reduce.return %1 : index
    }
  }
  return %0 : index
}
func.func @q() -> index {
  %m = arith.constant -9223372036854775808 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = scf.parallel (%i) = (%m) to (%c3) step (%c1) init (%m) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %1 = arith.addi %a, %b : index
      scf.reduce.return %1 : index
    }
  }
  return %0 : index
}
func.func @r(%x: index) -> index {
  %m = arith.constant -9223372036854775808 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = scf.for %i = %m to %c3 step %c1 iter_args(%a = %x) -> index {
    %1 = arith.addi %a, %i : index
    scf.yield %1 : index
  }
  return %0 : index
}

// CHECK-LABEL: func.func @i8(
// CHECK-NEXT: return %arg0
// CHECK-LABEL: func.func @i8_ok(
// CHECK: scf.for
// CHECK-LABEL: func.func @u8(
// CHECK: scf.for unsigned
func.func @i8(%x: i32) -> i32 {
  %l = arith.constant -100 : i8
  %u = arith.constant 100 : i8
  %s = arith.constant 1 : i8
  %0 = scf.for %i = %l to %u step %s iter_args(%a = %x) -> i32 : i8 {
    %1 = "xtest.step"(%a) : (i32) -> i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
func.func @i8_ok(%x: i32) -> i32 {
  %l = arith.constant -10 : i8
  %u = arith.constant 100 : i8
  %s = arith.constant 1 : i8
  %0 = scf.for %i = %l to %u step %s iter_args(%a = %x) -> i32 : i8 {
    %1 = "xtest.step"(%a) : (i32) -> i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
func.func @u8(%x: i32) -> i32 {
  %l = arith.constant 10 : i8
  %u = arith.constant -10 : i8
  %s = arith.constant 1 : i8
  %0 = scf.for unsigned %i = %l to %u step %s iter_args(%a = %x) -> i32 : i8 {
    %1 = "xtest.step"(%a) : (i32) -> i32
    scf.yield %1 : i32
  }
  return %0 : i32
}

// -----

// Before arguments that only ever get their one init (swapped each iteration) are that init
// (MakeRegionBranchOpSuccessorInputsDead); with two inits they stay.
// CHECK-LABEL: func.func @ws(
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: "xtest.cond"(%arg0, %arg0)
// CHECK: return %arg0, %arg0 : f32, f32
// CHECK-LABEL: func.func @ws2(
// CHECK-NEXT: scf.while (%{{.*}} = %arg0, %{{.*}} = %arg1) : (f32, f32) -> (f32, f32) {
// CHECK-LABEL: func.func @ws3(
// CHECK-NEXT: scf.while (%{{.*}} = %arg0) : (f32) -> f32 {
func.func @ws(%a: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.while (%x = %a, %y = %a) : (f32, f32) -> (f32, f32) {
    %c = "xtest.cond"(%x, %y) : (f32, f32) -> i1
    scf.condition(%c) %x, %y : f32, f32
  } do {
  ^bb0(%p: f32, %q: f32):
    scf.yield %q, %p : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @ws2(%a: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (f32, f32) -> (f32, f32) {
    %c = "xtest.cond"(%x, %y) : (f32, f32) -> i1
    scf.condition(%c) %x, %y : f32, f32
  } do {
  ^bb0(%p: f32, %q: f32):
    scf.yield %q, %p : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @ws3(%a: f32) -> f32 {
  %r = scf.while (%x = %a) : (f32) -> f32 {
    %c = "xtest.cond"(%x) : (f32) -> i1
    %n = "xtest.next"(%x) : (f32) -> f32
    scf.condition(%c) %n : f32
  } do {
  ^bb0(%p: f32):
    scf.yield %p : f32
  }
  return %r : f32
}
// -----
func.func @while_result_only_init(%arg0: i1) -> i1 {
  %0 = scf.while (%arg1 = %arg0, %arg2 = %arg0) : (i1, i1) -> i1 {
    scf.condition(%arg1) %arg2 : i1
  } do {
  ^bb0(%arg3: i1):
    scf.yield %arg3, %arg3 : i1, i1
  }
  return %0 : i1
}
// CHECK-LABEL: func.func @while_result_only_init(
// CHECK-NEXT: return %arg0 : i1
// CHECK-NEXT: }
// -----
func.func @while_after_arg_only_init(%x: i32, %c: i1, %p: memref<i32>) -> i32 {
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %v = memref.load %p[] : memref<i32>
    %cc = arith.cmpi slt, %v, %a : i32
    scf.condition(%cc) %a : i32
  } do {
  ^bb0(%b: i32):
    memref.store %b, %p[] : memref<i32>
    scf.yield %b : i32
  }
  return %0 : i32
}
// CHECK-LABEL: func.func @while_after_arg_only_init(
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = memref.load %arg2[] : memref<i32>
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: scf.condition(%1)
// CHECK-NEXT: } do {
// CHECK-NEXT: memref.store %arg0, %arg2[] : memref<i32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

// A cast output folded into scf.forall: each parallel insert keeps writing into its own output,
// whatever the order of the inserts (mlir-opt-22 rewires the i-th insert to the i-th output;
// see known-differences.md, upstream-forall-cast-insert-order).
// CHECK-LABEL: func.func @forall_cast_outputs(
// CHECK: scf.forall (%{{.*}}) in (4) shared_outs(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) -> (tensor<32xf32>, tensor<64xf32>)
// CHECK: tensor.parallel_insert_slice %arg0 into %[[B]][%{{.*}}] [16] [1] : tensor<16xf32> into tensor<64xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg1 into %[[A]][%{{.*}}] [8] [1] : tensor<8xf32> into tensor<32xf32>
func.func @forall_cast_outputs(%arg0: tensor<16xf32>, %arg1: tensor<8xf32>) -> (tensor<?xf32>, tensor<64xf32>) {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %0 = tensor.empty(%c32) : tensor<?xf32>
  %1 = tensor.empty() : tensor<64xf32>
  %2:2 = scf.forall (%i) in (4) shared_outs(%a = %0, %b = %1) -> (tensor<?xf32>, tensor<64xf32>) {
    %3 = arith.muli %c8, %i : index
    %4 = arith.muli %c16, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %arg0 into %b[%4] [16] [1] : tensor<16xf32> into tensor<64xf32>
      tensor.parallel_insert_slice %arg1 into %a[%3] [8] [1] : tensor<8xf32> into tensor<?xf32>
    }
  }
  return %2#0, %2#1 : tensor<?xf32>, tensor<64xf32>
}

// -----

// A forall that runs once is inlined: its parallel inserts become insert_slices after it.
// CHECK-LABEL: func.func @forall_once(
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[E]][0, 0] [2, 3] [1, 1]
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[S]] : tensor<2x3xf32>
// CHECK-NEXT: %[[I:.*]] = tensor.insert_slice %[[N]] into %[[E]][0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %[[I]]
func.func @forall_once() -> tensor<8x8xf32> {
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (0, 0) to (1, 1) step (8, 8) shared_outs(%o = %0) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    %n = arith.negf %s : tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %n into %o[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}

// -----

// An iter_arg initialized by a cast that forgets sizes runs on the static type, with casts at
// the edges of the body and after the loop.
// CHECK-LABEL: func.func @for_tensor_cast(
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %arg0) -> (tensor<32x1024xf32>) {
// CHECK-NEXT: %[[IN:.*]] = tensor.cast %[[A]] : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[V:.*]] = "test.do"(%[[IN]])
// CHECK-NEXT: %[[OUT:.*]] = tensor.cast %[[V]] : tensor<?x?xf32> to tensor<32x1024xf32>
// CHECK-NEXT: scf.yield %[[OUT]]
// CHECK: tensor.cast %[[R]] : tensor<32x1024xf32> to tensor<?x?xf32>
func.func @for_tensor_cast(%t0: tensor<32x1024xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %0 = tensor.cast %t0 : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %2 = "test.do"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1 : tensor<?x?xf32>
}

// -----

// `if not c` runs the regions of `if c` swapped.
// CHECK-LABEL: func.func @if_not_swaps(
// CHECK: %[[R:.+]] = scf.if %arg0 -> (index) {
// CHECK-NEXT:   %[[B:.+]] = "test.b"() : () -> index
// CHECK-NEXT:   scf.yield %[[B]] : index
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[A:.+]] = "test.a"() : () -> index
// CHECK-NEXT:   scf.yield %[[A]] : index
func.func @if_not_swaps(%c: i1) -> index {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  %0 = scf.if %not -> (index) {
    %a = "test.a"() : () -> index
    scf.yield %a : index
  } else {
    %b = "test.b"() : () -> index
    scf.yield %b : index
  }
  return %0 : index
}

// -----

// An upper bound `lb + c` that does not wrap (nsw for a signed loop, nuw for an unsigned one)
// gives the trip count: one iteration inlines the body, none removes the loop; without the
// flag, or with more iterations, the loop stays.
// CHECK-LABEL: func.func @trip_count_from_add(
// CHECK: "test.use"(%arg0) : (index) -> ()
// CHECK-NEXT: "test.use"(%arg1) : (i8) -> ()
// CHECK-NEXT: %[[W:.+]] = arith.addi %arg0, %c2 : index
// CHECK-NEXT: scf.for %{{.+}} = %arg0 to %[[W]] step %c2 {
// CHECK: %[[T:.+]] = arith.addi %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT: scf.for %{{.+}} = %arg0 to %[[T]] step %c1 {
// CHECK-NOT: scf.for
// CHECK: return
func.func @trip_count_from_add(%lb: index, %b: i8) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cm3 = arith.constant -3 : index
  %c2_i8 = arith.constant 2 : i8
  %ub1 = arith.addi %lb, %c2 overflow<nsw> : index
  scf.for %i = %lb to %ub1 step %c2 {
    "test.use"(%i) : (index) -> ()
  }
  %ub2 = arith.addi %b, %c2_i8 overflow<nuw> : i8
  scf.for unsigned %i = %b to %ub2 step %c2_i8 : i8 {
    "test.use"(%i) : (i8) -> ()
  }
  %ub3 = arith.addi %lb, %c2 : index
  scf.for %i = %lb to %ub3 step %c2 {
    "test.use"(%i) : (index) -> ()
  }
  %ub4 = arith.addi %lb, %c2 overflow<nsw> : index
  scf.for %i = %lb to %ub4 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  %ub5 = arith.addi %lb, %cm3 overflow<nsw> : index
  scf.for %i = %lb to %ub5 step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// A forall with a zero step is removed, as mlir-opt-22 does (its constantTripCount gives 0).
// CHECK-LABEL: func.func @forall_zero_step(
// CHECK-NEXT: return
func.func @forall_zero_step() {
  %x = arith.constant 0 : index
  scf.forall (%i, %j) = (0, 4) to (1, 5) step (%x, 8) {
    "test.use"(%i) : (index) -> ()
    scf.forall.in_parallel {}
  }
  return
}
