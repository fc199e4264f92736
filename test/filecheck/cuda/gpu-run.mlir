// On a GPU: the examples compiled to PTX and run by the HAL print what the interpreter prints
// (to the printed digits) on the same random inputs, and the hand-written host routine runs.
// REQUIRES: cuda
// RUN: comco run %S/host-vadd.mlir --device=cuda --function=main --input="300xf32=random" --input="300xf32=random" --print-max-element-count=4 | FileCheck %S/host-vadd.mlir
// RUN: comco run %S/../../../examples/elementwise.mlir --device=cuda --function=fma_relu --input=64x48xf32=random --input=64x48xf32=random --input=48xf32=random --seed=11 > %t.gpu
// RUN: comco run %S/../../../examples/elementwise.mlir --function=fma_relu --input=64x48xf32=random --input=64x48xf32=random --input=48xf32=random --seed=11 > %t.cpu
// RUN: diff %t.gpu %t.cpu
// RUN: comco compile %S/../../../examples/mlp-layer.mlir --function=mlp_layer -o %t.comco
// RUN: comco run %t.comco --input=64x32xf32=random --input=32x16xf32=random --input=16xf32=random --seed=3 --print-max-element-count=4 | FileCheck %s
// CHECK: 64x16xf32=
// RUN: not comco run %S/host-oom.mlir --device=cuda --function=huge --input="4xf32=random" 2>&1 | FileCheck %s --check-prefix=OOM
// OOM: comco run: error: out of device memory allocating memref.alloc memref<25000000000xf32> at {{.*}}, 100000000000 bytes (93.13 GiB;
