// RUN: comco-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i64}}
"test.op"() {a = distinct[5]<1>, b = distinct[5]<2>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"test.op"() {a = distinct[-1]<1>} : () -> ()

// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
"test.op"() {a = distinct(5)<1>} : () -> ()

// -----

// expected-error @+1 {{expected an unsigned 64-bit integer}}
"test.op"() {a = distinct[99999999999999999999]<1>} : () -> ()

// -----

// expected-error @+1 {{expected ']' to close distinct ID}}
"test.op"() {a = distinct[5 <1>} : () -> ()

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
"test.op"() {a = distinct[5]} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close distinct attribute}}
"test.op"() {a = distinct[5]<1 2>} : () -> ()

// -----

// The inner attribute takes id 1 first (it references unit).
// expected-error @+1 {{referenced attribute does not match previous definition: unit}}
"test.op"() {a = distinct[1]<distinct[1]<>>} : () -> ()
