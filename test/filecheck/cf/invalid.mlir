// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @br_count(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @br_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: f32):
  return
}

// -----

func.func @cond_br_count(%c: i1, %a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return
^bb2:
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @cond_br_type(%c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_types(%flag: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_count(%flag: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_operands(%flag: i32, %a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %flag : i32, [
    default: ^bb1,
    2: ^bb1(%a : i32)
  ]
^bb1:
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @assert_type(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.assert %a, "msg"
  return
}

// -----

func.func @switch_flag(%flag: f32) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %flag : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @not_last(%a: i32) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

func.func @weights_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([1]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @weights_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @weights_range(%c: i1) {
  // expected-error @+1 {{integer value too large}}
  cf.cond_br %c weights([1, 2147483648]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @switch_case_too_large(%flag: i128) {
  cf.switch %flag : i128, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' integer value too large}}
    340282366920938463463374607431768211456: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_missing_value(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    : ^bb1
  ]
^bb1:
  return
}

// -----

// The regions of an op in an unreachable block are still checked.
func.func @nested_in_unreachable(%c: i1) {
  return
^bb1:
  %y = arith.constant 1 : i64
  scf.if %c {
    // expected-error @+1 {{operand #1 does not dominate this use}}
    %q = arith.addi %y, %q2 : i64
    // expected-note @+1 {{operand defined here (op in the same block)}}
    %q2 = arith.addi %y, %y : i64
  }
  cf.br ^bb1
}
