/**
 * Pieces of the affine dialect's hand-written syntax shared by its ops: dim-and-symbol operand
 * lists (`(%i, %j)[%n]`), typed attribute parsing with upstream's message, and reading the maps
 * and integer sets ops keep as properties.
 */
import type { OpAsmParser, OpAsmPrinter, UnresolvedOperand } from '../../ir/asm.js';
import { AffineMapAttr, type Attribute, IntegerSetAttr } from '../../ir/attributes.js';
import { AffineMap } from '../../ir/affine/map.js';
import { IntegerSet } from '../../ir/affine/set.js';
import type { Operation } from '../../ir/operation.js';
import type { Value } from '../../ir/value.js';

/** `(%d0, ...)` then an optional `[%s0, ...]` (upstream parseDimAndSymbolList). */
export function parseDimAndSymbolList(p: OpAsmParser): { operands: UnresolvedOperand[]; numDims: number } {
  const operands = p.parseOperandList('paren');
  const numDims = operands.length;
  operands.push(...p.parseOperandList('optionalSquare'));
  return { operands, numDims };
}

/** `(%d0, ...)[%s0, ...]`, the brackets only when there are symbols. */
export function printDimAndSymbolList(p: OpAsmPrinter, operands: readonly Value[], numDims: number): void {
  p.write('(');
  p.printOperands(operands.slice(0, numDims));
  p.write(')');
  if (operands.length > numDims) {
    p.write('[');
    p.printOperands(operands.slice(numDims));
    p.write(']');
  }
}

/** Parses an attribute that must be of one kind (upstream parseAttribute<AttrType>). */
export function parseAttrOfKind<A extends Attribute>(p: OpAsmParser, is: (a: Attribute) => a is A): A {
  const loc = p.currentLoc();
  const a = p.parseAttribute();
  if (!is(a)) throw p.error('invalid kind of attribute specified', loc);
  return a;
}

export const isAffineMapAttr = (a: Attribute): a is AffineMapAttr => a instanceof AffineMapAttr;
export const isIntegerSetAttr = (a: Attribute): a is IntegerSetAttr => a instanceof IntegerSetAttr;

/** The map stored under `name` (an empty map when absent, for ops that failed to verify). */
export function mapOf(op: Operation, name = 'map'): AffineMap {
  const a = op.getAttr(name);
  return a instanceof AffineMapAttr ? a.map : AffineMap.empty();
}

/** The integer set stored under `name`. */
export function setOf(op: Operation, name = 'condition'): IntegerSet {
  const a = op.getAttr(name);
  return a instanceof IntegerSetAttr ? a.set : IntegerSet.universe(0, 0);
}
