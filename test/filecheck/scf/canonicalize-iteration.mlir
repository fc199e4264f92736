// RUN: comco-opt %s --canonicalize="max-iterations=1 region-simplify=disabled" -split-input-file --allow-unregistered-dialect | FileCheck %s

// What one iteration of the greedy driver does, in upstream's pattern order and worklist order.

// A loop result that is always one value from before the loop is replaced in place
// (MakeRegionBranchOpSuccessorInputsDead): the loop itself goes only in a later iteration.
// CHECK-LABEL: func.func @invariant_result(
// CHECK-NEXT: %[[D:.*]] = "test.def"() : () -> i64
// CHECK-NEXT: %{{.*}} = scf.while : () -> index {
// CHECK-NEXT: %[[C:.*]] = arith.cmpi sle, %[[D]], %arg0 : i64
// CHECK-NEXT: scf.condition(%[[C]]) %arg1 : index
// CHECK: return %arg1 : index
func.func @invariant_result(%a: i64, %b: index) -> index {
  %d = "test.def"() : () -> i64
  %r = scf.while () : () -> index {
    %c = arith.cmpi sle, %d, %a : i64
    scf.condition(%c) %b : index
  } do {
  ^bb0(%x: index):
    scf.yield
  }
  return %r : index
}

// -----

// WhileCmpCond comes first, and makes its constants before the loop.
// CHECK-LABEL: func.func @cmp_cond(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: scf.while
// CHECK: "test.use"(%[[T]], %[[F]])
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

// Dropping a dimension that runs once copies the body into a new loop, and every copied op is
// visited in the same iteration: the execute_region inside is inlined too.
// CHECK-LABEL: func.func @parallel_copy_visited(
// CHECK: scf.parallel (%[[I:.*]]) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: "test.use"(%[[I]]) : (index) -> ()
// CHECK-NEXT: scf.reduce
func.func @parallel_copy_visited() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c1) step (%c1, %c1) {
    scf.execute_region {
      "test.use"(%i) : (index) -> ()
      scf.yield
    }
    scf.reduce
  }
  return
}
