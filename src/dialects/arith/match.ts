/**
 * Looking through a value to the arith op that defines it, by name and with the op's typed
 * accessors. Folders and patterns use this rather than importing the op definitions, which would
 * tie the op modules and their folders into an import cycle.
 */
import type { Attribute, IntegerAttr } from '../../ir/attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { OpResult, Value } from '../../ir/value.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';

export type BinaryLike = Operation & { readonly lhs: Value; readonly rhs: Value; readonly result: OpResult };
export type WithOverflow = BinaryLike & { readonly overflowFlags: DialectEnumAttr };
export type WithFastmath = BinaryLike & { readonly fastmath: DialectEnumAttr };
export type CastLike = Operation & { readonly in: Value; readonly out: OpResult };
export type FloatCastLike = CastLike & { readonly fastmath: DialectEnumAttr | undefined };
export type UnaryFloat = Operation & { readonly operand: Value; readonly result: OpResult; readonly fastmath: DialectEnumAttr };
export type CmpLike = BinaryLike & { readonly predicate: IntegerAttr };
export type SelectLike = Operation & {
  readonly condition: Value; readonly true_value: Value; readonly false_value: Value; readonly result: OpResult;
};
export type ConstantLike = Operation & { readonly value: Attribute; readonly result: OpResult };

interface Shapes {
  'arith.addi': WithOverflow; 'arith.subi': WithOverflow; 'arith.muli': WithOverflow;
  'arith.andi': BinaryLike; 'arith.ori': BinaryLike; 'arith.xori': BinaryLike;
  'arith.shrsi': BinaryLike; 'arith.shrui': BinaryLike;
  'arith.extui': CastLike; 'arith.extsi': CastLike; 'arith.trunci': CastLike;
  'arith.extf': FloatCastLike;
  'arith.truncf': FloatCastLike & { readonly roundingmode: IntegerAttr | undefined };
  'arith.sitofp': CastLike; 'arith.uitofp': CastLike;
  'arith.index_cast': CastLike; 'arith.index_castui': CastLike; 'arith.bitcast': CastLike;
  'arith.negf': UnaryFloat;
  'arith.cmpi': CmpLike;
  'arith.select': SelectLike;
  'arith.constant': ConstantLike;
}

/** The op defining `v` when it is the arith op `name`. */
export function defOf<K extends keyof Shapes>(v: Value, name: K): Shapes[K] | undefined {
  const d = v.definingOp;
  return d && d.name === name ? (d as Shapes[K]) : undefined;
}

/** The value of a constant-like defining op (m_Constant), if any. */
export { constantOf } from '../../rewrite/fold.js';
