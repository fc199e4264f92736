// Bad input is one line that names what is wrong (the argument, or the op and its location),
// and exit code 1.
// RUN: not comco run %s --function=div --input="i32=1" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not comco run %s --function=div --input="i32=1" --input="i64=2" 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not comco run %s --function=sum --input="3xf32=1 2 3" 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not comco run %s --function=sum --input="2x4xf32=1 2 3" 2>&1 | FileCheck %s --check-prefix=COUNTVALUES
// RUN: not comco run %s --function=sum --input="2x4xf32=[1 2 x]" 2>&1 | FileCheck %s --check-prefix=BADVALUE
// RUN: not comco run %s --function=sum --input="2x4=1" 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not comco run %s --function=sum --input=@%t.missing.npy 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: printf 'not numpy at all' > %t.bad.npy
// RUN: not comco run %s --function=sum --input=@%t.bad.npy 2>&1 | FileCheck %s --check-prefix=BADNPY
// RUN: not comco run %s --function=div --input="i32=7" --input="i32=0" 2>&1 | FileCheck %s --check-prefix=DIV0
// RUN: not comco run %s --function=div --input="i32=-2147483648" --input="i32=-1" 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not comco run %s --function=nope 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not comco run %s --function=sum --bogus 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not comco run %s --function=assert --input="i1=0" 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: not comco run %s --function=step --input="index=0" 2>&1 | FileCheck %s --check-prefix=STEP
// RUN: not comco run %s --function=sum --input="2x4xf32=1" --device=tpu 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not comco run %s --function=bigindex --input="index=4294967296" 2>&1 | FileCheck %s --check-prefix=INDEX

// COUNT: comco run: error: @div takes 2 arguments (i32, i32), but 1 --input was given
// COUNT-NOT: {{.}}
// TYPE: comco run: error: input #1 (argument #1 of @div): expected i32, but the input is i64
// DIV0: errors.mlir:[[# @LINE + 4]]:8: error: 'arith.divsi' op integer division by zero
// DIV0-NOT: {{.}}
// OVERFLOW: errors.mlir:[[# @LINE + 2]]:8: error: 'arith.divsi' op signed integer division overflow (-2147483648 / -1)
func.func @div(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

// SHAPE: comco run: error: input #0 (argument #0 of @sum): expected tensor<2x4xf32>, but the input is 3xf32
// COUNTVALUES: comco run: error: input #0 (argument #0 of @sum): --input '2x4xf32=1 2 3' has 3 values, but shape 2x4xf32 needs 8
// BADVALUE: comco run: error: input #0 (argument #0 of @sum): malformed --input '2x4xf32=[1 2 x]': 'x' is not a valid f32 value
// MALFORMED: comco run: error: input #0 (argument #0 of @sum): malformed --input '2x4=1': expected SHAPExTYPE=VALUES
// NOFILE: comco run: error: input #0 (argument #0 of @sum): cannot open '{{.*}}missing.npy': no such file or directory
// BADNPY: comco run: error: input #0 (argument #0 of @sum): {{.*}}bad.npy: not a .npy file (bad magic string)
// UNKNOWN: errors.mlir: error: no function '@nope' (the module defines: @div, @sum, @assert, @step, @bigindex)
// OPTION: comco run: unknown option '--bogus'
// DEVICE: comco run: error: unknown device 'tpu' (cpu, cuda or mock)
func.func @sum(%a: tensor<2x4xf32>) -> f32 {
  %z = arith.constant dense<0.0> : tensor<f32>
  %r = linalg.reduce ins(%a : tensor<2x4xf32>) outs(%z : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %v = tensor.extract %r[] : tensor<f32>
  return %v : f32
}

// ASSERT: errors.mlir:[[# @LINE + 2]]:3: error: 'cf.assert' op assertion failed: the flag must be set
func.func @assert(%c: i1) {
  cf.assert %c, "the flag must be set"
  return
}

// STEP: errors.mlir:[[# @LINE + 4]]:3: error: 'scf.for' op loop step must be positive, got 0
func.func @step(%s: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %s {
  }
  return
}

// index is int64; beyond 2^53 a JS number is no longer exact, and that is reported.
// INDEX: errors.mlir:[[# @LINE + 2]]:8: error: 'arith.muli' op index overflow: 18446744073709552000 is beyond the exactly representable range (±2^53)
func.func @bigindex(%i: index) -> index {
  %p = arith.muli %i, %i : index
  return %p : index
}
