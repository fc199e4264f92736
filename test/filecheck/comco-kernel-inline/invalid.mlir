// RUN: comco-opt %s --comco-kernel-inline -split-input-file -verify-diagnostics

// An elementwise op reading what another op of the dispatch wrote, at other elements.
func.func @transposed_read(%x: memref<8x8xf32>, %t: memref<8x8xf32>, %out: memref<8x8xf32>) {
  comco.dispatch "elementwise" {
    // expected-note @below {{the writer is here}}
    linalg.add ins(%x, %x : memref<8x8xf32>, memref<8x8xf32>) outs(%t : memref<8x8xf32>)
    // expected-error @below {{'linalg.transpose' op reads a buffer that 'linalg.add' of the same dispatch writes, at elements other threads compute (no single-kernel schedule without a grid-wide barrier)}}
    linalg.transpose ins(%t : memref<8x8xf32>) outs(%out : memref<8x8xf32>) permutation = [1, 0]
    comco.yield
  }
  return
}

// -----

func.func @dynamic(%x: memref<?xf32>, %out: memref<?xf32>) {
  comco.dispatch "elementwise" {
    // expected-error @below {{'linalg.exp' op has dynamic loop ranges (comco-kernel-inline needs static shapes)}}
    linalg.exp ins(%x : memref<?xf32>) outs(%out : memref<?xf32>)
    comco.yield
  }
  return
}

// -----

func.func @reduction_in_elementwise(%x: memref<8x8xf32>, %out: memref<8xf32>) {
  comco.dispatch "elementwise" {
    // expected-error @below {{'linalg.reduce' op has a reduction loop (d1); an elementwise kernel has parallel loops only}}
    linalg.reduce ins(%x : memref<8x8xf32>) outs(%out : memref<8xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %m = arith.addf %in, %init : f32
        linalg.yield %m : f32
      }
    comco.yield
  }
  return
}

// -----

func.func @bad_combiner(%x: memref<8x8xf32>, %out: memref<8xf32>) {
  comco.dispatch "reduction" {
    // expected-error @below {{reduction payload must yield one combining op (addf, maxnumf, ...) of the accumulator and a value computed without it}}
    linalg.reduce ins(%x : memref<8x8xf32>) outs(%out : memref<8xf32>) dimensions = [1]
      (%in: f32, %init: f32) {
        %m = arith.subf %init, %in : f32
        linalg.yield %m : f32
      }
    comco.yield
  }
  return
}

// -----

func.func @dependent_horizontal(%x: memref<8xf32>, %t: memref<8xf32>, %out: memref<8xf32>) {
  comco.dispatch "horizontal" {
    // expected-note @below {{the writer is here}}
    linalg.exp ins(%x : memref<8xf32>) outs(%t : memref<8xf32>)
    // expected-error @below {{uses a buffer another op of the 'horizontal' dispatch writes (its parts must be independent)}}
    linalg.exp ins(%t : memref<8xf32>) outs(%out : memref<8xf32>)
    comco.yield
  }
  return
}

// -----

func.func @two_matmuls(%a: memref<8x8xf32>, %c: memref<8x8xf32>, %d: memref<8x8xf32>) {
  // expected-error @below {{'matmul' dispatch needs exactly one contraction (loops parallel, parallel, reduction), found 2}}
  comco.dispatch "matmul" {
    linalg.matmul ins(%a, %a : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
    linalg.matmul ins(%a, %a : memref<8x8xf32>, memref<8x8xf32>) outs(%d : memref<8x8xf32>)
    comco.yield
  }
  return
}
