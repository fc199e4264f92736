// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s

// Round trip of every arith op, in custom and generic form.

// CHECK-LABEL: func.func @constants
func.func @constants() {
  // CHECK: %c0 = arith.constant 0 : index
  %0 = arith.constant 0 : index
  // CHECK: %c-1 = arith.constant -1 : index
  %1 = arith.constant -1 : index
  // CHECK: %c42_i32 = arith.constant 42 : i32
  %2 = arith.constant 42 : i32
  // CHECK: %c-1_i64 = arith.constant -1 : i64
  %3 = arith.constant -1 : i64
  // CHECK: %c-1_i8 = arith.constant -1 : i8
  %4 = arith.constant 255 : i8
  // CHECK: %true = arith.constant true
  %5 = arith.constant true
  // CHECK: %false = arith.constant false
  %6 = arith.constant 0 : i1
  // CHECK: %c5_i128 = arith.constant 5 : i128
  %7 = arith.constant 5 : i128
  // CHECK: %cst = arith.constant 1.500000e+00 : f32
  %8 = arith.constant 1.5 : f32
  // CHECK: %cst_0 = arith.constant -0.000000e+00 : f64
  %9 = arith.constant -0.0 : f64
  // CHECK: %cst_1 = arith.constant 0x7FC00000 : f32
  %10 = arith.constant 0x7FC00000 : f32
  // CHECK: %cst_2 = arith.constant 1.000000e+00 : bf16
  %11 = arith.constant 1.0 : bf16
  // CHECK: %cst_3 = arith.constant dense<1> : vector<4xi32>
  %12 = arith.constant dense<1> : vector<4xi32>
  // CHECK: %cst_4 = arith.constant dense<[-1, 2]> : tensor<2xi8>
  %13 = arith.constant dense<[255, 2]> : tensor<2xi8>
  // CHECK: %cst_5 = arith.constant dense<[true, false]> : vector<2xi1>
  %14 = arith.constant dense<[true, false]> : vector<2xi1>
  // CHECK: %cst_6 = arith.constant dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf16>
  %15 = arith.constant dense<[0.0, -0.0]> : tensor<2xf16>
  // CHECK: %cst_7 = arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xindex>
  %16 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xindex>
  // CHECK: %cst_8 = arith.constant dense<2.000000e+00> : vector<[4]xf32>
  %17 = arith.constant dense<2.0> : vector<[4]xf32>
  // CHECK: %c-1_i3 = arith.constant {foo = "bar"} -1 : i3
  %18 = arith.constant {foo = "bar"} 7 : i3
  return
}

// CHECK-LABEL: func.func @int_binary
func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi64>, %t: tensor<4x?xi8>) {
  // CHECK: arith.addi %arg0, %arg1 : i32
  %0 = arith.addi %a, %b : i32
  // CHECK: arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
  %1 = arith.addi %a, %b overflow<nuw, nsw> : i32
  // CHECK: arith.subi %arg2, %arg2 overflow<nsw> : index
  %2 = arith.subi %i, %i overflow<nsw> : index
  // CHECK: arith.muli %arg3, %arg3 overflow<nuw> : vector<4xi64>
  %3 = arith.muli %v, %v overflow<nuw> : vector<4xi64>
  // CHECK: arith.divui %arg0, %arg1 : i32
  %4 = arith.divui %a, %b : i32
  // CHECK: arith.divsi %arg4, %arg4 exact : tensor<4x?xi8>
  %5 = arith.divsi %t, %t exact : tensor<4x?xi8>
  // CHECK: arith.ceildivui %arg0, %arg1 : i32
  %6 = arith.ceildivui %a, %b : i32
  // CHECK: arith.ceildivsi %arg2, %arg2 : index
  %7 = arith.ceildivsi %i, %i : index
  // CHECK: arith.floordivsi %arg0, %arg1 : i32
  %8 = arith.floordivsi %a, %b : i32
  // CHECK: arith.remui %arg3, %arg3 : vector<4xi64>
  %9 = arith.remui %v, %v : vector<4xi64>
  // CHECK: arith.remsi %arg0, %arg1 : i32
  %10 = arith.remsi %a, %b : i32
  // CHECK: arith.andi %arg0, %arg1 : i32
  %11 = arith.andi %a, %b : i32
  // CHECK: arith.ori %arg4, %arg4 : tensor<4x?xi8>
  %12 = arith.ori %t, %t : tensor<4x?xi8>
  // CHECK: arith.xori %arg2, %arg2 : index
  %13 = arith.xori %i, %i : index
  // CHECK: arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
  %14 = arith.shli %a, %b overflow<nsw, nuw> : i32
  // CHECK: arith.shrui %arg0, %arg1 exact : i32
  %15 = arith.shrui %a, %b exact : i32
  // CHECK: arith.shrsi %arg3, %arg3 : vector<4xi64>
  %16 = arith.shrsi %v, %v : vector<4xi64>
  // CHECK: arith.maxsi %arg0, %arg1 : i32
  %17 = arith.maxsi %a, %b : i32
  // CHECK: arith.maxui %arg0, %arg1 : i32
  %18 = arith.maxui %a, %b : i32
  // CHECK: arith.minsi %arg2, %arg2 : index
  %19 = arith.minsi %i, %i : index
  // CHECK: arith.minui %arg0, %arg1 {tag} : i32
  %20 = arith.minui %a, %b {tag} : i32
  // CHECK: arith.addi %arg0, %arg1 overflow<nsw> : i32
  %21 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  // CHECK: arith.shrsi %arg0, %arg1 exact : i32
  %22 = "arith.shrsi"(%a, %b) {isExact} : (i32, i32) -> i32
  return
}

// CHECK-LABEL: func.func @extended
func.func @extended(%a: i32, %b: i32, %v: vector<4xi8>) {
  // CHECK: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
  %0:2 = arith.addui_extended %a, %b : i32, i1
  // CHECK: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<4xi8>, vector<4xi1>
  %1, %2 = arith.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
  // CHECK: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
  %3:2 = arith.mulsi_extended %a, %b : i32
  // CHECK: %low_2, %high_3 = arith.mului_extended %arg2, %arg2 : vector<4xi8>
  %4:2 = arith.mului_extended %v, %v : vector<4xi8>
  return
}

// CHECK-LABEL: func.func @float_ops
func.func @float_ops(%a: f32, %b: f32, %h: vector<4xf16>, %t: tensor<?xbf16>) {
  // CHECK: arith.negf %arg0 : f32
  %0 = arith.negf %a : f32
  // CHECK: arith.negf %arg2 fastmath<fast> : vector<4xf16>
  %1 = arith.negf %h fastmath<fast> : vector<4xf16>
  // CHECK: arith.addf %arg0, %arg1 fastmath<nnan,ninf> : f32
  %2 = arith.addf %a, %b fastmath<ninf,nnan> : f32
  // CHECK: arith.subf %arg3, %arg3 : tensor<?xbf16>
  %3 = arith.subf %t, %t fastmath<none> : tensor<?xbf16>
  // CHECK: arith.mulf %arg0, %arg1 fastmath<fast> : f32
  %4 = arith.mulf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  // CHECK: arith.divf %arg2, %arg2 fastmath<arcp> : vector<4xf16>
  %5 = arith.divf %h, %h fastmath<arcp> : vector<4xf16>
  // CHECK: arith.remf %arg0, %arg1 : f32
  %6 = arith.remf %a, %b : f32
  // CHECK: arith.maximumf %arg0, %arg1 : f32
  %7 = arith.maximumf %a, %b : f32
  // CHECK: arith.minimumf %arg0, %arg1 fastmath<nsz> : f32
  %8 = arith.minimumf %a, %b fastmath<nsz> : f32
  // CHECK: arith.maxnumf %arg3, %arg3 : tensor<?xbf16>
  %9 = arith.maxnumf %t, %t : tensor<?xbf16>
  // CHECK: arith.minnumf %arg0, %arg1 fastmath<contract,afn> : f32
  %10 = arith.minnumf %a, %b fastmath<afn,contract> : f32
  return
}

// CHECK-LABEL: func.func @casts
func.func @casts(%i: i32, %f: f32, %x: index, %v: vector<2xi32>, %t: tensor<?xf16>, %m: memref<4xindex>, %mf: memref<?xf32>) {
  // CHECK: arith.extui %arg0 : i32 to i64
  %0 = arith.extui %i : i32 to i64
  // CHECK: arith.extsi %arg3 : vector<2xi32> to vector<2xi64>
  %1 = arith.extsi %v : vector<2xi32> to vector<2xi64>
  // CHECK: arith.trunci %arg0 : i32 to i16
  %2 = arith.trunci %i : i32 to i16
  // CHECK: arith.trunci %arg0 overflow<nuw> : i32 to i1
  %3 = arith.trunci %i overflow<nuw> : i32 to i1
  // CHECK: arith.extf %arg1 : f32 to f64
  %4 = arith.extf %f : f32 to f64
  // CHECK: arith.extf %arg4 fastmath<contract> : tensor<?xf16> to tensor<?xf32>
  %5 = arith.extf %t fastmath<contract> : tensor<?xf16> to tensor<?xf32>
  // CHECK: arith.truncf %arg1 : f32 to bf16
  %6 = arith.truncf %f : f32 to bf16
  // CHECK: arith.truncf %arg1 toward_zero fastmath<fast> : f32 to f8E4M3FN
  %7 = arith.truncf %f toward_zero fastmath<fast> : f32 to f8E4M3FN
  // CHECK: arith.truncf %arg1 fastmath<nnan> : f32 to f16
  %8 = arith.truncf %f fastmath<nnan> : f32 to f16
  // CHECK: arith.truncf %arg1 to_nearest_away : f32 to f16
  %9 = arith.truncf %f to_nearest_away : f32 to f16
  // CHECK: arith.uitofp %arg0 : i32 to f32
  %10 = arith.uitofp %i : i32 to f32
  // CHECK: arith.sitofp %arg3 : vector<2xi32> to vector<2xf64>
  %11 = arith.sitofp %v : vector<2xi32> to vector<2xf64>
  // CHECK: arith.fptoui %arg1 : f32 to i8
  %12 = arith.fptoui %f : f32 to i8
  // CHECK: arith.fptosi %arg4 : tensor<?xf16> to tensor<?xi64>
  %13 = arith.fptosi %t : tensor<?xf16> to tensor<?xi64>
  // CHECK: arith.index_cast %arg2 : index to i32
  %14 = arith.index_cast %x : index to i32
  // CHECK: arith.index_cast %arg5 : memref<4xindex> to memref<4xi8>
  %15 = arith.index_cast %m : memref<4xindex> to memref<4xi8>
  // CHECK: arith.index_castui %arg0 : i32 to index
  %16 = arith.index_castui %i : i32 to index
  // CHECK: arith.bitcast %arg1 : f32 to i32
  %17 = arith.bitcast %f : f32 to i32
  // CHECK: arith.bitcast %arg6 : memref<?xf32> to memref<?xi32>
  %18 = arith.bitcast %mf : memref<?xf32> to memref<?xi32>
  // CHECK: arith.bitcast %arg3 : vector<2xi32> to vector<2xf32>
  %19 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  return
}

// CHECK-LABEL: func.func @scaling
func.func @scaling(%a: f4E2M1FN, %s: f8E8M0FNU, %b: f32, %v: vector<4xf32>, %vs: vector<4xf8E8M0FNU>) {
  // CHECK: arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  // CHECK: arith.scaling_extf %arg0, %arg1 fastmath<nnan> : f4E2M1FN, f8E8M0FNU to f16
  %1 = arith.scaling_extf %a, %s fastmath<nnan> : f4E2M1FN, f8E8M0FNU to f16
  // CHECK: arith.scaling_truncf %arg2, %arg1 : f32, f8E8M0FNU to f4E2M1FN
  %2 = arith.scaling_truncf %b, %s : f32, f8E8M0FNU to f4E2M1FN
  // CHECK: arith.scaling_truncf %arg3, %arg4 downward fastmath<fast> : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  %3 = arith.scaling_truncf %v, %vs downward fastmath<fast> : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  return
}

// CHECK-LABEL: func.func @compare_select
func.func @compare_select(%a: i32, %b: i32, %f: f64, %v: vector<4xf32>, %c: i1, %m: vector<4xi1>, %t: tensor<?xi64>) {
  // CHECK: arith.cmpi eq, %arg0, %arg1 : i32
  %0 = arith.cmpi eq, %a, %b : i32
  // CHECK: arith.cmpi uge, %arg6, %arg6 : tensor<?xi64>
  %1 = arith.cmpi "uge", %t, %t : tensor<?xi64>
  // CHECK: arith.cmpi slt, %arg0, %arg1 {tag} : i32
  %2 = "arith.cmpi"(%a, %b) {predicate = 2 : i64, tag} : (i32, i32) -> i1
  // CHECK: arith.cmpf false, %arg2, %arg2 : f64
  %3 = arith.cmpf false, %f, %f : f64
  // CHECK: arith.cmpf une, %arg3, %arg3 fastmath<nnan> : vector<4xf32>
  %4 = arith.cmpf une, %v, %v fastmath<nnan> : vector<4xf32>
  // CHECK: arith.cmpf true, %arg2, %arg2 : f64
  %5 = arith.cmpf true, %f, %f : f64
  // CHECK: arith.select %arg4, %arg0, %arg1 : i32
  %6 = arith.select %c, %a, %b : i32
  // CHECK: arith.select %arg5, %arg3, %arg3 : vector<4xi1>, vector<4xf32>
  %7 = arith.select %m, %v, %v : vector<4xi1>, vector<4xf32>
  // CHECK: arith.select %arg4, %arg3, %arg3 {tag = 1 : i32} : vector<4xf32>
  %8 = arith.select %c, %v, %v {tag = 1 : i32} : vector<4xf32>
  return
}

// An inherent attribute spelled in the attribute dictionary replaces the one the format read.
// CHECK-LABEL: func.func @dictionary_wins(
func.func @dictionary_wins(%x: i32, %f: f32) -> (i1, f32) {
  // CHECK: arith.cmpi eq, %arg0, %arg0 : i32
  %0 = arith.cmpi slt, %x, %x {predicate = 0 : i64} : i32
  // CHECK: arith.addf %arg1, %arg1 fastmath<nnan> : f32
  %1 = arith.addf %f, %f fastmath<fast> {fastmath = #arith.fastmath<nnan>} : f32
  return %0, %1 : i1, f32
}
