// Control flow: calls and recursion, scf loops with carried values, while, index_switch,
// parallel with reductions, execute_region with a CFG, and cf branches in a function body.
// RUN: comco run %s --function=fib --input="i64=40" | FileCheck %s --check-prefix=FIB
// RUN: comco run %s --function=loops --input="index=10" | FileCheck %s --check-prefix=LOOPS
// RUN: comco run %s --function=collatz --input="i32=27" | FileCheck %s --check-prefix=WHILE
// RUN: comco run %s --function=switch --input="index=2" | FileCheck %s --check-prefix=SWITCH
// RUN: comco run %s --function=gcd --input="i32=1071" --input="i32=462" | FileCheck %s --check-prefix=GCD
// RUN: comco run %s --function=region --input="i1=true" | FileCheck %s --check-prefix=REGION
// RUN: comco run %s --function=indirect --input="f32=2.5" | FileCheck %s --check-prefix=INDIRECT

// FIB: i64=102334155
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib_iter(%a) : (i64) -> i64
    %fb = func.call @fib_iter(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @fib_iter(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0, %b = %c1) -> (i64, i64) : i64 {
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0 : i64
}

// LOOPS: index=285
// LOOPS-NEXT: f32=45
func.func @loops(%n: index) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sq = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %p = arith.muli %i, %i : index
    %a = arith.addi %acc, %p : index
    scf.yield %a : index
  }
  %z = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %sq, %sum : index, f32
}

// WHILE: i32=111
func.func @collatz(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi ne, %x, %c1 : i32
    scf.condition(%go) %x, %steps : i32, i32
  } do {
  ^bb0(%x: i32, %steps: i32):
    %rem = arith.remui %x, %c2 : i32
    %odd = arith.cmpi eq, %rem, %c1 : i32
    %next = scf.if %odd -> (i32) {
      %t = arith.muli %x, %c3 : i32
      %u = arith.addi %t, %c1 : i32
      scf.yield %u : i32
    } else {
      %h = arith.divui %x, %c2 : i32
      scf.yield %h : i32
    }
    %s = arith.addi %steps, %c1 : i32
    scf.yield %next, %s : i32, i32
  }
  return %r#1 : i32
}

// SWITCH: i32=20
func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  case 2 {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant -1 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// GCD: i32=21
func.func @gcd(%a: i32, %b: i32) -> i32 {
  cf.br ^loop(%a, %b : i32, i32)
^loop(%x: i32, %y: i32):
  %c0 = arith.constant 0 : i32
  %done = arith.cmpi eq, %y, %c0 : i32
  cf.cond_br %done, ^exit(%x : i32), ^body
^body:
  %r = arith.remsi %x, %y : i32
  cf.br ^loop(%y, %r : i32, i32)
^exit(%g: i32):
  return %g : i32
}

// REGION: i32=7
func.func @region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 7 : i32
    scf.yield %x : i32
  ^b:
    %y = arith.constant 8 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// INDIRECT: f32=6.25
func.func @square(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}
func.func @indirect(%x: f32) -> f32 {
  %f = func.constant @square : (f32) -> f32
  %y = func.call_indirect %f(%x) : (f32) -> f32
  return %y : f32
}
