// RUN: comco-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics

func.func @case1(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @case2(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
    scf.yield %i : index
  }
  return
}

// -----

func.func @case3(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %ub, %s, %init) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @case4(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @case5(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 1}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index, %j: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @case6(%lb: index, %ub: i32, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @case7(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %ub, %s, %init) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @case8(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    scf.yield
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @case9(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: index):
    "test.foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @case10(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %init : f32
  }
  return
}

// -----

func.func @case11(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    scf.yield %init : f32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield %c : i1
  }
  return
}

// -----

func.func @case12(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %init, %init : f32, f32
  } else {
    scf.yield %init : f32
  }
  return
}

// -----

func.func @case13(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    // expected-note @+1 {{region branch point}}
    scf.yield %init : f32
  }
  return
}

// -----

func.func @case14(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @case15(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield
  ^bb1:
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @case16(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %0 = scf.execute_region -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %c : i1
  }
  return
}

// -----

func.func @case17(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  %0 = "scf.execute_region"() ({
  }) : () -> f32
  return
}

// -----

func.func @case18(%c: i1, %init: f32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %0 = "scf.execute_region"() ({
  ^bb0(%x : f32):
    scf.yield %x : f32
  }) : () -> f32
  return
}

// -----

func.func @case19(%c: i1, %init: f32, %i: index) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'index'}}
  %r = scf.while (%a = %init) : (f32) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%x: index):
    scf.yield %x : index
  }
  return
}

// -----

func.func @case20(%c: i1, %init: f32, %i: index) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'index'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%init) ({
  ^bb0(%x: index):
    scf.condition(%c) %init : f32
  }, {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @case21(%c: i1, %init: f32, %i: index) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %init) : (f32) -> f32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @case22(%c: i1, %init: f32, %i: index) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %init) : (f32) -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @case23(%c: i1, %init: f32, %i: index) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %init) : (f32, f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @case24(%c: i1, %init: f32, %i: index) {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %r = scf.while (%a = %init) : (f32) -> (f32, f32) {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%x: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @case25(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @case26(%lb: index, %ub: index, %s: index, %init: f32) {
  %c0 = "test.c"() {value = 0 : index} : () -> index
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) {
  }
  return
}

// -----

func.func @case27(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @case28(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %ub, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @case29(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @case30(%lb: index, %ub: index, %s: index, %init: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

func.func @case31(%lb: index, %ub: index, %s: index, %init: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%init : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @case32(%lb: index, %ub: index, %s: index, %init: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    scf.reduce(%init : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %i : index
    }
  }
  return
}

// -----

func.func @case33(%lb: index, %ub: index, %s: index, %init: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%init : f32) {
    ^bb0(%a: f32, %b: f32):
      "test.t"() : () -> ()
    }
  }
  return
}

// -----

func.func @case34(%lb: index, %ub: index, %s: index, %init: f32) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    // expected-error @+1 {{empty block: expect at least a terminator}}
    scf.reduce(%init : f32) {
    ^bb0(%a: f32, %b: f32):
    }
  }
  return
}

// -----

func.func @case35(%lb: index, %ub: index, %s: index, %init: f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    "test.t"() : () -> ()
  } 
  return
}

// -----

func.func @case36(%lb: index, %ub: index, %s: index, %init: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
}

// -----

func.func @case37(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>) {
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> (tensor<?xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.foo"() : () -> ()
    }
  }
  return
}

// -----

func.func @case38(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i, %j) in (%ub, 4) {
  } {mapping = [1, 2, 3]}
  return
}

// -----

func.func @case39(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 3>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}

// -----

func.func @case40(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{expected 1 step values, got 2}}
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}

// -----

func.func @case41(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%ub) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: f32):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}

// -----

func.func @case42(%i: index, %v: f32) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 2}}
  %0 = scf.index_switch %i -> f32
  case 2 {
    scf.yield %v : f32
  }
  case 2 {
    scf.yield %v : f32
  }
  default {
    scf.yield %v : f32
  }
  return
}

// -----

func.func @case43(%i: index, %v: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %0 = scf.index_switch %i -> f32
  case 2 {
    // expected-note @+1 {{case region #0 returns 'index' here}}
    scf.yield %i : index
  }
  default {
    scf.yield %v : f32
  }
  return
}

// -----

func.func @case44(%i: index, %v: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %0 = scf.index_switch %i -> f32
  case 2 {
    scf.yield %v : f32
  }
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @case45(%i: index, %v: f32) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  %0 = "scf.index_switch"(%i) <{cases = array<i64: 2>}> ({
    scf.yield %v : f32
  }) : (index) -> f32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @case46(%i: index, %v: f32) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'i1' vs 'index'}}
  scf.condition(%i)
}

// -----

func.func @case47(%lb: index, %init: f32) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%a = %init) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @case48(%lb: index, %init: f32) {
  // expected-error @+1 {{use of value '%lb' expects different type than prior uses: 'i32' vs 'index'}}
  scf.for %i = %lb to %lb step %lb : i32 {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @case49(%lb: index, %init: f32) {
  // expected-error @+1 {{use of value '%lb' expects different type than prior uses: 'i1' vs 'index'}}
  %r = scf.if %lb -> f32 {
    scf.yield %init : f32
  } else {
    scf.yield %init : f32
  }
  return
}

// -----

func.func @case50(%lb: index, %init: f32) {
  // expected-error @+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'f32'}}
  scf.while (%a = %init) : f32 {
    scf.condition(%lb)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_empty_block() {
  // expected-error @+1 {{expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
    scf.yield
  }
  return
}

// -----

func.func @reduce_outside_parallel() {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
}

// -----

func.func @forall_outs(%t: tensor<4xf32>, %n: index) {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @forall_two_masks(%in: tensor<100xf32>, %out: tensor<100xf32>) -> tensor<100xf32> {
  %c100 = arith.constant 100 : index
  // expected-error @+1 {{"mapping" supports at most one device masking attribute}}
  %r = scf.forall (%i) in (%c100) shared_outs(%o = %out) -> (tensor<100xf32>) {
    %1 = tensor.extract_slice %in[%i][1][1] : tensor<100xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%i][1][1] : tensor<1xf32> into tensor<100xf32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.mask<1>, #gpu.mask<2>]}
  return %r : tensor<100xf32>
}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
"test.x"() {m = #gpu.mask<18446744073709551616>} : () -> ()

// -----

// The bounds and initial values are resolved after the body, as upstream's: the body's error
// comes first.
func.func @for_resolution_order(%n: index) {
  // expected-note @+1 {{prior use here}}
  %r = scf.for %i = %n to %n step %n iter_args(%x = %n) -> (i32) {
    // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'index' vs 'i32'}}
    scf.yield %x : index
  }
  return
}
