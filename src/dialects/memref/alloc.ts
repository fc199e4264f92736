/**
 * memref allocation ops: alloc, alloca, realloc, dealloc, and the explicit stack scope
 * alloca_scope with its terminator.
 */
import { type Attribute, IntegerAttr } from '../../ir/attributes.js';
import { errorOn, opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Region } from '../../ir/region.js';
import {
  AttrSizedOperandSegments, AutomaticAllocationScope, MemAlloc, MemFree, NoRegionArguments, Pure, RecursiveMemoryEffects,
  ReturnLike, Terminator, hasParent, singleBlockImplicitTerminator,
} from '../../ir/traits.js';
import { IntegerType, MemRefType } from '../../ir/types.js';
import { AnyType, Index, type AttrConstraint, typeConstraint, storedAs } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { ensureTerminator } from '../../irdl/format/parse.js';
import { optional, optionalAttr, sizedRegion, variadic } from '../../irdl/spec.js';
import { AnyMemRef, AnyRankedOrUnrankedMemRef } from './constraints.js';
import { foldCastOperands } from './fold.js';
import { hasIdentityLayout, layoutNumSymbols } from './layout.js';

/** `ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive, IntPowerOf2]>`: byte alignments. */
export const AlignmentAttr: AttrConstraint<IntegerAttr> = {
  storage: storedAs(IntegerAttr),
  description: '64-bit signless integer attribute whose value is positive and whose value is a power of two > 0',
  buildableType: IntegerType.get(64),
  check: (a: Attribute): a is IntegerAttr => a instanceof IntegerAttr && a.type === IntegerType.get(64)
    && a.value > 0n && (a.value & (a.value - 1n)) === 0n,
};

const ALLOC_FORMAT = '`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)';

/** Upstream's verifyAllocLikeOp: one size per dynamic dim, one symbol per layout map symbol. */
function verifyAllocLike(op: Operation & { readonly dynamicSizes: unknown[]; readonly symbolOperands: unknown[] }): void {
  const t = op.getResult(0).type;
  if (!(t instanceof MemRefType)) throw opError(op, 'result must be a memref');
  if (op.dynamicSizes.length !== t.numDynamicDims) {
    throw opError(op, `incorrect number of dynamic sizes, has ${op.dynamicSizes.length}, expected ${t.numDynamicDims}`);
  }
  const numSymbols = layoutNumSymbols(t);
  if (op.symbolOperands.length !== numSymbols) {
    throw opError(op, `symbol operand count does not equal memref symbol count: expected ${numSymbols}, got ${op.symbolOperands.length}`);
  }
}

const allocSpec = <N extends string>(name: N) => ({
  name,
  operands: { dynamicSizes: variadic(Index), symbolOperands: variadic(Index) },
  attributes: { alignment: optionalAttr(AlignmentAttr) },
  results: { memref: AnyMemRef },
  traits: [AttrSizedOperandSegments, MemAlloc],
  format: ALLOC_FORMAT,
}) as const;

/**
 * Allocates a buffer on the heap; one size operand per dynamic dim.
 *
 * ```mlir
 * %alloc = memref.alloc(%d) {alignment = 64 : i64} : memref<?xf32>
 * ```
 */
export const AllocOp = defineOp(allocSpec('memref.alloc'), {
  verify: verifyAllocLike,
  asmResultNames: () => ['alloc'],
});

/**
 * Allocates a buffer freed when control leaves the closest AutomaticAllocationScope.
 *
 * ```mlir
 * %alloca = memref.alloca() : memref<4xf32>
 * ```
 */
export const AllocaOp = defineOp(allocSpec('memref.alloca'), {
  verify(op) {
    if (!op.parentWhere((p) => p.hasTrait('AutomaticAllocationScope'))) {
      throw opError(op, 'requires an ancestor op with AutomaticAllocationScope trait');
    }
    verifyAllocLike(op);
  },
  asmResultNames: () => ['alloca'],
});

const Rank1MemRef = typeConstraint('1D memref of any type values', (t) => t instanceof MemRefType && t.rank === 1);

/**
 * Resizes a 1-D buffer, possibly moving it.
 *
 * ```mlir
 * %0 = memref.realloc %src(%d) : memref<?xf32> to memref<?xf32>
 * ```
 */
export const ReallocOp = defineOp({
  name: 'memref.realloc',
  operands: { source: Rank1MemRef, dynamicResultSize: optional(Index) },
  attributes: { alignment: optionalAttr(AlignmentAttr) },
  results: { result: Rank1MemRef },
  traits: [MemFree, MemAlloc],
  format: '$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)',
}, {
  verify(op) {
    const src = op.source.type as MemRefType;
    const res = op.result.type as MemRefType;
    if (!hasIdentityLayout(src)) throw errorOn(op, `unsupported layout for source memref type '${src.key}'`);
    if (!hasIdentityLayout(res)) throw errorOn(op, `unsupported layout for result memref type '${res.key}'`);
    if (src.memorySpace?.key !== res.memorySpace?.key) {
      throw errorOn(op, `different memory spaces specified for source memref type '${src.key}' and result memref type '${res.key}'`);
    }
    if (src.elementType !== res.elementType) {
      throw errorOn(op, `different element types specified for source memref type '${src.key}' and result memref type '${res.key}'`);
    }
    if (res.numDynamicDims && !op.dynamicResultSize) throw errorOn(op, `missing dimension operand for result type '${res.key}'`);
    if (!res.numDynamicDims && op.dynamicResultSize) throw errorOn(op, `unnecessary dimension operand for result type '${res.key}'`);
  },
});

/**
 * Frees a buffer made by alloc.
 *
 * ```mlir
 * memref.dealloc %alloc : memref<?xf32>
 * ```
 */
export const DeallocOp = defineOp({
  name: 'memref.dealloc',
  operands: { memref: AnyRankedOrUnrankedMemRef },
  traits: [MemFree],
  format: '$memref attr-dict `:` type($memref)',
}, {
  fold: (op) => foldCastOperands(op),
});

/**
 * An explicit scope for alloca: its allocations die when the region exits.
 *
 * ```mlir
 * %r = memref.alloca_scope -> (f32) {
 *   memref.alloca_scope.return %v : f32
 * }
 * ```
 */
export const AllocaScopeOp = defineOp({
  name: 'memref.alloca_scope',
  results: { outs: variadic(AnyType) },
  regions: { bodyRegion: sizedRegion(1) },
  traits: [AutomaticAllocationScope, singleBlockImplicitTerminator('memref.alloca_scope.return'), RecursiveMemoryEffects, NoRegionArguments],
}, {
  parse(p, state) {
    const types = p.parseOptionalArrowTypeList();
    if (types) state.resultTypes.push(...types);
    const body = new Region();
    p.parseRegion(body, []);
    ensureTerminator(p, body, 'memref.alloca_scope.return', state.loc);
    state.regions.push(body);
    p.parseOptionalAttrDict(state.attributes);
  },
  print(op, p) {
    // Upstream writes a space, then ` -> (types)` when there are results, then another space.
    p.write(' ');
    const hasResults = op.numResults > 0;
    if (hasResults) {
      p.write(' -> (');
      op.resultTypes.forEach((t, i) => { if (i) p.write(', '); p.printType(t); });
      p.write(')');
    }
    p.write(' ');
    p.printRegion(op.bodyRegion, { printEntryBlockArgs: false, printBlockTerminators: hasResults });
    p.printOptionalAttrDict(op.allAttrs);
  },
});

/**
 * Returns values from an alloca_scope (implicit when there are none).
 *
 * ```mlir
 * memref.alloca_scope.return %v : f32
 * ```
 */
export const AllocaScopeReturnOp = defineOp({
  name: 'memref.alloca_scope.return',
  operands: { values: variadic(AnyType) },
  traits: [hasParent('memref.alloca_scope'), Pure, ReturnLike, Terminator],
  format: 'attr-dict ($values^ `:` type($values))?',
});
