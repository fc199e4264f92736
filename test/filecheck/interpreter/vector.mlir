// vector: values as vectors (broadcast, extract/insert, shape_cast, transpose, shuffle, strided
// slices), reductions and contractions, masks, loads/stores and transfers with padding.
// RUN: comco run %s --function=values --input="f32=2.5" | FileCheck %s --check-prefix=VALUES
// RUN: comco run %s --function=reduce | FileCheck %s --check-prefix=REDUCE
// RUN: comco run %s --function=memory --input="3x5xf32=[0 1 2 3 4][5 6 7 8 9][10 11 12 13 14]" | FileCheck %s --check-prefix=MEMORY
// RUN: comco run %s --function=print | FileCheck %s --check-prefix=PRINT

// VALUES: 2x3xf32=[2.5 2.5 2.5][2.5 2.5 2.5]
// VALUES-NEXT: 3xf32=2.5 2.5 9
// VALUES-NEXT: 3x2xf32=[2.5 2.5][2.5 2.5][2.5 9]
// VALUES-NEXT: 6xindex=0 1 2 3 4 5
// VALUES-NEXT: 4xindex=5 0 3 1
// VALUES-NEXT: 2xindex=1 2
// VALUES-NEXT: 2x3xi1=[1 1 0][0 0 0]
func.func @values(%x: f32) -> (vector<2x3xf32>, vector<3xf32>, vector<3x2xf32>, vector<6xindex>, vector<4xindex>, vector<2xindex>, vector<2x3xi1>) {
  %b = vector.broadcast %x : f32 to vector<2x3xf32>
  %nine = arith.constant 9.0 : f32
  %i = vector.insert %nine, %b [1, 2] : f32 into vector<2x3xf32>
  %row = vector.extract %i[1] : vector<3xf32> from vector<2x3xf32>
  %t = vector.transpose %i, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %s = vector.step : vector<6xindex>
  %sh = vector.shuffle %s, %s [5, 0, 3, 7] : vector<6xindex>, vector<6xindex>
  %sl = vector.extract_strided_slice %s {offsets = [1], sizes = [2], strides = [1]} : vector<6xindex> to vector<2xindex>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c1, %c2 : vector<2x3xi1>
  return %b, %row, %t, %s, %sh, %sl, %m : vector<2x3xf32>, vector<3xf32>, vector<3x2xf32>, vector<6xindex>, vector<4xindex>, vector<2xindex>, vector<2x3xi1>
}

// REDUCE: f32=16
// REDUCE-NEXT: 2xf32=7 11
// REDUCE-NEXT: 2x2xf32=[11 12][16 20]
// REDUCE-NEXT: i32=4
// REDUCE-NEXT: 2x2xf32=[6 7][3 5]
func.func @reduce() -> (f32, vector<2xf32>, vector<2x2xf32>, i32, vector<2x2xf32>) {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %flat = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %acc = arith.constant -5.0 : f32
  %sum = vector.reduction <add>, %flat, %acc : vector<6xf32> into f32
  %z = arith.constant dense<[1.0, -4.0]> : vector<2xf32>
  %rows = vector.multi_reduction <add>, %v, %z [1] : vector<2x3xf32> to vector<2xf32>
  %w = arith.constant dense<[[1.0, 2.0], [1.0, 1.0], [1.0, 1.0]]> : vector<3x2xf32>
  %c0 = arith.constant dense<[[5.0, 5.0], [1.0, 1.0]]> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                         iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %v, %w, %c0
      : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %ints = arith.constant dense<[3, -2, 4, 1]> : vector<4xi32>
  %mx = vector.reduction <maxsi>, %ints : vector<4xi32> into i32
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %o = vector.outerproduct %a, %a, %c0 : vector<2xf32>, vector<2xf32>
  return %sum, %rows, %mm, %mx, %o : f32, vector<2xf32>, vector<2x2xf32>, i32, vector<2x2xf32>
}

// MEMORY: 4xf32=6 7 8 9
// MEMORY-NEXT: 4xf32=3 4 -1 -1
// MEMORY-NEXT: 2x3xf32=[1 6 11][2 7 12]
// MEMORY-NEXT: 3x5xf32=[0 1 2 3 4][5 6 7 8 9][10 11 12 0 0]
// MEMORY-NEXT: 4xf32=0 1 -1 3
func.func @memory(%m: memref<3x5xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2x3xf32>, memref<3x5xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %l = vector.load %m[%c1, %c1] : memref<3x5xf32>, vector<4xf32>
  // Reads past the end of row 0 give the padding.
  %r = vector.transfer_read %m[%c0, %c3], %pad : memref<3x5xf32>, vector<4xf32>
  // A transposing read: vector dim 0 runs down memref dim 1.
  %t = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, false]} : memref<3x5xf32>, vector<2x3xf32>
  %z = arith.constant dense<0.0> : vector<4xf32>
  vector.transfer_write %z, %m[%c2, %c3] : vector<4xf32>, memref<3x5xf32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %ml = vector.maskedload %m[%c0, %c0], %mask, %pass : memref<3x5xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %l, %r, %t, %m, %ml : vector<4xf32>, vector<4xf32>, vector<2x3xf32>, memref<3x5xf32>, vector<4xf32>
}

// PRINT: ( 1, 2.5, -3 )
// PRINT-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
// PRINT-NEXT: hello
func.func @print() {
  %v = arith.constant dense<[1.0, 2.5, -3.0]> : vector<3xf32>
  vector.print %v : vector<3xf32>
  %w = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  vector.print %w : vector<2x2xi32>
  vector.print str "hello\n"
  return
}
