// RUN: comco-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Elements of strings take only strings; numbers take no strings.

// expected-error @+1 {{expected string token, got 1}}
"foo.op"() {a = dense<["a", 1]> : tensor<2x!foo.string>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1.0}}
"foo.op"() {a = dense<[1.0, 2.0]> : tensor<2x!foo.string>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got true}}
"foo.op"() {a = dense<[true, false]> : tensor<2x!foo.string>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<["a", "b"]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<["a"]> : tensor<1xindex>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"foo.op"() {a = dense<["a", "b"]> : vector<2xf32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"foo.op"() {a = dense<["a", "b"]> : tensor<3x!foo.string>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<3x!foo.string>') expected at least 1}}
"foo.op"() {a = dense<> : tensor<3x!foo.string>} : () -> ()

// -----

// expected-error @+1 {{parsed 2 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
"foo.op"() {a = dense<["a", "b"]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected integer or floating point literal}}
"foo.op"() {a = dense<-"a"> : tensor<2x!foo.string>} : () -> ()

// -----

// expected-error @+1 {{expected integer or floating point literal}}
"foo.op"() {a = dense<[-true]> : tensor<1xi1>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[["a"], "b"]> : tensor<2x1x!foo.string>} : () -> ()
