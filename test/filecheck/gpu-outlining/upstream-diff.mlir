// REQUIRES: mlir-opt-22
// The outlining tests of this folder, printed by comco-opt and by mlir-opt-22: same text.
// RUN: comco-opt -allow-unregistered-dialect -gpu-launch-sink-index-computations -gpu-kernel-outlining -split-input-file %S/outlining.mlir > %t.comco
// RUN: mlir-opt-22 -allow-unregistered-dialect -gpu-launch-sink-index-computations -gpu-kernel-outlining -split-input-file %S/outlining.mlir > %t.upstream
// RUN: diff %t.comco %t.upstream
// RUN: comco-opt -allow-unregistered-dialect -gpu-kernel-outlining -split-input-file %S/outlining.mlir > %t.comco2
// RUN: mlir-opt-22 -allow-unregistered-dialect -gpu-kernel-outlining -split-input-file %S/outlining.mlir > %t.upstream2
// RUN: diff %t.comco2 %t.upstream2
// RUN: comco-opt -gpu-kernel-outlining -split-input-file %S/launch-attrs.mlir > %t.comco3
// RUN: mlir-opt-22 -gpu-kernel-outlining -split-input-file %S/launch-attrs.mlir > %t.upstream3
// RUN: diff %t.comco3 %t.upstream3
// RUN: comco-opt -gpu-launch-sink-index-computations %S/launch-attrs.mlir -split-input-file > %t.comco4
// RUN: mlir-opt-22 -gpu-launch-sink-index-computations %S/launch-attrs.mlir -split-input-file > %t.upstream4
// RUN: diff %t.comco4 %t.upstream4
