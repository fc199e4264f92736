// Launches left apart say why, as remarks (the pass's `remarks` option, or comco-opt's
// --comco-fusion-remarks).
// RUN: comco-opt %s --comco-kernel-inline --comco-fuse-launches=remarks -split-input-file -verify-diagnostics | FileCheck %s
// RUN: comco-opt %s --comco-kernel-inline --comco-fuse-launches --comco-fusion-remarks -split-input-file -verify-diagnostics

// The matmul's tiles and the elementwise kernel's flattened elements map elements to threads
// differently.
// CHECK-LABEL: func.func @matmul_then_consumer
// CHECK-COUNT-2: gpu.launch
func.func @matmul_then_consumer(%a: memref<16x8xf32>, %b: memref<8x16xf32>, %c: memref<16x16xf32>, %out: memref<16x16xf32>) {
  comco.dispatch "matmul" {
    linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x16xf32>) outs(%c : memref<16x16xf32>)
    comco.yield
  }
  // expected-remark @below {{not fused: the second launch reads or writes elements of a buffer the first writes that other threads handle (not tile-local)}}
  comco.dispatch "elementwise" {
    linalg.exp ins(%c : memref<16x16xf32>) outs(%out : memref<16x16xf32>)
    comco.yield
  }
  return
}

// -----

// A collective between two launches orders them.
// CHECK-LABEL: func.func @collective_between
// CHECK-COUNT-2: gpu.launch
func.func @collective_between(%x: memref<64xf32>, %y: memref<64xf32>) {
  comco.dispatch "elementwise" {
    linalg.exp ins(%x : memref<64xf32>) outs(%x : memref<64xf32>)
    comco.yield
  }
  comco.allreduce sum %x : memref<64xf32>
  // expected-remark @below {{not fused: 'comco.allreduce' between the launches touches memory}}
  comco.dispatch "elementwise" {
    linalg.exp ins(%y : memref<64xf32>) outs(%y : memref<64xf32>)
    comco.yield
  }
  return
}

// -----

// Different element counts: the consumer's threads own other elements.
// CHECK-LABEL: func.func @different_spaces
// CHECK-COUNT-2: gpu.launch
func.func @different_spaces(%x: memref<4096xf32>, %y: memref<2048xf32>) {
  comco.dispatch "elementwise" {
    linalg.exp ins(%x : memref<4096xf32>) outs(%x : memref<4096xf32>)
    comco.yield
  }
  // expected-remark @below {{not fused: the second launch depends on the first and their grids or blocks differ (4x1x1/256x1x1 and 2x1x1/256x1x1)}}
  comco.dispatch "elementwise" {
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : memref<4096xf32>) outs(%y : memref<2048xf32>) {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
    }
    comco.yield
  }
  return
}
