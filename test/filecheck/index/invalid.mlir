// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @cast_without_index(%a: i32) -> i64 {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return %0 : i64
}

// -----

func.func @cast_index_to_index(%a: index) -> index {
  // expected-error @+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return %0 : index
}

