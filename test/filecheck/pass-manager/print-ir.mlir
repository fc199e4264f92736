// RUN: comco-opt %s -allow-unregistered-dialect -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' -mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: comco-opt %s -allow-unregistered-dialect -mlir-disable-threading -cse -mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: comco-opt %s -allow-unregistered-dialect -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,cse))' -mlir-print-ir-after-all -mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: comco-opt %s -allow-unregistered-dialect -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-after=cse -mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not comco-opt %s -allow-unregistered-dialect -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,symbol-dce))' -mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILURE
// IR dumps as mlir-opt-22 prints them (on stderr): a header naming the pass, the op the pass ran
// on (a nested op alone, without aliases), a blank line.

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: index) -> (index, index) {
  %0 = "xt.apply"(%a) {map = #map} : (index) -> index
  %1 = arith.addi %a, %a : index
  %2 = arith.addi %a, %a : index
  return %1, %2 : index, index
}
func.func private @dead() {
  return
}

// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @f(%arg0: index) -> (index, index) {
// AFTER-NEXT:   %0 = "xt.apply"(%arg0) {map = affine_map<(d0) -> (d0 + 1)>} : (index) -> index
// AFTER-NEXT:   %1 = arith.addi %arg0, %arg0 : index
// AFTER-NEXT:   return %1, %1 : index, index
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @f(%arg0: index) -> (index, index) {
// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func private @dead() {
// AFTER:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func private @dead() {
// AFTER:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// AFTER-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// AFTER-NEXT: module {
// AFTER-NEXT:   func.func @f(%arg0: index) -> (index, index) {
// AFTER-NEXT:     %0 = "xt.apply"(%arg0) {map = #map} : (index) -> index
// AFTER:        }
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-EMPTY:
// AFTER-NOT:  IR Dump

// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// BEFORE-NEXT: module {
// BEFORE:        %2 = arith.addi %arg0, %arg0 : index
// BEFORE:        func.func private @dead() {

// The second cse changes nothing: no dump for it.
// CHANGE:     // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f
// CHANGE-NOT: IR Dump

// SCOPE: // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// SCOPE-NEXT: module {
// SCOPE: // -----// IR Dump After CSE (cse) ('func.func' operation: @dead) //----- //

// FAILURE:      error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// FAILURE:      // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// FAILURE-NEXT: func.func @f(%arg0: index) -> (index, index) {
// FAILURE-NOT:  IR Dump After CSE
// FAILURE:      // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// FAILURE-NEXT: func.func private @dead() {
