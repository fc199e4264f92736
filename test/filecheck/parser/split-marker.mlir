// RUN: comco-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// PARITY: print

// The split marker cuts the file wherever it occurs, as upstream's does, also after code on a
// line: what precedes it ends a chunk, what follows it starts the next (at its own line and
// column, for diagnostics).

// CHECK: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT: "test.b"() : () -> ()
"test.a"() : () -> () // -----
"test.b"() : () -> ()
