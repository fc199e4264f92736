// RUN: comco-opt %s -canonicalize -split-input-file | FileCheck %s

func.func @f(%x: i32, %y: f32, %c: i1, %v: vector<4xf32>) -> (i32, f32, i32, i32, i1, i64, f32, i32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pc = ub.poison : i1
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %p, %c1 : i32
  %1 = arith.mulf %pf, %y : f32
  %2 = arith.select %pc, %x, %c1 : i32
  %3 = arith.select %c, %p, %x : i32
  %4 = arith.cmpi slt, %p, %c1 : i32
  %5 = arith.extsi %p : i32 to i64
  %6 = arith.negf %pf : f32
  %7 = arith.muli %p, %x : i32
  %pv = ub.poison : vector<4xf32>
  %8 = vector.insert %y, %pv [1] : f32 into vector<4xf32>
  %9 = vector.extract %pv[1] : f32 from vector<4xf32>
  %10 = vector.broadcast %pf : f32 to vector<4xf32>
  %11 = vector.insert %y, %v [-1] : f32 into vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, f32, i32, i32, i1, i64, f32, i32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>
}
// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %0 = ub.poison : i64
// CHECK-NEXT: %1 = ub.poison : vector<4xf32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = ub.poison : i1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = arith.select %3, %arg0, %c1_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %2, %c1_i32 : i32
// CHECK-NEXT: %7 = vector.insert %arg1, %1 [1] : f32 into vector<4xf32>
// CHECK-NEXT: return %2, %4, %5, %arg0, %6, %0, %4, %2, %7, %4, %1, %1 : i32, f32, i32, i32, i1, i64, f32, i32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// -----
func.func @g(%x: i32, %y: f32, %c: i1) -> (i32, f32, i1, i1, i64, f32, i32, i16, f32, f32, i32, i32, i32, f64, f32, f32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %f1 = arith.constant 1.0 : f32
  %0 = arith.addi %p, %c1 : i32
  %1 = arith.mulf %pf, %f1 : f32
  %4 = arith.cmpi slt, %p, %c1 : i32
  %cmpf = arith.cmpf olt, %pf, %f1 : f32
  %5 = arith.extsi %p : i32 to i64
  %6 = arith.negf %pf : f32
  %7 = arith.muli %p, %c0 : i32
  %8 = arith.trunci %p : i32 to i16
  %9 = arith.sitofp %p : i32 to f32
  %10 = math.exp %pf : f32
  %11 = arith.fptosi %pf : f32 to i32
  %12 = arith.bitcast %pf : f32 to i32
  %13 = math.ctpop %p : i32
  %14 = arith.extf %pf : f32 to f64
  %16 = math.powf %pf, %f1 : f32
  %17 = arith.maxnumf %pf, %f1 : f32
  return %0, %1, %4, %cmpf, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %16, %17 : i32, f32, i1, i1, i64, f32, i32, i16, f32, f32, i32, i32, i32, f64, f32, f32
}
// CHECK-LABEL: func.func @g(
// CHECK-NEXT: %0 = ub.poison : f64
// CHECK-NEXT: %1 = ub.poison : i16
// CHECK-NEXT: %2 = ub.poison : i64
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %5 = arith.cmpi slt, %3, %c1_i32 : i32
// CHECK-NEXT: %6 = arith.cmpf olt, %4, %cst : f32
// CHECK-NEXT: return %3, %4, %5, %6, %2, %4, %c0_i32, %1, %4, %4, %3, %3, %3, %0, %4, %4 : i32, f32, i1, i1, i64, f32, i32, i16, f32, f32, i32, i32, i32, f64, f32, f32
// CHECK-NEXT: }
// -----
func.func @sw(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^a,
    1: ^b,
    2: ^a
  ]
^a:
  ub.unreachable
^b:
  %0 = arith.constant 1 : i32
  return %0 : i32
}
// CHECK-LABEL: func.func @sw(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// -----
func.func @both(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  ub.unreachable
^b:
  ub.unreachable
}
// CHECK-LABEL: func.func @both(
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }
// -----
func.func @nonempty(%c: i1, %p: memref<i32>) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %1 = arith.constant 3 : i32
  memref.store %1, %p[] : memref<i32>
  ub.unreachable
^b:
  %0 = arith.constant 1 : i32
  return %0 : i32
}
// CHECK-LABEL: func.func @nonempty(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %c3_i32, %arg1[] : memref<i32>
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// -----
func.func @withargs(%c: i1, %v: i32) -> i32 {
  cf.cond_br %c, ^a(%v : i32), ^b
^a(%q: i32):
  ub.unreachable
^b:
  %0 = arith.constant 1 : i32
  return %0 : i32
}
// CHECK-LABEL: func.func @withargs(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// -----
func.func @inif(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = arith.constant 1 : i32
    scf.yield %0 : i32
  } else {
    %0 = ub.poison : i32
    scf.yield %0 : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @inif(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// -----
func.func @cond_br_unreachable(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  ub.unreachable
^b:
  %0 = arith.constant 1 : i32
  return %0 : i32
}
// CHECK-LABEL: func.func @cond_br_unreachable(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// -----
func.func @poison_kept(%x: index) -> (i1, vector<3xf32>, i1) {
  %p = ub.poison : index
  %c3 = arith.constant 3 : index
  %0 = arith.cmpi ule, %c3, %p : index
  %v = ub.poison : vector<3xi32>
  %1 = arith.bitcast %v : vector<3xi32> to vector<3xf32>
  %2 = arith.cmpi ult, %p, %c3 : index
  return %0, %1, %2 : i1, vector<3xf32>, i1
}
// CHECK-LABEL: func.func @poison_kept(
// CHECK-NEXT: %0 = ub.poison : vector<3xi32>
// CHECK-NEXT: %1 = ub.poison : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %2 = arith.cmpi ule, %c3, %1 : index
// CHECK-NEXT: %3 = arith.bitcast %0 : vector<3xi32> to vector<3xf32>
// CHECK-NEXT: %4 = arith.cmpi ult, %1, %c3 : index
// CHECK-NEXT: return %2, %3, %4 : i1, vector<3xf32>, i1
// CHECK-NEXT: }
