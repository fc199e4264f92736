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
