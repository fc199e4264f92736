/**
 * bufferization.dealloc: frees each listed memref whose condition holds, except those that alias a
 * retained memref; for each retained memref it returns whether some listed memref with a true
 * condition aliases it (ownership passes to it). What ownership-based buffer deallocation emits.
 *
 * ```mlir
 * %o:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<f32>) if (%ca, %cb)
 *          retain (%r, %s : memref<2xf32>, memref<4xf32>)
 * ```
 */
import { DenseArrayAttr, IntegerAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { i1 } from '../../ir/types.js';
import { OpResult, type Value } from '../../ir/value.js';
import { I1 } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { constantIntOf } from '../../rewrite/fold.js';
import { ownEffects } from '../../rewrite/effects.js';
import { type RewritePattern, pattern } from '../../rewrite/pattern.js';
import type { PatternRewriter } from '../../rewrite/rewriter.js';
import { ConstantOp, OrIOp } from '../arith/index.js';
import { AnyRankedOrUnrankedMemRef } from '../memref/constraints.js';

export const DeallocOp = defineOp({
  name: 'bufferization.dealloc',
  summary: 'deallocates the given memrefs if no alias is retained',
  operands: { memrefs: variadic(AnyRankedOrUnrankedMemRef), conditions: variadic(I1), retained: variadic(AnyRankedOrUnrankedMemRef) },
  results: { updatedConditions: variadic(I1) },
  format: '(` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )? '
    + '(`retain` ` ` `(` $retained^ `:` type($retained) `)` )? attr-dict',
}, {
  verify(op) {
    if (op.memrefs.length !== op.conditions.length) throw opError(op, 'must have the same number of conditions as memrefs to deallocate');
    if (op.retained.length !== op.numResults) throw opError(op, 'must have the same number of updated conditions (results) as retained operands');
  },
  // One i1 per retained memref (the last operand group).
  inferResultTypes: (_operands, attrs) => {
    const seg = attrs.get('operandSegmentSizes');
    const n = seg instanceof DenseArrayAttr ? seg.nums[2] ?? 0 : 0;
    return Array.from({ length: n }, () => i1);
  },
  memoryEffects: () => ['free'],
});

type Dealloc = ReturnType<typeof DeallocOp.build>;

/** Upstream's updateDeallocIfChanged: sets the memrefs and conditions when they differ. */
function update(rw: PatternRewriter, op: Dealloc, memrefs: readonly Value[], conditions: readonly Value[]): boolean {
  const same = (a: readonly Value[], b: readonly Value[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (same(op.memrefs, memrefs) && same(op.conditions, conditions)) return false;
  const retained = op.retained;
  rw.modifyOpInPlace(op, () => {
    op.setOperands([...memrefs, ...conditions, ...retained]);
    op.setAttr('operandSegmentSizes', segments(memrefs.length, retained.length));
  });
  return true;
}
const segments = (n: number, r: number): DenseArrayAttr => DenseArrayAttr.i32([n, n, r]);

/** A memref listed twice is deallocated once, under the disjunction of its conditions. */
const removeDuplicateMemrefs = pattern('DeallocRemoveDuplicateDeallocMemrefs', DeallocOp, (op, rw) => {
  const index = new Map<Value, number>();
  const memrefs: Value[] = [], conditions: Value[] = [];
  op.memrefs.forEach((m, i) => {
    const cond = op.conditions[i]!;
    const k = index.get(m);
    if (k === undefined) { index.set(m, memrefs.length); memrefs.push(m); conditions.push(cond); return; }
    if (conditions[k] !== cond) conditions[k] = OrIOp.build(rw, { lhs: conditions[k]!, rhs: cond, resultTypes: [i1] }, op.loc).result;
  });
  return update(rw, op, memrefs, conditions);
});

/** A memref retained twice is retained once; both results are its result. */
const removeDuplicateRetained = pattern('DeallocRemoveDuplicateRetainedMemrefs', DeallocOp, (op, rw) => {
  const seen = new Map<Value, number>();
  const retained: Value[] = [];
  const at = op.retained.map((r) => {
    let k = seen.get(r);
    if (k === undefined) { k = retained.length; seen.set(r, k); retained.push(r); }
    return k;
  });
  if (retained.length === op.retained.length) return false;
  const n = DeallocOp.build(rw, {
    memrefs: op.memrefs, conditions: op.conditions, retained, resultTypes: retained.map(() => i1),
  }, op.loc);
  rw.replaceOp(op, at.map((k) => n.getResult(k)));
  return true;
});

/** Nothing to deallocate: every updated condition is false. */
const eraseEmpty = pattern('EraseEmptyDealloc', DeallocOp, (op, rw) => {
  if (op.memrefs.length) return false;
  const f = ConstantOp.build(rw, { value: IntegerAttr.bool(false), resultTypes: [i1] }, op.loc).result;
  rw.replaceOp(op, op.results.map(() => f));
  return true;
});

/** A memref whose condition is the constant false is dropped. */
const eraseAlwaysFalse = pattern('EraseAlwaysFalseDealloc', DeallocOp, (op, rw) => {
  const keep = op.memrefs.map((_, i) => !isZero(op.conditions[i]!));
  return update(rw, op, op.memrefs.filter((_, i) => keep[i]), op.conditions.filter((_, i) => keep[i]));
});
const isZero = (v: Value): boolean => constantIntOf(v) === 0;

/** Whether `v` is a result its defining op allocates (getEffectOnValue<Allocate>). */
const allocatedBy = (v: Value): Operation | undefined => {
  if (!(v instanceof OpResult)) return undefined;
  return ownEffects(v.owner)?.includes('alloc') ? v.owner : undefined;
};

/** The base buffer of an allocation's strided metadata is the allocation itself. */
const skipExtractMetadataOfAlloc = pattern('SkipExtractMetadataOfAlloc', DeallocOp, (op, rw) => {
  const memrefs = op.memrefs.map((m) => {
    const meta = m.definingOp;
    if (meta?.name !== 'memref.extract_strided_metadata') return m;
    const source = meta.getOperand(0);
    return allocatedBy(source) ? source : m;
  });
  return update(rw, op, memrefs, op.conditions);
});

/** An allocation used only by the dealloc, by an op that does nothing else, goes with its entry. */
const removeAllocDeallocPair = pattern('RemoveAllocDeallocPairWhenNoOtherUsers', DeallocOp, (op, rw) => {
  const memrefs: Value[] = [], conditions: Value[] = [], dead: Operation[] = [];
  op.memrefs.forEach((m, i) => {
    const alloc = allocatedBy(m);
    if (alloc && ownEffects(alloc)!.every((e) => e === 'alloc') && m.hasOneUse) { dead.push(alloc); return; }
    memrefs.push(m);
    conditions.push(op.conditions[i]!);
  });
  if (!update(rw, op, memrefs, conditions)) return false;
  for (const d of dead) rw.eraseOp(d);
  return true;
});

export const deallocPatterns: readonly RewritePattern[] = [
  removeDuplicateMemrefs, removeDuplicateRetained, eraseEmpty, eraseAlwaysFalse, skipExtractMetadataOfAlloc, removeAllocDeallocPair,
];
