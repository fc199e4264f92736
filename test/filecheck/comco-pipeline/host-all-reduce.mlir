// A gpu.all_reduce in host code (the paper's Figure 1) reduces over one workgroup of
// comco.workgroup_size threads (256 by default) that all hold the value (docs/pipeline.md).
// RUN: comco run %s --function=small --input="f32=1.5" --input="i32=6" | FileCheck %s --check-prefix=SMALL

// SMALL: f32=6
// SMALL-NEXT: f32=1.5
// SMALL-NEXT: f32=5.0625
// SMALL-NEXT: i32=0
// SMALL-NEXT: i32=6
// SMALL-NEXT: i32=24
module attributes {comco.workgroup_size = 4 : i64} {
  func.func @small(%v: f32, %i: i32) -> (f32, f32, f32, i32, i32, i32) {
    %a = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
    %m = gpu.all_reduce maxnumf %v uniform {} : (f32) -> (f32)
    %p = gpu.all_reduce mul %v uniform {} : (f32) -> (f32)
    %x = gpu.all_reduce xor %i uniform {} : (i32) -> (i32)
    %o = gpu.all_reduce or %i uniform {} : (i32) -> (i32)
    %s = gpu.all_reduce %i {
    ^bb0(%l: i32, %r: i32):
      %t = arith.addi %l, %r : i32
      gpu.yield %t : i32
    } : (i32) -> (i32)
    return %a, %m, %p, %x, %o, %s : f32, f32, f32, i32, i32, i32
  }
}
