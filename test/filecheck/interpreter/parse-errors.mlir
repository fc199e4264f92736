// A file that does not parse is reported by `comco run` and `comco compile` as by comco-opt:
// every diagnostic of the failure, in order (a dialect enum value that does not parse reports
// the value, then the attribute parameter it was for, as upstream's generated parsers do).
// RUN: not comco run %s --function=f --input="4xf32=1 2 3 4" 2>&1 | FileCheck %s
// RUN: not comco compile %s -o %t.out 2>&1 | FileCheck %s
// RUN: not comco-opt %s 2>&1 | FileCheck %s

// CHECK: parse-errors.mlir:[[# @LINE + 6]]:26: error: custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add,
// CHECK: parse-errors.mlir:[[# @LINE + 5]]:31: error: custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value'
// CHECK-NOT: error
// CHECK-NOT: at {{.*}}.js

func.func @f(%a: vector<4xf32>) -> f32 {
  %0 = vector.reduction <bogus>, %a : vector<4xf32> into f32
  return %0 : f32
}
