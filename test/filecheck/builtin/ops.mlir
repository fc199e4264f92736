// RUN: comco-opt %s --allow-unregistered-dialect | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | comco-opt --allow-unregistered-dialect | FileCheck %s

#map0 = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, d1 floordiv 4)>
#set0 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
!alias = tensor<4x?xf32>

// CHECK: module @named attributes {test.flag, test.v = 3 : i32}
module @named attributes {test.v = 3 : i32, test.flag} {
}

// CHECK-LABEL: func.func @types
func.func @types(%a: i1, %b: si8, %c: ui16, %d: i64, %e: index, %f: f16, %g: bf16, %h: f32, %i: f64,
                 %j: f80, %k: f128, %l: tf32, %m: f8E4M3FN, %n: f8E5M2, %o: none,
                 %p: complex<f32>, %q: tuple<i32, f32>, %r: !alias, %s: tensor<*xf32>,
                 %t: tensor<f32>, %u: tensor<0x4xi8>, %v: memref<4x?xf32>, %w: memref<*xf32>,
                 %x: memref<4xf32, strided<[1]>>, %y: memref<4x4xf32, #map0>, %z: memref<8xi32, 3>,
                 %aa: vector<4xf32>, %ab: vector<[4]x8xf32>, %ac: vector<f32>,
                 %ad: memref<4xf32, strided<[?], offset: ?>>, %ae: tensor<4xf32, "enc">,
                 %af: (i32, f32) -> (i64), %ag: () -> (), %ah: (i32) -> ((f32) -> f32),
                 %ai: !xdl.opaque<"x">, %aj: !xdl<"raw">) {
  return
}

// CHECK-LABEL: func.func @attrs
func.func @attrs() {
  "test.attrs"() {
    i = 1, i8 = -3 : i8, u = 255 : ui8, idx = 5 : index, b = true, f = 1.5, f32 = 0.1 : f32, f16 = 3.14 : f16,
    bf = 2.5 : bf16, nan = 0x7FC00000 : f32, inf = 0x7FF0000000000000 : f64, negz = -0.0,
    big = 1.0e20, small = 1.0e-20 : f64, pi = 3.14159265358979 : f64,
    s = "hello \"world\"\n", u2 = unit, arr = [1, 2.0, "x", [true]], dict = {z = 1 : i32, a},
    t = i32, ft = (i32) -> f32, sym = @foo, nested = @a::@b::@c, qsym = @"weird name",
    m = #map0, ms = affine_map<() -> (0)>, st = #set0,
    d1 = dense<1.0> : tensor<4xf32>, d2 = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
    d3 = dense<[true, false]> : tensor<2xi1>, d4 = dense<> : tensor<0xi64>, d5 = dense<-7> : vector<2xi16>,
    d6 = dense<"0x0000803F00000040"> : tensor<2xf32>, d7 = dense<[1.5, -2.25e-3]> : tensor<2xf64>,
    a32 = array<i32: 1, 2, 3>, a64 = array<i64>, af = array<f32: 1.0, 0.5>, ab = array<i1: true, false>,
    str = strided<[4, 1], offset: 8>, lay = strided<[?]>,
    loc1 = loc("a.mlir":1:2), loc2 = loc(unknown), loc3 = loc(fused["a":1:2, "b":3:4]),
    loc4 = loc("nm"("a":1:2)), loc5 = loc(callsite("a":1:2 at "b":3:4)),
    op1 = #xdl.opaque<1, [2]>, op2 = #xdl<"raw">, ty = !xdl.t
  } : () -> ()
  return
}

// CHECK-LABEL: func.func @results
func.func @results() {
  // CHECK: %[[A:.*]]:3 = "test.multi"()
  %a:3 = "test.multi"() : () -> (i32, i32, f32)
  // Result groups are not kept: upstream prints one group.
  // CHECK: %[[B:.*]]:3 = "test.multi"()
  %b, %c:2 = "test.multi"() : () -> (i32, i32, f32)
  // CHECK: "test.use"(%[[A]]#2, %[[B]]#0, %[[B]]#2)
  "test.use"(%a#2, %b, %c#1) : (f32, i32, f32) -> ()
  // CHECK: builtin.unrealized_conversion_cast %{{.*}} : i32 to i64
  %d = builtin.unrealized_conversion_cast %b : i32 to i64
  // CHECK: builtin.unrealized_conversion_cast to i64
  %e = builtin.unrealized_conversion_cast to i64
  return
}

// CHECK-LABEL: func.func @regions
func.func @regions() {
  // CHECK: "test.region"() ({
  // CHECK-NEXT: ^bb0(%{{.*}}: i32):
  "test.region"() ({
  ^bb0(%x: i32):
    "test.use"(%x) : (i32) -> ()
  }, {
  }, {
    "test.empty_entry"() : () -> ()
  ^bb1:
    "test.x"() : () -> ()
  }) : () -> ()
  return
}

// An f64 in an array drops its type unless it prints in hex (an infinity, a NaN, or a value whose
// exact decimal form has no '.'): hex alone would read back as an integer.
// CHECK-LABEL: func.func @f64_in_arrays
// CHECK: "test.f64s"() {a = [1.500000e+00, 0x7FF0000000000000 : f64, 0xFFF8000000000000 : f64, 0x4144550D80000000 : f64, 1.768396E+13]}
func.func @f64_in_arrays() {
  "test.f64s"() {a = [1.5, 0x7FF0000000000000 : f64, 0xFFF8000000000000 : f64, 0x4144550D80000000 : f64, 1.768396E+13]} : () -> ()
  return
}

// Strings are bytes: escapes that are not UTF-8 survive a round trip, characters print as their
// UTF-8 bytes.
// CHECK-LABEL: func.func @string_bytes
// CHECK: "test.bytes"() {a = "\FF\FE\80x\C3", b = "ok\E2\82\AC", c = "\F0\9F\98\80!", d = "\C3\A9\0A"}
func.func @string_bytes() {
  "test.bytes"() {a = "\ff\fe\80x\c3", b = "ok\e2\82\ac", c = "😀!", d = "é\n"} : () -> ()
  return
}
