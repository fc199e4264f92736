// RUN: comco-opt %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE
// RUN: comco-opt %s --mlir-print-elementsattrs-with-hex-if-larger=3 | FileCheck %s --check-prefix=HEX
// RUN: comco-opt %s --mlir-print-elementsattrs-with-hex-if-larger=-1 --mlir-elide-resource-strings-if-larger=20 | FileCheck %s --check-prefix=NOHEX

// ELIDE-LABEL: func.func @elements
// ELIDE-NEXT: arith.constant dense_resource<__elided__> : tensor<4xi32>
// ELIDE-NEXT: arith.constant dense<[1, 2]> : tensor<2xi32>
// ELIDE-NEXT: arith.constant dense<7> : tensor<200xi32>
// ELIDE-NEXT: arith.constant dense_resource<__elided__> : tensor<3x4xi32>
// ELIDE-NEXT: arith.constant dense_resource<__elided__> : tensor<3xcomplex<f32>>
// ELIDE-NEXT: arith.constant dense_resource<blob> : tensor<2xi32>
// HEX-LABEL: func.func @elements
// HEX-NEXT: arith.constant dense<"0x01000000020000000300000004000000"> : tensor<4xi32>
// HEX-NEXT: arith.constant dense<[1, 2]> : tensor<2xi32>
// HEX-NEXT: arith.constant dense<7> : tensor<200xi32>
// HEX-NEXT: arith.constant sparse<[{{\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
// HEX-NEXT: arith.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00), (5.000000e+00,6.000000e+00)]> : tensor<3xcomplex<f32>>
// NOHEX-LABEL: func.func @elements
// NOHEX-NEXT: arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
func.func @elements() -> (tensor<4xi32>, tensor<2xi32>, tensor<200xi32>, tensor<3x4xi32>, tensor<3xcomplex<f32>>, tensor<2xi32>, tensor<1xi32>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %2 = arith.constant dense<7> : tensor<200xi32>
  %3 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %4 = arith.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f32>>
  %5 = arith.constant dense_resource<blob> : tensor<2xi32>
  %6 = arith.constant dense_resource<small> : tensor<1xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xi32>, tensor<2xi32>, tensor<200xi32>, tensor<3x4xi32>, tensor<3xcomplex<f32>>, tensor<2xi32>, tensor<1xi32>
}

// Resource values longer than the limit (quotes included) are left out.
// NOHEX:      {-#
// NOHEX-NEXT:   dialect_resources: {
// NOHEX-NEXT:     builtin: {
// NOHEX-NEXT:       small: "0x0400000001000000"
// NOHEX-NEXT:     }
// NOHEX-NEXT:   }
// NOHEX-NEXT: #-}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000",
      small: "0x0400000001000000"
    }
  }
#-}
