// Integer semantics of arith: wrapping at every width, signed and unsigned division, shifts,
// comparisons and casts.
// RUN: comco run %s --function=wrap --input="i8=127" --input="i8=1" | FileCheck %s --check-prefix=WRAP
// RUN: comco run %s --function=i1ops --input="i1=1" --input="i1=1" | FileCheck %s --check-prefix=I1
// RUN: comco run %s --function=i64ops --input="i64=9223372036854775807" --input="i64=3" | FileCheck %s --check-prefix=I64
// RUN: comco run %s --function=divs --input="i32=-7" --input="i32=2" | FileCheck %s --check-prefix=DIV
// RUN: comco run %s --function=shifts --input="i16=-32768" --input="i16=17" | FileCheck %s --check-prefix=SHIFT
// RUN: comco run %s --function=casts --input="i32=-1" | FileCheck %s --check-prefix=CAST
// RUN: comco run %s --function=tensors --input="4xi8=[100 -100 7 -128]" | FileCheck %s --check-prefix=TENSOR

// WRAP: i8=-128
// WRAP-NEXT: i8=1
// WRAP-NEXT: i8=127
func.func @wrap(%a: i8, %b: i8) -> (i8, i8, i8) {
  %s = arith.addi %a, %b : i8
  %m = arith.muli %a, %a : i8
  %n = arith.subi %s, %b : i8
  return %s, %m, %n : i8, i8, i8
}

// I1: i1=0
// I1-NEXT: i1=1
// I1-NEXT: i1=1
// I1-NEXT: i1=0
// I1-NEXT: i32=-1
func.func @i1ops(%a: i1, %b: i1) -> (i1, i1, i1, i1, i32) {
  %x = arith.addi %a, %b : i1
  %y = arith.muli %a, %b : i1
  // true is -1 as a signed i1: -1 < 0.
  %lt = arith.cmpi slt, %a, %x : i1
  %ult = arith.cmpi ult, %a, %x : i1
  %e = arith.extsi %a : i1 to i32
  return %x, %y, %lt, %ult, %e : i1, i1, i1, i1, i32
}

// I64: i64=-9223372036854775808
// I64-NEXT: i64=9223372036854775805
// I64-NEXT: i64=3074457345618258602
// I64-NEXT: i64=1
// I64-NEXT: i64=3074457345618258601
func.func @i64ops(%a: i64, %b: i64) -> (i64, i64, i64, i64, i64) {
  %c1 = arith.constant 1 : i64
  %s = arith.addi %a, %c1 : i64
  %m = arith.muli %a, %b : i64
  %d = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %u = arith.divui %m, %b : i64
  return %s, %m, %d, %r, %u : i64, i64, i64, i64, i64
}

// DIV: i32=-3
// DIV-NEXT: i32=-1
// DIV-NEXT: i32=-4
// DIV-NEXT: i32=-3
// DIV-NEXT: i32=2147483644
// DIV-NEXT: i32=1
func.func @divs(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %c = arith.ceildivsi %a, %b : i32
  %u = arith.divui %a, %b : i32
  %v = arith.remui %a, %b : i32
  return %q, %r, %f, %c, %u, %v : i32, i32, i32, i32, i32, i32
}

// SHIFT: i16=0
// SHIFT-NEXT: i16=-1
// SHIFT-NEXT: i16=0
// SHIFT-NEXT: i16=-16384
// SHIFT-NEXT: i16=16384
func.func @shifts(%a: i16, %n: i16) -> (i16, i16, i16, i16, i16) {
  %c1 = arith.constant 1 : i16
  // A shift by at least the width gives 0 (or the sign for shrsi).
  %l = arith.shli %a, %n : i16
  %s = arith.shrsi %a, %n : i16
  %u = arith.shrui %a, %n : i16
  %s1 = arith.shrsi %a, %c1 : i16
  %u1 = arith.shrui %a, %c1 : i16
  return %l, %s, %u, %s1, %u1 : i16, i16, i16, i16, i16
}

// CAST: i64=4294967295
// CAST-NEXT: i64=-1
// CAST-NEXT: i8=-1
// CAST-NEXT: f32=-1
// CAST-NEXT: f32=4.29497E+09
// CAST-NEXT: index=-1
// CAST-NEXT: index=4294967295
// CAST-NEXT: f32=NAN
// CAST-NEXT: i32=2147483647
// CAST-NEXT: i32=0
func.func @casts(%a: i32) -> (i64, i64, i8, f32, f32, index, index, f32, i32, i32) {
  %zu = arith.extui %a : i32 to i64
  %zs = arith.extsi %a : i32 to i64
  %t = arith.trunci %a : i32 to i8
  %sf = arith.sitofp %a : i32 to f32
  %uf = arith.uitofp %a : i32 to f32
  %ix = arith.index_cast %a : i32 to index
  %iu = arith.index_castui %a : i32 to index
  %nan = arith.bitcast %a : i32 to f32
  // float -> int saturates; NaN gives 0.
  %big = arith.constant 1.0e10 : f32
  %sat = arith.fptosi %big : f32 to i32
  %z = arith.fptosi %nan : f32 to i32
  return %zu, %zs, %t, %sf, %uf, %ix, %iu, %nan, %sat, %z : i64, i64, i8, f32, f32, index, index, f32, i32, i32
}

// TENSOR: 4xi8=-56 56 14 0
// TENSOR-NEXT: 4xi1=0 1 0 1
func.func @tensors(%a: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi1>) {
  %s = arith.addi %a, %a : tensor<4xi8>
  %z = arith.constant dense<0> : tensor<4xi8>
  %c = arith.cmpi slt, %a, %z : tensor<4xi8>
  return %s, %c : tensor<4xi8>, tensor<4xi1>
}
