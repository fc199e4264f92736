/** The index dialect (see ops.ts), with its constant materializer and `#index<cmp_predicate>`. */
import type { AsmParser } from '../../ir/asm.js';
import { type Attribute, IntegerAttr } from '../../ir/attributes.js';
import type { Builder } from '../../ir/builder.js';
import type { Location } from '../../ir/location.js';
import type { Operation } from '../../ir/operation.js';
import { type Type, i1, index } from '../../ir/types.js';
import { defineDialect } from '../../irdl/dialect.js';
import { indexPatterns } from './canonicalize.js';
import { BINARY_OPS, BoolConstantOp, CastSOp, CastUOp, CmpOp, CmpPredicate, ConstantOp, SizeOfOp } from './ops.js';

/** index.constant for an index value, index.bool.constant for an i1 (upstream's materializer). */
function materializeConstant(b: Builder, value: Attribute, type: Type, loc: Location): Operation | undefined {
  if (!(value instanceof IntegerAttr)) return undefined;
  if (type === i1 && value.type === i1) return BoolConstantOp.build(b, { value }, loc);
  if (type === index && value.type === index) return ConstantOp.build(b, { value }, loc);
  return undefined;
}

function parseIndexAttribute(p: AsmParser): Attribute {
  const loc = p.currentLoc();
  if (p.peekKeyword(CmpPredicate.spec.mnemonic)) return CmpPredicate.parseBody(p);
  const kw = p.parseOptionalKeyword() ?? '';
  throw p.error(`unknown attribute \`${kw}\` in dialect \`index\``, loc);
}

export const indexDialect = defineDialect({
  name: 'index',
  ops: [...BINARY_OPS, CmpOp, CastSOp, CastUOp, SizeOfOp, ConstantOp, BoolConstantOp],
  parseAttribute: parseIndexAttribute,
  materializeConstant,
  canonicalizationPatterns: indexPatterns,
});
export * from './ops.js';
