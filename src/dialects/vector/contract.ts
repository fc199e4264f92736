/**
 * vector.contract: sums of products over the reduction dims of an iteration space that indexing
 * maps relate to lhs, rhs and the accumulator, combined with the accumulator by `kind`. Its custom
 * syntax leads with a dictionary of the trait attributes, with iterator types as strings.
 */
import { ArrayAttr, type Attribute, DictionaryAttr, type NamedAttribute, StringAttr } from '../../ir/attributes.js';
import { AffineMapAttr } from '../../ir/attributes.js';
import { getAffineConstantExpr } from '../../ir/affine/expr.js';
import { AffineMap } from '../../ir/affine/map.js';
import { simplifyAffineMap } from '../../ir/affine/simplify.js';
import { opError } from '../../ir/diagnostics.js';
import type { Operation } from '../../ir/operation.js';
import { Pure } from '../../ir/traits.js';
import { IntegerType, type Type, VectorType, i1 } from '../../ir/types.js';
import { type AttrConstraint, AnyType, ArrayAttrC, storedAs } from '../../irdl/constraints.js';
import type { DialectEnumAttr } from '../../irdl/enum.js';
import { defineOp } from '../../irdl/define.js';
import { defaultAttr } from '../../irdl/spec.js';
import { CombiningKind, IteratorType, isSupportedCombiningKind, kindAdd } from './attrs.js';
import { AnyVectorOfNonZeroRank, elementOrSelf } from './constraints.js';

const IteratorTypeArray: AttrConstraint<ArrayAttr> = {
  storage: storedAs(ArrayAttr),
  description: 'Iterator type should be an enum.',
  check: (a): a is ArrayAttr => a instanceof ArrayAttr && a.elements.every((e) => IteratorType.constraint.check(e)),
};

type Contract = Operation & {
  readonly lhs: import('../../ir/value.js').Value; readonly rhs: import('../../ir/value.js').Value;
  readonly acc: import('../../ir/value.js').Value; readonly indexing_maps: ArrayAttr; readonly iterator_types: ArrayAttr;
  readonly kind: DialectEnumAttr;
};

const TRAIT_ATTRS = ['indexing_maps', 'iterator_types', 'kind'];
export const contractMaps = (op: Contract): AffineMap[] =>
  op.indexing_maps.elements.map((e) => (e instanceof AffineMapAttr ? e.map : AffineMap.empty()));
const iteratorNames = (op: Contract): string[] => op.iterator_types.elements.map((e) => (e as DialectEnumAttr).text);
const resultIndex = (map: AffineMap, dim: number): number => map.results.findIndex((e) => e.kind === 'dim' && e.position === dim);

/** The (lhs dim, rhs dim) pairs of the iterators of one kind that both operands use. */
export function dimMap(op: Contract, kind: 'reduction' | 'parallel'): [number, number][] {
  const [lhs, rhs] = contractMaps(op);
  const out: [number, number][] = [];
  iteratorNames(op).forEach((t, i) => {
    if (t !== kind) return;
    const l = resultIndex(lhs!, i), r = resultIndex(rhs!, i);
    if (l >= 0 && r >= 0) out.push([l, r]);
  });
  return out;
}

function verifyDimMap(lhs: VectorType, rhs: VectorType, map: readonly [number, number][]): boolean {
  return map.every(([l, r]) => l >= 0 && l < lhs.rank && r >= 0 && r < rhs.rank && lhs.shape[l] === rhs.shape[r]);
}

function verifyOutputShape(op: Contract, lhs: VectorType, rhs: VectorType, acc: Type, res: Type): void {
  const lhsContracting = new Set(dimMap(op, 'reduction').map(([l]) => l));
  const rhsContracting = new Set(dimMap(op, 'reduction').map(([, r]) => r));
  const rhsBatch = new Set(dimMap(op, 'parallel').map(([, r]) => r));
  const expectedDims: number[] = [];
  lhs.shape.forEach((d, i) => { if (!lhsContracting.has(i)) expectedDims.push(d); });
  rhs.shape.forEach((d, i) => { if (!rhsContracting.has(i) && !rhsBatch.has(i)) expectedDims.push(d); });
  if (!expectedDims.length) {
    if (res instanceof VectorType || acc instanceof VectorType) throw opError(op, 'invalid accumulator/result vector shape');
    return;
  }
  if (!(res instanceof VectorType) || !(acc instanceof VectorType)) throw opError(op, 'invalid accumulator/result vector shape');
  const [lhsMap, rhsMap, resMap] = contractMaps(op) as [AffineMap, AffineMap, AffineMap];
  const used = new Array<boolean>(lhsMap.numDims).fill(false);
  for (const m of [lhsMap, rhsMap]) for (const e of m.results) e.walk((x) => { if (x.kind === 'dim') used[x.position] = true; });
  if (used.some((u) => !u)) throw opError(op, 'expected all dimensions to be either a LHS or a RHS dimension');
  const extents: (number | undefined)[] = new Array(lhsMap.numDims).fill(undefined);
  for (const [v, map] of [[lhs, lhsMap], [rhs, rhsMap]] as const) {
    v.shape.forEach((d, i) => {
      const e = map.results[i]!;
      if (e.kind === 'dim' && extents[e.position] === undefined) extents[e.position] = d;
    });
  }
  if (extents.some((e) => e === undefined)) throw opError(op, 'expected all dimensions to get an extent as either a LHS or a RHS dimension');
  const extentsMap = AffineMap.get(extents.length, 0, extents.map((e) => getAffineConstantExpr(e!)));
  const expectedMap = simplifyAffineMap(resMap.compose(extentsMap));
  const shape = expectedMap.results.map((e) => (e.kind === 'constant' ? e.value : -1));
  const expected = VectorType.get(shape, res.elementType, res.scalableDims);
  if (res !== expected || acc !== expected) throw opError(op, `invalid accumulator/result vector shape, expected: '${expected.key}'`);
}

function verifyContract(op: Contract): void {
  const lhs = op.lhs.type as VectorType, rhs = op.rhs.type as VectorType;
  if (elementOrSelf(lhs) !== elementOrSelf(rhs)) throw opError(op, 'failed to verify that lhs and rhs have same element type');
  if (elementOrSelf(op.acc.type) !== elementOrSelf(op.getResult(0).type)) {
    throw opError(op, 'failed to verify that third operand acc and result have same element type');
  }
  if (lhs.elementType instanceof IntegerType && !lhs.elementType.isSignless) throw opError(op, 'only supports signless integer types');
  const maps = contractMaps(op);
  if (maps.length !== 3) throw opError(op, 'expected an indexing map for each vector operand');
  const numIterators = op.iterator_types.length;
  maps.forEach((map, index) => {
    if (map.numSymbols !== 0) throw opError(op, `expected indexing map ${index} to have no symbols`);
    const t = op.getOperand(index).type;
    const rank = t instanceof VectorType ? t.rank : 0;
    if (map.numDims !== numIterators) throw opError(op, `expected indexing map ${index} to have ${numIterators} number of inputs`);
    if (map.numResults !== rank) throw opError(op, `expected indexing map ${index} to have ${rank} number of outputs`);
    if (!map.isProjectedPermutation()) throw opError(op, `expected indexing map ${index} to be a projected permutation of its inputs`);
  });
  const contracting = dimMap(op, 'reduction');
  if (!contracting.length) throw opError(op, 'expected at least one contracting dimension pair');
  if (!verifyDimMap(lhs, rhs, contracting)) throw opError(op, 'invalid contracting dimension map');
  if (!verifyDimMap(lhs, rhs, dimMap(op, 'parallel'))) throw opError(op, 'invalid batch dimension map');
  const res = op.getResult(0).type;
  verifyOutputShape(op, lhs, rhs, op.acc.type, res);
  if (!isSupportedCombiningKind(op.kind, elementOrSelf(res))) throw opError(op, 'unsupported contraction type');
}

/**
 * ```mlir
 * %3 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
 * ```
 */
export const ContractionOp = defineOp({
  name: 'vector.contract',
  operands: { lhs: AnyVectorOfNonZeroRank, rhs: AnyVectorOfNonZeroRank, acc: AnyType },
  attributes: { indexing_maps: ArrayAttrC, iterator_types: IteratorTypeArray, kind: defaultAttr(CombiningKind.constraint, kindAdd) },
  results: { result: AnyType },
  traits: [Pure],
}, {
  parse(p, state) {
    const loc = p.currentLoc();
    const dict = p.parseAttribute();
    if (!(dict instanceof DictionaryAttr)) throw p.error('invalid kind of attribute specified', loc);
    const lhs = p.parseOperand();
    p.parsePunct(',');
    const rhs = p.parseOperand();
    p.parsePunct(',');
    const acc = p.parseOperand();
    const masks = p.parseOptionalPunct(',') ? p.parseOperandList('none') : [];
    p.parseOptionalAttrDict(state.attributes);
    const types = p.parseColonTypeList();
    p.parseKeyword('into');
    const resT = p.parseType();
    if (types.length < 2) throw p.error('expected two operand types', loc);
    state.operands.push(p.resolveOperand(lhs, types[0]!), p.resolveOperand(rhs, types[1]!), p.resolveOperand(acc, resT));
    state.resultTypes.push(resT);
    for (const e of dict.entries) state.attributes.set(e.name, e.value);
    const its = state.attributes.get('iterator_types');
    if (!(its instanceof ArrayAttr)) throw p.error('expected iterator_types array attribute', loc);
    const converted: Attribute[] = [];
    for (const s of its.elements) {
      const name = s instanceof StringAttr ? s.value : '';
      const v = IteratorType.spec.cases[name];
      if (v === undefined) throw p.error(`unexpected iterator_type (${name})`, loc);
      converted.push(IteratorType.get(v));
    }
    state.attributes.set('iterator_types', ArrayAttr.get(converted));
    if (!state.attributes.has('kind')) state.attributes.set('kind', kindAdd);
    if (!masks.length) return;
    if (masks.length !== 2) throw p.error('expected zero or exactly 2 vector mask operands', p.nameLoc());
    const maskOf = (t: Type) => (t instanceof VectorType ? VectorType.get(t.shape, i1, t.scalableDims) : t);
    state.operands.push(...p.resolveOperands(masks, [maskOf(types[0]!), maskOf(types[1]!)], loc));
  },
  print(op, p) {
    const traits: NamedAttribute[] = [];
    for (const a of op.allAttrs) {
      if (a.name === 'iterator_types' && a.value instanceof ArrayAttr) {
        traits.push({ name: a.name, value: ArrayAttr.get(a.value.elements.map((e) => StringAttr.get((e as DialectEnumAttr).text))) });
      } else if (TRAIT_ATTRS.includes(a.name)) traits.push(a);
    }
    p.write(' ');
    p.printAttribute(DictionaryAttr.get(traits));
    p.write(' ');
    p.printOperand(op.lhs);
    p.write(', ');
    p.printOperand(op.rhs);
    p.write(', ');
    p.printOperand(op.acc);
    p.printOptionalAttrDict(op.allAttrs, TRAIT_ATTRS);
    p.write(' : ');
    p.printType(op.lhs.type);
    p.write(', ');
    p.printType(op.rhs.type);
    p.write(' into ');
    p.printType(op.result.type);
  },
  verify: (op) => verifyContract(op),
});
