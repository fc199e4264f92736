/**
 * Pieces of scf's hand-written syntax: `iter_args(%a = %init, ...)` assignment lists, type
 * lists, and reading constant integers behind SSA values (forall prints normalized bounds when
 * its lower bounds are constant 0 and its steps constant 1, as upstream).
 */
import type { Argument, OpAsmParser, OpAsmPrinter, UnresolvedOperand } from '../../ir/asm.js';
import { IntegerAttr } from '../../ir/attributes.js';
import type { Type } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';

/** Prints `<prefix>(%inner = %outer, ...)`, nothing when there are no pairs. */
export function printInitList(p: OpAsmPrinter, inner: readonly Value[], outer: readonly Value[], prefix: string): void {
  if (!outer.length) return;
  p.write(`${prefix}(`);
  outer.forEach((v, i) => {
    if (i) p.write(', ');
    p.printOperand(inner[i]!);
    p.write(' = ');
    p.printOperand(v);
  });
  p.write(')');
}

/** Parses `(%inner = %outer, ...)` (the parentheses included). */
export function parseAssignmentList(p: OpAsmParser): { args: Argument[]; operands: UnresolvedOperand[] } {
  const args: Argument[] = [];
  const operands: UnresolvedOperand[] = [];
  p.parseCommaSeparatedList('paren', () => {
    args.push(p.parseArgument(false));
    p.parsePunct('=');
    operands.push(p.parseOperand());
  }, '', true);
  return { args, operands };
}

/** `t1, t2` */
export function printTypes(p: OpAsmPrinter, types: readonly Type[]): void {
  types.forEach((t, i) => { if (i) p.write(', '); p.printType(t); });
}

/** ` -> t` or ` -> (t1, t2)`, nothing for no types (printOptionalArrowTypeList). */
export function printOptionalArrowTypes(p: OpAsmPrinter, types: readonly Type[]): void {
  if (types.length) p.printArrowTypeList(types);
}

/** The integer a value is known to hold (a ConstantLike op's integer `value`). */
export function constantIntOf(v: Value): bigint | undefined {
  const def = v.definingOp;
  if (!def || !def.hasTrait('ConstantLike')) return undefined;
  const a = def.getAttr('value');
  return a instanceof IntegerAttr ? a.value : undefined;
}
