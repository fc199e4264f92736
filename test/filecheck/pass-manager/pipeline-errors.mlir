// RUN: not comco-opt %s -pass-pipeline='builtin.module(foo)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not comco-opt %s -pass-pipeline='builtin.module(func.func(cse) , foo)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN-COL
// RUN: not comco-opt %s -pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not comco-opt %s -pass-pipeline='builtin.module(func.func(cse)))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not comco-opt %s -pass-pipeline='builtin.module(canonicalize{max-iterations=3}{top-down=true})' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not comco-opt %s -pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not comco-opt %s -pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=WRONG-ANCHOR
// RUN: not comco-opt %s -pass-pipeline='builtin.module(cse{foo=1})' 2>&1 | FileCheck %s --check-prefix=NO-OPTION
// RUN: not comco-opt %s -pass-pipeline='builtin.module(canonicalize{max-iterations=abc})' 2>&1 | FileCheck %s --check-prefix=BAD-VALUE
// RUN: not comco-opt %s -pass-pipeline='builtin.module(builtin.module(func.func(cse{x=1})))' 2>&1 | FileCheck %s --check-prefix=NESTED-OPTION
// RUN: not comco-opt %s --cse=foo=1 2>&1 | FileCheck %s --check-prefix=FLAG-OPTION
// RUN: not comco-opt %s --canonicalize=region-simplify=fast 2>&1 | FileCheck %s --check-prefix=BAD-ENUM
// RUN: not comco-opt %s --no-such-pass 2>&1 | FileCheck %s --check-prefix=BAD-FLAG
// RUN: not comco-opt %s.missing 2>&1 | FileCheck %s --check-prefix=NO-INPUT
// RUN: not comco-opt %s %s 2>&1 | FileCheck %s --check-prefix=TWO-INPUTS
// RUN: not comco-opt %s -o %S/no-such-dir/out.mlir 2>&1 | FileCheck %s --check-prefix=NO-OUTPUT
// RUN: not comco-opt %s -pass-pipeline='builtin.module(cse)' -canonicalize 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not comco-opt %s -pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=PASS-FAILED
// Pipeline and pass option errors: one error each, exit code 1, words as mlir-opt-22's.

func.func @f() {
  return
}

// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: foo
// UNKNOWN-NEXT: ^

// UNKNOWN-COL:      MLIR Textual PassPipeline Parser:1:18: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-COL-NEXT: func.func(cse) , foo
// UNKNOWN-COL-NEXT: {{^                 \^$}}

// UNBALANCED: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline

// EXTRA: MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline

// COMMA: MLIR Textual PassPipeline Parser:1:31: error: expected ',' after parsing pipeline

// ANCHOR: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// WRONG-ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op

// NO-OPTION:      <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// NO-OPTION-EMPTY:
// NO-OPTION-NEXT: failed to add `cse` with options `foo=1`

// BAD-VALUE: for the --max-iterations option: 'abc' value invalid for long argument!
// BAD-VALUE-NEXT: <unknown>:0: error: {{$}}
// BAD-VALUE-NEXT: failed to add `canonicalize` with options `max-iterations=abc`

// Each enclosing nested pipeline adds its line; a pass flag reports the option error alone.
// NESTED-OPTION:      <unknown>:0: error: <Pass-Options-Parser>: no such option x
// NESTED-OPTION-EMPTY:
// NESTED-OPTION-NEXT: failed to add `cse` with options `x=1`
// NESTED-OPTION-NEXT: failed to add `func.func` with options `` to inner pipeline
// NESTED-OPTION-NEXT: failed to add `builtin.module` with options `` to inner pipeline
// FLAG-OPTION:      <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// FLAG-OPTION-NOT:  failed to add

// BAD-ENUM: for the --region-simplify option: Cannot find option named 'fast'!

// BAD-FLAG: Unknown command line argument '--no-such-pass'.

// Files that cannot be opened are reported as LLVM's tools report them.
// NO-INPUT: cannot open input file '{{.*}}pipeline-errors.mlir.missing': No such file or directory
// TWO-INPUTS: comco-opt: Too many positional arguments specified!
// TWO-INPUTS-NEXT: Can specify at most 1 positional arguments: See: comco-opt --help
// NO-OUTPUT: cannot open output file '{{.*}}no-such-dir/out.mlir': No such file or directory

// BOTH: error: '-pass-pipeline' option can't be used with individual pass options

// PASS-FAILED: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// PASS-FAILED-NEXT: func.func @f() {
// PASS-FAILED-NEXT: ^
