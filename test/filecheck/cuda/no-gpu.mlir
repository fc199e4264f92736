// Without a CUDA driver or device, --device=cuda says so in one line and suggests the CPU.
// UNSUPPORTED: cuda
// RUN: not comco run %s --device=cuda --function=f --input="4xf32=random" 2>&1 | FileCheck %s
// RUN: not comco bench %s --function=f 2>&1 | FileCheck %s
// CHECK: error: no CUDA GPU available: {{.*}}; run on the CPU with --device=cpu
// CHECK-NOT: at {{.*}}.js
func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
