/**
 * affine.delinearize_index and affine.linearize_index: conversions between a linear index and a
 * multi-index over a basis of sizes, each a constant (`static_basis`) or an SSA value
 * (`dynamic_basis`, where the static entry is ShapedType::kDynamic). The first size, the outer
 * bound, may be left out.
 */
import type { OpAsmParser } from '../../ir/asm.js';
import { type Attribute, DenseArrayAttr, IntegerAttr, UnitAttr } from '../../ir/attributes.js';
import { opError } from '../../ir/diagnostics.js';
import { floorDivInt, modInt } from '../../ir/affine/intmath.js';
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

/** Upstream foldCstValueToCstAttrBasis: constant dynamic sizes become static entries. */
function foldConstantBasis(op: Operation, dynamicStart: number, consts: readonly (Attribute | undefined)[]): boolean {
  const dynamic = op.operands.slice(dynamicStart);
  const c = consts.slice(dynamicStart);
  if (!c.some((x) => x !== undefined)) return false;
  let k = 0;
  const statics = staticBasisOf(op).map((s) => {
    if (!isDynamicEntry(s)) return s;
    const a = c[k++];
    return a instanceof IntegerAttr ? a.value : s;
  });
  op.setOperands([...op.operands.slice(0, dynamicStart), ...dynamic.filter((_, i) => !(c[i] instanceof IntegerAttr))]);
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
    if (foldConstantBasis(op, 1, consts)) return [];
    if (op.numResults === 1) return [op.linear_index];
    const lin = consts[0];
    if (!(lin instanceof IntegerAttr) || op.dynamic_basis.length) return undefined;
    let high = lin.num;
    let statics = staticBasisOf(op).map(Number);
    if (op.numResults === statics.length) statics = statics.slice(1);
    const out: FoldResult[] = [];
    for (let i = statics.length - 1; i >= 0; i--) {
      out.push(IntegerAttr.index(modInt(high, statics[i]!)));
      high = floorDivInt(high, statics[i]!);
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
    if (foldConstantBasis(op, n, consts)) {
      op.setAttr('operandSegmentSizes', DenseArrayAttr.i32([n, op.numOperands - n]));
      return [op.linear_index];
    }
    if (n === 0) return [IntegerAttr.index(0)];
    if (n === 1) return [op.multi_index[0]!];
    const idx = consts.slice(0, n);
    if (idx.some((c) => !(c instanceof IntegerAttr)) || op.dynamic_basis.length) return undefined;
    const vals = idx.map((c) => (c as IntegerAttr).num);
    const statics = staticBasisOf(op).map(Number);
    let result = 0;
    let stride = 1;
    for (let i = 0; i < statics.length; i++) {
      result += vals[n - 1 - i]! * stride;
      stride *= statics[statics.length - 1 - i]!;
    }
    if (n === statics.length + 1) result += vals[0]! * stride;
    return [IntegerAttr.index(result)];
  },
});

export { K_DYNAMIC };
