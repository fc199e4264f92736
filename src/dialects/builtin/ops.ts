/** The builtin dialect's ops: `builtin.module` and `builtin.unrealized_conversion_cast`. */
import { defineOp } from '../../irdl/define.js';
import { AnyType, StrAttr, SymbolNameAttr } from '../../irdl/constraints.js';
import { optionalAttr, sizedRegion, variadic } from '../../irdl/spec.js';
import {
  AffineScope, GraphRegion, IsolatedFromAbove, NoRegionArguments, NoTerminator, SingleBlock,
  SymbolTableTrait, Pure,
} from '../../ir/traits.js';

/**
 * A top-level container of ops, and a symbol table.
 *
 * ```mlir
 * module @m attributes {gpu.container_module} {
 *   func.func @f() { return }
 * }
 * ```
 */
export const ModuleOp = defineOp({
  name: 'builtin.module',
  summary: 'a top level container operation',
  attributes: { sym_name: optionalAttr(SymbolNameAttr), sym_visibility: optionalAttr(StrAttr) },
  regions: { bodyRegion: sizedRegion(1) },
  traits: [AffineScope, IsolatedFromAbove, NoRegionArguments, SymbolTableTrait, SingleBlock, NoTerminator, GraphRegion],
  format: '($sym_name^)? attr-dict-with-keyword $bodyRegion',
  defaultDialect: 'builtin',
});

/**
 * A cast between types of two type systems during partial conversion.
 *
 * ```mlir
 * %1 = builtin.unrealized_conversion_cast %0 : index to i64
 * ```
 */
export const UnrealizedConversionCastOp = defineOp({
  name: 'builtin.unrealized_conversion_cast',
  summary: 'an unrealized conversion from one set of types to another',
  operands: { inputs: variadic(AnyType) },
  results: { outputs: variadic(AnyType) },
  traits: [Pure],
  format: '($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict',
});
