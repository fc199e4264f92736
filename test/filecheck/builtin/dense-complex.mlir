// RUN: comco-opt %s | FileCheck %s
// RUN: comco-opt %s | comco-opt | FileCheck %s
// RUN: comco-opt %s --mlir-print-op-generic | comco-opt | FileCheck %s
// RUN: comco-opt %s --canonicalize --cse | FileCheck %s --check-prefix=CANON
// PARITY: print

// Complex elements print as `(re,im)`; equal elements make a splat; hex input holds the parts one
// after the other, and more than 100 elements print as hex.

// CHECK-LABEL: func.func @complex
// CHECK-NEXT: arith.constant dense<(1,2)> : tensor<complex<i32>>
// CHECK-NEXT: arith.constant dense<[(1.500000e+00,-2.000000e+00), (0.000000e+00,3.250000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<3xcomplex<f64>>
// CHECK-NEXT: arith.constant dense<[(-1,-1), (1,0)]> : tensor<2xcomplex<i8>>
// CHECK-NEXT: arith.constant dense<[(0x7FC00001,-0.000000e+00), (1.000000e+00,-3.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: arith.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: arith.constant dense<[{{\[}}(1,2)], {{\[}}(3,4)]]> : tensor<2x1xcomplex<i16>>
// CHECK-NEXT: arith.constant dense<> : tensor<0xcomplex<f32>>
// CHECK-NEXT: arith.constant dense<"0xCCFFFFFFFF00000014FFFFFF3BFEFFFF33FDFFFF95FDFFFF060300008101000025FCFFFFCCFEFFFF1D000000CDFFFFFF47030000EE000000BDFCFFFFC4FEFFFF870000009503000006010000B10100006BFCFFFFEB01000020FFFFFF72FDFFFFB8010000A9030000B5FFFFFFB4030000E401000079FFFFFF59FDFFFF70FDFFFFFFFDFFFF81FCFFFFFBFCFFFF27FDFFFF24000000110300007C030000D100000099FCFFFF490200009901000029FFFFFF690200001002000031030000E8FCFFFF720300006CFEFFFFBBFDFFFF7C010000E3FDFFFFE60100007002000077FFFFFF35030000CBFCFFFF460200003AFEFFFF62030000C5FDFFFF44FFFFFF57FEFFFFD3FEFFFF9102000070FCFFFFB0FDFFFFC30100002F03000022FCFFFF2003000062FFFFFF88FCFFFF420300001FFFFFFFDC0200000700000034FDFFFF48FCFFFFFCFDFFFF7DFFFFFFFB01000058030000E6020000FDFCFFFFCE030000DE0000001FFCFFFF10FDFFFF35020000B9000000ACFDFFFF41030000E9020000B7FDFFFFBCFEFFFF28FCFFFF3B030000C3FCFFFF28FDFFFF690000006F0300003BFCFFFF19000000C5FCFFFFAD000000110000006400000076030000ADFDFFFF74FFFFFFA4FCFFFF47FFFFFFA1FDFFFF3401000036020000D7FCFFFFB3010000BB00000041FDFFFF79FDFFFF9C030000F7000000D9010000C20300006CFCFFFF86FCFFFF40FEFFFF880000008F010000F1000000E802000049FDFFFF0E0200003DFEFFFFFD010000B20000005EFCFFFF10FDFFFF0B030000BC01000050FFFFFFB303000057030000FCFDFFFF63FDFFFFFB0000002200000070FCFFFFFB01000005FFFFFFDB0200007C01000045000000D00000009D0000004A02000098010000C9FCFFFF08030000DFFEFFFFF9FCFFFF0103000025030000C400000004FFFFFFB4FFFFFFC6FDFFFF4FFFFFFFAFFDFFFFAB030000B00000000F0200003DFCFFFF20FFFFFF7D020000F4000000B9FEFFFF19FCFFFF8FFFFFFFFCFCFFFFCDFDFFFFDEFDFFFFA5FFFFFF40FEFFFFB1FEFFFF9C020000CDFCFFFF8DFEFFFF210100005FFEFFFFEBFCFFFF3B0000005D02000088FCFFFF4CFCFFFF25FFFFFF56020000930000008D02000085FFFFFF"> : tensor<101xcomplex<i32>>
// CANON-LABEL: func.func @complex
// CANON-COUNT-9: arith.constant
// CANON-NOT: arith.constant
func.func @complex() -> (tensor<complex<i32>>, tensor<2xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<2xcomplex<i8>>,
                         tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x1xcomplex<i16>>, tensor<0xcomplex<f32>>,
                         tensor<101xcomplex<i32>>, tensor<complex<i32>>) {
  %0 = arith.constant dense<(1, 2)> : tensor<complex<i32>>
  %1 = arith.constant dense<[(1.5, -2.0), (0.0, 3.25)]> : tensor<2xcomplex<f32>>
  %2 = arith.constant dense<[(1.0, 2.0), (1.0, 2.0), (1.0, 2.0)]> : tensor<3xcomplex<f64>>
  %3 = arith.constant dense<[(-1, 255), (1, 0)]> : tensor<2xcomplex<i8>>
  %4 = arith.constant dense<[(0x7FC00001, -0.0), (1.0, -3.0)]> : tensor<2xcomplex<f32>>
  %5 = arith.constant dense<"0x0000803F0000004000004040000080C0"> : tensor<2xcomplex<f32>>
  %6 = arith.constant dense<[[(1, 2)], [(3, 4)]]> : tensor<2x1xcomplex<i16>>
  %7 = arith.constant dense<> : tensor<0xcomplex<f32>>
  %8 = arith.constant dense<[(-52, 255), (-236, -453), (-717, -619), (774, 385), (-987, -308), (29, -51), (839, 238), (-835, -316), (135, 917), (262, 433), (-917, 491), (-224, -654), (440, 937), (-75, 948), (484, -135), (-679, -656), (-513, -895), (-773, -729), (36, 785), (892, 209), (-871, 585), (409, -215), (617, 528), (817, -792), (882, -404), (-581, 380), (-541, 486), (624, -137), (821, -821), (582, -454), (866, -571), (-188, -425), (-301, 657), (-912, -592), (451, 815), (-990, 800), (-158, -888), (834, -225), (732, 7), (-716, -952), (-516, -131), (507, 856), (742, -771), (974, 222), (-993, -752), (565, 185), (-596, 833), (745, -585), (-324, -984), (827, -829), (-728, 105), (879, -965), (25, -827), (173, 17), (100, 886), (-595, -140), (-860, -185), (-607, 308), (566, -809), (435, 187), (-703, -647), (924, 247), (473, 962), (-916, -890), (-448, 136), (399, 241), (744, -695), (526, -451), (509, 178), (-930, -752), (779, 444), (-176, 947), (855, -516), (-669, 251), (34, -912), (507, -251), (731, 380), (69, 208), (157, 586), (408, -823), (776, -289), (-775, 769), (805, 196), (-252, -76), (-570, -177), (-593, 939), (176, 527), (-963, -224), (637, 244), (-327, -999), (-113, -772), (-563, -546), (-91, -448), (-335, 668), (-819, -371), (289, -417), (-789, 59), (605, -888), (-948, -219), (598, 147), (653, -123)]> : tensor<101xcomplex<i32>>
  %9 = arith.constant dense<(1, 2)> : tensor<complex<i32>>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<complex<i32>>, tensor<2xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<2xcomplex<i8>>,
    tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2x1xcomplex<i16>>, tensor<0xcomplex<f32>>, tensor<101xcomplex<i32>>, tensor<complex<i32>>
}
