// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module attributes {gpu.container_module}
module attributes {gpu.container_module} {

  // CHECK-LABEL: gpu.module @kernels {
  // GENERIC-LABEL: "gpu.module"() <{sym_name = "kernels"}> ({
  gpu.module @kernels {
    // A block-wide sum: each thread reduces within its warp, warp leaders meet in workgroup memory.
    // CHECK: gpu.func @block_sum(%[[IN:.*]]: memref<256xf32>, %[[OUT:.*]]: memref<1xf32>, %[[X:.*]]: f32, %[[OFF:.*]]: i32, %[[W:.*]]: i32)
    // CHECK-SAME: workgroup(%{{.*}} : memref<8xf32, #gpu.address_space<workgroup>>)
    // CHECK-SAME: private(%{{.*}} : memref<1xf32, #gpu.address_space<private>>) kernel
    // CHECK-SAME: attributes {known_block_size = array<i32: 256, 1, 1>} {
    // GENERIC: "gpu.func"() <{function_type = (memref<256xf32>, memref<1xf32>, f32, i32, i32) -> (), known_block_size = array<i32: 256, 1, 1>}> ({
    gpu.func @block_sum(%in: memref<256xf32>, %out: memref<1xf32>, %x: f32, %offset: i32, %width: i32)
        workgroup(%partial: memref<8xf32, #gpu.address_space<workgroup>>)
        private(%scratch: memref<1xf32, #gpu.address_space<private>>)
        kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      // CHECK-NEXT: %thread_id_x = gpu.thread_id  x
      // GENERIC: "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %tid = gpu.thread_id x
      // CHECK-NEXT: %thread_id_y = gpu.thread_id  y upper_bound 1
      // GENERIC: "gpu.thread_id"() <{dimension = #gpu<dim y>, upper_bound = 1 : index}> : () -> index
      %tidy = gpu.thread_id y upper_bound 1
      // CHECK-NEXT: %block_id_x = gpu.block_id  x
      %bid = gpu.block_id x
      // CHECK-NEXT: %block_dim_x = gpu.block_dim  x
      %bdim = gpu.block_dim x
      // CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
      %gdim = gpu.grid_dim z
      // CHECK-NEXT: %global_id_x = gpu.global_id  x upper_bound 65536
      %gid = gpu.global_id x upper_bound 65536
      // CHECK-NEXT: %cluster_id_y = gpu.cluster_id  y
      %cid = gpu.cluster_id y
      // CHECK-NEXT: %cluster_dim_x = gpu.cluster_dim  x
      %cdim = gpu.cluster_dim x
      // CHECK-NEXT: %cluster_block_id_z = gpu.cluster_block_id  z
      %cbid = gpu.cluster_block_id z
      // CHECK-NEXT: %cluster_dim_blocks_x = gpu.cluster_dim_blocks  x
      %cbdim = gpu.cluster_dim_blocks x
      // CHECK-NEXT: %[[LANE:.*]] = gpu.lane_id
      %lane = gpu.lane_id
      // CHECK-NEXT: gpu.lane_id upper_bound 32
      %lane32 = gpu.lane_id upper_bound 32
      // CHECK-NEXT: gpu.subgroup_id : index
      %sg = gpu.subgroup_id : index
      // CHECK-NEXT: gpu.num_subgroups : index
      %nsg = gpu.num_subgroups : index
      // CHECK-NEXT: gpu.subgroup_size upper_bound 64 : index
      %sgsize = gpu.subgroup_size upper_bound 64 : index
      // CHECK-NEXT: %shuffleResult, %valid = gpu.shuffle  xor %[[X]], %[[OFF]], %[[W]] : f32
      // GENERIC: "gpu.shuffle"(%{{.*}}, %{{.*}}, %{{.*}}) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i1)
      %s0, %v0 = gpu.shuffle xor %x, %offset, %width : f32
      // CHECK-NEXT: %shuffleResult_0, %valid_1 = gpu.shuffle  down %shuffleResult, %[[OFF]], %[[W]] : f32
      %s1, %v1 = gpu.shuffle down %s0, %offset, %width : f32
      // CHECK-NEXT: %shuffleResult_2, %valid_3 = gpu.shuffle  up %shuffleResult_0, %[[OFF]], %[[W]] : f32
      %s2, %v2 = gpu.shuffle up %s1, %offset, %width : f32
      // CHECK-NEXT: %shuffleResult_4, %valid_5 = gpu.shuffle  idx %[[OFF]], %[[OFF]], %[[W]] : i32
      %s3, %v3 = gpu.shuffle idx %offset, %offset, %width : i32
      // CHECK-NEXT: %rotateResult, %valid_6 = gpu.rotate %[[X]], 3, 16 : f32
      // GENERIC: "gpu.rotate"(%{{.*}}) <{offset = 3 : i32, width = 16 : i32}> : (f32) -> (f32, i1)
      %rot, %rv = gpu.rotate %x, 3, 16 : f32
      // CHECK-NEXT: gpu.subgroup_reduce  add %shuffleResult_2 uniform : (f32) -> f32
      // GENERIC: "gpu.subgroup_reduce"(%{{.*}}) <{cluster_stride = 1 : i32, op = #gpu<all_reduce_op add>, uniform}> : (f32) -> f32
      %warp = gpu.subgroup_reduce add %s2 uniform : (f32) -> f32
      // CHECK-NEXT: gpu.subgroup_reduce  maxnumf %[[X]] cluster(size = 4, stride = 2) : (f32) -> f32
      %quad = gpu.subgroup_reduce maxnumf %x cluster(size = 4, stride = 2) : (f32) -> f32
      // CHECK-NEXT: gpu.subgroup_reduce  xor %[[OFF]] cluster(size = 8) : (i32) -> i32
      %bits = gpu.subgroup_reduce xor %offset cluster(size = 8) : (i32) -> i32
      // CHECK-NEXT: gpu.barrier
      gpu.barrier
      // CHECK-NEXT: gpu.all_reduce  add %[[X]] uniform {
      // CHECK-NEXT: } : (f32) -> f32
      // GENERIC: "gpu.all_reduce"(%{{.*}}) <{op = #gpu<all_reduce_op add>, uniform}> ({
      %sum = gpu.all_reduce add %x uniform {} : (f32) -> (f32)
      // CHECK-NEXT: gpu.all_reduce  %[[X]] {
      // CHECK-NEXT: ^bb0(%[[LHS:.*]]: f32, %{{.*}}: f32):
      // CHECK-NEXT: gpu.yield %[[LHS]] : f32
      // CHECK-NEXT: } : (f32) -> f32
      %first = gpu.all_reduce %x {
      ^bb0(%lhs: f32, %rhs: f32):
        gpu.yield %lhs : f32
      } : (f32) -> (f32)
      // CHECK-NEXT: gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      // CHECK-NEXT: gpu.printf "tid %d lane %d\0A", %thread_id_x, %[[LANE]] : index, index
      // GENERIC: "gpu.printf"(%{{.*}}, %{{.*}}) <{format = "tid %d lane %d\0A"}> : (index, index) -> ()
      gpu.printf "tid %d lane %d\n", %tid, %lane : index, index
      // CHECK-NEXT: gpu.printf "done"
      gpu.printf "done"
      // CHECK-NEXT: gpu.return
      // GENERIC: {gpu.kernel, sym_name = "block_sum", workgroup_attributions = 1 : i64}
      gpu.return
    }

    // A device function: results, argument attributes, no kernel keyword.
    // CHECK-LABEL: gpu.func @scale(%arg0: f32 {test.arg}, %arg1: i32) -> (f32 {test.res}, i32)
    // CHECK-SAME: attributes {known_grid_size = array<i32: 4, 1, 1>} {
    // CHECK-NEXT: gpu.return %arg0, %arg1 : f32, i32
    // GENERIC: <{arg_attrs = [{test.arg}, {}], function_type = (f32, i32) -> (f32, i32), known_grid_size = array<i32: 4, 1, 1>, res_attrs = [{test.res}, {}]}>
    // GENERIC: {sym_name = "scale", workgroup_attributions = 0 : i64}
    gpu.func @scale(%a: f32 {test.arg}, %b: i32) -> (f32 {test.res}, i32) attributes {known_grid_size = array<i32: 4, 1, 1>} {
      gpu.return %a, %b : f32, i32
    }

    // CHECK-LABEL: gpu.func @axpy(%arg0: f32, %arg1: memref<?xf32>)
    // CHECK-SAME: workgroup(%arg2 : memref<16xf32, #gpu.address_space<workgroup>> {test.tile}, %arg3 : memref<16xf32, #gpu.address_space<workgroup>>)
    // CHECK-SAME: kernel attributes {gpu.known_block_size = array<i32: 16, 1, 1>} {
    // GENERIC: workgroup_attrib_attrs = [{test.tile}, {}]
    // GENERIC: {gpu.kernel, gpu.known_block_size = array<i32: 16, 1, 1>, sym_name = "axpy", workgroup_attributions = 2 : i64}
    gpu.func @axpy(%a: f32, %y: memref<?xf32>)
        workgroup(%t0: memref<16xf32, #gpu.address_space<workgroup>> {test.tile}, %t1: memref<16xf32, #gpu.address_space<workgroup>>)
        kernel attributes {gpu.known_block_size = array<i32: 16, 1, 1>} {
      gpu.barrier
      gpu.return
    }
  }

  // Empty attribution lists print as nothing.
  // CHECK-LABEL: gpu.module @explicit {
  // CHECK-NEXT: gpu.func @none(%arg0: f32) {
  // CHECK: gpu.func @generic(%arg0: f32, %arg1: memref<?xf32>) workgroup(%arg2 : memref<5xf32, 3>) private(%arg3 : memref<5xf32, 5>) kernel {
  gpu.module @explicit {
    gpu.func @none(%arg0: f32) workgroup() private() {
      gpu.return
    }
    "gpu.func"() ({
    ^bb0(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<5xf32, 3>, %arg3: memref<5xf32, 5>):
      "gpu.return"() : () -> ()
    }) {function_type = (f32, memref<?xf32>) -> (), gpu.kernel, sym_name = "generic", workgroup_attributions = 1 : i64} : () -> ()
  }

  // Device mapping attributes (as scf.forall uses them) round trip too.
  // CHECK-LABEL: gpu.module @empty attributes {test.mapping = [#gpu.block<x>, #gpu.warpgroup<y>, #gpu.warp<z>, #gpu.thread<linear_dim_0>, #gpu.lane<x>, #gpu.memory_space<workgroup>], test.unit} {
  // CHECK-NEXT: }
  // GENERIC: "gpu.module"() <{sym_name = "empty"}> ({
  // GENERIC-NEXT: ^bb0:
  gpu.module @empty attributes {test.unit, test.mapping = [#gpu.block<x>, #gpu.warpgroup<y>, #gpu.warp<z>, #gpu.thread<linear_dim_0>, #gpu.lane<x>, #gpu.memory_space<workgroup>]} {
  }

  // A kernel with arith and memref in it, and the host code that runs it both ways.
  // CHECK-LABEL: gpu.module @demo {
  gpu.module @demo {
    // CHECK: gpu.func @add_one(%arg0: memref<256xf32>, %arg1: memref<256xf32>) workgroup(%arg2 : memref<256xf32, #gpu.address_space<workgroup>>) kernel {
    gpu.func @add_one(%in: memref<256xf32>, %out: memref<256xf32>) workgroup(%tile: memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      // CHECK-NEXT: %thread_id_x = gpu.thread_id  x
      // CHECK-NEXT: %block_id_x = gpu.block_id  x
      // CHECK-NEXT: %block_dim_x = gpu.block_dim  x
      // CHECK-NEXT: %[[BASE:.*]] = arith.muli %block_id_x, %block_dim_x : index
      // CHECK-NEXT: %[[I:.*]] = arith.addi %[[BASE]], %thread_id_x : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %one = arith.constant 1.0 : f32
      // CHECK: memref.store %{{.*}}, %arg2[%thread_id_x] : memref<256xf32, #gpu.address_space<workgroup>>
      // CHECK-NEXT: gpu.barrier
      %v = memref.load %in[%i] : memref<256xf32>
      memref.store %v, %tile[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %tile[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      %r = arith.addf %w, %one : f32
      // CHECK: %[[SUM:.*]] = gpu.all_reduce  %{{.*}} {
      // CHECK-NEXT: ^bb0(%[[L:.*]]: f32, %[[R:.*]]: f32):
      // CHECK-NEXT: %[[S:.*]] = arith.addf %[[L]], %[[R]] : f32
      // CHECK-NEXT: gpu.yield %[[S]] : f32
      // CHECK-NEXT: } : (f32) -> f32
      %sum = gpu.all_reduce %r {
      ^bb0(%lhs: f32, %rhs: f32):
        %s = arith.addf %lhs, %rhs : f32
        gpu.yield %s : f32
      } : (f32) -> (f32)
      // CHECK: %shuffleResult, %valid = gpu.shuffle  down %[[SUM]], %c1_i32, %c32_i32 : f32
      %c1_i32 = arith.constant 1 : i32
      %c32_i32 = arith.constant 32 : i32
      %sh, %valid = gpu.shuffle down %sum, %c1_i32, %c32_i32 : f32
      memref.store %sh, %out[%i] : memref<256xf32>
      gpu.return
    }
  }

  // CHECK-LABEL: func.func @main(%arg0: memref<256xf32>) {
  func.func @main(%host: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    // CHECK: %memref = gpu.alloc  () : memref<256xf32>
    // CHECK-NEXT: %memref_0 = gpu.alloc  () : memref<256xf32>
    // CHECK-NEXT: gpu.memcpy  %memref, %arg0 : memref<256xf32>, memref<256xf32>
    // CHECK-NEXT: gpu.launch_func  @demo::@add_one blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%memref : memref<256xf32>, %memref_0 : memref<256xf32>)
    %dev_in = gpu.alloc () : memref<256xf32>
    %dev_out = gpu.alloc () : memref<256xf32>
    gpu.memcpy %dev_in, %host : memref<256xf32>, memref<256xf32>
    gpu.launch_func @demo::@add_one blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%dev_in : memref<256xf32>, %dev_out : memref<256xf32>)
    // CHECK-NEXT: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c256, %arg11 = %c1, %arg12 = %c1) {
    // CHECK-NEXT: memref.load %memref[%arg4] : memref<256xf32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %x = memref.load %dev_in[%tx] : memref<256xf32>
      %two = arith.constant 2.0 : f32
      %p = arith.mulf %x, %two : f32
      memref.store %p, %dev_out[%tx] : memref<256xf32>
      gpu.terminator
    }
    gpu.memcpy %host, %dev_out : memref<256xf32>, memref<256xf32>
    gpu.dealloc %dev_in : memref<256xf32>
    gpu.dealloc %dev_out : memref<256xf32>
    return
  }

  // CHECK-LABEL: func.func @host(
  // CHECK-SAME: %[[M:.*]]: memref<256xf32>, %[[R:.*]]: memref<1xf32>, %[[C1:.*]]: index, %[[C8:.*]]: index, %[[C256:.*]]: index, %[[N:.*]]: i32, %[[F:.*]]: f32, %[[U:.*]]: memref<*xf32>, %[[S:.*]]: i64)
  func.func @host(%m: memref<256xf32>, %r: memref<1xf32>, %c1: index, %c8: index, %c256: index, %n: i32, %f: f32,
                  %u: memref<*xf32>, %stream: i64) {
    // CHECK-NEXT: gpu.set_default_device %[[N]]
    gpu.set_default_device %n
    // CHECK-NEXT: gpu.host_register %[[U]] : memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
    // GENERIC: "gpu.wait"() : () -> !gpu.async.token
    %t0 = gpu.wait async
    // CHECK-NEXT: %memref, %asyncToken = gpu.alloc async [%[[T0]]] (%[[C256]]) : memref<?xf32>
    // GENERIC: "gpu.alloc"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
    %dev, %t1 = gpu.alloc async [%t0] (%c256) : memref<?xf32>
    // CHECK-NEXT: %memref_0 = gpu.alloc  host_shared () : memref<1xf32>
    // GENERIC: <{hostShared, operandSegmentSizes = array<i32: 0, 0, 0>}>
    %shared = gpu.alloc host_shared () : memref<1xf32>
    // CHECK-NEXT: %[[T2:.*]] = gpu.memcpy async [%asyncToken] %memref, %[[M]] : memref<?xf32>, memref<256xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %m : memref<?xf32>, memref<256xf32>
    // CHECK-NEXT: %[[T3:.*]] = gpu.memset async [%[[T2]]] %memref_0, %[[F]] : memref<1xf32>, f32
    %t3 = gpu.memset async [%t2] %shared, %f : memref<1xf32>, f32
    // CHECK-NEXT: gpu.memset  %memref_0, %[[F]] : memref<1xf32>, f32
    gpu.memset %shared, %f : memref<1xf32>, f32
    // CHECK-NEXT: %[[T4:.*]] = gpu.launch_func async [%[[T3]]] @kernels::@block_sum blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C256]], %[[C1]], %[[C1]])  args(%[[M]] : memref<256xf32>, %[[R]] : memref<1xf32>, %[[F]] : f32, %[[N]] : i32, %[[N]] : i32)
    // GENERIC: <{kernel = @kernels::@block_sum, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 5, 0>}>
    %t4 = gpu.launch_func async [%t3] @kernels::@block_sum blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%m : memref<256xf32>, %r : memref<1xf32>, %f : f32, %n : i32, %n : i32)
    // CHECK-NEXT: gpu.launch_func  @kernels::@axpy clusters in (%[[C1]], %[[C1]], %[[C1]]) blocks in (%[[C8]], %[[C1]], %[[C1]]) threads in (%[[C8]], %[[C1]], %[[C1]])  dynamic_shared_memory_size %[[N]] args(%[[F]] : f32, %memref : memref<?xf32>)
    gpu.launch_func @kernels::@axpy clusters in (%c1, %c1, %c1) blocks in (%c8, %c1, %c1) threads in (%c8, %c1, %c1)
        dynamic_shared_memory_size %n args(%f : f32, %dev : memref<?xf32>)
    // CHECK-NEXT: gpu.launch_func  @kernels::@axpy blocks in (%[[N]], %[[N]], %[[N]]) threads in (%[[N]], %[[N]], %[[N]]) : i32 args(%[[F]] : f32, %memref : memref<?xf32>)
    // GENERIC: "gpu.launch_func"({{.*}}) <{kernel = @kernels::@axpy, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (i32, i32, i32, i32, i32, i32, f32, memref<?xf32>) -> ()
    gpu.launch_func @kernels::@axpy blocks in (%n, %n, %n) threads in (%n, %n, %n) : i32 args(%f : f32, %dev : memref<?xf32>)
    // CHECK-NEXT: gpu.launch_func <%[[S]] : i64> @kernels::@axpy blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]])  args(%[[F]] : f32, %memref : memref<?xf32>)
    gpu.launch_func <%stream : i64> @kernels::@axpy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%f : f32, %dev : memref<?xf32>)

    // An inline kernel: ids, sizes and buffers are region arguments.
    // CHECK-NEXT: %[[T5:.*]] = gpu.launch async [%[[T4]]] blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%[[GX:.*]] = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C256]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]])
    // CHECK-SAME: dynamic_shared_memory_size %[[N]]
    // CHECK-SAME: workgroup(%[[WG:.*]] : memref<32xf32, #gpu.address_space<workgroup>>) private(%{{.*}} : memref<2xf32, #gpu.address_space<private>>) {
    // CHECK-NEXT: gpu.printf "block %d thread %d of %d\0A", %[[BX]], %[[TX]], %[[GX]] : index, index, index
    // CHECK-NEXT: gpu.barrier
    // CHECK-NEXT: gpu.terminator
    // CHECK-NEXT: } {test.launch}
    // GENERIC: "gpu.launch"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
    // GENERIC-NEXT: ^bb0({{(%arg[0-9]+: index, )+}}%{{.*}}: memref<32xf32, #gpu.address_space<workgroup>>, %{{.*}}: memref<2xf32, #gpu.address_space<private>>):
    // GENERIC: "gpu.terminator"() : () -> ()
    // GENERIC: {test.launch, workgroup_attributions = 1 : i64} : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
    %t5 = gpu.launch async [%t4] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
                                 threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
                                 dynamic_shared_memory_size %n
                                 workgroup(%wg: memref<32xf32, #gpu.address_space<workgroup>>)
                                 private(%pv: memref<2xf32, #gpu.address_space<private>>) {
      gpu.printf "block %d thread %d of %d\n", %bx, %tx, %gx : index, index, index
      gpu.barrier
      gpu.terminator
    } {test.launch}
    // CHECK-NEXT: gpu.launch clusters(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) blocks
    // CHECK-SAME: module(@outlined) function(@kernel) {
    // CHECK-NEXT: gpu.terminator
    // GENERIC: "gpu.launch"({{.*}}) <{function = @kernel, module = @outlined, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0>}> ({
    gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c1, %ncy = %c1, %ncz = %c1)
               blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
               module(@outlined) function(@kernel) {
      gpu.terminator
    }
    // CHECK: %[[T6:.*]] = gpu.dealloc async [%[[T5]]] %memref : memref<?xf32>
    %t6 = gpu.dealloc async [%t5] %dev : memref<?xf32>
    // CHECK-NEXT: gpu.dealloc  %memref_0 : memref<1xf32>
    gpu.dealloc %shared : memref<1xf32>
    // CHECK-NEXT: gpu.memcpy  %[[R]], %[[R]] : memref<1xf32>, memref<1xf32>
    gpu.memcpy %r, %r : memref<1xf32>, memref<1xf32>
    // CHECK-NEXT: %[[T7:.*]] = gpu.wait async [%[[T6]], %[[T0]]]
    %t7 = gpu.wait async [%t6, %t0]
    // CHECK-NEXT: gpu.wait [%[[T7]]]
    // GENERIC: "gpu.wait"(%{{.*}}) : (!gpu.async.token) -> ()
    gpu.wait [%t7]
    // CHECK-NEXT: gpu.wait{{ $}}
    gpu.wait
    // CHECK-NEXT: gpu.host_unregister %[[U]] : memref<*xf32>
    gpu.host_unregister %u : memref<*xf32>
    return
  }
// GENERIC: }) {gpu.container_module} : () -> ()
}
