// RUN: comco-opt %s --allow-unregistered-dialect | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// GENERIC-LABEL: "func.func"() <{function_type = (index, index, index, memref<?xf32>, f32, i32) -> f32, sym_name = "for_loops"}>
// GENERIC: "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}) ({
// GENERIC-NEXT: ^bb0(%{{.*}}: index):
// GENERIC: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC: "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}) <{unsignedCmp}> ({
// GENERIC-LABEL: sym_name = "if_ops"
// GENERIC: "scf.if"(%{{.*}}) ({
// GENERIC: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (i1) -> ()
// GENERIC-LABEL: sym_name = "parallel_ops"
// GENERIC: "scf.parallel"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC: "scf.reduce"() : () -> ()
// GENERIC-LABEL: sym_name = "forall_ops"
// GENERIC: "scf.forall"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-LABEL: sym_name = "region_ops"
// GENERIC: "scf.execute_region"() <{no_inline}> ({
// GENERIC: "scf.index_switch"(%{{.*}}) <{cases = array<i64: 2, 5>}> ({

// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: f32, %arg5: i32) -> f32 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %3 = memref.load %arg3[%arg6] : memref<?xf32>
// CHECK-NEXT: memref.store %3, %arg3[%arg6] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (f32) {
// CHECK-NEXT: %3 = memref.load %arg3[%arg6] : memref<?xf32>
// CHECK-NEXT: %4 = arith.addf %arg7, %3 : f32
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4, %arg8 = %arg0) -> (f32, index) {
// CHECK-NEXT: scf.yield %arg7, %arg8 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for %arg6 = %arg5 to %arg5 step %arg5 iter_args(%arg7 = %arg5) -> (i32)  : i32 {
// CHECK-NEXT: %3 = arith.addi %arg7, %arg6 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg6 = %arg5 to %arg5 step %arg5  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg7 = %arg6 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%arg6, %arg7) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: } {test.attr = 1 : i64}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @for_loops(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>, %init: f32, %i32: i32) -> f32 {
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %buf[%i] : memref<?xf32>
    memref.store %v, %buf[%i] : memref<?xf32>
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %v = memref.load %buf[%i] : memref<?xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  %pair:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %init, %b = %lb) -> (f32, index) {
    scf.yield %a, %b : f32, index
  }
  %c = scf.for %i = %i32 to %i32 step %i32 iter_args(%x = %i32) -> (i32) : i32 {
    %y = arith.addi %x, %i : i32
    scf.yield %y : i32
  }
  scf.for unsigned %i = %i32 to %i32 step %i32 : i32 {
  }
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %i to %ub step %step {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  } {test.attr = 1 : i64}
  return %sum : f32
}

// CHECK-LABEL: func.func @if_ops(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, i1) {
// CHECK-NEXT: %2 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: scf.yield %2, %arg0 : f32, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg0 : f32, i1
// CHECK-NEXT: } {test.flag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @if_ops(%c: i1, %a: f32, %b: f32) -> f32 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  %x = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  %y:2 = scf.if %c -> (f32, i1) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %c : f32, i1
  } else {
    scf.yield %b, %c : f32, i1
  } {test.flag}
  return %x : f32
}

// CHECK-LABEL: func.func @while_ops(%arg0: f32, %arg1: index, %arg2: i1) -> f32 {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (f32, index) -> (f32, index) {
// CHECK-NEXT: %2 = "test.cond"(%arg3, %arg4) : (f32, index) -> i1
// CHECK-NEXT: scf.condition(%2) %arg3, %arg4 : f32, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: index):
// CHECK-NEXT: %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: scf.yield %2, %arg4 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } attributes {test.w}
// CHECK-NEXT: %1 = scf.while (%arg3 = %arg0) : (f32) -> i64 {
// CHECK-NEXT: %2 = "test.compute"(%arg3) : (f32) -> i64
// CHECK-NEXT: scf.condition(%arg2) %2 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i64):
// CHECK-NEXT: %2 = "test.back"(%arg3) : (i64) -> f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
func.func @while_ops(%init: f32, %n: index, %c: i1) -> f32 {
  %r:2 = scf.while (%a = %init, %i = %n) : (f32, index) -> (f32, index) {
    %cond = "test.cond"(%a, %i) : (f32, index) -> i1
    scf.condition(%cond) %a, %i : f32, index
  } do {
  ^bb0(%x: f32, %y: index):
    %z = arith.addf %x, %x : f32
    scf.yield %z, %y : f32, index
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {test.w}
  %s = scf.while (%a = %init) : (f32) -> i64 {
    %v = "test.compute"(%a) : (f32) -> i64
    scf.condition(%c) %v : i64
  } do {
  ^bb0(%v: i64):
    %w = "test.back"(%v) : (i64) -> f32
    scf.yield %w : f32
  }
  return %r#0 : f32
}

// CHECK-LABEL: func.func @parallel_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: f32) -> f32 {
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: %2 = memref.load %arg3[%arg5, %arg6] : memref<?x?xf32>
// CHECK-NEXT: memref.store %2, %arg3[%arg6, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg4) -> f32 {
// CHECK-NEXT: %2 = memref.load %arg3[%arg5, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%2 : f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: %3 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg4, %arg4) -> (f32, f32) {
// CHECK-NEXT: scf.reduce(%arg4, %arg4 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: %2 = arith.mulf %arg6, %arg7 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @parallel_ops(%lb: index, %ub: index, %step: index, %buf: memref<?x?xf32>, %init: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %v = memref.load %buf[%i, %j] : memref<?x?xf32>
    memref.store %v, %buf[%j, %i] : memref<?x?xf32>
  }
  %sum = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %v = memref.load %buf[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  %two:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init, %init) -> (f32, f32) {
    scf.reduce(%init, %init : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: f32, %r: f32):
      %m = arith.mulf %l, %r : f32
      scf.reduce.return %m : f32
    }
  }
  return %sum : f32
}

// CHECK-LABEL: func.func @forall_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg4) in (%arg0) shared_outs(%arg5 = %arg3) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) = (0, %arg1) to (%arg0, 64) step (2, %arg2) {
// CHECK-NEXT: "test.use"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (8, %arg0) {
// CHECK-NEXT: "test.use"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: } {test.mapped}
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (8, %arg0) {
// CHECK-NEXT: "test.use"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @forall_ops(%ub: index, %lb: index, %step: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i, %j) = (0, %lb) to (%ub, 64) step (2, %step) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) in (8, %ub) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {test.mapped}
  scf.forall (%i, %j) in (8, %ub) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @region_ops(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.execute_region -> f32 {
// CHECK-NEXT: %4 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: "test.side"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> i64 {
// CHECK-NEXT: %4 = "test.cmp"() : () -> i1
// CHECK-NEXT: cf.cond_br %4, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %5 = "test.val1"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%5 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %6 = "test.val2"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%6 : i64)
// CHECK-NEXT: ^bb3(%7: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: scf.yield %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.index_switch %arg0 -> f32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: %4 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {test.s}
// CHECK-NEXT: case 0 {
// CHECK-NEXT: "test.zero"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
func.func @region_ops(%i: index, %v: f32) -> f32 {
  %e = scf.execute_region -> f32 {
    %x = arith.addf %v, %v : f32
    scf.yield %x : f32
  }
  scf.execute_region {
    "test.side"() : () -> ()
    scf.yield
  }
  %n = scf.execute_region -> i32 no_inline {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  %m = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = "test.val2"() : () -> i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z: i64):
    scf.yield %z : i64
  }
  %s = scf.index_switch %i -> f32
  case 2 {
    scf.yield %v : f32
  }
  case 5 {
    %w = arith.mulf %v, %v : f32
    scf.yield %w : f32
  }
  default {
    scf.yield %e : f32
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i {test.s}
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
    "test.other"() : () -> ()
  }
  return %s : f32
}

// A mask among the mapping selects thread ids (printed in decimal); it maps no loop.
// CHECK-LABEL: func.func @forall_masked(
// CHECK: } {mapping = [#gpu.thread<x>, #gpu.mask<31>]}
func.func @forall_masked(%in: tensor<100xf32>, %out: tensor<100xf32>) -> tensor<100xf32> {
  %c100 = arith.constant 100 : index
  %r = scf.forall (%i) in (%c100) shared_outs(%o = %out) -> (tensor<100xf32>) {
    %1 = tensor.extract_slice %in[%i][1][1] : tensor<100xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%i][1][1] : tensor<1xf32> into tensor<100xf32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x1F>]}
  return %r : tensor<100xf32>
}
