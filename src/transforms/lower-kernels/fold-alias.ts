/**
 * `fold-memref-alias-ops`: upstream's pass of that name, for memref.load and memref.store. An
 * access through a view (memref.subview, expand_shape, collapse_shape) becomes an access of the
 * view's source, its subscripts rewritten: `offset + i * stride` per subview dimension (an
 * affine.apply with the constants folded in; rank-reduced dimensions read at the offset),
 * affine.linearize_index over an expanded group, affine.delinearize_index of a collapsed one.
 * Chains of views fold one at a time until the access reaches a buffer that is no view.
 */
import { AffineMapAttr, DenseArrayAttr, IntegerAttr, UnitAttr } from '../../ir/attributes.js';
import {
  AffineMap, type AffineExpr, getAffineConstantExpr, getAffineSymbolExpr, simplifyAffineExpr,
} from '../../ir/affine/index.js';
import type { Builder } from '../../ir/builder.js';
import type { Operation } from '../../ir/operation.js';
import { MemRefType, index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { definePass } from '../../passes/pass.js';
import { applyPatternsGreedily } from '../../rewrite/greedy.js';
import type { RewritePattern } from '../../rewrite/pattern.js';
import { constantIntOf } from '../../rewrite/fold.js';
import { ConstantOp } from '../../dialects/arith/index.js';
import { ApplyOp, DelinearizeIndexOp, LinearizeIndexOp } from '../../dialects/affine/index.js';
import { LoadOp, StoreOp } from '../../dialects/memref/access.js';
import { reassociationGroups } from '../../dialects/memref/reshape.js';
import { isDynamicEntry } from '../../irdl/directives/dynamic-index-list.js';
import type { ArrayAttr } from '../../ir/attributes.js';

/** `offset + i * stride` with constants folded; a plain value when the sum is one operand. */
function offsetIndex(b: Builder, offset: number | Value, i: Value, stride: number | Value): Value {
  const syms: Value[] = [];
  const term = (x: number | Value): AffineExpr => {
    if (typeof x === 'number') return getAffineConstantExpr(x);
    // (A constant beyond 2^53 stays a symbol: affine constants are exact to there.)
    const c = constantIntOf(x);
    if (c !== undefined) return getAffineConstantExpr(c);
    let k = syms.indexOf(x);
    if (k < 0) { k = syms.length; syms.push(x); }
    return getAffineSymbolExpr(k);
  };
  const o = term(offset);
  const expr = simplifyAffineExpr(o.add(term(i).mul(term(stride))), 0, syms.length);
  if (expr.kind === 'symbol') return syms[expr.position]!;
  if (expr.kind === 'constant') return ConstantOp.build(b, { value: IntegerAttr.index(expr.value) }).result;
  return ApplyOp.build(b, { map: AffineMapAttr.get(AffineMap.get(0, syms.length, [expr])), mapOperands: syms, resultTypes: [index] }).result;
}

/** The entries of a static_* array with the dynamic ones taken from `dynamic` in order. */
function mixed(op: Operation, attr: string, dynamic: readonly Value[]): (number | Value)[] {
  const a = op.getAttr(attr) as DenseArrayAttr;
  let k = 0;
  return a.values.map((n) => (isDynamicEntry(n) ? dynamic[k++]! : Number(n)));
}

/** The source dimensions a rank-reducing subview drops: unit sizes, from the left, until the
 * ranks agree (upstream's computeRankReductionMask for the usual case). */
function droppedDims(sizes: readonly (number | Value)[], resultRank: number): Set<number> {
  const dropped = new Set<number>();
  let excess = sizes.length - resultRank;
  sizes.forEach((s, k) => { if (excess > 0 && s === 1) { dropped.add(k); excess--; } });
  return dropped;
}

/** The source subscripts of an access through `view` with subscripts `idx`, or undefined when
 * the view is not one this folds. */
function sourceIndices(b: Builder, view: Operation, idx: readonly Value[]): Value[] | undefined {
  const [src, ...rest] = view.operands;
  if (view.name === 'memref.subview') {
    const n = (src!.type as MemRefType).rank;
    const dyn = { offsets: [] as Value[], sizes: [] as Value[], strides: [] as Value[] };
    const seg = (view.getAttr('operandSegmentSizes') as DenseArrayAttr).nums;
    let p = 0;
    dyn.offsets = rest.slice(p, p += seg[1]!);
    dyn.sizes = rest.slice(p, p += seg[2]!);
    dyn.strides = rest.slice(p, p += seg[3]!);
    const offsets = mixed(view, 'static_offsets', dyn.offsets);
    const strides = mixed(view, 'static_strides', dyn.strides);
    const dropped = droppedDims(mixed(view, 'static_sizes', dyn.sizes), (view.results[0]!.type as MemRefType).rank);
    const out: Value[] = [];
    let j = 0;
    for (let k = 0; k < n; k++) {
      if (dropped.has(k)) {
        const off = offsets[k]!;
        out.push(typeof off === 'number' ? ConstantOp.build(b, { value: IntegerAttr.index(off) }).result : off);
      } else {
        out.push(offsetIndex(b, offsets[k]!, idx[j++]!, strides[k]!));
      }
    }
    return out;
  }
  if (view.name === 'memref.expand_shape') {
    const shape = (view.results[0]!.type as MemRefType).shape;
    if (shape.some((d) => d < 0)) return undefined;
    return reassociationGroups(view.getAttr('reassociation') as ArrayAttr).map((g) => {
      if (g.length === 1) return idx[g[0]!]!;
      return LinearizeIndexOp.build(b, {
        multi_index: g.map((d) => idx[d]!), dynamic_basis: [], static_basis: DenseArrayAttr.i64(g.map((d) => shape[d]!)),
        disjoint: UnitAttr.instance, resultTypes: [index],
      }).results[0]!;
    });
  }
  if (view.name === 'memref.collapse_shape') {
    const shape = (src!.type as MemRefType).shape;
    if (shape.some((d) => d < 0)) return undefined;
    return reassociationGroups(view.getAttr('reassociation') as ArrayAttr).flatMap((g, k) => {
      if (g.length === 1) return [idx[k]!];
      return DelinearizeIndexOp.build(b, {
        linear_index: idx[k]!, dynamic_basis: [], static_basis: DenseArrayAttr.i64(g.map((d) => shape[d]!)),
        resultTypes: g.map(() => index),
      }).results;
    });
  }
  return undefined;
}

const FOLDABLE = new Set(['memref.subview', 'memref.expand_shape', 'memref.collapse_shape']);

export const loadOfViewPattern: RewritePattern = {
  name: 'LoadOpOfViewOpFolder',
  root: 'memref.load',
  matchAndRewrite(op, rw) {
    if (!LoadOp.is(op)) return false;
    const view = op.memref.definingOp;
    if (!view || !FOLDABLE.has(view.name)) return false;
    rw.setInsertionPoint(op);
    const idx = sourceIndices(rw, view, op.indices);
    if (!idx) return false;
    const load = LoadOp.build(rw, { memref: view.operands[0]!, indices: idx });
    rw.replaceOp(op, [load.result]);
    return true;
  },
};

export const storeOfViewPattern: RewritePattern = {
  name: 'StoreOpOfViewOpFolder',
  root: 'memref.store',
  matchAndRewrite(op, rw) {
    if (!StoreOp.is(op)) return false;
    const view = op.memref.definingOp;
    if (!view || !FOLDABLE.has(view.name)) return false;
    rw.setInsertionPoint(op);
    const idx = sourceIndices(rw, view, op.indices);
    if (!idx) return false;
    StoreOp.build(rw, { value: op.value, memref: view.operands[0]!, indices: idx });
    rw.eraseOp(op);
    return true;
  },
};

export const foldMemRefAliasPatterns: readonly RewritePattern[] = [loadOfViewPattern, storeOfViewPattern];

export const FoldMemRefAliasOpsPass = definePass({
  argument: 'fold-memref-alias-ops',
  name: 'FoldMemRefAliasOpsPass',
  summary: 'Fold memref alias ops into consumer load/store ops',
  description: 'Rewrites memref.load and memref.store through memref.subview, expand_shape and collapse_shape into accesses of the source buffer.',
  options: {},
  run(op, _o, ctx) {
    applyPatternsGreedily(op, foldMemRefAliasPatterns, ctx.context, { topDown: false });
  },
});
