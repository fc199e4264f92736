// ub.poison runs (as zeros: any value is a correct reading of poison), and a select that never
// picks the poison gives the other operand.
// RUN: comco run %s --function=f --input=i32=7 | FileCheck %s
// RUN: comco run %s --function=g --input=i1=0 --input=i32=9 | FileCheck %s --check-prefix=TAKEN
// RUN: not comco run %s --function=g --input=i1=1 --input=i32=9 2>&1 | FileCheck %s --check-prefix=UNREACHABLE
// CHECK: i32=0
// CHECK-NEXT: 2xf32=0 0
// CHECK-NEXT: i32=7
func.func @f(%x: i32) -> (i32, vector<2xf32>, i32) {
  %p = ub.poison : i32
  %v = ub.poison : vector<2xf32>
  %c = arith.constant 1 : i1
  %s = arith.select %c, %x, %p : i32
  return %p, %v, %s : i32, vector<2xf32>, i32
}

// TAKEN: i32=9
// UNREACHABLE: ub.mlir:[[@LINE+4]]:3: error: 'ub.unreachable' op was reached
func.func @g(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  ub.unreachable
^b:
  return %x : i32
}
