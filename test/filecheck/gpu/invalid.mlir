// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @launch_func_missing_parent_module_attribute(%sz : index) {
  // expected-error@+1 {{expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

// expected-error@+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @container_on_function() attributes {gpu.container_module} {
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_missing_kernel_attribute(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op requires attribute 'kernel'}}
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %sz)
        {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}
        : (index, index, index, index, index, index) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_undefined_module(%sz : index) {
    // expected-error@+1 {{kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  module @kernels {
  }

  func.func @launch_func_not_a_gpu_module(%sz : index) {
    // expected-error@+1 {{kernel module 'kernels' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels { }

  func.func @launch_func_undefined_function(%sz : index) {
    // expected-error@+1 {{kernel function '@kernels::@kernel_1' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-note@+1 {{see the kernel definition here}}
    gpu.module @kernel_1 { }
  }

  func.func @launch_func_not_a_function(%sz : index) {
    // expected-error@+1 {{referenced kernel '@kernels::@kernel_1' is not a function}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) {
      gpu.return
    }
  }

  func.func @launch_func_missing_kernel_attr(%sz : index, %arg : f32) {
    // expected-error@+1 {{kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }

  func.func @launch_func_kernel_operand_size(%sz : index, %arg : f32) {
    // expected-error@+1 {{got 2 kernel operands but expected 1}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f32, %arg : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }

  func.func @launch_func_kernel_operand_types(%sz : index, %arg : i32) {
    // expected-error@+1 {{type of function argument 0 does not match}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_kernel_operand_attr(%sz : index) {
    // expected-error@+1 {{expected ':'}}
    gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%sz {foo})
    return
  }
}

// -----

func.func @launch_func_mixed_size_types(%sz : index, %n : i32) {
  // expected-error@+1 {{'gpu.launch_func' op failed to verify that all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type}}
  "gpu.launch_func"(%sz, %n, %sz, %sz, %sz, %sz) <{kernel = @a::@b, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, i32, index, index, index, index) -> ()
  return
}

// -----

func.func @no_region_attrs(%sz : index) {
  // expected-error@+1 {{unexpected number of region arguments}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz) ({
  ^bb1(%bx: index, %by: index, %bz: index,
       %tx: index, %ty: index, %tz: index):
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>} : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_requires_gpu_terminator(%sz : index, %x : f32) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    gpu.yield %x : f32
  }
  return
}

// -----

func.func @launch_partial_clusters(%sz : index) {
  // expected-error@+1 {{'gpu.launch' op cluster size must be all present}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz, %sz) ({
  ^bb1(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index,
       %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>} : (index, index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_workgroup_space(%sz : index) {
  // expected-error@+1 {{'gpu.launch' op expected memory space workgroup in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz)
             workgroup(%w : memref<4xf32, #gpu.address_space<private>>) {
    gpu.terminator
  }
  return
}

// -----

func.func @async_launch_without_result(%sz : index) {
  // expected-error@+1 {{needs to be named when marked 'async'}}
  gpu.launch async blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @reduce_no_op_no_body(%arg0 : f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %res = "gpu.all_reduce"(%arg0) ({}) : (f32) -> (f32)
  return
}

// -----

func.func @reduce_op_and_body(%arg0 : f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %res = "gpu.all_reduce"(%arg0) ({
  ^bb(%lhs : f32, %rhs : f32):
    "gpu.yield"(%lhs) : (f32) -> ()
  }) {op = #gpu<all_reduce_op add>} : (f32) -> (f32)
  return
}

// -----

func.func @reduce_invalid_op(%arg0 : f32) {
  // expected-error@+1 {{invalid op kind}}
  %res = gpu.all_reduce foo %arg0 {} : (f32) -> (f32)
  return
}

// -----

func.func @reduce_invalid_op_type(%arg0 : f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %res = gpu.all_reduce and %arg0 {} : (f32) -> (f32)
  return
}

// -----

func.func @reduce_invalid_op_type_int(%arg0 : i32) {
  // expected-error@+1 {{`maximumf` reduction operation is not compatible with type 'i32'}}
  %res = gpu.all_reduce maximumf %arg0 {} : (i32) -> (i32)
  return
}

// -----

func.func @reduce_incorrect_region_arguments(%arg0 : f32) {
  // expected-error@+1 {{expected two region arguments}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32):
    "gpu.yield"(%lhs) : (f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func.func @reduce_incorrect_region_argument_type(%arg0 : f32) {
  // expected-error@+1 {{incorrect region argument type}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : i32):
    "gpu.yield"(%lhs) : (f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func.func @reduce_incorrect_yield(%arg0 : f32) {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : f32):
    "gpu.yield"(%lhs, %rhs) : (f32, f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func.func @reduce_incorrect_yield_type(%arg0 : f32, %i : i32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : f32):
    "gpu.yield"(%lhs) : (f32) -> ()
  ^bb1(%other : i32):
    "gpu.yield"(%other) : (i32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func.func @reduce_same_type(%arg0 : i32) {
  // expected-error@+1 {{'gpu.all_reduce' op requires the same type for all operands and results}}
  %res = gpu.all_reduce add %arg0 {} : (i32) -> (f32)
  return
}

// -----

func.func @subgroup_reduce_invalid_op_type(%arg0 : f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %res = gpu.subgroup_reduce and %arg0 : (f32) -> (f32)
  return
}

// -----

func.func @subgroup_reduce_cluster_size(%arg0 : f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %res = gpu.subgroup_reduce add %arg0 cluster(size = 3) : (f32) -> (f32)
  return
}

// -----

func.func @subgroup_reduce_cluster_stride(%arg0 : f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride 3 is not a power of two}}
  %res = gpu.subgroup_reduce add %arg0 cluster(size = 4, stride = 3) : (f32) -> (f32)
  return
}

// -----

func.func @subgroup_reduce_stride_without_size(%arg0 : f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride can only be specified if cluster size is specified}}
  %res = "gpu.subgroup_reduce"(%arg0) <{op = #gpu<all_reduce_op add>, cluster_stride = 2 : i32}> : (f32) -> (f32)
  return
}

// -----

func.func @subgroup_reduce_index(%arg0 : index) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'index'}}
  %res = gpu.subgroup_reduce add %arg0 : (index) -> (index)
  return
}

// -----

func.func @shuffle_mismatching_type(%arg0 : f32, %arg1 : i32, %arg2 : i32) {
  // expected-error@+1 {{op failed to verify that all of {value, shuffleResult} have same type}}
  %shfl, %pred = "gpu.shuffle"(%arg0, %arg1, %arg2) { mode = #gpu<shuffle_mode xor> } : (f32, i32, i32) -> (i32, i1)
  return
}

// -----

func.func @shuffle_unsupported_type(%arg0 : index, %arg1 : i32, %arg2 : i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'index'}}
  %shfl, %pred = gpu.shuffle xor %arg0, %arg1, %arg2 : index
  return
}

// -----

func.func @thread_id_wrong_attribute() {
  // expected-error@+1 {{'gpu.thread_id' op attribute 'dimension' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
  %t = "gpu.thread_id"() {dimension = #gpu<shuffle_mode xor>} : () -> index
  return
}

// -----

func.func @unknown_gpu_attribute() {
  // expected-error@+1 {{unknown attribute `foo` in dialect `gpu`}}
  "gpu.barrier"() {a = #gpu<foo x>} : () -> ()
  return
}

// -----

// expected-error@+1 {{unknown gpu type: token}}
func.func @unknown_gpu_type(%t : !gpu.token) {
  return
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{gpu.func requires named arguments}}
    gpu.func @kernel_1(f32, f32) {
    ^bb0(%arg0: f32):
      gpu.return
    }
  }
}

// -----

gpu.module @gpu_funcs {
  // expected-error@+1 {{expected valid '@'-identifier for symbol name}}
  gpu.func private @kernel() {
    gpu.return
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
    "gpu.func"() ({
      gpu.return
    }) {sym_name="kernel_1", function_type=f32} : () -> ()
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@below {{'gpu.func' op expected memref type in attribution}}
    gpu.func @kernel() workgroup(%0: i32) {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@below {{'gpu.func' op expected memory space workgroup in attribution}}
    gpu.func @kernel() workgroup(%0: memref<4xf32, #gpu.address_space<private>>) {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@below {{'gpu.func' op expected memory space private in attribution}}
    gpu.func @kernel() private(%0: memref<4xf32, #gpu.address_space<workgroup>>) {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-note@+1 {{return type declared here}}
    gpu.func @kernel(%arg0 : index) {
      // expected-error@+1 {{'gpu.return' op expected 0 result operands}}
      gpu.return %arg0 : index
    }
  }
}

// -----

gpu.module @gpu_funcs {
  gpu.func @wrong_result_type(%arg0 : i32) -> f32 {
    // expected-error@+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %arg0 : i32
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
    gpu.func @kernel(%arg0 : index) -> index kernel {
      gpu.return %arg0 : index
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected at least 5 arguments to body region}}
    "gpu.func"() ({
    ^bb0(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<5xf32, 3>, %arg3: memref<5xf32, 5>):
      "gpu.return"() : () -> ()
    } ) {function_type = (f32, memref<?xf32>) -> (), gpu.kernel, sym_name = "kernel_1", workgroup_attributions = 3: i64} : () -> ()
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected body region argument #0 to be of type 'f32', got 'i32'}}
    "gpu.func"() ({
    ^bb0(%arg0: i32):
      "gpu.return"() : () -> ()
    } ) {function_type = (f32) -> (), sym_name = "kernel_1"} : () -> ()
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{expected body with at least one block}}
    "gpu.func"() ({}) {function_type = () -> (), gpu.kernel, sym_name = "kernel"} : () -> ()
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op attribute 'known_block_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
    gpu.func @kernel() attributes {known_block_size = array<i32: 32, 1>} {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op gpu.known_block_size must contain exactly 3 elements}}
    gpu.func @kernel() attributes {gpu.known_block_size = array<i32: 32, 1>} {
      gpu.return
    }
  }
}

// -----

// expected-error@+1 {{'func.func' op gpu.known_grid_size must be a dense i32 array}}
func.func @host_side_hint() attributes {gpu.known_grid_size = array<i64: 1, 2, 3>} {
  return
}

// -----

module {
  // expected-error@+1 {{'gpu.func' op expects parent op 'gpu.module'}}
  gpu.func @outside() {
    gpu.return
  }
}

// -----

func.func @return_outside(%x : f32) {
  // expected-error@+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

func.func @sync_wait_with_result() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %t = gpu.wait
  return
}

// -----

func.func @async_wait_without_result() {
  // expected-error@+1 {{needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @memcpy_incompatible_type(%dst : memref<?xf32>, %src : memref<?xi32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %dst, %src  : memref<?xf32>, memref<?xi32>
  return
}

// -----

func.func @memcpy_incompatible_shape(%dst : memref<7xf32>, %src : memref<9xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %dst, %src  : memref<7xf32>, memref<9xf32>
  return
}

// -----

func.func @memset_incompatible_shape(%dst : memref<?xf32>, %value : i32) {
  // expected-error@+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %dst, %value  : memref<?xf32>, i32
  return
}

// -----

func.func @alloc_dynamic_sizes() {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %m = gpu.alloc () : memref<?xf32>
  return
}

// -----

func.func @alloc_symbols(%x : index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc (%x) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @alloc_size_type(%i : i32) {
  // expected-error@+1 {{'gpu.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %m = "gpu.alloc"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

func.func @printf_memref(%m : memref<4xf32>) {
  // expected-error@+1 {{'gpu.printf' op operand #0 must be variadic of integer or index or floating-point, but got 'memref<4xf32>'}}
  gpu.printf "%d", %m : memref<4xf32>
  return
}

// -----

gpu.module @m {
  gpu.func @dynamic_shared_wrong_space() {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
    %0 = gpu.dynamic_shared_memory : memref<?xi8>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @dynamic_shared_static() {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
    %0 = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @dynamic_shared_element() {
    // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xf32, #gpu.address_space<workgroup>>'}}
    %0 = gpu.dynamic_shared_memory : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

func.func @rotate_offset(%arg0 : f32) {
  // expected-error@+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %r, %v = gpu.rotate %arg0, 16, 16 : f32
  return
}

// -----

func.func @rotate_width(%arg0 : f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %r, %v = gpu.rotate %arg0, 1, 12 : f32
  return
}

// -----

func.func @launch_too_few_operands(%sz : index) {
  // The single operand groups are counted before the segment sizes are read.
  // expected-error @+1 {{'gpu.launch' op expected 6 or more operands, but found 5}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz) ({
    gpu.terminator
  }) {operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 0, 0>} : (index, index, index, index, index) -> ()
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_kernel_string(%sz : index) {
    // expected-error @+1 {{custom op 'gpu.launch_func' invalid kind of attribute specified}}
    gpu.launch_func "kernels" blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_operand_attr(%sz : index) {
    // expected-error @+1 {{expected ')' in argument list}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%sz : index {tag})
    return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op arguments may only have dialect attributes}}
  gpu.func @arg_attr(%a: i32 {foo = 1}) kernel { gpu.return }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op results may only have dialect attributes}}
  gpu.func @res_attr(%a: i32) -> (i32 {foo = 1}) { gpu.return %a : i32 }
}

// -----

gpu.module @kernels {
  // The dialect of an argument attribute checks it, on gpu.func as on func.func.
  // expected-error @+1 {{'bufferization.writable' is expected to be a boolean attribute}}
  gpu.func @writable(%a: memref<2xf32> {bufferization.writable = 1}) kernel { gpu.return }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{attribute 'sym_name' occurs more than once in the attribute list}}
  gpu.func @repeated() attributes {sym_name = "x"} { gpu.return }
}
