/**
 * arith's floating-point arithmetic: unary and binary ops on floats and vectors/tensors of them,
 * each with `fastmath` flags (default `none`, left out when printed).
 */
import type { FoldResult } from '../../ir/opinfo.js';
import { Commutative, Pure, SameOperandsAndResultType, type Trait } from '../../ir/traits.js';
import type { FloatType } from '../../ir/types.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr } from '../../irdl/spec.js';
import { FastMathFlags, fastmathNone, hasAllFlags } from './attrs.js';
import { elementwise, type Folder, one, type Operands } from './common.js';
import { constFloat, foldElementwise } from './fold-core.js';
import { firstNaN, foldOnBits, foldWithNaNs, numNaN } from './fold-bits.js';
import { type FloatBinary, floatBinary } from './float-math.js';
import { type UnaryFloat, type WithFastmath, defOf } from './match.js';
import { FloatLike } from './types.js';

const fastmath = { fastmath: defaultAttr(FastMathFlags.constraint, fastmathNone) };

/** Binary float ops (Arith_FloatBinaryOp). */
function floatBinaryOp<const N extends string>(name: N, summary: string, traits: readonly Trait[], fold: Folder<WithFastmath>) {
  return defineOp({
    name,
    summary,
    operands: { lhs: FloatLike, rhs: FloatLike },
    attributes: fastmath,
    results: { result: FloatLike },
    traits: [Pure, ...traits, SameOperandsAndResultType, ...elementwise],
    format: '$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
  }, { fold });
}

/** Element-wise constant folding of a binary float op, then the op's identity folds. */
function folder(kind: FloatBinary, identity?: (op: WithFastmath, rhs: number) => FoldResult | undefined): Folder<WithFastmath> {
  return (op, operands: Operands) => {
    const c = constFloat(operands[1]);
    if (identity && c !== undefined) {
      const r = identity(op, c);
      if (r !== undefined) return [r];
    }
    const numeric = (a: number, b: number, t: FloatType) => floatBinary(kind, a, b, t);
    return one(foldWithNaNs(operands, kind === 'maxnum' || kind === 'minnum' ? numNaN : firstNaN, numeric)
      ?? foldElementwise(operands, ['float', 'float'], undefined, ([a, b], t) => numeric(a as number, b as number, t as FloatType)));
  };
}

/** Folders of the min/max family: `op(x, x) -> x` and `op(x, neutral) -> x` first. */
function minMaxFolder(kind: FloatBinary, neutral: (c: number) => boolean): Folder<WithFastmath> {
  const inner = folder(kind, (op, c) => (neutral(c) ? op.lhs : undefined));
  return (op, operands) => (op.lhs === op.rhs ? [op.rhs] : inner(op, operands));
}

const NNAN = 2, NSZ = 8;

/** `%a = arith.addf %b, %c fastmath<fast> : f64` */
export const AddFOp = floatBinaryOp('arith.addf', 'floating point addition operation', [Commutative],
  folder('add', (op, c) => (Object.is(c, -0) ? op.lhs : undefined)));
/** `%a = arith.subf %b, %c : vector<4xf32>` */
export const SubFOp = floatBinaryOp('arith.subf', 'floating point subtraction operation', [],
  folder('sub', (op, c) => (Object.is(c, 0) ? op.lhs : undefined)));
/** `%a = arith.mulf %b, %c : tensor<4x?xbf16>` */
export const MulFOp = floatBinaryOp('arith.mulf', 'floating point multiplication operation', [Commutative],
  folder('mul', (op, c) => {
    if (c === 1) return op.lhs;
    if (c === 0 && hasAllFlags(op.fastmath, NNAN | NSZ)) return op.rhs;
    return undefined;
  }));
/** `%a = arith.divf %b, %c : f32` */
export const DivFOp = floatBinaryOp('arith.divf', 'floating point division operation', [],
  folder('div', (op, c) => (c === 1 ? op.lhs : undefined)));
/** `%a = arith.remf %b, %c : f32` (the remainder has the sign of the dividend). */
export const RemFOp = floatBinaryOp('arith.remf', 'floating point division remainder operation', [], folder('rem'));
/** `%a = arith.maximumf %b, %c : f64` (NaN propagates; -0 < +0). */
export const MaximumFOp = floatBinaryOp('arith.maximumf', 'floating-point maximum operation', [Commutative],
  minMaxFolder('maximum', (c) => c === -Infinity));
/** `%a = arith.minimumf %b, %c : f64` */
export const MinimumFOp = floatBinaryOp('arith.minimumf', 'floating-point minimum operation', [Commutative],
  minMaxFolder('minimum', (c) => c === Infinity));
/** `%a = arith.maxnumf %b, %c : f64` (a NaN operand yields the other one). */
export const MaxNumFOp = floatBinaryOp('arith.maxnumf', 'floating-point maximum operation', [Commutative],
  minMaxFolder('maxnum', (c) => Number.isNaN(c)));
/** `%a = arith.minnumf %b, %c : f64` */
export const MinNumFOp = floatBinaryOp('arith.minnumf', 'floating-point minimum operation', [Commutative],
  minMaxFolder('minnum', (c) => Number.isNaN(c)));

/** `%a = arith.negf %b : f64`. Folds on bits: a NaN keeps its payload and changes sign. */
export const NegFOp = defineOp({
  name: 'arith.negf',
  summary: 'floating point negation',
  operands: { operand: FloatLike },
  attributes: fastmath,
  results: { result: FloatLike },
  traits: [Pure, SameOperandsAndResultType, ...elementwise],
  format: '$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)',
}, {
  fold(op: UnaryFloat, operands) {
    const inner = defOf(op.operand, 'arith.negf');
    if (inner) return [inner.operand];
    return one(foldOnBits(operands, 1, ([b], sign) => b ^ sign)
      ?? foldElementwise(operands, ['float'], undefined, ([a]) => (Number.isNaN(a) ? undefined : -(a as number))));
  },
});
