/**
 * memref folds, as upstream's: an op reading or freeing a memref.cast of a ranked memref reads
 * the uncast memref instead (foldMemRefCast), dims of static sizes or of allocations are known,
 * and views that change nothing are their source. Ops are recognized by name so that these
 * helpers can be used from the op definitions themselves.
 */
import { type Attribute, DenseArrayAttr, IntegerAttr, attrEquals } from '../../ir/attributes.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Builder } from '../../ir/builder.js';
import { MemRefType, UnrankedMemRefType, index, isDynamic } from '../../ir/types.js';
import { ConstantOp } from '../arith/index.js';
import type { Value } from '../../ir/value.js';
import { constantOf } from '../../rewrite/fold.js';
import { fromStatic, getStridesAndOffset } from './layout.js';

/** The op's own results: what a fold that changed the op in place returns. */
const inPlace = (op: Operation): FoldResult[] => op.results;

/**
 * Replaces operands defined by memref.cast of a ranked memref by the cast's source (all but
 * `except`); true when one was replaced.
 */
export function foldMemRefCast(op: Operation, except?: Value): boolean {
  let folded = false;
  op.opOperands.forEach((o) => {
    const cast = o.value.definingOp;
    if (!cast || cast.name !== 'memref.cast' || o.value === except) return;
    if (cast.getOperand(0).type instanceof UnrankedMemRefType) return;
    o.set(cast.getOperand(0));
    folded = true;
  });
  return folded;
}

/** Fold hook for ops whose only fold is foldMemRefCast (load, dealloc...). */
export function foldCastOperands(op: Operation, except?: Value): FoldResult[] | undefined {
  return foldMemRefCast(op, except) ? inPlace(op) : undefined;
}

/**
 * Upstream's CastOp::canFoldIntoConsumerOp: a cast to a type with no more static information
 * (sizes, offset, strides) may be skipped by its users.
 */
export function canFoldIntoConsumer(cast: Operation): boolean {
  const src = cast.getOperand(0).type;
  const dst = cast.getResult(0).type;
  if (!(src instanceof MemRefType) || !(dst instanceof MemRefType)) return false;
  if (src.elementType !== dst.elementType || src.rank !== dst.rank) return false;
  const s = getStridesAndOffset(src);
  const d = getStridesAndOffset(dst);
  if (!s || !d) return false;
  const moreStatic = (a: number, b: number) => a !== b && isDynamic(a) && !isDynamic(b);
  if (src.shape.some((x, i) => moreStatic(x, dst.shape[i]!))) return false;
  if (moreStatic(s.offset, d.offset)) return false;
  return !s.strides.some((x, i) => moreStatic(x, d.strides[i]!));
}

/** memref.copy of a memref.cast that only relaxes the type copies the uncast memref. */
export function foldCopy(op: Operation): FoldResult[] | undefined {
  let folded = false;
  op.opOperands.forEach((o) => {
    const cast = o.value.definingOp;
    if (cast && cast.name === 'memref.cast' && canFoldIntoConsumer(cast)) { o.set(cast.getOperand(0)); folded = true; }
  });
  return folded ? inPlace(op) : undefined;
}

/** cast(cast(x)) → cast(x); a cast to its own type is its source. */
export function foldCast(op: Operation): FoldResult[] | undefined {
  if (foldMemRefCast(op)) return inPlace(op);
  const src = op.getOperand(0);
  return src.type === op.getResult(0).type ? [src] : undefined;
}

/** The position among the dynamic dims of dim `i` of `t`. */
function dynamicDimIndex(t: MemRefType, i: number): number {
  return t.shape.slice(0, i).filter(isDynamic).length;
}

/** memref.dim of a static size is that size; of a dynamic size of an allocation, view or subview,
 * the operand that gave it. */
export function foldDim(op: Operation, operands: readonly (Attribute | undefined)[]): FoldResult[] | undefined {
  const idx = operands[1];
  const t = op.getOperand(0).type;
  if (!(idx instanceof IntegerAttr) || !(t instanceof MemRefType)) return undefined;
  const i = idx.num;
  if (i < 0 || i >= t.rank) return undefined;
  const size = t.shape[i]!;
  if (!isDynamic(size)) return [IntegerAttr.index(size)];
  const def = op.getOperand(0).definingOp;
  if (def && (def.name === 'memref.alloc' || def.name === 'memref.alloca')) {
    const seg = def.getAttr('operandSegmentSizes');
    const nSizes = seg instanceof DenseArrayAttr ? seg.nums[0]! : def.numOperands;
    const k = dynamicDimIndex(t, i);
    if (k < nSizes) return [def.getOperand(k)];
  }
  if (def && def.name === 'memref.view') return [def.getOperand(2 + dynamicDimIndex(t, i))];
  if (def && def.name === 'memref.subview') {
    // Dropped dims have static size 1, so the k-th dynamic result dim is the k-th dynamic size.
    const seg = def.getAttr('operandSegmentSizes');
    const counts = seg instanceof DenseArrayAttr ? seg.nums : [];
    const sizesStart = 1 + (counts[1] ?? 0);
    const k = dynamicDimIndex(t, i);
    if (k < (counts[2] ?? 0)) return [def.getOperand(sizesStart + k)];
    return undefined;
  }
  return foldCastOperands(op);
}

/** A subview's offsets, sizes or strides (operand segment 1, 2 or 3), static entries as numbers
 * and dynamic ones as [operand index, operand]. */
function mixedList(op: Operation, segment: number, attr: string): (number | readonly [number, Value])[] | undefined {
  const seg = op.getAttr('operandSegmentSizes'), statics = op.getAttr(attr);
  if (!(seg instanceof DenseArrayAttr) || !(statics instanceof DenseArrayAttr)) return undefined;
  let k = seg.nums.slice(0, segment).reduce((a, b) => a + b, 0);
  return fromStatic(statics.values).map((d) => (isDynamic(d) ? [k, op.getOperand(k++)] as const : d));
}

/**
 * A subview of the whole of a static memref, of the same type, is the memref; so is a subview,
 * of the same type, at offset 0 with unit strides and the same sizes as the subview it reads
 * (upstream's SubViewOp::fold).
 */
export function foldSubView(op: Operation, operands: readonly (Attribute | undefined)[]): FoldResult[] | undefined {
  const src = op.getOperand(0);
  const t = op.getResult(0).type;
  if (t !== src.type || !(t instanceof MemRefType)) return undefined;
  const so = getStridesAndOffset(t);
  if (t.hasStaticShape && !(so && (isDynamic(so.offset) || so.strides.some(isDynamic)))) return [src];
  const inner = src.definingOp;
  if (inner?.name !== 'memref.subview') return undefined;
  const is = (n: number) => (x: number | readonly [number, Value]): boolean => {
    const c = typeof x === 'number' ? x : operands[x[0]];
    return typeof c === 'number' ? c === n : c instanceof IntegerAttr && c.value === BigInt(n);
  };
  const offsets = mixedList(op, 1, 'static_offsets'), strides = mixedList(op, 3, 'static_strides');
  const sizes = mixedList(op, 2, 'static_sizes'), innerSizes = mixedList(inner, 2, 'static_sizes');
  if (!offsets || !strides || !sizes || !innerSizes || !offsets.every(is(0)) || !strides.every(is(1))) return undefined;
  const same = sizes.length === innerSizes.length && sizes.every((x, i) => {
    const y = innerSizes[i]!;
    return typeof x === 'number' ? x === y : typeof y !== 'number' && x[1] === y[1];
  });
  return same ? [src] : undefined;
}

/** reinterpret_cast of a reinterpret_cast or cast reads the inner source; a no-op one folds away. */
/** A subview whose offsets are all zero (static, or constant operands). */
function zeroOffsets(subview: Operation): boolean {
  const offs = subview.getAttr('static_offsets');
  if (!(offs instanceof DenseArrayAttr)) return false;
  let k = 1;
  return fromStatic(offs.values).every((o) => {
    if (!isDynamic(o)) return o === 0;
    const c = constantOf(subview.getOperand(k++));
    return c instanceof IntegerAttr && c.value === 0n;
  });
}

export function foldReinterpretCast(op: Operation): FoldResult[] | undefined {
  const src = op.getOperand(0);
  const def = src.definingOp;
  // The cast reads only the base pointer of its source: casts, reinterpret_casts and subviews at
  // offset zero in front of it go.
  if (def && (def.name === 'memref.reinterpret_cast' || def.name === 'memref.cast'
    || (def.name === 'memref.subview' && zeroOffsets(def)))) {
    op.setOperand(0, def.getOperand(0));
    return inPlace(op);
  }
  const t = op.getResult(0).type;
  const offsets = op.getAttr('static_offsets');
  if (t instanceof MemRefType && t.hasStaticShape && src.type === t && offsets instanceof DenseArrayAttr
    && fromStatic(offsets.values)[0] === 0) return [src];
  return undefined;
}

/** assume_alignment of an assume_alignment with the same alignment is the inner one. */
export function foldAssumeAlignment(op: Operation): FoldResult[] | undefined {
  const def = op.getOperand(0).definingOp;
  if (!def || def.name !== 'memref.assume_alignment') return undefined;
  return attrEquals(def.getAttr('alignment'), op.getAttr('alignment')) ? [op.getOperand(0)] : undefined;
}

/** A cast to its own type is its source; memory_space_cast(memory_space_cast(x)) casts x directly. */
export function foldMemorySpaceCast(op: Operation): FoldResult[] | undefined {
  if (op.getOperand(0).type === op.getResult(0).type) return [op.getOperand(0)];
  const def = op.getOperand(0).definingOp;
  if (!def || def.name !== 'memref.memory_space_cast') return undefined;
  op.setOperand(0, def.getOperand(0));
  return inPlace(op);
}

/** A view with the type of its (static) source is the source. */
export function foldView(op: Operation): FoldResult[] | undefined {
  const src = op.getOperand(0);
  const t = op.getResult(0).type;
  return t === src.type && t instanceof MemRefType && t.hasStaticShape ? [src] : undefined;
}

/**
 * extract_strided_metadata's fold (upstream's): the offset, sizes and strides the source type
 * states become index constants for their users (made before the op, outside the rewriter, as
 * upstream's), and a memref.cast of a ranked memref is looked through. In place.
 */
export function foldExtractStridedMetadata(op: Operation): FoldResult[] | undefined {
  const t = op.getOperand(0).type;
  const layout = t instanceof MemRefType ? getStridesAndOffset(t) : undefined;
  let changed = false;
  if (t instanceof MemRefType && layout) {
    const rank = t.rank;
    const b = Builder.before(op);
    const constify = (r: Value, v: number) => {
      if (isDynamic(v) || !r.hasUses) return;
      const c = ConstantOp.build(b, { value: IntegerAttr.index(v), resultTypes: [index] }, op.loc).result;
      for (const use of [...r.uses]) use.set(c);
      changed = true;
    };
    constify(op.getResult(1), layout.offset);
    t.shape.forEach((d, i) => constify(op.getResult(2 + i), d));
    layout.strides.forEach((s, i) => constify(op.getResult(2 + rank + i), s));
  }
  const prev = op.getOperand(0).definingOp;
  if (prev?.name === 'memref.cast' && prev.getOperand(0).type instanceof MemRefType) {
    op.setOperand(0, prev.getOperand(0));
    changed = true;
  }
  return changed ? op.results : undefined;
}
