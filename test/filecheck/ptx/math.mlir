// math → PTX: approximation units inside accuracy-preserving sequences (docs/ptx.md lists the
// bounds); exact ops where PTX has them; f16 through f32.
// RUN: comco-opt %s --comco-emit-ptx | FileCheck %s

module attributes {gpu.container_module} {
gpu.module @m {
  // CHECK-LABEL: .entry m__f32(
  gpu.func @f32(%o: memref<32xf32>, %x: f32, %y: f32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    // exp: Cody-Waite reduction, ex2 of the remainder, two power-of-2 scales
    // CHECK: cvt.rni.f32.f32
    // CHECK: fma.rn.f32 {{.*}}, 0f3F317200,
    // CHECK: ex2.approx.f32
    // CHECK: ex2.approx.ftz.f32
    %0 = math.exp %x : f32
    memref.store %0, %o[%c0] : memref<32xf32>
    // CHECK: lg2.approx.f32 [[L:%f[0-9]+]]
    // CHECK-NEXT: mul.rn.f32 {{%f[0-9]+}}, [[L]], 0f3F317218;
    %1 = math.log %x : f32
    memref.store %1, %o[%c1] : memref<32xf32>
    // tanh: polynomial near 0, exp formula elsewhere, selected on |x| < 0.4
    // CHECK: setp.lt.f32 {{%p[0-9]+}}, {{%f[0-9]+}}, 0f3ECCCCCD;
    %2 = math.tanh %x : f32
    memref.store %2, %o[%c2] : memref<32xf32>
    // CHECK: tanh.approx.f32
    %3 = math.tanh %x fastmath<afn> : f32
    memref.store %3, %o[%c3] : memref<32xf32>
    // CHECK: rcp.rn.f32
    // CHECK: setp.lt.f32 {{%p[0-9]+}}, {{%f[0-9]+}}, 0f3F000000;
    %4 = math.erf %x : f32
    memref.store %4, %o[%c4] : memref<32xf32>
    // CHECK: sqrt.rn.f32
    %5 = math.sqrt %x : f32
    memref.store %5, %o[%c5] : memref<32xf32>
    // CHECK: rsqrt.approx.f32
    %6 = math.rsqrt %x : f32
    memref.store %6, %o[%c6] : memref<32xf32>
    // CHECK: sin.approx.f32
    %7 = math.sin %x : f32
    memref.store %7, %o[%c7] : memref<32xf32>
    // CHECK: cos.approx.f32
    %8 = math.cos %x : f32
    // CHECK: fma.rn.f32
    %9 = math.fma %8, %x, %y : f32
    memref.store %9, %o[%c8] : memref<32xf32>
    // CHECK: cvt.rmi.f32.f32
    %10 = math.floor %9 : f32
    // CHECK: cvt.rpi.f32.f32
    %11 = math.ceil %10 : f32
    // CHECK: cvt.rni.f32.f32
    %12 = math.roundeven %11 : f32
    // CHECK: abs.f32
    %13 = math.absf %12 : f32
    // copysign(x, y): PTX takes the sign source first
    // CHECK: copysign.f32 {{%f[0-9]+}}, [[SGN:%f[0-9]+]], {{%f[0-9]+}};
    %14 = math.copysign %13, %y : f32
    // CHECK: ex2.approx.f32
    %15 = math.powf %14, %y : f32
    memref.store %15, %o[%c9] : memref<32xf32>
    gpu.return
  }
  // CHECK-LABEL: .entry m__half_and_int(
  gpu.func @half_and_int(%o: memref<4xf16>, %q: memref<4xi32>, %x: f16, %n: i32) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: ld.param.b16 [[H:%rs[0-9]+]]
    // CHECK: cvt.f32.f16 [[W:%f[0-9]+]], [[H]];
    // CHECK: ex2.approx.f32
    // CHECK: cvt.rn.f16.f32
    %0 = math.exp %x : f16
    memref.store %0, %o[%c0] : memref<4xf16>
    // CHECK: clz.b32
    %1 = math.ctlz %n : i32
    // CHECK: popc.b32
    %2 = math.ctpop %1 : i32
    // CHECK: brev.b32
    // CHECK-NEXT: clz.b32
    %3 = math.cttz %2 : i32
    memref.store %3, %q[%c0] : memref<4xi32>
    gpu.return
  }
}
}
