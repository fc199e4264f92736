/**
 * affine.delinearize_index and affine.linearize_index: conversions between a linear index and a
 * multi-index over a basis of sizes, each a constant (`static_basis`) or an SSA value
 * (`dynamic_basis`, where the static entry is ShapedType::kDynamic). The first size, the outer
 * bound, may be left out.
 */
import type { OpAsmParser } from '../../ir/asm.js';
import { type Attribute, DenseArrayAttr, IntegerAttr, UnitAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import type { FoldResult } from '../../ir/opinfo.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { index } from '../../ir/types.js';
import type { Value } from '../../ir/value.js';
import { type AttrConstraint, DenseI64ArrayAttr, Index } from '../../irdl/constraints.js';
import { defineOp } from '../../irdl/define.js';
import { K_DYNAMIC, isDynamicEntry, parseDynamicIndexList, printDynamicIndexList, staticIndexArray } from '../../irdl/directives/dynamic-index-list.js';
import { defaultAttr, variadic } from '../../irdl/spec.js';

/** upstream's UnitProp: `disjoint` (unit) when set, `disjoint = false` in generic form otherwise. */
const DisjointProp: AttrConstraint<Attribute> = {
  description: 'unit property',
  check: (a): a is Attribute => a instanceof UnitAttr || (a instanceof IntegerAttr && a.isBool),
};
const notDisjoint = IntegerAttr.bool(false);

export const isDisjoint = (op: Operation): boolean => {
  const a = op.getAttr('disjoint');
  return a instanceof UnitAttr || (a instanceof IntegerAttr && a.value === 1n);
};

/** The static basis entries (kDynamic as -2^63). */
export function staticBasisOf(op: Operation): bigint[] {
  const a = op.getAttr('static_basis');
  return a instanceof DenseArrayAttr ? a.values.map((v) => BigInt(v)) : [];
}

/** A basis entry: a constant size or an SSA value (upstream's OpFoldResult). */
export type BasisEntry = bigint | Value;

/** Static entries as numbers, dynamic ones as their values (upstream getMixedBasis). */
export function mixedBasis(statics: readonly bigint[], dynamic: readonly Value[]): BasisEntry[] {
  let k = 0;
  return statics.map((s) => (isDynamicEntry(s) ? dynamic[k++]! : s));
}

/** `(%a, 4)` into the dynamic operands and the static attribute. */
function parseBasis(p: OpAsmParser): { operands: Value[]; statics: bigint[] } {
  const { operands, statics } = parseDynamicIndexList(p, 'paren');
  return { operands: p.resolveOperands(operands, index), statics };
}

/**
 * Upstream foldCstValueToCstAttrBasis: constant dynamic sizes become static entries, except the
 * ones a static entry cannot be: INT64_MIN, which marks a dynamic entry, and for a
 * delinearization (`positiveOnly`, its verifier's rule) zero and negatives. Upstream folds those
 * too, and then fails its verifier, divides by zero or crashes.
 */
function foldConstantBasis(op: Operation, dynamicStart: number, consts: readonly (Attribute | undefined)[], positiveOnly: boolean): boolean {
  const dynamic = op.operands.slice(dynamicStart);
  const foldable = (v: bigint): boolean => (positiveOnly ? v > 0n : !isDynamicEntry(v));
  const c = consts.slice(dynamicStart).map((a) => (a instanceof IntegerAttr && foldable(a.value) ? a : undefined));
  if (!c.some((x) => x !== undefined)) return false;
  let k = 0;
  const statics = staticBasisOf(op).map((s) => {
    if (!isDynamicEntry(s)) return s;
    const a = c[k++];
    return a ? a.value : s;
  });
  op.setOperands([...op.operands.slice(0, dynamicStart), ...dynamic.filter((_, i) => !c[i])]);
  op.setAttr('static_basis', staticIndexArray(statics));
  return true;
}

function verifyDynamicMarkers(op: Operation, statics: readonly bigint[], numDynamic: number): void {
  if (statics.filter(isDynamicEntry).length !== numDynamic) {
    throw opError(op, 'mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite');
  }
}

/**
 * Splits a linear index into one index per basis element (plus a leading one when the outer
 * bound is left out), as `%i floordiv` and `mod` of the basis products.
 *
 * ```mlir
 * %ij:2 = affine.delinearize_index %linear into (%n, 16) : index, index
 * ```
 */
export const DelinearizeIndexOp = defineOp({
  name: 'affine.delinearize_index',
  operands: { linear_index: Index, dynamic_basis: variadic(Index) },
  attributes: { static_basis: DenseI64ArrayAttr },
  results: { multi_index: variadic(Index) },
  traits: [Pure],
}, {
  parse(p, state) {
    const linear = p.parseOperand();
    p.parseKeyword('into');
    const { operands, statics } = parseBasis(p);
    state.attributes.set('static_basis', staticIndexArray(statics));
    p.parseOptionalAttrDict(state.attributes);
    p.parsePunct(':');
    state.resultTypes.push(...p.parseTypeList());
    state.operands.push(p.resolveOperand(linear, index), ...operands);
  },
  print(op, p) {
    p.write(' ');
    p.printOperand(op.linear_index);
    p.write(' into ');
    printDynamicIndexList(p, op.dynamic_basis, op.static_basis, 'paren');
    p.printOptionalAttrDict(op.allAttrs, ['static_basis']);
    p.write(' : ');
    op.resultTypes.forEach((t, i) => { if (i) p.write(', '); p.printType(t); });
  },
  verify(op) {
    const statics = staticBasisOf(op);
    if (op.numResults !== statics.length && op.numResults !== statics.length + 1) {
      throw opError(op, 'should return an index for each basis element and up to one extra index');
    }
    verifyDynamicMarkers(op, statics, op.dynamic_basis.length);
    if (!statics.every((v) => v > 0n || isDynamicEntry(v))) throw opError(op, 'no basis element may be statically non-positive');
  },
  fold(op, consts) {
    if (foldConstantBasis(op, 1, consts, true)) return [];
    if (op.numResults === 1) return [op.linear_index];
    const lin = consts[0];
    if (!(lin instanceof IntegerAttr)) return undefined;
    // The basis with its constant dynamic entries: upstream moves those (zero and negatives too)
    // into the static basis first, then folds with them.
    let k = 1;
    let basis: bigint[] = [];
    for (const s of staticBasisOf(op)) {
      if (!isDynamicEntry(s)) { basis.push(s); continue; }
      const c = consts[k++];
      if (!(c instanceof IntegerAttr)) return undefined;
      basis.push(c.value);
    }
    if (op.numResults === basis.length) basis = basis.slice(1);
    // In int64, as upstream's llvm::mod and divideFloorSigned; a zero size divides by zero there
    // (a crash), here it does not fold.
    if (basis.some((m) => m === 0n)) return undefined;
    let high = lin.value;
    const out: FoldResult[] = [];
    for (let i = basis.length - 1; i >= 0; i--) {
      const m = basis[i]!;
      const rem = high % m;
      out.push(IntegerAttr.index(rem < 0n ? rem + m : rem));
      const q = high / m;
      high = BigInt.asIntN(64, rem !== 0n && (rem < 0n) !== (m < 0n) ? q - 1n : q);
    }
    out.push(IntegerAttr.index(high));
    return out.reverse();
  },
});

/**
 * Combines a multi-index into a linear index over a basis; `disjoint` asserts every index is
 * within its bound.
 *
 * ```mlir
 * %linear = affine.linearize_index disjoint [%i, %j] by (%n, 16) : index
 * ```
 */
export const LinearizeIndexOp = defineOp({
  name: 'affine.linearize_index',
  operands: { multi_index: variadic(Index), dynamic_basis: variadic(Index) },
  attributes: { static_basis: DenseI64ArrayAttr, disjoint: defaultAttr(DisjointProp, notDisjoint) },
  results: { linear_index: Index },
  traits: [Pure],
}, {
  parse(p, state) {
    if (p.parseOptionalKeyword('disjoint')) state.attributes.set('disjoint', UnitAttr.instance);
    const indices = p.parseOperandList('square');
    p.parseKeyword('by');
    const { operands, statics } = parseBasis(p);
    state.attributes.set('static_basis', staticIndexArray(statics));
    p.parseOptionalAttrDict(state.attributes);
    state.resultTypes.push(p.parseColonType());
    state.operands.push(...p.resolveOperands(indices, index), ...operands);
    state.attributes.set('operandSegmentSizes', DenseArrayAttr.i32([indices.length, operands.length]));
  },
  print(op, p) {
    if (isDisjoint(op)) p.write(' disjoint');
    p.write(' [');
    p.printOperands(op.multi_index);
    p.write('] by ');
    printDynamicIndexList(p, op.dynamic_basis, op.static_basis, 'paren');
    p.printOptionalAttrDict(op.allAttrs, ['static_basis', 'disjoint', 'operandSegmentSizes']);
    p.write(' : ');
    p.printType(op.linear_index.type);
  },
  verify(op) {
    const statics = staticBasisOf(op);
    const n = op.multi_index.length;
    if (n !== statics.length && n !== statics.length + 1) {
      throw opError(op, 'should be passed a basis element for each index except possibly the first');
    }
    verifyDynamicMarkers(op, statics, op.dynamic_basis.length);
  },
  fold(op, consts) {
    const n = op.multi_index.length;
    if (foldConstantBasis(op, n, consts, false)) {
      op.setAttr('operandSegmentSizes', DenseArrayAttr.i32([n, op.numOperands - n]));
      return [op.linear_index];
    }
    if (n === 0) return [IntegerAttr.index(0)];
    if (n === 1) return [op.multi_index[0]!];
    const idx = consts.slice(0, n);
    if (idx.some((c) => !(c instanceof IntegerAttr)) || op.dynamic_basis.length) return undefined;
    // In int64, wrapping as upstream's arithmetic does.
    const vals = idx.map((c) => (c as IntegerAttr).value);
    const statics = staticBasisOf(op);
    const wrap = (v: bigint): bigint => BigInt.asIntN(64, v);
    let result = 0n;
    let stride = 1n;
    for (let i = 0; i < statics.length; i++) {
      result = wrap(result + wrap(vals[n - 1 - i]! * stride));
      stride = wrap(stride * statics[statics.length - 1 - i]!);
    }
    if (n === statics.length + 1) result = wrap(result + wrap(vals[0]! * stride));
    return [IntegerAttr.index(result)];
  },
});

export { K_DYNAMIC };
