/**
 * `custom<DynamicIndexList>($values, $static_values)`: a list like `[%i, 4, %j]` mixing SSA
 * values and constants. The constants go to a `DenseI64ArrayAttr` where dynamic entries hold
 * ShapedType::kDynamic (-2^63), and the SSA values to the operand group, as upstream.
 */
import type { OpAsmParser, OpAsmPrinter, UnresolvedOperand } from '../../ir/asm.js';
import { DenseArrayAttr } from '../../ir/attributes.js';
import { IntegerType, index } from '../../ir/types.js';
import { type CustomArg, registerCustomDirective } from '../format/custom.js';

/** ShapedType::kDynamic as stored in i64 attributes. */
export const K_DYNAMIC = -(2n ** 63n);

export function isDynamicEntry(v: number | bigint): boolean {
  return BigInt(v) === K_DYNAMIC;
}

/** Static entries as i64 array attribute values (kDynamic exact). */
export function staticIndexArray(values: readonly (number | bigint)[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(64), values.map((v) => BigInt(v)));
}

/** Parses `[%a, 4, %b]` (or with parentheses); returns operands and static entries. */
export function parseDynamicIndexList(p: OpAsmParser, delim: 'square' | 'paren' = 'square'): { operands: UnresolvedOperand[]; statics: bigint[] } {
  const operands: UnresolvedOperand[] = [];
  const statics: bigint[] = [];
  p.parseCommaSeparatedList(delim, () => {
    const u = p.parseOptionalOperand();
    if (u) { operands.push(u); statics.push(K_DYNAMIC); return; }
    statics.push(p.parseInteger());
  }, ' in dynamic index list');
  return { operands, statics };
}

export function printDynamicIndexList(p: OpAsmPrinter, operands: readonly import('../../ir/value.js').Value[], statics: DenseArrayAttr | undefined, delim: 'square' | 'paren' = 'square'): void {
  const [open, close] = delim === 'square' ? ['[', ']'] : ['(', ')'];
  p.write(open);
  let k = 0;
  (statics?.values ?? []).forEach((v, i) => {
    if (i) p.write(', ');
    if (isDynamicEntry(v)) p.printOperand(operands[k++]!);
    else p.write(String(v));
  });
  p.write(close);
}

function names(args: readonly CustomArg[]): { values: string; statics: string } {
  const [a, b] = args;
  if (a?.kind !== 'operand' || b?.kind !== 'attr') throw new Error('DynamicIndexList takes ($values, $static_values)');
  return { values: a.name, statics: b.name };
}

registerCustomDirective('DynamicIndexList', {
  parse(p, ctx, args) {
    const n = names(args);
    const { operands, statics } = parseDynamicIndexList(p);
    ctx.setOperands(n.values, operands);
    ctx.setTypes(n.values, operands.map(() => index));
    ctx.setAttr(n.statics, staticIndexArray(statics));
  },
  print(p, ctx, args) {
    const n = names(args);
    const a = ctx.attr(n.statics);
    printDynamicIndexList(p, ctx.operands(n.values), a instanceof DenseArrayAttr ? a : undefined);
  },
});


