/** The func dialect: functions, calls and returns. */
import { defineOp } from '../../irdl/define.js';
import {
  AnyFunctionType, AnyType, DictArrayAttr, FlatSymbolRefAttr, FunctionTypeAttr, StrAttr, SymbolNameAttr,
  UnitAttrC,
} from '../../irdl/constraints.js';
import { optionalAttr, region, variadic } from '../../irdl/spec.js';
import {
  AffineScope, AutomaticAllocationScope, CallableOpTrait, CallOpTrait, ConstantLike, IsolatedFromAbove, Pure, ReturnLike,
  SymbolTrait, Terminator, hasParent,
} from '../../ir/traits.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { SymbolRefAttr } from '../../ir/attributes.js';
import { lookupNearestSymbolFrom } from '../../ir/symbols.js';
import { FunctionType } from '../../ir/types.js';
import { functionType, parseFunctionOp, printFunctionOp, verifyFunctionAttrs } from './function-syntax.js';

/**
 * A function with a body (or an external declaration without one).
 *
 * ```mlir
 * func.func @add(%a: f32, %b: f32) -> f32 {
 *   %0 = arith.addf %a, %b : f32
 *   return %0 : f32
 * }
 * ```
 */
export const FuncOp = defineOp({
  name: 'func.func',
  summary: 'An operation with a name containing a single `SSACFG` region',
  attributes: {
    sym_name: SymbolNameAttr,
    function_type: FunctionTypeAttr,
    sym_visibility: optionalAttr(StrAttr),
    arg_attrs: optionalAttr(DictArrayAttr),
    res_attrs: optionalAttr(DictArrayAttr),
    no_inline: optionalAttr(UnitAttrC),
  },
  regions: { body: region() },
  traits: [AffineScope, AutomaticAllocationScope, IsolatedFromAbove, SymbolTrait, CallableOpTrait],
  defaultDialect: 'func',
}, {
  parse: (p, state) => { parseFunctionOp(p, state); },
  print: (op, p) => printFunctionOp(op, p, { elided: ['no_inline'].filter((n) => !op.hasAttr(n)) }),
  verify(op) {
    const ft = functionType(op);
    verifyFunctionAttrs(op);
    const body = op.body;
    if (body.isEmpty) return;
    const entry = body.front;
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
 * Returns from a function.
 *
 * ```mlir
 * return %0, %1 : f32, i32
 * ```
 */
export const ReturnOp = defineOp({
  name: 'func.return',
  summary: 'Function return operation',
  operands: { values: variadic(AnyType) },
  traits: [Pure, hasParent('func.func'), ReturnLike, Terminator],
  format: 'attr-dict ($values^ `:` type($values))?',
}, {
  verify(op) {
    const fn = op.parentOp!;
    const results = functionType(fn).results;
    // The function's name is only worked out for a message: this runs for every return.
    const fname = () => {
      const name = fn.getAttr('sym_name');
      return name && 'value' in name ? `@${(name as { value: string }).value}` : '';
    };
    if (op.numOperands !== results.length) {
      throw opError(op, `has ${op.numOperands} operands, but enclosing function (${fname()}) returns ${results.length}`);
    }
    const operands = op.opOperands;
    for (let i = 0; i < operands.length; i++) {
      const t = operands[i]!.value.type;
      if (t !== results[i]) {
        throw errorOn(op, `type of return operand ${i} ('${t.key}') doesn't match function result type ('${results[i]!.key}') in function ${fname()}`);
      }
    }
  },
});

/**
 * Calls a function by symbol.
 *
 * ```mlir
 * %0 = call @add(%a, %b) : (f32, f32) -> f32
 * ```
 */
export const CallOp = defineOp({
  name: 'func.call',
  summary: 'call operation',
  operands: { args: variadic(AnyType) },
  results: { outs: variadic(AnyType) },
  attributes: {
    callee: FlatSymbolRefAttr,
    arg_attrs: optionalAttr(DictArrayAttr),
    res_attrs: optionalAttr(DictArrayAttr),
    no_inline: optionalAttr(UnitAttrC),
  },
  traits: [CallOpTrait],
  format: "$callee `(` $args `)` attr-dict `:` functional-type($args, results)",
}, {
  verify(op) {
    const callee = op.callee;
    const fn = lookupNearestSymbolFrom(op, callee);
    if (!fn || !FuncOp.is(fn)) throw opError(op, `'${callee.root}' does not reference a valid function`);
    const ft = functionType(fn);
    if (ft.inputs.length !== op.numOperands) throw opError(op, 'incorrect number of operands for callee');
    op.operandTypes.forEach((t, i) => {
      if (t !== ft.inputs[i]) {
        throw opError(op, `operand type mismatch: expected operand type '${ft.inputs[i]!.key}', but provided '${t.key}' for operand number ${i}`);
      }
    });
    if (ft.results.length !== op.numResults) throw opError(op, 'incorrect number of results for callee');
    op.resultTypes.forEach((t, i) => {
      if (t !== ft.results[i]) {
        throw opError(op, `result type mismatch at index ${i}`).note(`      op result types: ${op.resultTypes.map((x) => `'${x.key}'`).join(', ')}`).note(`function result types: ${ft.results.map((x) => `'${x.key}'`).join(', ')}`);
      }
    });
  },
});

/**
 * Calls a function value.
 *
 * ```mlir
 * %r = call_indirect %f(%a) : (f32) -> f32
 * ```
 */
export const CallIndirectOp = defineOp({
  name: 'func.call_indirect',
  summary: 'indirect call operation',
  operands: { callee: AnyFunctionType, callee_operands: variadic(AnyType) },
  results: { outs: variadic(AnyType) },
  attributes: { arg_attrs: optionalAttr(DictArrayAttr), res_attrs: optionalAttr(DictArrayAttr) },
  traits: [CallOpTrait],
  format: '$callee `(` $callee_operands `)` attr-dict `:` type($callee)',
  typeRelations: [
    { from: 'callee', to: 'callee_operands', transformList: (t) => (t instanceof FunctionType ? t.inputs : []), description: 'callee input types match argument types' },
    { from: 'callee', to: 'outs', transformList: (t) => (t instanceof FunctionType ? t.results : []), description: 'callee result types match result types' },
  ],
});

/**
 * A function value from a symbol.
 *
 * ```mlir
 * %f = constant @add : (f32, f32) -> f32
 * ```
 */
export const ConstantOp = defineOp({
  name: 'func.constant',
  summary: 'constant',
  attributes: { value: FlatSymbolRefAttr },
  results: { result: AnyType },
  // ConstantLike, as upstream: the folder hoists and dedups function constants, and
  // `call_indirect` of one becomes a direct call.
  traits: [Pure, ConstantLike],
  format: 'attr-dict $value `:` type(results)',
}, {
  // Upstream's ConstantOp::verifySymbolUses.
  verify(op) {
    const ref = op.getAttr('value') as SymbolRefAttr;
    const fn = lookupNearestSymbolFrom(op, ref);
    if (!fn || !FuncOp.is(fn)) throw opError(op, `reference to undefined function '${ref.root}'`);
    if (functionType(fn) !== op.getResult(0).type) throw opError(op, 'reference to function with mismatched type');
  },
  asmResultNames: () => ['f'],
});
