// comco bench's plumbing on the mock driver (its times are host times): a copy yardstick, a row
// per kernel launch, the end-to-end graph replay, and the fused/unfused comparison.
// RUN: comco bench %S/../../../examples/elementwise.mlir --function=fma_relu --device=mock --warmup=0 --reps=1 --compare-unfused | FileCheck %s
// RUN: not comco bench %S/../../../examples/elementwise.mlir --function=fma_relu --device=mock --reps=0 2>&1 | FileCheck %s --check-prefix=REPS
// CHECK: comco bench {{.*}}elementwise.mlir @fma_relu on comco mock device
// CHECK-NEXT: device-to-device copy: {{[0-9.]+}} GB/s
// CHECK-NEXT: fused (comco-pipeline{fusion=1}): 1 kernel launch
// CHECK-NEXT: kernel {{.*}} median us
// CHECK-NEXT: fma_relu_kernel::fma_relu_kernel (#{{[0-9]+}}) {{.*}}x1x1 {{.*}}%
// CHECK-NEXT: end to end (graph replay): median
// CHECK-NEXT: unfused (comco-pipeline{fusion=0}): 3 kernel launches
// CHECK-COUNT-3: ::fma_relu_kernel (#
// CHECK: end to end (graph replay): median
// CHECK-NEXT: speedup of fusion: {{[0-9.]+}}x end to end (3 -> 1 launches)
// REPS: comco bench: error: --warmup and --reps must be integers (reps >= 1)
