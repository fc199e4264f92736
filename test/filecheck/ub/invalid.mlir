// RUN: comco-opt %s -split-input-file -verify-diagnostics

func.func @not_poison() -> i32 {
  // expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1 : i32} : () -> i32
  return %0 : i32
}

// -----

func.func @unknown_attr() -> i32 {
  // expected-error @+1 {{unknown attribute `foo` in dialect `ub`}}
  %0 = ub.poison <#ub.foo> : i32
  return %0 : i32
}

// -----

func.func @no_type() -> i32 {
  %0 = ub.poison
  // expected-error @-1 {{expected ':'}}
  return %0 : i32
}
