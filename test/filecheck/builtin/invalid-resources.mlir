// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @f() -> i32 {
  // expected-error @+1 {{`dense_resource` expected a shaped type}}
  %0 = arith.constant dense_resource<x> : i32
  return %0 : i32
}

// -----

func.func @f() -> tensor<1xi32> {
  // expected-error @+1 {{expected identifier key for 'resource' entry}}
  %0 = arith.constant dense_resource<5> : tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

func.func @f() -> tensor<1xi32> {
  // expected-error @+1 {{expected '<' after 'dense_resource'}}
  %0 = arith.constant dense_resource x : tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// expected-error @+1 {{unknown key 'foo' in file metadata dictionary}}
{-# foo: {} #-}

// -----

{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'nodialect' is unknown}}
    nodialect: {}
  }
#-}

// -----

{-#
  dialect_resources: {
    arith: {
      // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
      x: "0x0400000001000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'x'}}
      x: "0x04000000zz"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'x' to encode alignment in first 4 bytes}}
      x: "0x0400"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'x' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      x: "0x0300000001"
    }
  }
#-}

// -----

{-#
  external_resources: {
    tool: {
      // expected-error @+1 {{expected string value for key 'x'}}
      x: 5
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      x: "0x0400000001000000"
    }
  // expected-error @+1 {{expected ',' or '#-}'}}
  } }
#-}
