// REQUIRES: mlir-opt-22
// convert-linalg-to-loops, convert-linalg-to-parallel-loops and fold-memref-alias-ops print what
// mlir-opt-22 prints.
// RUN: comco-opt -convert-linalg-to-loops -split-input-file %S/linalg-to-loops.mlir > %t.comco
// RUN: mlir-opt-22 -convert-linalg-to-loops -split-input-file %S/linalg-to-loops.mlir > %t.upstream
// RUN: diff %t.comco %t.upstream
// RUN: comco-opt -convert-linalg-to-parallel-loops %S/linalg-to-parallel-loops.mlir > %t.comco4
// RUN: mlir-opt-22 -convert-linalg-to-parallel-loops %S/linalg-to-parallel-loops.mlir > %t.upstream4
// RUN: diff %t.comco4 %t.upstream4
// RUN: comco-opt -fold-memref-alias-ops %S/fold-alias.mlir > %t.comco2
// RUN: mlir-opt-22 -fold-memref-alias-ops %S/fold-alias.mlir > %t.upstream2
// RUN: diff %t.comco2 %t.upstream2
// RUN: comco-opt -fold-memref-alias-ops -allow-unregistered-dialect %S/fold-alias-vector.mlir > %t.comco3
// RUN: mlir-opt-22 -fold-memref-alias-ops -allow-unregistered-dialect %S/fold-alias-vector.mlir > %t.upstream3
// RUN: diff %t.comco3 %t.upstream3
