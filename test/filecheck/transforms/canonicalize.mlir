// RUN: comco-opt %s -canonicalize -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: comco-opt %s -canonicalize='region-simplify=disabled top-down=false' -allow-unregistered-dialect -split-input-file | FileCheck %s --check-prefix=NOSIMPLIFY
// What the greedy driver does besides the dialects' patterns; outputs as mlir-opt-22's.

// Constants are folded, deduplicated and hoisted to the entry block of the function, out of
// nested regions.
// CHECK-LABEL: func.func @hoist(
//  CHECK-NEXT:   %[[C15:.*]] = arith.constant 15 : i32
//  CHECK-NEXT:   %[[IF:.*]] = scf.if %arg0 -> (i32) {
//  CHECK-NEXT:     %[[T:.*]] = arith.addi %arg1, %[[C15]] : i32
//  CHECK-NEXT:     scf.yield %[[T]] : i32
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[U:.*]] = arith.muli %arg1, %[[C15]] : i32
//  CHECK-NEXT:     scf.yield %[[U]] : i32
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[V:.*]] = arith.subi %[[IF]], %[[C15]] : i32
//  CHECK-NEXT:   return %[[IF]], %[[V]] : i32, i32
// NOSIMPLIFY-LABEL: func.func @hoist(
//  NOSIMPLIFY-NEXT:   arith.constant 15 : i32
//   NOSIMPLIFY-NOT:   arith.constant
func.func @hoist(%c: i1, %x: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %a = arith.constant 7 : i32
    %b = arith.constant 8 : i32
    %s = arith.addi %a, %b : i32
    %t = arith.addi %x, %s : i32
    scf.yield %t : i32
  } else {
    %d = arith.constant 15 : i32
    %u = arith.muli %x, %d : i32
    scf.yield %u : i32
  }
  %e = arith.constant 15 : i32
  %v = arith.subi %r, %e : i32
  return %r, %v : i32, i32
}

// -----

// Unused ops without effects go (reads and allocations too); writes stay.
// CHECK-LABEL: func.func @dead(
//  CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xi32>
//  CHECK-NEXT:   return
func.func @dead(%m: memref<4xi32>, %i: index, %x: i32) {
  %0 = arith.muli %x, %x : i32
  %1 = memref.load %m[%i] : memref<4xi32>
  %2 = memref.alloc() : memref<4xi32>
  memref.store %x, %m[%i] : memref<4xi32>
  return
}

// -----

// Unreachable blocks go whatever the simplification level; dead block arguments (and the
// branch operands feeding them) only when region simplification is on.
// CHECK-LABEL: func.func @cfg(
//  CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
//  CHECK-NEXT: ^bb1(%[[A:.*]]: i32):
//  CHECK-NEXT:   "xt.sink"(%[[A]]) : (i32) -> ()
//  CHECK-NEXT:   cf.br ^bb2(%[[A]] : i32)
//  CHECK-NEXT: ^bb2(%[[R:.*]]: i32):
//  CHECK-NEXT:   return %[[R]] : i32
//  CHECK-NEXT: }
// NOSIMPLIFY-LABEL: func.func @cfg(
//  NOSIMPLIFY-NEXT:   cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb2(%arg2 : i32)
//  NOSIMPLIFY-NEXT: ^bb1(%{{.*}}: i32, %{{.*}}: i32):
//       NOSIMPLIFY: ^bb2(%{{.*}}: i32):
//  NOSIMPLIFY-NEXT:   return
//  NOSIMPLIFY-NEXT: }
func.func @cfg(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%y : i32)
^bb1(%a: i32, %unused: i32):
  "xt.sink"(%a) : (i32) -> ()
  cf.br ^bb2(%a : i32)
^bb2(%r: i32):
  return %r : i32
^bb3:
  %z = arith.addi %x, %x : i32
  cf.br ^bb2(%z : i32)
}

// -----

// Ops with unknown effects (unregistered ones) are never removed, even unused.
// CHECK-LABEL: func.func @opaque(
//  CHECK-NEXT:   "xt.unknown"(%arg0) : (i32) -> i32
func.func @opaque(%x: i32) {
  %0 = "xt.unknown"(%x) : (i32) -> i32
  return
}
