// RUN: comco-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// Syntax errors worded and located as mlir-opt's.

func.func @block_args() {
^bb42 (%a : i32: // expected-error {{expected ')'}}
  return
}

// -----

func.func @block_args() {
^bb42 (i32): // expected-error {{expected SSA operand}}
  return
}

// -----

func.func @block_args() {
^bb42 (%0): // expected-error {{expected ':' and type for SSA operand}}
  return
}

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
func.func @ellipsis(..)

// -----

// expected-error @+1 {{expected '<' in tuple type}}
func.func @tuple(tuple i32>)

// -----

// expected-error @+1 {{expected '>' in tuple type}}
func.func @tuple(tuple<i32)

// -----

!missing_eq_alias i32 // expected-error {{expected '=' in type alias definition}}

// -----

!missing_type_alias = // expected-error {{expected non-function type}}

// -----

func.func @successors(%a : i32, %b : i32) {
  %c = "arith.addi"(%a, %b)[^bb1] : () -> () // expected-error {{successors in non-terminator}}
^bb1:
  return
}

// -----

func.func @regions() {
  // expected-error@+1 {{expected ')' to end region list}}
  "region"() ({},{},{} : () -> ()
}

// -----

func.func @operands(%a: i32) {
  // expected-error@+1 {{expected ')' to end operand list}}
  "foo"(%a %a) : (i32, i32) -> ()
  return
}

// -----

func.func @op_type() {
  %0 = "foo"()  // expected-error {{expected ':' followed by operation type}}
  return
}

// -----

func.func @int_type_is_no_op_name() {
  // expected-error @+1 {{expected operation name in quotes}}
  %2 = arith.constant 1 i32
  return
}

// -----

func.func @attr_dict() {
  // expected-error @+1 {{expected '}' in attribute dictionary}}
  "foo"() {a = 1 b = 2} : () -> ()
  return
}

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
func.func @pretty(%a: !foo<(]>)

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func @pretty(%a: !unreg.ptr<(i32)->)

// -----

func.func @forward_reference_type_check() -> (i8) {
  cf.br ^bb2
^bb1:
  // expected-note @+1 {{previously used here with type 'i8'}}
  return %1 : i8
^bb2:
  // expected-error @+1 {{definition of SSA value '%1#0' has type 'f32'}}
  %1 = "bar"() : () -> (f32)
  cf.br ^bb1
}

// -----

func.func @dominance() {
^bb0:
  "foo"(%x) : (i32) -> ()    // expected-error {{operand #0 does not dominate this use}}
  cf.br ^bb1
^bb1:
  %x = "bar"() : () -> i32    // expected-note {{operand defined here (op in the same region)}}
  return
}

// -----

func.func @dominance() {  // expected-note {{operand defined as a block argument (block #1 in the same region)}}
^bb0:
  cf.br ^bb1(%x : i32)    // expected-error {{operand #0 does not dominate this use}}
^bb1(%x : i32):
  return
}

// -----

func.func @entry() {
// expected-error@-1 {{entry block of region may not have predecessors}}
^bb42:
  cf.br ^bb43
^bb43:
  cf.br ^bb42
}

// -----
func.func @loc_missing_l_paren() {
^bb:
  return loc) // expected-error {{expected '(' in location}}
}

// -----

func.func @loc_missing_r_paren() {
^bb:
  return loc(unknown // expected-error {{expected ')' in location}}
}

// -----

func.func @loc_invalid_instance() {
^bb:
  return loc() // expected-error {{expected location instance}}
}

// -----

func.func @loc_name_missing_r_paren() {
^bb:
  return loc("foo"(unknown]) // expected-error {{expected ')' after child location of NameLoc}}
}

// -----

func.func @loc_callsite_missing_l_paren() {
^bb:
  return loc(callsite unknown  // expected-error {{expected '(' in callsite location}}
}

// -----

func.func @loc_callsite_missing_callee() {
^bb:
  return loc(callsite( at )  // expected-error {{expected location instance}}
}

// -----

func.func @loc_callsite_missing_at() {
^bb:
  return loc(callsite(unknown unknown) // expected-error {{expected 'at' in callsite location}}
}

// -----

func.func @loc_callsite_missing_caller() {
^bb:
  return loc(callsite(unknown at )  // expected-error {{expected location instance}}
}

// -----

func.func @loc_callsite_missing_r_paren() {
^bb:
  return loc(callsite( unknown at unknown  // expected-error {{expected ')' in callsite location}}
}

// -----

func.func @loc_fused_missing_greater() {
^bb:
  return loc(fused<true [unknown]) // expected-error {{expected '>' after fused location metadata}}
}

// -----

func.func @loc_fused_missing_metadata() {
^bb:
  // expected-error@+1 {{expected attribute value}}
  return loc(fused<)
}

// -----

func.func @loc_fused_missing_l_square() {
^bb:
  return loc(fused<true>unknown]) // expected-error {{expected '[' in fused location}}
}

// -----

func.func @loc_fused_missing_r_square() {
^bb:
  return loc(fused[unknown) // expected-error {{expected ']' in fused location}}
}

// -----

func.func @loc_invalid_alias() {
  // expected-error@+1 {{operation location alias was never defined}}
  return loc(#invalid_alias)
}

// -----

func.func @loc_invalid_alias() {
  // expected-error@+1 {{expected location, but found 'true'}}
  return loc(#non_loc)
}

#non_loc = true

