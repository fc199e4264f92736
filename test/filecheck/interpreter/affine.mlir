// affine: loops with max/min bounds over maps, if over integer sets, loads and stores through
// maps, apply/min/max with floordiv and mod, and parallel loops with reductions.
// RUN: comco run %s --function=loops --input="4x8xf32=1" | FileCheck %s --check-prefix=LOOPS
// RUN: comco run %s --function=maps --input="index=-7" | FileCheck %s --check-prefix=MAPS
// RUN: not comco run %s --function=oob --input="index=3" 2>&1 | FileCheck %s --check-prefix=OOB

// LOOPS: 4x8xf32=[2 1 2 1 2 1 1 1][2 1 2 1 2 1 1 1][2 1 2 1 2 1 2 1][2 1 2 1 2 1 2 1]
// LOOPS-NEXT: f32=46
// LOOPS-NEXT: 4xi32=6 7 8 8
func.func @loops(%m: memref<4x8xf32>) -> (memref<4x8xf32>, f32, memref<4xi32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to min affine_map<(d0) -> (8, d0 + 5)>(%i) step 2 {
      %v = affine.load %m[%i, %j] : memref<4x8xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %m[%i, %j] : memref<4x8xf32>
    }
  }
  %s = affine.parallel (%i, %j) = (0, 0) to (4, 8) reduce ("addf") -> (f32) {
    %v = affine.load %m[%i, %j] : memref<4x8xf32>
    affine.yield %v : f32
  }
  %counts = memref.alloc() : memref<4xi32>
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  affine.for %i = 0 to 4 {
    %n = affine.for %j = 0 to 8 iter_args(%acc = %zero) -> (i32) {
      %r = affine.if affine_set<(d0, d1) : (d0 + d1 - 2 >= 0)>(%i, %j) -> i32 {
        %a = arith.addi %acc, %one : i32
        affine.yield %a : i32
      } else {
        affine.yield %acc : i32
      }
      affine.yield %r : i32
    }
    affine.store %n, %counts[%i] : memref<4xi32>
  }
  return %m, %s, %counts : memref<4x8xf32>, f32, memref<4xi32>
}

// MAPS: index=-4
// MAPS-NEXT: index=2
// MAPS-NEXT: index=-3
// MAPS-NEXT: index=-4
func.func @maps(%x: index) -> (index, index, index, index) {
  %f = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%x)
  %m = affine.apply affine_map<(d0) -> (d0 mod 3)>(%x)
  %c = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%x)
  %mn = affine.min affine_map<(d0) -> (d0 floordiv 2, d0 + 10)>(%x)
  return %f, %m, %c, %mn : index, index, index, index
}

// OOB: affine.mlir:[[# @LINE + 3]]:8: error: 'affine.load' op index [5] is out of bounds for memref of shape [4]
func.func @oob(%i: index) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  %v = affine.load %m[%i + 2] : memref<4xf32>
  return %v : f32
}
