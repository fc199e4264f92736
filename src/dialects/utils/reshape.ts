/**
 * What tensor and memref reshapes share, as upstream's ReshapeOpsUtils: composing the groups of
 * two reshapes of one kind, and folding a reshape of the inverse reshape.
 */
import type { Location } from '../../ir/location.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { DYNAMIC, type ShapedType, type Type, isDynamic } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';

export type Reassociation = readonly (readonly number[])[];

/**
 * Upstream's composeReassociationIndices: the groups of two reshapes of the same kind, one after
 * the other, as one reshape's groups; undefined when both have as many groups (upstream refuses
 * that case) or the two do not chain.
 */
function composeReassociation(first: Reassociation, second: Reassociation): number[][] | undefined {
  if (first.length === second.length) return undefined;
  const [producer, consumer] = first.length > second.length ? [first, second] : [second, first];
  if (consumer.length === 0) return [];
  if (consumer.reduce((n, g) => n + g.length, 0) !== producer.length) return undefined;
  return consumer.map((g) => g.flatMap((i) => [...producer[i]!]));
}

/**
 * ComposeReassociativeReshapeOps' match: `op` reads a reshape of its own kind; the source of that
 * one and the groups of both as one reshape, or undefined where they do not compose.
 */
export function composedReshape(op: Operation, groups: (op: Operation) => Reassociation): { source: Value; groups: number[][] } | undefined {
  const src = op.getOperand(0).definingOp;
  if (!src || src.name !== op.name) return undefined;
  const composed = composeReassociation(groups(src), groups(op));
  return composed ? { source: src.getOperand(0), groups: composed } : undefined;
}

/**
 * The reshape-of-inverse part of upstream's foldReshapeOp: collapse_shape(expand_shape(x)) or the
 * reverse that gives x's type back is x when x has at most one dynamic dim, or, with more, when
 * the two use the same groups and each group of the result holds at most one dynamic dim (or the
 * middle value has the higher rank).
 */
export function foldReshapeOfInverse(op: Operation, inverse: string, groups: (op: Operation) => Reassociation): readonly FoldResult[] | undefined {
  const def = op.getOperand(0).definingOp;
  if (!def || def.name !== inverse) return undefined;
  const inner = def.getOperand(0);
  const type = op.getResult(0).type as ShapedType;
  const mid = def.getResult(0).type as ShapedType;
  if (inner.type !== type || !type.shape || !mid.shape) return undefined;
  const shape = type.shape;
  if (shape.filter(isDynamic).length < 2) return [inner];
  const a = groups(op), b = groups(def);
  if (a.length !== b.length || a.some((g, i) => g.join() !== b[i]!.join())) return undefined;
  if (shape.length < mid.shape.length) return [inner];
  return a.every((g) => shape.slice(g[0], g[0]! + g.length).filter(isDynamic).length < 2) ? [inner] : undefined;
}

/** An inclusive range of source dims [left, right] collapsed into one target dim. */
interface DimRange { left: number; right: number; }

/** From `start`, the first run of source dims holding a dynamic dim (and, greedily, every dim
 * after it): what a dynamic target dim collapses. */
function rangeForDynamicDim(source: readonly number[], start: number, greedy: boolean): DimRange | undefined {
  if (start >= source.length) return undefined;
  let found = false;
  let right = start;
  for (let i = start; i < source.length; i++) {
    if (found && !greedy) break;
    if (isDynamic(source[i]!)) found = true;
    right = i;
  }
  return found ? { left: start, right } : undefined;
}

/** From `start`, the first run of static source dims whose product is `size` (greedily with the
 * unit dims after it); a dynamic dim restarts the search after it. */
function rangeForSize(source: readonly number[], start: number, size: number, greedy: boolean): DimRange | undefined {
  if (start >= source.length) return undefined;
  let it = { left: start, right: start };
  let result = { ...it };
  let product = 1;
  let reached = false;
  while (it.left >= 0 && it.right < source.length) {
    const s = source[it.right]!;
    if (reached && !greedy) break;
    if (isDynamic(s)) {
      if (reached) break;
      product = 1;
      it = { left: it.right + 1, right: it.right + 1 };
      result = { ...it };
      continue;
    }
    product *= s;
    if (product > size && reached) break;
    while (product > size && it.left !== it.right) {
      product /= source[it.left]!;
      it.left++;
    }
    result = { ...it };
    if (product === size) reached = true;
    it.right++;
  }
  return reached ? result : undefined;
}

/** One source range per target dim, scanning left to right; a run skipped to find a match joins
 * the dynamic target dim before it. */
function rangesForCollapse(source: readonly number[], target: readonly number[]): DimRange[] | undefined {
  const ranges: DimRange[] = [];
  let prev: number | undefined;
  for (let t = 0, s = 0; t < target.length; t++) {
    const greedy = t === target.length - 1;
    const r = isDynamic(target[t]!) ? rangeForDynamicDim(source, s, greedy) : rangeForSize(source, s, target[t]!, greedy);
    if (!r || r.left < 0 || r.left > r.right || r.right >= source.length) return undefined;
    if (r.left > s) {
      if (prev === undefined || !isDynamic(prev)) return undefined;
      ranges[ranges.length - 1]!.right = r.left - 1;
    }
    prev = target[t];
    s = r.right + 1;
    ranges.push(r);
  }
  return ranges[ranges.length - 1]!.right < source.length - 1 ? undefined : ranges;
}

/** The indices of `a` and `b` outside their overlap, as upstream's getNonOverlappingIndicesWith
 * computes them (disjoint ranges when `a` ends before `b` starts; the right chunk only when it
 * spans two indices or more). */
function nonOverlapping(a: { left: number; right: number }, b: { left: number; right: number }): number[] {
  const out: number[] = [];
  if (a.right < b.left) {
    for (let i = a.left; i <= a.right; i++) out.push(i);
    for (let i = b.left; i <= b.right; i++) out.push(i);
    return out;
  }
  for (let i = Math.min(a.left, b.left); i < Math.max(a.left, b.left); i++) out.push(i);
  const start = Math.min(a.right, b.right) + 1, end = Math.max(a.right, b.right);
  if (start < end) for (let i = start; i <= end; i++) out.push(i);
  return out;
}

/**
 * Upstream's getReassociationIndicesForCollapse: the groups that collapse `source` into
 * `target`, found scanning both ways; where the two scans disagree, only unit dims may differ.
 * Undefined when there is no such collapse or it is ambiguous.
 */
export function reassociationForCollapse(source: readonly number[], target: readonly number[]): number[][] | undefined {
  if (source.length <= target.length) return undefined;
  // A scalar target: no groups (the reassociation of a collapse to rank 0 is empty).
  if (target.length === 0) return source.every((d) => d === 1 || isDynamic(d)) ? [] : undefined;
  const forward = rangesForCollapse(source, target);
  const backward = rangesForCollapse([...source].reverse(), [...target].reverse());
  if (!forward || !backward) return undefined;
  const n = source.length;
  const reverse = backward.map((r) => ({ left: n - 1 - r.right, right: n - 1 - r.left })).reverse();
  const groups: number[][] = [];
  for (let t = 0; t < target.length; t++) {
    const a = forward[t]!, b = reverse[t]!;
    // Only unit dims may be grouped either way (the only ambiguity allowed).
    if (nonOverlapping(a, b).some((i) => source[i] !== 1)) return undefined;
    const g: number[] = [];
    for (let i = a.left; i <= a.right; i++) g.push(i);
    groups.push(g);
  }
  return groups;
}

/**
 * ComposeCollapseOfExpandOp's composition: collapse(expand(x)) as one reshape of x, given the
 * groups of the reshape from the higher rank and of the one from the lower rank: for each lower
 * group, the higher groups that cover it exactly. Undefined when they do not line up.
 */
export function composeAcrossRanks(higher: Reassociation, lower: Reassociation): number[][] | undefined {
  let id = 0;
  const out: number[][] = [];
  for (const group of lower) {
    const last = group[group.length - 1]!;
    const composed: number[] = [];
    while (id < higher.length) {
      const rightmost = higher[id]![higher[id]!.length - 1]!;
      if (rightmost > last) return undefined;
      composed.push(id++);
      if (rightmost === last) break;
    }
    out.push(composed);
  }
  return out;
}

/**
 * ComposeExpandOfCollapseOp's findCollapsingReassociation: the groups that collapse `srcShape`
 * into `resultShape`, group by group of the two reshapes (`srcGroups` over `srcShape`,
 * `resultGroups` over `resultShape`).
 */
export function collapsingReassociation(srcGroups: Reassociation, resultGroups: Reassociation, srcShape: readonly number[], resultShape: readonly number[]): number[][] | undefined {
  if (srcGroups.length === 0) return reassociationForCollapse(srcShape, resultShape);
  const out: number[][] = [];
  const n = Math.min(srcGroups.length, resultGroups.length);
  for (let k = 0; k < n; k++) {
    const si = srcGroups[k]!, ri = resultGroups[k]!;
    const srcSub = srcShape.slice(si[0], si[0]! + si.length);
    const resSub = resultShape.slice(ri[0], ri[0]! + ri.length);
    if (srcSub.filter(isDynamic).length >= 2 && resSub.filter(isDynamic).length >= 2) return undefined;
    if (srcSub.length === resSub.length) {
      if (srcSub.some((d, i) => d !== resSub[i])) return undefined;
      for (let i = 0; i < srcSub.length; i++) out.push([si[0]! + i]);
      continue;
    }
    const sub = reassociationForCollapse(srcSub, resSub);
    if (!sub) return undefined;
    for (const g of sub) out.push(g.map((i) => si[0]! + i));
  }
  return out;
}

/** How a dialect's reshapes are read and built, for the compositions below (tensor, memref). */
export interface ReshapeBuilders {
  groups(op: Operation): Reassociation;
  /** An expand's static output sizes (DYNAMIC where an operand gives the size). */
  staticSizes(expand: Operation): readonly number[];
  /** Whether a type may take part (memrefs: identity layout only). */
  plain(t: Type): boolean;
  collapse(rw: PatternRewriter, src: Value, groups: number[][], type: Type, loc: Location): Value;
  expand(rw: PatternRewriter, src: Value, groups: number[][], type: Type, statics: readonly number[], dynamics: readonly Value[], loc: Location): Value;
  cast(rw: PatternRewriter, src: Value, type: Type, loc: Location): Value;
  /** The cast that an expand of a collapse over non-plain types may become, when allowed. */
  castCompatible?(a: Type, b: Type): boolean;
  mulIndex(rw: PatternRewriter, a: Value, b: Value, loc: Location): Value;
  constIndex(rw: PatternRewriter, n: number, loc: Location): Value;
}

const shapeOf = (t: Type): readonly number[] => (t as ShapedType).shape ?? [];

/**
 * ComposeCollapseOfExpandOp: collapse(expand(x)) as one reshape of x, a collapse or an expand
 * when the groups of the two line up, a cast when the ranks are equal. A new expand gets its
 * dynamic sizes as products of the old expand's sizes. `isExpand` says the source is an expand.
 */
export function composeCollapseOfExpand(op: Operation, isExpand: boolean, d: ReshapeBuilders, rw: PatternRewriter): boolean {
  if (!isExpand) return false;
  const expand = op.getOperand(0).definingOp!;
  const src = expand.getOperand(0);
  const resultType = op.getResult(0).type;
  if (![op.getOperand(0).type, src.type].every((t) => d.plain(t))) return false;
  if (src.type === resultType) return false;
  const srcRank = shapeOf(src.type).length, resultRank = shapeOf(resultType).length;
  const expandGroups = d.groups(expand), collapseGroups = d.groups(op);
  const composed = srcRank > resultRank ? composeAcrossRanks(expandGroups, collapseGroups) : composeAcrossRanks(collapseGroups, expandGroups);
  if (!composed) return false;
  rw.setInsertionPoint(op);
  let v: Value;
  if (srcRank > resultRank) v = d.collapse(rw, src, composed, resultType, op.loc);
  else if (srcRank < resultRank) {
    let k = 0;
    const dynamicSizes = expand.operands.slice(1);
    const sizes = d.staticSizes(expand).map((s) => (isDynamic(s) ? dynamicSizes[k++]! : s));
    const statics: number[] = [], dynamics: Value[] = [];
    for (const group of collapseGroups) {
      let product = 1;
      const dyn: Value[] = [];
      for (const i of group) { const s = sizes[i]!; if (typeof s === 'number') product *= s; else dyn.push(s); }
      if (!dyn.length) { statics.push(product); continue; }
      let size = dyn[0]!;
      for (const w of dyn.slice(1)) size = d.mulIndex(rw, size, w, op.loc);
      if (product !== 1) size = d.mulIndex(rw, size, d.constIndex(rw, product, op.loc), op.loc);
      statics.push(DYNAMIC);
      dynamics.push(size);
    }
    v = d.expand(rw, src, composed, resultType, statics, dynamics, op.loc);
  } else v = d.cast(rw, src, resultType, op.loc);
  rw.replaceOp(op, [v]);
  return true;
}

/**
 * ComposeExpandOfCollapseOp: expand(collapse(x)) as one reshape of x where each group of the one
 * collapses into the matching group of the other. `isCollapse` says the source is a collapse.
 */
export function composeExpandOfCollapse(op: Operation, isCollapse: boolean, d: ReshapeBuilders, rw: PatternRewriter): boolean {
  if (!isCollapse) return false;
  const collapse = op.getOperand(0).definingOp!;
  const src = collapse.getOperand(0);
  const resultType = op.getResult(0).type;
  const srcShape = shapeOf(src.type), resultShape = shapeOf(resultType);
  rw.setInsertionPoint(op);
  if (![op.getOperand(0).type, src.type].every((t) => d.plain(t))) {
    if (!srcShape.some(isDynamic) && d.castCompatible?.(src.type, resultType)) {
      rw.replaceOp(op, [d.cast(rw, src, resultType, op.loc)]);
      return true;
    }
    return false;
  }
  if (srcShape.length === resultShape.length) return false;
  const srcGroups = d.groups(collapse), resultGroups = d.groups(op);
  if (srcShape.length > resultShape.length) {
    const composed = collapsingReassociation(srcGroups, resultGroups, srcShape, resultShape);
    if (!composed) return false;
    rw.replaceOp(op, [d.collapse(rw, src, composed, resultType, op.loc)]);
    return true;
  }
  const composed = collapsingReassociation(resultGroups, srcGroups, resultShape, srcShape);
  if (!composed) return false;
  rw.replaceOp(op, [d.expand(rw, src, composed, resultType, d.staticSizes(op), op.operands.slice(1), op.loc)]);
  return true;
}
