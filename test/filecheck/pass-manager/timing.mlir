// RUN: comco-opt %s -mlir-timing -pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s
// RUN: comco-opt %s -mlir-pass-statistics -pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// --mlir-timing: upstream's execution time report (tree display); the times themselves vary.

func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}
func.func private @dead()

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT:     {{.*}}  Parser
// CHECK-NEXT:     {{.*}}  'func.func' Pipeline
// CHECK-NEXT:     {{.*}}    CSE
// CHECK-NEXT:     {{.*}}    Canonicalizer
// CHECK-NEXT:     {{.*}}  SymbolDCE
// CHECK-NEXT:     {{.*}}  Output
// CHECK-NEXT:     {{.*}}  Rest
// CHECK-NEXT:     {{.*}}(100.0%)  Total

// STATS:      ... Pass statistics report ...
// STATS:      'func.func' Pipeline
// STATS-NEXT:   CSE
// STATS-NEXT:     (S) 1 num-cse'd - Number of operations CSE'd
// STATS-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
// STATS-NEXT: SymbolDCE
// STATS-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd
