// Assembles the example kernels' PTX with ptxas for sm_90 and checks its resource report: no
// spills. (test/unit/ptx-ptxas.test.ts assembles the PTX of every test in this directory.)
// REQUIRES: ptxas
// RUN: comco-opt %S/matmul-shared.mlir --comco-emit-ptx -o %t.mm.ptx
// RUN: ptxas -arch=sm_90 -v %t.mm.ptx -o %t.mm.cubin 2>&1 | FileCheck %s --check-prefix=MM
// RUN: comco-opt %S/reduction-shuffle.mlir --comco-emit-ptx -o %t.red.ptx
// RUN: ptxas -arch=sm_90 -v %t.red.ptx -o %t.red.cubin 2>&1 | FileCheck %s --check-prefix=RED
// RUN: comco-opt %S/elementwise.mlir --comco-emit-ptx -o %t.ew.ptx
// RUN: ptxas -arch=sm_90 -v %t.ew.ptx -o %t.ew.cubin 2>&1 | FileCheck %s --check-prefix=EW

// MM: Compiling entry function 'mm__matmul' for 'sm_90'
// MM: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// MM: used 1 barriers, 2048 bytes smem
// RED: Compiling entry function 'red__block_sum' for 'sm_90'
// RED: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// EW: Compiling entry function 'kernels__axpy_exp' for 'sm_90'
// EW: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
