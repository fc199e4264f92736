/**
 * The vector dialect's enum attributes, as upstream spells them: `#vector.kind<add>` (the
 * combining kind of reductions and contractions, printed `<add>` in op syntax),
 * `#vector.iterator_type<parallel>` and `#vector.punctuation<comma>`. Upstream's parse errors name
 * the C++ enum and its verifier the ODS summary, so the constraints carry the summary.
 */
import type { Attribute } from '../../ir/attributes.js';
import type { AsmParser } from '../../ir/asm.js';
import { FloatType, IndexType, IntegerType, type Type } from '../../ir/types.js';
import type { AttrConstraint } from '../../irdl/constraints.js';
import { type DialectEnumAttr, type EnumCases, defineDialectEnum, enumAttrParser } from '../../irdl/enum.js';

function vectorEnum(mnemonic: string, attrName: string, cppName: string, summary: string, cases: EnumCases) {
  const e = defineDialectEnum({ dialect: 'vector', mnemonic, cases, syntax: 'angle', description: cppName, attrName });
  const constraint: AttrConstraint<DialectEnumAttr> = { ...e.constraint, description: summary };
  return { ...e, constraint };
}

/** `#vector.kind<maxnumf>`: upstream's CombiningKind, its bit values kept. */
export const CombiningKind = vectorEnum('kind', 'Vector_CombiningKindAttr', '::mlir::vector::CombiningKind',
  'Kind of combining function for contractions and reductions', {
    add: 1, mul: 2, minui: 4, minsi: 8, minnumf: 16, maxui: 32, maxsi: 64, maxnumf: 128, and: 256, or: 512, xor: 1024,
    maximumf: 2048, minimumf: 4096,
  });

/** `#vector.iterator_type<reduction>` (vector.contract's iterator_types). */
export const IteratorType = vectorEnum('iterator_type', 'Vector_IteratorTypeEnum', '::mlir::vector::IteratorType', 'Iterator type',
  { parallel: 0, reduction: 1 });

/** `#vector.punctuation<comma>` (vector.print). */
export const PrintPunctuation = vectorEnum('punctuation', 'Vector_PrintPunctuation', '::mlir::vector::PrintPunctuation',
  'Punctuation for separating vectors or vector elements', { no_punctuation: 0, newline: 1, comma: 2, open: 3, close: 4 });

export const kindAdd = CombiningKind.getByName('add');

/** The name of a combining kind (`add`, `maxnumf`...). */
export const kindName = (a: DialectEnumAttr): string => a.text;

const INT_KINDS = new Set(['minui', 'minsi', 'maxui', 'maxsi', 'and', 'or', 'xor']);
const FLOAT_KINDS = new Set(['minnumf', 'maxnumf', 'minimumf', 'maximumf']);

/** Upstream's isSupportedCombiningKind: add/mul for any int, index or float; the others by type. */
export function isSupportedCombiningKind(kind: DialectEnumAttr, elementType: Type): boolean {
  const name = kindName(kind);
  const isInt = elementType instanceof IntegerType || elementType instanceof IndexType;
  if (INT_KINDS.has(name)) return isInt;
  if (FLOAT_KINDS.has(name)) return elementType instanceof FloatType;
  return isInt || elementType instanceof FloatType;
}

const enumParser = enumAttrParser([CombiningKind, IteratorType, PrintPunctuation]);

/** `#vector.kind<...>` and friends, with upstream's message for other mnemonics. */
export function parseVectorAttribute(p: AsmParser): Attribute {
  const loc = p.currentLoc();
  if (!['kind', 'iterator_type', 'punctuation'].some((m) => p.peekKeyword(m))) {
    const kw = p.parseOptionalKeyword() ?? '';
    throw p.error(`unknown attribute \`${kw}\` in dialect \`vector\``, loc);
  }
  return enumParser(p);
}
