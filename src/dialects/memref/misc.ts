/** memref.transpose (a permuted strided view), memref.prefetch and memref.distinct_objects. */
import { AffineMapAttr, type Attribute, IntegerAttr, StridedLayoutAttr } from '../../ir/attributes.js';
import {
  type AffineExpr, AffineMap, getAffineConstantExpr, getAffineDimExpr, getAffineSymbolExpr,
} from '../../ir/affine/index.js';
import { simplifyAffineExpr } from '../../ir/affine/simplify.js';
import { opError } from '../../ir/diagnostics.js';
import { Pure } from '../../ir/traits.js';
import { IntegerType, MemRefType, type Type, index } from '../../ir/types.js';
import { AffineMapAttrC, type AttrConstraint, BoolAttr, Index, storedAs } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { variadic } from '../../irdl/spec.js';
import { AnyMemRef, AnyRankedOrUnrankedMemRef, AnyStridedMemRef } from './constraints.js';
import { canonicalStrides, getStridesAndOffset, hasIdentityLayout, isDynamic, stridedMemRef } from './layout.js';

/** The positions a permutation map picks (`(d0, d1) -> (d1, d0)` → [1, 0]), if it is one. */
function permutationOf(m: AffineMap): number[] | undefined {
  if (!m.isPermutation()) return undefined;
  return m.results.map((e) => (e.kind === 'dim' ? e.position : -1));
}

/** The transposed strided type (upstream's inferTransposeResultType). */
export function transposedType(t: MemRefType, m: AffineMap): MemRefType | undefined {
  const perm = permutationOf(m);
  const so = getStridesAndOffset(t);
  if (!perm || !so) return undefined;
  return stridedMemRef(perm.map((p) => t.shape[p]!), t.elementType, so.offset, perm.map((p) => so.strides[p]!), t.memorySpace);
}

/**
 * Upstream's canonicalizeStridedLayout: a strided layout as its affine map (`d0 + d1 * s0`), or no
 * layout at all when that map is the row-major one.
 */
/** makeCanonicalStridedLayoutExpr: the row-major strided expression of `shape` (a symbol for
 * each stride past a dynamic size), simplified. */
function canonicalLayoutExpr(shape: readonly number[]): AffineExpr {
  if (!shape.length) return getAffineConstantExpr(0);
  let expr: AffineExpr | undefined;
  let running = 1, nSymbols = 0, dynamic = false;
  for (let i = shape.length - 1; i >= 0; i--) {
    const stride = dynamic ? getAffineSymbolExpr(nSymbols++) : getAffineConstantExpr(running);
    const term = getAffineDimExpr(i).mul(stride);
    expr = expr ? expr.add(term) : term;
    if (shape[i]! > 0) running *= shape[i]!; else dynamic = true;
  }
  return simplifyAffineExpr(expr!, shape.length, nSymbols);
}

/** canonicalizeStridedLayout of an affine-map layout: no layout when it is the identity or the
 * canonical strided one, else the layout with its expression simplified. */
function canonicalizeMapLayout(t: MemRefType, m: AffineMap): MemRefType {
  const plain = MemRefType.get(t.shape, t.elementType, undefined, t.memorySpace);
  if (m.isIdentity()) return plain;
  if (m.numResults > 1) return t;
  const e = m.results[0]!;
  if (m.numDims === 0 && m.numSymbols === 0) return e.kind === 'constant' && e.value === 0 ? plain : t;
  if (!t.shape.length) return t;
  const simplified = simplifyAffineExpr(e, m.numDims, m.numSymbols);
  if (simplified.equals(canonicalLayoutExpr(t.shape))) return plain;
  return MemRefType.get(t.shape, t.elementType, AffineMapAttr.get(AffineMap.get(m.numDims, m.numSymbols, [simplified])), t.memorySpace);
}

export function canonicalizeStridedLayout(t: MemRefType): MemRefType {
  if (t.layout instanceof AffineMapAttr) return canonicalizeMapLayout(t, t.layout.map);
  if (!(t.layout instanceof StridedLayoutAttr) || hasIdentityLayout(t)) return t;
  const { offset, strides } = t.layout;
  if (t.rank === 0) return offset === 0 ? MemRefType.get([], t.elementType, undefined, t.memorySpace) : t;
  const canonical = canonicalStrides(t.shape);
  if (offset === 0 && strides.every((s, i) => s === canonical[i])) return MemRefType.get(t.shape, t.elementType, undefined, t.memorySpace);
  let nSymbols = 0;
  let expr: AffineExpr = isDynamic(offset) ? getAffineSymbolExpr(nSymbols++) : getAffineConstantExpr(offset);
  strides.forEach((st, i) => {
    const mult = isDynamic(st) ? getAffineSymbolExpr(nSymbols++) : getAffineConstantExpr(st);
    expr = expr.add(getAffineDimExpr(i).mul(mult));
  });
  return MemRefType.get(t.shape, t.elementType, AffineMapAttr.get(AffineMap.get(t.rank, nSymbols, [expr])), t.memorySpace);
}

/**
 * A view with dims permuted; only the metadata changes.
 *
 * ```mlir
 * %transpose = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
 * ```
 */
export const TransposeOp = defineOp({
  name: 'memref.transpose',
  operands: { in: AnyStridedMemRef },
  attributes: { permutation: AffineMapAttrC },
  results: { result: AnyStridedMemRef },
  traits: [Pure],
}, {
  parse(p, state) {
    const u = p.parseOperand();
    state.attributes.set('permutation', AffineMapAttr.get(p.parseAffineMap()));
    p.parseOptionalAttrDict(state.attributes);
    const src = p.parseColonType();
    state.operands.push(p.resolveOperand(u, src));
    p.parseKeyword('to');
    state.resultTypes.push(p.parseType());
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.in);
    p.write(' ');
    p.printAffineMap(op.permutation.map);
    p.printOptionalAttrDict(op.allAttrs, ['permutation']);
    p.write(' : ');
    p.printType(op.in.type);
    p.write(' to ');
    p.printType(op.result.type);
  },
  verify(op) {
    const m = op.permutation.map;
    const src = op.in.type as MemRefType;
    if (!m.isPermutation()) throw opError(op, 'expected a permutation map');
    if (m.numDims !== src.rank) throw opError(op, 'expected a permutation map of same rank as the input');
    const want = canonicalizeStridedLayout(transposedType(src, m)!);
    const res = op.result.type as MemRefType;
    if (canonicalizeStridedLayout(res) !== want) {
      throw opError(op, `result type '${res.key}' is not equivalent to the canonical transposed input type '${want.key}'`);
    }
  },
  fold(op) {
    const m = op.permutation.map;
    if (m.isIdentity() && op.result.type === op.in.type) return [op.in];
    const inner = op.in.definingOp;
    if (!inner || !TransposeOp.is(inner)) return undefined;
    op.setOperand(0, inner.in);
    op.setAttr('permutation', AffineMapAttr.get(m.compose(inner.permutation.map)));
    return op.results;
  },
  asmResultNames: () => ['transpose'],
});

const LocalityHint: AttrConstraint<IntegerAttr> = {
  storage: storedAs(IntegerAttr),
  description: '32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3',
  buildableType: IntegerType.get(32),
  check: (a: Attribute): a is IntegerAttr => a instanceof IntegerAttr && a.type === IntegerType.get(32) && a.value >= 0n && a.value <= 3n,
};

/**
 * A cache hint for the element at the indices.
 *
 * ```mlir
 * memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>
 * ```
 */
export const PrefetchOp = defineOp({
  name: 'memref.prefetch',
  operands: { memref: AnyMemRef, indices: variadic(Index) },
  attributes: { isWrite: BoolAttr, localityHint: LocalityHint, isDataCache: BoolAttr },
}, {
  parse(p, state) {
    const m = p.parseOperand();
    const ivs = p.parseOperandList('square');
    p.parsePunct(',');
    const rw = p.parseKeywordOrString();
    p.parsePunct(',');
    p.parseKeyword('locality');
    p.parsePunct('<');
    state.attributes.set('localityHint', p.parseAttribute(IntegerType.get(32)));
    p.parsePunct('>');
    p.parsePunct(',');
    const cache = p.parseKeywordOrString();
    const t = p.parseColonType();
    state.operands.push(p.resolveOperand(m, t), ...p.resolveOperands(ivs, index));
    if (rw !== 'read' && rw !== 'write') throw p.error("rw specifier has to be 'read' or 'write'", p.nameLoc());
    state.attributes.set('isWrite', IntegerAttr.bool(rw === 'write'));
    if (cache !== 'data' && cache !== 'instr') throw p.error("cache type has to be 'data' or 'instr'", p.nameLoc());
    state.attributes.set('isDataCache', IntegerAttr.bool(cache === 'data'));
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.memref);
    p.write('[');
    p.printOperands(op.indices);
    p.write(`], ${op.isWrite.value ? 'write' : 'read'}, locality<${op.localityHint.value}>, ${op.isDataCache.value ? 'data' : 'instr'}`);
    p.printOptionalAttrDict(op.allAttrs, ['localityHint', 'isWrite', 'isDataCache']);
    p.write(' : ');
    p.printType(op.memref.type);
  },
  verify(op) {
    if (op.numOperands !== 1 + (op.memref.type as MemRefType).rank) throw opError(op, 'too few indices');
  },
});

/**
 * Asserts that its memref operands do not alias; returns them.
 *
 * ```mlir
 * %0:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<8xf32>
 * ```
 */
export const DistinctObjectsOp = defineOp({
  name: 'memref.distinct_objects',
  operands: { objects: variadic(AnyRankedOrUnrankedMemRef) },
  results: { outs: variadic(AnyRankedOrUnrankedMemRef) },
  traits: [Pure],
  format: '$objects attr-dict `:` type($objects)',
}, {
  verify(op) {
    const a = op.operandTypes, r = op.resultTypes;
    if (a.length !== r.length || a.some((t, i) => t !== r[i])) throw opError(op, 'operand types and result types must match');
    if (!a.length) throw opError(op, 'expected at least one operand');
  },
  inferResultTypes: (operands): Type[] => operands.map((v) => v.type),
});
