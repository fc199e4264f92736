/**
 * The Winograd convolution ops, F(m x m, r x r) with alpha = m + r - 1 (`fmr(F_4_3)`: m = 4,
 * r = 3): a 2-D convolution is `A^T [(G g G^T) (.) (B^T d B)] A`, and each op is one of the three
 * transforms, on tensors, writing into its `outs` (destination style).
 *
 *   filter (F, KH, KW, C)  --winograd_filter_transform-->  (alphaH, alphaW, C, F)          G g G^T
 *   input  (N, H, W, C)    --winograd_input_transform-->   (alphaH, alphaW, tH, tW, N, C)  B^T d B
 *   value  (alphaH, alphaW, tH, tW, N, F) + output (N, H, W, F)
 *                          --winograd_output_transform-->  (N, H, W, F)                    A^T y A
 *
 * A filter of height (or width) 1 makes the transform one-dimensional along the other axis: that
 * side's alpha is 1. Input tiles overlap by r - 1 (stride m); the output transform adds each tile
 * to what `outs` holds. Verifiers and messages are upstream's.
 *
 * ```mlir
 * %u = linalg.winograd_filter_transform fmr(F_4_3) ins(%g : tensor<2x3x3x5xf32>) outs(%e : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
 * ```
 */
import type { IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { DYNAMIC, RankedTensorType, type ShapedType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type TypeConstraint, classed, typeConstraint } from '../../irdl/constraints.js';
import { type OpDef, defineOp } from '../../irdl/define.js';
import { defineKeywordIntEnum } from '../../irdl/enum.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { foldCastProducers } from '../tensor/cast-producer.js';
import { compatibleDims } from '../tensor/shape.js';
import { verifyDestinationStyle } from './verify.js';

/** WinogradConv2DFmr: `F_4_3` in op formats, `fmr = 1 : i32` generically. */
export const WinogradFmr = defineKeywordIntEnum('allowed 32-bit signless integer cases: 0, 1, 2', 32, 'fmr', { F_2_3: 0, F_4_3: 1, F_2_5: 2 });

/** (m, r) of an fmr case. */
export function fmrSizes(op: Operation): { m: number; r: number } {
  const name = WinogradFmr.name(op.getAttr('fmr') as IntegerAttr);
  const [, m, r] = /^F_(\d+)_(\d+)$/.exec(name)!;
  return { m: Number(m), r: Number(r) };
}

const tensorOfRank = (rank: number): TypeConstraint => classed(
  typeConstraint(`${rank}D tensor of any type values`, (t) => t instanceof RankedTensorType && t.rank === rank),
  (t) => t instanceof RankedTensorType, 'builtin.tensor');

const shapeOf = (v: Value): readonly number[] => (v.type as ShapedType).shape!;

/** AllElementTypesMatch, then DestinationStyleOpInterface, then the op's own checks. */
function verifier(input: string, check: (op: Operation, m: number, r: number) => void): (op: Operation) => void {
  return (op) => {
    const [x, out] = [op.getOperand(0), op.getOperand(1)];
    if ((x.type as ShapedType).elementType !== (out.type as ShapedType).elementType) {
      throw opError(op, `failed to verify that all of {${input}, output} have same element type`);
    }
    verifyDestinationStyle(op, [out], 1);
    const { m, r } = fmrSizes(op);
    check(op, m, r);
  };
}

const expectShape = (op: Operation, expected: readonly number[]): void => {
  if (!compatibleDims(expected, shapeOf(op.getOperand(1)))) throw opError(op, 'the output shape is not expected');
};

const format = (input: string) =>
  `attr-dict \`fmr\` \`(\` $fmr \`)\` \`ins\` \`(\` $${input} \`:\` type($${input}) \`)\` \`outs\` \`(\` $output \`:\` type($output) \`)\` \`->\` type($result)`;

function winogradOp(name: string, summary: string, input: string, ranks: [number, number], check: (op: Operation, m: number, r: number) => void): OpDef {
  return defineOp({
    name: `linalg.winograd_${name}_transform`,
    summary,
    operands: { [input]: tensorOfRank(ranks[0]), output: tensorOfRank(ranks[1]) },
    attributes: { fmr: WinogradFmr },
    results: { result: tensorOfRank(ranks[1]) },
    format: format(input),
  }, {
    verify: verifier(input, check),
    dpsInits: (op: Operation) => [op.getOperand(1)],
  });
}

/** `(F, KH, KW, C)` into `(alphaH, alphaW, C, F)`. */
export const WinogradFilterTransformOp = winogradOp('filter', 'Winograd filter transform operator', 'filter', [4, 4], (op, m, r) => {
  const [f, h, w, c] = shapeOf(op.getOperand(0)) as [number, number, number, number];
  if (h !== r && h !== 1) throw opError(op, 'expect filter height either equals to r or 1');
  if (w !== r && w !== 1) throw opError(op, 'expect filter width either equals to r or 1');
  if (h === 1 && w === 1) throw opError(op, 'expect either filter height or width equals to r');
  expectShape(op, [h === r ? m + r - 1 : 1, w === r ? m + r - 1 : 1, c, f]);
});

/** `(N, H, W, C)` into `(alphaH, alphaW, tileH, tileW, N, C)`; an axis whose alpha is 1 is not
 * transformed (its tiles are single rows or columns). */
export const WinogradInputTransformOp = winogradOp('input', 'Winograd input transform operator', 'input', [4, 6], (op, m, r) => {
  const [n, h, w, c] = shapeOf(op.getOperand(0)) as [number, number, number, number];
  const out = shapeOf(op.getOperand(1));
  const alpha = m + r - 1;
  const axis = (size: number, transformed: boolean): [number, number] => {
    if (isDynamic(size)) return [alpha, DYNAMIC];
    return transformed ? [alpha, Math.trunc((size - (r - 1)) / m)] : [1, size];
  };
  const [ah, th] = axis(h, out[0] !== 1), [aw, tw] = axis(w, out[1] !== 1);
  expectShape(op, [ah, aw, th, tw, n, c]);
});

/** `(alphaH, alphaW, tileH, tileW, N, F)` added into `(N, H, W, F)`. */
export const WinogradOutputTransformOp = winogradOp('output', 'Winograd output transform operator', 'value', [6, 4], (op, m, r) => {
  const [vh, vw, th, tw, n, f] = shapeOf(op.getOperand(0)) as [number, number, number, number, number, number];
  const axis = (alphaSize: number, tiles: number, what: string): number => {
    if (isDynamic(alphaSize) || isDynamic(tiles)) return DYNAMIC;
    const transformed = alphaSize !== 1;
    if (alphaSize !== (transformed ? m + r - 1 : 1)) throw opError(op, `expect input ${what} equals to input tile size`);
    return (transformed ? m : 1) * tiles;
  };
  const h = axis(vh, th, 'height'), w = axis(vw, tw, 'width');
  expectShape(op, [n, h, w, f]);
});

export const winogradOps: readonly OpDef[] = [WinogradFilterTransformOp, WinogradInputTransformOp, WinogradOutputTransformOp];

/** A tensor.cast that only loses static sizes folds into the op (the tensor dialect's
 * FoldTensorCastProducerOp over destination-style ops; the init is operand 1). */
export const winogradPatterns: readonly RewritePattern[] = winogradOps.map((def) =>
  pattern('FoldTensorCastProducerOp', def, (op, rw) => foldCastProducers(op, [1], rw)));
