// RUN: comco-opt -gpu-kernel-outlining -comco-lower-kernels -split-input-file -verify-diagnostics %s
// PARITY: skip (comco-lower-kernels is comco's pass; upstream has no such diagnostic)

func.func @dynamic(%a: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'gpu.func' op kernel argument #0 of type 'memref<?xf32>' needs a static shape and an identity layout to be passed as a device pointer}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %a[%tx] : memref<?xf32>
    memref.store %v, %a[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}
