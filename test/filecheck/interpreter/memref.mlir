// memrefs are views over shared buffers: subviews alias their source, strided layouts address
// through their strides, reshapes and casts keep the data; accesses are bounds-checked.
// RUN: comco run %s --function=alias | FileCheck %s --check-prefix=ALIAS
// RUN: comco run %s --function=strided --input="2x4xi32=[0 1 2 3][4 5 6 7]" | FileCheck %s --check-prefix=STRIDED
// RUN: comco run %s --function=reshape | FileCheck %s --check-prefix=RESHAPE
// RUN: comco run %s --function=global | FileCheck %s --check-prefix=GLOBAL
// RUN: comco run %s --function=inplace --input="3xf32=1 2 3" | FileCheck %s --check-prefix=INPLACE
// RUN: not comco run %s --function=oob --input="index=4" 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not comco run %s --function=badview --input="index=3" 2>&1 | FileCheck %s --check-prefix=BADVIEW

// ALIAS: 3x4xf32=[0 0 0 0][0 1 2 0][0 3 4 0]
func.func @alias() -> memref<3x4xf32> {
  %m = memref.alloc() : memref<3x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %four = arith.constant 4.0 : f32
  memref.store %one, %sv[%c0, %c0] : memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.store %two, %sv[%c0, %c1] : memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.store %three, %sv[%c1, %c0] : memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.store %four, %sv[%c1, %c1] : memref<2x2xf32, strided<[4, 1], offset: 5>>
  return %m : memref<3x4xf32>
}

// Every view aliases %m, whose element 3 is 42 when copied and 0 at the end.
// STRIDED: 2x2xi32=[1 0][5 7]
// STRIDED-NEXT: 2xi32=0 7
// STRIDED-NEXT: 2x2xi32=[0 2][7 6]
// STRIDED-NEXT: 8xi32=0 1 2 42 4 5 6 7
func.func @strided(%m: memref<2x4xi32>) -> (memref<2x2xi32, strided<[4, 2], offset: 1>>, memref<2xi32, strided<[?], offset: ?>>,
    memref<2x2xi32, strided<[4, -1], offset: 3>>, memref<8xi32>) {
  %odd = memref.subview %m[0, 1] [2, 2] [1, 2] : memref<2x4xi32> to memref<2x2xi32, strided<[4, 2], offset: 1>>
  %t = memref.reinterpret_cast %m to offset: [3], sizes: [2], strides: [4] : memref<2x4xi32> to memref<2xi32, strided<[4], offset: 3>>
  %c = memref.cast %t : memref<2xi32, strided<[4], offset: 3>> to memref<2xi32, strided<[?], offset: ?>>
  %r = memref.reinterpret_cast %m to offset: [3], sizes: [2, 2], strides: [4, -1] : memref<2x4xi32> to memref<2x2xi32, strided<[4, -1], offset: 3>>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x4xi32> into memref<8xi32>
  %c3 = arith.constant 3 : index
  %v = arith.constant 42 : i32
  memref.store %v, %flat[%c3] : memref<8xi32>
  %tmp = memref.alloc() : memref<8xi32>
  memref.copy %flat, %tmp : memref<8xi32> to memref<8xi32>
  %c42 = arith.constant 0 : i32
  memref.store %c42, %flat[%c3] : memref<8xi32>
  return %odd, %c, %r, %tmp : memref<2x2xi32, strided<[4, 2], offset: 1>>, memref<2xi32, strided<[?], offset: ?>>,
    memref<2x2xi32, strided<[4, -1], offset: 3>>, memref<8xi32>
}

// RESHAPE: 2x3xf32=[0 1 2][3 4 5]
// RESHAPE-NEXT: 3x2xf32=[0 1][2 3][4 5]
func.func @reshape() -> (memref<2x3xf32>, memref<3x2xf32>) {
  %m = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<6xf32>
  }
  %a = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %b = memref.expand_shape %m [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  return %a, %b : memref<2x3xf32>, memref<3x2xf32>
}

memref.global "private" constant @table : memref<4xi32> = dense<[10, 20, 30, 40]>
memref.global "private" @counter : memref<i32> = dense<0>

// GLOBAL: i32=100
// GLOBAL-NEXT: i32=4
func.func @global() -> (i32, i32) {
  %t = memref.get_global @table : memref<4xi32>
  %g = memref.get_global @counter : memref<i32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %t[%i] : memref<4xi32>
    %n = memref.load %g[] : memref<i32>
    %n1 = arith.addi %n, %one : i32
    memref.store %n1, %g[] : memref<i32>
    %a = arith.addi %acc, %x : i32
    scf.yield %a : i32
  }
  %n = memref.load %g[] : memref<i32>
  return %s, %n : i32, i32
}

// INPLACE: 3xf32=2 4 6
func.func @inplace(%m: memref<3xf32>) -> memref<3xf32> {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<3xf32>) {
  ^bb0(%x: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  }
  return %m : memref<3xf32>
}

// OOB: memref.mlir:[[# @LINE + 4]]:8: error: 'memref.load' op index [4] is out of bounds for memref of shape [4]
// OOB-NOT: at
func.func @oob(%i: index) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  return %x : f32
}

// BADVIEW: error: 'memref.subview' op subview [offset 3, size 2, stride 1] runs out of bounds of dimension 0 (size 4)
func.func @badview(%o: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %m = memref.alloc() : memref<4xf32>
  %s = memref.subview %m[%o] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  return %s : memref<2xf32, strided<[1], offset: ?>>
}
