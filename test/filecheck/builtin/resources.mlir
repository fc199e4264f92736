// RUN: comco-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --mlir-print-op-generic | comco-opt --allow-unregistered-dialect | FileCheck %s
// RUN: comco-opt %s --allow-unregistered-dialect --canonicalize --cse | FileCheck %s --check-prefix=CANON
// PARITY: print

// Blobs print in the order the output first refers to them, with upper-case hex; entries nothing
// refers to are dropped; a key used twice is one handle.

// CHECK-LABEL: func.func @resources
// CHECK: %[[W:.*]] = arith.constant dense_resource<weights> : tensor<3xf32>
// CHECK: arith.constant dense_resource<"with space"> : tensor<2xi16>
// CHECK: arith.constant dense_resource<weights> : tensor<3xf32>
// CHECK: "foo.op"() {a = [dense_resource<bools> : tensor<2xi1>]} : () -> ()
// CHECK: memref.global "private" constant @g : memref<2xi32> = dense_resource<a.b$c>
// CANON-LABEL: func.func @resources
// CANON: %[[W:.*]] = arith.constant dense_resource<weights> : tensor<3xf32>
// CANON-NOT: dense_resource<weights>
// CANON: return %[[W]], %{{.*}}, %[[W]]
func.func @resources() -> (tensor<3xf32>, tensor<2xi16>, tensor<3xf32>) {
  %0 = arith.constant dense_resource<weights> : tensor<3xf32>
  %1 = arith.constant dense_resource<"with space"> : tensor<2xi16>
  %2 = arith.constant dense_resource<weights> : tensor<3xf32>
  "foo.op"() {a = [dense_resource<bools> : tensor<2xi1>]} : () -> ()
  return %0, %1, %2 : tensor<3xf32>, tensor<2xi16>, tensor<3xf32>
}

memref.global "private" constant @g : memref<2xi32> = dense_resource<a.b$c>

// A key with no entry prints no entry.
// CHECK: arith.constant dense_resource<missing> : tensor<4xi8>
func.func @missing() -> tensor<4xi8> {
  %0 = arith.constant dense_resource<missing> : tensor<4xi8>
  return %0 : tensor<4xi8>
}

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       weights: "0x040000000000803F00000040000040C0",
// CHECK-NEXT:       "with space": "0x02000000FFFF0700",
// CHECK-NEXT:       bools: "0x010000000100",
// CHECK-NEXT:       a.b$c: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     tool: {
// CHECK-NEXT:       flag: true,
// CHECK-NEXT:       "a name": "a \22quoted\22 string",
// CHECK-NEXT:       data: "0x08000000AB"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-NOT: unused
// CHECK-NOT: empty
{-#
  external_resources: {
    tool: { flag: true, "a name": "a \"quoted\" string", data: "0x08000000ab" },
    empty: {}
  },
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000",
      bools: "0x010000000100",
      "with space": "0x02000000ffff0700",
      weights: "0x040000000000803f00000040000040c0",
      a.b$c: "0x040000000100000002000000"
    }
  }
#-}
