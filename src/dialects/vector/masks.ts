/**
 * vector's mask and index producers (constant_mask, create_mask, step, vscale), vector.print and
 * vector.yield.
 */
import { type Attribute, DenseElementsAttr, StringAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import { MemWrite, Pure, ReturnLike, Terminator } from '../../ir/traits.js';
import { type VectorType, index } from '../../ir/types.js';
import { AnyType, Index, StrAttr } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr, optional, optionalAttr, variadic } from '../../irdl/spec.js';
import { PrintPunctuation } from './attrs.js';
import { I1Vector, I64Array, IndexVector1D, Printable, numsOf } from './constraints.js';

/**
 * A mask set in the box [0, sizes) of a vector of i1.
 *
 * ```mlir
 * %m = vector.constant_mask [3, 2] : vector<4x3xi1>
 * ```
 */
export const ConstantMaskOp = defineOp({
  name: 'vector.constant_mask',
  attributes: { mask_dim_sizes: I64Array },
  results: { result: I1Vector },
  traits: [Pure],
  format: '$mask_dim_sizes attr-dict `:` type(results)',
}, {
  verify(op) {
    const t = op.result.type as VectorType;
    const sizes = numsOf(op.mask_dim_sizes);
    if (t.rank === 0) {
      if (sizes.length !== 1) throw errorOn(op, 'array attr must have length 1 for 0-D vectors');
      if (sizes[0] !== 0 && sizes[0] !== 1) throw errorOn(op, 'mask dim size must be either 0 or 1 for 0-D vectors');
      return;
    }
    if (sizes.length !== t.rank) throw opError(op, 'must specify array attr of size equal vector result rank');
    sizes.forEach((s, i) => {
      if (s < 0 || s > t.shape[i]!) throw opError(op, 'array attr of size out of bounds of vector result dimension size');
      if (t.scalableDims[i] && s !== 0 && s !== t.shape[i]) throw opError(op, "only supports 'none set' or 'all set' scalable dimensions");
    });
    if (sizes.includes(0) && !sizes.every((s) => s === 0)) {
      throw opError(op, 'expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim');
    }
  },
  fold(op): readonly FoldResult[] | undefined {
    const t = op.result.type as VectorType;
    const sizes = numsOf(op.mask_dim_sizes);
    const splat = (b: boolean) => [DenseElementsAttr.splat(t, b ? 1 : 0)];
    if (t.rank === 0) return splat(sizes[0] === 1);
    if (sizes.length === t.rank && sizes.every((s, i) => s === t.shape[i])) return splat(true);
    if (sizes.every((s) => s === 0)) return splat(false);
    return undefined;
  },
});

/**
 * A mask set in the box [0, %sizes) (clamped to the vector's shape).
 *
 * ```mlir
 * %m = vector.create_mask %c3, %c2 : vector<4x3xi1>
 * ```
 */
export const CreateMaskOp = defineOp({
  name: 'vector.create_mask',
  operands: { operands: variadic(Index) },
  results: { result: I1Vector },
  traits: [Pure],
  format: '$operands attr-dict `:` type(results)',
}, {
  verify(op) {
    const t = op.result.type as VectorType;
    if (t.rank === 0) {
      if (op.numOperands !== 1) throw opError(op, 'must specify exactly one operand for 0-D create_mask');
    } else if (op.numOperands !== t.rank) throw opError(op, 'must specify an operand for each result vector dimension');
  },
});

/**
 * The vector [0, 1, ..., N-1] of index.
 *
 * ```mlir
 * %0 = vector.step : vector<4xindex>
 * ```
 */
export const StepOp = defineOp({
  name: 'vector.step',
  results: { result: IndexVector1D },
  traits: [Pure],
  format: 'attr-dict `:` type($result)',
});

/**
 * The runtime multiple of scalable vector sizes.
 *
 * ```mlir
 * %vscale = vector.vscale
 * ```
 */
export const VectorScaleOp = defineOp({
  name: 'vector.vscale',
  results: { res: Index },
  traits: [Pure],
  format: 'attr-dict',
}, {
  asmResultNames: () => ['vscale'],
  inferResultTypes: () => [index],
});

const newline = PrintPunctuation.getByName('newline');

/**
 * Prints a vector or scalar (or a string, or punctuation) for testing.
 *
 * ```mlir
 * vector.print %v : vector<4xf32> punctuation <comma>
 * ```
 */
export const PrintOp = defineOp({
  name: 'vector.print',
  operands: { source: optional(Printable) },
  attributes: { punctuation: defaultAttr(PrintPunctuation.constraint, newline), stringLiteral: optionalAttr(StrAttr) },
  traits: [MemWrite],
}, {
  parse(p, state) {
    const u = p.parseOptionalOperand();
    if (u) { p.parsePunct(':'); state.operands.push(p.resolveOperand(u, p.parseType())); }
    const seen = new Set<string>();
    for (;;) {
      const loc = p.currentLoc();
      const kw = p.parseOptionalKeyword(['str', 'punctuation']);
      if (kw === undefined) break;
      if (seen.has(kw)) throw p.error(`'${kw}' clause can appear at most once in the expansion of the oilist directive`, loc);
      seen.add(kw);
      if (kw === 'str') {
        const a: Attribute = p.parseAttribute();
        if (!(a instanceof StringAttr)) throw p.error('invalid kind of attribute specified', loc);
        state.attributes.set('stringLiteral', a);
      } else state.attributes.set('punctuation', PrintPunctuation.constraint.parseInFormat!(p));
    }
    p.parseOptionalAttrDict(state.attributes);
  },
  print(op, p) {
    if (op.source) { p.write(' '); p.printOperand(op.source); p.write(' : '); p.printType(op.source.type); }
    const lit = op.getAttr('stringLiteral');
    if (lit) { p.write(' str '); p.printAttribute(lit); }
    const punct = op.getAttr('punctuation');
    if (punct && punct !== newline) { p.write(' punctuation '); p.write((punct as typeof newline).stripped); }
    p.printOptionalAttrDict(op.allAttrs, ['punctuation', 'stringLiteral']);
  },
  verify(op) {
    if (op.getAttr('stringLiteral') && (op.source || op.getAttr('punctuation') !== newline)) {
      throw opError(op, 'failed to verify that `source` or `punctuation` are not set when printing strings');
    }
  },
});

/**
 * Terminates vector.mask's region, yielding the masked op's results.
 *
 * ```mlir
 * vector.yield %0 : vector<8xf32>
 * ```
 */
export const YieldOp = defineOp({
  name: 'vector.yield',
  operands: { operands: variadic(AnyType) },
  traits: [Pure, ReturnLike, Terminator],
  format: 'attr-dict ($operands^ `:` type($operands))?',
});
