// REQUIRES: mlir-opt-22
// convert-linalg-to-loops and fold-memref-alias-ops print what mlir-opt-22 prints.
// RUN: comco-opt -convert-linalg-to-loops -split-input-file %S/linalg-to-loops.mlir > %t.comco
// RUN: mlir-opt-22 -convert-linalg-to-loops -split-input-file %S/linalg-to-loops.mlir > %t.upstream
// RUN: diff %t.comco %t.upstream
