// What the PTX emitter refuses, each with one diagnostic at the op (or function) at fault.
// RUN: comco-opt %s --comco-emit-ptx --split-input-file --verify-diagnostics
// PARITY: skip (the diagnostics come from comco-opt --comco-emit-ptx, which mlir-opt does not have)

module attributes {gpu.container_module} {
gpu.module @k {
  gpu.func @printf(%x: f32) kernel {
    // expected-error @below {{'gpu.printf' op is not part of the kernel form and cannot be lowered to PTX}}
    gpu.printf "%f\n", %x : f32
    gpu.return
  }
}
}

// -----

module attributes {gpu.container_module} {
gpu.module @k {
  gpu.func @exp64(%o: memref<1xf64>, %x: f64) kernel {
    // expected-error @below {{'math.exp' op 'math.exp' on f64 (no accurate PTX sequence yet) cannot be lowered to PTX}}
    %e = math.exp %x : f64
    %c0 = arith.constant 0 : index
    memref.store %e, %o[%c0] : memref<1xf64>
    gpu.return
  }
}
}

// -----

module attributes {gpu.container_module} {
gpu.module @k {
  // expected-error @below {{kernel argument #0 of type 'memref<?xf32>' is not a static identity-layout memref of a PTX element type}}
  gpu.func @dynamic(%x: memref<?xf32>) kernel {
    gpu.return
  }
}
}

// -----

module attributes {gpu.container_module} {
gpu.module @k {
  gpu.func @alloc(%o: memref<4xf32>) kernel {
    // expected-error @below {{'memref.alloc' op is not part of the kernel form and cannot be lowered to PTX}}
    %a = memref.alloc() : memref<4xf32>
    gpu.return
  }
}
}

// -----

module attributes {gpu.container_module} {
gpu.module @k {
  gpu.func @i128(%o: memref<4xi32>, %x: i32) kernel {
    // expected-error @below {{'arith.extsi' op type 'i128' cannot be lowered to PTX}}
    %w = arith.extsi %x : i32 to i128
    gpu.return
  }
}
}
