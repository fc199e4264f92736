// RUN: comco-opt %s -canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @addi_fold(
// CHECK-DAG: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[CM2_I8:.*]] = arith.constant -2 : i8
// CHECK-DAG: %[[CM2:.*]] = arith.constant -2 : index
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: return %[[C3_I32]], %[[CM2_I8]], %[[CM2]], %[[FALSE]] : i32, i8, index, i1
func.func @addi_fold() -> (i32, i8, index, i1) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %c127 = arith.constant 127 : i8
  %1 = arith.addi %c127, %c127 : i8
  %i = arith.constant -5 : index
  %j = arith.constant 3 : index
  %2 = arith.addi %i, %j : index
  %t = arith.constant true
  %3 = arith.addi %t, %t : i1
  return %0, %1, %2, %3 : i32, i8, index, i1
}

// -----

// CHECK-LABEL: func.func @addi_identities(
// CHECK: return %arg0, %arg0, %arg0, %arg0 : i32, i32, i32, i32
func.func @addi_identities(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %c0, %a : i32
  %s = arith.subi %a, %b : i32
  %2 = arith.addi %s, %b : i32
  %3 = arith.addi %b, %s : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @addi_commute_constant(
// CHECK-DAG: %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK: %[[V0:.*]] = arith.addi %arg0, %[[C7_I32]] : i32
// CHECK-NEXT: return %[[V0]] : i32
func.func @addi_commute_constant(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %c7, %a : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @addi_vector_fold(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[11, 12, 13, 14]> : vector<4xi32>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<-56> : vector<2xi8>
// CHECK-DAG: %[[CST_1:.*]] = arith.constant dense<[-9223372036854775808, 2]> : tensor<2xi64>
// CHECK: return %[[CST]], %[[CST_0]], %[[CST_1]] : vector<4xi32>, vector<2xi8>, tensor<2xi64>
func.func @addi_vector_fold() -> (vector<4xi32>, vector<2xi8>, tensor<2xi64>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %c = arith.constant dense<100> : vector<2xi8>
  %1 = arith.addi %c, %c : vector<2xi8>
  %d = arith.constant dense<[9223372036854775807, 1]> : tensor<2xi64>
  %e = arith.constant dense<1> : tensor<2xi64>
  %2 = arith.addi %d, %e : tensor<2xi64>
  return %0, %1, %2 : vector<4xi32>, vector<2xi8>, tensor<2xi64>
}

// -----

// CHECK-LABEL: func.func @addi_reassociate(
// CHECK-DAG: %[[CM4_I32:.*]] = arith.constant -4 : i32
// CHECK-DAG: %[[C6_I32:.*]] = arith.constant 6 : i32
// CHECK: %[[V0:.*]] = arith.addi %arg0, %[[C6_I32]] overflow<nsw> : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg0, %[[CM4_I32]] : i32
// CHECK-NEXT: %[[V2:.*]] = arith.subi %[[C6_I32]], %arg0 : i32
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]] : i32, i32, i32
func.func @addi_reassociate(%a: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %a, %c1 overflow<nsw> : i32
  %1 = arith.addi %0, %c5 overflow<nsw, nuw> : i32
  %2 = arith.subi %a, %c5 : i32
  %3 = arith.addi %2, %c1 : i32
  %4 = arith.subi %c5, %a : i32
  %5 = arith.addi %4, %c1 : i32
  return %1, %3, %5 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @addi_mul_minus_one(
// CHECK: %[[V0:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.subi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]] : i32, i32, vector<4xi32>
func.func @addi_mul_minus_one(%a: i32, %b: i32, %v: vector<4xi32>, %w: vector<4xi32>) -> (i32, i32, vector<4xi32>) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %b, %m1 : i32
  %1 = arith.addi %a, %0 : i32
  %2 = arith.muli %a, %m1 : i32
  %3 = arith.addi %2, %b : i32
  %vm1 = arith.constant dense<-1> : vector<4xi32>
  %4 = arith.muli %w, %vm1 : vector<4xi32>
  %5 = arith.addi %v, %4 : vector<4xi32>
  return %1, %3, %5 : i32, i32, vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @subi_fold(
// CHECK-DAG: %[[C127_I8:.*]] = arith.constant 127 : i8
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<0> : vector<2xi16>
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[CM7_I32:.*]] = arith.constant -7 : i32
// CHECK: %[[V0:.*]] = arith.subi %arg1, %arg1 : tensor<?xi32>
// CHECK-NEXT: return %[[C0_I32]], %arg0, %[[CM7_I32]], %[[V0]], %[[CST]], %[[C127_I8]] : i32, i32, i32, tensor<?xi32>, vector<2xi16>, i8
func.func @subi_fold(%a: i32, %t: tensor<?xi32>, %v: vector<2xi16>) -> (i32, i32, i32, tensor<?xi32>, vector<2xi16>, i8) {
  %0 = arith.subi %a, %a : i32
  %c0 = arith.constant 0 : i32
  %1 = arith.subi %a, %c0 : i32
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %2 = arith.subi %c3, %c10 : i32
  %3 = arith.subi %t, %t : tensor<?xi32>
  %4 = arith.subi %v, %v : vector<2xi16>
  %m = arith.constant -128 : i8
  %one = arith.constant 1 : i8
  %5 = arith.subi %m, %one : i8
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, tensor<?xi32>, vector<2xi16>, i8
}

// -----

// CHECK-LABEL: func.func @subi_of_addi(
// CHECK: return %arg0, %arg1 : i32, i32
func.func @subi_of_addi(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  %0 = arith.subi %s, %b : i32
  %1 = arith.subi %s, %a : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @subi_reassociate(
// CHECK-DAG: %[[C11_I32:.*]] = arith.constant 11 : i32
// CHECK-DAG: %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[CM7_I32:.*]] = arith.constant -7 : i32
// CHECK: %[[V0:.*]] = arith.addi %arg0, %[[CM7_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.subi %[[C7_I32]], %arg0 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.subi %arg0, %[[C11_I32]] overflow<nuw> : i32
// CHECK-NEXT: %[[V3:.*]] = arith.subi %[[CM7_I32]], %arg0 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.subi %[[C11_I32]], %arg0 : i32
// CHECK-NEXT: %[[V5:.*]] = arith.addi %arg0, %[[C7_I32]] : i32
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]] : i32, i32, i32, i32, i32, i32
func.func @subi_reassociate(%a: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %c9 = arith.constant 9 : i32
  %add = arith.addi %a, %c2 : i32
  %0 = arith.subi %add, %c9 : i32
  %1 = arith.subi %c9, %add : i32
  %sub = arith.subi %a, %c2 overflow<nuw> : i32
  %2 = arith.subi %sub, %c9 overflow<nuw> : i32
  %sub2 = arith.subi %c2, %a : i32
  %3 = arith.subi %sub2, %c9 : i32
  %4 = arith.subi %c9, %sub : i32
  %5 = arith.subi %c9, %sub2 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @subi_sub_lhs(
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK: %[[V0:.*]] = arith.subi %[[C0_I32]], %arg1 : i32
// CHECK-NEXT: return %[[V0]] : i32
func.func @subi_sub_lhs(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %0, %a : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @muli_fold(
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[CM12884901888_I64:.*]] = arith.constant -12884901888 : i64
// CHECK-DAG: %[[C15_I32:.*]] = arith.constant 15 : i32
// CHECK: %[[V0:.*]] = arith.muli %arg0, %[[C15_I32]] : i32
// CHECK-NEXT: return %[[C0_I32]], %arg0, %[[C0_I32]], %[[CM12884901888_I64]], %[[V0]] : i32, i32, i32, i64, i32
func.func @muli_fold(%a: i32) -> (i32, i32, i32, i64, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %a, %c0 : i32
  %1 = arith.muli %a, %c1 : i32
  %big = arith.constant 65536 : i32
  %2 = arith.muli %big, %big : i32
  %x = arith.constant -4294967296 : i64
  %y = arith.constant 3 : i64
  %3 = arith.muli %x, %y : i64
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %m = arith.muli %a, %c3 : i32
  %4 = arith.muli %m, %c5 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i64, i32
}

// -----

// CHECK-LABEL: func.func @div_fold(
// CHECK-DAG: %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[CM1_I8:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[CM128_I8:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C2147483644_I32:.*]] = arith.constant 2147483644 : i32
// CHECK-DAG: %[[CM3_I32:.*]] = arith.constant -3 : i32
// CHECK: %[[V0:.*]] = arith.divsi %[[C7_I32]], %[[C0_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.divui %[[C7_I32]], %[[C0_I32]] : i32
// CHECK-NEXT: %[[V2:.*]] = arith.divsi %[[CM128_I8]], %[[CM1_I8]] : i8
// CHECK-NEXT: %[[V3:.*]] = arith.floordivsi %[[CM128_I8]], %[[CM1_I8]] : i8
// CHECK-NEXT: return %[[C2147483644_I32]], %[[CM3_I32]], %[[V0]], %[[V1]], %[[V2]], %[[C0_I8]], %[[C0_I8]], %[[V3]] : i32, i32, i32, i32, i8, i8, i8, i8
func.func @div_fold() -> (i32, i32, i32, i32, i8, i8, i8, i8) {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divui %cm7, %c2 : i32
  %1 = arith.divsi %cm7, %c2 : i32
  %2 = arith.divsi %c7, %c0 : i32
  %3 = arith.divui %c7, %c0 : i32
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %4 = arith.divsi %min, %m1 : i8
  %5 = arith.divui %min, %m1 : i8
  %6 = arith.remsi %min, %m1 : i8
  %7 = arith.floordivsi %min, %m1 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i8, i8, i8, i8
}

// -----

// CHECK-LABEL: func.func @div_identities(
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK: return %arg0, %arg0, %arg0, %arg0, %arg0, %[[C0_I32]], %[[C0_I32]], %arg0, %arg1 : i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @div_identities(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.divui %a, %c1 : i32
  %1 = arith.divsi %a, %c1 : i32
  %2 = arith.ceildivui %a, %c1 : i32
  %3 = arith.ceildivsi %a, %c1 : i32
  %4 = arith.floordivsi %a, %c1 : i32
  %5 = arith.remui %a, %c1 : i32
  %6 = arith.remsi %a, %c1 : i32
  %m = arith.muli %a, %b overflow<nuw> : i32
  %7 = arith.divui %m, %b : i32
  %n = arith.muli %a, %b overflow<nsw> : i32
  %8 = arith.divsi %n, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @div_mul_no_flag(
// CHECK: %[[V0:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.divui %[[V0]], %arg1 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %[[V3:.*]] = arith.divsi %[[V2]], %arg1 : i32
// CHECK-NEXT: return %[[V1]], %[[V3]] : i32, i32
func.func @div_mul_no_flag(%a: i32, %b: i32) -> (i32, i32) {
  %m = arith.muli %a, %b : i32
  %0 = arith.divui %m, %b : i32
  %n = arith.muli %a, %b overflow<nuw> : i32
  %1 = arith.divsi %n, %b : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @ceil_floor_fold(
// CHECK-DAG: %[[C3_I8:.*]] = arith.constant 3 : i8
// CHECK-DAG: %[[CM1_I8:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[CM128_I8:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[C4_I32:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[CM3_I32:.*]] = arith.constant -3 : i32
// CHECK-DAG: %[[CM4_I32:.*]] = arith.constant -4 : i32
// CHECK-DAG: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[C2147483645_I32:.*]] = arith.constant 2147483645 : i32
// CHECK: %[[V0:.*]] = arith.ceildivsi %[[CM128_I8]], %[[CM1_I8]] : i8
// CHECK-NEXT: %[[V1:.*]] = arith.ceildivsi %[[CM128_I8]], %[[C3_I8]] : i8
// CHECK-NEXT: return %[[C4_I32]], %[[CM3_I32]], %[[CM3_I32]], %[[C4_I32]], %[[CM4_I32]], %[[C3_I32]], %[[C4_I32]], %[[C2147483645_I32]], %[[V0]], %[[V1]] : i32, i32, i32, i32, i32, i32, i32, i32, i8, i8
func.func @ceil_floor_fold() -> (i32, i32, i32, i32, i32, i32, i32, i32, i8, i8) {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %cm2 = arith.constant -2 : i32
  %0 = arith.ceildivsi %c7, %c2 : i32
  %1 = arith.ceildivsi %cm7, %c2 : i32
  %2 = arith.ceildivsi %c7, %cm2 : i32
  %3 = arith.ceildivsi %cm7, %cm2 : i32
  %4 = arith.floordivsi %c7, %cm2 : i32
  %5 = arith.floordivsi %cm7, %cm2 : i32
  %6 = arith.ceildivui %c7, %c2 : i32
  %7 = arith.ceildivui %cm7, %c2 : i32
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c3 = arith.constant 3 : i8
  %8 = arith.ceildivsi %min, %m1 : i8
  %9 = arith.ceildivsi %min, %c3 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i8, i8
}

// -----

// CHECK-LABEL: func.func @rem_fold(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[2, 0]> : vector<2xi32>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[7, -7]> : vector<2xi32>
// CHECK-DAG: %[[CM7_I32:.*]] = arith.constant -7 : i32
// CHECK-DAG: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[CM1_I32:.*]] = arith.constant -1 : i32
// CHECK: %[[V0:.*]] = arith.remsi %[[CM7_I32]], %[[C0_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.remui %[[C3_I32]], %[[C0_I32]] : i32
// CHECK-NEXT: %[[V2:.*]] = arith.remsi %[[CST_0]], %[[CST]] : vector<2xi32>
// CHECK-NEXT: return %[[CM1_I32]], %[[C0_I32]], %[[V0]], %[[V1]], %[[V2]] : i32, i32, i32, i32, vector<2xi32>
func.func @rem_fold() -> (i32, i32, i32, i32, vector<2xi32>) {
  %cm7 = arith.constant -7 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.remsi %cm7, %c3 : i32
  %1 = arith.remui %cm7, %c3 : i32
  %2 = arith.remsi %cm7, %c0 : i32
  %3 = arith.remui %c3, %c0 : i32
  %v = arith.constant dense<[7, -7]> : vector<2xi32>
  %w = arith.constant dense<[2, 0]> : vector<2xi32>
  %4 = arith.remsi %v, %w : vector<2xi32>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @bitwise_fold(
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[CM1_I32:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C14_I32:.*]] = arith.constant 14 : i32
// CHECK: return %[[C0_I32]], %arg0, %arg0, %arg0, %[[CM1_I32]], %arg0, %arg0, %[[C0_I32]], %[[C14_I32]] : i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @bitwise_fold(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %a, %c0 : i32
  %1 = arith.andi %a, %m1 : i32
  %2 = arith.andi %a, %a : i32
  %3 = arith.ori %a, %c0 : i32
  %4 = arith.ori %a, %m1 : i32
  %5 = arith.ori %a, %a : i32
  %6 = arith.xori %a, %c0 : i32
  %7 = arith.xori %a, %a : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %x = arith.xori %c12, %c10 : i32
  %y = arith.andi %c12, %c10 : i32
  %8 = arith.ori %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @bitwise_not(
// CHECK-DAG: %[[CM1_I32:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK: %[[V0:.*]] = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[C0_I32]], %[[CM1_I32]], %arg0, %arg0, %[[V0]] : i32, i32, i32, i32, i32
func.func @bitwise_not(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %m1 = arith.constant -1 : i32
  %n = arith.xori %a, %m1 : i32
  %0 = arith.andi %a, %n : i32
  %1 = arith.ori %n, %a : i32
  %x = arith.xori %a, %b : i32
  %2 = arith.xori %x, %b : i32
  %3 = arith.xori %b, %x : i32
  %y = arith.andi %a, %b : i32
  %4 = arith.andi %a, %y : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @bitwise_of_ext(
// CHECK: %[[V0:.*]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %[[V1:.*]] = arith.extui %[[V0]] : i8 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %[[V3:.*]] = arith.extsi %[[V2]] : i8 to i32
// CHECK-NEXT: %[[V4:.*]] = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %[[V5:.*]] = arith.extui %[[V4]] : i8 to i32
// CHECK-NEXT: %[[V6:.*]] = arith.xori %arg2, %arg3 : i1
// CHECK-NEXT: %[[V7:.*]] = arith.extui %[[V6]] : i1 to i64
// CHECK-NEXT: return %[[V1]], %[[V3]], %[[V5]], %[[V7]] : i32, i32, i32, i64
func.func @bitwise_of_ext(%a: i8, %b: i8, %c: i1, %d: i1) -> (i32, i32, i32, i64) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %0 = arith.andi %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %1 = arith.ori %sa, %sb : i32
  %2 = arith.xori %ea, %eb : i32
  %ec = arith.extui %c : i1 to i64
  %ed = arith.extui %d : i1 to i64
  %3 = arith.xori %ec, %ed : i64
  return %0, %1, %2, %3 : i32, i32, i32, i64
}

// -----

// CHECK-LABEL: func.func @shift_fold(
// CHECK-DAG: %[[CM96_I8:.*]] = arith.constant -96 : i8
// CHECK-DAG: %[[C8_I8:.*]] = arith.constant 8 : i8
// CHECK-DAG: %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C20_I8:.*]] = arith.constant 20 : i8
// CHECK-DAG: %[[CM12_I8:.*]] = arith.constant -12 : i8
// CHECK: %[[V0:.*]] = arith.shli %[[CM96_I8]], %[[C8_I8]] : i8
// CHECK-NEXT: %[[V1:.*]] = arith.shrui %[[CM96_I8]], %[[C8_I8]] : i8
// CHECK-NEXT: %[[V2:.*]] = arith.shrsi %[[CM96_I8]], %[[C8_I8]] : i8
// CHECK-NEXT: return %[[C0_I8]], %[[C20_I8]], %[[CM12_I8]], %[[V0]], %[[V1]], %[[V2]] : i8, i8, i8, i8, i8, i8
func.func @shift_fold() -> (i8, i8, i8, i8, i8, i8) {
  %c160 = arith.constant 160 : i8
  %c3 = arith.constant 3 : i8
  %c8 = arith.constant 8 : i8
  %0 = arith.shli %c160, %c3 : i8
  %1 = arith.shrui %c160, %c3 : i8
  %2 = arith.shrsi %c160, %c3 : i8
  %3 = arith.shli %c160, %c8 : i8
  %4 = arith.shrui %c160, %c8 : i8
  %5 = arith.shrsi %c160, %c8 : i8
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, i8
}

// -----

// CHECK-LABEL: func.func @shift_identities(
// CHECK: return %arg0, %arg0, %arg0 : i32, i32, i32
func.func @shift_identities(%a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.shli %a, %c0 : i32
  %1 = arith.shrui %a, %c0 : i32
  %2 = arith.shrsi %a, %c0 : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @shift_dense_bound(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[1, 2]> : vector<2xi8>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[1, 9]> : vector<2xi8>
// CHECK-DAG: %[[CST_1:.*]] = arith.constant dense<[0, 4]> : vector<2xi8>
// CHECK: %[[V0:.*]] = arith.shli %[[CST]], %[[CST_0]] : vector<2xi8>
// CHECK-NEXT: return %[[CST_1]], %[[V0]] : vector<2xi8>, vector<2xi8>
func.func @shift_dense_bound() -> (vector<2xi8>, vector<2xi8>) {
  %v = arith.constant dense<[1, 2]> : vector<2xi8>
  %s = arith.constant dense<[9, 1]> : vector<2xi8>
  %t = arith.constant dense<[1, 9]> : vector<2xi8>
  %0 = arith.shli %v, %s : vector<2xi8>
  %1 = arith.shli %v, %t : vector<2xi8>
  return %0, %1 : vector<2xi8>, vector<2xi8>
}

// -----

// CHECK-LABEL: func.func @minmax_fold(
// CHECK-DAG: %[[C127_I8:.*]] = arith.constant 127 : i8
// CHECK-DAG: %[[CM128_I8:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[CM1_I8:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[C5_I8:.*]] = arith.constant 5 : i8
// CHECK: return %[[C127_I8]], %arg0, %[[CM128_I8]], %arg0, %[[CM1_I8]], %arg0, %[[C0_I8]], %arg0, %arg0, %[[C5_I8]], %[[CM1_I8]], %[[C5_I8]] : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
func.func @minmax_fold(%a: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %z = arith.constant 0 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.maxsi %a, %max : i8
  %1 = arith.maxsi %a, %min : i8
  %2 = arith.minsi %a, %min : i8
  %3 = arith.minsi %a, %max : i8
  %4 = arith.maxui %a, %m1 : i8
  %5 = arith.maxui %a, %z : i8
  %6 = arith.minui %a, %z : i8
  %7 = arith.minui %a, %m1 : i8
  %8 = arith.maxsi %a, %a : i8
  %c5 = arith.constant 5 : i8
  %9 = arith.maxsi %m1, %c5 : i8
  %10 = arith.maxui %m1, %c5 : i8
  %11 = arith.minui %m1, %c5 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

// CHECK-LABEL: func.func @extended_fold(
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[CM2_I32:.*]] = arith.constant -2 : i32
// CHECK-DAG: %[[CM1_I32:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK: return %arg0, %[[FALSE]], %[[C1_I32]], %[[TRUE]], %[[CM2_I32]], %[[CM1_I32]], %[[CM2_I32]], %[[C1_I32]], %arg0, %[[C0_I32]] : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32
func.func @extended_fold(%a: i32) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %s0, %o0 = arith.addui_extended %a, %c0 : i32, i1
  %max = arith.constant -1 : i32
  %c2 = arith.constant 2 : i32
  %s1, %o1 = arith.addui_extended %max, %c2 : i32, i1
  %l0, %h0 = arith.mulsi_extended %max, %c2 : i32
  %l1, %h1 = arith.mului_extended %max, %c2 : i32
  %c1 = arith.constant 1 : i32
  %l2, %h2 = arith.mului_extended %a, %c1 : i32
  return %s0, %o0, %s1, %o1, %l0, %h0, %l1, %h1, %l2, %h2 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @extended_unused(
// CHECK: %[[V0:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]] : i32, i32, i32
func.func @extended_unused(%a: i32, %b: i32) -> (i32, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l1, %h1 = arith.mului_extended %a, %b : i32
  return %s, %l, %l1 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @mulsi_extended_one(
// CHECK-DAG: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK: %[[V0:.*]] = arith.cmpi slt, %arg0, %[[C0_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %[[V0]] : i1 to i32
// CHECK-NEXT: return %arg0, %[[V1]] : i32, i32
func.func @mulsi_extended_one(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %a, %c1 : i32
  return %l, %h : i32, i32
}

// -----

// CHECK-LABEL: func.func @float_fold(
// CHECK-DAG: %[[CST:.*]] = arith.constant 1.600000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 1.400000e+00 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 1.500000e-01 : f32
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 1.500000e+01 : f32
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 0.0999999791 : f32
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 0.30000000000000004 : f64
// CHECK-DAG: %[[CST_5:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[CST_6:.*]] = arith.constant 1.000000e+00 : bf16
// CHECK: return %[[CST]], %[[CST_0]], %[[CST_1]], %[[CST_2]], %[[CST_3]], %[[CST_4]], %[[CST_5]], %[[CST_6]] : f32, f32, f32, f32, f32, f64, f16, bf16
func.func @float_fold() -> (f32, f32, f32, f32, f32, f64, f16, bf16) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %c = arith.constant 0.1 : f64
  %d = arith.constant 0.2 : f64
  %5 = arith.addf %c, %d : f64
  %h = arith.constant 65504.0 : f16
  %6 = arith.addf %h, %h : f16
  %e = arith.constant 1.0 : bf16
  %f = arith.constant 0.00390625 : bf16
  %7 = arith.addf %e, %f : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f64, f16, bf16
}

// -----

// CHECK-LABEL: func.func @float_special(
// CHECK-DAG: %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: return %[[CST_1]], %[[CST_2]], %[[CST_2]], %[[CST_0]], %[[CST]], %[[CST_0]], %[[CST_0]] : f32, f32, f32, f32, f32, f32, f32
func.func @float_special() -> (f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.divf %one, %z : f32
  %1 = arith.divf %z, %z : f32
  %2 = arith.subf %inf, %inf : f32
  %3 = arith.addf %nz, %nz : f32
  %4 = arith.addf %z, %nz : f32
  %m1 = arith.constant -1.0 : f32
  %5 = arith.remf %m1, %one : f32
  %6 = arith.mulf %nz, %one : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @float_identities(
// CHECK-DAG: %[[CST:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[V0:.*]] = arith.addf %arg0, %[[CST_0]] : f32
// CHECK-NEXT: %[[V1:.*]] = arith.subf %arg0, %[[CST]] : f32
// CHECK-NEXT: return %arg0, %[[V0]], %arg0, %[[V1]], %arg0, %arg0 : f32, f32, f32, f32, f32, f32
func.func @float_identities(%a: f32) -> (f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %a, %nz : f32
  %1 = arith.addf %a, %z : f32
  %2 = arith.subf %a, %z : f32
  %3 = arith.subf %a, %nz : f32
  %4 = arith.mulf %a, %one : f32
  %5 = arith.divf %a, %one : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @mulf_zero(
// CHECK-DAG: %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[V0:.*]] = arith.mulf %arg0, %[[CST]] : f32
// CHECK-NEXT: return %[[V0]], %[[CST]], %[[CST]] : f32, f32, f32
func.func @mulf_zero(%a: f32) -> (f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %0 = arith.mulf %a, %z : f32
  %1 = arith.mulf %a, %z fastmath<nnan, nsz> : f32
  %2 = arith.mulf %a, %z fastmath<fast> : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @negf_fold(
// CHECK-DAG: %[[CST:.*]] = arith.constant -2.500000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant dense<[-1.000000e+00, 2.000000e+00]> : vector<2xf16>
// CHECK: return %arg0, %[[CST]], %[[CST_0]], %[[CST_1]] : f32, f32, f32, vector<2xf16>
func.func @negf_fold(%a: f32) -> (f32, f32, f32, vector<2xf16>) {
  %0 = arith.negf %a : f32
  %1 = arith.negf %0 : f32
  %c = arith.constant 2.5 : f32
  %2 = arith.negf %c : f32
  %z = arith.constant 0.0 : f32
  %3 = arith.negf %z : f32
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf16>
  %4 = arith.negf %v : vector<2xf16>
  return %1, %2, %3, %4 : f32, f32, f32, vector<2xf16>
}

// -----

// CHECK-LABEL: func.func @minmax_float_fold(
// CHECK-DAG: %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: return %[[CST_0]], %[[CST_1]], %[[CST_2]], %[[CST_2]], %[[CST]], %[[CST]], %[[CST_0]], %[[CST_1]], %[[CST_0]], %[[CST_1]] : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @minmax_float_fold() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.maximumf %z, %nz : f32
  %1 = arith.minimumf %z, %nz : f32
  %2 = arith.maximumf %one, %nan : f32
  %3 = arith.minimumf %nan, %one : f32
  %4 = arith.maxnumf %nan, %one : f32
  %5 = arith.minnumf %one, %nan : f32
  %6 = arith.maxnumf %nz, %z : f32
  %7 = arith.minnumf %z, %nz : f32
  %8 = arith.maxnumf %z, %nz : f32
  %9 = arith.minnumf %nz, %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @minmax_float_identities(
// CHECK: return %arg0, %arg0, %arg0, %arg0, %arg0 : f32, f32, f32, f32, f32
func.func @minmax_float_identities(%a: f32) -> (f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %a, %ninf : f32
  %1 = arith.minimumf %a, %inf : f32
  %2 = arith.maxnumf %a, %nan : f32
  %3 = arith.minnumf %nan, %a : f32
  %4 = arith.maximumf %a, %a : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @mulf_divf_negf(
// CHECK: %[[V0:.*]] = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %[[V1:.*]] = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: return %[[V0]], %[[V1]] : f32, f32
func.func @mulf_divf_negf(%a: f32, %b: f32) -> (f32, f32) {
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %0 = arith.mulf %na, %nb fastmath<fast> : f32
  %1 = arith.divf %na, %nb : f32
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @cmpi_fold(
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: return %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[FALSE]], %[[FALSE]], %[[FALSE]], %[[FALSE]], %[[TRUE]], %[[TRUE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpi_fold() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.cmpi eq, %m1, %c1 : i32
  %1 = arith.cmpi ne, %m1, %c1 : i32
  %2 = arith.cmpi slt, %m1, %c1 : i32
  %3 = arith.cmpi sle, %m1, %c1 : i32
  %4 = arith.cmpi sgt, %m1, %c1 : i32
  %5 = arith.cmpi sge, %m1, %c1 : i32
  %6 = arith.cmpi ult, %m1, %c1 : i32
  %7 = arith.cmpi ule, %m1, %c1 : i32
  %8 = arith.cmpi ugt, %m1, %c1 : i32
  %9 = arith.cmpi uge, %m1, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_equal_operands(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<false> : vector<4xi1>
// CHECK: return %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[CST]] : i1, i1, i1, vector<4xi1>
func.func @cmpi_equal_operands(%a: i32, %v: vector<4xindex>) -> (i1, i1, i1, vector<4xi1>) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi slt, %a, %a : i32
  %2 = arith.cmpi uge, %a, %a : i32
  %3 = arith.cmpi ne, %v, %v : vector<4xindex>
  return %0, %1, %2, %3 : i1, i1, i1, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @cmpi_vector_fold(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[true, false, false]> : vector<3xi1>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<false> : vector<2xi1>
// CHECK: return %[[CST]], %[[CST_0]] : vector<3xi1>, vector<2xi1>
func.func @cmpi_vector_fold() -> (vector<3xi1>, vector<2xi1>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<2> : vector<3xi32>
  %0 = arith.cmpi slt, %a, %b : vector<3xi32>
  %c = arith.constant dense<5> : vector<2xi8>
  %d = arith.constant dense<-5> : vector<2xi8>
  %1 = arith.cmpi ugt, %c, %d : vector<2xi8>
  return %0, %1 : vector<3xi1>, vector<2xi1>
}

// -----

// CHECK-LABEL: func.func @cmpi_constant_lhs(
// CHECK-DAG: %[[C5_I32:.*]] = arith.constant 5 : i32
// CHECK: %[[V0:.*]] = arith.cmpi sgt, %arg0, %[[C5_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi ule, %arg0, %[[C5_I32]] : i32
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi eq, %arg0, %[[C5_I32]] : i32
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]] : i1, i1, i1
func.func @cmpi_constant_lhs(%a: i32) -> (i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c5, %a : i32
  %1 = arith.cmpi uge, %c5, %a : i32
  %2 = arith.cmpi eq, %c5, %a : i32
  return %0, %1, %2 : i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_i1(
// CHECK: return %arg0, %arg0, %arg0, %arg0 : i1, i1, i1, i1
func.func @cmpi_i1(%a: i1, %b: i8) -> (i1, i1, i1, i1) {
  %f = arith.constant false
  %t = arith.constant true
  %0 = arith.cmpi ne, %a, %f : i1
  %1 = arith.cmpi eq, %a, %t : i1
  %e = arith.extui %a : i1 to i32
  %c0 = arith.constant 0 : i32
  %2 = arith.cmpi ne, %e, %c0 : i32
  %s = arith.extsi %a : i1 to i64
  %c0_64 = arith.constant 0 : i64
  %3 = arith.cmpi ne, %s, %c0_64 : i64
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_of_ext(
// CHECK: %[[V0:.*]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %[[V3:.*]] = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi slt, %[[V0]], %[[V1]] : i32
// CHECK-NEXT: return %[[V2]], %[[V3]], %[[V4]] : i1, i1, i1
func.func @cmpi_of_ext(%a: i8, %b: i8) -> (i1, i1, i1) {
  %ea = arith.extsi %a : i8 to i32
  %eb = arith.extsi %b : i8 to i32
  %0 = arith.cmpi eq, %ea, %eb : i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %1 = arith.cmpi ne, %ua, %ub : i32
  %2 = arith.cmpi slt, %ea, %eb : i32
  return %0, %1, %2 : i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @not_cmpi(
// CHECK: %[[V0:.*]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: return %[[V0]], %[[V1]] : i1, i1
func.func @not_cmpi(%a: i32, %b: i32) -> (i1, i1) {
  %t = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi uge, %a, %b : i32
  %3 = arith.xori %2, %t : i1
  return %1, %3 : i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpf_fold(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: return %[[TRUE]], %[[FALSE]], %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[FALSE]], %[[TRUE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpf_fold() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.cmpf oeq, %z, %nz : f32
  %1 = arith.cmpf one, %z, %nz : f32
  %2 = arith.cmpf olt, %one, %nan : f32
  %3 = arith.cmpf ult, %one, %nan : f32
  %4 = arith.cmpf ord, %one, %one : f32
  %5 = arith.cmpf uno, %nan, %one : f32
  %6 = arith.cmpf une, %nan, %nan : f32
  %7 = arith.cmpf oge, %one, %z : f32
  %8 = arith.cmpf ugt, %z, %one : f32
  %9 = arith.cmpf true, %nan, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpf_nan_nonconstant(
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: return %[[FALSE]], %[[TRUE]] : i1, i1
func.func @cmpf_nan_nonconstant(%a: f32) -> (i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %nan : f32
  %1 = arith.cmpf une, %nan, %a : f32
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpf_int_to_fp(
// CHECK-DAG: %[[CM2_I32:.*]] = arith.constant -2 : i32
// CHECK-DAG: %[[C4_I8:.*]] = arith.constant 4 : i8
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[CST:.*]] = arith.constant 2.000000e+10 : f32
// CHECK-DAG: %[[C3_I8:.*]] = arith.constant 3 : i8
// CHECK: %[[V0:.*]] = arith.cmpi sle, %arg0, %[[C3_I8]] : i8
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi ule, %arg0, %[[C4_I8]] : i8
// CHECK-NEXT: %[[V2:.*]] = arith.sitofp %arg2 : i64 to f32
// CHECK-NEXT: %[[V3:.*]] = arith.cmpf olt, %[[V2]], %[[CST]] : f32
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi sge, %arg1, %[[CM2_I32]] : i32
// CHECK-NEXT: return %[[V0]], %[[FALSE]], %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[V1]], %[[V3]], %[[V4]] : i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpf_int_to_fp(%a: i8, %b: i32, %c: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c35 = arith.constant 3.5 : f32
  %0 = arith.cmpf olt, %f, %c35 : f32
  %1 = arith.cmpf oeq, %f, %c35 : f32
  %big = arith.constant 1000.0 : f32
  %2 = arith.cmpf ogt, %f, %big : f32
  %u = arith.uitofp %a : i8 to f32
  %neg = arith.constant -2.5 : f32
  %3 = arith.cmpf uge, %u, %neg : f32
  %4 = arith.cmpf ord, %u, %neg : f32
  %c4 = arith.constant 4.0 : f32
  %5 = arith.cmpf ule, %u, %c4 : f32
  %g = arith.sitofp %c : i64 to f32
  %c2e10 = arith.constant 2.0e10 : f32
  %6 = arith.cmpf olt, %g, %c2e10 : f32
  %h = arith.sitofp %b : i32 to f64
  %n64 = arith.constant -2.5 : f64
  %7 = arith.cmpf oge, %h, %n64 : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @select_fold(
// CHECK: return %arg1, %arg2, %arg1, %arg0, %arg2, %arg1 : i32, i32, i32, i1, i32, i32
func.func @select_fold(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %t, %a, %b : i32
  %1 = arith.select %f, %a, %b : i32
  %2 = arith.select %c, %a, %a : i32
  %3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %a, %b : i32
  %4 = arith.select %eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %5 = arith.select %ne, %a, %b : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

// -----

// CHECK-LABEL: func.func @select_dense_fold(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[1, 7, 7, 4]> : vector<4xi32>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[2.000000e+00, 1.000000e+00]> : vector<2xf32>
// CHECK: return %[[CST]], %[[CST_0]] : vector<4xi32>, vector<2xf32>
func.func @select_dense_fold() -> (vector<4xi32>, vector<2xf32>) {
  %m = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<7> : vector<4xi32>
  %0 = arith.select %m, %a, %b : vector<4xi1>, vector<4xi32>
  %n = arith.constant dense<[false, true]> : vector<2xi1>
  %x = arith.constant dense<1.0> : vector<2xf32>
  %y = arith.constant dense<[2.0, 3.0]> : vector<2xf32>
  %1 = arith.select %n, %x, %y : vector<2xi1>, vector<2xf32>
  return %0, %1 : vector<4xi32>, vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @select_patterns(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[V0:.*]] = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.xori %arg1, %[[TRUE]] : i1
// CHECK-NEXT: %[[V4:.*]] = arith.extui %arg1 : i1 to i32
// CHECK-NEXT: %[[V5:.*]] = arith.xori %arg1, %[[TRUE]] : i1
// CHECK-NEXT: %[[V6:.*]] = arith.extui %[[V5]] : i1 to i64
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V6]] : i32, i32, i32, i1, i32, i64
func.func @select_patterns(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i32, i1, i32, i64) {
  %s = arith.select %c, %a, %b : i32
  %0 = arith.select %c, %s, %e : i32
  %1 = arith.select %c, %e, %s : i32
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %2 = arith.select %n, %a, %b : i32
  %f = arith.constant false
  %3 = arith.select %d, %f, %t : i1
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %4 = arith.select %d, %c1, %c0 : i32
  %c1_64 = arith.constant 1 : i64
  %c0_64 = arith.constant 0 : i64
  %5 = arith.select %d, %c0_64, %c1_64 : i64
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i64
}

// -----

// CHECK-LABEL: func.func @ext_trunc_fold(
// CHECK-DAG: %[[C253_I16:.*]] = arith.constant 253 : i16
// CHECK-DAG: %[[CM3_I16:.*]] = arith.constant -3 : i16
// CHECK-DAG: %[[C52_I8:.*]] = arith.constant 52 : i8
// CHECK-DAG: %[[C4294967295_I64:.*]] = arith.constant 4294967295 : i64
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[CM1_I8:.*]] = arith.constant -1 : i8
// CHECK: return %[[C253_I16]], %[[CM3_I16]], %[[C52_I8]], %[[C4294967295_I64]], %[[FALSE]], %[[CM1_I8]] : i16, i16, i8, i64, i1, i8
func.func @ext_trunc_fold() -> (i16, i16, i8, i64, i1, i8) {
  %c = arith.constant -3 : i8
  %0 = arith.extui %c : i8 to i16
  %1 = arith.extsi %c : i8 to i16
  %big = arith.constant 4660 : i32
  %2 = arith.trunci %big : i32 to i8
  %v = arith.constant -1 : i32
  %3 = arith.extui %v : i32 to i64
  %4 = arith.trunci %big : i32 to i1
  %t = arith.constant true
  %5 = arith.extsi %t : i1 to i8
  return %0, %1, %2, %3, %4, %5 : i16, i16, i8, i64, i1, i8
}

// -----

// CHECK-LABEL: func.func @ext_chains(
// CHECK: %[[V0:.*]] = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %[[V2:.*]] = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]] : i64, i64, i64
func.func @ext_chains(%a: i8) -> (i64, i64, i64) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  %2 = arith.extsi %a : i8 to i16
  %3 = arith.extsi %2 : i16 to i64
  %4 = arith.extsi %0 : i16 to i64
  return %1, %3, %4 : i64, i64, i64
}

// -----

// CHECK-LABEL: func.func @trunc_chains(
// CHECK: %[[V0:.*]] = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %[[V1:.*]] = arith.trunci %arg1 : i64 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.trunci %arg1 : i64 to i8
// CHECK-NEXT: %[[V3:.*]] = arith.extsi %arg2 : i16 to i32
// CHECK-NEXT: return %arg0, %[[V0]], %[[V1]], %[[V2]], %[[V3]], %arg2 : i8, i16, i32, i8, i32, i16
func.func @trunc_chains(%a: i8, %b: i64, %c: i16) -> (i8, i16, i32, i8, i32, i16) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.extsi %a : i8 to i32
  %3 = arith.trunci %2 : i32 to i16
  %4 = arith.trunci %b : i64 to i32
  %5 = arith.trunci %4 : i32 to i8
  %6 = arith.extsi %c : i16 to i64
  %7 = arith.trunci %6 : i64 to i32
  %8 = arith.extui %c : i16 to i64
  %9 = arith.trunci %8 overflow<nuw> : i64 to i16
  return %1, %3, %4, %5, %7, %9 : i8, i16, i32, i8, i32, i16
}

// -----

// CHECK-LABEL: func.func @trunci_shrsi(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<16> : vector<4xi32>
// CHECK-DAG: %[[C31_I64:.*]] = arith.constant 31 : i64
// CHECK-DAG: %[[C32_I64:.*]] = arith.constant 32 : i64
// CHECK: %[[V0:.*]] = arith.shrui %arg0, %[[C32_I64]] : i64
// CHECK-NEXT: %[[V1:.*]] = arith.trunci %[[V0]] : i64 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.shrui %arg1, %[[CST]] : vector<4xi32>
// CHECK-NEXT: %[[V3:.*]] = arith.trunci %[[V2]] overflow<nsw> : vector<4xi32> to vector<4xi16>
// CHECK-NEXT: %[[V4:.*]] = arith.shrsi %arg0, %[[C31_I64]] : i64
// CHECK-NEXT: %[[V5:.*]] = arith.trunci %[[V4]] : i64 to i32
// CHECK-NEXT: return %[[V1]], %[[V3]], %[[V5]] : i32, vector<4xi16>, i32
func.func @trunci_shrsi(%a: i64, %v: vector<4xi32>) -> (i32, vector<4xi16>, i32) {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %a, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  %c16 = arith.constant dense<16> : vector<4xi32>
  %2 = arith.shrsi %v, %c16 : vector<4xi32>
  %3 = arith.trunci %2 overflow<nsw> : vector<4xi32> to vector<4xi16>
  %c31 = arith.constant 31 : i64
  %4 = arith.shrsi %a, %c31 : i64
  %5 = arith.trunci %4 : i64 to i32
  return %1, %3, %5 : i32, vector<4xi16>, i32
}

// -----

// CHECK-LABEL: func.func @float_cast_fold(
// CHECK-DAG: %[[CST:.*]] = arith.constant 0x7E00 : f16
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 0.0999755859 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 5.000000e-01 : bf16
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 5.000000e-01 : f16
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 1.000000e-01 : f32
// CHECK-DAG: %[[CST_5:.*]] = arith.constant 0.10000000149011612 : f64
// CHECK: %[[V0:.*]] = arith.truncf %[[CST_4]] : f32 to f16
// CHECK-NEXT: %[[V1:.*]] = arith.truncf %[[CST_3]] : f32 to f8E4M3FN
// CHECK-NEXT: return %[[CST_5]], %[[V0]], %[[CST_2]], %[[CST_1]], %[[CST_0]], %[[V1]], %[[CST]] : f64, f16, f16, bf16, f32, f8E4M3FN, f16
func.func @float_cast_fold() -> (f64, f16, f16, bf16, f32, f8E4M3FN, f16) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %a : f32 to f16
  %b = arith.constant 0.5 : f32
  %2 = arith.truncf %b : f32 to f16
  %3 = arith.truncf %b downward : f32 to bf16
  %h = arith.constant 0.1 : f16
  %4 = arith.extf %h : f16 to f32
  %inf = arith.constant 0x7F800000 : f32
  %5 = arith.truncf %inf : f32 to f8E4M3FN
  %nan = arith.constant 0x7FC00000 : f32
  %6 = arith.truncf %nan : f32 to f16
  return %0, %1, %2, %3, %4, %5, %6 : f64, f16, f16, bf16, f32, f8E4M3FN, f16
}

// -----

// CHECK-LABEL: func.func @float_cast_chains(
// CHECK: %[[V0:.*]] = arith.extf %arg1 : f16 to f64
// CHECK-NEXT: %[[V1:.*]] = arith.truncf %[[V0]] : f64 to bf16
// CHECK-NEXT: %[[V2:.*]] = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT: %[[V3:.*]] = arith.extf %[[V2]] : f16 to f32
// CHECK-NEXT: return %arg0, %arg1, %[[V1]], %[[V3]] : f32, f16, bf16, f32
func.func @float_cast_chains(%a: f32, %h: f16) -> (f32, f16, bf16, f32) {
  %t = arith.truncf %a fastmath<contract> : f32 to f16
  %0 = arith.extf %t fastmath<contract> : f16 to f32
  %e = arith.extf %h : f16 to f64
  %1 = arith.truncf %e : f64 to f16
  %e2 = arith.extf %h : f16 to f64
  %2 = arith.truncf %e2 : f64 to bf16
  %t2 = arith.truncf %a : f32 to f16
  %3 = arith.extf %t2 : f16 to f32
  return %0, %1, %2, %3 : f32, f16, bf16, f32
}

// -----

// CHECK-LABEL: func.func @int_float_fold(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[CM1294967296_I32:.*]] = arith.constant -1294967296 : i32
// CHECK-DAG: %[[CST:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 3.000000e+09 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant -2.750000e+00 : f32
// CHECK-DAG: %[[CST_2:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 4.2949673E+9 : f32
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[CST_5:.*]] = arith.constant 0x4B800000 : f32
// CHECK-DAG: %[[CM2_I8:.*]] = arith.constant -2 : i8
// CHECK: %[[V0:.*]] = arith.fptoui %[[CST_1]] : f32 to i8
// CHECK-NEXT: %[[V1:.*]] = arith.fptosi %[[CST_0]] : f32 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.fptosi %[[CST]] : f32 to i32
// CHECK-NEXT: return %[[CST_2]], %[[CST_3]], %[[CST_4]], %[[CST_5]], %[[CM2_I8]], %[[V0]], %[[V1]], %[[CM1294967296_I32]], %[[V2]], %[[TRUE]] : f32, f32, f16, f32, i8, i8, i32, i32, i32, i1
func.func @int_float_fold() -> (f32, f32, f16, f32, i8, i8, i32, i32, i32, i1) {
  %m1 = arith.constant -1 : i32
  %0 = arith.sitofp %m1 : i32 to f32
  %1 = arith.uitofp %m1 : i32 to f32
  %2 = arith.uitofp %m1 : i32 to f16
  %odd = arith.constant 16777217 : i32
  %3 = arith.sitofp %odd : i32 to f32
  %f = arith.constant -2.75 : f32
  %4 = arith.fptosi %f : f32 to i8
  %5 = arith.fptoui %f : f32 to i8
  %g = arith.constant 3.0e9 : f32
  %6 = arith.fptosi %g : f32 to i32
  %7 = arith.fptoui %g : f32 to i32
  %nan = arith.constant 0x7FC00000 : f32
  %8 = arith.fptosi %nan : f32 to i32
  %m = arith.constant -1.0 : f32
  %9 = arith.fptosi %m : f32 to i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f16, f32, i8, i8, i32, i32, i32, i1
}

// -----

// CHECK-LABEL: func.func @truncf_of_int_to_fp(
// CHECK: %[[V0:.*]] = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %[[V1:.*]] = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %[[V2:.*]] = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %[[V3:.*]] = arith.truncf %[[V0]] upward : f32 to f16
// CHECK-NEXT: return %[[V1]], %[[V2]], %[[V3]] : f16, f16, f16
func.func @truncf_of_int_to_fp(%a: i32) -> (f16, f16, f16) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.uitofp %a : i32 to f32
  %3 = arith.truncf %2 : f32 to f16
  %4 = arith.truncf %0 upward : f32 to f16
  return %1, %3, %4 : f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @index_cast_fold(
// CHECK-DAG: %[[CM1:.*]] = arith.constant -1 : index
// CHECK-DAG: %[[C44_I8:.*]] = arith.constant 44 : i8
// CHECK-DAG: %[[C255:.*]] = arith.constant 255 : index
// CHECK-DAG: %[[CM1_I32:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[1, -2]> : vector<2xindex>
// CHECK: return %[[CM1]], %[[C44_I8]], %[[C255]], %[[CM1_I32]], %[[CST]] : index, i8, index, i32, vector<2xindex>
func.func @index_cast_fold() -> (index, i8, index, i32, vector<2xindex>) {
  %c = arith.constant -1 : i8
  %0 = arith.index_cast %c : i8 to index
  %i = arith.constant 300 : index
  %1 = arith.index_cast %i : index to i8
  %2 = arith.index_castui %c : i8 to index
  %j = arith.constant -1 : index
  %3 = arith.index_castui %j : index to i32
  %v = arith.constant dense<[1, -2]> : vector<2xi32>
  %4 = arith.index_cast %v : vector<2xi32> to vector<2xindex>
  return %0, %1, %2, %3, %4 : index, i8, index, i32, vector<2xindex>
}

// -----

// CHECK-LABEL: func.func @index_cast_chains(
// CHECK: %[[V0:.*]] = arith.index_cast %arg1 : i16 to index
// CHECK-NEXT: %[[V1:.*]] = arith.index_castui %arg1 : i16 to index
// CHECK-NEXT: return %arg0, %arg0, %[[V0]], %[[V1]], %arg2 : i32, i32, index, index, index
func.func @index_cast_chains(%a: i32, %b: i16, %i: index) -> (i32, i32, index, index, index) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_castui %2 : index to i32
  %e = arith.extsi %b : i16 to i32
  %4 = arith.index_cast %e : i32 to index
  %u = arith.extui %b : i16 to i32
  %5 = arith.index_castui %u : i32 to index
  %t = arith.index_cast %i : index to i8
  %6 = arith.index_cast %t : i8 to index
  return %1, %3, %4, %5, %6 : i32, i32, index, index, index
}

// -----

// CHECK-LABEL: func.func @bitcast_fold(
// CHECK-DAG: %[[C1065353216_I32:.*]] = arith.constant 1065353216 : i32
// CHECK-DAG: %[[CST:.*]] = arith.constant 3.14159274 : f32
// CHECK-DAG: %[[CM16384_I16:.*]] = arith.constant -16384 : i16
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[1065353216, -2147483648]> : vector<2xi32>
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 1.000000e+00 : bf16
// CHECK: return %[[C1065353216_I32]], %[[CST]], %[[CM16384_I16]], %[[CST_0]], %[[CST_1]] : i32, f32, i16, vector<2xi32>, bf16
func.func @bitcast_fold() -> (i32, f32, i16, vector<2xi32>, bf16) {
  %f = arith.constant 1.0 : f32
  %0 = arith.bitcast %f : f32 to i32
  %i = arith.constant 1078530011 : i32
  %1 = arith.bitcast %i : i32 to f32
  %h = arith.constant -2.0 : f16
  %2 = arith.bitcast %h : f16 to i16
  %v = arith.constant dense<[1.0, -0.0]> : vector<2xf32>
  %3 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %k = arith.constant 16256 : i16
  %5 = arith.bitcast %k : i16 to bf16
  return %0, %1, %2, %3, %5 : i32, f32, i16, vector<2xi32>, bf16
}

// -----

// CHECK-LABEL: func.func @bitcast_chains(
// CHECK: return %arg0, %arg1, %arg0 : f32, i32, f32
func.func @bitcast_chains(%a: f32, %b: i32) -> (f32, i32, f32) {
  %0 = arith.bitcast %a : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %2 = arith.bitcast %b : i32 to f32
  %3 = arith.bitcast %2 : f32 to i32
  %4 = arith.bitcast %a : f32 to f32
  return %1, %3, %4 : f32, i32, f32
}

// -----

// CHECK-LABEL: func.func @floordivsi_dense_zero(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[1, 2, 2, 0]> : vector<4xi8>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[2, 0, 0, -8]> : vector<4xi8>
// CHECK-DAG: %[[CST_1:.*]] = arith.constant dense<[7, 0, 1, 1]> : vector<4xi8>
// CHECK: %[[V0:.*]] = arith.floordivsi %[[CST_0]], %[[CST]] : vector<4xi8>
// CHECK-NEXT: return %[[CST_1]], %[[V0]] : vector<4xi8>, vector<4xi8>
func.func @floordivsi_dense_zero() -> (vector<4xi8>, vector<4xi8>) {
  %a = arith.constant dense<[7, 1, 1, 3]> : vector<4xi8>
  %b = arith.constant dense<[0, 2, 1, 3]> : vector<4xi8>
  %0 = arith.floordivsi %a, %b : vector<4xi8>
  %c = arith.constant dense<[2, 0, 0, -8]> : vector<4xi8>
  %d = arith.constant dense<[1, 2, 2, 0]> : vector<4xi8>
  %1 = arith.floordivsi %c, %d : vector<4xi8>
  return %0, %1 : vector<4xi8>, vector<4xi8>
}

// -----

// CHECK-LABEL: func.func @dead_division(
// CHECK: %[[V0:.*]] = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %[[V0]], %[[V1]] : i32
// CHECK-NEXT: return %[[V2]] : i32
func.func @dead_division(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.remui %a, %b : i32
  %3 = arith.divui %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.addi %3, %4 : i32
  return %5 : i32
}

// -----

// NaNs keep their sign and payload through folds that only move the sign bit or reinterpret
// the bits (APFloat's negation, absolute value, copysign, bitcast).
func.func @nan_bits() -> (f32, f32, f32, f16, i32, f32, vector<2xf32>, vector<2xf32>, i16, f32, f32, vector<2xi32>) {
  %p = arith.constant 0x7FC00001 : f32
  %n = arith.constant 0x7FC00000 : f32
  %m = arith.constant -2.0 : f32
  %0 = arith.negf %p : f32
  %1 = math.absf %0 : f32
  %2 = math.copysign %n, %m : f32
  %h = arith.constant 0xFE00 : f16
  %3 = arith.negf %h : f16
  %4 = arith.bitcast %0 : f32 to i32
  %i = arith.constant 2143289345 : i32
  %5 = arith.bitcast %i : i32 to f32
  %v = arith.constant dense<[0x7FC00001, -0.0]> : vector<2xf32>
  %6 = arith.negf %v : vector<2xf32>
  %7 = math.copysign %v, %6 : vector<2xf32>
  %k = arith.constant 32767 : i16
  %8 = arith.bitcast %3 : f16 to i16
  %9 = math.absf %m : f32
  %10 = arith.negf %m : f32
  %11 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f16, i32, f32, vector<2xf32>, vector<2xf32>, i16, f32, f32, vector<2xi32>
}
// CHECK-LABEL: func.func @nan_bits(
// CHECK-NEXT: %cst = arith.constant 0xFFC00001 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7E00 : f16
// CHECK-NEXT: %c-4194303_i32 = arith.constant -4194303 : i32
// CHECK-NEXT: %cst_3 = arith.constant dense<[0xFFC00001, 0.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %c32256_i16 = arith.constant 32256 : i16
// CHECK-NEXT: %cst_4 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant dense<[2143289345, -2147483648]> : vector<2xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %c-4194303_i32, %cst_0, %cst_3, %cst_3, %c32256_i16, %cst_4, %cst_4, %cst_5 : f32, f32, f32, f16, i32, f32, vector<2xf32>, vector<2xf32>, i16, f32, f32, vector<2xi32>
// CHECK-NEXT: }

// -----

// NaN operands of arithmetic, conversions and math functions give APFloat's NaN: the first NaN
// operand quieted, its payload moved by a conversion; sqrt of a negative NaN does not fold.
func.func @nan_propagation() -> (f32, f32, f64, f32, f32, f32, f16, f32) {
  %p = arith.constant 0x7FC00001 : f32
  %q = arith.constant 0xFFC00000 : f32
  %s = arith.constant 0x7F800005 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %p, %one : f32
  %1 = arith.mulf %one, %q : f32
  %2 = arith.extf %p : f32 to f64
  %3 = arith.maximumf %s, %one : f32
  %4 = math.sqrt %q : f32
  %5 = math.exp %s : f32
  %6 = arith.truncf %q : f32 to f16
  %7 = arith.maxnumf %s, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f64, f32, f32, f32, f16, f32
}
// CHECK-LABEL: func.func @nan_propagation(
// CHECK-NEXT: %cst = arith.constant 0xFE00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FF8000020000000 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00005 : f32
// CHECK-NEXT: %0 = math.sqrt %cst_0 : f32
// CHECK-NEXT: return %cst_1, %cst_0, %cst_2, %cst_3, %0, %cst_3, %cst, %cst_3 : f32, f32, f64, f32, f32, f32, f16, f32
// CHECK-NEXT: }
