// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s

// CHECK-LABEL: func.func @index_ops(
// CHECK-NEXT: %[[C:.*]] = index.constant 27
// CHECK-NEXT: %[[N:.*]] = index.constant -3
// CHECK-NEXT: %[[T:.*]] = index.bool.constant true
// CHECK-NEXT: %[[A:.*]] = index.add %arg0, %[[C]]
// CHECK-NEXT: %{{.*}} = index.sub %[[A]], %arg1
// CHECK-NEXT: %{{.*}} = index.ceildivs %arg0, %[[N]]
// CHECK-NEXT: %{{.*}} = index.floordivs %arg0, %arg1
// CHECK-NEXT: %{{.*}} = index.maxu %arg0, %arg1
// CHECK-NEXT: %{{.*}} = index.shrs %arg0, %arg1
// CHECK-NEXT: %{{.*}} = index.xor %arg0, %arg1
// CHECK-NEXT: %{{.*}} = index.cmp slt(%[[A]], %arg1)
// CHECK-NEXT: %{{.*}} = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: %{{.*}} = index.casts %arg0 : index to i64
// CHECK-NEXT: %{{.*}} = index.castu %arg2 : i32 to index
// CHECK-NEXT: %{{.*}} = index.sizeof
func.func @index_ops(%a: index, %b: index, %i: i32) -> (index, index, index, index, index, index, i1, i1, i64, index, index, i1, index) {
  %c = index.constant 27
  %n = index.constant -3
  %t = index.bool.constant true
  %0 = index.add %a, %c
  %1 = index.sub %0, %b
  %2 = index.ceildivs %a, %n
  %3 = index.floordivs %a, %b
  %4 = index.maxu %a, %b
  %5 = index.shrs %a, %b
  %6 = index.xor %a, %b
  %7 = index.cmp slt(%0, %b)
  %8 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  %9 = index.casts %a : index to i64
  %10 = index.castu %i : i32 to index
  %s = index.sizeof
  return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %s, %t, %n : index, index, index, index, index, index, i1, i1, i64, index, index, i1, index
}
