// RUN: comco-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: f32) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f}}
  return %a : f32
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  func.call @nope() : () -> ()
  return
}

// -----

func.func private @g(i32)
func.func @f(%a: f32) {
  // expected-error @+1 {{operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  func.call @g(%a) : (f32) -> ()
  return
}

// -----

func.func private @g(i32)
func.func @f(%a: i32) {
  // expected-error @+1 {{incorrect number of results for callee}}
  %0 = func.call @g(%a) : (i32) -> i32
  return
}

// -----

// expected-error @+1 {{expected non-empty function body}}
func.func @f() {}

// -----

func.func @f() {
  return
}
// expected-error @+2 {{redefinition of symbol named 'f'}}
// expected-note @-4 {{see existing symbol definition here}}
func.func @f() {
  return
}

// -----

// expected-error @+1 {{entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "test.wrap"() ({ "func.return"() : () -> () }) : () -> ()
  return
}

// -----

func.func @undefined_function() {
  %x = constant @qux : (i32) -> ()  // expected-error {{reference to undefined function 'qux'}}
  return
}

// -----

func.func @mismatched() {
  %x = constant @mismatched : (i32) -> ()  // expected-error {{reference to function with mismatched type}}
  return
}

// -----

func.func @not_a_symbol() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = constant "" : index
  return
}

// -----

// expected-error @+1 {{arguments may only have dialect attributes}}
func.func private @arg_attr(i1 {non_dialect_attr = 10})

// -----

// expected-error @+1 {{results may only have dialect attributes}}
func.func private @result_attr() -> (i1 {non_dialect_attr = 10})

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
func.func @$bad_name()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
"func.func"() <{arg_attrs = [{a.b = 1}], function_type = (i32, i32) -> (), sym_name = "arg_attr_count"}> ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{res_attrs = [{a.b = 1}, {}], function_type = (i32) -> (i32), sym_name = "res_attr_count"}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred() -> (i32 {a.b}, f32) attributes { sym_visibility = "private" }
