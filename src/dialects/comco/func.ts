/** `comco.func` / `comco.return`: the host routine of a comco program (the paper's §4.1). */
import { defineOp } from '../../irdl/define.js';
import { AnyType, DictArrayAttr, FunctionTypeAttr, StrAttr, SymbolNameAttr } from '../../irdl/constraints.js';
import { optionalAttr, region, variadic } from '../../irdl/spec.js';
import {
  AutomaticAllocationScope, CallableOpTrait, IsolatedFromAbove, Pure, ReturnLike, SymbolTrait, Terminator, hasParent,
} from '../../ir/traits.js';
import { opError } from '../../ir/diagnostics.js';
import { StringAttr } from '../../ir/attributes.js';
import { functionType, parseFunctionOp, printFunctionOp } from '../func/function-syntax.js';

/**
 * The host routine: it owns the tensors and launches the work. Lowered to `func.func` by
 * `comco-lower-func`, which also marks the module `gpu.container_module`.
 *
 * ```mlir
 * comco.func @main(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>) -> tensor<32x32xf32> {
 *   %c = comco.matmul %a, %b : tensor<32x32xf32>, tensor<32x32xf32> -> tensor<32x32xf32>
 *   comco.return %c : tensor<32x32xf32>
 * }
 * ```
 */
export const ComcoFuncOp = defineOp({
  name: 'comco.func',
  summary: 'a comco host routine',
  attributes: {
    sym_name: SymbolNameAttr,
    function_type: FunctionTypeAttr,
    sym_visibility: optionalAttr(StrAttr),
    arg_attrs: optionalAttr(DictArrayAttr),
    res_attrs: optionalAttr(DictArrayAttr),
  },
  regions: { body: region() },
  traits: [AutomaticAllocationScope, IsolatedFromAbove, SymbolTrait, CallableOpTrait],
}, {
  parse: (p, state) => { parseFunctionOp(p, state); },
  print: (op, p) => printFunctionOp(op, p),
  verify(op) {
    const ft = functionType(op);
    if (op.body.isEmpty) throw opError(op, 'requires a body (comco routines cannot be external)');
    const entry = op.body.front;
    if (entry.numArguments !== ft.inputs.length) {
      throw opError(op, `entry block must have ${ft.inputs.length} arguments to match function signature`);
    }
    entry.args.forEach((a, i) => {
      if (a.type !== ft.inputs[i]) {
        throw opError(op, `type of entry block argument #${i}('${a.type.key}') must match the type of the corresponding argument in function signature('${ft.inputs[i]!.key}')`);
      }
    });
  },
});

/**
 * Returns from a comco routine.
 *
 * ```mlir
 * comco.return %c : tensor<32x32xf32>
 * ```
 */
export const ComcoReturnOp = defineOp({
  name: 'comco.return',
  summary: 'returns from a comco routine',
  operands: { values: variadic(AnyType) },
  traits: [Pure, hasParent('comco.func'), ReturnLike, Terminator],
  format: 'attr-dict ($values^ `:` type($values))?',
}, {
  verify(op) {
    const fn = op.parentOp!;
    const results = functionType(fn).results;
    const n = fn.getAttr('sym_name');
    const name = n instanceof StringAttr ? `@${n.value}` : '';
    if (op.numOperands !== results.length) {
      throw opError(op, `has ${op.numOperands} operands, but enclosing routine (${name}) returns ${results.length}`);
    }
    op.operands.forEach((v, i) => {
      if (v.type !== results[i]) {
        throw opError(op, `type of return operand ${i} ('${v.type.key}') doesn't match routine result type ('${results[i]!.key}') in ${name}`);
      }
    });
  },
});
