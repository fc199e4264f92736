/**
 * The arith dialect's attributes: the fast-math and overflow bit enums (`#arith.fastmath<fast>`,
 * `#arith.overflow<nsw, nuw>`), and the integer-stored enums of comparison predicates and rounding
 * modes (`predicate = 2 : i64` printed `slt`). Upstream's parse diagnostics name the C++ enum
 * (`::mlir::arith::FastMathFlags`) while its verifier quotes the summary, so the constraints here
 * carry the summary and the specs the C++ name.
 */
import type { Attribute } from '../../ir/attributes.js';
import type { AsmParser } from '../../ir/asm.js';
import type { AttrConstraint } from '../../irdl/constraints.js';
import {
  type DialectEnum, type DialectEnumAttr, type EnumCases, defineDialectEnum, defineKeywordIntEnum, enumAttrParser,
} from '../../irdl/enum.js';

function dialectEnum(mnemonic: string, attrName: string, cppName: string, summary: string, cases: EnumCases, separator: string) {
  const e = defineDialectEnum({ dialect: 'arith', mnemonic, cases, syntax: 'angle', bits: { separator }, description: cppName, attrName });
  const constraint: AttrConstraint<DialectEnumAttr> = { ...e.constraint, description: summary };
  return { ...e, constraint };
}

/** `#arith.fastmath<nnan,ninf>`; `fast` is the group of all seven flags. */
export const FastMathFlags = dialectEnum('fastmath', 'Arith_FastMathAttr', '::mlir::arith::FastMathFlags', 'Floating point fast math flags', {
  none: 0, reassoc: 1, nnan: 2, ninf: 4, nsz: 8, arcp: 16, contract: 32, afn: 64, fast: 127,
}, ',');

/** `#arith.overflow<nsw, nuw>`: no signed / unsigned wrap. */
export const OverflowFlags = dialectEnum('overflow', 'Arith_IntegerOverflowAttr', '::mlir::arith::IntegerOverflowFlags', 'Integer overflow arith flags', {
  none: 0, nsw: 1, nuw: 2,
}, ', ');

export const fastmathNone = FastMathFlags.get(0);
export const overflowNone = OverflowFlags.get(0);

/** True when every bit of `flags` is set in the attribute (bitEnumContainsAll). */
export function hasAllFlags(a: DialectEnumAttr | undefined, flags: number): boolean {
  return ((a?.value ?? 0) & flags) === flags;
}

export const CmpIPredicate = defineKeywordIntEnum('allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9', 64, 'predicate', {
  eq: 0, ne: 1, slt: 2, sle: 3, sgt: 4, sge: 5, ult: 6, ule: 7, ugt: 8, uge: 9,
});

export const CmpFPredicate = defineKeywordIntEnum('allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15', 64, 'predicate', {
  false: 0, oeq: 1, ogt: 2, oge: 3, olt: 4, ole: 5, one: 6, ord: 7,
  ueq: 8, ugt: 9, uge: 10, ult: 11, ule: 12, une: 13, uno: 14, true: 15,
});

export const RoundingMode = defineKeywordIntEnum('Floating point rounding mode', 32, 'roundingmode', {
  to_nearest_even: 0, downward: 1, upward: 2, toward_zero: 3, to_nearest_away: 4,
});

export const arithEnums: readonly DialectEnum[] = [FastMathFlags, OverflowFlags];

const enumParser = enumAttrParser(arithEnums);

/** Parses `#arith.fastmath<...>` and `#arith.overflow<...>` (the part after `#arith.`), with
 * upstream's message for other mnemonics. */
export function parseArithAttribute(p: AsmParser): Attribute {
  const loc = p.currentLoc();
  if (!arithEnums.some((e) => p.peekKeyword(e.spec.mnemonic))) {
    const kw = p.parseOptionalKeyword() ?? '';
    throw p.error(`unknown attribute \`${kw}\` in dialect \`arith\``, loc);
  }
  return enumParser(p);
}
