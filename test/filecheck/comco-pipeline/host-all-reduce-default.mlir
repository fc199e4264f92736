// Without comco.workgroup_size a host gpu.all_reduce stands for 256 threads: Figure 1's
// all_reduce of 3.14 is 256 copies summed in thread order (803.84 up to f32 rounding).
// RUN: comco run %s --function=fig1 | FileCheck %s

// CHECK: f32=803.843
module {
  func.func @fig1() -> f32 {
    %0 = arith.constant 3.14 : f32
    %s = gpu.all_reduce add %0 uniform {} : (f32) -> (f32)
    return %s : f32
  }
}
