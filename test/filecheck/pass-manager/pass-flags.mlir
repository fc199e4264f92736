// RUN: comco-opt %s -cse -canonicalize=max-iterations=2 -symbol-dce -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: comco-opt %s --canonicalize="top-down=false region-simplify=aggressive" -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: comco-opt %s -symbol-dce -cse | FileCheck %s
// RUN: comco-opt %s -pass-pipeline='builtin.module(symbol-dce,func.func(cse))' | FileCheck %s
// RUN: comco-opt --list-passes | FileCheck %s --check-prefix=LIST
// Passes as flags run in command-line order; their options follow `=`; --dump-pass-pipeline
// shows the pipeline as mlir-opt-22 does.

func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}
func.func private @dead()

// CHECK-LABEL: func.func @f(
//  CHECK-NEXT:   %[[X:.*]] = arith.addi %arg0, %arg0 : i32
//  CHECK-NEXT:   return %[[X]], %[[X]] : i32, i32
//   CHECK-NOT: @dead

// DUMP:      Pass Manager with 3 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   cse,
// DUMP-NEXT:   canonicalize{  max-iterations=2 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DUMP-NEXT:   symbol-dce
// DUMP-NEXT: )

// OPTIONS: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=false}

// LIST: Passes:
// LIST: --canonicalize {{.*}} Canonicalize operations
// LIST:   --max-iterations=<long> {{.*}} Max. iterations between applying patterns / simplifying regions
// LIST:   --region-simplify=<value>
// LIST:     =aggressive
// LIST: --cse {{.*}} Eliminate common sub-expressions
// LIST: --symbol-dce {{.*}} Eliminate dead symbols
