// RUN: comco-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=14 | FileCheck %s --check-prefix=AT14
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=13 | FileCheck %s --check-prefix=AT13
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=0 | FileCheck %s --check-prefix=ZERO

// A value is left out when its text, quotes included, is longer than the limit; the dictionary is
// opened all the same. Keys and strings print escaped.

// AT14: "test.blob3op"() {attr = dense_resource<blob3> : tensor<1xi8>}
"test.blob1op"() {attr = dense_resource<blob1> : tensor<3xi64> } : () -> ()
"test.blob3op"() {attr = dense_resource<blob3> : tensor<1xi8> } : () -> ()

// AT14:      {-#
// AT14-NEXT:   dialect_resources: {
// AT14-NEXT:     builtin: {
// AT14-NEXT:       blob3: "0x0800000001"
// AT14-NEXT:     }
// AT14-NEXT:   },
// AT14-NEXT:   external_resources: {
// AT14-NEXT:     external: {
// AT14-NEXT:       "backslash\\tab\09": true,
// AT14-NEXT:       string: "\22string\22"
// AT14-NEXT:     },
// AT14-NEXT:     other: {
// AT14-NEXT:       bool: true
// AT14-NEXT:     }
// AT14-NEXT:   }
// AT14-NEXT: #-}

// AT13:      {-#
// AT13-NEXT:   external_resources: {
// AT13-NEXT:     external: {
// AT13-NEXT:       "backslash\\tab\09": true
// AT13-NEXT:     },
// AT13-NEXT:     other: {
// AT13-NEXT:       bool: true
// AT13-NEXT:     }
// AT13-NEXT:   }
// AT13-NEXT: #-}

// ZERO:      {-#
// ZERO-EMPTY:
// ZERO-NEXT: #-}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob3: "0x0800000001"
    }
  },
  external_resources: {
    external: {
      blob: "0x08000000010000000000000002000000000000000300000000000000",
      "backslash\\tab\09": true,
      string: "\"string\""
    },
    other: {
      bool: true
    }
  }
#-}
