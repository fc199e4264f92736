// Memory and gpu ops → PTX: vector loads/stores as ld/st.v4, constant indices as immediate
// offsets, private attributions as .local, i1/i8 elements as bytes, ids and shuffle modes.
// RUN: comco run %s --function=main --input="4x16xf32=random" | FileCheck %s --check-prefix=INTERP
// RUN: comco-opt %s --comco-emit-ptx | FileCheck %s

// INTERP: 4x16xf32=
module attributes {gpu.container_module} {
  gpu.module @g {
    // CHECK-LABEL: .entry g__vec(
    // fewer than 32 threads: the shuffle mask names the block's lanes
    // CHECK: .reqntid 16, 1, 1
    // CHECK: .local .align 16 .b8 g__vec_priv0[16];
    gpu.func @vec(%x: memref<4x16xf32>, %flags: memref<16xi1>, %bytes: memref<16xi8>)
        private(%tmp : memref<4xf32, #gpu.address_space<private>>)
        kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %t = gpu.thread_id x
      %q = arith.divui %t, %c4 : index
      %col = arith.muli %q, %c4 : index
      %row = arith.remui %t, %c4 : index
      // CHECK: ld.global.v4.f32 {[[A:%f[0-9]+]], [[B:%f[0-9]+]], [[C:%f[0-9]+]], [[D:%f[0-9]+]]}, [{{%rd[0-9]+}}];
      %v = vector.load %x[%row, %col] : memref<4x16xf32>, vector<4xf32>
      // lane-wise arithmetic
      // CHECK: add.rn.f32 {{%f[0-9]+}}, [[A]], [[A]];
      // CHECK: add.rn.f32 {{%f[0-9]+}}, [[D]], [[D]];
      %w = arith.addf %v, %v : vector<4xf32>
      // CHECK: st.local.v4.f32 [{{%rd[0-9]+}}], {
      vector.store %w, %tmp[%c0] : memref<4xf32, #gpu.address_space<private>>, vector<4xf32>
      // a constant index is an immediate offset
      // CHECK: ld.local.f32 {{%f[0-9]+}}, [{{%rd[0-9]+}}+8];
      %e = memref.load %tmp[%c2] : memref<4xf32, #gpu.address_space<private>>
      %ones = arith.constant dense<1.0> : vector<4xf32>
      %w2 = arith.addf %w, %ones : vector<4xf32>
      // CHECK: st.global.v4.f32
      vector.store %w2, %x[%row, %col] : memref<4x16xf32>, vector<4xf32>
      // i1 elements are bytes
      // CHECK: ld.global.u8 [[FB:%rs[0-9]+]]
      // CHECK-NEXT: setp.ne.b16 {{%p[0-9]+}}, [[FB]], 0;
      %f = memref.load %flags[%t] : memref<16xi1>
      // CHECK: selp.b16 [[SB:%rs[0-9]+]], 1, 0,
      // CHECK-NEXT: st.global.u8 [{{%rd[0-9]+}}], [[SB]];
      memref.store %f, %flags[%t] : memref<16xi1>
      // CHECK: ld.global.s8
      %b = memref.load %bytes[%t] : memref<16xi8>
      // CHECK: st.global.b8
      memref.store %b, %bytes[%t] : memref<16xi8>
      // shuffles: up has no lane clamp; 64-bit values go as two halves
      %w16 = arith.constant 16 : i32
      %one = arith.constant 1 : i32
      // CHECK: shl.b32 [[UC:%r[0-9]+]], [[UC]], 8;
      // CHECK-NEXT: shfl.sync.up.b32 {{%f[0-9]+}}|{{%p[0-9]+}}, {{%f[0-9]+}}, {{%r[0-9]+}}, [[UC]], 0xFFFF;
      %u, %uv = gpu.shuffle up %e, %one, %w16 : f32
      // CHECK: shfl.sync.down.b32
      %d, %dv = gpu.shuffle down %u, %one, %w16 : f32
      %di = arith.extf %d : f32 to f64
      // CHECK: mov.b64 {[[LO:%r[0-9]+]], [[HI:%r[0-9]+]]}, {{%fd[0-9]+}};
      // CHECK-NEXT: shfl.sync.idx.b32 {{%r[0-9]+}}|{{%p[0-9]+}}, [[LO]],
      // CHECK-NEXT: shfl.sync.idx.b32 {{%r[0-9]+}}|{{%p[0-9]+}}, [[HI]],
      %s, %sv = gpu.shuffle idx %di, %one, %w16 : f64
      %sf = arith.truncf %s : f64 to f32
      memref.store %sf, %tmp[%c1] : memref<4xf32, #gpu.address_space<private>>
      // CHECK: mov.u32 {{%r[0-9]+}}, %nctaid.y;
      %gy = gpu.grid_dim y
      // CHECK: mov.u32 {{%r[0-9]+}}, %ctaid.z;
      %bz = gpu.block_id z
      // CHECK: mad.lo.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}};
      %gid = gpu.global_id x
      %sum0 = arith.addi %gy, %bz : index
      %sum = arith.addi %sum0, %gid : index
      %big = arith.cmpi ugt, %sum, %c4 : index
      scf.if %big {
        memref.store %sf, %tmp[%c0] : memref<4xf32, #gpu.address_space<private>>
      }
      gpu.return
    }
  }
  func.func @main(%x: memref<4x16xf32>) -> memref<4x16xf32> {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %flags = memref.alloc() : memref<16xi1>
    %bytes = memref.alloc() : memref<16xi8>
    gpu.launch_func @g::@vec blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%x : memref<4x16xf32>, %flags : memref<16xi1>, %bytes : memref<16xi8>)
    return %x : memref<4x16xf32>
  }
}
