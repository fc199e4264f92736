/**
 * tensor.pad's canonicalization patterns, as upstream's (PadOp::getCanonicalizationPatterns):
 * padding by constant zeros is a cast; casts that forget sizes fold in from either side; constant
 * padding operands make the result type more static (with a cast back); two pads with the same
 * padding value become one, and so do two slice/pad pairs that pad different dims.
 */
import { IRMapping } from '../../ir/mapping.js';
import { Region } from '../../ir/region.js';
import { DYNAMIC, RankedTensorType, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import { constantIntOf, constantOf } from '../../rewrite/fold.js';
import { CastOp } from './ops.js';
import { PadOp } from './region-ops.js';
import { ExtractSliceOp } from './slice-ops.js';
import { AffineMap } from '../../ir/affine/map.js';
import { getAffineDimExpr } from '../../ir/affine/expr.js';
import { makeComposedFoldedAffineApply } from '../affine/build.js';
import { dimsAttr, preservesStaticInformation, staticDims } from './shape.js';

type Pad = ReturnType<typeof PadOp.build>;


/** The mixed low or high padding: static entries, or the constant of the operand, or undefined. */
function mixed(statics: readonly number[], operands: readonly Value[]): (number | undefined)[] {
  let k = 0;
  return statics.map((s) => (isDynamic(s) ? constantIntOf(operands[k++]!) : s));
}
const allZero = (xs: readonly (number | undefined)[]): boolean => xs.every((x) => x === 0);

/** A pad like `op` (same padding, its region cloned unless `take`), from `source` to `type`. */
function rebuild(rw: PatternRewriter, op: Pad, source: Value, type: RankedTensorType, take = false,
  parts?: { low: Value[]; high: Value[]; staticLow: number[]; staticHigh: number[] }): Pad {
  const region = new Region();
  if (take) region.takeBody(op.region);
  else op.region.cloneInto(region, new IRMapping());
  return PadOp.build(rw, {
    source, low: parts?.low ?? op.low, high: parts?.high ?? op.high,
    static_low: parts ? dimsAttr(parts.staticLow) : op.static_low, static_high: parts ? dimsAttr(parts.staticHigh) : op.static_high,
    ...(op.nofold ? { nofold: op.nofold } : {}), resultTypes: [type], regions: [region],
  }, op.loc);
}

/** One padding entry: a constant, or an SSA value. */
type Entry = number | Value;
function entries(statics: readonly number[], operands: readonly Value[]): Entry[] {
  let k = 0;
  return statics.map((s) => {
    if (!isDynamic(s)) return s;
    const v = operands[k++]!;
    return constantIntOf(v) ?? v;
  });
}

function split(xs: readonly Entry[]): { statics: number[]; values: Value[] } {
  const values: Value[] = [];
  const statics = xs.map((x) => (typeof x === 'number' ? x : (values.push(x), DYNAMIC)));
  return { statics, values };
}

/** Padding by constant zeros everywhere → a cast of the source. */
const staticZeroPadding = pattern('FoldStaticZeroPadding', PadOp, (op, rw) => {
  if (op.nofold) return false;
  if (!allZero(mixed(staticDims(op.static_low), op.low)) || !allZero(mixed(staticDims(op.static_high), op.high))) return false;
  rw.setInsertionPoint(op);
  rw.replaceOp(op, [CastOp.build(rw, { source: op.source, resultTypes: [op.result.type] }, op.loc).dest]);
  return true;
});

/** PadOp::inferResultType with the old result shape for the dims it cannot compute. */
function inferPad(src: RankedTensorType, low: readonly number[], high: readonly number[], old: RankedTensorType): RankedTensorType {
  const shape = src.shape.map((d, i) => (isDynamic(d) || isDynamic(low[i]!) || isDynamic(high[i]!) ? old.shape[i]! : d + low[i]! + high[i]!));
  return RankedTensorType.get(shape, src.elementType);
}

/** pad(cast(x)) where the cast forgets sizes → pad(x), with a cast back when the type changes. */
const sourceCast = pattern('FoldSourceTensorCast', PadOp, (op, rw) => {
  const cast = op.source.definingOp;
  if (!CastOp.is(cast) || !preservesStaticInformation(cast.dest.type, cast.source.type)) return false;
  const old = op.result.type as RankedTensorType;
  const type = inferPad(cast.source.type as RankedTensorType, staticDims(op.static_low), staticDims(op.static_high), old);
  if (type === old) {
    rw.modifyOpInPlace(op, () => op.setOperand(0, cast.source));
    return true;
  }
  // As upstream, the new pad still reads the cast; the next round takes the branch above.
  rw.setInsertionPoint(op);
  const pad = rebuild(rw, op, op.source, type);
  rw.replaceOp(op, [CastOp.build(rw, { source: pad.result, resultTypes: [old] }, op.loc).dest]);
  return true;
});

/** cast(pad) to a more static type, the pad's only use → a pad to that type. */
const targetCast = pattern('FoldTargetTensorCast', PadOp, (op, rw) => {
  if (!op.result.hasOneUse) return false;
  const cast = op.result.uses[0]!.owner;
  if (!CastOp.is(cast) || !preservesStaticInformation(op.result.type, cast.dest.type)) return false;
  rw.setInsertionPoint(op);
  const pad = rebuild(rw, op, op.source, cast.dest.type as RankedTensorType, true);
  rw.replaceOp(op, [pad.result]);
  rw.replaceOp(cast, [pad.result]);
  return true;
});

/**
 * Constant padding operands → a more static result type (with a cast back), the constants moved
 * into the static padding. As upstream, nothing changes unless the result type gains a size.
 */
const staticPadding = pattern('FoldStaticPadding', PadOp, (op, rw) => {
  const src = op.source.type as RankedTensorType, old = op.result.type as RankedTensorType;
  const lo = split(entries(staticDims(op.static_low), op.low)), hi = split(entries(staticDims(op.static_high), op.high));
  if (src.rank !== old.rank || lo.statics.length !== src.rank || hi.statics.length !== src.rank) return false;
  const shape = old.shape.map((d, i) => {
    if (!isDynamic(d)) return d;
    const s = src.shape[i]!, l = lo.statics[i]!, h = hi.statics[i]!;
    return isDynamic(s) || isDynamic(l) || isDynamic(h) ? DYNAMIC : s + l + h;
  });
  if (shape.every((d, i) => d === old.shape[i]) || shape.every(isDynamic)) return false;
  rw.setInsertionPoint(op);
  const pad = rebuild(rw, op, op.source, RankedTensorType.get(shape, old.elementType), false,
    { low: lo.values, high: hi.values, staticLow: lo.statics, staticHigh: hi.statics });
  rw.replaceOp(op, [CastOp.build(rw, { source: pad.result, resultTypes: [old] }, op.loc).dest]);
  return true;
});

/** PadOp::getConstantPaddingValue: the yielded value when it is a constant or defined outside. */
export function constantPaddingValue(op: Pad): Value | undefined {
  const y = op.region.front.last;
  if (!y || y.name !== 'tensor.yield' || y.numOperands !== 1) return undefined;
  const v = y.getOperand(0);
  if (constantOf(v) !== undefined) return v;
  return v.parentBlock === op.region.front ? undefined : v;
}

/** The mixed low or high padding of `op` (upstream's getMixedLowPad / getMixedHighPad). */
function mixedPadding(op: Pad, which: 'low' | 'high'): Entry[] {
  let k = 0;
  const operands = which === 'low' ? op.low : op.high;
  return staticDims(which === 'low' ? op.static_low : op.static_high).map((s) => (isDynamic(s) ? operands[k++]! : s));
}
/** Whether a mixed entry is the constant 0 (getConstantIntValue(x) == 0). */
const isZero = (x: Entry): boolean => (typeof x === 'number' ? x === 0 : constantIntOf(x) === 0);
/** The dims a pad pads: those with low or high padding not known to be 0 (getPaddedDims). */
const paddedDims = (op: Pad): boolean[] => {
  const low = mixedPadding(op, 'low'), high = mixedPadding(op, 'high');
  return low.map((l, i) => !isZero(l) || !isZero(high[i]!));
};

/** pad(pad(x)) with the same padding value → one pad by the sums (each a composed, folded
 * affine.apply, high paddings first), as FoldConsecutiveConstantPadding. */
const consecutivePadding = pattern('FoldConsecutiveConstantPadding', PadOp, (op, rw) => {
  if (op.nofold) return false;
  const inner = op.source.definingOp;
  if (!PadOp.is(inner) || inner.nofold) return false;
  const a = constantPaddingValue(op), b = constantPaddingValue(inner);
  if (!a || a !== b) return false;
  rw.setInsertionPoint(op);
  const add = AffineMap.get(2, 0, [getAffineDimExpr(0).add(getAffineDimExpr(1))]);
  const sum = (x: Entry[], y: Entry[]) => x.map((e, i) => makeComposedFoldedAffineApply(rw, op.loc, add, [e, y[i]!]));
  const h = split(sum(mixedPadding(op, 'high'), mixedPadding(inner, 'high')));
  const l = split(sum(mixedPadding(op, 'low'), mixedPadding(inner, 'low')));
  const pad = rebuild(rw, op, inner.source, op.result.type as RankedTensorType, true,
    { low: l.values, high: h.values, staticLow: l.statics, staticHigh: h.statics });
  op.forEachAttribute((name, value) => pad.setAttr(name, value));
  rw.replaceOp(op, [pad.result]);
  return true;
});

type Slice = ReturnType<typeof ExtractSliceOp.build>;
const mixedOf = (statics: readonly number[], values: readonly Value[]): Entry[] => {
  let k = 0;
  return statics.map((s) => (isDynamic(s) ? values[k++]! : s));
};
const unitStrides = (s: Slice): boolean => mixedOf(staticDims(s.static_strides), s.strides).every((x) => (typeof x === 'number' ? x : constantIntOf(x)) === 1);

/**
 * pad(slice(pad(slice(x)))) where the two pads pad different dims, only at the high end, with
 * one constant value, and the slices have unit strides and keep the rank → one slice of x and
 * one pad (FoldOrthogonalPaddings): in each dim one slice/pad pair must be the identity (zero
 * offset, no padding), and where the outer pad pads, the inner slice must take all of it.
 */
const orthogonalPaddings = pattern('FoldOrthogonalPaddings', PadOp, (op, rw) => {
  const innerSlice = op.source.definingOp;
  if (!ExtractSliceOp.is(innerSlice)) return false;
  const outerPad = innerSlice.source.definingOp;
  if (!PadOp.is(outerPad) || outerPad.nofold) return false;
  const outerSlice = outerPad.source.definingOp;
  if (!ExtractSliceOp.is(outerSlice)) return false;
  const rank = (op.source.type as RankedTensorType).rank;
  if ((outerSlice.source.type as RankedTensorType).rank !== rank) return false;
  if (!unitStrides(innerSlice) || !unitStrides(outerSlice)) return false;
  if (!mixedPadding(op, 'low').every(isZero) || !mixedPadding(outerPad, 'low').every(isZero)) return false;
  const innerValue = constantPaddingValue(op), outerValue = constantPaddingValue(outerPad);
  const innerAttr = innerValue && constantOf(innerValue), outerAttr = outerValue && constantOf(outerValue);
  if (!innerAttr || !outerAttr || innerAttr.key !== outerAttr.key) return false;
  const innerDims = paddedDims(op), outerDims = paddedDims(outerPad);
  if (innerDims.some((d, i) => d && outerDims[i])) return false;
  const innerOffsets = mixedOf(staticDims(innerSlice.static_offsets), innerSlice.offsets);
  const outerOffsets = mixedOf(staticDims(outerSlice.static_offsets), outerSlice.offsets);
  const offsets: Entry[] = [];
  for (let i = 0; i < rank; i++) {
    if (!innerDims[i] && isZero(innerOffsets[i]!)) offsets.push(outerOffsets[i]!);
    else if (!outerDims[i] && isZero(outerOffsets[i]!)) offsets.push(innerOffsets[i]!);
    else return false;
  }
  const innerSizes = mixedOf(staticDims(innerSlice.static_sizes), innerSlice.sizes);
  const outerSizes = mixedOf(staticDims(outerSlice.static_sizes), outerSlice.sizes);
  const padded = (innerSlice.source.type as RankedTensorType).shape;
  const sizes: Entry[] = [];
  for (let i = 0; i < rank; i++) {
    if (!outerDims[i]) { sizes.push(innerSizes[i]!); continue; }
    const size = innerSizes[i]!;
    const known = typeof size === 'number' ? size : constantIntOf(size);
    if (isDynamic(padded[i]!) || known !== padded[i]) return false;
    sizes.push(outerSizes[i]!);
  }
  const innerHigh = mixedPadding(op, 'high'), outerHigh = mixedPadding(outerPad, 'high');
  const high: Entry[] = innerHigh.map((h, i) => (outerDims[i] ? outerHigh[i]! : innerDims[i] ? h : 0));
  rw.setInsertionPoint(op);
  const o = split(offsets), z = split(sizes);
  const strides = innerSlice.static_strides;
  const slice = ExtractSliceOp.build(rw, {
    source: outerSlice.source, offsets: o.values, sizes: z.values, strides: innerSlice.strides,
    static_offsets: dimsAttr(o.statics), static_sizes: dimsAttr(z.statics), static_strides: strides,
    resultTypes: [RankedTensorType.get(z.statics, (op.source.type as RankedTensorType).elementType)],
  }, op.loc);
  const l = split(mixedPadding(op, 'low')), h = split(high);
  const pad = rebuild(rw, op, slice.result, op.result.type as RankedTensorType, true,
    { low: l.values, high: h.values, staticLow: l.statics, staticHigh: h.statics });
  op.forEachAttribute((name, value) => pad.setAttr(name, value));
  rw.replaceOp(op, [pad.result]);
  return true;
});

export const padPatterns: readonly RewritePattern[] = [staticZeroPadding, sourceCast, targetCast, orthogonalPaddings, staticPadding, consecutivePadding];
