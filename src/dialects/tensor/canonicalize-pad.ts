/**
 * tensor.pad's canonicalization patterns, as upstream's (PadOp::getCanonicalizationPatterns):
 * padding by constant zeros is a cast; casts that forget sizes fold in from either side; constant
 * padding operands make the result type more static (with a cast back); two pads with the same
 * padding value become one. Upstream's FoldOrthogonalPaddings (slice/pad chains padding different
 * dims) is not ported.
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

/** x + y as upstream's composed, folded affine.apply gives it without an apply: constants add,
 * and adding a constant 0 is the other side; undefined where an apply would be needed. */
function addEntries(x: readonly Entry[], y: readonly Entry[]): Entry[] | undefined {
  const out: Entry[] = [];
  for (let i = 0; i < x.length; i++) {
    const a = x[i]!, b = y[i]!;
    if (typeof a === 'number' && typeof b === 'number') out.push(a + b);
    else if (a === 0) out.push(b);
    else if (b === 0) out.push(a);
    else return undefined;
  }
  return out;
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

/**
 * pad(pad(x)) with the same padding value → one pad by the sums. Upstream adds two dynamic
 * paddings with an affine.apply; that case is left alone here.
 */
const consecutivePadding = pattern('FoldConsecutiveConstantPadding', PadOp, (op, rw) => {
  if (op.nofold) return false;
  const inner = op.source.definingOp;
  if (!PadOp.is(inner) || inner.nofold) return false;
  const a = constantPaddingValue(op), b = constantPaddingValue(inner);
  if (!a || a !== b) return false;
  const high = addEntries(entries(staticDims(op.static_high), op.high), entries(staticDims(inner.static_high), inner.high));
  const low = addEntries(entries(staticDims(op.static_low), op.low), entries(staticDims(inner.static_low), inner.low));
  if (!low || !high) return false;
  const l = split(low), h = split(high);
  rw.setInsertionPoint(op);
  const pad = rebuild(rw, op, inner.source, op.result.type as RankedTensorType, true,
    { low: l.values, high: h.values, staticLow: l.statics, staticHigh: h.statics });
  rw.replaceOp(op, [pad.result]);
  return true;
});

export const padPatterns: readonly RewritePattern[] = [staticZeroPadding, sourceCast, targetCast, staticPadding, consecutivePadding];
