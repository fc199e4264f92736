// The examples through the whole CUDA path on the mock driver (pipeline, PTX emitter, host
// schedule, kernels run on the interpreter) print what the interpreter prints for the source.
// RUN: comco run %S/../../../examples/elementwise.mlir --device=mock --function=fma_relu --input=64x48xf32=random --input=64x48xf32=random --input=48xf32=random --seed=11 > %t.mock
// RUN: comco run %S/../../../examples/elementwise.mlir --function=fma_relu --input=64x48xf32=random --input=64x48xf32=random --input=48xf32=random --seed=11 > %t.cpu
// RUN: diff %t.mock %t.cpu
// RUN: comco run %S/../../../examples/megatron.mlir --device=mock --fusion=0 --function=megatron --input=64x32xf32=random --input=32x48xf32=random --input=48xf32=random --input=64x48xf32=random --seed=12 > %t.mock2
// RUN: comco run %S/../../../examples/megatron.mlir --function=megatron --input=64x32xf32=random --input=32x48xf32=random --input=48xf32=random --input=64x48xf32=random --seed=12 > %t.cpu2
// RUN: diff %t.mock2 %t.cpu2
// RUN: comco run %S/../../../examples/dropout-add.mlir --device=mock --function=dropout_add --input=64x48xf32=random --input=64x48xf32=random --seed=13 > %t.mock3
// RUN: comco run %S/../../../examples/dropout-add.mlir --function=dropout_add --input=64x48xf32=random --input=64x48xf32=random --seed=13 > %t.cpu3
// RUN: diff %t.mock3 %t.cpu3
