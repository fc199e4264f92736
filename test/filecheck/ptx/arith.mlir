// arith → PTX, one kernel per family: integer ops (i32, index, i8, i1), float ops (f32, f64,
// f16, bf16), comparisons, select, constants and conversions.
// RUN: comco-opt %s --comco-emit-ptx | FileCheck %s

module attributes {gpu.container_module} {
gpu.module @a {
  // CHECK-LABEL: .entry a__ints(
  gpu.func @ints(%o: memref<16xi32>, %x: i32, %y: i32, %n: index) kernel {
    // CHECK: ld.param.u32 [[X:%r[0-9]+]], [a__ints_param_1];
    // CHECK: ld.param.u32 [[Y:%r[0-9]+]], [a__ints_param_2];
    // CHECK: ld.param.u64 [[N:%rd[0-9]+]], [a__ints_param_3];
    // CHECK: add.s32 {{%r[0-9]+}}, [[X]], [[Y]];
    %0 = arith.addi %x, %y : i32
    // CHECK: sub.s32
    %1 = arith.subi %0, %y : i32
    // CHECK: mul.lo.s32
    %2 = arith.muli %1, %x : i32
    // CHECK: div.s32
    %3 = arith.divsi %2, %y : i32
    // CHECK: div.u32
    %4 = arith.divui %3, %y : i32
    // CHECK: rem.s32
    %5 = arith.remsi %4, %y : i32
    // CHECK: rem.u32
    %6 = arith.remui %5, %y : i32
    // CHECK: and.b32
    %7 = arith.andi %6, %x : i32
    // CHECK: or.b32
    %8 = arith.ori %7, %x : i32
    // CHECK: xor.b32
    %9 = arith.xori %8, %x : i32
    // CHECK: shl.b32
    %10 = arith.shli %9, %y : i32
    // CHECK: shr.s32
    %11 = arith.shrsi %10, %y : i32
    // CHECK: shr.u32
    %12 = arith.shrui %11, %y : i32
    // CHECK: max.s32
    %13 = arith.maxsi %12, %x : i32
    // CHECK: min.u32
    %14 = arith.minui %13, %x : i32
    // floordivsi: quotient, remainder, and a -1 where the signs differ
    // CHECK: div.s32 [[Q:%r[0-9]+]]
    // CHECK-NEXT: rem.s32
    // CHECK: xor.pred
    // CHECK: selp.s32 {{%r[0-9]+}}, -1, 0,
    %15 = arith.floordivsi %14, %y : i32
    // CHECK: mul.hi.s32
    %lo, %hi = arith.mulsi_extended %15, %x : i32
    %16 = arith.addi %lo, %hi : i32
    // index arithmetic is 64-bit; index_cast sign-extends
    // CHECK: cvt.s64.s32 [[I:%rd[0-9]+]], {{%r[0-9]+}};
    %i = arith.index_cast %16 : i32 to index
    // CHECK: add.s64 {{%rd[0-9]+}}, [[I]], [[N]];
    %j = arith.addi %i, %n : index
    // a shift amount goes to 32 bits
    // CHECK: cvt.u32.u64 [[AMT:%r[0-9]+]]
    // CHECK-NEXT: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[AMT]];
    %k = arith.shli %j, %n : index
    // CHECK: setp.lt.s64 [[P:%p[0-9]+]]
    %lt = arith.cmpi slt, %k, %n : index
    // CHECK: selp.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, [[P]];
    %s = arith.select %lt, %16, %x : i32
    // i1 logic on predicates
    // CHECK: setp.ne.b32
    %ne = arith.cmpi ne, %s, %x : i32
    // CHECK: xor.pred
    %xo = arith.xori %lt, %ne : i1
    // CHECK: selp.b32 {{%r[0-9]+}}, 1, 0,
    %ext = arith.extui %xo : i1 to i32
    // i8: 16-bit registers kept sign-extended
    // CHECK: cvt.u16.u32 [[B:%rs[0-9]+]]
    // CHECK-NEXT: cvt.s16.s8 [[B]], [[B]];
    %b = arith.trunci %ext : i32 to i8
    // CHECK: add.s16 [[B2:%rs[0-9]+]]
    // CHECK-NEXT: cvt.s16.s8 [[B2]], [[B2]];
    %b2 = arith.addi %b, %b : i8
    // unsigned reads mask first
    // CHECK: and.b16 {{%rs[0-9]+}}, [[B2]], 0xFF;
    // CHECK: cvt.u32.u8
    %e = arith.extui %b2 : i8 to i32
    %c0 = arith.constant 0 : index
    memref.store %e, %o[%c0] : memref<16xi32>
    gpu.return
  }

  // CHECK-LABEL: .entry a__floats(
  gpu.func @floats(%o: memref<4xf32>, %p: memref<4xf64>, %h: memref<4xf16>, %g: memref<4xbf16>, %x: f32, %y: f32) kernel {
    // CHECK: add.rn.f32
    %0 = arith.addf %x, %y : f32
    // CHECK: sub.rn.f32
    %1 = arith.subf %0, %y : f32
    // CHECK: mul.rn.f32
    %2 = arith.mulf %1, %x : f32
    // CHECK: div.rn.f32
    %3 = arith.divf %2, %y : f32
    // remf: a - trunc(a/b)·b
    // CHECK: div.rn.f32 [[RQ:%f[0-9]+]]
    // CHECK-NEXT: cvt.rzi.f32.f32 [[RQ]], [[RQ]];
    // CHECK-NEXT: neg.f32
    // CHECK-NEXT: fma.rn.f32
    %4 = arith.remf %3, %y : f32
    // CHECK: max.NaN.f32
    %5 = arith.maximumf %4, %x : f32
    // CHECK: min.f32
    %6 = arith.minnumf %5, %x : f32
    // CHECK: neg.f32
    %7 = arith.negf %6 : f32
    // CHECK: setp.ltu.f32
    %lt = arith.cmpf ult, %7, %x : f32
    // CHECK: selp.f32
    %8 = arith.select %lt, %7, %x : f32
    // subf of a contracted product: fma with a negated addend
    // CHECK: neg.f32 [[NA:%f[0-9]+]], [[Y:%f[0-9]+]];
    // CHECK-NEXT: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, [[NA]];
    %m = arith.mulf %8, %x fastmath<contract> : f32
    %9 = arith.subf %m, %y fastmath<contract> : f32
    %c0 = arith.constant 0 : index
    memref.store %9, %o[%c0] : memref<4xf32>
    // f64: widen, maximumf by a NaN check, narrow
    // CHECK: cvt.f64.f32 [[D:%fd[0-9]+]]
    %d = arith.extf %9 : f32 to f64
    // CHECK: max.f64
    // CHECK: setp.nan.f64
    %dm = arith.maximumf %d, %d : f64
    // CHECK: st.global.f64
    memref.store %dm, %p[%c0] : memref<4xf64>
    // CHECK: cvt.rn.f16.f32 [[H:%rs[0-9]+]]
    %hv = arith.truncf %9 : f32 to f16
    // CHECK: add.rn.f16
    %hs = arith.addf %hv, %hv : f16
    // f16 division goes through f32
    // CHECK: cvt.f32.f16
    // CHECK: div.rn.f32
    // CHECK: cvt.rn.f16.f32
    %hd = arith.divf %hs, %hv : f16
    // CHECK: st.global.b16
    memref.store %hd, %h[%c0] : memref<4xf16>
    // CHECK: cvt.rn.bf16.f32
    %gv = arith.truncf %9 : f32 to bf16
    // CHECK: mul.rn.bf16
    %gm = arith.mulf %gv, %gv : bf16
    memref.store %gm, %g[%c0] : memref<4xbf16>
    gpu.return
  }

  // CHECK-LABEL: .entry a__casts(
  gpu.func @casts(%o: memref<8xi64>, %f: memref<8xf32>, %x: f32, %i: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // CHECK: cvt.rzi.s32.f32
    %0 = arith.fptosi %x : f32 to i32
    // CHECK: cvt.rzi.u64.f32
    %1 = arith.fptoui %x : f32 to i64
    // CHECK: cvt.rn.f32.s32
    %2 = arith.sitofp %i : i32 to f32
    // CHECK: cvt.rn.f32.u32
    %3 = arith.uitofp %i : i32 to f32
    // CHECK: cvt.s64.s32
    %4 = arith.extsi %0 : i32 to i64
    // CHECK: cvt.u64.u32
    %5 = arith.extui %0 : i32 to i64
    %6 = arith.addi %4, %5 : i64
    %7 = arith.addi %6, %1 : i64
    memref.store %7, %o[%c0] : memref<8xi64>
    // CHECK: mov.b32 {{%r[0-9]+}}, {{%f[0-9]+}};
    %8 = arith.bitcast %2 : f32 to i32
    // CHECK: cvt.u32.u64
    %9 = arith.index_castui %c1 : index to i32
    %10 = arith.addi %8, %9 : i32
    %11 = arith.bitcast %10 : i32 to f32
    %12 = arith.addf %11, %3 : f32
    // constants are bit patterns
    // CHECK: mov.f32 {{%f[0-9]+}}, 0f3FC00000;
    %k = arith.constant 1.5 : f32
    %13 = arith.mulf %12, %k : f32
    // CHECK: st.global.f32 [{{%rd[0-9]+}}+4], {{%f[0-9]+}};
    memref.store %13, %f[%c1] : memref<8xf32>
    gpu.return
  }
}
}
