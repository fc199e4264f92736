// RUN: not comco-opt --no-implicit-module --split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not comco-opt --no-implicit-module --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not comco-opt --no-implicit-module --split-input-file --canonicalize %s 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: not comco-opt --no-implicit-module --split-input-file --pass-pipeline='builtin.module(canonicalize)' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not comco-opt --no-implicit-module --split-input-file --symbol-dce %s 2>&1 | FileCheck %s --check-prefix=DCE
// PARITY: diagnostics

// --no-implicit-module: each input's one top-level op is the top-level op, printed as it is;
// pass flags run anchored on it, and a pipeline anchored elsewhere cannot run on it. An input
// with other than one top-level op is an error at its start.

// CHECK: func.func @one(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CANON: func.func @one(%arg0: i32) -> i32 {
// CANON-NEXT: return %arg0 : i32
// ANCHOR: no-implicit-module.mlir:[[@LINE+2]]:1: error: can't run 'builtin.module' pass manager on 'func.func' op
// DCE: no-implicit-module.mlir:[[@LINE+1]]:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
func.func @one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}

// -----

// ERR: no-implicit-module.mlir:[[@LINE-2]]:9: error: source must contain a single top-level operation, found: 2
func.func @a() {
  return
}
func.func @b() {
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: }
module {
}
