// RUN: comco-opt %s --allow-unregistered-dialect --mlir-use-nameloc-as-prefix | FileCheck %s --check-prefix=NAMELOC
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-use-nameloc-as-prefix --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-unique-ssa-ids | FileCheck %s --check-prefix=UNIQUE
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-skip-regions | FileCheck %s --check-prefix=SKIP
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-skip-regions --mlir-print-op-generic | FileCheck %s --check-prefix=SKIP-GENERIC
// PARITY: print

// Name locations name values (the first one found: a fused location's first part, a call site's
// callee); every result group of an op takes the op's name; an entry argument so named still
// takes its number; names are sanitized and made unique as asm names are.
// NAMELOC-LABEL: func.func @named(%x: i32, %arg1: i32, %arg2: memref<4x4xf32>) -> i32 {
// NAMELOC-NEXT: %cst = arith.constant 1 : i32
// NAMELOC-NEXT: %c1_i32 = arith.constant 1 : i32
// NAMELOC-NEXT: %a = arith.constant 2 : i32
// NAMELOC-NEXT: %foo = arith.addi %x, %cst : i32
// NAMELOC-NEXT: %cst_0 = arith.addi %foo, %c1_i32 : i32
// NAMELOC-NEXT: %pair:2 = "xtest.two"() : () -> (i32, i32)
// NAMELOC-NEXT: %meta, %meta_1, %meta_2:2, %meta_3:2 = memref.extract_strided_metadata
// NAMELOC-NEXT: %_0abc_def = arith.addi %pair#0, %a : i32
// NAMELOC-NEXT: cf.br ^bb1(%_0abc_def, %meta_1 : i32, index)
// NAMELOC-NEXT: ^bb1(%v: i32, %0: index):  // pred: ^bb0
// The generic form names no results after their ops, and numbers all regions as one.
// GENERIC: ^bb0(%x: i32, %arg{{[0-9]+}}: i32, %arg{{[0-9]+}}: memref<4x4xf32>):
// GENERIC-NEXT: %cst = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT: %{{[0-9]+}} = "arith.constant"() <{value = 1 : i32}> : () -> i32
func.func @named(%a: i32 loc("x"), %b: i32, %m: memref<4x4xf32>) -> i32 {
  %c = arith.constant 1 : i32 loc("cst")
  %d = arith.constant 1 : i32
  %e = arith.constant 2 : i32 loc(fused["a", "b"])
  %f = arith.addi %a, %c : i32 loc(callsite("foo" at "bar"))
  %g = arith.addi %f, %d : i32 loc("cst")
  %h:2 = "xtest.two"() : () -> (i32, i32) loc("pair")
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index loc("meta")
  %i = arith.addi %h#0, %e : i32 loc("0abc def")
  cf.br ^bb1(%i, %off : i32, index)
^bb1(%v: i32 loc("v"), %w: index):
  "xtest.use"(%g, %w) : (i32, index) -> ()
  return %v : i32
}

// Unique ids: one count for all regions, taken in upstream's order (the last function's regions
// first).
// UNIQUE-LABEL: func.func @first(%arg1: i32, %arg2: i1) -> i32 {
// UNIQUE-NEXT: %c1_i32 = arith.constant 1 : i32
// UNIQUE-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// UNIQUE-NEXT: %2 = scf.if %arg2 -> (i32) {
// UNIQUE-NEXT: %3 = arith.muli %1, %1 : i32
// UNIQUE-LABEL: func.func @second(%arg0: i32) -> i32 {
// UNIQUE-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// SKIP: module {...}
// SKIP-GENERIC: "builtin.module"() ({...}) : () -> ()
func.func @first(%a: i32, %b: i1) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = scf.if %b -> i32 {
    %2 = arith.muli %0, %0 : i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  return %1 : i32
}
func.func @second(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
